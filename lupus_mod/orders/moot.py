"""Doubts a later order of the same sender makes moot: whatever the doubtful line meant, the
player's later word replaces it (docs/orders.md "The later word wins").

`sfido Gollum`, then `no aspetta, ieri Gollum ha votato con noi` (a correction of nothing the
reader can name), then `ok, sfido il solito sospettato: Nazgul`: the middle line could be a
take-back or a hesitation, but the last PM gives the Cavaliere's order again, sent in time, so
no reading of the middle line changes what applies. Asking the GM would cost him a minute for
nothing. Pure: the ledger's doubts, readings and orders in, the ones still to ask out.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.model import (CONDITION, HEDGE, ITEM, LISTED, NONE, QUESTION, TAKEN_BACK, TALK,
                                    NOUN_ORDER, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL, UNSAID, Doubt, Order,
                                    Reading)
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
    later = {o.keyword for o in orders
             if o.player == doubt.player and o.line > doubt.line and not o.late}
    # An item's pass is one order per item: moot when the same items are passed again later
    # ("palantir a theodeno", asked, then "dallo a Legolasso").
    passes = any(kind == ITEM for p in powers if p in index.specs for kind, _ in index.specs[p].kinds())
    return bool(powers) and powers <= later and (not passes or _passed_again(doubt, orders))


def _passed_again(doubt: Doubt, orders: list[Order]) -> bool:
    """Every item the doubt's readings pass is passed by its sender on a later line in time."""
    moved = {part.split()[1] for reading in doubt.candidates for part in reading.split(";")
             if len(part.split()) > 2 and part.split()[0] != NONE}
    again = {o.item for o in orders if o.player == doubt.player and o.line > doubt.line and not o.late}
    return bool(moved) and moved <= again
