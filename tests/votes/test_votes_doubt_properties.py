"""Doubts are never a pick, and every post has one reading (hypothesis; issue 21).

A vote form made unsure (two names offered, a doubt word, a bare question mark) never counts
and never moves a total: the author's earlier vote stands, and the doubt carries the one line
of days/D.toml that settles it. Whatever a thread holds, each post gets exactly one reading.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.votes.vote_helpers import post

from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.settings import read_settings

ALIVE = ("Zefiro", "Cassandra", "Chloé", "Bastien", "Zoé", "Léa")
ROSTER = Roster(alive=ALIVE)
GRAMMARS = {lang: read_settings({}, lang).grammar for lang in ("it", "fr")}
VOTE = {"it": "voto {}", "fr": "je vote {}"}
DOUBTS = {
    "it": ["voto {} o forse {}", "voto {} oppure {}", "voto {} o {}", "voto {}/{}", "voto {} e {}",
           "forse voto {}", "magari voto {}", "voto forse {}", "voto magari {}", "voto {}?",
           "Mah... voto {}?", "Probabilmente voto {}"],
    "fr": ["je vote {} ou {}", "je vote {} ou peut-être {}", "Je vote {} et {}", "je vote peut-être {}",
           "Peut-être que je vote {}", "je vote {} ?", "Probablement je vote {}"],
}
TALK = ["Buongiorno!", "Bonjour à tous.", "Non so ancora.", "Je réfléchis."]
READINGS = {"vote", "unvote", "abstain", "elect", "none", "doubt", "reported", "talk"}


@st.composite
def doubtful(draw):
    lang = draw(st.sampled_from(sorted(DOUBTS)))
    form = draw(st.sampled_from(DOUBTS[lang]))
    names = draw(st.lists(st.sampled_from(ALIVE), min_size=2, max_size=2, unique=True))
    return lang, form.format(*names[:form.count("{}")])


@settings(max_examples=300, deadline=None)
@given(doubtful(), st.sampled_from(ALIVE))
def test_a_doubt_never_counts_and_the_earlier_vote_stands(case, earlier):
    lang, text = case
    posts = [post(1, "Bastien", "10:00", VOTE[lang].format(earlier)), post(2, "Bastien", "11:00", text)]
    tally = count_votes(read_thread(posts, GRAMMARS[lang], ROSTER), DayContext(day=4, alive=ALIVE))
    assert tally.totals == {earlier: 1}, text
    doubt = [e for e in tally.entries if e.action.position == 2 and e.fate == "doubt"]
    assert len(doubt) == 1 and doubt[0].anomaly, text
    line = settle_line(doubt[0], 4)
    assert line is not None and line.startswith('days/4.toml → [corrections] "102" = "'), line


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(DOUBTS)), st.lists(st.one_of(
    doubtful(), st.tuples(st.just(""), st.sampled_from(TALK)),
    st.tuples(st.just(""), st.sampled_from(ALIVE).map(lambda n: VOTE["it"].format(n)))), max_size=8))
def test_every_post_has_exactly_one_reading(lang, texts):
    posts = [post(n, ALIVE[n % len(ALIVE)], f"1{n % 10}:00", text) for n, (_, text) in enumerate(texts, 1)]
    actions = read_thread(posts, GRAMMARS[lang], ROSTER)
    readings = post_readings(posts, actions)
    assert [r.post_id for r in readings] == [p.id for p in posts]
    assert all(r.kind in READINGS for r in readings)
    # A doubt's post reads as a doubt, never as a vote.
    doubts = {a.post_id for a in actions if a.reason == "doubt" and not a.superseded}
    assert all(r.kind == "doubt" for r in readings if r.post_id in doubts)
