"""A post whose board date names another weekday than its day's («Mar 30 Nov» when 30 November
2026 is a Monday) is read with the thread: its vote is a doubt whose settle line offers it, the
other posts' votes are read as written (it stopped the whole tally)."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.votes.audit import Entry
from lupus_mod.votes.forms import DOUBT
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.report import settle_line
from lupus_mod.votes.settings import read_settings
from tests.votes.test_post_corpus import body
from tests.votes.vote_helpers import post

ROSTER = Roster(alive=("Samvise", "Grima", "Nazgul", "Shelob"), dead=(), gm=("Master",), non_players=(),
                substitutes={}, aliases={})
GRAMMAR = read_settings({}, "it", ()).grammar
WRONG_DAY = "'Mar 30 Nov - 21:09' names another weekday than that of 2026-11-30"


def test_the_vote_of_a_post_dated_on_another_weekday_is_a_doubt_offering_it():
    written = replace(post(1, "Samvise", "12:00", *body("voto Grima")), date_untrusted=WRONG_DAY)
    action, = read_post(written, GRAMMAR, ROSTER)
    assert (action.kind, action.target, action.reason) == ("vote", "Grima", DOUBT)
    assert post_readings([written], (action,), ROSTER)[0].kind == DOUBT
    line = settle_line(Entry(action, DOUBT, "Samvise", 1), 3)
    assert line == f'days/3.toml → [corrections] "{action.post_id}" = "Grima"'


def test_the_other_posts_are_read_as_written():
    action, = read_post(post(2, "Shelob", "12:05", *body("voto Nazgul")), GRAMMAR, ROSTER)
    assert (action.kind, action.target, action.reason) == ("vote", "Nazgul", "")


def test_talk_in_a_post_dated_on_another_weekday_stays_talk():
    written = replace(post(3, "Nazgul", "12:10", *body("buongiorno a tutti")), date_untrusted=WRONG_DAY)
    assert read_post(written, GRAMMAR, ROSTER) == ()


# Trial 20: a post whose date is not trusted, dated before the opening.

def _judged(position: int, untrusted: str) -> str | None:
    from lupus_mod.votes.count import DayContext, judge
    from tests.votes.vote_helpers import at
    written = replace(post(position, "Samvise", "09:30", *body("voto Grima")), date_untrusted=untrusted)
    action, = read_post(written, GRAMMAR, ROSTER)
    ctx = DayContext(day=3, alive=ROSTER.alive, opens=at("10:00"), opening_position=5, closes=at("22:00"))
    return judge(action, "Samvise", ctx)


def test_a_misdated_post_after_the_opening_post_is_its_doubt_not_before_the_opening():
    """« Hier à 21:30 » between two « Aujourd'hui » posts, after the opening post in the thread."""
    assert _judged(7, "post 7 is dated before the post that comes before it") == DOUBT


def test_a_misdated_post_before_the_opening_post_stays_before_the_opening():
    """Near miss: before the opening post in the thread too: yesterday's, whatever its date."""
    assert _judged(3, "post 3 is dated before the post that comes before it") == "before-open"


def test_a_trusted_date_before_the_opening_stays_before_the_opening():
    """Near miss: a date trusted before the opening is before it, wherever the post sits."""
    assert _judged(7, "") == "before-open"
