"""The shipped Cowboys & Aliens example game, through the CLI: what each night and day decides."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import assert_night, cli_json, copy_example

ROOT = Path(__file__).resolve().parents[1]

runner = CliRunner()

# night -> (deaths in order, {player: words his private reply must contain})
NIGHTS = {
    # Messages agree with the player's gender (players.toml): Jolene is a woman.
    "1": ([], {"Jolene": "ti ha attaccata", "Zorg": "decida di salvarla",
               "Sundance": "[b]Chupa[/b] [b]è un ALIENO[/b]"}),
    "2": ([("Falco", "morso"), ("Jolene", "dissanguamento")],
          {"Wyatt": "Soldato Alieno", "Belle Starr": "[b]Django[/b]", "Django": "[b]Belle Starr[/b]",
           "Tumbleweed": "gufo", "Corvo": "che [b]Rattlesnake[/b] è [b]Cowboy[/b]."}),
    "3": ([("Django", "morso"), ("Sundance", "sparo")], {"Calamity": "Soldato Alieno"}),
    "4": ([("Tumbleweed", "morso")], {}),
}


@pytest.fixture()
def game(tmp_path: Path) -> Path:
    return copy_example("cowboys-and-aliens", tmp_path)


def _json(*args: str) -> dict:
    return cli_json(*args)


@pytest.mark.parametrize("label", sorted(NIGHTS))
def test_night(game: Path, label: str) -> None:
    deaths, told = NIGHTS[label]
    data = _json("night", label, "--game", str(game))
    assert_night(data, deaths, told)
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
    # The final roles name what a brainwashed player was dealt.
    assert "[b]Calamity[/b]: Soldato Alieno (era Guardingo) — INVASIONE" in post
    assert "[b]Falco[/b]: Vicesceriffo (credeva di essere Cowboy) — VILLAGGIO" in post


def test_status_names_no_items_in_a_game_without_items(game: Path) -> None:
    result = runner.invoke(app, ["status", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert "Oggetti: nessuno" in result.output
    assert "PARTITA FINITA: vince VILLAGGIO PELLEROSSA" in result.output


def test_a_refused_phase_is_told_and_the_use_is_kept(game: Path) -> None:
    # The rulebook's own phrasings, with a phase the rules refuse: the Sciamano is not of the
    # VILLAGGIO, the Sceriffo has no night phase. Each is told why, and that his use is kept.
    night = game / "nights" / "2.txt"
    text = night.read_text(encoding="utf-8")
    text = text.replace("recluto Klondike, agisco durante la fase della Guardia del Corpo",
                        "recluto Klondike durante la fase dello Sceriffo")
    night.write_text(text + "\n## Trinity @ 2026-11-03 21:25\nsparo Sundance nella fase dello Sciamano\n",
                     encoding="utf-8")
    data = _json("night", "2", "--game", str(game))
    assert ("il ruolo Sceriffo non ha una fase notturna: scegli quella di un ruolo che agisce di notte. "
            "Il potere non è stato consumato: potrai usarlo un'altra notte.") in data["private"]["Belle Starr"]
    assert ("puoi agire solo nella fase di un ruolo della fazione VILLAGGIO. Il potere non è stato "
            "consumato") in data["private"]["Trinity"]
    # Night 3: the Pistolero's one shot is still his.
    assert ("Sundance", "sparo") in [(d["player"], d["cause"]) for d in _json("night", "3", "--game", str(game))["deaths"]]


def test_a_recruited_player_shows_as_recruited_in_status_and_recap(game: Path) -> None:
    # The Bandito keeps his use on night 2 and is not burned on day 2: on night 3 the Guardingo
    # is brainwashed before his step, so her phase is "dead" and the recruit succeeds.
    night2 = game / "nights" / "2.txt"
    night2.write_text(night2.read_text(encoding="utf-8").replace(
        "## Belle Starr @ 2026-11-03 21:04\nrecluto Klondike, agisco durante la fase della Guardia del Corpo\n", ""),
        encoding="utf-8")
    day2 = game / "days" / "2.toml"
    day2.write_text(day2.read_text(encoding="utf-8").replace('"Belle Starr"', '"Marylou"'), encoding="utf-8")
    with (game / "nights" / "3.txt").open("a", encoding="utf-8") as log:
        log.write("\n## Belle Starr @ 2026-11-04 21:20\nrecluto Klondike durante la fase del Guardingo\n")
    assert "ora sei un FUORILEGGE" in _json("night", "3", "--game", str(game))["private"]["Klondike"]
    status = runner.invoke(app, ["status", "--game", str(game)])
    assert "Klondike — Cowboy [FUORILEGGE] — reclutato —" in status.output
    for day in ("1", "2"):
        runner.invoke(app, ["day", day, "--game", str(game)])
    result = runner.invoke(app, ["recap", "--game", str(game)])
    assert result.exit_code == 0, result.output
    recap = (game / "out" / "recap.bbcode").read_text(encoding="utf-8")
    night3 = recap.split("[b]Notte 3[/b]")[1].split("[b]Giorno 3[/b]")[0]
    assert "- [b]Klondike[/b] (Cowboy): reclutato, ora FUORILEGGE\n" in night3
    assert "- [b]Calamity[/b] (Guardingo): convertita, ora Soldato Alieno — INVASIONE\n" in night3


def test_the_tribes_kill_is_worded_as_the_rulebook_calls_it(game: Path) -> None:
    # No wolves in this game: the rulebook's ORDINE AZIONI calls the tribe's kill "Morso".
    for label in ("1", "2"):
        assert runner.invoke(app, ["night", label, "--game", str(game)]).exit_code == 0
    runner.invoke(app, ["day", "1", "--game", str(game)])
    runner.invoke(app, ["recap", "--game", str(game)])
    status = runner.invoke(app, ["status", "--game", str(game)]).output
    texts = {"status": status, "recap": (game / "out" / "recap.bbcode").read_text(encoding="utf-8"),
             "gm-log": (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")}
    for name, text in texts.items():
        assert "morso dei Pellerossa" in text and "lupi" not in text, (name, text)
