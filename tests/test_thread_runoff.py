"""`lupus-mod thread D --runoff` (and `--revote`): the posts of the ballottaggio as its count
reads them — each with its one reading and its fate there (a vote for a non-candidate, a
candidate voting) — from the PM log days/D-runoff.txt or from the thread, from the
ballottaggio's opening on. Before, `thread D` showed the day's reading only, and the runoff's
posts could not be checked one by one."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example
from tests.test_trial_20_ballots import BALLOTTAGGIO, _game, _posts

from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_thread

runner = CliRunner()


def test_the_runoff_sent_by_pm_is_shown_as_its_count_reads_it(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    result = runner.invoke(app, ["thread", "1", "--runoff", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Messaggi del ballottaggio del giorno 1")
    # Merlina votes Rosaspina, whom the Avvocato took out; Ombroso is a candidate.
    assert "voto Rosaspina - voto per chi non è al ballottaggio" in result.output
    assert "voto Lunaria - chi è al ballottaggio non vota" in result.output


def test_the_runoff_in_the_thread_starts_at_its_opening_and_asks_as_its_count(tmp_path: Path) -> None:
    game = _game(tmp_path, BALLOTTAGGIO)
    posts = _posts(("Mastro Zoli", "Ballottaggio tra Ombroso e Rosaspina."),
                   ("Zanna", "salvo Ombroso"), ("Lunaria", "voto Rosaspina"))
    data = run_thread(load_game(game), TallyRequest(1, runoff=True), posts=posts).data
    readings = {p["id"]: p["reading"]["reading"] for p in data["posts"] if p.get("reading")}
    assert readings == {"1001": "talk", "1002": "doubt", "1003": "vote"}, readings


def test_election_and_runoff_are_two_ballots(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    result = runner.invoke(app, ["thread", "1", "--runoff", "--election", "--game", str(game)])
    assert result.exit_code != 0 and "--election" in result.output and "thread 1 --runoff" in result.output


def test_an_empty_runoff_log_is_an_error_at_its_file_and_no_traceback(tmp_path: Path) -> None:
    # The ballot's log replaces the thread's ballot: empty, the count would say nobody voted, so
    # it is an error naming the file and what to do (docs/tally.md), as `tally --runoff` says.
    game = copy_example("licantropi", tmp_path)
    (game / "days" / "1-runoff.txt").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["thread", "1", "--runoff", "--game", str(game)])
    assert result.exit_code == 1, result.output
    assert "days/1-runoff.txt" in result.output and "Traceback" not in result.output, result.output
