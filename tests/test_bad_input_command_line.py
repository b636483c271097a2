"""A command line a tired GM types wrong, and the help he reads: the app's own usage line is
in his language, a first word that is no command is named as such and sends him to the list
of commands (lupus_mod/commands/usage.py, help.py)."""
from __future__ import annotations

import pytest

USAGE = {"en": "Usage: lupus-mod [OPTIONS] COMMAND [ARGS]...",
         "it": "Uso: lupus-mod [OPZIONI] COMANDO [ARGOMENTI]...",
         "fr": "Utilisation\u00a0: lupus-mod [OPTIONS] COMMANDE [ARGUMENTS]..."}


@pytest.mark.parametrize("language", sorted(USAGE))
def test_the_apps_usage_line_is_in_the_gms_language(language: str, monkeypatch, capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.setenv("COLUMNS", "200")
    assert run(["--help"]) == 0
    assert USAGE[language] in capsys.readouterr().out


@pytest.mark.parametrize("language, args, said", [
    ("it", ["nigth", "1"], "errore: il comando nigth non esiste (forse night?)\n  → lupus-mod --help elenca i comandi"),
    ("fr", ["stauts"], "erreur\u00a0: la commande stauts n’existe pas (vouliez-vous dire status\u202f?)\n"
                       "  → lupus-mod --help liste les commandes"),
    ("en", ["frobnicate"], "error: there is no command frobnicate\n  → lupus-mod --help lists the commands"),
    # An option before any command: no command's --help to send the GM to.
    ("it", ["--bogus"], "errore: l'opzione --bogus non esiste\n  → lupus-mod --help elenca i comandi")])
def test_a_word_that_is_no_command_is_named(language: str, args: list[str], said: str,
                                           monkeypatch, capsys, tmp_path) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    monkeypatch.chdir(tmp_path)
    assert run(args) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err, err
