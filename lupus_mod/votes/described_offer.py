"""A vote for a player described by his office or title, not named: "voto il sindaco" (a doubt
naming nobody, `described`). Where one living player holds that office or title, the settle line
offers him; the GM confirms it (the player may mean whom he believes holds it). It was talk
(Licantropi: Nosferatu's « voto il sindaco » with Podesta the Sindaco). `holders`: each office's
or title's folded word -> the living players holding it (tally/request.py). Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.action import VoteAction
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.post_text import BODY


def offer_described(actions: Sequence[VoteAction], holders: Mapping[str, Sequence[str]]) -> tuple[VoteAction, ...]:
    """The actions, each doubt naming nobody whose last word is a role or title held by one
    living player offering him."""
    return tuple(_offered(a, holders) for a in actions)


def _offered(action: VoteAction, holders: Mapping[str, Sequence[str]]) -> VoteAction:
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.target is not None \
            or action.candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    held = tuple(holders.get(words[-1], ())) if words else ()
    return replace(action, candidates=held) if len(held) == 1 and held[0] != action.voter else action
