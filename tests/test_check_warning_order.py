"""`check` and `round N` list a turn's refused choices by file and line, as the GM reads the log,
never in the order the phases refused them (the Sera's refusal of line 36 before the ritual's of
an earlier line). Scenarios as data: games/acchiappastreghe's turn 1 (Irene's late
`ritrasformo Arturo` refused at the Sera) with Arturo's `gioco il fungo`, not his choice,
inserted after a line of the log."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

# Arturo's refused choice, inserted after this line of nights/1.txt (5: his own first PM).
AFTER = {"arturo-first-pm": 5, "last-line": None}


def _game(tmp_path: Path, after: int | None) -> Path:
    game = copy_example("acchiappastreghe", tmp_path)
    log = game / "nights" / "1.txt"
    lines = log.read_text(encoding="utf-8").splitlines()
    at = len(lines) if after is None else after
    extra = ["", "## Arturo @ 2026-11-02 22:20"] if after is None else []
    log.write_text("\n".join([*lines[:at], *extra, "gioco il fungo", *lines[at:]]) + "\n", encoding="utf-8")
    return game


def _lines(output: str) -> list[int]:
    return [int(n) for n in re.findall(r"nights/1\.txt:(\d+)", output)]


@pytest.mark.parametrize("name", AFTER)
def test_check_lists_the_warnings_in_line_order(tmp_path: Path, name: str) -> None:
    game = _game(tmp_path, AFTER[name])
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 0, result.output
    lines = _lines(result.stdout)
    assert len(lines) == 2 and lines == sorted(lines), result.stdout
    assert "gioco il fungo" in result.stdout and "ritrasformo Arturo" in result.stdout


@pytest.mark.parametrize("name", AFTER)
def test_round_lists_the_refused_choices_in_line_order(tmp_path: Path, name: str) -> None:
    game = _game(tmp_path, AFTER[name])
    result = CliRunner().invoke(app, ["round", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    lines = _lines("\n".join(row for row in result.stderr.splitlines() if row.startswith("- ")))
    assert len(lines) == 2 and lines == sorted(lines), result.stderr
