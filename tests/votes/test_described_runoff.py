"""A runoff between two: a vote or a cry for a player described ("brucia la lupa") offers the
candidates, the one the article's gender says first (players.toml `gender`, public)."""
from __future__ import annotations

from lupus_mod.votes.action import VoteAction
from lupus_mod.votes.described_runoff import offer_described_candidates
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.settings import read_settings
from tests.votes.vote_helpers import at

LEXICON = read_settings({}, "it", ()).grammar
GENDERS = {"Zanna": "f", "Becchino": "m"}


def _doubt(typed: str) -> VoteAction:
    return VoteAction(post_id="407", position=7, index=0, author="Podesta", voter="Podesta",
                      time=at("21:16"), permalink="x", kind=VOTE, typed=typed, reason=DOUBT)


def _offered(typed: str, candidates=("Becchino", "Zanna"), genders=GENDERS) -> tuple[str, ...]:
    return offer_described_candidates([_doubt(typed)], LEXICON, candidates, genders)[0].candidates


def test_the_candidate_the_article_says_is_offered_first() -> None:
    assert _offered("brucia la lupa") == ("Zanna", "Becchino")
    assert _offered("al rogo il lupo") == ("Becchino", "Zanna")


def test_without_a_gender_to_tell_both_are_offered_in_order() -> None:
    """Near misses: no gender in players.toml, an elided article: both, no pick."""
    assert _offered("brucia la lupa", genders={}) == ("Becchino", "Zanna")
    assert _offered("brucia l'assassino") == ("Becchino", "Zanna")


def test_outside_a_runoff_of_two_nothing_is_offered() -> None:
    assert _offered("brucia la lupa", candidates=("Becchino", "Zanna", "Bacco")) == ()
