"""An order naming no power ("uso il mio potere su Frà Martino") read through the sender's own.

The sender's powers that night (role, group, items held at dusk) are those that could take the
players named: exactly one → the order is that power's; none or several → an error asking the
GM, never chatter and never a guess (docs/orders.md). A sender with no power at all keeps the
order as written: the night refuses it, and says so (dead sender, not his power). An order said
with a phrase of roles.toml ("ma balle est pour Sam") looks only at the powers declaring it, and
is an error when the sender has none of them: the phrase may be chat, the GM decides.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable, Sequence

from lupus_mod.errors import OrderError
from lupus_mod.messages import say
from lupus_mod.orders.model import ANY_POWER, PLAYER, KeywordSpec, Order
from lupus_mod.orders.problem_words import listed, usage

PowersOf = Callable[[str], Sequence[KeywordSpec]]


def resolve_any_power(orders: Iterable[Order],
                      powers_of: PowersOf) -> tuple[tuple[Order, ...], list[OrderError]]:
    """The orders with ANY_POWER replaced by the sender's power, and what cannot be."""
    resolved: list[Order] = []
    errors: list[OrderError] = []
    for order in orders:
        if order.keyword != ANY_POWER:
            resolved.append(order)
            continue
        powers = [p for p in powers_of(order.player) if _answers(p, order.among)]
        fits = list(dict.fromkeys(p.keyword for p in powers if _takes(p, len(order.args))))
        if len(fits) == 1 or not (powers or order.among):
            resolved.append(replace(order, keyword=fits[0]) if fits else order)
            continue
        errors.append(_unclear(order, fits, powers))
    return tuple(resolved), errors


def _answers(spec: KeywordSpec, keywords: frozenset[str]) -> bool:
    """ "ma balle est pour Sam" means the power declaring the phrase in roles.toml: its keyword
    is one of the phrase's (any power, for "uso il mio potere")."""
    return not keywords or spec.keyword in keywords


def _takes(spec: KeywordSpec, players: int) -> bool:
    kinds = spec.kinds()
    required = sum(1 for _, optional in kinds if not optional)
    return all(kind == PLAYER for kind, _ in kinds) and required <= players <= len(kinds)


def _unclear(order: Order, fits: list[str], powers: Sequence[KeywordSpec]) -> OrderError:
    named = ", ".join(order.args)
    if not powers:     # a phrase ("ma balle est pour Sam") meaning a power the sender lacks
        what = say("orders-gm.unclear-lacks", keywords=" / ".join(sorted(order.among)))
    elif fits:
        what = say("orders-gm.unclear-fits", orders=" / ".join(f"`{k} {named}`" for k in fits))
    else:
        forms = {p.usage(): usage(p) for p in powers}     # worded, in the order of the English
        what = say("orders-gm.unclear-count", count=len(order.args),
                   usages=listed([forms[k] for k in sorted(forms)]))
    return OrderError(say("orders-gm.unclear", player=order.player, raw=order.raw, what=what),
                      file=order.file, line=order.line, hint=say("orders-gm.unclear-hint"))
