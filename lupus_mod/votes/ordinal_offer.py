"""A ballottaggio vote naming its candidate by his place, not his name: "voto il primo dei due"
(a doubt naming nobody, `whoever`). Its settle line offers the candidate at that place of the
ballot's candidates as recorded ([runoff] candidates, the order the GM announces them in); the
GM confirms it, he alone knows which order the player meant. It was talk: the voter «Senza
voto» where voting is compulsory (Licantropi l.106: "e' obbligatorio votare"). Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.action import VoteAction
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.post_text import BODY


def offer_ordinals(actions: Sequence[VoteAction], grammar: Grammar,
                   candidates: Sequence[str]) -> tuple[VoteAction, ...]:
    """The actions, each doubt naming nobody whose words hold an ordinal (`ordinals`: "il
    primo", "il secondo") offering the candidate at that place, when there is one."""
    return tuple(_offered(a, grammar, candidates) for a in actions)


def _offered(action: VoteAction, grammar: Grammar, candidates: Sequence[str]) -> VoteAction:
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.target is not None \
            or action.candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    place = next((n for n, ordinal in enumerate(grammar.ordinals) if any(_same(w, ordinal) for w in words)), None)
    return replace(action, candidates=(candidates[place],)) if place is not None and place < len(candidates) \
        else action


def _same(word: str, ordinal: str) -> bool:
    """`word` is the ordinal's own word in either gender ("prima" for "il primo")."""
    own = tokenize(ordinal)[-1].fold
    return len(word) == len(own) > 2 and word[:-1] == own[:-1]
