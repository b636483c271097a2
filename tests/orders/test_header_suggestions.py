"""A header naming no player suggests the one a reader sees in it, first."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example


@pytest.mark.parametrize("header, first, hidden", [
    ("\x1b[1mFrodino\x1b[0m", "Frodino", True),     # bold from a terminal copy
    ("Gri\u200bma", "Grima", True),                   # a zero-width space
    ("Grima (Lupo)", "Grima", False),                 # the exact name before a bracket
])
def test_a_header_naming_no_player_suggests_the_one_seen_first(tmp_path: Path, header: str, first: str,
                                                               hidden: bool) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "1.txt").write_text(
        f"# deadline: 2026-10-01 22:30\n\n## {header} @ 2026-10-01 21:02\nindago Gollum\n", encoding="utf-8")
    said = CliRunner().invoke(app, ["night", "1", "--game", str(game)]).output
    assert "nights/1.txt:3: " in said and f"did you mean {first}" in said, said
    assert ("do not show" in said) == hidden
