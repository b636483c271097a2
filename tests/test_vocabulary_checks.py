"""The vocabulary's new keys are checked when roles.toml loads, each at its own line:
`every`, `blocked_use_counts`, `visits`, a group's `agree` and `carry`, the policy
`block_cycle` (docs/rulesets.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.errors import LupusError
from lupus_mod.game import load_game
from tests.test_borgo_game import BORGO, _folder

CASES = [
    ('every = 2 ', 'every = 0 ', "every = 0: write the nights between two uses"),
    ('every = 2 ', 'every = "2" ', "every must be an integer"),
    ('blocked_use_counts = true', 'blocked_use_counts = "yes"', "blocked_use_counts must be true or false"),
    ('visits = false', 'visits = "no"', "visits must be true or false"),
    ('agree = "all"', 'agree = "everyone"', "agree = 'everyone': write one of 'all', 'last'"),
    ('carry = "none"', 'carry = "nex"', "carry = 'nex': write one of 'next', 'none'"),
    ('block_cycle = "all"', 'block_cycle = "some"', "block_cycle = 'some': not one of its values"),
]


@pytest.mark.parametrize(("text", "wrong", "said"), CASES, ids=[c[1].split()[0] for c in CASES])
def test_a_wrong_value_is_an_error_at_its_line(tmp_path: Path, text: str, wrong: str, said: str) -> None:
    roles = BORGO.read_text(encoding="utf-8")
    assert text in roles
    line = roles[:roles.index(text)].count("\n") + 1
    with pytest.raises(LupusError) as caught:
        load_game(_folder(tmp_path, roles.replace(text, wrong, 1)))
    message = str(caught.value)
    assert said in message and f"roles.toml:{line}" in message, message


def test_the_borgo_loads_as_written(tmp_path: Path) -> None:
    assert load_game(_folder(tmp_path, BORGO.read_text(encoding="utf-8"))).ruleset.id == "borgo"
