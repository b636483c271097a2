"""A day going on waits at the step that reads its verdict: the count its record lacks
(`burned`, the ballottaggio, the new vote after a tied one) or, first, the title's election
(Thiercelieux's Capitaine, "Lors de la première journée, élu par vote"). `day N` says what it
waits for and how to give it; `status` lists it in `awaited` (docs/game-folder.md)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.engine.day import apply_day
from lupus_mod.engine.overrides import Override
from lupus_mod.engine.state import DayRecord
from lupus_mod.game import load_game
from lupus_mod.replay import run_night
from tests.conftest import copy_example

runner = CliRunner()


def _open(tmp_path: Path, example: str, *lines: str) -> Path:
    """The example cut after day 1, its record missing `lines` (its night played)."""
    game = _cut(copy_example(example, tmp_path))
    day = game / "days" / "1.toml"
    text = day.read_text(encoding="utf-8")
    for line in lines:
        assert line in text
        text = text.replace(line, "")
    # A day going on: the tally's corrections written, no result yet (an empty file is a
    # day where nothing happened).
    day.write_text(text + "\n[corrections]\n", encoding="utf-8")
    assert runner.invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
    return game


def _cut(game: Path) -> Path:
    """The game as it stands after day 1: no later night nor day."""
    for later in [*(game / "nights").iterdir(), *(game / "days").iterdir()]:
        if not later.name.startswith("1."):
            later.unlink()
    return game


def _awaited(game: Path) -> list[dict]:
    result = runner.invoke(app, ["status", "--json", "--game", str(game)])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)["awaited"]


def test_the_ballottaggio_not_counted_yet_is_what_day_1_waits_for(tmp_path: Path) -> None:
    game = _open(tmp_path, "licantropi", 'burned = "Ombroso"\n')
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 1
    assert "day 1 is not over: it waits for the result of the runoff" in result.output
    assert "lupus-mod tally 1 --runoff --record" in result.output
    assert not (game / "out" / "day-1").exists()
    assert _awaited(game) == [{"player": "", "playing_as": "", "decision": "runoff",
                               "name": "il risultato del ballottaggio", "in_log": False,
                               "file": "days/1.toml", "day_key": "burned", "phase": "day 1"}]
    text = runner.invoke(app, ["status", "--game", str(game)]).output
    assert '- il risultato del ballottaggio (giorno 1) — risposta: burned = "<giocatore>" in days/1.toml' in text


def test_the_capitaine_is_elected_before_the_vote_is_awaited(tmp_path: Path) -> None:
    game = _open(tmp_path, "thiercelieux", 'capitaine = "Amandine"\n', 'burned = "Baptiste"\n')
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 1
    assert "it waits for the election of the Capitaine first" in result.output
    assert "lupus-mod tally 1 --election --record" in result.output and 'capitaine = "<player>"' in result.output
    assert [(r["decision"], r["day_key"], r["name"]) for r in _awaited(game)] == [
        ("election", "capitaine", "l’élection du Capitaine")]
    # Once elected, the vote is what the day waits for.
    day = game / "days" / "1.toml"
    day.write_text('capitaine = "Amandine"\n' + day.read_text(encoding="utf-8"), encoding="utf-8")
    assert [(r["decision"], r["day_key"]) for r in _awaited(game)] == [("burned", "burned")]
    output = runner.invoke(app, ["day", "1", "--game", str(game)]).output
    assert "it waits for the result of the vote" in output and 'burned = "" if nobody' in output


def test_a_day_over_or_not_begun_waits_for_nothing(tmp_path: Path) -> None:
    game = _cut(copy_example("thiercelieux", tmp_path))
    assert _awaited(game) == []                      # day 1 said who burned
    (game / "days" / "1.toml").unlink()
    assert _awaited(game) == []                      # day 1 not begun: `next_phase` says it


def test_the_day_stops_at_its_stake_and_changes_nothing(tmp_path: Path) -> None:
    """The open day keeps the state it opened with; its end-of-day overrides wait with it."""
    game = load_game(copy_example("lupus-of-the-rings", tmp_path))
    state = run_night(game, game.night_label(1)).result.state
    ruleset, seed = game.ruleset, game.seed
    victim = next(p.name for p in state.players if p.alive)
    for missing in ("burned", "runoff", "revote"):
        record = DayRecord(1, "", {}, missing=missing)
        result = apply_day(state, record, ruleset, seed)
        assert result.waiting == missing and result.state == state
        assert not any(e.kind in ("death", "no-burn", "game-over") for e in result.events)
        assert [w.decision for w in result.waits] == [missing]
        late = Override("kill", victim, "test", at="end")
        assert apply_day(state, record, ruleset, seed, [late]).state == state
    closed = apply_day(state, DayRecord(1, victim, {}), ruleset, seed)
    assert closed.waiting == "" and not closed.state.player(victim).alive
