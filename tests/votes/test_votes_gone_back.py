"""A post going back to an earlier vote of the same day without naming it (« no dai, torno
all'altro », « rimetto il voto di prima »): a doubt whose settle line offers the author's vote
before his latest (lupus_mod.votes.restated.offer_earlier, docs/tally.md). It was talk, the
vote he left counted in silence, or « prima » read as the player Grima."""
from __future__ import annotations

from datetime import timedelta

import pytest

from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.restated import offer_earlier
from tests.votes.vote_helpers import MORNING, post

ALIVE = ("Anna", "Bea", "Carlo", "Dino", "Grima")
ROSTER = Roster(alive=ALIVE, gm=("Master",))
CONTEXT = DayContext(day=1, alive=ALIVE, opens=MORNING, closes=MORNING + timedelta(hours=12))


def _settled(texts: list[str]) -> list[str | None]:
    grammar = Grammar.for_language("it")
    posts = [post(1 + n, "Anna", f"1{n}:00", text) for n, text in enumerate(texts)]
    actions = offer_earlier(read_thread(posts, grammar, ROSTER), grammar)
    return [settle_line(e, 1) for e in count_votes(actions, CONTEXT).entries]


@pytest.mark.parametrize("texts, offered", [
    (["voto Carlo", "voto Dino", "no dai, torno all'altro"], "Carlo"),
    (["voto Carlo", "unvote", "rimetto il voto di prima"], "Carlo"),
    (["voto Carlo", "voto Dino", "ok, torno al voto di prima"], "Carlo"),
    # Near misses: no earlier vote to go back to; one vote never taken back.
    (["torno all'altro"], "none"),
    (["voto Carlo", "torno all'altro"], "none"),
])
def test_the_vote_gone_back_to_is_offered(texts: list[str], offered: str) -> None:
    assert _settled(texts)[-1] == f'days/1.toml → [corrections] "{100 + len(texts)}" = "{offered}"'


def test_talk_about_another_topic_is_no_vote() -> None:
    """« torno all'altro discorso, Grima mente »: the topic, not the vote."""
    assert _settled(["voto Carlo", "voto Dino", "torno all'altro discorso, Grima mente"])[-1] is None
