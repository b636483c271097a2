"""Words the author struck through beside a vote of his own are listed as crossed out, not as
a negative sentence (the audit says why they are not a vote)."""
from __future__ import annotations

import tomllib
from pathlib import Path

from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

from lupus_mod.votes.forms import STRUCK_OUT
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

ROOT = Path(__file__).resolve().parents[2]


def test_a_struck_vote_beside_a_new_one_is_crossed_out_words():
    roster = Roster(alive=("Merrino", "Gollum", "Grima"), dead=(), gm=("Master",), non_players=(),
                    substitutes={}, aliases={})
    grammar = read_settings({}, "it", ()).grammar
    actions = read_post(post(1, "Merrino", "12:00", *body("[s]voto Gollum[/s] voto Grima")), grammar, roster)
    crossed = [a for a in actions if a.target == "Gollum"]
    assert [a.reason for a in crossed] == [STRUCK_OUT]
    assert [a.target for a in actions if a.reason == ""] == ["Grima"]


def test_every_game_language_words_the_crossed_out_fate():
    for language in ("it", "fr"):
        labels = tomllib.loads((ROOT / "templates" / language / "labels.toml").read_text(encoding="utf-8"))
        assert labels["tally-fate"][STRUCK_OUT] != labels["tally-fate"]["negated"]


def test_the_count_gives_a_struck_vote_its_own_fate(tmp_path):
    """Through `tally --html` (the count's fates), as the audit and `thread` show it: the
    crossed-out vote beside a new one is "struck", not "mention"."""
    from tests.forum.test_italian_thread_readings import _tally
    data = _tally("invision5", tmp_path / "game")
    struck = [v["status"] for v in data["votes"] if v["post"] == "5145" and v.get("target") == "Tecla"]
    assert struck == [STRUCK_OUT]
