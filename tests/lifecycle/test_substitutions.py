"""Substitutions: from the phase it starts, the new nickname is used in every output."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lupus_mod.lifecycle.substitutions import nick_at, phase_position
from tests.lifecycle.folder import TABLE, make_game, night_json, read
from tests.lifecycle.play import cli

SUBS = (("Nuovo", "day 1"), ("Terzo", "notte 3"))


@pytest.mark.parametrize("phase, first_night, position", [
    ("", 1, 0), ("setup", 1, 0), ("night 1", 1, 1), ("day 1", 1, 2), ("night 2", 1, 3),
    ("Notte 3", 1, 5), ("giorno 2", 1, 4), ("night 0", 0, 1), ("night 1", 0, 3), ("day 1", 0, 2),
])
def test_phase_positions(phase: str, first_night: int, position: int) -> None:
    assert phase_position(phase, first_night) == position


@pytest.mark.parametrize("phase", ["night", "day 0", "night 0", "tomorrow 2"])
def test_bad_phases(phase: str) -> None:
    with pytest.raises(ValueError):
        phase_position(phase, 1)


@pytest.mark.parametrize("phase, nick", [
    ("setup", "Vecchio"), ("night 1", "Vecchio"), ("day 1", "Nuovo"), ("night 2", "Nuovo"),
    ("day 2", "Nuovo"), ("night 3", "Terzo"), ("day 5", "Terzo"), ("", "Terzo"),
])
def test_the_nickname_playing_a_slot(phase: str, nick: str) -> None:
    assert nick_at("Vecchio", SUBS, phase, 1) == nick


def _game(tmp_path: Path) -> Path:
    players = [{"name": n, "role": r, "gender": g} for n, r, g in TABLE]
    players[0]["substitutes"] = [{"name": "Aldino", "from": "day 1"}]      # the Veggente
    players[2]["substitutes"] = [{"name": "Carletto", "from": "night 2"}]  # a Contadino
    return make_game(tmp_path, players=players, nights={
        "1": "## Aldo\nindago Carlo\n",
        "2": "## Aldino\nindago Carletto\n## Bruna\nsbrano Carletto\n",
    }, days={1: 'burned = ""'})


def test_private_replies_and_the_thread_use_the_nickname_of_the_phase(tmp_path: Path) -> None:
    game = _game(tmp_path)
    first = night_json(game, "1")
    assert "Aldo" in first["private"]
    assert read(game, "out/night-1/pm/Aldo.bbcode").startswith(
        "[b]Notte 1 — messaggio del Master per Aldo[/b]")
    assert "Il responso su [b]Carlo[/b]" in read(game, "out/night-1/pm/Aldo.bbcode")
    second = night_json(game, "2")
    assert second["deaths"] == [{"player": "Carlo", "cause": "sbrano"}]     # slots in the JSON
    reply = read(game, "out/night-2/pm/Aldino.bbcode")
    assert reply.startswith("[b]Notte 2 — messaggio del Master per Aldino[/b]")
    assert "Il responso su [b]Carletto[/b]" in reply
    assert not (game / "out" / "night-2" / "pm" / "Aldo.bbcode").exists()
    assert "[b]Carletto[/b] è stato trovato morto." in read(game, "out/night-2/thread.bbcode")


def test_status_shows_the_history_right_for_the_phase(tmp_path: Path) -> None:
    game = _game(tmp_path)
    (game / "days" / "1.toml").unlink()
    (game / "nights" / "2.txt").unlink()
    status = json.loads(cli("status", "--game", game, "--json").output)
    aldo = status["players"][0]
    assert status["phase"] == "night 1" and aldo["playing_as"] == "Aldo"
    assert aldo["substitutions"] == [{"name": "Aldino", "from": "day 1", "started": False}]
    (game / "days" / "1.toml").write_text('burned = ""\n', encoding="utf-8")
    aldo = json.loads(cli("status", "--game", game, "--json").output)["players"][0]
    assert aldo["playing_as"] == "Aldino" and aldo["substitutions"][0]["started"] is True
    text = cli("status", "--game", game).output
    assert "Aldo (giocato da Aldino)" in text and "sostituito da Aldino dal giorno 1" in text


@pytest.mark.parametrize("entry, message", [
    ('[{ name = "X", from = "domani" }]', "not a phase"),
    ('[{ from = "day 2" }]', "needs a `name`"),
])
def test_a_bad_substitute_is_a_clear_error(tmp_path: Path, entry: str, message: str) -> None:
    game = make_game(tmp_path, nights={"1": ""})
    text = read(game, "players.toml").replace('name = "Carlo"\n', f'name = "Carlo"\nsubstitutes = {entry}\n')
    (game / "players.toml").write_text(text, encoding="utf-8")
    result = cli("night", "1", "--game", game, ok=False)
    assert result.exit_code == 1 and "players.toml:" in result.output and message in result.output
