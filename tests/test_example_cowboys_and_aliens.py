"""The shipped Cowboys & Aliens example game, through the CLI: what each night and day decides."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "games" / "cowboys-and-aliens"
BUILTIN = ROOT / "lupus_mod" / "rulesets" / "cowboys-and-aliens.toml"

runner = CliRunner()

# night -> (deaths in order, {player: words his private reply must contain})
NIGHTS = {
    "1": ([], {"Jolene": "Chupacabra", "Zorg": "dissanguato [b]Jolene[/b]",
               "Sundance": "[b]Chupa[/b] [b]è un ALIENO[/b]"}),
    "2": ([("Falco", "sbrano"), ("Jolene", "dissanguamento")],
          {"Wyatt": "Soldato Alieno", "Belle Starr": "[b]Django[/b]", "Django": "[b]Belle Starr[/b]",
           "Tumbleweed": "gufo", "Corvo": "[b]Cowboy[/b]"}),
    "3": ([("Django", "sbrano"), ("Sundance", "sparo")], {"Calamity": "Soldato Alieno"}),
    "4": ([("Tumbleweed", "sbrano")], {}),
}


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    target = tmp_path / "game"
    shutil.copytree(EXAMPLE, target, ignore=shutil.ignore_patterns("out", ".cache"))
    return target


def _json(*args: str) -> dict:
    result = runner.invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_roles_toml_is_the_builtin_ruleset() -> None:
    assert (EXAMPLE / "roles.toml").read_bytes() == BUILTIN.read_bytes()


def test_check_is_clean(game: Path) -> None:
    result = runner.invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("label", sorted(NIGHTS))
def test_night(game: Path, label: str) -> None:
    deaths, told = NIGHTS[label]
    data = _json("night", label, "--game", str(game))
    assert [(d["player"], d["cause"]) for d in data["deaths"]] == deaths
    for player, words in told.items():
        assert words in data["private"].get(player, ""), f"{player}: {data['private'].get(player)}"
    names = {d["player"] for d in data["deaths"]}
    assert not names & set(data["alive"])
    assert data["winners"] is None


def test_the_late_bite_is_not_applied(game: Path) -> None:
    data = _json("night", "4", "--game", str(game))
    assert any(r["player"] == "Nuvola Rossa" and r["reason"] == "late" for r in data["rejected"])
    assert "Doc" in data["alive"]


def test_the_tribe_wins_on_day_four(game: Path) -> None:
    result = runner.invoke(app, ["day", "4", "--game", str(game)])
    assert result.exit_code == 0, result.output
    post = (game / "out" / "day-4" / "thread.bbcode").read_text(encoding="utf-8")
    assert "VILLAGGIO PELLEROSSA" in post
    for winner in ("Nuvola Rossa", "Corvo", "Lupetto"):
        assert winner in post
