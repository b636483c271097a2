"""A runoff between two candidates: a vote for "the other" ("salvo Rosaspina, quindi voto
l'altro") is a doubt whose settle line offers the candidate the post does not name, never
"none", the opposite of what the author wrote; a post with no vote of its own that spares one
("salvo Ombroso", "non voto Rosaspina") or backs one ("Ombroso tutta la vita") is a doubt
offering the other, or him (docs/tally.md, Runoffs). Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Sequence

from lupus_mod.orders.text import WORD, holds_phrase, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.forms import DOUBT, NEGATED, VOTE
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


def offer_named_one(actions: Sequence[VoteAction], grammar: Grammar, roster: Roster, candidates: Sequence[str],
                    posts: Iterable[PostLike], opens: int | None) -> tuple[VoteAction, ...]:
    """The actions, and a doubt for each post from `opens` on with no vote of its own that
    names one of the two candidates with words sparing him (`runoff_spares`: "salvo Ombroso",
    "non voto Rosaspina": the other one offered) or backing him (`runoff_backs`: "Ombroso
    tutta la vita": he is). Read as talk, a runoff vote was lost unasked."""
    if len(candidates) != 2:
        return tuple(actions)
    voted = {a.post_id for a in actions if a.where == BODY and a.reason != NEGATED}
    spares, backs = speech.phrases(grammar.runoff_spares), speech.phrases(grammar.runoff_backs)
    out = list(actions)
    for post in posts:
        voter = voter_of(post, roster)
        if str(post.id) in voted or voter not in roster.alive or opens is not None and post.position < opens:
            continue
        text = own_text(post, grammar)[0].strip()
        named = candidates_named(text, roster, candidates)
        words = [t.fold for t in tokenize(text) if t.kind == WORD]
        offered = () if len(named) != 1 else tuple(c for c in candidates if c not in named) \
            if holds_phrase(words, spares) else named if holds_phrase(words, backs) else ()
        if offered:
            out.append(VoteAction(post_id=str(post.id), position=post.position, index=0, author=post.author,
                                  voter=voter, time=post.created, permalink=post.permalink, kind=VOTE,
                                  typed=text, candidates=offered, reason=DOUBT,
                                  author_id=getattr(post, "author_id", None)))
    return tuple(sorted(out, key=lambda a: a.order))
