"""Every order of a night that was not applied, and why: the list `lupus-mod night` shows.

Pure: the night's orders and events in, rows out. A row has the reason id (stable, for
`--json`) and the facts its worded reason needs (templates/night/refusals.j2).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

from lupus_mod.engine.state import Event, kind_fields, said as said_of
from lupus_mod.orders.deadline import Deadline
from lupus_mod.orders.model import Order

# Notes of the resolver about an order it set aside, and the reason id each one gives.
_NOTES = {"group-order-replaced": "group-replaced", "group-order-outranked": "group-outranked",
          "group-order-kept": "group-kept"}
_ORDER_KEYS = ("line", "raw", "keyword", "args", "player")


@dataclass(frozen=True)
class Unapplied:
    """An order not applied, at its log line, with the reason it was not."""
    player: str
    file: str
    line: int
    order: str                 # the line as the player wrote it
    reason: str                # a reason id: late, replaced, blocked, too-early, dead, ...
    data: dict[str, Any] = field(default_factory=dict)
    canonical: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"player": self.player, "file": self.file, "line": self.line,
                "order": self.order, "canonical": self.canonical, "reason": self.reason,
                "data": self.data}


def unapplied_orders(applied: Iterable[Order], dropped: Iterable[Order],
                     events: Iterable[Event], deadline: Deadline,
                     default_file: str, overrides_file: str = "",
                     set_aside: Iterable[tuple[Order, Order]] = ()) -> list[Unapplied]:
    """Orders the parser set aside (late, replaced) and those the resolver did not apply;
    an override that could not apply is named in its own file (`overrides_file`);
    `set_aside`: (order, the awaited answer it would change), set aside by lupus_mod.play.waits."""
    applied = tuple(applied)
    answers = dict(set_aside)
    dropped = tuple(dropped)
    rows = [_after_answer(o, answers[o]) if o in answers else _dropped(o, applied, dropped, deadline)
            for o in dropped]
    # The same order read twice on one line and taken back (orders.withdrawals `_twins`) is one row.
    rows = [r for n, r in enumerate(rows) if r not in rows[:n]]
    for ev in events:
        row = _from_event(ev, applied, default_file, overrides_file)
        if row:
            rows.append(row)
    return sorted(rows, key=lambda r: (r.file != default_file, r.file, r.line, r.player))


def _dropped(order: Order, applied: tuple[Order, ...], dropped: tuple[Order, ...],
             deadline: Deadline) -> Unapplied:
    if order.late:
        data = {"sent": f"{order.time:%Y-%m-%d %H:%M}" if order.time else "",
                "deadline": f"{deadline.at:%Y-%m-%d %H:%M}" if deadline.at else "",
                "source": deadline.source, **({"header": deadline.header} if deadline.header else {})}
        return _row(order, "late", data)
    # "Je regarde Kilian", "finalement Gaspard", "j'annule tout": the order that replaced it
    # may itself be taken back; it is still the one that replaced it (its own row says so).
    by = next((o for o in applied if o.key() == order.key()), None) or next(
        (o for o in dropped if o.key() == order.key() and _sent_after(o, order)), None)
    # "dimentica quello che ho scritto prima, dallo a Theodeno": taken back by the line that
    # replaced it, it was replaced.
    if order.withdrawn_by and not (order.withdrawn_late and by) and not (by and by.line == order.withdrawn_by):
        # "anzi no, non lo salvo", "annullo": the player took it back (orders.withdrawals).
        return _row(order, "withdrawn", {"by_line": order.withdrawn_by,
                                         **({"by_player": order.withdrawn_from} if order.withdrawn_from else {})})
    return _row(order, "replaced", {"by_line": by.line if by else 0,
                                    "by": by.canonical() if by else ""})


def _sent_after(later: Order, order: Order) -> bool:
    """Sent after the order: by the time of its PM, else by its place in the log."""
    if later.time is not None and order.time is not None and later.time != order.time:
        return later.time > order.time
    return later.line > order.line


def _after_answer(order: Order, answer: Order) -> Unapplied:
    # Sent after the answer it would change ("lorsque les loups-garous se sont rendormis,
    # le meneur va appeler la sorcière"): the answer stands, this order does not.
    return _row(order, "after-answer", {"answerer": answer.player, "answer_line": answer.line})


def _row(order: Order, reason: str, data: dict[str, Any]) -> Unapplied:
    return Unapplied(order.player, order.file, order.line, order.raw, reason, data,
                     order.canonical())


def _reason(ev: Event) -> tuple[str, str, dict[str, Any]] | None:
    """(reason, sender, facts) of an event that sets an order aside, else None."""
    if ev.kind == "rejected":
        # A refused override names the player it is about, not a sender.
        facts = {k: v for k, v in kind_fields(ev).items() if k not in _ORDER_KEYS}
        return ev.cause, ev.actor or ev.target, facts
    if ev.kind == "override" and ev.get("cancelled") and ev.get("raw"):
        # The GM's cancel: the order is in the log, at its own line.
        return "cancelled", ev.target, {"reason": ev.get("reason", "")}
    if ev.kind == "blocked" and ev.get("raw"):
        return "blocked", ev.actor, {"by": ev.cause, "power": ev.get("power", "")}
    if ev.kind == "argument-dropped":
        return "argument-dropped", ev.actor, {"dropped": ev.target}
    if ev.kind == "note" and ev.message in _NOTES and ev.get("raw"):
        facts = {k: v for k, v in said_of(ev).items() if k not in _ORDER_KEYS}
        return _NOTES[ev.message], ev.get("player", ev.actor), facts
    if ev.kind == "note" and ev.message == "last-shot-void":
        # The Chasseur's standing order named a player already dead: no shot.
        # Named on an earlier night, it is listed at that night's line.
        return "last-shot-void", ev.actor, {"target": ev.target}
    if ev.kind == "item" and ev.cause == "recipient-dead":
        # "Se un oggetto è consegnato a un giocatore che è morto quella stessa notte,
        # l'oggetto è rimosso dal gioco": applied, and lost.
        return "recipient-died", ev.actor, {"item": ev.get("item", ""), "to": ev.target}
    return None


def _from_event(ev: Event, applied: tuple[Order, ...], default_file: str,
                overrides_file: str) -> Unapplied | None:
    found = _reason(ev)
    if found is None:
        return None
    reason, player, data = found
    line, raw = int(ev.get("order_line") or ev.get("line", 0) or 0), str(ev.get("raw", ""))
    # Two orders of one line ("J'ouvre un oeil et je regarde Josephine"): the one refused is
    # the one of the event's keyword and players, not the line's first.
    of_line = [o for o in applied if o.player == player and o.line == line and o.raw == raw]
    said = [o for o in of_line if o.keyword == ev.get("keyword") and list(o.args) == list(ev.get("args", ()))]
    source = next(iter(said or of_line), None) if raw else _order_naming(applied, player, data)
    if source and not raw:
        line, raw = source.line, source.raw
    if overrides_file and raw.startswith("[[override]]"):
        default_file = overrides_file
    if ev.get("order_file") and not source:
        default_file, line, raw = ev["order_file"], int(ev.get("order_line", 0)), ev.get("order_raw", "")
    return Unapplied(player, source.file if source else default_file, line, raw, reason,
                     _plain(data), source.canonical() if source else _canonical(ev))


def _order_naming(applied: tuple[Order, ...], player: str, data: dict[str, Any]) -> Order | None:
    """The sender's order of tonight naming the event's target (and item), if any."""
    wanted = {str(v) for k, v in data.items() if k in ("target", "to", "item") and v}
    return next((o for o in applied if o.player == player and wanted
                 and wanted <= set(o.args)), None)


def _canonical(ev: Event) -> str:
    keyword = ev.get("keyword", "")
    return " ".join((keyword, *map(str, ev.get("args", ())))) if keyword else ""


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    """JSON-ready values (events keep tuples)."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}
