"""A doubt about an order said with the sender's own power ("uso il mio potere su Sam"),
whose power the night finds (orders.any_power): no candidate is a malformed `none ` with no
keyword after it; `none` alone stays the last (docs/orders.md "How every line is read")."""
from __future__ import annotations

import pytest

from lupus_mod.orders.model import NONE, UNCLEAR_WITHDRAWAL
from tests.orders.test_later import LOTR, read

POWER = "Federica @ 20:00\nuso il mio potere su Sam"

# (the later lines, the candidates offered: those with `none` only)
CASES = [
    # "il salvataggio lascialo stare": an unclear withdrawal of the power order alone.
    (("Federica @ 20:10\nil salvataggio lascialo stare",), ("none",)),
    # "no niente, resta come prima: Merry": the earlier word taken back, or a new target.
    (("Federica @ 20:10\nno niente, resta come prima: Merry",), ("none",)),
    # With an order of a named power beside it, that power's withdrawal is offered.
    (("Federica @ 20:05\nindago Merry", "Federica @ 20:10\nil salvataggio lascialo stare"),
     ("none indago", "none")),
]


@pytest.mark.parametrize("later, withdrawals", CASES)
def test_no_withdrawal_candidate_lacks_its_keyword(later: tuple[str, ...], withdrawals: tuple[str, ...]) -> None:
    parsed, _, _ = read(LOTR, POWER, *later)
    (doubt,) = parsed.doubts
    assert doubt.kind == UNCLEAR_WITHDRAWAL
    assert tuple(c for c in doubt.candidates if c.split(" ")[0] == NONE) == withdrawals
    assert doubt.candidates[-1] == NONE
