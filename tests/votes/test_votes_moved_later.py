"""A later post moving the author's vote without "voto" (« sposto su Gollum », « anzi no,
Nazgul », « volevo scrivere Gollum nel post di prima »): with his vote standing on another
player the vote moved, counted and read as a vote; alone, or hedged, asked as before
(docs/tally.md)."""
from __future__ import annotations

from datetime import timedelta

import pytest

from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from tests.votes.vote_helpers import MORNING, post

ALIVE = ("Anna", "Bea", "Gollum", "Grima", "Nazgul")
ROSTER = Roster(alive=ALIVE, gm=("Master",))
CONTEXT = DayContext(day=1, alive=ALIVE, opens=MORNING, closes=MORNING + timedelta(hours=12))


def _last(texts: list[str]) -> tuple[str | None, str, str | None]:
    """The last post's fate in the count, its reading's kind and name."""
    posts = [post(1 + n, "Anna", f"1{n}:00", text) for n, text in enumerate(texts)]
    actions = read_thread(posts, Grammar.for_language("it"), ROSTER)
    entries = [e for e in count_votes(actions, CONTEXT).entries if e.action.post_id == posts[-1].id]
    reading = post_readings(posts, actions, ROSTER)[-1]
    return (entries[-1].fate if entries else None), reading.kind, reading.target


@pytest.mark.parametrize("texts, target", [
    (["voto Nazgul", "sposto su Gollum"], "Gollum"),
    (["voto Grima", "scusate ho sbagliato, volevo scrivere Gollum nel post di prima"], "Gollum"),
    (["voto Gollum", "anzi no, Nazgul. quello di prima nn vale"], "Nazgul"),
    (["voto Grima", "lo sposto su Nazgul"], "Nazgul"),
    (["voto Nazgul", "cambio voto: Grima", "no scusate torno su Nazgul, ho sbagliato"], "Nazgul"),
    (["voto Grima", "ok ritorno su Gollum"], "Gollum"),
])
def test_a_move_of_a_standing_vote_counts(texts: list[str], target: str) -> None:
    fate, kind, named = _last(texts)
    assert (fate, kind, named) == ("counted", "vote", target)


@pytest.mark.parametrize("texts", [
    ["sposto su Gollum"],                                    # no vote of his to move
    ["anzi no, Nazgul"],
    ["voto Nazgul", "sposto su Gollum se Grima non parla"],  # under a condition
    ["voto Nazgul", "forse sposto su Gollum"],
    ["voto Nazgul", "sposto su Gollum?"],
    ["voto Nazgul", "unvote", "sposto su Gollum"],           # his vote taken back
    ["torno su Gollum"],
    ["voto Nazgul", "forse torno su Gollum"],
    ["voto Nazgul", "torno su Gollum?"],
])
def test_a_move_with_nothing_standing_or_hedged_asks(texts: list[str]) -> None:
    fate, kind, _ = _last(texts)
    assert (fate, kind) == ("doubt", "doubt")
