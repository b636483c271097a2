"""Date forms French and Italian boards print that the first reader missed (issue 23): the
French first of the month («1er décembre»), the Italian «sett.» for September, the French
typographer's spaced «21 h 09»; a day word beside a player named «Hier», or before a date
the player typed in an edit's reason. Each is read to the minute; a date without its clock
is still never midnight."""
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
    ("Dernière édition par Hier le Aujourd'hui à 21:09, édité 1 fois", "2026-12-03T21:09"),
    ("Dernière édition par Aujourd'hui le Hier à 8 h 15", "2026-12-02T08:15"),
    ("Dernière édition par Hier le mer. 2 déc. 2026 11:42", "2026-12-02T11:42"),
    ("Last Edit: Today at 02:31 PM by Zanna Reason: votato il 2/10/2026 alle 19:45", "2026-12-03T14:31"),
    ("Last Edit: Yesterday at 02:31 PM by Zanna Reason: il 1er décembre à 19:45", "2026-12-02T14:31"),
    ("L'altro ieri, 21:00", "2026-12-01T21:00"),
])
def test_the_form_is_read_to_the_minute(printed, moment):
    assert parse_date(printed, tz=PARIS, now=NOW) == datetime.fromisoformat(moment).replace(tzinfo=PARIS)


@pytest.mark.parametrize("printed", ["1er décembre 2026", "30 sett. 2026", "Le 1er décembre",
                                     "Dernière édition par Hier le Aujourd'hui"])
def test_without_its_clock_it_is_never_midnight(printed):
    with pytest.raises(DateWithoutClock):
        parse_date(printed, tz=PARIS, now=NOW)
