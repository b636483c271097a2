"""`status` words a player's statuses in agreement with his gender (docs/languages.md):
Leonie, gender = "f", is "amoureuse", Dorian "amoureux"; Italian "innamorata", "ammaliata"."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.words.render import labels
from tests.conftest import copy_example

runner = CliRunner()


def _status_line(game: Path, name: str) -> str:
    result = runner.invoke(app, ["status", "--game", str(game)])
    assert result.exit_code == 0, result.output
    return next(line for line in result.stdout.splitlines() if f" {name} — " in line)


def test_a_woman_in_love_is_amoureuse_and_a_man_amoureux(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    assert " — amoureuse — " in _status_line(game, "Leonie")
    assert " — amoureux — " in _status_line(game, "Dorian")


@pytest.mark.parametrize("language", ["it", "fr"])
def test_every_feminine_status_has_its_masculine(language: str) -> None:
    words = labels(language, None)
    assert words["status_f"] and set(words["status_f"]) <= set(words["status"])
    assert words["status_f"]["amoureux"] in ("innamorata", "amoureuse")
