"""« je regarde Kilian, non Baptiste »: a French « non » between two names; « Kilian, Baptiste
en fait »: a second name said as the real one; « Kilian, c'est Baptiste »: the real one, or who
the player thinks the wolf is.

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
# « non » (« nn » by SMS), and « enfin » after a comma or a stop (« je regarde Baptiste, enfin Kilian »,
# « je tire sur Baptiste. enfin Josephine »: "I mean" or "and at last"; « je regarde enfin Kilian » is
# "at last", « … Baptiste. Enfin, Josephine ! » greets her).
_TURNS = frozenset({"non", "nn", "enfin"})


def no_between(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The two names around a French « non » (a comma before it or none) or « , enfin » that ends
    the sentence on the second one (none after it: « Kilian, non, Baptiste » corrects, read by
    orders.meaning), or before « en fait »; () otherwise."""
    if not any(isinstance(p, Word) and p.fold in _FRENCH for p in pieces):
        return ()
    for n, piece in enumerate(pieces[1:-1], 1):
        if not (isinstance(piece, Word) and piece.fold in _TURNS and isinstance(pieces[n + 1], Ent)):
            continue
        paused = n > 1 and isinstance(pieces[n - 1], Sep) and (pieces[n - 1].kind == WEAK or piece.fold == "enfin")
        before = pieces[n - 2] if paused else pieces[n - 1]
        if isinstance(before, Ent) and (paused or piece.fold != "enfin") and _ends(pieces[n + 2:]):
            return before, pieces[n + 1]
    return _then_in_fact(pieces) or _it_is(pieces)


def _then_in_fact(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "je regarde Kilian, Baptiste en fait", "(Baptiste en fait)": a second name, then « en
    fait » ending the sentence — the name meant, most likely; asked, never dropped as chat."""
    for n in range(2, len(pieces) - 2):
        if isinstance(pieces[n], Ent) and isinstance(pieces[n - 1], Sep) and isinstance(pieces[n - 2], Ent) \
                and [getattr(p, "fold", "") for p in pieces[n + 1:n + 3]] == ["en", "fait"] \
                and _ends(pieces[n + 3:]):
            return pieces[n - 2], pieces[n]
    return ()


def _it_is(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "je regarde Kilian, c'est Baptiste" (or after a full stop): « c'est » and a second name ending
    the sentence — the name meant (a slip put right) or what he thinks of someone (« c'est
    Baptiste le loup » said short): asked, never the first name read alone."""
    for n in range(4, len(pieces)):
        if isinstance(pieces[n], Ent) and isinstance(pieces[n - 4], Ent) \
                and isinstance(pieces[n - 3], Sep) \
                and [getattr(p, "fold", "") for p in pieces[n - 2:n]] == ["c", "est"] and _ends(pieces[n + 1:]):
            return pieces[n - 4], pieces[n]
    return ()


def _ends(rest: tuple[Piece, ...]) -> bool:
    """Nothing but words around orders before the sentence ends."""
    for piece in rest:
        if isinstance(piece, Sep) and piece.kind == STRONG:
            return True
        if not (isinstance(piece, Sep) or isinstance(piece, Word) and piece.filler):
            return False
    return True
