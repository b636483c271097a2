"""The shipped Licantropi example game, through the CLI: what each night and day decides."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import assert_night, cli_json, copy_example

ROOT = Path(__file__).resolve().parents[1]

runner = CliRunner()

# night -> (deaths in order, revived, {player: words his private reply must contain})
NIGHTS = {
    "1": ([], [], {"Lunaria": "[b]Ululone[/b] [b]è nera[/b]", "Zappa": "Romeo: è [b]Giuly[/b]",
                   "Corvonero": "(Lupo 2)", "Becchino": "(Vampiro)",
                   "Merlina": "[b]Spiritella[/b] [b]è azzurra[/b]"}),
    "2": ([], [], {"Corvonero": "non ha avuto successo", "Podesta": "VAMPIRI",
                   "Spiritella": "[b]Ombroso[/b]: la sua aura [b]non è nera[/b]"}),
    "3": ([("Nosferatu", "contrattacco"), ("Zappa", "sbrano"), ("Giuly", "amore"),
           ("Corvonero", "eroe")], ["Zappa"],
          {"Nosferatu": "sei morto", "Zappa": "riportato in vita"}),
    "4": ([("Merlina", "sbrano")], [], {"Spiritella": "[b]Corvonero[/b]: la sua aura [b]è nera[/b]"}),
}


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    return copy_example("licantropi", tmp_path)


def _json(*args: str) -> dict:
    return cli_json(*args)


@pytest.mark.parametrize("label", sorted(NIGHTS))
def test_night(game: Path, label: str) -> None:
    deaths, revived, told = NIGHTS[label]
    data = _json("night", label, "--game", str(game))
    assert_night(data, deaths, told)
    assert data["revived"] == revived
    assert data["winners"] is None


def test_the_innkeeper_tells_the_village_of_a_black_aura(game: Path) -> None:
    for label in ("1", "2"):
        assert "aura nera" in _json("night", label, "--game", str(game))["public"]
    assert "aura nera" not in _json("night", "3", "--game", str(game))["public"]


def test_the_highest_wolf_decides(game: Path) -> None:
    # Zanna (Lupo 2) asked for Quercia, Corvonero (Lupo 1) for Lunaria, protected by the Strega.
    data = _json("night", "2", "--game", str(game))
    assert data["deaths"] == [] and "Quercia" in data["alive"]


def test_the_days(game: Path) -> None:
    posts = {}
    for day in (1, 2, 3):
        result = runner.invoke(app, ["day", str(day), "--game", str(game)])
        assert result.exit_code == 0, result.output
        posts[day] = (game / "out" / f"day-{day}" / "thread.bbcode").read_text(encoding="utf-8")
    assert "tolto [b]Rosaspina[/b] dal ballottaggio" in posts[1]
    assert "[b]Ombroso[/b] è stato messo al rogo" in posts[1]
    assert "le fiamme si spengono" in posts[2] and "nessuno è stato messo al rogo" in posts[2]
    assert "porta con sé [b]Bacco[/b]" in posts[3]


def test_the_ballottaggio_without_the_one_the_avvocato_removed(game: Path) -> None:
    data = _json("tally", "1", "--runoff", "--game", str(game))
    assert data["burned"] == "Ombroso"
    assert data["totals"] == {"Ombroso": 4}
    fates = {v["voter"]: v["status"] for v in data["votes"]}
    assert fates["Merlina"] == "not-a-candidate" and fates["Ombroso"] == "not-eligible"


def test_status_after_the_example(game: Path) -> None:
    data = _json("status", "--game", str(game))
    text = json.dumps(data)
    assert "vampirizzato" in text and "dichiarato" in text
