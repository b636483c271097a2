"""The warning of an order set aside because it would change an answer already given
(templates/<lang>/labels.toml `[sentence.wait] set_aside`): the answerer's name takes the
language's `de` form, elided in French before a vowel or a mute h («\u00a0d'Inès\u00a0», «\u00a0de
Léa\u00a0»), and the Italian pronoun agrees with the answerer ("gli"/"le")."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.words.render import sentences
from tests.conftest import copy_example

runner = CliRunner()
PARAMS = {"line": 26, "who": "Josephine", "answer_line": 12}


@pytest.mark.parametrize("language, answerer, gender, said", [
    ("fr", "Inès", "f", "envoyée après la réponse d'Inès (ligne 12)"),
    ("fr", "Hugo", "m", "envoyée après la réponse d'Hugo (ligne 12)"),
    ("fr", "Léa", "f", "envoyée après la réponse de Léa (ligne 12)"),
    ("it", "Ivo", "m", "inviata dopo la risposta di Ivo (riga 12), cambierebbe ciò che gli è stato detto."),
    ("it", "Anna", "f", "inviata dopo la risposta di Anna (riga 12), cambierebbe ciò che le è stato detto."),
])
def test_the_answerer_is_named_in_the_language_s_form(language: str, answerer: str, gender: str,
                                                      said: str) -> None:
    text = sentences(language).say("wait.set_aside", {**PARAMS, "answerer": answerer, "gender": gender})
    assert said in text


def test_a_night_names_an_answerer_with_a_vowel_elided(tmp_path: Path) -> None:
    """Thiercelieux's Sorcière renamed Inès answers at 22:10; a wolf changes the victim at
    22:20 (tests/test_waits_thiercelieux.py has the same night with Capucine)."""
    game = copy_example("thiercelieux", tmp_path)
    for path in (game / "players.toml", *(game / "nights").glob("*.txt")):
        path.write_text(path.read_text(encoding="utf-8").replace("Capucine", "Inès"), encoding="utf-8")
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Josephine @ 2026-11-29 22:20\n"
                   "On dévore Gaspard finalement.\n", encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "non appliquée\u00a0: envoyée après la réponse d'Inès (ligne" in result.stderr
    assert "de Inès" not in result.stderr
