"""A decision of the day said in the thread (Thiercelieux: the Chasseur's shot, « je tire sur
Kilian »; the Capitaine's heir, « je désigne Kilian comme successeur ») is never a vote: listed to
the GM among the anomalies with the line of the day's record that takes it (votes/day_decisions.py,
docs/tally.md)."""
from __future__ import annotations

import pytest
from tests.votes.test_votes_report import _texts
from tests.votes.vote_helpers import at, post

from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import record_line, settle_line
from lupus_mod.votes.settings import read_settings

ALIVE = ("Zefiro", "Cassandra", "Hugo", "Anna", "Brunilde", "Totò")


@pytest.mark.parametrize("text, fate, line", [
    ("je tire sur Hugo", "shot", 'days/3.toml → tir = "Hugo"'),
    ("Le chasseur emporte Hugo !", "shot", 'days/3.toml → tir = "Hugo"'),
    ("Je désigne Hugo comme successeur.", "heir", 'days/3.toml → successeur = "Hugo"'),
    ("mon successeur est Hugo", "heir", 'days/3.toml → successeur = "Hugo"'),
])
def test_the_decision_is_no_vote_and_the_gm_is_given_its_record_line(text, fate, line) -> None:
    grammar = read_settings({}, "fr", ("Capitaine",)).grammar
    posts = [post(1, "Anna", "12:00", "je vote Zefiro"), post(2, "Brunilde", "12:30", text)]
    tally = count_votes(read_thread(posts, grammar, Roster(alive=ALIVE)), DayContext(day=3, alive=ALIVE))
    assert tally.totals == {"Zefiro": 1}
    decided = [e for e in tally.entries if e.action.position == 2]
    assert [e.fate for e in decided] == [fate] and decided[0].anomaly
    assert record_line(decided[0], 3) == line and settle_line(decided[0], 3) is None


def test_the_terminal_names_the_decision_and_its_line() -> None:
    posts = [post(1, "Anna", "12:00", "je tire sur Hugo, et je vote Zefiro")]
    table = _texts("fr", posts, at("22:00"))["tally-table.txt"]
    assert 'le tir du Chasseur, pas un vote\u00a0: à noter dans le jour — days/3.toml → tir = "Hugo"' in table
    assert "Chasseur" not in _texts("fr", posts, at("22:00"))["tally.bbcode"]   # the GM's note only
