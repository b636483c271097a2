"""Doubts a later order of the same sender makes moot: whatever the doubtful line meant, the
player's later word replaces it (docs/orders.md "The later word wins").

`sfido Gollum`, then `no aspetta, ieri Gollum ha votato con noi` (a correction of nothing the
reader can name), then `ok, sfido il solito sospettato: Nazgul`: the middle line could be a
take-back or a hesitation, but the last PM gives the Cavaliere's order again, sent in time, so
no reading of the middle line changes what applies. Asking the GM would cost him a minute for
nothing. Pure: the ledger's doubts, readings and orders in, the ones still to ask out.

A line in error is moot the same way: `proteggo Lunarya` (no such player), then `anzi proteggo
Tuck` in a later PM: whoever Lunarya was, the later order of the same power replaces it.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from lupus_mod.errors import OrderError
from lupus_mod.orders.model import (CONDITION, CORRECTION, HEDGE, ITEM, LISTED, NONE, ORDER, QUESTION,
                                    TAKEN_BACK, TALK, NOUN_ORDER, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL,
                                    UNSAID, Doubt, Order, Reading)
from lupus_mod.orders.names import NameIndex

# Doubts between readings of known powers (their candidates', or the sender's standing
# orders' for a correction or withdrawal of them). Not an order said with a noun, a visit or
# an earlier night's: their power is the night's to find, or the GM's to write.
_OF_KNOWN_POWERS = frozenset({HEDGE, QUESTION, CONDITION, LISTED, UNSAID, TAKEN_BACK})
_OF_STANDING_ORDERS = frozenset({UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL})


def without_moot(doubts: list[Doubt], readings: list[Reading], orders: list[Order],
                 index: NameIndex) -> tuple[list[Doubt], list[Reading]]:
    """The doubts still to ask, and the readings with each moot doubt's line read as talk."""
    moot = {(d.player, d.line) for d in doubts if _moot(d, orders, index)}
    return ([d for d in doubts if (d.player, d.line) not in moot],
            [replace(r, kind=TALK) if (r.player, r.line) in moot else r for r in readings])


def without_moot_errors(errors: list[OrderError], unread: dict[int, tuple[str, tuple[str, ...]]],
                        readings: list[Reading], orders: list[Order], index: NameIndex
                        ) -> tuple[list[OrderError], list[Reading]]:
    """The ledger's errors still to report, and the readings with each moot error's line read
    as talk and the first later order of its powers read as its correction (the summary lists
    it with the line it replaced): a line whose every unreadable order is of a power its sender
    orders again on a later line in time (never an item's pass, one order per item)."""
    moot = {number for number, (sender, keywords) in unread.items()
            if keywords and all(keywords) and not _passes(set(keywords), index)
            and set(keywords) <= _ordered_later(sender, number, orders)}
    replaced: dict[int, list[int]] = {}
    for number in sorted(moot):
        sender, keywords = unread[number]
        first = min(o.line for o in orders if o.player == sender and o.line > number
                     and not o.late and o.keyword in keywords)
        replaced.setdefault(first, []).append(number)
    return ([e for e in errors if e.line not in moot],
            [_replacing(r, replaced.get(r.line, ())) if r.line not in moot else replace(r, kind=TALK)
             for r in readings])


def _replacing(reading: Reading, lines: Iterable[int]) -> Reading:
    """The order's reading, as the correction of the moot lines it replaces."""
    lines = tuple(lines)
    if not lines or reading.kind not in (ORDER, CORRECTION):
        return reading
    return replace(reading, kind=CORRECTION, of_lines=tuple(sorted({*reading.of_lines, *lines})))


def _ordered_later(player: str, line: int, orders: list[Order]) -> set[str]:
    """The powers the player orders on a line below `line`, sent in time."""
    return {o.keyword for o in orders if o.player == player and o.line > line and not o.late}


def _passes(powers: set[str], index: NameIndex) -> bool:
    """Whether one of the powers passes an item."""
    return any(kind == ITEM for p in powers if p in index.specs for kind, _ in index.specs[p].kinds())


def _moot(doubt: Doubt, orders: list[Order], index: NameIndex) -> bool:
    """Every power the doubt is about is ordered again by its sender on a later line in time."""
    handed = doubt.kind == NOUN_ORDER and ITEM in doubt.kinds      # "palantir a Theodeno": a pass
    if doubt.kind not in _OF_KNOWN_POWERS | _OF_STANDING_ORDERS and not handed:
        return False
    powers = {part.split()[-1] if part.split()[0] == NONE else part.split()[0]
              for reading in doubt.candidates for part in reading.split(";")
              if part.strip() and part.strip() != NONE}
    if doubt.kind in _OF_STANDING_ORDERS:
        powers |= {o.keyword for o in orders if o.player == doubt.player and o.line < doubt.line}
    # An item's pass is one order per item: moot when the same items are passed again later
    # ("palantir a theodeno", asked, then "dallo a Legolasso").
    return bool(powers) and powers <= _ordered_later(doubt.player, doubt.line, orders) and (
        not _passes(powers, index) or _passed_again(doubt, orders))


def _passed_again(doubt: Doubt, orders: list[Order]) -> bool:
    """Every item the doubt's readings pass is passed by its sender on a later line in time."""
    moved = {part.split()[1] for reading in doubt.candidates for part in reading.split(";")
             if len(part.split()) > 2 and part.split()[0] != NONE}
    again = {o.item for o in orders if o.player == doubt.player and o.line > doubt.line and not o.late}
    return bool(moved) and moved <= again
