"""A word beginning the names of several players ("indago Grim" with Grima and Grimaldo in the
game): the doubt (`SAME_START`, orders.doubts) offers the order on each, and the night puts
first those the sender's power may name tonight, the living before the dead. One the power may
not name (a dead player for a power on the living: "il bersaglio è morto", docs/rulesets.md
`target`) is never offered, since the night could only refuse it: the doubt names it instead
(`spent`, `dead_target`), as an earlier night's order on a player dead since is
(orders.earlier_orders).

Pure: who is alive and whom a power may name come in as data, looked up by the night
(play.replay); nothing here reads a file.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from lupus_mod.orders.model import NONE, SAME_START, Doubt

# Whether a sender's power (by its keyword) may name a player tonight.
MayName = Callable[[str, str, str], bool]


def living_first(doubts: Iterable[Doubt], alive: Callable[[str], bool], may_name: MayName
                 ) -> tuple[Doubt, ...]:
    """The doubts, each of a word beginning several names ordered: the orders on the players
    the power may name, the living first (list order kept among equals), then `none`; those on
    players it may not name left out and named."""
    found = []
    for doubt in doubts:
        if doubt.kind == SAME_START:
            orders = list(zip(doubt.names, doubt.candidates))
            named = [(name, order) for name, order in orders if may_name(doubt.player, doubt.keywords[0], name)]
            named.sort(key=lambda pair: not alive(pair[0]))
            spent = tuple(order for name, order in orders if (name, order) not in named)
            doubt = replace(doubt, candidates=(*(order for _, order in named), NONE),
                            names=tuple(name for name, _ in named), spent=spent, dead_target=bool(spent))
        found.append(doubt)
    return tuple(found)
