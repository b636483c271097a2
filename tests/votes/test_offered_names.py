"""The names a doubt offers the GM (tests/corpus/posts-*.toml cases with `offers`): a doubt
settles in one line, and its settle line offers the likeliest name(s) — `offers = ["Grima"]`
for "Grima lo voto io", both names for "voto Nazgul Grima", none (`[]`) where only the GM
knows whose vote it follows ("Stesso voto di Bilbetto")."""
from __future__ import annotations

import pytest
from tests.votes.test_post_corpus import body, cases
from tests.votes.vote_helpers import post

from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_post

OFFERING = [p for p in cases() if "offers" in p.values[0]]


def test_some_doubts_say_what_they_offer() -> None:
    assert len(OFFERING) >= 10


@pytest.mark.parametrize("case, grammar, roster", [p.values for p in OFFERING], ids=[p.id for p in OFFERING])
def test_a_doubt_offers_the_names_a_gm_reads(case, grammar, roster) -> None:
    written = post(1, case["author"], "12:00", *body(case["text"], case["sizes"]))
    reading = post_readings([written], read_post(written, grammar, roster), roster)[0]
    offered = [reading.target] if reading.target else list(reading.candidates)
    assert (reading.kind, offered) == ("doubt", case["offers"])
