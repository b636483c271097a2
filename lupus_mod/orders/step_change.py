"""An order taken back on its line for another choice of its step: the knight's "proteggo il
mulino, anzi no vado al prato" (a slip fixed before sending: he goes to the prato, he does not
protect). Pure: the line's pieces in; words folded.
"""
from __future__ import annotations

from lupus_mod.orders.italian import NAME_THEN_NO
from lupus_mod.orders.model import KeywordSpec
from lupus_mod.orders.scan import CORRECTION, Key, Piece, Sep, Word


def step_changed(old: KeywordSpec, new: KeywordSpec, sentence: list[Piece] | tuple[Piece, ...]) -> bool:
    """The sentence after a correction opens with a no ("anzi no vado al prato") and orders
    another keyword of the step of the order before it: that order is taken back."""
    first = next((p for p in sentence if not isinstance(p, Sep)), None)
    return isinstance(first, Word) and first.fold in NAME_THEN_NO and new.step == old.step != "" \
        and new.keyword != old.keyword


def step_taken_back(pieces: tuple[Piece, ...]) -> bool:
    """Whether the line takes an order back so (`step_changed`): the line is a correction,
    though its one order stands alone."""
    keys = [n for n, p in enumerate(pieces) if isinstance(p, Key)]
    return any(isinstance(pieces[n], Sep) and pieces[n].kind == CORRECTION
               and step_changed(pieces[a].spec, pieces[b].spec, pieces[n + 1:b + 1])
               for a, b in zip(keys, keys[1:]) for n in range(a + 1, b))
