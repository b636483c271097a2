"""The shipped Licantropi example game, through the CLI: what each night and day decides."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "games" / "licantropi"
BUILTIN = ROOT / "lupus_mod" / "rulesets" / "licantropi.toml"

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
    target = tmp_path / "game"
    shutil.copytree(EXAMPLE, target, ignore=shutil.ignore_patterns("out", ".cache"))
    return target


def _json(*args: str) -> dict:
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout[result.stdout.index("{"):result.stdout.rindex("}") + 1])


def test_roles_toml_is_the_builtin_ruleset() -> None:
    assert (EXAMPLE / "roles.toml").read_bytes() == BUILTIN.read_bytes()


def test_check_is_clean(game: Path) -> None:
    result = runner.invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("label", sorted(NIGHTS))
def test_night(game: Path, label: str) -> None:
    deaths, revived, told = NIGHTS[label]
    data = _json("night", label, "--game", str(game))
    assert [(d["player"], d["cause"]) for d in data["deaths"]] == deaths
    assert data["revived"] == revived
    for player, words in told.items():
        assert words in data["private"].get(player, ""), f"{player}: {data['private'].get(player)}"
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
