"""Someone else's words are never the author's vote, in any language (hypothesis).

A vote sentence of the game's language, wrapped in reported speech (a verb of saying, writing
or reading about someone else) or in quotation marks, anywhere in a post with other talk around
it, is read as `reported` talk and never counts.
"""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.votes.vote_helpers import post

from lupus_mod.votes.audit import COUNTED
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

ALIVE = ("Zefiro", "Cassandra", "Il Conte", "Chloé", "Bastien", "Élodie")
ROSTER = Roster(alive=ALIVE)
GRAMMARS = {lang: read_settings({}, lang).grammar for lang in ("it", "fr")}
VOTES = {
    "it": ["voto {}", "Voto: {}", "rogo {}", "il mio voto va a {}", "voto per {}", "voto anch'io {}"],
    "fr": ["je vote {}", "je vote pour {}", "vote pour {}", "mon vote va à {}", "Vote : {}"],
}
WRAPPERS = {
    "it": ["c'era scritto {}", 'ha scritto "{}"', "mi ha detto {}", "leggo {}", "«{}»",
           "Ha scritto: {}", "c'era scritto:\n{}", "“{}”", "Anna dice {}", "ho letto {}", "nel suo post c'era scritto {}",
           "leggo nel post di Ale: {}", "ho letto nel messaggio di Zefiro: {}"],
    "fr": ["il a écrit « {} »", "il m'a dit {}", "j'ai lu {}", "c'était écrit {}", '"{}"',
           "elle a écrit : {}", "« {} »", "je lis dans le message de Chloé : {}"],
}
BEFORE = ["", "Guardate bene. ", "Attenzione, ", "Ciao a tutti!\n", "Bon. ", "Écoutez, "]
AFTER = ["", ", l'ho letto io.", " e poi l'ha cancellato.", ", mais il ment.", "?", "!", "\nBoh."]


@st.composite
def reported_posts(draw):
    lang = draw(st.sampled_from(sorted(VOTES)))
    vote = draw(st.sampled_from(VOTES[lang])).format(draw(st.sampled_from(ALIVE)))
    text = draw(st.sampled_from(BEFORE)) + draw(st.sampled_from(WRAPPERS[lang])).format(vote) \
        + draw(st.sampled_from(AFTER))
    return lang, text


@settings(max_examples=300, deadline=None)
@given(reported_posts())
def test_a_reported_or_quoted_vote_never_counts(case):
    lang, text = case
    actions = read_post(post(1, "Bastien", "12:00", text), GRAMMARS[lang], ROSTER)
    assert [a for a in actions if a.where == "body"] == [], text
    tally = count_votes(actions, DayContext(day=1, alive=ALIVE))
    assert not [e for e in tally.entries if e.fate == COUNTED], text
    assert tally.totals == {}


@settings(max_examples=200, deadline=None)
@given(reported_posts(), st.sampled_from(ALIVE))
def test_the_authors_own_vote_after_reported_words_still_counts(case, name):
    lang, text = case
    own = {"it": f"\nIo invece voto {name}.", "fr": f"\nMoi, je vote {name}."}[lang]
    actions = read_post(post(1, "Bastien", "12:00", text + own), GRAMMARS[lang], ROSTER)
    tally = count_votes(actions, DayContext(day=1, alive=ALIVE))
    assert tally.totals == {name: 1}, text + own
