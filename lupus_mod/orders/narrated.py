"""A player told of, not ordered on: "Frodino indaga sempre a caso", "Zappa si protegge da
solo" (the keyword in the third person, its subject's name before it). Pure: a clause in."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import fold


def narrated(clause: Sequence[Piece], at: int) -> bool:
    """ "Frodino indaga sempre a caso", "Zappa si protegge da solo": a player's name opening the
    clause right before a third-person form of the keyword (the sender's is the first person,
    "indago"): he is its subject, told of, no order ("Sam indago" keeps the order)."""
    key = clause[at]
    before = [p for p in clause[:at] if not (isinstance(p, Word) and p.fold in _REFLEXIVE)]
    written, keyword = fold(key.written), fold(key.spec.keyword)
    return len(before) == 1 and isinstance(before[0], Ent) and written != keyword \
        and keyword.endswith("o") and written.endswith(("a", "e"))


_REFLEXIVE = frozenset({"si"})
