"""A pack mate's wish, then the mate's choice followed: « perso je préfère noemie mais bon suivez
josephine » after Josephine's « on mange Kilian ». The name he would prefer is no order of his:
he leaves the pack's order as it stands (it was offered first, as his correction). Pure: the
line's pieces and the mates with an order in. Words are folded."""
from __future__ import annotations

from lupus_mod.orders.italian import FOLLOWING, FOLLOWING_HIM
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import holds_phrase


def yields_to(pieces: tuple[Piece, ...], mates: set[str]) -> bool:
    """After the last player named who is no mate, words of following and a mate named; or
    words of following him (« comme il a dit ») and a mate named anywhere in the line."""
    last = max((n for n, p in enumerate(pieces) if isinstance(p, Ent) and not p.players() & mates), default=None)
    rest = pieces[last + 1:] if last is not None else ()
    words = [p.fold for p in rest if isinstance(p, Word)]
    return holds_phrase(words, FOLLOWING) and any(isinstance(p, Ent) and p.players() & mates for p in rest) \
        or holds_phrase(words, FOLLOWING_HIM) and any(isinstance(p, Ent) and p.players() & mates for p in pieces)
