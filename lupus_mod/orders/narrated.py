"""A player told of, not ordered on: "Frodino indaga sempre a caso", "Zappa si protegge da
solo", "la strega protegge Quercia" (the keyword in the third person, its subject's name before
it). Pure: a clause in."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.model import PLAYER, ROLE
from lupus_mod.orders.object_pronoun import glued_pronoun
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import fold


def narrated(clause: Sequence[Piece], at: int) -> bool:
    """ "Frodino indaga sempre a caso", "Zappa si protegge da solo", "la strega protegge
    Quercia": a player's or a role's name opening the clause right before a third-person form
    of the keyword (the sender's is the first person, "indago"): he is its subject, told of, no
    order ("Sam indago" keeps the order)."""
    key = clause[at]
    if glued_pronoun(key):
        return False      # "e Jolene salvala pure": "save her", said to the GM (it was talk)
    before = [p for p in clause[:at] if not (isinstance(p, Word) and (
        p.filler and p.fold not in _RELATIVE or p.fold in _REFLEXIVE | _ARTICLES))]
    written, keyword = fold(key.written), fold(key.spec.keyword)
    return len(before) == 1 and isinstance(before[0], Ent) and written != keyword \
        and any(m.kind in (PLAYER, ROLE) for m in before[0].matches) \
        and keyword.endswith("o") and written.endswith(("a", "e"))


_REFLEXIVE = frozenset({"si"})
# "la strega protegge di sicuro Quercia": a role named as the subject, its article before it.
_ARTICLES = frozenset({"il", "lo", "la", "l", "i", "gli", "le"})
# "Merry che indaga Totò": who does it, asked (orders.unsure), not told of.
_RELATIVE = frozenset({"che", "chi", "qui", "que"})
