"""A secret weight's source never shows in the public tally post (a differential test).

A day's votes are counted with a secret double vote on one player and, in the twin, on
another; whenever the true result is the same, the two public posts must be byte-identical
(the post shows only the weights whose source is public: lupus_mod.votes.report.public_context).
The last test shows the comparison fails on the old post, which showed every weight.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import timedelta, timezone

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tests.votes.test_votes_properties import ALIVE, contexts, raw_actions
from tests.votes.vote_helpers import MORNING

from lupus_mod.words.render import render
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.reading import VoteAction
from lupus_mod.votes.report import public_context, template_context

UTC = timezone.utc


def _post(context: dict) -> str:
    return render("tally/tally.bbcode.j2", "it", **context)


def _outcome(tally):
    return tally.burned, tally.runoff, tally.tied, tally.decided_by


@settings(max_examples=120, deadline=None)
@given(raw_actions(), contexts(), st.sampled_from(ALIVE), st.sampled_from(ALIVE))
def test_moving_a_secret_weight_changes_no_public_sentence(actions, ctx, one, other):
    assume(one != other)
    public = replace(ctx, weights={}, tie_weights={})
    shown = count_votes(actions, public)
    first = count_votes(actions, replace(public, weights={one: 2}))
    twin = count_votes(actions, replace(public, weights={other: 2}))
    assume(_outcome(first) == _outcome(twin))
    assert _post(public_context(first, shown, UTC)) == _post(public_context(twin, shown, UTC))


def _vote(n: int, voter: str, target: str) -> VoteAction:
    return VoteAction(post_id=str(n), position=n, index=0, author=voter, voter=voter,
                      time=MORNING + timedelta(hours=1, minutes=n), permalink=f"p{n}", kind="vote",
                      typed=f"voto {target}", target=target, where="body")


def test_the_comparison_fails_on_a_post_showing_every_weight():
    actions = (_vote(1, "Ada", "Caio"), _vote(2, "Bice", "Caio"), _vote(3, "Dino", "Fulvio"))
    public = DayContext(day=3, alive=ALIVE, opens=MORNING, closes=MORNING + timedelta(hours=12))
    first = count_votes(actions, replace(public, weights={"Ada": 2}))
    twin = count_votes(actions, replace(public, weights={"Bice": 2}))
    assert _outcome(first) == _outcome(twin)
    assert _post(template_context(first, UTC)) != _post(template_context(twin, UTC))
    shown = count_votes(actions, public)
    assert _post(public_context(first, shown, UTC)) == _post(public_context(twin, shown, UTC))
    assert " x2" not in _post(public_context(first, shown, UTC))
