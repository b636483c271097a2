"""A ballottaggio vote naming its candidate by his place ("voto il primo dei due"): a doubt whose
settle line offers the candidate at that place of the recorded candidates (votes/ordinal_offer.py;
trial 20: it was talk, the voter «Senza voto»)."""
from __future__ import annotations

import pytest
from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.ordinal_offer import offer_ordinals
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Ombroso", "Rosaspina", "Lunaria", "Merlina", "Bacco"), gm=("Master",))
CANDIDATES = ("Ombroso", "Rosaspina")


def _reading(text: str) -> tuple[str, tuple[str, ...]]:
    grammar = read_settings({}, "it", ()).grammar
    posts = [post(1, "Bacco", "21:30", *body(text))]
    actions = offer_ordinals(read_thread(posts, grammar, ROSTER), grammar, CANDIDATES)
    reading = post_readings(posts, actions, ROSTER)[0]
    return reading.kind, (reading.target,) if reading.target else reading.candidates


@pytest.mark.parametrize("text, offered", [("voto il primo dei due", ("Ombroso",)),
                                           ("voto la seconda delle due", ("Rosaspina",)),
                                           ("voto il secondo tra i due", ("Rosaspina",))])
def test_the_candidate_at_that_place_is_offered(text, offered) -> None:
    assert _reading(text) == ("doubt", offered)


def test_a_doubt_without_a_place_offers_nobody() -> None:
    assert _reading("voto uno dei due") == ("doubt", ())


def test_a_vote_by_name_is_left_as_read() -> None:
    assert _reading("voto Rosaspina") == ("vote", ("Rosaspina",))
