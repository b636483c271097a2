"""A post of megabytes is read in time proportional to its length (docs/tally.md "Damaged
pages"): the grammar looks back from every vote form to its sentence's start, for hedges,
questions and subjects, so a post of thousands of forms in one unstopped sentence ("voto
Zefiro voto Zefiro ...") once cost the square of its length and kept `tally` running for hours.

The work is counted, not timed: how often the grammar looks at a sentence boundary, for a
post of n words and of 4n words, in Italian and in French."""
from __future__ import annotations

import pytest
from tests.votes.vote_helpers import post

from lupus_mod.votes import speech
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Zefiro", "Cassandra", "Il Conte", "Chloé", "Bastien"))
FILLERS = {("it", "forms"): "voto Zefiro ", ("it", "talk"): "bla Zefiro o Cassandra e voto ",
           ("it", "asides"): "( voto Zefiro ", ("fr", "forms"): "je vote Bastien "}


def _boundary_looks(monkeypatch: pytest.MonkeyPatch, language: str, filler: str, words: int) -> int:
    grammar = read_settings({}, language).grammar
    looks = 0
    real = speech.ends_sentence

    def counted(token):
        nonlocal looks
        looks += 1
        return real(token)

    monkeypatch.setattr(speech, "ends_sentence", counted)
    body = filler * (words // len(filler.split())) + "bla."
    read_post(post(1, "Chloé", "10:00", body), grammar, ROSTER)
    monkeypatch.setattr(speech, "ends_sentence", real)
    return looks


@pytest.mark.parametrize("language, kind", sorted(FILLERS))
def test_a_post_four_times_longer_costs_about_four_times_more(monkeypatch, language, kind):
    filler = FILLERS[language, kind]
    short = _boundary_looks(monkeypatch, language, filler, 600)
    long = _boundary_looks(monkeypatch, language, filler, 2_400)
    assert short > 0
    assert long <= 5 * short, (short, long)
