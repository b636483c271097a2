"""A question that follows a death waits for the answer that can undo the death ("le meneur va
appeler la sorcière et va lui montrer la personne tuée"): while the Sorcière has not chosen,
the wolves' victim — the Capitaine asked for his heir, the Chasseur for his shot — is not
told he died; only her reply is to be sent. Once she answers, his question is asked."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

runner = CliRunner()


def _game(tmp_path: Path, victim: str) -> Path:
    game = copy_example("thiercelieux", tmp_path)
    for later in ("nights/3.txt", "days/2.toml"):
        (game / later).unlink()
    night1 = game / "nights" / "1.txt"
    night1.write_text(night1.read_text(encoding="utf-8").replace("Je sauve Kilian.", "Je ne fais rien."),
                      encoding="utf-8")       # her healing potion still hers on night 2
    night2 = game / "nights" / "2.txt"
    night2.write_text(night2.read_text(encoding="utf-8").replace("je dévore Fernand.", f"je dévore {victim}."),
                      encoding="utf-8")
    return game


def _night_2(game: Path):
    result = runner.invoke(app, ["night", "2", "--game", str(game)])
    return result, (game / "out" / "night-2" / "pm" / "Amandine.bbcode").read_text(encoding="utf-8")


def test_the_capitaine_is_asked_for_his_heir_only_once_the_sorciere_chose(tmp_path: Path) -> None:
    game = _game(tmp_path, "Amandine")               # the Capitaine elected on day 1
    result, reply = _night_2(game)
    assert result.exit_code == 3, result.output
    assert "Capucine" in result.output and "successeur" not in result.output
    assert reply.startswith("=== PROVISOIRE")        # not to be sent: she may yet be saved
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Capucine @ 2026-11-30 23:40\nJe ne fais rien.\n",
                   encoding="utf-8")
    result, reply = _night_2(game)
    assert "successeur" in result.output and "out/night-2/pm/Amandine.bbcode" in result.output
    assert not reply.startswith("=== PROVISOIRE")
