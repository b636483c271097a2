"""A role's description points to another role's entry only when that role is in the game
(roles.toml `see_also`): Licantropi's Veggente says "Vedi anche la voce Oste" in the opening
post and on her card when an Oste is dealt, and not otherwise."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.votes.vote_helpers import new_game

POINTER = "Vedi anche la voce Oste."


def _players(n: int) -> list[str]:
    return [f"Giocatore{k:02d}" for k in range(1, n + 1)]


@pytest.mark.parametrize("size, dealt", [(9, False), (21, True)])
def test_the_veggente_points_to_the_oste_only_when_one_is_dealt(tmp_path: Path, size: int, dealt: bool) -> None:
    game = new_game(tmp_path, "licantropi", _players(size), seed=7, gm="Mastro")
    opening = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert ("[b]Oste[/b]" in opening) == dealt
    assert (POINTER in opening) == dealt
    veggente = [p for p in (game / "out" / "setup" / "pm").glob("*.bbcode")
                if "[size=150][b]Veggente[/b]" in p.read_text(encoding="utf-8")]
    assert veggente and all((POINTER in p.read_text(encoding="utf-8")) == dealt for p in veggente)
