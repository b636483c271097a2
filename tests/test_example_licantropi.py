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
    # The Strega protects Quercia from the last wolf; no threat is left after day 5.
    "5": ([], [], {"Lunaria": "[b]Zanna[/b] [b]è nera[/b]"}),
    "6": ([], [], {}),
    "7": ([], [], {}),
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
    for day in (1, 2, 3, 4, 5, 6, 7):
        result = runner.invoke(app, ["day", str(day), "--game", str(game)])
        assert result.exit_code == 0, result.output
        posts[day] = (game / "out" / f"day-{day}" / "thread.bbcode").read_text(encoding="utf-8")
    assert "tolto [b]Rosaspina[/b] dal ballottaggio" in posts[1]
    assert "[b]Ombroso[/b] è stato messo al rogo" in posts[1]
    # Day 2: Rosaspina (Bocca di Rosa) is condemned and does not burn; "Il master comunica se e
    # chi e' morto sul rogo": the thread is told nobody burned, never that the fire spared her.
    assert "condanna al rogo [b]Rosaspina[/b]" in posts[2] and "nessuno è stato messo al rogo" in posts[2]
    assert "fiamme" not in posts[2]
    # "Il master comunica se e chi e' morto sul rogo": Bacco's death, never the card of the
    # burned Lupo 3 who took him along, nor how he died.
    assert "Sul rogo muore anche [b]Bacco[/b]." in posts[3]
    assert "Lupo 3" not in posts[3] and "porta con sé" not in posts[3]
    # Day 4: the ballottaggio and its new vote both tied (l.110): nobody dies.
    assert "Anche la nuova votazione finisce in parità: non muore nessuno." in posts[4]
    assert "[b]Zanna[/b] è stata messa al rogo." in posts[5] and "La partita è finita" not in posts[5]
    # Day 7: the last of the VAMPIRI burns, only the VILLAGGIO is left.
    assert "[b]Podesta[/b] è stato messo al rogo." in posts[7]
    assert "[b]La partita è finita![/b]\nVince: [b]VILLAGGIO[/b]" in posts[7]


def test_the_ballottaggi_of_day_4_tie_twice(game: Path) -> None:
    assert _json("tally", "4", "--runoff", "--game", str(game))["runoff"] == ["Zanna", "Becchino"]
    revote = _json("tally", "4", "--revote", "--game", str(game))
    assert revote["burned"] is None and revote["runoff"] == []


def test_the_game_is_over_after_day_7(game: Path) -> None:
    status = _json("status", "--game", str(game))
    assert status["game_over"] and status["ended_in"] == "day 7"
    assert status["winners"]["factions"] == ["villaggio"]
    (game / "nights" / "8.txt").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["night", "8", "--game", str(game)])
    assert result.exit_code == 1 and "the game ended with day 7" in result.output   # LUPUS_MOD_LANGUAGE=en


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


def test_the_recap_tells_the_condemnation_before_the_burning(game: Path) -> None:
    recap = runner.invoke(app, ["recap", "--game", str(game)]).output
    day_1 = recap[recap.index("[b]Giorno 1[/b]"):recap.index("[b]Notte 2[/b]")]
    assert day_1.index("condanna al rogo [b]Ombroso[/b]") < day_1.index("[b]Ombroso[/b] (Traditore): messo al rogo")
    night_1 = recap[recap.index("[b]Notte 1[/b]"):recap.index("[b]Giorno 1[/b]")]
    assert night_1.index("nessun morto") < night_1.index("L'oste ha sentito dire")
