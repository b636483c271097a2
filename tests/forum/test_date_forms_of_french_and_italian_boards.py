"""Date forms French and Italian boards print that the first reader missed (issue 23): the
French first of the month («1er décembre»), the Italian «sett.» for September, the French
typographer's spaced «21 h 09». Each is read to the minute; a date without its clock is
still never midnight."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum.dates import DateWithoutClock, parse_date

PARIS = ZoneInfo("Europe/Paris")
NOW = datetime(2026, 12, 3, 23, 30, tzinfo=PARIS)


@pytest.mark.parametrize("printed, moment", [
    ("1er décembre 2026 à 09:00", "2026-12-01T09:00"),
    ("mar. 1er déc. 2026 21:09", "2026-12-01T21:09"),
    ("Le 1er décembre à 21 h 09", "2026-12-01T21:09"),
    ("30 nov. 2026, 21 h 09", "2026-11-30T21:09"),
    ("Aujourd'hui à 8 h 05", "2026-12-03T08:05"),
    ("30 sett. 2026 09:00", "2026-09-30T09:00"),
    ("mer 30 sett 2026, 21:09", "2026-09-30T21:09"),
    ("Dec 1st, 2026 9:00 pm", "2026-12-01T21:00"),
])
def test_the_form_is_read_to_the_minute(printed, moment):
    assert parse_date(printed, tz=PARIS, now=NOW) == datetime.fromisoformat(moment).replace(tzinfo=PARIS)


@pytest.mark.parametrize("printed", ["1er décembre 2026", "30 sett. 2026", "Le 1er décembre"])
def test_without_its_clock_it_is_never_midnight(printed):
    with pytest.raises(DateWithoutClock):
        parse_date(printed, tz=PARIS, now=NOW)
