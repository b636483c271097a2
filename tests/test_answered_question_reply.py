"""Once the Sorcière has answered, `night N` no longer writes her question: the GM would send
it again. The rulebook's flow gives no acknowledgement ("le meneur va appeler la sorcière et va
lui montrer la personne tuée par les loups-garous. La sorcière a trois possibilités"), so her
reply holds only what else the night tells her (a refused potion), or is not written at all;
the reply of the run that asked her is removed. Scenarios as data: night 1 of
games/thiercelieux (Kilian is the wolves' victim), Capucine's message asked, then answered."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import PROVISIONAL, app
from tests.conftest import copy_example

QUESTION = "Je montre à la sorcière la victime des loups-garous"
REFUSED = "seule la victime de cette nuit peut être sauvée"

# (Capucine's answer, what her reply holds: None for no reply at all)
SCENARIOS = {
    "heals-the-victim": ("Je sauve Kilian.", None),
    "does-nothing": ("rien", None),
    "poisons": ("J'empoisonne Dorian.", None),
    "heals-another": ("Je sauve Dorian.", REFUSED),
}


def _night(game: Path) -> CliRunner:
    return CliRunner().invoke(app, ["night", "1", "--game", str(game)])


@pytest.mark.parametrize("name", SCENARIOS)
def test_her_answered_question_is_not_sent_again(tmp_path: Path, name: str) -> None:
    answer, holds = SCENARIOS[name]
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "1.txt"
    without = re.sub(r"## Capucine @ [^\n]*\n[^#]*", "", log.read_text(encoding="utf-8"))
    log.write_text(without, encoding="utf-8")
    reply = game / "out" / "night-1" / "pm" / "Capucine.bbcode"
    asked = _night(game)
    assert asked.exit_code == PROVISIONAL, asked.output
    assert QUESTION in reply.read_text(encoding="utf-8")
    log.write_text(f"{without}\n## Capucine @ 2026-11-29 23:40\n{answer}\n", encoding="utf-8")
    answered = _night(game)
    assert answered.exit_code == 0, answered.output
    assert reply.exists() == bool(holds), answered.stderr
    if holds:
        text = reply.read_text(encoding="utf-8")
        assert holds in text and QUESTION not in text, text
    assert not any(QUESTION in p.read_text(encoding="utf-8") for p in reply.parent.iterdir())
