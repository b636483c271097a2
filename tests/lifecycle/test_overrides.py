"""GM overrides (tests/lifecycle/overrides.toml): kill, revive, cancel, force, with a reason."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.lifecycle.folder import day_json, make_game, night_json, read
from tests.lifecycle.play import cli

CASES = tomllib.loads((Path(__file__).parent / "overrides.toml").read_text(encoding="utf-8"))["case"]


def _run(game: Path, phases: list[str]) -> tuple[dict[str, Any], str, str]:
    report: dict[str, Any] = {}
    folder = ""
    for phase in phases:
        kind, key = phase.split()
        report = night_json(game, key) if kind == "night" else day_json(game, int(key))
        folder = f"out/{kind}-{key}"
    return report, read(game, f"{folder}/thread.bbcode"), read(game, f"{folder}/gm-log.md")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_override(tmp_path: Path, case: dict[str, Any]) -> None:
    game = make_game(tmp_path, case.get("nights"), {int(k): v for k, v in case.get("days", {}).items()},
                     case.get("files"))
    report, thread, gm_log = _run(game, case["run"])
    expect = case["expect"]
    if "deaths" in expect:
        assert [[d["player"], d["cause"]] for d in report["deaths"]] == expect["deaths"]
    assert report["revived"] == expect.get("revived", report["revived"])
    for player, reason in expect.get("rejected", ()):
        assert {"player": player, "reason": reason} in [
            {"player": r["player"], "reason": r["reason"]} for r in report["rejected"]]
    for player, reason, file, line in expect.get("unapplied", ()):
        assert {"player": player, "reason": reason, "file": file, "line": line} in [
            {k: r[k] for k in ("player", "reason", "file", "line")} for r in report["unapplied"]]
    for reason, file, line in expect.get("refused", ()):
        assert {"reason": reason, "file": file, "line": line} in [
            {k: r[k] for k in ("reason", "file", "line")} for r in report["refused"]]
    for text in expect.get("thread", ()):
        assert text in thread, thread
    for text in expect.get("not_thread", ()):
        assert text not in thread, thread
    for text in expect.get("gm_log", ()):
        assert text in gm_log, gm_log
    for name in expect.get("private", ()):
        assert name in report["private"]
    for name in expect.get("no_private", ()):
        assert name not in report["private"]
    for name in expect.get("alive", ()):
        assert name in report["alive"]
    for item, holder in expect.get("items", {}).items():
        assert report["items"][item] == (holder or None)
    if "winners" in expect:
        assert report["winners"]["factions"] == expect["winners"]


@pytest.mark.parametrize("body, line, message", [
    ('[[override]]\naction = "kill"\nplayer = "Nessuno"\nreason = "x"\n', 3, "'Nessuno' is not a player"),
    ('# note\n\n[[override]]\naction = "kill"\nplayer = "Aldo"\n', 3, "no `reason`"),
    ('[[override]]\naction = "uccidi"\nplayer = "Aldo"\nreason = "x"\n', 2, "action = 'uccidi'"),
    ('[[override]]\naction = "kill"\nplayer = "Aldo"\nreason = "x"\nat = "dawn"\n', 5, "at = 'dawn'"),
    ('[[override]]\naction = "kill"\nplayer = "Aldo"\nreason = "x"\nwhy = 1\n', 5, "unknown key 'why'"),
    ('[[override]]\naction = "force"\nplayer = "Aldo"\nreason = "x"\n', 1, "force needs `order`"),
    ('[[override]]\naction = "kill"\nplayer = "Aldo"\nreason = "x"\n\n[[override]]\naction = "force"\n'
     'player = "Aldo"\nreason = "x"\norder = "indago Nessuno"\n', 6, "force 'indago Nessuno'"),
    ('[overrides]\naction = "kill"\n', 1, "unknown table 'overrides'"),
    ('[[override]]\naction = "cancel"\nplayer = "Aldo"\nreason = "x"\nkeyword = "indaggo"\n', 5,
     "keyword = 'indaggo' is no power of this game (did you mean 'indago'?)"),
    ('[[override]]\naction = "kil"\nplayer = "Aldo"\nmotivo = "x"\n', 2, "action = 'kil'"),
    ('[[override]\n', 1, "TOML syntax error"),
])
def test_a_bad_override_file_names_the_file_and_line(tmp_path: Path, body: str, line: int,
                                                     message: str) -> None:
    game = make_game(tmp_path, {"1": ""}, files={"nights/1.overrides.toml": body})
    result = cli("night", "1", "--game", game, ok=False)
    assert result.exit_code == 1, result.output
    assert f"nights/1.overrides.toml:{line}: " in result.output and message in result.output, result.output
    assert not (game / "out").exists()
    assert cli("check", "--game", game, ok=False).exit_code == 1


def test_a_player_modkilled_at_the_start_of_the_day_does_not_vote(tmp_path: Path) -> None:
    from lupus_mod.play.game import load_game
    from lupus_mod.tally.request import day_facts
    game = make_game(tmp_path, {"1": ""}, {1: 'burned = ""'}, files={"days/1.overrides.toml": (
        '[[override]]\naction = "kill"\nplayer = "Ezio"\nreason = "inattività"\n')})
    facts = day_facts(load_game(game), 1)
    assert "Ezio" not in facts.alive and "Ezio" in facts.dead


@pytest.mark.parametrize("body, line, message", [
    ('[[override]]\naction = "force"\nplayer = "Aldo"\nreason = "x"\norder = "double_vot"\n', 5,
     "order = 'double_vot' is no choice of a day (did you mean 'double_vote'?)"),
    ('[[override]]\naction = "cancel"\nplayer = "Aldo"\nreason = "x"\nkeyword = "burnd"\n', 5,
     "keyword = 'burnd' is no choice of a day (did you mean 'burned'?)"),
])
def test_a_day_override_names_a_choice_of_the_day(tmp_path: Path, body: str, line: int,
                                                  message: str) -> None:
    game = make_game(tmp_path, {"1": ""}, {1: 'burned = "Carlo"'},
                     files={"days/1.overrides.toml": body})
    result = cli("day", "1", "--game", game, ok=False)
    assert result.exit_code == 1, result.output
    assert f"days/1.overrides.toml:{line}: " in result.output and message in result.output, result.output
    assert not (game / "out" / "day-1").exists()


@pytest.mark.parametrize("folder", ["nights", "days"])
def test_a_kill_of_a_ruleset_with_its_own_phases_is_refused_at_its_line(tmp_path: Path, folder: str) -> None:
    """Acchiappastreghe's turns take no GM kill or revival (a game of forms: the loop's own
    overrides, tests/test_loop_overrides.py): an [[override]] kill is an error at its line."""
    from tests.conftest import copy_example
    game = copy_example("acchiappastreghe", tmp_path)
    (game / folder / "1.overrides.toml").write_text(
        '[corrections]\n\n[[override]]\naction = "kill"\nplayer = "Arturo"\nreason = "x"\n', encoding="utf-8")
    result = cli("check", "--game", game, ok=False)
    assert f"{folder}/1.overrides.toml:4: override #1: action = 'kill' has no meaning in a game of forms" in result.output
    assert 'action = "form", form = "cacciato"' in result.output
