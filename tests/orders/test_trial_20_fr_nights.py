"""A twentieth French trial of Thiercelieux's nights: words that named a player they are not.
« ça » was Capucine by the start of her name; « le capitaine » offered Capucine as the name
meant (a GM in a hurry pastes it)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.play.game import load_game, vocabulary

GAME = Path(__file__).resolve().parents[2] / "games" / "thiercelieux"


def _index() -> NameIndex:
    return NameIndex(vocabulary(load_game(GAME)))


def test_a_common_word_is_no_start_of_a_name() -> None:
    index = _index()
    for word in ("ça", "ca", "sa", "ma", "do", "le"):
        assert index.by_prefix(word, PLAYER).target is None, word
    assert index.by_prefix("cap", PLAYER).target == "Capucine"
    assert index.by_prefix("maxe", PLAYER).target == "Maxence"


def test_a_title_is_no_misspelt_player() -> None:
    index = _index()
    assert index.suggest("capitaine", PLAYER) == ()
    assert "Capucine" in index.suggest("Capucin", PLAYER)
