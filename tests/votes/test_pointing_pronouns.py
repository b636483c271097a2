"""A pronoun after the keyword ("voto lui", « je vote elle ») points back to a player named
before it; it is never the start of a player's name (Luigi, Leila): "Buck mi accusa? voto lui"
was counted for Luigi, whom nobody voted (docs/tally.md)."""
from __future__ import annotations

import pytest
from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Luigi", "Ezechiele", "Buck", "Ugo"))


def _reading(text: str, language: str = "it") -> tuple[str, str | None, tuple[str, ...]]:
    grammar = read_settings({}, language, ()).grammar
    written = [post(1, "Ugo", "12:00", text)]
    reading = post_readings(written, read_thread(written, grammar, ROSTER), ROSTER)[0]
    return reading.kind, reading.target, reading.candidates


@pytest.mark.parametrize("text, meant", [
    ("Ezechiele mi vota? ok allora io voto lui, cosi impara 😤", "Ezechiele"),
    ("Buck mi accusa? voto lui allora", "Buck"),
    ("Buck mente. voto lui.", "Buck"),
    # A name past the pronoun is no vote of its: « non Ugo » denies him, the comma is no colon.
    ("Buck al 100%. voto lui, non Ugo", "Buck"),
    ("Buck mente, voto per lui", "Buck"),
])
def test_a_pronoun_points_back_never_to_a_name_it_starts(text: str, meant: str) -> None:
    kind, target, candidates = _reading(text)
    assert kind == "doubt" and meant in (target, *candidates)
    assert not {"Luigi", "Ugo"} & {target, *candidates}


def test_so_in_french() -> None:
    kind, target, candidates = _reading("Buck ment. je vote lui.", "fr")
    assert kind == "doubt" and "Buck" in (target, *candidates) and "Luigi" not in (target, *candidates)


def test_the_name_itself_is_still_a_vote() -> None:
    assert _reading("voto Luigi")[:2] == ("vote", "Luigi")
    assert _reading("voto Lui")[:2] != ("vote", "Luigi")
