"""A runoff vote for "the other" of two candidates ("salvo Rosaspina, quindi voto l'altro"):
a doubt whose settle line offers the candidate the post does not name, never "none", the
opposite of what the author wrote (docs/tally.md, Runoffs). Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_text import BODY, own_text
from lupus_mod.votes.reading import PostLike, VoteAction
from lupus_mod.votes.written_names import candidates_named


def offer_other_one(actions: Sequence[VoteAction], grammar: Grammar, roster: Roster,
                    candidates: Sequence[str], posts: Iterable[PostLike]) -> tuple[VoteAction, ...]:
    """The actions, each doubt voting "the other" (`other_one`: "l'altro", « l'autre ») in a
    runoff between two offering the candidate its post does not name; left as read when the
    post names both or neither."""
    if len(candidates) != 2:
        return tuple(actions)
    texts = {p.position: own_text(p, grammar)[0] for p in posts}
    return tuple(_offered(a, texts.get(a.position, ""), grammar, roster, candidates) for a in actions)


def _offered(action: VoteAction, text: str, grammar: Grammar, roster: Roster,
             candidates: Sequence[str]) -> VoteAction:
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.target is not None \
            or action.candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    # Not among the grammar's folded words: "altro" is no word of a vote's own ("voto l'altro"
    # stays a player described, asked).
    if not words or words[-1] not in speech.singles(grammar.other_one):
        return action
    named = set(candidates_named(text, roster, candidates))
    if len(named) != 1:
        return action
    return replace(action, candidates=tuple(c for c in candidates if c not in named))
