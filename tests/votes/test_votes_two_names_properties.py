"""A post that names two players, or two phases, is read as its author meant or asked about
(hypothesis): never the wrong player silently.

- `voto X, non Y` / `je vote X, pas Y`: a vote for X;
- `Je vote X (capitaine) et Y (bûcher)`: a doubt, never a day vote for X (the title in brackets);
- `Mon vote pour le capitaine : X. Mon vote pour l'exécution : Y.`: the day's vote for Y and
  the election of X, each in its phase;
- `Tolgo il voto a X e lo do a Y`: a doubt offering Y, never a plain unvote;
- `voto me stesso` / `je vote pour moi`: the author's self-vote.
"""
from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

ALIVE = ("Zefiro", "Cassandra", "Il Conte", "Chloé", "Bastien", "Élodie", "Tom Bombadil")
ROSTER = Roster(alive=ALIVE)
GRAMMARS = {"it": read_settings({}, "it").grammar, "fr": read_settings({}, "fr", ("Capitaine",)).grammar}
names = st.sampled_from(ALIVE)
BBCODE = ["{}", "[b]{}[/b]", "[color=red]{}[/color]", "[size=5][b]{}[/b][/size]", "{} 🔥", "{}!!!",
          "[quote=Zefiro]voto Cassandra[/quote]\n{}"]


def reading(lang: str, author: str, text: str):
    written = post(1, author, "12:00", *body(text))   # BBCode as the boards render it
    return post_readings([written], read_post(written, GRAMMARS[lang], ROSTER))[0]


@settings(max_examples=150, deadline=None)
@given(names, names, names, st.sampled_from(["it", "fr"]))
def test_a_vote_for_one_and_not_the_other_is_for_the_first(author, first, second, lang):
    assume(first != second)
    form = {"it": "voto {}, non {}", "fr": "je vote {}, pas {}"}[lang]
    read = reading(lang, author, form.format(first, second))
    assert (read.kind, read.target) == ("vote", first)


@settings(max_examples=150, deadline=None)
@given(names, names, names, st.sampled_from(["capitaine", "maire", "Capitaine"]))
def test_a_title_in_brackets_says_the_poll_of_its_name(author, first, second, title):
    assume(first != second)
    read = reading("fr", author, f"Je vote {first} ({title}) et {second} (bûcher)")
    assert (read.kind, read.target, read.election) == ("vote", second, first)


@settings(max_examples=150, deadline=None)
@given(names, names, names, st.sampled_from(BBCODE))
def test_the_election_and_the_execution_in_one_post_go_to_their_phases(author, elected, burned, look):
    text = look.format(f"Mon vote pour le capitaine : {elected}. Mon vote pour l'exécution : {burned}.")
    read = reading("fr", author, text)
    assert (read.kind, read.target, read.election) == ("vote", burned, elected)


@settings(max_examples=150, deadline=None)
@given(names, names, names, st.sampled_from(["it", "fr"]))
def test_a_vote_moved_by_an_unvote_is_asked_or_said(author, taken, given_to, lang):
    """« pour le donner à Y » may have moved it: asked; "Tolgo il voto a X e lo do a Y", the vote
    itself moved (its clitic "lo", Y ending the clause), is a vote for Y (docs/tally.md)."""
    assume(taken != given_to)
    form = {"it": "Tolgo il voto a {} e lo do a {}", "fr": "Je retire mon vote de {} pour le donner à {}"}[lang]
    read = reading(lang, author, form.format(taken, given_to))
    assert (read.kind, read.candidates) == ("doubt", (given_to,)) if lang == "fr" else \
        (read.kind, read.target) == ("vote", given_to)


@settings(max_examples=100, deadline=None)
@given(names, st.sampled_from([("it", "voto me stesso"), ("it", "voto per me"), ("fr", "Je vote pour moi"),
                               ("fr", "je vote moi-même")]))
def test_the_authors_word_for_himself_is_his_self_vote(author, case):
    lang, text = case
    read = reading(lang, author, text)
    assert (read.kind, read.target) == ("vote", author)
