"""Every shipped example game is clean for `lupus-mod check`."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from tests.conftest import ROOT, copy_example

GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "game.toml").exists())


@pytest.mark.parametrize("name", GAMES)
def test_example_is_clean(name: str, tmp_path: Path, runner) -> None:
    result = runner.invoke(app, ["check", "--game", str(copy_example(name, tmp_path))])
    assert result.exit_code == 0, result.output
    # The examples show late and refused orders on purpose: warnings, never errors.
    assert result.output.splitlines()[-1].startswith("ok: ") and "error:" not in result.output
