"""The late checks docs/languages.md names as never reached, shown so (issue 24): an earlier check
answers first, in the GM's language, with its file and line, so the late one's wording is never
what a GM reads. Each stays as the guard of a caller that skips the earlier check.

- composition.py's unknown role, bad table and role removed too often: for any [composition]
  the ruleset's load accepts, `role_counts` never raises them, at any number of players
  (a property over generated compositions);
- tally/request.py's `[corrections]` that is not a table: the day file's check refuses it and the
  tally never prepares the day;
- engine/loop/run.py's turn after the end: `round` after the end, plain or forced, and the
  simulator never hand the engine a turn of a game that is over.
"""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import GameFolderError, LupusError, RulesetError
from lupus_mod.lifecycle.composition import role_counts
from lupus_mod.rules.load import ruleset_from_dict
from tests.conftest import ROOT, copy_example

VANILLA = tomllib.loads((ROOT / "lupus_mod" / "rulesets" / "vanilla.toml").read_text(encoding="utf-8"))
ROLES = st.sampled_from(["contadino", "lupo", "veggente"])      # the last is no role of vanilla
COUNTS = st.one_of(st.integers(-1, 12), st.just("tre"))
TABLES = st.dictionaries(st.sampled_from(["6", "8", "11", "otto"]),
                         st.one_of(st.dictionaries(ROLES, COUNTS, max_size=2), st.just(3)), max_size=3)


@st.composite
def compositions(draw: st.DrawFn) -> dict[str, Any]:
    composition = {"players": draw(st.integers(4, 12))}
    for key, values in (("remove", st.lists(ROLES, max_size=9)), ("add", st.lists(ROLES, max_size=6)),
                        ("table", TABLES)):
        if draw(st.booleans()):
            composition[key] = draw(values)
    return composition


@settings(max_examples=150)
@given(compositions())
def test_a_loaded_rulesets_composition_never_reaches_the_late_checks(composition: dict[str, Any]) -> None:
    try:
        ruleset = ruleset_from_dict({**VANILLA, "composition": composition})
    except LupusError:
        return                                  # the load answered, at the key's line
    for players in range(1, 30):
        try:
            role_counts(ruleset, players)
        except GameFolderError:
            continue                            # a size the ruleset does not deal: --players
        except RulesetError as late:
            pytest.fail(f"a late check reached with {players} players: {late}")


def test_the_property_meets_the_refusals_it_relies_on() -> None:
    """The load refuses each input a late check would refuse (so the property is not empty)."""
    for composition in ({"players": 8, "remove": ["veggente"]}, {"players": 8, "table": {"otto": {}}},
                        {"players": 8, "remove": ["lupo", "lupo", "lupo"]}):
        with pytest.raises(LupusError):
            ruleset_from_dict({**VANILLA, "composition": composition})


@pytest.mark.parametrize("value", ['"85"', "85", '["85"]', "true"])
def test_corrections_that_are_no_table_stop_before_the_tally_prepares_the_day(value: str, tmp_path: Path,
                                                                              monkeypatch) -> None:
    import lupus_mod.tally.request as tally_day
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = copy_example("licantropi", tmp_path)
    day = game / "days" / "2.toml"
    day.write_text(f"corrections = {value}\n" + day.read_text(encoding="utf-8"), encoding="utf-8")
    prepared = []
    monkeypatch.setattr(tally_day, "prepare_day", lambda *a: prepared.append(a))
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(game)])
    assert result.exit_code == 1 and "days/2.toml:1:" in result.output, result.output
    assert "corrections" in result.output and not prepared, result.output


@pytest.mark.parametrize("command", [["round", "3"], ["round", "4", "--force"], ["simulate", "--games", "3",
                                                                                   "--jobs", "1"]])
def test_no_turn_of_a_game_that_is_over_reaches_the_engine(command: list[str], tmp_path: Path,
                                                            monkeypatch) -> None:
    import lupus_mod.engine.loop.run as run
    import lupus_mod.simulate.loop_play as loop_play
    game = copy_example("acchiappastreghe", tmp_path)
    for turn in (3, 4) if command[0] == "round" else ():     # the example ended on day 2
        (game / "nights" / f"{turn}.txt").write_text("", encoding="utf-8")
    engine, over = run.run_turn, []

    def watched(state, *rest):
        over.append(bool(state.ended))
        return engine(state, *rest)
    monkeypatch.setattr(run, "run_turn", watched)
    monkeypatch.setattr(loop_play, "run_turn", watched)
    result = CliRunner().invoke(app, [*command, "--game", str(game)])
    assert over and not any(over), (over, result.output)
    assert result.exit_code == (0 if command[0] == "simulate" else 1), result.output
