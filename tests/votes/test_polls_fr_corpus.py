"""The French trials of the day's two polls (tests/corpus/polls-*.toml): each post read with the
polls open when it was written — the Capitaine's election and the stake both (the election's
day, before it closes), or the stake alone (a Capitaine sits) — must read as labelled; a vote
whose words do not say which poll, written while both are open, is a doubt in the day's count
and in the election's, never silently a vote to execute (docs/tally.md, Elections)."""
from __future__ import annotations

import tomllib
from dataclasses import replace
from pathlib import Path

import pytest
from tests.votes.test_post_corpus import body, label
from tests.votes.vote_helpers import post

from lupus_mod.votes.election import EITHER, election_actions, undeclared_polls
from lupus_mod.votes.forms import DOUBT, STAKE
from lupus_mod.votes.names import EXACT, FUZZY, UNKNOWN, Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

ROOT = Path(__file__).resolve().parents[2]
FILES = [tomllib.loads(path.read_text(encoding="utf-8"))
         for path in sorted((ROOT / "tests" / "corpus").glob("polls-*.toml"))]
assert {data["game"] for data in FILES} == {"thiercelieux"}, "the polls' trials are Thiercelieux's"
DATA = {"game": "thiercelieux", "case": [case for data in FILES for case in data["case"]]}
PLAYERS = tomllib.loads((ROOT / "games" / DATA["game"] / "players.toml").read_text(encoding="utf-8"))
ROSTER = Roster(alive=tuple(p["name"] for p in PLAYERS["player"]), dead=(), gm=("Meneur",),
                non_players=(), substitutes={}, aliases={})
GRAMMAR = read_settings({}, "fr", ("Capitaine",)).grammar


def _read(case: dict):
    both = case["polls"] == "both"
    # `capitaine`: who holds the title on a day it sits (his own « Comme capitaine » is his vote).
    grammar = GRAMMAR if both else replace(GRAMMAR, election_held=False,
                                           title_holders=(case.get("capitaine", "Amandine"),))
    written = post(1, case["author"], "12:00", *body(case["text"]))
    actions = read_post(written, grammar, ROSTER)
    return undeclared_polls(actions, lambda _: both), written


@pytest.mark.parametrize("case", DATA["case"], ids=[f"{c['polls']}-{c['text'][:40]}" for c in DATA["case"]])
def test_a_post_reads_by_the_polls_open(case) -> None:
    actions, written = _read(case)
    reading = post_readings([written], actions, ROSTER)[0]
    expected = case["reads"] if isinstance(case["reads"], list) else [case["reads"]]
    assert label(reading.kind, reading.target) in expected, (reading, actions)
    if "election" in case:
        assert reading.election == case["election"]
    if "offers" in case:   # the names the day's doubt offers the GM
        assert ([reading.target] if reading.target else list(reading.candidates)) == case["offers"]
    if "election_offers" in case:   # and the election's doubt of the same post, while both polls are open
        doubts = [a for a in election_actions(actions, "Capitaine") if a.reason == DOUBT and a.post_id == written.id]
        assert [n for a in doubts for n in ([a.target] if a.target else a.candidates)] == case["election_offers"]


UNDECLARED = [c for c in DATA["case"] if c["polls"] == "both" and c["reads"] == "doubt"]


@pytest.mark.parametrize("case", UNDECLARED, ids=[c["text"][:40] for c in UNDECLARED])
def test_an_undeclared_vote_is_a_doubt_of_the_election_too(case) -> None:
    """Counted in neither poll until the GM says which: in the election's count it is a doubt
    too, whose settle line reads "Capitaine : <name>"."""
    actions, _ = _read(case)
    either = [a for a in actions if a.poll == EITHER]
    elected = [a for a in election_actions(actions, "Capitaine") if a.post_id in {x.post_id for x in either}]
    assert all(a.reason == DOUBT and a.poll == "Capitaine" for a in elected)


def test_the_corpus_has_both_polls_and_enough_cases() -> None:
    assert len(DATA["case"]) >= 80
    assert {c["polls"] for c in DATA["case"]} == {"both", "day"}


@pytest.mark.parametrize("text, how", [("je vote Cassandre", UNKNOWN), ("Vote : Cassandre", UNKNOWN),
                                       ("je vote cassandre", FUZZY), ("je vote demain", None),
                                       ("je vote toto", None), ("je vote Kilian", EXACT)])
def test_a_name_nobody_plays_written_as_a_name_is_an_unknown_name(text, how) -> None:
    """As in Italian ("voto Gastone"): a capitalised word nobody plays, right after the keyword,
    names somebody, an `unknown-name` the GM confirms; in lower case, alone to the sentence's
    end, it is a nickname when it starts as a player's name does (« cassandre »: Capucine
    offered), else talk."""
    actions, _ = _read({"author": "Amandine", "text": text, "polls": "day"})
    assert [a.name_how for a in actions if a.kind == "vote"] == ([how] if how else [])


@pytest.mark.parametrize("text", ["Je vote Kilian (capitaine) et Isidore (bûcher)",
                                  "Je vote Kilian comme capitaine et Isidore au bûcher"])
def test_the_stake_said_after_a_second_name_is_not_the_first_s(text) -> None:
    """Kilian is the Capitaine's name here: never offered for the execution because "bûcher"
    follows Isidore later in the sentence."""
    actions, _ = _read({"author": "Hortense", "text": text, "polls": "both"})
    assert not [a for a in actions if a.target == "Kilian" and a.kind == "vote" and a.poll == STAKE]
