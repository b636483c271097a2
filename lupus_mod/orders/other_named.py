"""« io direi l'altro » from a pack mate under a mate's « sbraniamo Quercia, anche se Lunaria mi
puzza »: a proposal of "the other one", with no name of its own, points at the player the mate's
line names beside the order's target. Read as talk, the pack's order stood on Quercia in
silence; the line is asked, the order on that other player offered first (orders.unread_change).
Pure: the line's pieces and the standing orders in."""
from __future__ import annotations

from lupus_mod.orders.italian import BACK_OTHER
from lupus_mod.orders.model import PLAYER, Order
from lupus_mod.orders.names import Match, NameIndex
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.text import tokenize


def other_named(pieces: tuple[Piece, ...], earlier: list[Order], index: NameIndex) -> tuple[Ent, ...]:
    """The players the standing orders' lines name beside their targets and senders, where the
    line says "the other one" (the reader asks this where it proposes no name of its own: "io
    direi l'altro, Quercia è innocua" only remarks on Quercia); () otherwise."""
    if not any(isinstance(p, Word) and p.fold in BACK_OTHER for p in pieces):
        return ()
    found = [name for order in reversed(earlier) for name in _named_on(order.raw, index)
             if name not in order.args and name != order.player]
    return tuple(Ent((Match(PLAYER, (name,), 0, 0),), name, 0) for name in dict.fromkeys(found))


def _named_on(line: str, index: NameIndex) -> list[str]:
    """The players a line names, each by one name only."""
    tokens = tokenize(line)
    return [m.targets[0] for i in range(len(tokens)) for m in index.entities_at(line, tokens, i)
            if m.kind == PLAYER and len(m.targets) == 1]
