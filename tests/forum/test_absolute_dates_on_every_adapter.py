"""Dates written out as boards print them (issue 23), on every adapter that reads text dates and
on `generic`: the first post's printed date in each fixture thread is replaced by a full date
in Italian, French or English — a weekday, «1er», «21 h 09», Django's "9 p.m.", "noon" and
"midnight", a 12-hour clock past midnight — and the post must be read at that moment in the
game's zone; a date without a clock stops the tally; one on another weekday than its day's is that post's flag
naming the post, never a date guessed.

The placing of the date in each engine's markup is the relative-dates test's
(test_relative_dates_on_every_adapter.py). 1 October 2026 is a Thursday.
"""
from __future__ import annotations

from datetime import datetime

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.engines import parser_for
from tests.forum.test_relative_dates_on_every_adapter import TEXT_DATED, TZ, _phpbb30_page, _read_first_post

WRITTEN = [
    ("jeu. 1 oct. 2026 21:09", 21, 9), ("1er octobre 2026 à 21 h 09", 21, 9), ("Jeu 1 Oct 2026 - 21:09", 21, 9),
    ("Giovedì 1 Ottobre 2026, 21:09", 21, 9), ("1 ott 2026, 21:09", 21, 9), ("Thu Oct 01, 2026 9:09 pm", 21, 9),
    ("October 1, 2026, 9 p.m.", 21, 0), ("Oct. 1, 2026, noon", 12, 0), ("Oct. 1, 2026, midnight", 0, 0),
    ("Oct 01, 2026, 12:05 AM", 0, 5),
]
CLOCKLESS = ["1 octobre 2026", "October 1, 2026", "Giovedì 1 ottobre 2026"]
ANOTHER_WEEKDAY = ["Ven 1 Oct 2026 - 21:09", "Fri Oct 01, 2026 9:09 pm", "Venerdì 1 Ottobre 2026, 21:09"]


@pytest.mark.parametrize("case", TEXT_DATED)
@pytest.mark.parametrize("printed, hour, minute", WRITTEN)
def test_a_written_out_date_is_read_at_its_minute(case, printed, hour, minute):
    post, _ = _read_first_post(case, printed)
    assert post.created == datetime(2026, 10, 1, hour, minute, tzinfo=TZ)


@pytest.mark.parametrize("case", TEXT_DATED)
@pytest.mark.parametrize("printed", CLOCKLESS)
def test_a_written_out_date_without_a_clock_is_an_error_never_midnight(case, printed):
    with pytest.raises(ForumError, match="not read as midnight"):
        _read_first_post(case, printed)


@pytest.mark.parametrize("case", TEXT_DATED)
@pytest.mark.parametrize("printed", ANOTHER_WEEKDAY)
def test_a_date_on_another_weekday_is_that_posts_flag_never_the_tallys_stop(case, printed):
    post, _ = _read_first_post(case, printed)
    assert post.created == datetime(2026, 10, 1, 21, 9, tzinfo=TZ)
    assert "2026-10-01" in post.date_untrusted


@pytest.mark.parametrize("printed, hour, minute", WRITTEN)
def test_phpbb_30_reads_written_out_dates_too(printed, hour, minute):
    assert _phpbb30(printed).created == datetime(2026, 10, 1, hour, minute, tzinfo=TZ)


@pytest.mark.parametrize("printed", CLOCKLESS)
def test_phpbb_30_refuses_a_date_without_a_clock(printed):
    with pytest.raises(ForumError, match="not read as midnight"):
        _phpbb30(printed)


@pytest.mark.parametrize("printed", ANOTHER_WEEKDAY)
def test_phpbb_30_flags_a_date_on_another_weekday(printed):
    post = _phpbb30(printed)
    assert post.created == datetime(2026, 10, 1, 21, 9, tzinfo=TZ) and "2026-10-01" in post.date_untrusted


def _phpbb30(printed: str):
    """phpBB 3.0 prints its post dates as text only («by NAME » DATE»)."""
    return parser_for("phpbb")(_phpbb30_page(printed), url="https://lupus.example/viewtopic.php?t=9",
                               tz=TZ, now=datetime(2026, 11, 30, 23, 30, tzinfo=TZ)).posts[0]
