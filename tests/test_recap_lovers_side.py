"""The recap of a night where Cupidon joins a wolf and a villager: each changes side, to the
lovers' team. The status that made it has the side's name (« amoureux »): the recap says it once,
« Kilian (Simple Villageois) : désormais AMOUREUX », never « amoureux, désormais AMOUREUX »."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.lifecycle.recap import _changes
from lupus_mod.play.game import load_game
from tests.conftest import copy_example


def test_mixed_lovers_change_side_said_once(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    for later in (*game.joinpath("nights").glob("[23].txt"), *game.joinpath("days").glob("*.toml")):
        later.unlink()
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert "J'unis Dorian et Leonie" in text
    log.write_text(text.replace("J'unis Dorian et Leonie", "J'unis Baptiste et Kilian"), encoding="utf-8")
    loaded = load_game(game)
    rows = _changes(chronicle(loaded)[0], loaded.ruleset, str, {})
    assert [(r["player"], r["statuses"], r["faction"]) for r in rows] == [
        ("Baptiste", [], "AMOUREUX"), ("Kilian", [], "AMOUREUX")]
