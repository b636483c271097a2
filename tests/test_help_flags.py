"""`--help` shows the value an option takes, and none beside a flag: Typer's renderer writes a
flag's Python type (`--json <bool>`, `--help <bool>`), which reads as a value to give, in
every language; the value's name is in the GM's language (lupus_mod/commands/help.py)."""
from __future__ import annotations

import re

import pytest

from lupus_mod.cli import COMMANDS


GAME_PATH = {"en": "<path>", "it": "<percorso>", "fr": "<chemin>"}
ENGLISH_TYPES = ("<str>", "<path>", "<int", "range>", "<float>", "ROLE=N", "NAME", "YYYY")


@pytest.mark.parametrize("language", ["en", "it", "fr"])
def test_no_flag_shows_a_type_and_valued_options_keep_theirs(language: str, monkeypatch, capsys) -> None:
    from typer.core import TyperOption

    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    before = TyperOption.display_type_rich
    for command in ([], *([c] for c in sorted(COMMANDS))):
        assert run([*command, "--help"]) == 0, command
        shown = capsys.readouterr().out
        assert "<bool>" not in shown, (command, shown)
        helped = [line for line in shown.splitlines() if re.search(r"│ +--help\b", line)]
        assert helped and all("<" not in line for line in helped), (command, helped)
        if command and command[0] in ("check", "status", "night"):
            assert re.search(rf"--game +{GAME_PATH[language]}", shown), (command, shown)
        if language != "en":
            english = [word for word in ENGLISH_TYPES if word in shown]
            assert not english, (command, english)
    assert TyperOption.display_type_rich is before     # put back after each run


PYTHON_TYPES = ("<str>", "<int>", "<int range>", "<float>")


def test_english_help_reads_as_sentences(monkeypatch, capsys) -> None:
    """English help comes from the commands' docstrings: their paragraphs are one line each
    (Typer kept the source's breaks: « and why. A line / of the log that… » at any width), and
    a value is named as a GM says it (`<text>`, `<number>`), never Python's `<str>`."""
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "en")
    monkeypatch.setenv("COLUMNS", "400")
    assert run(["night", "--help"]) == 0
    shown = capsys.readouterr().out
    assert re.search(r"and why\. A line of the log that reads more than one way", shown), shown
    assert "<text>" in shown
    assert run(["--help"]) == 0
    listed = capsys.readouterr().out
    balance = next(line for line in listed.splitlines() if "│ balance" in line)
    assert "closest to even at each size, with the curve" in balance, listed
    for command in sorted(COMMANDS):
        assert run([command, "--help"]) == 0
        shown = capsys.readouterr().out
        assert not [t for t in PYTHON_TYPES if t in shown], (command, shown)
