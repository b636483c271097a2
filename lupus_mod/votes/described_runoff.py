"""A runoff between two candidates: a vote (or a cry) for a player described, not named
("brucia la lupa", « au bûcher le loup »), is a doubt whose settle line offers the candidates,
the one whose gender the description's article says first (players.toml `gender`: public, as
the thread's « la » is), never a guess from hidden roles. It was talk, and a runoff vote lost.
A description already offered (a claimed office: votes/described_offer.py) stays as offered.
Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.action import VoteAction
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.lexicon import Lexicon
from lupus_mod.votes.post_text import BODY


def offer_described_candidates(actions: Sequence[VoteAction], lexicon: Lexicon, candidates: Sequence[str],
                               genders: Mapping[str, str]) -> tuple[VoteAction, ...]:
    """The actions, each doubt naming nobody after a `described` article offering the two
    candidates, the gender its article says first."""
    if len(candidates) != 2:
        return tuple(actions)
    return tuple(_offered(a, lexicon, candidates, genders) for a in actions)


def _offered(action: VoteAction, lexicon: Lexicon, candidates: Sequence[str],
             genders: Mapping[str, str]) -> VoteAction:
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.target is not None \
            or action.candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    article = next((w for w in words if w in speech.singles(lexicon.described)), None)
    if article is None:
        return action
    said = "f" if article in speech.singles(lexicon.articles_f) else \
        "m" if article in speech.singles(lexicon.articles_m) else ""
    fits = [c for c in candidates if said and genders.get(c) == said]
    return replace(action, candidates=tuple(dict.fromkeys([*fits, *candidates])))
