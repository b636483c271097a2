"""A pack mate's wish, then the mate's choice followed: « perso je préfère noemie mais bon suivez
josephine » after Josephine's « on mange Kilian ». The name he would prefer is no order of his:
he leaves the pack's order as it stands (it was offered first, as his correction). Pure: the
line's pieces and the mates with an order in. Words are folded."""
from __future__ import annotations

from lupus_mod.orders.italian import FOLLOWING
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import holds_phrase


def yields_to(pieces: tuple[Piece, ...], mates: set[str]) -> bool:
    """After the last player named who is no mate, words of following and a mate named."""
    last = max((n for n, p in enumerate(pieces) if isinstance(p, Ent) and not p.players() & mates), default=None)
    rest = pieces[last + 1:] if last is not None else ()
    return holds_phrase([p.fold for p in rest if isinstance(p, Word)], FOLLOWING) \
        and any(isinstance(p, Ent) and p.players() & mates for p in rest)
