"""A file missing, or a folder where a file goes, is named in the GM's language with no
placeholder: a game file's own name says what it is ("players.toml: non trovato", not
"players.toml: file: non trovato"), and the list `new --players` reads is named and settled as
what it is, never in English inside an Italian or French message."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.bad_input.corpus import ROOT

# (language, the message of a missing players.toml, of a missing `--players` list, its hint)
WORDS = [("it", "players.toml: non trovato", "elenco dei giocatori: non trovato", "--players: un file"),
         ("fr", "players.toml: introuvable", "liste des joueurs : introuvable", "--players : un fichier")]


def _run(language: str, monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    return result.output.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("language, missing, _list, _hint", WORDS)
def test_a_game_file_missing_or_a_folder_is_named_by_its_own_name(
        language: str, missing: str, _list: str, _hint: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = tmp_path / "partita"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out", ".cache"))
    (game / "players.toml").unlink()
    assert missing in _run(language, monkeypatch, "status", "--game", str(game))
    (game / "players.toml").mkdir()
    hint = _run(language, monkeypatch, "check", "--game", str(game)).split("→")[1].strip().splitlines()[0]
    assert not hint.endswith(")"), hint   # no "(file)" after the hint: the name said it


@pytest.mark.parametrize("language, _missing, named, hint", WORDS)
def test_new_names_a_missing_players_list_in_the_gm_language(
        language: str, _missing: str, named: str, hint: str, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    output = _run(language, monkeypatch, "new", str(tmp_path / "partita"), "--ruleset", "licantropi",
                  "--players", str(tmp_path / "giocatori.txt"))
    assert named in output and hint in output and "players file" not in output, output
    assert "docs/game-folder.md" not in output     # the list is no file of the game folder
    assert not (tmp_path / "partita").exists()
