"""Two pack mates' orders of the group sent the same minute, naming different players.

Forum PMs are timed to the minute: « ## Josephine @ 21:00 » `on dévore Kilian`, then
« ## Baptiste @ 21:00 » `on dévore Maxence`. Where time decides the group's one order (no ranks),
the one pasted lower in the log stood and Maxence died, while nothing says which was sent last
and the pack did not agree. So the later line asks: its own order (as pasted) first, then the
mate's, the GM having the board's exact times. Pure: the settled log and the senders' powers in.
"""
from __future__ import annotations

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.asking import asking
from lupus_mod.orders.model import NONE, SAME_MINUTE, Doubt, Order, ParsedLog


def same_minute(parsed: ParsedLog, powers_of: PowersOf) -> ParsedLog:
    """The log with the last standing order of each such group asked, when a mate's order of
    the group, sent the same minute, names others."""
    by_gm = {(r.file, r.line) for r in parsed.readings if r.by_gm}
    slots: dict[str, list[Order]] = {}
    for order in parsed.orders:
        slot = _timed_slot(order, powers_of)
        if slot and not order.withdrawn_by:
            slots.setdefault(slot, []).append(order)
    asked = []
    for sent in slots.values():
        last = max(sent, key=lambda o: o.line)
        mates = [o for o in sent if o.player != last.player and o.time == last.time and o.args != last.args
                 and not any(m.player == o.player and m.line > o.line for m in sent)]
        if mates and (last.file, last.line) not in by_gm:
            offers = (last.canonical(), *(o.canonical() for o in sorted(mates, key=lambda o: -o.line)), NONE)
            asked.append(Doubt(last.player, last.file, last.line, last.raw.strip(), SAME_MINUTE,
                               tuple(dict.fromkeys(offers)), names=last.args))
    return asking(parsed, asked)


def _timed_slot(order: Order, powers_of: PowersOf) -> str:
    """The group slot of a timed order whose group's last order stands (no ranks), else ""."""
    if order.time is None:
        return ""
    spec = next((p for p in powers_of(order.player) if p.keyword == order.keyword), None)
    return spec.slot if spec is not None and spec.slot.startswith("group:") and spec.rank is None else ""
