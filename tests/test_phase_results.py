"""One step result and one event shape for every kind of phase (docs/architecture.md, "The
phase engines"): each step of a night, a day or a declared loop's turn returns what it waits
for ("" when nothing), and the phase's fold stops at the step that waits; every event of every
phase reads as one mapping (`kind`, `to`, `public` and its kind's fields), which the
public-facts rule (rules/public.py) filters alike."""
from __future__ import annotations

import dataclasses
import importlib
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.engine.day import apply_day
from lupus_mod.engine.phase_steps import PHASE_STEPS
from lupus_mod.engine.state import DayRecord, Event, changed, event, kind_fields
from lupus_mod.inputs.catalog import builtin_text
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.public import on_thread, told_to
from tests.scenarios.harness import run_scenario, scenario_state

SCENARIOS = Path(__file__).parent / "scenarios"
# A few scenarios of each kind of phase: nights and days (with `[[day_step]]`s and without),
# and the declared loop's turns, one of them waiting for the thread's vote.
SAMPLE = (sorted((SCENARIOS / "licantropi").glob("*.toml"))[:6] + sorted((SCENARIOS / "borgo").glob("*.toml"))[:6]
          + sorted((SCENARIOS / "acchiappastreghe").glob("*.toml")))


@pytest.fixture
def results(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Any]]:
    """Every step run from now on, with what it returned."""
    for engine in ("night", "day", "loop.run"):       # each registers its steps
        importlib.import_module(f"lupus_mod.engine.{engine}")
    seen: list[tuple[str, Any]] = []
    for name, fn in list(PHASE_STEPS.items()):
        def recorded(work: Any, step: Any, fn: Any = fn, name: str = name) -> Any:
            got = fn(work, step)
            seen.append((name, got))
            return got
        monkeypatch.setitem(PHASE_STEPS, name, recorded)
    return seen


def test_every_step_of_every_kind_returns_what_it_waits_for(results: list[tuple[str, Any]]) -> None:
    for path in SAMPLE:
        run_scenario(path)
    ruleset = ruleset_from_dict(tomllib.loads(builtin_text("vanilla")))
    state = scenario_state({"player": [{"name": "Ivo", "role": "contadino"}, {"name": "Eva", "role": "contadino"},
                                       {"name": "Dario", "role": "lupo"}]}, ruleset, 1)
    day = apply_day(state, DayRecord(1, missing="burned"), ruleset, 1)
    assert day.waiting == "burned"
    assert all(isinstance(got, str) for _, got in results), {type(got) for _, got in results}
    assert {name for name, _ in results} == set(PHASE_STEPS)
    waited = {name for name, got in results if got}
    assert "stake" in waited and waited & {"proposals", "hunt"}, waited


_NAMES = st.sampled_from(["Ada", "Bea", "Cleo"])
_TOLD = st.fixed_dictionaries({"to": st.lists(_NAMES, max_size=2, unique=True), "public": st.booleans()})


def _one_of_each_kind(draw: Any) -> Event | dict[str, Any]:
    told = draw(_TOLD)
    if draw(st.booleans()):
        return event("message", to=tuple(told["to"]), public=told["public"], message="seen", n=1)
    return {"kind": "counts", **told, "counts": {"bosco": 1}}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.composite(_one_of_each_kind)(), max_size=6), _NAMES)
def test_the_public_facts_rule_reads_a_night_s_and_a_loop_s_events_alike(events: list[Any], name: str) -> None:
    assert on_thread(events) == [e for e in events if e["public"]]
    assert told_to(events, name) == [e for e in events if name in e["to"]]


def test_a_night_event_reads_as_the_mapping_of_its_fields() -> None:
    ev = event("death", target="Ada", cause="lupo", items=("spada",))
    assert dict(ev) == {"kind": "death", "to": (), "public": False, "step": "", "actor": "",
                        "target": "Ada", "cause": "lupo", "message": "", "items": ("spada",)}
    assert ev["items"] == ("spada",) and len(ev) == 9
    assert ev.get("public") is False and ev.get("to", ()) == () and "counts" not in ev
    with pytest.raises(KeyError):
        ev["counts"]


def test_an_event_is_made_of_its_fields_named_as_it_reads_them() -> None:
    ev = event("note", target="Ada", to="Bruno", by="Cleo", line=3)
    assert (ev.target, ev.to, ev["by"], ev.get("line")) == ("Ada", ("Bruno",), "Cleo", 3)
    assert kind_fields(ev) == {"by": "Cleo", "line": 3}
    moved = changed(ev, target="Dora", by="Ezio")
    assert moved == event("note", target="Dora", to=("Bruno",), by="Ezio", line=3) != ev
    # No store of the kind's fields is read from outside: the event is its mapping.
    assert "data" not in ev and not hasattr(ev, "data")
    with pytest.raises(TypeError, match="data"):
        event("note", target="Ada", data={"by": "Cleo"})
    # A copy that would carry the store as a field of the kind (and read no `by`) is refused.
    with pytest.raises(TypeError, match="_kind_fields"):
        dataclasses.replace(ev, target="Dora")


def test_both_kinds_of_state_say_alike_whether_the_game_is_over() -> None:
    from lupus_mod.engine.ending import Ending
    from lupus_mod.engine.loop.state import Cat, LoopState
    from lupus_mod.engine.state import GameState
    assert not GameState(players=()).game_over and not LoopState(seats=(), forms={}).game_over
    assert GameState(players=(), ending=Ending("night-1", ("Ada",), ("lupi",), ())).game_over
    loop = LoopState(seats=(Cat("Ada", "strega", "streghe"),), forms={})
    assert loop.won({"victory": "streghe", "winners": ["Ada"], "day": 1}).game_over


def test_both_kinds_of_state_say_alike_how_the_game_ended() -> None:
    """One shape of the end (engine/ending.Ending) whichever state ended: the phase, who won,
    their factions, the conditions met (a loop's victory)."""
    from lupus_mod.engine.ending import Ending
    from lupus_mod.engine.loop.state import Cat, LoopState
    from lupus_mod.engine.state import GameState, PlayerState
    assert GameState(players=()).ending is None and LoopState(seats=(), forms={}).ending is None
    won = {"factions": ["lupi"], "players": ["Ada"], "conditions": ["lupi-parita"]}
    players = (PlayerState("Ada", "lupo", "lupi", ("lupo",)), PlayerState("Bea", "contadino", "villaggio", ()))
    assert GameState(players=players, ending=Ending.of(won, "night-3")).ending == \
        Ending("night-3", ("Ada",), ("lupi",), ("lupi-parita",))
    seats = (Cat("Ada", "strega", "streghe"), Cat("Bea", "gatto", "gatti"), Cat("Cleo", "strega", "streghe"))
    loop = LoopState(seats=seats, forms={}).won({"victory": "streghe-vincono", "winners": ["Ada", "Cleo"], "day": 4})
    ending = loop.ending
    assert ending == Ending("round-4", ("Ada", "Cleo"), ("streghe",), ("streghe-vincono",))
    assert ending.won("Ada") and not ending.won("Bea")
    assert ending.winners() == {"factions": ["streghe"], "players": ["Ada", "Cleo"]}
