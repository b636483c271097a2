"""A role of the ruleset written where a vote's name goes ("Voto il Chupacabra, chiunque sia",
Chupa playing): the name only resembles Chupa's, and the post names a role, not a player. A
doubt naming nobody, never the player Chupa offered: the GM who pasted that settle line counted
a vote the post never cast (docs/tally.md)."""
from __future__ import annotations

from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Wyatt", "Chupa", "Klaatu", "Trinity"))
ROLES = ("Chupacabra", "Sceriffo", "Alieno")


def _reading(text: str, roles: tuple[str, ...] = ROLES) -> tuple[str, str | None, tuple[str, ...]]:
    grammar = read_settings({}, "it", (), roles).grammar
    written = [post(1, "Wyatt", "12:00", text)]
    actions = read_thread(written, grammar, ROSTER)
    reading = post_readings(written, actions, ROSTER)[0]
    return reading.kind, reading.target, tuple(c for a in actions for c in a.candidates)


def test_a_role_of_the_ruleset_is_never_offered_as_the_player_it_resembles() -> None:
    assert _reading("Voto il Chupacabra, chiunque sia") == ("doubt", None, ())
    assert _reading("voto Chupacabra") == ("doubt", None, ())


def test_the_player_himself_and_a_misspelt_player_still_read() -> None:
    assert _reading("voto Chupa")[:2] == ("vote", "Chupa")
    assert _reading("voto Klatu") == ("doubt", None, ("Klaatu",))
    # Without the ruleset's roles the word is only a misspelt name: the resemblance is offered.
    assert _reading("voto il Chupacabra", ()) == ("doubt", None, ("Chupa",))
