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
