"""Day-first or month-first: how one page's all-numeric dates (01-12-2026) read, from the page's
own evidence.

The page's language gives the default (a US-English vBulletin prints month-first, every other
language day-first), but a European board in English prints "01-12-2026, 21:00" day-first
under `lang="en"`: read month-first, its 1 December votes fell on 12 January, late in silence.
What the page shows settles it, in this order:

1. a number above 12 (13-11-2026 is day-first, 11-13-2026 month-first);
2. a reading that dates a post after the page was drawn (`now`) is not the board's;
3. a page that prints "Today" / "Yesterday" (« Oggi », « Hier ») was drawn in the days of its
   posts: the order that puts its numeric dates within a month before that day, where the
   other does not, is the board's;
4. a 24-hour clock ("21:30" with no AM/PM): the US format prints "09:30 PM", so the board's
   dates are not the US month-first either.

What none of these settles is read in the default order, and `settled` says so (a note).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from lupus_mod.forum.dates import NUMERIC_DATE   # 03-10-2026, as the date reader finds it

_CLOCK = re.compile(r"(?<![\d:])(\d{1,2}):(\d{2})(?!\d)(?!\s*[ap]\.?\s?m\b)", re.I)
_MERIDIEM = re.compile(r"\d\s*[ap]\.?\s?m\b", re.I)
# The day words boards print for today and yesterday (forum/dates.py reads them).
_DAY_WORD = re.compile(r"(?<![^\W\d_])(?:today|yesterday|oggi|ieri|aujourd['’]hui|hier)(?![^\W\d_])", re.I)
# How far before the day its "Today" names a page's numeric dates may be (a quiet thread's page).
_NEAR = timedelta(days=31)


@dataclass(frozen=True)
class DateOrder:
    order: str       # "dmy" or "mdy"
    settled: bool    # False: nothing on the page told, the default was taken


def page_order(texts: list[str], default: str, now: datetime | None = None) -> DateOrder:
    """How the page's numeric dates read, judged from `texts` (its post dates) and `now` (when
    it was drawn, in the page's zone)."""
    numeric = [found for text in texts for found in NUMERIC_DATE.findall(text) if len(found[0]) != 4]
    if not numeric:
        return DateOrder(default, True)
    for judge in (_by_numbers, lambda n: _by_now(n, now), lambda n: _by_today(n, texts, now)):
        order = judge(numeric)
        if order:
            return DateOrder(order, True)
    if default == "mdy" and _twenty_four_hours(texts):
        return DateOrder("dmy", True)
    return DateOrder(default, False)


def _by_numbers(numeric: list[tuple[str, str, str]]) -> str | None:
    for first, second, _ in numeric:
        if int(first) > 12:
            return "dmy"
        if int(second) > 12:
            return "mdy"
    return None


def _read(parts: tuple[str, str, str], order: str) -> date | None:
    first, second, year = int(parts[0]), int(parts[1]), int(parts[2])
    year += 2000 if year < 100 else 0
    try:
        return date(year, first, second) if order == "mdy" else date(year, second, first)
    except ValueError:
        return None


def _fits(numeric, order: str, earliest: date | None, latest: date) -> bool:
    days = [_read(parts, order) for parts in numeric]
    return all(d is not None and d <= latest and (earliest is None or d >= earliest) for d in days)


def _only(numeric, earliest: date | None, latest: date) -> str | None:
    """The one order whose every date falls between `earliest` and `latest`, if only one does."""
    fitting = [order for order in ("dmy", "mdy") if _fits(numeric, order, earliest, latest)]
    return fitting[0] if len(fitting) == 1 else None


def _by_now(numeric, now: datetime | None) -> str | None:
    # (A day's grace: the page's zone and the file's time may sit on either side of midnight.)
    return _only(numeric, None, now.date() + timedelta(days=1)) if now is not None else None


def _by_today(numeric, texts: list[str], now: datetime | None) -> str | None:
    if now is None or not any(_DAY_WORD.search(text) for text in texts):
        return None
    return _only(numeric, now.date() - _NEAR, now.date() + timedelta(days=1))


def _twenty_four_hours(texts: list[str]) -> bool:
    """Clocks printed without AM/PM, and none with: "21:30", never "09:30 PM"."""
    return any(_CLOCK.search(text) for text in texts) and not any(_MERIDIEM.search(text) for text in texts)
