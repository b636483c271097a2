"""game.toml [forum]: the settings fetch_thread gets, and clear messages for mistakes."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.config import ForumConfig, forum_config

GOOD = """
[forum]
engine = "Invision"
thread = "https://www.lupus.example/topic/4321-giorno-4/"
delay = 2
cookies_file = "segreti/cookies.txt"
"""


def test_a_complete_table(tmp_path):
    config = forum_config(tomllib.loads(GOOD)["forum"], game_dir=tmp_path)
    assert config == ForumConfig(thread="https://www.lupus.example/topic/4321-giorno-4/", engine="invision",
                                 delay=2.0, cookies_file=(tmp_path / "segreti" / "cookies.txt").resolve())
    assert config.cache_dir(tmp_path) == tmp_path / ".cache" / "forum"


def test_no_table_means_defaults(tmp_path):
    assert forum_config(None, game_dir=tmp_path) == ForumConfig()


@pytest.mark.parametrize("table, message", [
    ({"engin": "phpbb"}, "unknown key .engin. .did you mean .engine.?"),
    ({"engine": "proBoards"}, "not a known engine"),
    ({"thread": "forum.example/t/1"}, "not a web address"),
    ({"delay": -1}, "not a number of seconds"),
    ({"delay": "1s"}, "not a number of seconds"),
    ({"cookies_file": 3}, "must be a path"),
    ({"engine": "generic"}, "needs its selectors"),
    ({"generic": {"post": "div.m"}}, "lacks author, time, body"),
])
def test_mistakes_name_the_file_and_the_key(tmp_path, table, message):
    with pytest.raises(ForumError, match=message) as error:
        forum_config(table, game_dir=tmp_path, file="partite/valdombra/game.toml")
    assert str(error.value).startswith("partite/valdombra/game.toml")


def test_generic_selectors_pass_through(tmp_path):
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "generic" / "expected.toml"
    selectors = tomllib.loads(fixture.read_text(encoding="utf-8"))["generic"]
    config = forum_config({"engine": "generic", "generic": selectors}, game_dir=tmp_path)
    assert config.generic == selectors and config.engine == "generic"
