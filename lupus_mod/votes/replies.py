"""The author's reply under what he quotes: which quoted vote a pronoun or an ordinal points
to ("[quote=Klondike]voto Klaatu[/quote] voto anche io lui": Klaatu; under two quoted votes,
"quoto il secondo": the second). Pure; a part of votes/reading.py.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lupus_mod.orders.text import WORD, fold, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.post_text import BODY, QUOTE

if TYPE_CHECKING:
    from lupus_mod.votes.grammar import Grammar
    from lupus_mod.votes.action import VoteAction


def pointing_at_quote(actions: list[VoteAction], grammar: Grammar) -> list[VoteAction]:
    """ "[quote=Klondike]voto Klaatu[/quote] voto anche io lui": a pronoun the author's text
    names nobody for, under a quoted vote: the quoted name offered (each quote's last vote)."""

    quoted = tuple(dict.fromkeys(a.target for a in actions if a.where == QUOTE and a.kind == VOTE and a.target
                                 and not a.superseded))

    def pointing(a: VoteAction) -> bool:
        words = [t.fold for t in tokenize(a.typed) if t.kind == WORD]
        return a.where == BODY and a.kind == VOTE and a.reason == DOUBT and a.target is None \
            and not a.candidates and bool(words) and words[-1] in grammar.folded["pointing"]
    return [replace(a, candidates=quoted) if quoted and pointing(a) else a for a in actions]


def which_quoted(text: str, words: str, names: tuple[str, ...], grammar: Grammar) -> tuple[str, ...]:
    """The quoted vote an ordinal right after the agreement picks ("quoto il secondo": the
    second quoted; "quoto l'ultimo"); all the quoted names without one, or past their number."""
    after = [t.fold for t in tokenize(text[text.find(words) + len(words):]) if t.kind == WORD]
    for n, phrase in enumerate(grammar.ordinals):
        if tuple(after[:len(phrase.split())]) == tuple(fold(phrase).split()):
            return names[n:n + 1] or names
    last = any(tuple(after[:len(p)]) == p for p in speech.phrases(grammar.last_one))
    return names[-1:] if last else names
