"""A vote for a player described by his role or title ("voto il sindaco"): a doubt whose settle
line offers the one living player holding it (votes/described_offer.py; trial 20: Nosferatu's
« voto il sindaco » was talk, Podesta the Sindaco)."""
from __future__ import annotations

from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

from lupus_mod.votes.described_offer import offer_described
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Podesta", "Nosferatu", "Lunaria", "Merlina", "Zanna"), gm=("Master",))
HOLDERS = {"sindaco": ("Podesta",), "sceriffo": ("Lunaria",), "lupo": ("Zanna", "Merlina")}


def _reading(text: str, author: str = "Nosferatu") -> tuple[str, tuple[str, ...]]:
    grammar = read_settings({}, "it", ()).grammar
    posts = [post(1, author, "12:00", *body(text))]
    actions = offer_described(read_thread(posts, grammar, ROSTER), HOLDERS)
    reading = post_readings(posts, actions, ROSTER)[0]
    return reading.kind, (reading.target,) if reading.target else reading.candidates


def test_the_holder_is_offered() -> None:
    assert _reading("voto il sindaco") == ("doubt", ("Podesta",))
    assert _reading("voto lo sceriffo") == ("doubt", ("Lunaria",))


def test_a_role_held_by_several_or_by_the_author_offers_nobody() -> None:
    assert _reading("voto il lupo") == ("doubt", ())
    assert _reading("voto il sindaco", "Podesta") == ("doubt", ())


def test_a_vote_by_name_is_left_as_read() -> None:
    assert _reading("voto Podesta") == ("vote", ("Podesta",))


def test_the_game_offers_its_sindaco_and_no_secret_role_claimed(tmp_path) -> None:
    """tally/request.py: the offices (`roles`) and titles held, never a role the thread may claim."""
    from lupus_mod.play.game import load_game
    from lupus_mod.tally.request import day_facts
    from tests.conftest import copy_example
    holders = day_facts(load_game(copy_example("licantropi", tmp_path)), 1).holders
    assert holders["sindaco"] == ("Podesta",) and "veggente" not in holders


def test_a_role_claimed_in_the_thread_offers_its_claimant_first() -> None:
    """Round 24 (Cowboys & Aliens): Doc «ok claimo: sono lo sceriffo», then Corvo «allora voto lo
    sceriffo, nn ci credo»: Corvo means Doc, whom he disbelieves; the secret holder (Lunaria
    here), whom nobody named, comes after. Before the claim, or by the claimant himself, no claim."""
    from lupus_mod.votes.described_offer import claimed_offices
    grammar = read_settings({}, "it", ()).grammar
    posts = [post(1, "Podesta", "10:00", *body("ok claimo: sono lo sceriffo. votate Zanna")),
             post(2, "Nosferatu", "10:30", *body("ah si? allora voto lo sceriffo, nn ci credo")),
             post(3, "Podesta", "10:40", *body("voto lo sceriffo"))]
    early = [post(1, "Nosferatu", "10:00", *body("voto lo sceriffo")),
             post(2, "Podesta", "10:30", *body("sono lo sceriffo io"))]

    def offered(thread):
        actions = offer_described(read_thread(thread, grammar, ROSTER), HOLDERS,
                                  claimed_offices(thread, grammar, ROSTER))
        return [r.candidates or (r.target,) for r in post_readings(thread, actions, ROSTER) if r.kind == "doubt"]

    assert offered(posts) == [("Podesta", "Lunaria"), ("Lunaria",)]
    assert offered(early) == [("Lunaria",)]
    # A claim of another office offers nothing for this one.
    assert offered([post(1, "Podesta", "10:00", *body("sono il sindaco")), posts[1]]) == [("Lunaria",)]
