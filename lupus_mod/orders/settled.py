"""A line's last word after its change of mind: « je tire sur Baptiste... enfin non, sur Dorian.
Bon ok Baptiste ». A sentence of words of settling (change_words.SETTLING) and names, after a
sentence the line corrected, corrects it again: the player's last word is the name he ends on,
not the one in the middle. Pure: a sentence's pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import SETTLING
from lupus_mod.orders.pieces import Ent, Piece, Word


def settles_change(sentence: list[Piece]) -> bool:
    """The sentence names someone and says nothing but words of settling (fillers aside)."""
    words = [p for p in sentence if isinstance(p, Word) and not p.filler]
    return any(isinstance(p, Ent) for p in sentence) and any(
        isinstance(p, Word) and p.fold in SETTLING for p in sentence) and all(w.fold in SETTLING for w in words)

