"""Two PMs of one player sent the same minute, whose order decides what he ordered.

Forum PMs are timed to the minute, and a board's inbox lists the newest first: a GM pasting
from it gets two PMs of the same minute upside down. The sender's later word counts, so where
the two disagree — an order then another of the same power, an order then its taking back, or
« anzi no, Nazgul » pasted above the `indago Gollum` it corrects — the log's order is no proof
of which came last: the lower line asks, its reading as pasted first, the other order next, the
GM having the board's exact times (docs/orders.md, "Two PMs of the same minute"). Pure: the
log's messages and its reading in.
"""
from __future__ import annotations

from collections.abc import Iterable

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.log import Message
from lupus_mod.orders.model import NONE, SAME_MINUTE_OWN, Chatter, Doubt, Order
from lupus_mod.orders.text import WORD, tokenize


def same_minute_own(messages: list[Message], orders: list[Order], chatter: Iterable[Chatter],
                    settled: Iterable[int]) -> list[Doubt]:
    """A doubt on each line whose reading hangs on which of two same-minute PMs came last."""
    header_of = {number: m.header_line for m in messages for number, _ in m.lines}
    text_of = {number: text.strip() for m in messages for number, text in m.lines}
    apart = _apart(header_of, {m.header_line: m.time for m in messages})
    asked = [*_replaced(orders, apart), *_withdrawn(orders, apart, text_of),
             *_corrected_above(orders, chatter, apart)]
    skip = set(settled)
    return [d for d in asked if d.line not in skip]


def _apart(header_of: dict[int, int], time_of: dict[int, object]):
    """Whether two lines are in two PMs timed the same minute."""
    def apart(first: int, second: int) -> bool:
        one, two = header_of.get(first), header_of.get(second)
        return one != two and time_of.get(one) is not None and time_of.get(one) == time_of.get(two)
    return apart


def _replaced(orders: list[Order], apart) -> list[Doubt]:
    """ "je regarde Isidore", then a PM of the same minute "je regarde Baptiste"."""
    asked, last = [], {}
    for order in sorted(orders, key=lambda o: o.line):
        before = last.get((order.player, order.key()))
        if before is not None and before.args != order.args and apart(before.line, order.line):
            asked.append(_doubt(order, (order.canonical(), before.canonical())))
        last[(order.player, order.key())] = order
    return asked


def _withdrawn(orders: list[Order], apart, text_of: dict[int, str]) -> list[Doubt]:
    """ "je regarde Isidore", then a PM of the same minute "annule"."""
    return [Doubt(o.player, o.file, o.withdrawn_by, text_of.get(o.withdrawn_by, ""), SAME_MINUTE_OWN,
                  (f"{NONE} {o.keyword}", o.canonical()), names=o.args)
            for o in orders if o.withdrawn_by and apart(o.line, o.withdrawn_by)]


def _corrected_above(orders: list[Order], chatter: Iterable[Chatter], apart) -> list[Doubt]:
    """ « anzi no, Nazgul » read as talk (no order before it), then a PM of the same minute
    `indago Gollum`: the correction pasted above the order it corrects."""
    asked = []
    for chat in chatter:
        opening = [t.fold for t in tokenize(chat.text) if t.kind == WORD][:3]
        if len(chat.names) != 1 or not REPLACE_WORDS & set(opening):
            continue
        corrected = [o for o in orders if o.player == chat.player and o.line > chat.line and len(o.args) == 1
                     and o.args != chat.names and apart(chat.line, o.line)]
        asked += [_doubt(o, (f"{o.keyword} {chat.names[0]}", o.canonical(), NONE)) for o in corrected[:1]]
    return asked


def _doubt(order: Order, offers: tuple[str, ...]) -> Doubt:
    return Doubt(order.player, order.file, order.line, order.raw.strip(), SAME_MINUTE_OWN,
                 tuple(dict.fromkeys(offers)), names=order.args)
