"""Votes that follow another player's (effect follow-vote, DayContext.follows, votes/follow.py):
rules as data (tests/votes/follow_scenarios.toml) and a property."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from tests.votes.test_votes_count import run

PLAYERS = ["Ambrogio", "Brunilde", "Corrado", "Dafne", "Elvira", "Fosco", "Gilda"]


def _standing(tally, voter: str) -> str | None:
    return next((c.name for c in tally.candidates for e in c.voters if e.voter == voter), None)


@settings(max_examples=60, deadline=None)
@given(votes=st.lists(st.tuples(st.sampled_from(PLAYERS), st.sampled_from(PLAYERS + ["-"])), max_size=10),
       pair=st.lists(st.sampled_from(PLAYERS), min_size=2, max_size=2, unique=True))
def test_the_follower_ends_on_the_leaders_final_vote_and_nobody_else_changes(votes, pair) -> None:
    follower, leader = pair
    day = {"posts": [{"at": f"10:{n:02d}", "by": by, "text": "tolgo il voto" if whom == "-" else f"voto {whom}"}
                     for n, (by, whom) in enumerate(votes)], "tie_break": "first-decisive"}
    followed, plain = run({**day, "follows": {follower: leader}}), run(day)
    lead, own = _standing(plain, leader), _standing(plain, follower)
    if own is not None:
        # His vote ends where the leader's stands, or as written while the leader has none.
        assert _standing(followed, follower) == (lead or own)
    else:
        assert _standing(followed, follower) is None
    for voter in PLAYERS:
        if voter != follower:
            assert _standing(followed, voter) == _standing(plain, voter)


@settings(max_examples=60, deadline=None)
@given(votes=st.lists(st.tuples(st.sampled_from(PLAYERS[:4]), st.sampled_from(PLAYERS + ["-"])), max_size=10),
       follows=st.dictionaries(st.sampled_from(PLAYERS[:4]), st.sampled_from(PLAYERS[:4]), max_size=4))
def test_any_web_of_follows_counts_each_standing_vote_once(votes, follows) -> None:
    """Chains and circles of follows end, and each voter's standing vote counts once, somewhere."""
    follows = {f: led for f, led in follows.items() if f != led}
    day = {"posts": [{"at": f"10:{n:02d}", "by": by, "text": "tolgo il voto" if whom == "-" else f"voto {whom}"}
                     for n, (by, whom) in enumerate(votes)], "tie_break": "first-decisive"}
    followed, plain = run({**day, "follows": follows}), run(day)
    counted = sorted(e.voter for c in followed.candidates for e in c.voters)
    assert counted == sorted(e.voter for c in plain.candidates for e in c.voters)
    assert sum(followed.totals.values()) == len(counted)
