"""A misspelt power word ("indgo Chupa") is answered with "did you mean" in the form of the
sender's own power: in Cowboys & Aliens `indago` is both the Guardingo's (a player and, at will,
the owl's recipient) and the Man in Black's (one player); a Man in Black's PM is shown his own
form and the one line that settles it (docs/orders.md "Errors and how to fix them")."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.errors import LupusError, each_problem
from tests.test_reading_corpus import run_case

NIGHT = {"game": "cowboys-and-aliens", "night": 2}


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("misspelt")


def _stop(games: Path, sender: str, text: str) -> str:
    stop = run_case(games, NIGHT, {"from": sender, "text": text})
    assert isinstance(stop, LupusError), stop
    return "\n".join(p.render() for p in each_problem(stop))


# A misspelt keyword; an order that cannot be read (trial 20, cow-a: a role where his one player
# goes, told the Guardingo's form).
@pytest.mark.parametrize("text, settle", [
    ("indgo Chupa", "indago Chupa"),
    ("scansiono la guardia del corpo xke stamattina ha difeso troppo Jolene", "indago <player>"),
])
def test_a_man_in_black_is_shown_his_own_form(games, text, settle) -> None:
    said = _stop(games, "Sundance", text)
    assert "`indago <player>`" in said and "<player?>" not in said
    assert f'"4" = "{settle}"' in said


def test_two_names_for_his_one_leave_the_blank(games) -> None:
    said = _stop(games, "Sundance", "indgao Chupa e Zorg")
    assert '"4" = "indago <player>"' in said


def test_the_guardingo_keeps_the_owl(games) -> None:
    said = _stop(games, "Calamity", "indgo Chupa")
    assert "`indago <player> <player?>`" in said



def test_the_guardingo_keeps_the_owl_when_it_cannot_be_read(games) -> None:
    said = _stop(games, "Calamity", "indago la guardia del corpo xke stamattina ha difeso troppo Jolene")
    assert "<player?>" in said
