"""« je regarde Kilian, c'est Baptiste »: a name after the order's own, past a comma, said with
"it is" only. A French meneur cannot tell a restated target (the one she meant) from her
suspicion (Baptiste is the wolf), so both names are offered as a hedge, never Kilian in silence.
Pure: the line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.bare import IT_IS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.scan import Ent, Key, Piece, Sep, Word


def it_is_after_order(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The order's name and the names « c'est » gives after a comma, the sentence ending on
    them; () otherwise (« c'est Baptiste » alone is bare.IT_IS, with no order to weigh)."""
    key = next((n for n, p in enumerate(pieces) if isinstance(p, Key)), None)
    if key is None or not isinstance(_at(pieces, key + 1), Ent) or not isinstance(_at(pieces, key + 2), Sep):
        return ()
    # « c'est », elided: the two words of "it is" and nothing else.
    words = pieces[key + 3:key + 5]
    if {p.fold for p in words if isinstance(p, Word)} != IT_IS or len(words) != 2:
        return ()
    rest = pieces[key + 5:]
    names = tuple(p for p in rest if isinstance(p, Ent))
    said = all(isinstance(p, (Ent, Sep)) or isinstance(p, Word) and p.filler for p in rest)
    # « c'est un loup »: what she thinks Kilian is, no other player to weigh.
    players = all(any(m.kind == PLAYER for m in p.matches) for p in names)
    return (pieces[key + 1], *names) if names and said and players else ()


def _at(pieces: tuple[Piece, ...], n: int) -> Piece | None:
    return pieces[n] if n < len(pieces) else None
