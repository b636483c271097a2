"""A player whose nickname is another power's keyword ("Salvo", the Leader Alieno's `salvo`):
named where an order awaits a player, he is that player, and the night is the night of any
other nickname (docs/orders.md, "Names that are order words")."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import cli_json, copy_example


def _renamed(tmp_path: Path, old: str, new: str) -> Path:
    game = copy_example("cowboys-and-aliens", tmp_path / new)
    for path in [game / "players.toml", *sorted((game / "nights").glob("*.txt")),
                 *sorted((game / "days").glob("*.toml"))]:
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    return game


def _night(game: Path) -> dict:
    return cli_json("night", "1", "--game", str(game))


@pytest.mark.parametrize("keyword", ["Salvo", "Alfa", "Sparo"])
def test_a_keyword_nickname_after_an_order_is_the_player(tmp_path: Path, keyword: str) -> None:
    plain = _night(copy_example("cowboys-and-aliens", tmp_path))
    named = _night(_renamed(tmp_path, "Jolene", keyword))
    line = next(r for r in named["readings"] if r["line"] == 14)
    assert (line["kind"], line["reading"]) == ("order", f"dissanguo {keyword}")
    for part in ("private", "public", "deaths", "unapplied", "unread"):
        assert json.dumps(named[part]) == json.dumps(plain[part]).replace("Jolene", keyword), part


@pytest.mark.parametrize("written, reading", [
    ("indago su Salvo", "indago Salvo"),             # a link between the order and the name
    ("indago Salvo e niente altro", "indago Salvo"),
    ("indago Corvo, salvo", "indago Corvo; salvo"),  # after a separator: the word is a keyword
])
def test_only_a_name_an_order_still_awaits_is_read_as_the_player(tmp_path: Path, written: str,
                                                                 reading: str) -> None:
    game = _renamed(tmp_path, "Jolene", "Salvo")
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert "Ciao master! Stanotte indago su Corvo, non mi convince." in text
    log.write_text(text.replace("Ciao master! Stanotte indago su Corvo, non mi convince.", written),
                   encoding="utf-8")
    readings = [r for r in _night(game)["readings"] if r["player"] == "Calamity"]
    assert [r["reading"] for r in readings if r["kind"] in ("order", "correction")][-1] == reading
