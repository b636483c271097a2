"""A word beginning several players' names ("indago Grim"): the night orders the doubt's readings
by whom the power may name tonight, the living first (orders.same_start); the round offers a
card said as another player's gift from the bag (orders.given_by)."""
from __future__ import annotations

from lupus_mod.orders.given_by import with_cards
from lupus_mod.orders.model import GIVEN_BY, NONE, SAME_START, Doubt
from lupus_mod.orders.same_start import living_first


def _asked(kind: str, candidates: tuple[str, ...], names: tuple[str, ...], keyword: str) -> Doubt:
    return Doubt("Frodino", "nights/2.txt", 4, "…", kind, candidates, names=names, keywords=(keyword,))


def test_the_living_come_first_and_a_player_the_power_may_not_name_is_named_not_offered() -> None:
    doubt = _asked(SAME_START, ("indago Grimaldo", "indago Grima", "indago Grimilde", NONE),
                   ("Grimaldo", "Grima", "Grimilde"), "indago")
    alive = {"Grima": True, "Grimaldo": False, "Grimilde": False}
    [living] = living_first([doubt], alive.get, lambda sender, keyword, name: name != "Grimilde")
    assert living.candidates == ("indago Grima", "indago Grimaldo", NONE)
    assert living.names == ("Grima", "Grimaldo") and living.spent == ("indago Grimilde",)


def test_other_doubts_are_left_as_they_are() -> None:
    doubt = _asked(GIVEN_BY, (NONE,), ("Carlo",), "gioco")
    assert living_first([doubt], lambda name: True, lambda *asked: False) == (doubt,)


def test_a_card_said_as_given_offers_the_cards_looked_up_then_none() -> None:
    doubt = _asked(GIVEN_BY, (NONE,), ("Carlo",), "gioco")
    [offered] = with_cards((doubt,), lambda player, keyword, giver: ("farina", "fungo"))
    assert offered.candidates == ("gioco farina", "gioco fungo", NONE)
    [none] = with_cards((doubt,), lambda *asked: ())
    assert none.candidates == (NONE,)
