"""A signature under an order ("-- Aldo", "Aldo, il veggente") names the sender himself, no other
player: it is not listed among the later lines that name other players (a correction the reader
could not see?), which still lists a line naming someone else."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.lifecycle.folder import make_game
from tests.lifecycle.play import cli

HEAD = "# deadline: 2026-10-01 22:30\n## Aldo @ 2026-10-01 21:00\nindago Bruna\n"


@pytest.mark.parametrize("signature", ["-- Aldo", "Aldo", "Aldo, il veggente più bello"])
def test_a_signature_is_not_a_later_line_naming_others(tmp_path: Path, signature: str) -> None:
    game = make_game(tmp_path, {"1": HEAD + signature + "\n"})
    night = cli("night", "1", "--game", game, "--json")
    assert json.loads(night.stdout)["later_talk"] == []
    assert "Aldo, il veggente" not in cli("night", "1", "--game", game).stderr


def test_a_later_line_naming_another_player_is_still_listed(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": HEAD + "-- Aldo, ma Carlo mi sembra strano\n"})
    later = json.loads(cli("night", "1", "--game", game, "--json").stdout)["later_talk"]
    assert [(row["line"], sorted(row["names"])) for row in later] == [(4, ["Aldo", "Carlo"])]
