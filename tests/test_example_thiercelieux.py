"""The shipped Thiercelieux example game, through the CLI: what each night and day decides."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import assert_night, cli_json, copy_example
from lupus_mod.play.game import load_game
from lupus_mod.tally.request import day_facts

ROOT = Path(__file__).resolve().parents[1]

runner = CliRunner()

# night -> (deaths in order, {player: words his private reply must contain})
NIGHTS = {
    # The Voleur takes the spare wolf card; the Sorcière saves the wolves' victim.
    "1": ([], {"Isidore": "[b]Loup-Garou[/b]", "Baptiste": "[b]Isidore[/b] vous a rejoints",
               "Dorian": "amoureux de [b]Leonie[/b]", "Capucine": "victime des loups-garous\u00a0: [b]Kilian[/b]",
               "Amandine": "[b]Baptiste[/b]\u00a0: [b]Loup-Garou[/b]"}),
    # The Chasseur, devoured, fires his standing shot; the Sorcière only hears the phrase.
    "2": ([("Fernand", "loups-garous"), ("Josephine", "fusil")],
          {"Capucine": "Je montre à la sorcière la victime des loups-garous.",
           "Amandine": "[b]Isidore[/b]\u00a0: [b]Loup-Garou[/b]"}),
    # A lover devoured, the other dies of grief; the poison kills the last wolf.
    "3": ([("Dorian", "loups-garous"), ("Leonie", "chagrin"), ("Isidore", "poison")], {}),
}


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    return copy_example("thiercelieux", tmp_path)


def _json(*args: str) -> dict:
    return cli_json(*args)


@pytest.mark.parametrize("label", sorted(NIGHTS))
def test_night(game: Path, label: str) -> None:
    deaths, told = NIGHTS[label]
    data = _json("night", label, "--game", str(game))
    assert_night(data, deaths, told)
    assert not data["rejected"]
    assert "victime" not in data["public"]          # nothing hidden leaks into the dawn post


def test_the_village_wins_on_night_three(game: Path) -> None:
    data = _json("night", "3", "--game", str(game))
    assert data["winners"]["factions"] == ["villageois"]
    assert "Isidore" not in data["winners"]["players"]     # the Voleur who took a wolf card


def test_the_capitaine_is_announced_and_breaks_ties(game: Path) -> None:
    result = runner.invoke(app, ["day", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    post = (game / "out" / "day-1" / "thread.bbcode").read_text(encoding="utf-8")
    assert "[b]Amandine[/b] est élue Capitaine du village." in post
    facts = day_facts(load_game(game), 2)
    assert facts.tie_weights == {"Amandine": 2} and "Amandine" not in facts.weights


def test_the_example_is_played_to_its_end_with_nothing_awaited(game: Path) -> None:
    """Every phase runs final (exit 0, never PROVISOIRE) and `check` is clean: nothing waits."""
    for command in (["night", "1"], ["day", "1"], ["night", "2"], ["day", "2"], ["night", "3"]):
        result = runner.invoke(app, [*command, "--game", str(game)])
        assert result.exit_code == 0, result.output
        assert "PROVISOIRE" not in result.output and "EN ATTENTE" not in result.output
    checked = runner.invoke(app, ["check", "--game", str(game)])
    assert checked.exit_code == 0 and checked.stdout.strip().endswith("ok: no problems found"), checked.output
    status = _json("status", "--game", str(game))
    assert status["game_over"] and status["awaited"] == []
