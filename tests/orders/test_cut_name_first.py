"""A correction a PM later naming a player by the start of his name only (« finalement Bap »,
« finalement Océ »): the night asks, and the settle line offers first the player whose name the
word begins (orders.unread_change), never a name it is only close to (« Océ » → Zoé), nor reads
the line as talk that leaves the first order standing unasked."""
from __future__ import annotations

from pathlib import Path

from tests.conftest import cli_json, copy_example


def test_a_name_cut_short_in_a_later_correction_is_offered_first(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Amandine @ 2026-11-30 21:40\nfinalement Bap\n",
                   encoding="utf-8")
    data = cli_json("night", "2", "--game", str(game), code=4)
    (doubt,) = data["doubts"]
    assert doubt["player"] == "Amandine" and doubt["candidates"][0] == "regarde Baptiste"
