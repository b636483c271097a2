"""Broken folders every command must refuse alike, found by a GM's trial: a night log that is
a link to itself (read as absent by `status`, as if the night had not been played)."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def _run(game: Path, *command: str):
    return CliRunner().invoke(app, [*command, "--game", str(game)])


@pytest.mark.parametrize("command", [("status",), ("status", "--json"), ("check",), ("night", "3")])
def test_a_night_log_linked_to_itself_is_an_error_naming_it(command: tuple[str, ...], tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    log = game / "nights" / "2.txt"
    log.unlink()
    log.symlink_to(log.name)
    result = _run(game, *command)
    assert result.exit_code == 1, result.output
    assert "nights/2.txt: is a symbolic link that leads back to itself" in result.output, result.output
