"""The usage line of `--help` and the command line's mistakes name an argument as the help
shows it (`D`, `NOTTE`, `[PAGES]...`), in the GM's language: never its Python name
(`{number}`), never Typer's braces or English `[OPTIONS]` in Italian
(lupus_mod/commands/help.py, usage.py)."""
from __future__ import annotations

import re

import pytest

from lupus_mod.cli import COMMANDS

USAGE = {"en": ("Usage:", "[OPTIONS]"), "it": ("Uso:", "[OPZIONI]"), "fr": ("Utilisation\u00a0:", "[OPTIONS]")}
PYTHON_NAMES = ("number", "label", "target", "turn", "day", "pages", "phase")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_every_usage_line_names_its_arguments_as_the_help_does(language: str, monkeypatch, capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    prefix, options = USAGE[language]
    for command in sorted(COMMANDS):
        assert run([command, "--help"]) == 0, command
        line = next(row for row in capsys.readouterr().out.splitlines() if prefix in row).strip()
        assert "{" not in line and "}" not in line, line
        arguments = line.split(f"lupus-mod {command} {options}", 1)
        assert len(arguments) == 2, line
        assert not any(re.search(rf"\b{name}\b", arguments[1]) for name in PYTHON_NAMES), line


@pytest.mark.parametrize("language, command, shown", [
    ("en", "day", "lupus-mod day [OPTIONS] D"), ("it", "night", "lupus-mod night [OPZIONI] NOTTE"),
    ("en", "tally", "lupus-mod tally [OPTIONS] DAY [PAGES]..."), ("it", "preview", "lupus-mod preview [OPZIONI] [FASE]...")])
def test_the_usage_line(language: str, command: str, shown: str, monkeypatch, capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    assert run([command, "--help"]) == 0
    assert shown in capsys.readouterr().out


@pytest.mark.parametrize("language, args, said", [
    ("en", ["day"], "error: D is required"),
    ("it", ["day"], "errore: manca D"),
    ("it", ["night", "2", "3"], "errore: parole in più sulla riga di comando: 3"),
    ("fr", ["day", "2", "x"], "erreur\u00a0: mots en trop sur la ligne de commande\u00a0: x"),
    ("en", ["night", "2", "3", "4"], "error: extra words on the command line: 3 4")])
def test_a_command_line_mistake_names_what_is_wrong(language: str, args: list[str], said: str,
                                                   monkeypatch, capsys, tmp_path) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.chdir(tmp_path)
    assert run(args) == 2
    err = capsys.readouterr().err
    assert said in err and "number" not in err and "Traceback" not in err, err


def test_preview_takes_its_phase_in_several_words(tmp_path, monkeypatch, capsys) -> None:
    """`preview notte 2`, unquoted, as docs/gm-guide.md writes it, is `preview "notte 2"`."""
    from tests.conftest import copy_example

    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "it")
    game = copy_example("licantropi", tmp_path)
    assert run(["night", "1", "--game", str(game)]) == 0
    capsys.readouterr()
    assert run(["preview", "notte", "1", "--game", str(game), "--json"]) == 0
    assert '"night-1"' in capsys.readouterr().out
