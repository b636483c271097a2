"""No command refuses a kind of ruleset: `check`, `status`, `recap`, `preview`, `report`,
`roles`, `tally`, `thread` and `simulate --game` run on every example game, whether its ruleset plays
nights and days or declares its own loop (issue: one set of commands over one engine)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT, copy_example
from tests.votes.review.boards import draw

runner = CliRunner()
EXAMPLES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "roles.toml").exists())
VOTE = {"it": "[b]voto {}[/b]", "fr": "[b]je vote pour {}[/b]"}


def _run(*args: object) -> str:
    result = runner.invoke(app, [str(a) for a in args])
    assert result.exit_code == 0, f"{args}: {result.output}"
    return result.stdout


@pytest.mark.parametrize("example", EXAMPLES)
@pytest.mark.parametrize("command", ["check", "status", "recap", "roles"])
def test_every_command_runs_on_every_example(example: str, command: str, tmp_path: Path) -> None:
    game = copy_example(example, tmp_path)
    _run(command, "--game", game)


@pytest.mark.parametrize("example", EXAMPLES)
def test_the_recap_is_previewed_and_the_report_is_written(example: str, tmp_path: Path) -> None:
    # (--force: lupus-of-the-rings' example stops before its end; the report waits for it.)
    game = copy_example(example, tmp_path)
    _run("recap", "--game", game)
    _run("preview", "--game", game)
    _run("report", "--game", game, "--force")
    assert (game / "out" / "preview" / "index.html").exists()
    assert (game / "out" / "report" / "index.html").exists()


@pytest.mark.parametrize("example", EXAMPLES)
def test_the_first_day_is_counted_from_its_saved_page(example: str, tmp_path: Path) -> None:
    game = copy_example(example, tmp_path)
    status = json.loads(_run("status", "--game", game, "--json"))
    language = "fr" if example == "thiercelieux" else "it"
    voter, target = status["players"][0]["name"], status["players"][1]["name"]
    page = tmp_path / "day-1.html"
    page.write_text(draw("phpbb", "Giorno 1", [
        {"id": "10", "author": "Mastro", "time": "2026-01-01 18:00:00", "body": "Si vota."},
        {"id": "11", "author": voter, "time": "2026-01-01 18:01:00", "body": VOTE[language].format(target)},
    ]), encoding="utf-8")
    data = json.loads(_run("tally", "1", "--html", page, "--game", game, "--json", "--until",
                           "2026-01-01 23:00"))
    assert [v["voter"] for v in data["votes"]] == [voter], data
    # The count speaks of the ruleset's own day ([settings] tally_words): a giornata is no giorno.
    audit = (game / "out" / "day-1" / "tally-audit.md").read_text(encoding="utf-8")
    heading = {"acchiappastreghe": "della giornata 1", "thiercelieux": "du jour 1"}
    assert heading.get(example, "del giorno 1") in audit.splitlines()[0]
    listed = _run("thread", "1", "--html", page, "--game", game, "--until", "2026-01-01 23:00")
    assert heading.get(example, "del giorno 1") in listed.splitlines()[0]


@pytest.mark.parametrize("example", EXAMPLES)
def test_a_simulation_plays_on_from_every_example(example: str, tmp_path: Path) -> None:
    game = copy_example(example, tmp_path)
    data = json.loads(_run("simulate", "--game", game, "--games", "4", "--jobs", "1", "--json"))
    assert data["games"] == 4 and data["results"], data
