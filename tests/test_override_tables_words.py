"""The hint of an override file's unknown table names the tables a file may hold, joined in the
GM's language ("[override] e [corrections]", "… et …", "… and …"), never in the English a
message holds as a str: `night 1` on a copy of an example game whose nights/1.overrides.toml
misspells its table."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

# (example game, LUPUS_MOD_LANGUAGE or None for the game's own, the hint's list of tables)
SCENARIOS = {
    "italian": ("lupus-of-the-rings", None, "[override] e [corrections]"),
    "french": ("thiercelieux", None, "[override] et [corrections]"),
    "english": ("lupus-of-the-rings", "en", "[override] and [corrections]"),
}


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_tables_are_joined_in_the_gms_language(tmp_path: Path, name: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    example, language, tables = SCENARIOS[name]
    if language:
        monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    else:
        monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = copy_example(example, tmp_path)
    (game / "nights" / "1.overrides.toml").write_text('[overide]\nx = 1\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code != 0, result.output
    assert "nights/1.overrides.toml:1" in result.stderr, result.stderr
    hint = next(line for line in result.stderr.splitlines() if "[override]" in line)
    assert tables in hint, result.stderr
