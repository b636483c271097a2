"""A doubt never offers a power whose uses are spent: the Sorcière saved Kilian on the first
night of the Thiercelieux example ("Elle ne peut utiliser chacune de ses potions qu'une seule
fois"), so « Kilian ce soir » on the second offers her poison, not the potion she drank; her
« je sauve Kilian » is still read as hers, and refused with the reason told."""
from __future__ import annotations

from pathlib import Path

from tests.conftest import cli_json, copy_example


def _add(game: Path, text: str) -> None:
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + f"\n## Capucine @ 2026-11-30 21:40\n{text}\n", encoding="utf-8")


def test_a_spent_power_is_not_offered(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _add(game, "Kilian ce soir")
    data = cli_json("night", "2", "--game", str(game), code=4)
    (doubt,) = data["doubts"]
    assert doubt["candidates"] == ["empoisonne Kilian", "none"]


def test_a_spent_power_is_still_read_as_hers(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _add(game, "je sauve Kilian")
    data = cli_json("night", "2", "--game", str(game))
    assert not data.get("doubts")
    assert [r["kind"] for r in data["readings"] if r["player"] == "Capucine"] == ["order"]
