"""NOTA TECNICA 11: "Il lupo 3 porta con se' qualcuno solo se viene bruciato sul rogo". A «porto»
written for a day when the Lupo 3 was pardoned (or not burned) is refused for that reason, which
the GM reads (`day`, `check`, the GM log, the tally's note), never «nessun giocatore vivo ha
questo potere»: he is alive and holds it (docs/rulings/licantropi.md, "Nota tecnica 11")."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.tally.request import day_facts
from tests.conftest import copy_example

PARDONED = "«porto = Bacco» — Ululone è stato graziato, non bruciato: non porta nessuno con sé"


def _day_one(tmp_path: Path, text: str) -> Path:
    game = copy_example("licantropi", tmp_path)
    (game / "days" / "1.toml").write_text(text, encoding="utf-8")
    (game / "days" / "1-runoff.txt").unlink()
    return game


def test_the_pardoned_lupo_3s_porto_is_refused_as_pardoned(tmp_path: Path, runner) -> None:
    game = _day_one(tmp_path, 'burned = "Ululone"\ngrazio = "Ululone"\nporto = "Bacco"\n')
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert f"days/1.toml:3 — {PARDONED}" in result.output
    assert "nessun giocatore vivo ha questo potere" not in result.output
    log = (game / "out" / "day-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "Ululone è stato graziato, non bruciato: non porta nessuno con sé" in log
    checked = runner.invoke(app, ["check", "--game", str(game)])
    assert f"days/1.toml:3: {PARDONED}" in checked.output


def test_a_porto_before_the_burning_is_not_said_of_a_missing_holder(tmp_path: Path) -> None:
    """The tally's preview of the day choices: nobody is burned yet, Ululone is alive."""
    game = _day_one(tmp_path, 'porto = "Bacco"\n')
    [note] = [n for n in day_facts(load_game(game), 1).refused if n["keyword"] == "porto"]
    assert note["cause"] == "holder-not-burned" and note["holder"] == "Ululone"


def test_the_tallys_note_names_the_lupo_3(tmp_path: Path, runner) -> None:
    game = copy_example("licantropi", tmp_path)
    (game / "days" / "1.toml").write_text(
        'porto = "Bacco"\n\n[runoff]\ncandidates = ["Ombroso", "Rosaspina"]\n', encoding="utf-8")
    result = runner.invoke(app, ["tally", "1", "--runoff", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert ('days/1.toml: porto = "Bacco" non vale (Ululone non è stato bruciato sul rogo: non porta '
            "nessuno con sé): non è applicato") in result.output
