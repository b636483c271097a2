"""The French the GM reads says "vous", as every French message of lupus_mod/messages/fr.toml
does; "tu" is for the players (their cards and replies). These sections of the labels are read
by the GM only: a ruleset of his own checked (`[authoring]`, `[authoring-own]`), a doubt of the
PMs (`[reading-pm]`), the ritual played for absent members (`[sentence.round-summary]`)."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LABELS = tomllib.loads((ROOT / "templates" / "fr" / "labels.toml").read_text(encoding="utf-8"))
MESSAGES = tomllib.loads((ROOT / "lupus_mod" / "messages" / "fr.toml").read_text(encoding="utf-8"))
# Second person singular: its pronouns and the imperatives of the GM's hints.
TU = re.compile(r"(?<![\w’'-])(tu|ton|ta|tes|toi|te|écris|choisis|ajoute|retire|change|indique|relance|"
                r"colle|publie|corrige|renomme|enlève|utilise|vérifie|mets|attends)(?![\w’'-])", re.IGNORECASE)


def _texts(table: dict) -> list[str]:
    out = []
    for value in table.values():
        if isinstance(value, dict):
            out += _texts(value)
        elif isinstance(value, str):
            out.append(value)
    return out


@pytest.mark.parametrize("section", [("authoring",), ("authoring-own",), ("reading-pm",)])
def test_the_gms_words_say_vous(section: tuple[str, ...]) -> None:
    table = LABELS
    for key in section:
        table = table[key]
    said = [text for text in _texts(table) if TU.search(text)]
    assert not said, said


def test_the_ritual_warning_says_vous() -> None:
    warning = next(t for name, t in LABELS["sentence"].items() if isinstance(t, dict) and "warning" in t
                   and "rituel" in str(t["warning"]))["warning"]
    assert not TU.search(warning), warning


# The help's sentences describe ("Vérifie le dossier…"): only the pronouns tell "tu" there.
TU_PRONOUNS = re.compile(r"(?<![\w’'-])(tu|ton|ta|tes|toi)(?![\w’'-])", re.IGNORECASE)


def test_the_messages_catalog_says_vous() -> None:
    said = [text for text in _texts(MESSAGES) if TU_PRONOUNS.search(text)]
    assert not said, said
