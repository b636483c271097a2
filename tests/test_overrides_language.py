"""A night's overrides file written wrong is answered in the game's language (a trial of broken
folders found English here): a [corrections] key that is no line number, an entry with no
reading, a forced order with nothing in it. Each error names the file and the line."""
from __future__ import annotations

import contextlib
import io
import re

import pytest

from lupus_mod.cli import run
from tests.conftest import copy_example
from tests.test_gm_language import ENGLISH

BROKEN = {
    "corrections": '[corrections]\n"quattordici" = "x"\n"5" = 7\n',
    "force": '[[override]]\naction = "force"\nplayer = "{player}"\norder = "bla bla"\nreason = "prova"\n',
}
GAMES = {"lupus-of-the-rings": ("3", "Frodino"), "thiercelieux": ("2", "Amandine")}


@pytest.mark.parametrize("game, broken", [(g, b) for g in GAMES for b in BROKEN])
def test_a_broken_overrides_file_is_told_in_the_games_language(tmp_path, monkeypatch, game, broken):
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE")   # the GM's language is the game's
    folder = copy_example(game, tmp_path)
    night, player = GAMES[game]
    (folder / "nights" / f"{night}.overrides.toml").write_text(BROKEN[broken].format(player=player),
                                                                  encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = run(["night", night, "--game", str(folder)])
    said = out.getvalue()
    assert code != 0
    assert re.search(rf"nights/{night}\.overrides\.toml:\d+", said), said
    english = {w for w in re.findall(r"[a-z]+", said.lower()) if w in ENGLISH | {"needs", "reading", "log"}}
    assert not english, said
