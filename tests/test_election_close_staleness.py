"""game.toml's `[schedule] election_close` is read by `tally --election` alone: a GM who writes it
on day 1, after night 1's outputs (docs/gm-guide.md: `new` writes none), is told nothing about
out/night-1 (it did not change), as with the `[forum]` table; a time a night reads still is."""
from __future__ import annotations

import os
from pathlib import Path

from tests.conftest import copy_example
from typer.testing import CliRunner

from lupus_mod.commands.app import app


def _run(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code in (0, 3), result.output
    return result.output


def _edit(game: Path, old: str, new: str) -> None:
    path = game / "game.toml"
    stamp = (game / "out" / "night-1" / "gm-log.md").stat().st_mtime + 10
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")
    os.utime(path, (stamp, stamp))


def test_the_election_s_close_leaves_the_nights_as_they_are(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _run("night", "1", "--game", str(game))
    _edit(game, 'election_close = "14:00"', 'election_close = "13:00"')
    assert "out/night-1" not in _run("status", "--game", str(game))
    _edit(game, 'powers_deadline = "22:30"', 'powers_deadline = "22:45"')
    assert "out/night-1" in _run("status", "--game", str(game))
