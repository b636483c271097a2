"""« Gaspard plutôt » a PM after « je regarde Kilian »: a name closed by a word of « rather »
corrects the sender's order as « plutôt Gaspard » does (orders.replacement). It asked, the line
read as a name alone. Pure: a line's pieces in.
"""
from __future__ import annotations

from lupus_mod.orders.italian import AND_WORDS, NAME_THEN_NO, NO_AGAIN
from lupus_mod.orders.scan import Ent, Piece, Sep, Word


def names_then_rather(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """« Gaspard plutôt », « non, Gaspard plutôt », « Dorian et Noemie plutôt », "Nazgul
    piuttosto": names joined by « et » only, a no before them, closed by a word of « rather »:
    the new target, as « plutôt Gaspard » says it (the line of names asked). « Gaspard ou
    Hortense plutôt » and « non Isidore, Kilian plutôt » (a mate spoken to) are none."""
    first = next((n for n, p in enumerate(pieces) if isinstance(p, Ent)), None)
    close = next((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.rather), None)
    if first is None or close is None or close < first or not all(
            isinstance(p, Sep) or isinstance(p, Word) and p.fold in NAME_THEN_NO | NO_AGAIN for p in pieces[:first]) \
            or not all(isinstance(p, Sep) for p in pieces[close + 1:]):
        return ()
    named = pieces[first:close]
    return tuple(p for p in named if isinstance(p, Ent)) if all(
        isinstance(p, Ent) or isinstance(p, Word) and p.fold in AND_WORDS for p in named) else ()
