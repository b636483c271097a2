"""`unapplied_orders`: which orders of a night were not applied, from the parser and events."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from lupus_mod.engine.state import event
from lupus_mod.orders.accounting import unapplied_orders
from lupus_mod.orders.deadline import GUESSED, LOG_LINE, Deadline
from lupus_mod.orders.model import Order
from tests.orders.vocab import TZ

DEADLINE = Deadline(datetime(2024, 3, 5, 22, 30, tzinfo=TZ), LOG_LINE, 1)


def order(player: str, keyword: str, *args: str, line: int, late: bool = False,
          item: str | None = None) -> Order:
    return Order(player, keyword, args, "nights/2.txt", line,
                 datetime(2024, 3, 5, 22, 45 if late else 21, tzinfo=TZ), late,
                 f"{keyword} {' '.join(args)}!", item)


def test_late_and_replaced_orders_say_when_and_by_what() -> None:
    early, later = order("Sam", "indago", "Merry", line=3), order("Sam", "indago", "Pip", line=5)
    late = order("Pip", "indago", "Sam", line=9, late=True)
    rows = unapplied_orders([later], [early, late], [], DEADLINE, "nights/2.txt")
    assert [(r.player, r.line, r.reason) for r in rows] == [("Sam", 3, "replaced"),
                                                           ("Pip", 9, "late")]
    assert rows[0].data == {"by_line": 5, "by": "indago Pip"}
    assert rows[1].data == {"sent": "2024-03-05 22:45", "deadline": "2024-03-05 22:30",
                            "source": LOG_LINE}
    guessed = unapplied_orders([], [late], [], Deadline(DEADLINE.at, GUESSED), "x")
    assert guessed[0].data["source"] == GUESSED


def test_refusals_blocks_and_lost_passes_find_their_order() -> None:
    indago = order("Sam", "indago", "Merry", line=3)
    passo = order("Pip", "passo", "palantir", "Merry", line=7, item="palantir")
    ammalio = order("Tom", "ammalio", "Sam", "Merry", line=11)
    events = [
        event("rejected", actor="Sam", cause="too-early",
              line=3, raw=indago.raw, keyword="indago", args=["Merry"], from_night=2),
        event("item", actor="Pip", target="Merry", cause="recipient-dead",
              item="palantir", new_holder=None),
        event("argument-dropped", actor="Tom", target="Sam",
              line=11, raw=ammalio.raw, keyword="ammalio"),
        event("blocked", actor="Merry", cause="Tina", power="palantir", raw=""),
        event("item", actor="Merry", target="Sam", cause="passed", item="specchio"),
    ]
    rows = unapplied_orders([indago, passo, ammalio], [], events, DEADLINE, "nights/2.txt")
    assert [(r.player, r.line, r.reason, r.canonical) for r in rows] == [
        ("Sam", 3, "too-early", "indago Merry"),
        ("Pip", 7, "recipient-died", "passo palantir Merry"),
        ("Tom", 11, "argument-dropped", "ammalio Sam Merry")]
    assert rows[0].data == {"from_night": 2}
    assert rows[1].data == {"item": "palantir", "to": "Merry"}
    assert rows[0].as_dict()["order"] == "indago Merry!"


def test_a_refusal_finds_its_own_order_among_two_of_one_line() -> None:
    raw = "J'ouvre un oeil et je regarde Josephine"
    peek = Order("Hortense", "espionne", (), "nights/2.txt", 20, datetime(2024, 3, 5, 21, tzinfo=TZ), False, raw)
    look = Order("Hortense", "regarde", ("Josephine",), "nights/2.txt", 20,
                 datetime(2024, 3, 5, 21, tzinfo=TZ), False, raw)
    events = [event("rejected", actor="Hortense", cause="no-such-power",
                    line=20, raw=raw, keyword="regarde", args=["Josephine"])]
    rows = unapplied_orders([peek, look], [], events, DEADLINE, "nights/2.txt")
    assert [(r.line, r.reason, r.canonical) for r in rows] == [(20, "no-such-power", "regarde Josephine")]


def test_an_order_taken_back_by_the_line_that_replaces_it_is_replaced() -> None:
    """ "lo specchio lo passo a Merrino", then "dimentica quello che ho scritto prima, dallo a
    Theodeno": the later line replaced it (it was listed as taken back by its sender)."""
    first = replace(order("Grimaldo", "passo", "specchio", "Merrino", line=23, item="specchio"), withdrawn_by=32)
    later = order("Grimaldo", "passo", "specchio", "Theodeno", line=32, item="specchio")
    rows = unapplied_orders([later], [first], [], DEADLINE, "nights/2.txt")
    assert [(r.line, r.reason, r.data) for r in rows] == [
        (23, "replaced", {"by_line": 32, "by": "passo specchio Theodeno"})]
    gone = replace(first, withdrawn_by=30)
    assert [r.reason for r in unapplied_orders([later], [gone], [], DEADLINE, "nights/2.txt")] == ["withdrawn"]
