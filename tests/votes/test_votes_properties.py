"""Properties of the count that must hold for any day (hypothesis)."""
from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.votes.vote_helpers import MORNING

from lupus_mod.forum.model import Post, Segment
from lupus_mod.votes.audit import COUNTED
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import VoteAction, read_thread
from lupus_mod.votes.ties import TIE_BREAKS

ALIVE = ("Ada", "Bice", "Caio", "Dino", "Ebe", "Fulvio")
DEAD = ("Gaia",)
GM = ("Oste",)
SOMEONE = st.sampled_from(ALIVE + DEAD + GM + ("Passante",))


@st.composite
def raw_actions(draw):
    rows = draw(st.lists(st.tuples(SOMEONE, st.sampled_from(["vote", "vote", "unvote", "abstain"]),
                                   st.sampled_from(ALIVE + DEAD), st.integers(0, 780),
                                   st.sampled_from(["body", "body", "body", "quote"])),
                         max_size=40))
    return tuple(
        VoteAction(post_id=str(n), position=n, index=0, author=voter, voter=voter,
                   time=MORNING + timedelta(minutes=minute), permalink=f"p{n}", kind=kind,
                   typed=f"{kind} {target}", target=target if kind == "vote" else None, where=where)
        for n, (voter, kind, target, minute, where) in enumerate(rows, start=1)
    )


@st.composite
def contexts(draw):
    return DayContext(
        day=3, alive=ALIVE, dead=DEAD, gm=GM,
        weights=draw(st.dictionaries(st.sampled_from(ALIVE), st.integers(1, 3), max_size=3)),
        tie_weights=draw(st.dictionaries(st.sampled_from(ALIVE), st.integers(1, 3), max_size=2)),
        self_vote=draw(st.booleans()),
        abstention=draw(st.sampled_from(["free", "forbidden", "malus"])),
        malus=draw(st.dictionaries(st.sampled_from(ALIVE), st.integers(0, 2), max_size=2)),
        tie_break=draw(st.sampled_from(TIE_BREAKS)),
        majority=draw(st.booleans()),
        seed=draw(st.integers(0, 10**6)),
        opens=MORNING + timedelta(minutes=30), closes=MORNING + timedelta(hours=12),
    )


@settings(max_examples=150, deadline=None)
@given(raw_actions(), contexts(), st.randoms(use_true_random=False))
def test_the_count_does_not_depend_on_the_order_actions_arrive_in(actions, ctx, rnd):
    shuffled = list(actions)
    rnd.shuffle(shuffled)
    assert count_votes(shuffled, ctx) == count_votes(actions, ctx)


@settings(max_examples=150, deadline=None)
@given(raw_actions(), contexts())
def test_totals_are_the_weights_of_the_standing_votes(actions, ctx):
    tally = count_votes(actions, ctx)
    expected: dict[str, int] = {}
    for entry in tally.entries:
        if entry.fate == COUNTED and entry.action.kind == "vote":
            expected[entry.action.target] = expected.get(entry.action.target, 0) + entry.weight
    for name, votes in ctx.malus.items():
        if votes:
            expected[name] = expected.get(name, 0) + votes
    assert tally.totals == {k: v for k, v in expected.items() if v > 0}


@settings(max_examples=150, deadline=None)
@given(raw_actions(), contexts())
def test_every_living_player_has_exactly_one_standing(actions, ctx):
    tally = count_votes(actions, ctx)
    voted = {e.voter for c in tally.candidates for e in c.voters}
    for player in ALIVE:
        places = [player in voted, player in tally.abstainers, player in tally.non_voters]
        assert places.count(True) == 1, player
    assert all(e.voter in ALIVE for e in tally.entries if e.fate == COUNTED)


@settings(max_examples=150, deadline=None)
@given(raw_actions(), contexts())
def test_the_burned_are_among_the_leaders(actions, ctx):
    tally = count_votes(actions, ctx)
    top = max(tally.totals.values(), default=0)
    leaders = {name for name, total in tally.totals.items() if total == top}
    if tally.decided_by != "majority":
        assert set(tally.burned) <= leaders
    assert len(tally.burned) <= 1 or ctx.tie_break == "all"
    assert set(tally.burned) <= set(ALIVE)


@settings(max_examples=150, deadline=None)
@given(raw_actions(), contexts())
def test_a_top_two_day_burns_nobody_and_sends_the_two_most_voted(actions, ctx):
    # Licantropi: "Vanno al ballottaggio i due giocatori con piu' voti. In caso di parita' tra il
    # secondo e il terzo o successivi, anche tutti costoro vanno al ballottaggio."
    tally = count_votes(actions, replace(ctx, ballot="top-two-runoff", majority=False))
    ranked = sorted((t for t in tally.totals.values() if t > 0), reverse=True)
    assert tally.burned == ()
    if ranked:
        second = ranked[min(1, len(ranked) - 1)]
        assert set(tally.runoff) == {n for n, t in tally.totals.items() if t >= second}
        assert len(tally.runoff) >= min(2, len(ranked))
    else:
        assert tally.runoff == ()


@settings(max_examples=100, deadline=None)
@given(raw_actions(), contexts())
def test_actions_of_people_outside_the_game_change_nothing(actions, ctx):
    players_only = [a for a in actions if a.voter in ALIVE and a.where == "body"]
    full, reduced = count_votes(actions, ctx), count_votes(players_only, ctx)
    assert (full.totals, full.burned, full.tied, full.abstainers) == \
           (reduced.totals, reduced.burned, reduced.tied, reduced.abstainers)


TALK = ["Buongiorno a tutti.", "Ieri ho votato Ada.", "Il tuo voto su Bice non vale.",
        "Se fossi in te, voto Caio.", "Votate Dino!"]
FORMS = ["voto Ada", "voto bice", "rogo Caio", "Voto: Dino", "tolgo il voto", "mi astengo",
         "voto Ebe... anzi no, voto Fulvio"]


@st.composite
def thread_with_talk(draw):
    """A day's posts, and the same posts with talk posts slipped in between them."""
    votes = draw(st.lists(st.tuples(st.sampled_from(ALIVE), st.sampled_from(FORMS)), max_size=15))
    talk = draw(st.lists(st.tuples(st.integers(0, 15), st.sampled_from(ALIVE), st.sampled_from(TALK)),
                         max_size=10))
    rows = [(n * 10, who, text) for n, (who, text) in enumerate(votes)]
    mixed = rows + [(slot * 10 + 5, who, text) for slot, who, text in talk]
    return rows, sorted(mixed)


def _posts(rows):
    return [Post(str(n), n, who, MORNING + timedelta(minutes=60 + minute), f"p{n}", (Segment(text),))
            for n, (minute, who, text) in enumerate(rows, start=1)]


@settings(max_examples=100, deadline=None)
@given(thread_with_talk())
def test_talk_posts_between_the_votes_change_nothing(thread):
    plain, mixed = thread
    roster = Roster(alive=ALIVE, dead=DEAD, gm=GM)
    ctx = DayContext(day=3, alive=ALIVE, dead=DEAD, gm=GM, opens=MORNING, closes=MORNING + timedelta(hours=12))
    a = count_votes(read_thread(_posts(plain), Grammar(), roster), ctx)
    b = count_votes(read_thread(_posts(mixed), Grammar(), roster), ctx)
    assert (a.totals, a.burned, a.tied, a.abstainers, a.non_voters) == \
           (b.totals, b.burned, b.tied, b.abstainers, b.non_voters)
    declared = lambda tally: [e.fate for e in tally.entries if e.action.where != "talk"]
    assert declared(a) == declared(b)
    assert all(e.fate != COUNTED for e in b.entries if e.action.where == "talk")
