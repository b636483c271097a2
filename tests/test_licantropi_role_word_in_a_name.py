"""Licantropi: «indago Nerone» with no player Nerone. "Nerone" holds "nero" of the Mago nero, but
neither the rulebook nor the ruleset calls any role so: it is told as no such player (with the
players it resembles, if any), never «sembra un ruolo (Mago nero)» (lupus_mod/orders/role_said.py)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def test_indago_nerone_is_no_such_player(tmp_path: Path, runner) -> None:
    game = copy_example("licantropi", tmp_path)
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert "Indago Spiritella" in text
    log.write_text(text.replace("Indago Spiritella", "indago Nerone"), encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 1
    # The GM's messages are in English under the tests (tests/conftest.py).
    assert 'Merlina wrote "indago Nerone": no player called "Nerone"' in result.output
    assert "looks like a role" not in result.output and "Mago nero" not in result.output


def test_a_role_misspelt_by_its_ending_is_still_told_as_a_role(tmp_path: Path, runner) -> None:
    game = copy_example("licantropi", tmp_path)
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    log.write_text(text.replace("Indago Spiritella", "indago la veggenta"), encoding="utf-8")
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 1 and "«veggenta» looks like a role (Veggente)" in result.output
