"""The Assassino's order in the rulebook's own words ("Una sola notte si sveglia durante il turno
di un mistico e se e' vivo lo deve uccidere, altrimenti uccide chi vuole"): "mi sveglio nel turno
della veggente" is `uccido veggente`, and a player named as what happens if the mystic is dead
is the order's own player, offered first."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.errors import DoubtsFound
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import run_night
from tests.test_licantropi_new_gm import _dealt, _game


@pytest.fixture(scope="module")
def game(tmp_path_factory) -> Path:
    folder = _game(tmp_path_factory.mktemp("assassino"))
    (folder / "nights" / "1.txt").write_text("# deadline: 2026-12-01 23:30\n", encoding="utf-8")
    (folder / "days" / "1.toml").write_text('burned = ""\n', encoding="utf-8")
    return folder


def _night(game: Path, text: str):
    assassino = _dealt(game, "assassino")
    (game / "nights" / "2.txt").write_text(
        f"# deadline: 2026-12-02 23:30\n\n## {assassino} @ 2026-12-02 22:00\n{text}\n", encoding="utf-8")
    try:
        run = run_night(load_game(game), "2")
    except DoubtsFound as asked:
        return [d.candidates for d in asked.doubts]
    return sorted(o.canonical() for o in run.applied if o.player == assassino)


@pytest.mark.parametrize(("text", "read"), [
    ("mi sveglio nel turno della veggente", ["uccido veggente"]),
    ("stanotte mi sveglio col mago", ["uccido mago"]),
    # "Puo' decidere di non svegliarsi": no order.
    ("stanotte non mi sveglio", []),
    # Near misses: the keyword's own order, and its fallback said with "altrimenti".
    ("uccido il mago", ["uccido mago"]),
])
def test_waking_in_a_mystics_turn_is_the_order(game, text, read):
    assert _night(game, text) == read


def test_a_player_for_a_dead_mystic_is_the_orders_own_player_offered_first(game):
    other = _dealt(game, "sindaco")
    text = f"stanotte mi sveglio col mago e lo faccio fuori. se è già morto pazienza, allora {other}"
    assert _night(game, text) == [(f"uccido mago {other}", "uccido mago", "none")]
    assert _night(game, f"uccido il mago, altrimenti {other}") == [f"uccido mago {other}"]
