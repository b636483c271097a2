"""A substitute's own gender (players.toml `substitutes = [{ name, from, gender }]`): from his
phase on the posts agree with him, not with the slot's first player; before it, with her.
Without one he is told masculine, and `check` warns, as for a player (docs/lifecycle.md)."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.lifecycle.substitutions import gender_at, nick_at
from tests.lifecycle.folder import TABLE, make_game, read
from tests.lifecycle.play import cli

# The dawn post's death sentence, by language and gender (templates/<lang>/labels.toml).
FOUND_DEAD = {("it", "m"): "[b]{}[/b] è stato trovato morto.", ("it", "f"): "[b]{}[/b] è stata trovata morta.",
              ("fr", "m"): "[b]{}[/b] a été retrouvé mort.", ("fr", "f"): "[b]{}[/b] a été retrouvée morte."}


def _game(root: Path, language: str, slot: int, substitute: dict[str, str], night: str) -> Path:
    """The table with a substitute from night 2 in the slot `slot`, killed by the wolves on
    `night` (night 1: still the slot's first player)."""
    players = [{"name": n, "role": r, "gender": g} for n, r, g in TABLE]
    players[slot]["substitutes"] = [{"from": "night 2", **substitute}]
    victim = substitute["name"] if night == "2" else TABLE[slot][0]
    logs = {"1": "## Bruna\nsbrano Ezio\n" if night == "2" else f"## Bruna\nsbrano {victim}\n"}
    if night == "2":
        logs["2"] = f"## Bruna\nsbrano {victim}\n"
    game = make_game(root, players=players, nights=logs, days={1: 'burned = ""'} if night == "2" else {})
    config = game / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace('language = "it"', f'language = "{language}"'),
                      encoding="utf-8")
    return game


@pytest.mark.parametrize("language", ["it", "fr"])
@pytest.mark.parametrize("slot, substitute, night, said", [
    (3, {"name": "Dario", "gender": "m"}, "2", ("Dario", "m")),    # Dora's slot, a man's from night 2
    (3, {"name": "Dario", "gender": "m"}, "1", ("Dora", "f")),     # before his phase: Dora still
    (2, {"name": "Carla", "gender": "f"}, "2", ("Carla", "f")),    # Carlo's slot, a woman's
    (3, {"name": "Dario"}, "2", ("Dario", "m")),                   # none given: masculine
])
def test_the_dawn_post_agrees_with_the_nickname_playing_the_slot(
        tmp_path: Path, language: str, slot: int, substitute: dict[str, str], night: str,
        said: tuple[str, str]) -> None:
    game = _game(tmp_path, language, slot, substitute, night)
    for label in ("1", "2")[:int(night)]:
        assert cli("night", label, "--game", game).exit_code == 0
    name, gender = said
    thread = read(game, f"out/night-{night}/thread.bbcode")
    assert FOUND_DEAD[language, gender].format(name) in thread
    other = FOUND_DEAD[language, "f" if gender == "m" else "m"]
    assert other.format(name) not in thread


@pytest.mark.parametrize("language, warned", [("it", "nessun genere per il sostituto Dario"),
                                              ("fr", "aucun genre pour le remplaçant Dario")])
def test_check_warns_of_a_substitute_without_a_gender(tmp_path: Path, language: str, warned: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE")      # the GM's words in the game's language
    game = _game(tmp_path / "none", language, 3, {"name": "Dario"}, "1")
    out = cli("check", "--game", game).output
    line = next(n for n, text in enumerate(read(game, "players.toml").split("\n"), 1) if "Dario" in text)
    assert f"players.toml:{line}: {warned}" in out
    gendered = _game(tmp_path / "given", language, 3, {"name": "Dario", "gender": "m"}, "1")
    assert "Dario" not in cli("check", "--game", gendered).output


def test_a_gender_that_is_no_m_nor_f_is_refused(tmp_path: Path) -> None:
    game = _game(tmp_path, "it", 3, {"name": "Dario", "gender": "x"}, "1")
    line = next(n for n, text in enumerate(read(game, "players.toml").split("\n"), 1) if "Dario" in text)
    assert f"players.toml:{line}: gender must be \"m\" or \"f\", not 'x'" in cli("check", "--game", game, ok=False).output


PHASES = st.sampled_from(["", "setup", "night 1", "day 1", "night 2", "day 2", "night 3", "day 4"])


@given(st.lists(st.tuples(st.sampled_from(["night 1", "day 1", "night 2", "day 3"]),
                          st.sampled_from(["m", "f", ""])), max_size=3),
       st.sampled_from(["m", "f", ""]), PHASES)
def test_the_gender_is_that_of_the_nickname_playing(subs: list[tuple[str, str]], own: str, phase: str) -> None:
    substitutes = tuple((f"Nick{n}", start) for n, (start, _) in enumerate(subs))
    genders = tuple(g for _, g in subs)
    playing = nick_at("Slot", substitutes, phase)
    expected = own if playing == "Slot" else genders[int(playing.removeprefix("Nick"))]
    assert gender_at(own, substitutes, genders, phase) == expected
