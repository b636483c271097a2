"""A fourteenth trial's doubts told to the GM in words, in both languages (docs/orders.md): an
item and a player written without the pass's verb, other words beside them («palantir a Fosco,
mi fido di lui» from its holder) asks
whether he passes it, not "which power"; a pack order handed over to the mates («decidete voi
ragazzi») asks whether his order falls."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.errors import DoubtsFound
from lupus_mod.inputs.line_readings import doubts_text
from lupus_mod.orders.model import HANDED_OVER, NOUN_ORDER
from tests.orders.test_later import LOTR, read

GAMES = Path(__file__).resolve().parents[2] / "games"
SAID = {"it": ("lo passa a quel giocatore?", "il suo ordine cade"),
        "fr": ("le donne-t-il à ce joueur", "son ordre tombe")}


@pytest.mark.parametrize("language", ["it", "fr"])
def test_an_item_given_and_a_choice_handed_over_are_worded(language):
    # (With nothing beside them, "palantir a Fosco" is the pass: orders/handed_alone.py.)
    parsed, _, _ = read(LOTR, "Merry @ 21:00\npalantir a Fosco, mi fido di lui",
                        "Sam @ 21:00\nsbraniamo Totò", "Sam @ 22:00\nstanotte decidete voi ragazzi, io non ci sono")
    assert sorted(d.kind for d in parsed.doubts) == sorted([NOUN_ORDER, HANDED_OVER])
    text = doubts_text(language, GAMES / LOTR, DoubtsFound(parsed.doubts, parsed.readings, "nights/2.overrides.toml"))
    assert all(words in text for words in SAID[language])
