"""Words read by the sender's powers: a word is a power's keyword only for a sender who has it.

The parser reads a line before the night knows who holds what; the night then settles, with
each sender's powers that night (as `orders.any_power` does for "uso il mio potere"):

- a word that only resembles a keyword ("indgo Sam", "volevo salutare", "apparire") is "did you
  mean" for a sender holding that power, and talk, listed in the GM log, for anyone else;
- a keyword naming nothing, of a power the sender does not hold ("rien pour moi ce soir" from
  Cupidon: `rien` is the Sorcière's), is talk too. With a name it stays an order of another
  role's power, refused and told: a wolf's "indago Sam" tried the Veggente's power, and the
  refusal is what he needs to hear. A sender without powers at all (a Contadino) is read the
  same way: his names make an attempt, his bare words talk (docs/orders.md).
"""
from __future__ import annotations

from typing import Iterable

from lupus_mod.errors import OrderError
from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.model import ANY_POWER, Chatter, Lookalike, Order


def by_sender_powers(orders: Iterable[Order], lookalikes: Iterable[Lookalike],
                     powers_of: PowersOf) -> tuple[tuple[Order, ...], list[OrderError],
                                                   tuple[Chatter, ...]]:
    """(the orders that stay orders, the lookalikes that are errors, what is talk)."""
    held: dict[str, set[str]] = {}

    def holds(player: str) -> set[str]:
        if player not in held:
            held[player] = {p.keyword for p in powers_of(player)}
        return held[player]

    kept: list[Order] = []
    talk: list[Chatter] = []
    for order in orders:
        if order.keyword == ANY_POWER or order.args or order.keyword in holds(order.player):
            kept.append(order)
        else:
            talk.append(Chatter(order.player, order.file, order.line, order.raw))
    errors = []
    for lookalike in lookalikes:
        if holds(lookalike.player) & set(lookalike.keywords):
            errors.append(lookalike.error)
        else:
            talk.append(Chatter(lookalike.player, lookalike.file, lookalike.line, lookalike.text))
    return tuple(kept), errors, tuple(sorted(talk, key=lambda c: (c.file, c.line)))
