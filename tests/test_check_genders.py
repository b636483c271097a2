"""`check` warns of the players of players.toml without a gender (their posts and cards agree in
the masculine: nothing guesses it from a name), once, at the first one's line, in the GM's
language; the example games give every player's."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.reports.checks import preflight
from lupus_mod.commands.app import app

GAMES = sorted(p for p in (Path(__file__).parent.parent / "games").iterdir() if (p / "players.toml").exists())
SAID = {"en": "no gender for Corrado, Leandro: their posts and cards agree in the masculine",
        "it": "nessun genere per Corrado, Leandro: post e carte li accordano al maschile",
        "fr": "aucun genre pour Corrado, Leandro\u00a0: messages et cartes les accordent au masculin"}


def _gender_warnings(folder: Path) -> list:
    return [w for w in preflight(folder).warnings if getattr(w.message, "id", "") == "new-genders.no-gender"]


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_every_example_game_gives_every_gender(game: Path) -> None:
    from lupus_mod.play.game import load_game
    assert all(p.gender for p in load_game(game).players) and not _gender_warnings(game)


@pytest.mark.parametrize("language", sorted(SAID))
def test_players_without_gender_are_told_once_at_the_first_ones_line(tmp_path: Path, monkeypatch,
                                                                     language: str) -> None:
    folder = tmp_path / "borgo"
    shutil.copytree(Path(__file__).parent.parent / "games" / "borgo-delle-lanterne", folder)
    players = folder / "players.toml"
    text = players.read_text(encoding="utf-8")
    for name in ("Leandro", "Corrado"):
        text, n = re.subn(rf'(name = "{name}", role = "[a-z]+"), gender = "m"', r"\1", text)
        assert n == 1
    players.write_text(text, encoding="utf-8")
    line = next(n for n, row in enumerate(text.splitlines(), 1) if '"Corrado"' in row)
    warned = _gender_warnings(folder)
    assert [(w.file, w.line) for w in warned] == [("players.toml", line)]
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    shown = CliRunner().invoke(app, ["check", "--game", str(folder)]).output
    told = [row for row in shown.splitlines() if SAID[language] in row]
    assert len(told) == 1 and f"players.toml:{line}:" in told[0], shown
