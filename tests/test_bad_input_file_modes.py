"""What the commands write keeps the modes of the GM's files: the page `report` and `preview`
write, the recap, are readable by others as every file of out/ is (a report put online was
refused by the web server: they were the owner's alone, 0600), and a file written again
keeps the mode the GM gave it (lupus_mod/inputs/folder.py, write_atomic)."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("command, written", [(["report"], "out/report/index.html"),
                                              (["recap"], "out/recap.bbcode"),
                                              (["preview"], "out/preview/index.html")])
def test_a_written_page_has_the_mode_of_a_new_file(command: list[str], written: str, tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    kept = os.umask(0o022)
    try:
        assert CliRunner().invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
        result = CliRunner().invoke(app, [*command, "--game", str(game)])
    finally:
        os.umask(kept)
    assert result.exit_code == 0, result.output
    assert _mode(game / written) == 0o644 == _mode(game / "out/night-1/gm-log.md")


def test_a_file_written_again_keeps_its_mode(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    assert CliRunner().invoke(app, ["recap", "--game", str(game)]).exit_code == 0
    (game / "out/recap.bbcode").chmod(0o640)
    assert CliRunner().invoke(app, ["recap", "--game", str(game)]).exit_code == 0
    assert _mode(game / "out/recap.bbcode") == 0o640
