"""The phases of a ruleset of nights and days (docs/rulesets.md, "Phases of nights and days"):
the built-in rulesets write theirs, and they are exactly the ones their steps derive; a GM's
ruleset without them gets the derived ones; a night whose steps run in the declared order
resolves as the fold over the `[[step]]`s did."""
from __future__ import annotations

import re
import tomllib

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.inputs.catalog import builtin_ids, builtin_text
from lupus_mod.errors import LupusError
from lupus_mod.rules.load import ruleset_from_dict
from tests.scenarios.harness import run_phase, scenario_state

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


def _checks(data: dict) -> list[tuple[str, ...]]:
    return [tuple(s.checks for s in p.steps) for p in ruleset_from_dict(data).loop.phases]


@pytest.mark.parametrize("rid", NIGHT_DAY)
def test_the_wins_are_checked_after_the_last_step_of_each_phase(rid: str) -> None:
    data = tomllib.loads(builtin_text(rid))
    wins = tuple(w["id"] for w in data["win"])
    for phase in ruleset_from_dict(data).loop.phases:
        steps = [s.checks for s in phase.steps]
        assert steps[-1] == wins
        # Before its last step a night may check some wins at once ("in qualsiasi momento",
        # the Pifferaio); a day checks none.
        assert all(set(s) <= set(wins) for s in steps[:-1]) if phase.kind == "night" \
            else not any(steps[:-1])


def _with_checks(checks: list[str], at: int = -1) -> dict:
    data = tomllib.loads(builtin_text("thiercelieux"))
    night = dict(data["phase"][0])
    night["step"] = [dict(s) for s in night["step"]]
    night["step"][at]["checks"] = checks
    return {**data, "phase": [night, data["phase"][1]]}


@settings(max_examples=20, deadline=None)
@given(st.data())
def test_written_checks_name_every_win_in_any_order(data: st.DataObject) -> None:
    wins = [w["id"] for w in tomllib.loads(builtin_text("thiercelieux"))["win"]]
    written = data.draw(st.permutations(wins))
    assert set(_checks(_with_checks(list(written)))[0][-1]) == set(wins)


@pytest.mark.parametrize("checks, at, message", [
    (["loups"], -1, "add to checks"),
    (["villageois-x"], -1, "no \\[\\[win\\]\\]"),
    (["villageois-x"], 0, "no \\[\\[win\\]\\]"),
])
def test_wrong_checks_are_errors_at_their_line(checks: list[str], at: int, message: str) -> None:
    data = _with_checks(checks, at)
    if at != -1:
        data["phase"][0]["step"][-1]["checks"] = [w["id"] for w in data["win"]]
    with pytest.raises(LupusError) as raised:
        ruleset_from_dict(data)
    problems = getattr(raised.value, "problems", [raised.value])
    told = [p for p in problems if re.search(message, p.message)]
    assert told and all(p.path[-1] == "checks" and p.path[:3] == ("phase", 0, "step") for p in told)


def test_a_day_checks_the_wins_after_its_last_step_only() -> None:
    data = tomllib.loads(builtin_text("licantropi"))
    day = dict(data["phase"][1])
    day["step"] = [dict(s) for s in day["step"]]
    day["step"][0]["checks"] = [data["win"][0]["id"]]
    with pytest.raises(LupusError) as raised:
        ruleset_from_dict({**data, "phase": [data["phase"][0], day]})
    problems = getattr(raised.value, "problems", [raised.value])
    assert [p.path for p in problems if re.search("after its last step", p.message)] == \
        [("phase", 1, "step", 0, "checks")]


def test_the_engine_checks_only_the_wins_its_phase_names() -> None:
    from dataclasses import replace
    from lupus_mod.engine.wins import check_wins
    from lupus_mod.rules.loop import DAY, NIGHT, checked_last
    ruleset = ruleset_from_dict(tomllib.loads(builtin_text("vanilla")))
    state = scenario_state({"player": [{"name": "Ivo", "role": "contadino"},
                                       {"name": "Dario", "role": "lupo"}]}, ruleset, 1)
    assert check_wins(state, ruleset, "night-1", NIGHT).game_over     # the wolf equals the living
    night = ruleset.loop.of_kind(NIGHT)
    unchecked = replace(night, steps=checked_last(night.steps, ()))
    blind = replace(ruleset, loop=replace(ruleset.loop, phases=(unchecked, ruleset.loop.of_kind(DAY))))
    assert not check_wins(state, blind, "night-1", NIGHT).game_over
    assert check_wins(state, blind, "day-1", DAY).game_over


def test_one_table_of_step_effects_serves_every_kind_of_phase() -> None:
    import importlib
    for engine in ("night", "day", "loop.run"):       # each registers its steps
        importlib.import_module(f"lupus_mod.engine.{engine}")
    from lupus_mod.engine.phase_steps import PHASE_STEPS, run_step
    from lupus_mod.rules.loop import DAY, KINDS, NIGHT, STEP_EFFECTS, StepSpec, step_effects
    assert set(PHASE_STEPS) == set(STEP_EFFECTS)
    assert all(step_effects(kind) for kind in KINDS)
    assert step_effects(NIGHT) == ("run-powers", "dawn") and step_effects(DAY) == ("stake", "day-step")
    with pytest.raises(ValueError, match="does not serve"):
        run_step(DAY, None, StepSpec("alba", "dawn"))


@pytest.mark.parametrize("kind, effect", [("night", "stake"), ("day", "dawn"), ("night", "hunt")])
def test_a_step_effect_of_another_kind_is_an_error_at_its_line(kind: str, effect: str) -> None:
    data = tomllib.loads(builtin_text("thiercelieux"))
    n = 0 if kind == "night" else 1
    phase = dict(data["phase"][n])
    phase["step"] = [dict(s) for s in phase["step"]]
    phase["step"][0]["effect"] = effect
    phases = [phase, data["phase"][1]] if n == 0 else [data["phase"][0], phase]
    with pytest.raises(LupusError, match=f"unknown step effect '{effect}'") as raised:
        ruleset_from_dict({**data, "phase": phases})
    assert raised.value.path == ("phase", n, "step", 0, "effect")


def test_a_role_that_survives_the_stake_is_spared_in_a_day_without_day_steps() -> None:
    """`survives` "rogo" holds at the `stake` step as at the `burn` day step (Licantropi's
    Bocca di Rosa): a GM's ruleset of plain days gets it too."""
    data = tomllib.loads(builtin_text("lupus-of-the-rings"))
    assert not data.get("day_step")
    villager = next(r for r in data["role"] if r["id"] == "contadino-semplice")
    villager.setdefault("passives", {})["survives"] = {"causes": ["rogo"]}
    ruleset = ruleset_from_dict(data)
    players = {"player": [{"name": "Aldo", "role": "contadino-semplice"}, {"name": "Bice", "role": "lupo-cattivo"},
                          {"name": "Ciro", "role": "contadino-semplice"}, {"name": "Dina", "role": "contadino-semplice"}]}
    result = run_phase(scenario_state(players, ruleset, 1), {"day": 1, "burned": "Aldo"}, ruleset, 1)
    assert "Aldo" in {p.name for p in result.state.alive()}
    assert not [e for e in result.events if e.kind == "death"]
