"""The Voleur's card named by where it lies or as the other one (« celle de gauche », « l'autre »,
orders.card_place): the night asks which of the two cards left out of the deal he takes, with
both offered, never an error guessing a role from the word (« celle » → Petite Fille) nor talk
that leaves him the card he first took."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import cli_json, copy_example
from tests.test_rulebook_phrasings import _replace_body

CARDS = {"prends loup-garou", "prends simple-villageois"}


@pytest.mark.parametrize("body, first", [
    ("Je prends celle de gauche stp", None),
    ("bonsoir ! la carte de droite", None),
    ("pas le villageois, je prends l'autre", "prends loup-garou"),
    ("Je prends le loup-garou.\nnon en fait l'autre 😅", "prends simple-villageois"),
])
def test_a_card_by_its_place_asks_which_card(tmp_path: Path, body: str, first: str | None) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _replace_body(game, "1", "Isidore", body)
    data = cli_json("night", "1", "--game", str(game), code=4)
    (doubt,) = data["doubts"]
    assert doubt["player"] == "Isidore" and doubt["kind"] == "card-place"
    assert set(doubt["candidates"]) == CARDS
    if first:
        # The card he turned down or first took is not the one the settle line offers.
        assert doubt["candidates"][0] == first


@pytest.mark.parametrize("sender, body", [
    ("Amandine", "Je regarde Baptiste, l'autre fois c'était Kilian"),
    ("Isidore", "Je prends le loup-garou, l'autre carte c'est un villageois"),
    ("Dorian", "je vote pour l'autre demain"),
])
def test_the_other_of_something_else_is_no_card(tmp_path: Path, sender: str, body: str) -> None:
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "1.txt"
    if sender == "Dorian":   # no power: a PM of his own
        log.write_text(log.read_text(encoding="utf-8") + f"\n## {sender} @ 2026-11-29 21:40\n{body}\n",
                       encoding="utf-8")
    else:
        _replace_body(game, "1", sender, body)
    data = cli_json("night", "1", "--game", str(game))
    assert not data.get("doubts")
