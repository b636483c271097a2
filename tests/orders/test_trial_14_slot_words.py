"""A fourteenth trial of Lupus of the Rings nights (docs/orders.md): Tom Bombadil's «ammalio
Boromiro e... boh il secondo scegli tu» offered `ammalio Boromiro Elrondo` («secondo» read as a
misspelt Elrondo): a slot said by its place and left to the GM names nobody, and the stop offers
the order with its slot open. The game's own players, whose names «secondo» is close to."""
from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from lupus_mod.orders.parse import parse_log
from lupus_mod.play.game import load_game, vocabulary
from tests.orders.vocab import DEADLINE, TZ

GAME = Path(__file__).resolve().parents[2] / "games" / "lupus-of-the-rings"


@cache
def _vocab():
    return vocabulary(load_game(GAME))


def _error(body: str):
    text = f"## Tom Bombadil @ 2024-03-05 21:00\n{body}\n"
    (error,) = parse_log(text, file="nights/2.txt", vocab=_vocab(), tz=TZ, deadline=DEADLINE).errors
    return error


@pytest.mark.parametrize("body", [
    "ammalio Boromiro e... boh il secondo scegli tu",
    "ammalio Boromiro e l'altro decidi tu",
])
def test_a_slot_left_to_the_gm_offers_no_player_nobody_named(body):
    error = _error(body)
    assert '= "ammalio Boromiro <' in error.hint and "Elrondo" not in error.hint + error.message


# Near miss: a misspelt name is still offered as the name it resembles.
def test_a_misspelt_name_is_still_offered():
    assert "Elrondo" in _error("ammalio Boromiro e Elrondp").hint
