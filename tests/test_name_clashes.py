"""`check` warns of nicknames the orders would read as another player, or as a word."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.reports.checks import preflight


def _warned(game: Path, old: str, new: str, name: str) -> tuple[list[tuple[str, int | None]], int]:
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    assert old in text
    players.write_text(text.replace(old, new, 1), encoding="utf-8")
    line = players.read_text(encoding="utf-8").splitlines().index(new.splitlines()[-1]) + 1
    found = [(w.file, w.line) for w in preflight(game).warnings if f"«{name}»" in w.message]
    return found, line


@pytest.mark.parametrize("old, new, name", [
    # Pippino's alias the start of Galadriella's name: « indago Gal » read Pippino, unasked.
    ('aliases = ["Pip"]', 'aliases = ["Gal"]', "Gal"),
    # A substitute one letter from Grimaldo: « indago Grimald » read Nazgul's seat, unasked.
    ('name = "Nazgul"\nrole = "lupo-sensitivo"',
     'name = "Nazgul"\nrole = "lupo-sensitivo"\nsubstitutes = [{ name = "Grimald", from = "night 2" }]', "Grimald"),
    # A player called as the word for nobody: « indago Gollum. Anzi, nessuno » named him.
    ('name = "Boromiro"', 'name = "Nessuno"', "Nessuno"),
])
def test_a_nickname_read_as_another_player_or_a_word_is_a_warning_at_its_line(example_game, old, new, name):
    found, line = _warned(example_game, old, new, name)
    assert found == [("players.toml", line)]


@pytest.mark.parametrize("old, new, name", [
    ('aliases = ["Pip"]', 'aliases = ["Pipp"]', "Pipp"),       # the start of his own name
    ('aliases = ["Pip"]', 'aliases = ["Pip", "Gal"]', "Gala"),  # Galadriella's own alias untouched
])
def test_a_nickname_of_the_players_own_name_is_no_warning(example_game, old, new, name):
    found, _ = _warned(example_game, old, new, name)
    assert found == []


def test_the_shipped_roster_has_no_such_warning(example_game):
    assert not [w for w in preflight(example_game).warnings if w.file == "players.toml"]
