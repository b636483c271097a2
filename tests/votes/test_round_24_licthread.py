"""Round 24 (a new GM's Licantropi day thread): what the settle line of a doubt offers first
when a vote is taken back or joined in everyday words (docs/tally.md "Doubts"); the corpus
(tests/corpus/posts-round-24-licthread-*.toml) holds the readings themselves."""
from __future__ import annotations

from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

from lupus_mod.votes.forms import DOUBT, UNVOTE
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

IT = Roster(alive=("Zanna", "Quercia", "Ombroso", "Becchino", "Podesta"), gm=("Master",))


def _last(thread: list[tuple[str, str]]):
    grammar = read_settings({}, "it", ()).grammar
    posts = [post(n, author, f"10:{n:02d}", *body(text)) for n, (author, text) in enumerate(thread, 1)]
    actions = read_thread(posts, grammar, IT)
    mine = [a for a in actions if a.post_id == str(posts[-1].id) and a.where == "body" and not a.superseded]
    return post_readings(posts, actions, IT)[-1], mine


def test_changed_mind_about_the_name_voted_offers_the_unvote() -> None:
    """ "ho cambiato idea su Quercia" right after "voto Quercia": she takes her vote back; the
    settle line offered Quercia, the vote she withdrew."""
    reading, mine = _last([("Zanna", "voto Quercia"), ("Zanna", "ho cambiato idea su Quercia")])
    assert reading.kind == "doubt" and reading.target is None
    assert [(a.kind, a.reason) for a in mine] == [(UNVOTE, DOUBT)]


def test_a_name_taken_off_offers_the_unvote() -> None:
    reading, mine = _last([("Zanna", "voto Quercia"), ("Zanna", "tolgo Quercia")])
    assert reading.kind == "doubt" and [(a.kind, a.reason) for a in mine] == [(UNVOTE, DOUBT)]


def test_joining_whoever_votes_a_player_offers_him() -> None:
    reading, _ = _last([("Ombroso", "chi vota Zanna è un genio, mi accodo")])
    assert (reading.kind, reading.candidates) == ("doubt", ("Zanna",))


def test_the_name_opening_the_post_is_offered() -> None:
    reading, _ = _last([("Ombroso", "Zanna. Per me è lupo al 100%")])
    assert (reading.kind, reading.target) == ("doubt", "Zanna")
