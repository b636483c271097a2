"""« je regarde Kilian, non Baptiste »: a French « non » between two names.

French says no and not with the one word: the player corrects himself (« Kilian — non,
Baptiste ») or contrasts (« Kilian, et non Baptiste »); a meneur reads it either way, so the two
names are offered (orders.meaning, a hedge). Italian says the correction with "no": "indago
Ululone, non Zanna" is Ululone, not Zanna, and stays so. Pure: the line's pieces in; folded words.
"""
from __future__ import annotations

from lupus_mod.orders.scan import Ent, Piece, Sep, Word
from lupus_mod.orders.text import STRONG, WEAK

# Words only a French line holds: its subject pronouns and the forum's words around an order.
_FRENCH = frozenset({"je", "j", "on", "nous", "sur", "et", "pour", "cette", "ce", "soir", "stp", "svp"})


def no_between(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The two names around a French « non » that ends the sentence on the second one (a
    comma before « non » or none, none after it: « Kilian, non, Baptiste » corrects, read by
    orders.meaning); () otherwise."""
    if not any(isinstance(p, Word) and p.fold in _FRENCH for p in pieces):
        return ()
    for n, piece in enumerate(pieces[1:-1], 1):
        if not (isinstance(piece, Word) and piece.fold == "non" and isinstance(pieces[n + 1], Ent)):
            continue
        before = pieces[n - 2] if n > 1 and isinstance(pieces[n - 1], Sep) and pieces[n - 1].kind == WEAK \
            else pieces[n - 1]
        if isinstance(before, Ent) and _ends(pieces[n + 2:]):
            return before, pieces[n + 1]
    return ()


def _ends(rest: tuple[Piece, ...]) -> bool:
    """Nothing but words around orders before the sentence ends."""
    for piece in rest:
        if isinstance(piece, Sep) and piece.kind == STRONG:
            return True
        if not (isinstance(piece, Sep) or isinstance(piece, Word) and piece.filler):
            return False
    return True
