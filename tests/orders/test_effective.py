"""Which orders count: a later order for a power replaces the earlier; late ones wait."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import Order
from lupus_mod.orders.parse import effective_orders, parse_log
from tests.orders.vocab import DEADLINE, TZ, VOCAB


def _orders(log: str) -> tuple[Order, ...]:
    parsed = parse_log(log, file="nights/3.txt", vocab=VOCAB, tz=TZ, deadline=DEADLINE)
    assert parsed.errors == ()
    return parsed.orders


def _lines(orders) -> list[int]:
    return [o.line for o in orders]


# (log, accept_late, lines applied, lines dropped)
CASES = [
    ("## Sam\nindago Merry\nindago Marco\n", False, [3], [2]),
    ("## Sam\nindago Merry\n## Sam\nindago Marco\n", False, [4], [2]),
    # different powers of one player do not replace each other
    ("## Sam\nindago Merry\nsbrano Marco\n", False, [2, 3], []),
    # the same power of different players neither
    ("## Sam\nsbrano Marco\n## Merry\nsbrano Nico\n", False, [2, 4], []),
    # each item gets its own pass; a second pass of the same item replaces the first
    ("## Sam\npasso il palantir a Merry\npasso lo specchio a Marco\n", False, [2, 3], []),
    ("## Sam\npasso il palantir a Merry\npasso il palantir a Marco\n", False, [3], [2]),
    # late orders are dropped and replace nothing...
    ("## Sam @ 2024-03-05 22:00\nindago Merry\n## Sam @ 2024-03-05 22:31\nindago Marco\n",
     False, [2], [4]),
    # ...unless the GM accepts them
    ("## Sam @ 2024-03-05 22:00\nindago Merry\n## Sam @ 2024-03-05 22:31\nindago Marco\n",
     True, [4], [2]),
    ("## Sam @ 2024-03-05 23:00\nindago Merry\n", False, [], [2]),
    ("## Sam @ 2024-03-05 23:00\nindago Merry\n", True, [2], []),
]


@pytest.mark.parametrize(("log", "accept_late", "applied", "dropped"), CASES)
def test_effective_orders(log, accept_late, applied, dropped):
    got_applied, got_dropped = effective_orders(_orders(log), accept_late=accept_late)
    assert (_lines(got_applied), _lines(got_dropped)) == (applied, dropped)


def test_equal_orders_are_told_apart_by_position():
    order = Order("Sam", "indago", ("Merry",), "nights/3.txt", 2)
    applied, dropped = effective_orders([order, order], accept_late=False)
    assert (applied, dropped) == ((order,), (order,))


def test_orders_built_by_hand_use_the_item_field():
    first = Order("Sam", "passo", ("palantir", "Merry"), "f", 1, item="palantir")
    second = Order("Sam", "passo", ("libro-rosso", "Marco"), "f", 2, item="libro-rosso")
    applied, _ = effective_orders(iter([first, second]), accept_late=False)
    assert applied == (first, second)
