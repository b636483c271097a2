"""The phases of a ruleset of nights and days (docs/rulesets.md, "Phases of nights and days"):
the built-in rulesets write theirs, and they are exactly the ones their steps derive; a GM's
ruleset without them gets the derived ones; a night whose steps run in the declared order
resolves as the fold over the `[[step]]`s did."""
from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.catalog import builtin_ids, builtin_text
from lupus_mod.errors import LupusError
from lupus_mod.rules.load import ruleset_from_dict

NIGHT_DAY = [r for r in builtin_ids() if r != "acchiappastreghe"]


def _steps(data: dict) -> list[list[tuple[str, str, str]]]:
    loop = ruleset_from_dict(data).loop
    return [[(p.kind, s.id, s.effect) for s in p.steps] for p in loop.phases]


@pytest.mark.parametrize("rid", NIGHT_DAY)
def test_the_written_phases_are_the_derived_ones(rid: str) -> None:
    data = tomllib.loads(builtin_text(rid))
    derived = {k: v for k, v in data.items() if k != "phase"}
    assert _steps(data) == _steps(derived)
    assert ("phase" in data) == (rid != "vanilla")      # vanilla shows the derived default


@pytest.mark.parametrize("rid", [r for r in NIGHT_DAY if r != "vanilla"])
def test_a_step_left_out_of_the_night_is_an_error(rid: str) -> None:
    data = tomllib.loads(builtin_text(rid))
    night = dict(data["phase"][0])
    night["step"] = night["step"][1:]
    with pytest.raises(LupusError, match="here comes the step"):
        ruleset_from_dict({**data, "phase": [night, data["phase"][1]]})


@settings(max_examples=30, deadline=None)
@given(st.permutations(range(3)))
def test_the_derived_night_follows_the_steps_order(order: list[int]) -> None:
    data = tomllib.loads(builtin_text("vanilla"))
    steps = [{"id": f"passo-{n}", "name": f"Passo {n}"} for n in order] + data["step"]
    night, day = _steps({**data, "step": steps})
    assert [s for _, s, _ in night] == [s["id"] for s in steps] + ["alba"]
    assert [e for _, _, e in night] == ["run-powers"] * len(steps) + ["dawn"]
    assert day == [("day", "rogo", "stake")]
