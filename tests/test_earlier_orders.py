"""An order said by the night before's ("come ieri", "stessa cosa di ieri"): the stop says whose
orders of which night it offers, or that he gave none — of a round where the ruleset plays rounds
(docs/orders.md; the readings offered are checked by the corpus, tests/corpus/nights-pm-earlier-*)."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.errors import DoubtsFound
from lupus_mod.inputs.line_readings import doubts_text
from lupus_mod.orders.earlier_orders import DEAD_TARGET, SPENT, with_earlier
from lupus_mod.orders.model import EARLIER, HEDGE, NONE, Doubt
from tests.test_reading_corpus import ROOT, run_case


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("earlier")


def _said(games: Path, game: str, phase: dict, sender: str, text: str) -> str:
    stop = run_case(games, {"game": game, **phase}, {"from": sender, "text": text})
    assert isinstance(stop, DoubtsFound), stop
    return doubts_text("it", ROOT / "games" / game, stop)


def test_a_night_offers_the_order_of_the_night_before(games) -> None:
    said = _said(games, "licantropi", {"night": 3}, "Lunaria", "come ieri")
    assert "la notte 2 Lunaria" not in said and "ha dato la notte 2" in said
    assert '"indago Nosferatu"' in said.splitlines()[2]        # the settle line shown


def test_a_night_says_the_sender_gave_no_order(games) -> None:
    said = _said(games, "licantropi", {"night": 3}, "Pazzerello", "come ieri")
    assert "la notte 2 Pazzerello non ha dato nessun ordine" in said


@pytest.mark.parametrize("game, phase, sender, text, first", [
    ("licantropi", {"night": 1}, "Lunaria", "come ieri", "questa è la prima notte"),
    ("acchiappastreghe", {"round": 1}, "Arturo", "attacco come ieri", "questo è il primo turno")])
def test_the_first_night_or_round_says_there_is_none_before(games, game, phase, sender, text, first) -> None:
    said = _said(games, game, phase, sender, text)
    assert first in said and "non ce n" in said


def test_a_round_says_round_not_night(games) -> None:
    said = _said(games, "acchiappastreghe", {"round": 2}, "Arturo", "attacco come ieri")
    assert "nel turno 1 Arturo non ha dato nessun ordine «attacco»" in said
    offered = _said(games, "acchiappastreghe", {"round": 2}, "Guido", "come ieri")
    assert "ha dato nel turno 1" in offered and "notte" not in offered.splitlines()[1]


def test_an_item_passed_on_since_is_named_not_offered(games) -> None:
    said = _said(games, "lupus-of-the-rings", {"night": 2}, "Merrino", "come ieri")
    assert "aveva dato «passo palantir Pippino»" in said and '= "none"' in said


def test_only_the_earlier_doubts_take_the_orders_before() -> None:
    doubts = (Doubt("Sam", "n", 4, "come ieri", EARLIER, (NONE,), keywords=("indago",)),
              Doubt("Sam", "n", 5, "indago Bea?", HEDGE, ("indago Bea", NONE)))
    given = with_earlier(doubts, "1", lambda p: (("passo", "passo palantir Bea", ""),
                                                ("indago", "indago Merry", "")))
    assert given[0].candidates == ("indago Merry", NONE) and given[0].before == "1"
    assert given[1] == doubts[1]


def test_an_order_on_a_player_dead_since_is_named_not_offered(games) -> None:
    said = _said(games, "lupus-of-the-rings", {"night": 2}, "Sarumano", "sbraniamo quello che volevamo ieri")
    assert "aveva dato «sbrano Faramiro», ma il bersaglio è morto" in said and '= "none"' in said


def test_a_dead_target_is_told_only_when_every_order_then_had_one() -> None:
    doubt = Doubt("Sam", "n", 4, "come ieri", EARLIER, (NONE,))
    dead, = with_earlier((doubt,), "1", lambda p: (("sbrano", "sbrano Bea", DEAD_TARGET),))
    mixed, = with_earlier((doubt,), "1", lambda p: (("sbrano", "sbrano Bea", DEAD_TARGET),
                                                   ("passo", "passo palantir Bea", SPENT)))
    assert dead.candidates == (NONE,) and dead.dead_target and not mixed.dead_target
