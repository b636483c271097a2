"""A PM header dated as the board's PM page prints it, without its year: « 29/11 21h05 »,
« Dim 29 Nov - 21:05 », "29 novembre 21:05".

French and Italian boards leave the year out of a date of the current year. The night's own
date is in the log (its `# deadline:` line, else a header that has its year), so the header is
read in the year that puts it nearest that date: a PM of 31/12 in a night whose deadline is on
2 January is of the year before. A log that gives no year anywhere is refused at the header's
line, never read in a year guessed from the clock of the GM's computer.
"""
from __future__ import annotations

import re
from datetime import date, datetime
from zoneinfo import ZoneInfo

from lupus_mod.forum.dates import DateNotUnderstood, DateOnAnotherWeekday, read_date
from lupus_mod.orders.log_dates import DEADLINE_LINE, FIRST_DATED_HEADER, read_when

# "29/11" not followed by a year: day first, as French and Italian boards write it.
_DAY_MONTH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?![/\d])")
# Any day, for the question whether a date lacks only its year.
_ANY_DAY = date(2001, 7, 1)


def log_date(text: str) -> date | None:
    """The night's date as the log gives it: its deadline line's, else its first full header's."""
    line = DEADLINE_LINE.search(text)
    when = read_when(line["when"] or line["loose"]) if line else None
    if when is not None:
        return when.date()
    header = FIRST_DATED_HEADER.search(text)
    try:
        return date.fromisoformat(header[1]) if header else None
    except ValueError:
        return None


def read_yearless(when: str, *, tz: ZoneInfo, near: date) -> datetime | None:
    """The header's date in the year nearest `near`, or None when no year reads it. A weekday
    that is not that date's («Lun 29 Nov» in a year where it is a Sunday) is refused, never
    moved to a year where it fits."""
    moment, fits = min(_readings(when, tz, near), key=lambda r: abs(r[0].date() - near),
                       default=(None, False))
    return moment if fits else None


def wants_year(when: str, tz: ZoneInfo) -> bool:
    """Whether the header's date lacks only its year: some year reads it."""
    return bool(_readings(when, tz, _ANY_DAY))


def _readings(when: str, tz: ZoneInfo, near: date) -> list[tuple[datetime, bool]]:
    """The header's date in the years around `near`, each with whether its weekday fits."""
    readings = []
    for year in (near.year - 1, near.year, near.year + 1):
        written = _DAY_MONTH.sub(rf"\1/\2/{year}", when, count=1)
        try:
            # A date with a month's name and no year is read in the year of `now` (forum.dates);
            # a day word (`oggi 21:10`) would be read on `now`'s day, and stays refused.
            moment, by_word = read_date(written, tz=tz, now=datetime(year, 12, 31, 23, 59, tzinfo=tz))
            if not by_word:
                readings.append((moment, True))
        except DateOnAnotherWeekday as slip:
            readings.append((slip.moment, False))
        except DateNotUnderstood:
            continue
    return readings
