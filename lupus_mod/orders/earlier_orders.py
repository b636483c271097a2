"""An order said by an earlier night's ("come ieri", "stessa cosa di ieri", "indago lo stesso di
ieri", a round's "come ieri"): the PM does not hold it, so the doubt (`EARLIER`, orders.doubts)
offers the sender's orders of the phase before as the night or the round read them, ready to be
written as the line's settle line, besides `none` (docs/orders.md).

Pure: the orders of the phase before come in as data, looked up by the command (play.replay,
play.turns); nothing here reads a file.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from lupus_mod.orders.model import EARLIER, NONE, Doubt

# Why a sender may not give again tonight an order of the phase before ("" where he may): the
# power or the item is no longer his (the specchio passed on since), or his power takes the
# living and its target has died since (the pack's victim of last night: "il bersaglio è morto").
SPENT = "spent"
DEAD_TARGET = "dead-target"

# A sender's orders of the phase before, each as (its keyword, its canonical form, why he may not
# give it tonight, "" where he may), in the order sent.
OrdersOf = Callable[[str], tuple[tuple[str, str, str], ...]]


def with_earlier(doubts: Iterable[Doubt], before: str, orders_of: OrdersOf) -> tuple[Doubt, ...]:
    """The doubts, each of an earlier night's order given the sender's orders of the phase
    `before` (its label; "" when there is none: left as they are) that he may give tonight. A
    line naming a power ("indago lo stesso di ieri") is offered that power's orders only.
    Several orders are offered together first, then each alone. With none to offer, the doubt
    says so (`before` set, `none` its only reading), and names those he gave then but may not
    give tonight (`spent`: the specchio passed on since; `dead_target`: each on a player dead
    since, whom his power may not take: never offered, since the night could only refuse it)."""
    found = []
    for doubt in doubts:
        if doubt.kind == EARLIER and before and not doubt.names:   # "come ieri, ma su Gollum": tonight's
            said = [(canonical, why) for keyword, canonical, why in orders_of(doubt.player)
                    if not doubt.keywords or keyword in doubt.keywords]
            given = list(dict.fromkeys(canonical for canonical, why in said if not why))
            offers = (("; ".join(given),) if len(given) > 1 else ()) + tuple(given)
            spent = () if given else tuple(dict.fromkeys(canonical for canonical, _ in said))
            dead = bool(spent) and all(why == DEAD_TARGET for _, why in said)
            doubt = replace(doubt, candidates=(*offers, NONE), before=before, spent=spent, dead_target=dead)
        found.append(doubt)
    return tuple(found)


def on_first(doubts: Iterable[Doubt]) -> tuple[Doubt, ...]:
    """The doubts, those of an earlier night's order said on the first night or round marked so:
    there is no order before to offer, and the doubt says it (not "none" with no word why)."""
    return tuple(replace(d, first=True) if d.kind == EARLIER else d for d in doubts)


def asks_earlier(doubts: Iterable[Doubt]) -> bool:
    """Whether any doubt is of an earlier night's order (the phase before is then looked up)."""
    return any(d.kind == EARLIER for d in doubts)
