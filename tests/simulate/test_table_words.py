"""The simulator's table speaks the ruleset's language: its causes of death in words (no id
such as "rogo" in a French table), rates with a decimal comma, and each language's colon."""
from __future__ import annotations

import re

import pytest

from lupus_mod.words.render import labels
from lupus_mod.simulate.session import simulate_plan


@pytest.mark.parametrize("ruleset, colon, percent", [
    ("thiercelieux", "\u00a0: ", re.compile(r"\d+,\d\u202f%")),
    ("lupus-of-the-rings", ": ", re.compile(r"\d+,\d%")),
])
def test_the_table_is_written_in_the_rulesets_language(ruleset: str, colon: str,
                                                       percent: re.Pattern[str]) -> None:
    result = simulate_plan(ruleset, None, None, (), 30, "random", 4, 1, False, None)
    text = result.table
    causes = labels("fr" if ruleset == "thiercelieux" else "it")["cause"]
    counted = result.data["deaths_by_cause"]
    assert counted and all(f"{causes.get(c, c)}{colon}{n}" in text for c, n in counted.items())
    if ruleset == "thiercelieux":
        assert "rogo" not in text
    assert percent.search(text) and not re.search(r"\d\.\d%", text)
