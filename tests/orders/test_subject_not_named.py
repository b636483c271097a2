"""« on mange des bonbons » from a wolf: the keyword said of no player stops on the words after it
(« bonbons »), never on its subject « on » as a misspelt player (the GM was told of a player
called « on »)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.orders.line import read_line
from lupus_mod.play.game import load_game, vocabulary
from lupus_mod.orders.names import NameIndex

GAME = Path(__file__).resolve().parents[2] / "games" / "thiercelieux"


def _problem(text: str) -> str:
    reading = read_line(text, NameIndex(vocabulary(load_game(GAME))))
    assert not reading.drafts and len(reading.problems) == 1, text
    return reading.problems[0].message


def test_the_subject_is_no_misspelt_player() -> None:
    for text in ("on mange des bonbons", "nous mangeons des bonbons"):
        message = _problem(text)
        assert "bonbons" in message and "« on »" not in message and '"on"' not in message, message


def test_the_players_named_after_it_still_read() -> None:
    index = NameIndex(vocabulary(load_game(GAME)))
    assert [d.args for d in read_line("on mange Hortense", index).drafts] == [("Hortense",)]
    assert [d.args for d in read_line("on mange hort", index).drafts] == [("Hortense",)]
