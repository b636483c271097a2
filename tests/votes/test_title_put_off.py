"""A post that puts the title's vote off ("Pour le capitaine je verrai plus tard") votes to
execute: on the election's day, with both polls open, its plain vote is the day's, never a
doubt between the two polls (docs/tally.md, Elections); the same words elect nobody."""
from __future__ import annotations

import pytest
from tests.votes.test_polls_fr_corpus import GRAMMAR, ROSTER
from tests.votes.vote_helpers import post

from lupus_mod.votes.election import undeclared_polls
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_post


def _reading(text: str):
    written = post(1, "Amandine", "12:00", text)
    actions = undeclared_polls(read_post(written, GRAMMAR, ROSTER), lambda _: True)
    return post_readings([written], actions, ROSTER)[0]


@pytest.mark.parametrize("text, kind, target, elected", [
    ("Je vote Baptiste. Pour le capitaine je verrai plus tard.", "vote", "Baptiste", None),
    ("Je vote Baptiste. Capitaine : pas encore.", "vote", "Baptiste", None),
    ("Pour le capitaine on verra. Je vote Kilian", "vote", "Kilian", None),
    # Nothing put off: which poll, the GM says.
    ("Je vote Baptiste.", "doubt", "Baptiste", None),
    ("Je vote Baptiste. Il ferait un bon capitaine.", "doubt", "Baptiste", None),
    # An election vote in the post says it already.
    ("Capitaine : Hortense. Je vote Baptiste, la suite plus tard.", "vote", "Baptiste", "Hortense"),
])
def test_a_title_put_off_makes_the_vote_the_days(text, kind, target, elected) -> None:
    reading = _reading(text)
    assert (reading.kind, reading.target, reading.election) == (kind, target, elected)
