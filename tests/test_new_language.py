"""`new --language`: a game dealt in another language than its ruleset's (docs/lifecycle.md,
docs/languages.md): game.toml says it, the cards, the opening post and the files' comments are
worded by that language's catalog, and the folder is one `check` accepts; the same deal as
without the option. An unknown language is an error at `--language`, nothing written."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

runner = CliRunner()
PLAYERS = ["Ada (f)", "Bea (f)", "Cleo (f)", "Dan (m)", "Eli (m)", "Fede (m)", "Gio (m)", "Hal (m)"]


def _new(folder: Path, ruleset: str, *more: str):
    args = ["new", str(folder), "--ruleset", ruleset, "--seed", "7", "--gm", "Mastro", *more]
    for player in PLAYERS:
        args += ["--player", player]
    return runner.invoke(app, args)


def _card_title(language: str) -> str:
    """The words of a card's title line in `language` (templates/<language>/labels.toml)."""
    return {"it": "la tua scheda", "fr": "ta carte"}[language]


@pytest.mark.parametrize("ruleset, own, language", [("lupus-of-the-rings", "it", "fr"),
                                                     ("thiercelieux", "fr", "it")])
def test_the_game_is_dealt_in_the_language_asked(tmp_path: Path, ruleset: str, own: str, language: str) -> None:
    plain, flipped = tmp_path / "plain", tmp_path / "flipped"
    assert _new(plain, ruleset).exit_code == 0
    result = _new(flipped, ruleset, "--language", language)
    assert result.exit_code == 0, result.output
    config = tomllib.loads((flipped / "game.toml").read_text(encoding="utf-8"))
    assert config["language"] == language
    assert tomllib.loads((plain / "game.toml").read_text(encoding="utf-8"))["language"] == own
    # The same deal: the language words the game, it changes no card dealt.
    assert tomllib.loads((flipped / "players.toml").read_text(encoding="utf-8")) == \
        tomllib.loads((plain / "players.toml").read_text(encoding="utf-8"))
    card = (flipped / "out" / "setup" / "pm" / "Ada.bbcode").read_text(encoding="utf-8")
    assert _card_title(language) in card and _card_title(own) not in card
    thread = (flipped / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert thread != (plain / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    checked = runner.invoke(app, ["check", "--game", str(flipped)])
    assert checked.exit_code == 0, checked.output


def test_the_ruleset_s_own_language_changes_nothing(tmp_path: Path) -> None:
    assert _new(tmp_path / "a", "lupus-of-the-rings").exit_code == 0
    assert _new(tmp_path / "b", "lupus-of-the-rings", "--language", "it").exit_code == 0
    for path in ("game.toml", "players.toml", "out/setup/thread.bbcode"):
        assert (tmp_path / "a" / path).read_bytes() == (tmp_path / "b" / path).read_bytes()


def test_an_unknown_language_is_refused_at_the_option(tmp_path: Path) -> None:
    result = _new(tmp_path / "g", "lupus-of-the-rings", "--language", "fx")
    assert result.exit_code != 0
    assert "--language: 'fx': no templates in that language" in result.output
    assert "use one of: fr, it" in result.output
    assert not (tmp_path / "g").exists()
    close = _new(tmp_path / "g", "lupus-of-the-rings", "--language", "fre")
    assert "'fre': no templates in that language (did you mean 'fr'?)" in close.output


@pytest.mark.parametrize("language, said", [("it", "La lingua della partita"), ("fr", "La langue de la partie"),
                                            ("en", "The game's language")])
def test_the_help_tells_the_option_in_the_gm_s_language(language: str, said: str, monkeypatch) -> None:
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    from lupus_mod.cli import run
    from contextlib import redirect_stdout
    from io import StringIO
    out = StringIO()
    with redirect_stdout(out):
        assert run(["new", "--help"]) == 0
    shown = re.sub(r"\s+", " ", out.getvalue().replace("│", " "))
    assert "--language" in shown and said in shown



@pytest.mark.parametrize("ruleset, language, said", [("lupus-of-the-rings", "fr", "partie créée"),
                                                      ("thiercelieux", "it", "creata")])
def test_the_terminal_speaks_the_language_of_the_game_made(tmp_path: Path, monkeypatch, ruleset: str,
                                                           language: str, said: str) -> None:
    """docs/languages.md: the GM's terminal is in the game's language, from `new` on (it spoke
    the ruleset's)."""
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    result = _new(tmp_path / "g", ruleset, "--language", language)
    assert result.exit_code == 0, result.output
    assert said in result.output, result.output
