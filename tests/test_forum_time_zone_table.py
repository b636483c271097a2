"""`time_zone` (the zone a board prints its dates in) is read in `[forum.generic]` only
(docs/forums.md): written in `[forum]` or at the top of game.toml it is an error at its line
that says where it goes, and the game's own `timezone` is not mistaken for it."""
from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.inputs.forum import table_problems
from tests.conftest import ROOT


def _game(tmp_path: Path, head: str, tail: str) -> Path:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out"))
    source = (game / "game.toml").read_text(encoding="utf-8").rstrip("\n")
    (game / "game.toml").write_text(head + source + tail, encoding="utf-8")
    return game


def test_time_zone_in_forum_says_it_goes_in_forum_generic(tmp_path: Path) -> None:
    game = _game(tmp_path, "", '\n[forum]\nengine = "generic"\ntime_zone = "UTC"\n'
                               '[forum.generic]\npost = "div.m"\nauthor = ".a"\ntime = ".t"\nbody = ".b"\n')
    line = (game / "game.toml").read_text(encoding="utf-8").splitlines().index('time_zone = "UTC"') + 1
    result = CliRunner().invoke(app, ["status", "--game", str(game)])
    assert result.exit_code == 1
    assert f"game.toml:{line}: [forum] time_zone: [forum] has no such key; the zone a board prints " \
           "its dates in is a key of [forum.generic]" in result.output, result.output
    assert "move the line under [forum.generic]" in result.output


def test_time_zone_at_the_top_says_where_each_zone_goes(tmp_path: Path) -> None:
    game = _game(tmp_path, 'time_zone = "UTC"\n', "\n")
    result = CliRunner().invoke(app, ["status", "--game", str(game)])
    assert result.exit_code == 1
    assert "game.toml:1: time_zone at the top of game.toml: the game's own zone is timezone, " \
           "the zone a board prints its dates in goes in [forum.generic]" in result.output, result.output


def test_time_zone_in_forum_generic_is_read() -> None:
    table = {"engine": "generic", "generic": {"post": "div.m", "author": ".a", "time": ".t", "body": ".b",
                                              "time_zone": "Europe/Rome"}}
    assert table_problems(table) == []
