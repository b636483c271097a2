"""Presence rules of a ruleset's [composition] (Licantropi): checked on every deal's counts."""
from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.errors import GameFolderError
from lupus_mod.lifecycle.composition import role_counts, size_range
from tests.scenarios.harness import builtin_ruleset

LICANTROPI = builtin_ruleset("licantropi")
LOW, HIGH = size_range(LICANTROPI)


@given(st.integers(LOW, HIGH))
def test_every_standard_size_keeps_the_rules(players: int) -> None:
    counts = role_counts(LICANTROPI, players)
    assert counts["veggente"] and counts["lupo-1"] and counts["lupo-2"]      # "Sempre presente"
    assert players <= 11 or counts.get("lupo-3")        # "sempre presente se ... superiore a 11"
    assert players >= 12 or not counts.get("vampiro")   # "mai presente se ... inferiore a 12"
    assert counts.get("vampiro") or not counts.get("ghoul")   # "mai presente se non esiste il vampiro"


def test_the_rulebook_plays_from_nine() -> None:
    assert LOW == 9       # "un gioco di ruolo per nove o piu' giocatori"


@pytest.mark.parametrize("players, counts, rule", [
    (12, {"lupo-3": 0, "contadino-standard": 2}, "lupo-3 is always present with 12 players"),
    (11, {"vampiro": 1, "traditore": 0}, "vampiro is never present with fewer than 12"),
    (16, {"ghoul": 1, "contadino-standard": 0, "contadino-eroe": 0, "contadino-lupo": 0,
          "guardia": 2}, "ghoul is never present without vampiro"),
    (16, {"veggente": 0, "guardia": 1}, "veggente is always present"),
])
def test_a_deal_against_a_rule_is_refused(players: int, counts: dict, rule: str) -> None:
    with pytest.raises(GameFolderError, match=rule):
        role_counts(LICANTROPI, players, counts)
