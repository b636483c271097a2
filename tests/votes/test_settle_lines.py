"""The line that settles a doubt offers the likeliest reading, never a misleading one."""
from __future__ import annotations

from tests.votes.vote_helpers import post
from tests.votes.test_post_corpus import body
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.settings import read_settings
from lupus_mod.votes.audit import AMBIGUOUS_NAME, Entry


def test_a_short_name_like_the_author_and_another_offers_the_other():
    roster = Roster(alive=("Grimaldo", "Grima", "Sam"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    action, = read_post(post(1, "Grimaldo", "12:00", *body("voto Grim")), grammar, roster)
    assert set(action.candidates) == {"Grimaldo", "Grima"}
    line = settle_line(Entry(action, AMBIGUOUS_NAME, "Grimaldo", 1), 3)
    assert line == f'days/3.toml → [corrections] "{action.post_id}" = "Grima"'
