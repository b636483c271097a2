"""The powers a sender's later correction may be of without turning from his standing orders
(orders.corrections: "anzi attacco Carlo" after "vado al prato, atacco Carol" corrects the
attack he misspelt, never his place). Pure: the Ledger's doubts, lines in error, orders and
talk in, keywords out."""
from __future__ import annotations

from typing import Iterable, Mapping

from lupus_mod.orders.line import read_line
from lupus_mod.orders.misspelt_keyword import resembled
from lupus_mod.orders.model import NONE, Chatter, Doubt, Order
from lupus_mod.orders.names import NameIndex


def open_keywords(sender: str, doubts: Iterable[Doubt], unread: Mapping[int, tuple[str, tuple[str, ...]]],
                  orders: Iterable[Order], chatter: Iterable[Chatter], index: NameIndex) -> set[str]:
    """The powers of the orders the sender's open doubts offer, of his lines in error, and of
    his keywords misspelt on a line read otherwise (as an order of another power, or talk)."""
    written = [o.raw for o in orders if o.player == sender] + [c.text for c in chatter if c.player == sender]
    return {d.keyword for doubt in doubts if doubt.player == sender for c in doubt.candidates
            if not c.casefold().startswith(NONE) for d in read_line(c, index).drafts} \
        | {k for who, keywords in unread.values() if who == sender for k in keywords} \
        | {k for text in written for k in resembled(text, index)}
