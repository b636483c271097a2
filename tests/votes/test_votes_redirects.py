"""Votes moved by a night (effect redirect-vote, DayContext.redirects): rules as data
(tests/votes/redirect_scenarios.toml), a property, and the secret move in the public post."""
from __future__ import annotations

from datetime import timezone

from hypothesis import given, settings, strategies as st

from lupus_mod.words.render import render
from lupus_mod.tally.count import secret_sentence
from lupus_mod.votes.report import public_context
from tests.votes.test_votes_count import run

PLAYERS = ["Ambrogio", "Brunilde", "Corrado", "Dafne", "Elvira", "Fosco", "Gilda"]


@settings(max_examples=60, deadline=None)
@given(votes=st.lists(st.tuples(st.sampled_from(PLAYERS), st.sampled_from(PLAYERS)), max_size=10),
       voter=st.sampled_from(PLAYERS), onto=st.sampled_from(PLAYERS))
def test_a_moved_voter_counts_only_for_his_player_and_nobody_else_changes(votes, voter, onto) -> None:
    day = {"posts": [{"at": f"10:{n:02d}", "by": by, "text": f"voto {whom}"} for n, (by, whom) in enumerate(votes)],
           "tie_break": "first-decisive"}
    moved = run({**day, "redirects": {voter: onto}})
    assert all(e.action.target == onto for c in moved.candidates for e in c.voters if e.voter == voter)
    plain = run(day)
    others = {c.name: sorted(e.voter for e in c.voters if e.voter != voter) for c in plain.candidates}
    assert {n: v for n, v in others.items() if v} == \
        {c.name: sorted(e.voter for e in c.voters if e.voter != voter) for c in moved.candidates
         if any(e.voter != voter for e in c.voters)}


def test_a_secret_move_leaves_the_post_as_written_and_states_the_true_result() -> None:
    day = {"posts": [{"at": "10:10", "by": "Ambrogio", "text": "voto Fosco"},
                     {"at": "10:20", "by": "Brunilde", "text": "voto Fosco"},
                     {"at": "10:30", "by": "Corrado", "text": "voto Dafne"}]}
    true = run({**day, "redirects": {"Ambrogio": "Dafne", "Brunilde": "Dafne"}})
    shown = run(day)
    context = {**public_context(true, shown, timezone.utc), "secret_sentence": secret_sentence(False, True)}
    post = render("tally/tally.bbcode.j2", "it", **context)
    assert true.burned == ("Dafne",) and "[b]Fosco[/b] - 2" in post, post
    assert "Il risultato tiene conto di voti spostati in segreto: va al rogo [b]Dafne[/b]." in post, post


def test_the_secret_sentence_names_what_was_secret() -> None:
    assert [secret_sentence(w, m) for w, m in ((True, False), (False, True), (True, True))] == \
        ["tally.secret", "tally-moved.secret", "tally-moved.secret-both"]
