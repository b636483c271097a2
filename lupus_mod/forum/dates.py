"""Post dates as forums print them, in Italian, French or English, read in the board's time zone.

Pure: "Oggi", "Ieri alle 9:30", "Aujourd'hui à 21:09" and "5 minuti fa" are read against a
`now` passed in, never against the clock. The date and the time are searched for inside the text, so a whole line
such as "Last edited by Bartolomeo on Sat Oct 03, 2026 6:26 pm, edited 1 time in total."
reads as its date; the time is looked for only after the date, so words that follow it (an
edit reason) cannot be mistaken for it. A date printed without a time of day ("Yesterday",
"30 novembre 2026") is `DateWithoutClock`: it is never taken for midnight, which could move
a vote to the other side of a deadline.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime, time, timedelta, timezone, tzinfo

from lupus_mod.messages import say

# How all-numeric dates read ("dmy" or "mdy"), or a function giving it when one is read.
Order = str | Callable[[], str]

_MONTHS = {
    # Italian
    "gennaio": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "giugno": 6,
    "luglio": 7, "agosto": 8, "settembre": 9, "ottobre": 10, "novembre": 11, "dicembre": 12,
    "gen": 1, "mag": 5, "giu": 6, "lug": 7, "ago": 8, "set": 9, "sett": 9, "ott": 10, "dic": 12,
    # French (phpBB, SMF and vBulletin in French: « lun. 30 nov. 2026 21:09 »)
    "janvier": 1, "janv": 1, "février": 2, "fevrier": 2, "févr": 2, "fevr": 2, "fév": 2,
    "mars": 3, "avril": 4, "avr": 4, "mai": 5, "juin": 6, "juillet": 7, "juil": 7, "août": 8,
    "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12,
    "déc": 12,
    # English
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
# Weekdays as boards print them before a date, whole or cut short, in Italian, French, English.
_WEEKDAYS = {name: number for number, names in enumerate((
    ("lun", "lunedì", "lunedi", "lundi", "mon", "monday"),
    ("mar", "martedì", "martedi", "mardi", "tue", "tues", "tuesday"),
    ("mer", "mercoledì", "mercoledi", "mercredi", "wed", "wednesday"),
    ("gio", "giovedì", "giovedi", "jeu", "jeudi", "thu", "thur", "thurs", "thursday"),
    ("ven", "venerdì", "venerdi", "vendredi", "fri", "friday"),
    ("sab", "sabato", "sam", "samedi", "sat", "saturday"),
    ("dom", "domenica", "dim", "dimanche", "sun", "sunday"),
)) for name in names}
_LAST_WORD = re.compile(r"(?<![^\W\d_])([^\W\d_]{3,9})\.?,?\s*$")
_MONTH = r"([a-zéèûô]{3,9})\.?"
# "1st", "1°", and the French first of the month: «1er décembre 2026».
_ORDINAL = r"(?:st|nd|rd|th|er|°|º)?"
_YEAR = r"(?:'|’)?(\d{4}|\d{2})(?![:.]?\d)"
_DAY_MONTH_YEAR = re.compile(rf"\b(\d{{1,2}}){_ORDINAL}\s+(?:di\s+)?{_MONTH},?\s+{_YEAR}\b")
_MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}}){_ORDINAL},?\s+{_YEAR}\b")
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}}){_ORDINAL}\s+(?:di\s+)?{_MONTH}(?![a-z])")
_MONTH_DAY = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}}){_ORDINAL}(?!\d)")
NUMERIC_DATE = re.compile(r"\b(\d{1,4})[/.\-](\d{1,2})[/.\-](\d{4}|\d{2})\b")
# "21:09", "21.09", the French "21h09" and, spaced as French typography writes it, "21 h 09".
_TIME = re.compile(r"(?<![\d:])(\d{1,2})(?:[:.h]| h )(\d{2})(?:[:.](\d{2}))?(?!\d)\s*(am|pm)?")
# Django's default "N j, Y, P": "9 p.m.", "noon", "midnight" (an hour alone, with am/pm).
_HOUR_ONLY = re.compile(r"(?<![\d:])(\d{1,2})\s*(am|pm)\b")
_NAMED_TIMES = (("noon", time(12, 0)), ("midnight", time(0, 0)), ("mezzogiorno", time(12, 0)),
                ("mezzanotte", time(0, 0)), ("midi", time(12, 0)), ("minuit", time(0, 0)))
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(z|[+-]\d{2}:?\d{2})?$")
_DAY_WORDS = (("l'altro ieri", 2), ("l’altro ieri", 2), ("altroieri", 2), ("ieri", 1),
              ("yesterday", 1), ("oggi", 0), ("today", 0), ("avant-hier", 2), ("hier", 1),
              ("aujourd'hui", 0), ("aujourd’hui", 0))
_DAYS_BACK = dict(_DAY_WORDS)
# One pattern for every day word, the longer first: "l'altro ieri" is not read as "ieri".
_DAY_WORD = re.compile(r"(?<![a-z])(?:" + "|".join(re.escape(word) for word, _ in
                                                     sorted(_DAY_WORDS, key=lambda w: -len(w[0]))) + r")(?![a-z])")
_UNITS = {"sec": 1, "min": 60, "or": 3600, "hour": 3600, "hr": 3600, "h": 3600,
          "giorn": 86400, "day": 86400, "jour": 86400, "settiman": 604800, "week": 604800,
          "semaine": 604800}
_AGO = re.compile(r"(\d+|un|uno|una|un'|a|an|one)\s*"
                  r"(secondi|secondo|seconds?|secs?|minuti|minuto|minutes?|mins?|ore|ora|hours?|"
                  r"hrs?|giorni|giorno|days?|settimane|settimana|weeks?)\s+(?:fa|ago)\b")
# « il y a 5 minutes », « il y a une heure »
_IL_Y_A = re.compile(r"\bil y a\s+(\d+|une?)\s*(secondes?|minutes?|min|heures?|jours?|semaines?)\b")
_JUST_NOW = ("à l'instant", "à l’instant", "maintenant", "adesso", "proprio ora", "poco fa", "pochi secondi fa", "just now", "a moment ago",
             "moments ago", "a few seconds ago", "few seconds ago", "now")


class DateNotUnderstood(ValueError):
    """A date text that no known Italian, French or English form matches."""


class DateWithoutClock(DateNotUnderstood):
    """A date printed without a time of day: which minute it stands for is not known."""


class DateOnAnotherWeekday(DateNotUnderstood):
    """A date whose weekday is not its day's («Mar 30 Nov» when 30 November is a Monday): the
    board or the saved page is at fault, and which of the two is right is not known. `moment`
    is the date as its numbers say, for a post kept and flagged rather than a tally stopped."""

    def __init__(self, message, moment: datetime):
        super().__init__(message)
        self.moment = moment


def parse_date(text: str, *, tz: tzinfo, now: datetime | None = None,
               order: Order = "dmy", beside: str | None = None) -> datetime:
    """The time-zone-aware moment a forum date text stands for.

    `order` says how to read all-numeric dates such as 03/10/2026: "dmy" (Italian boards)
    or "mdy" (US-English boards); a four-digit first number is always year-month-day. It
    may be given as a function, asked only when such a date is read (judging a page's order
    reads every date of the page).
    `beside` is a nickname the text also holds (phpBB 3.0's "by NAME » DATE", machina's "By:
    NAME on DATE", an edit notice): one that could be read as a date or a clock (it holds a
    digit: "Ieri 23:59", "10:30") is left out first, and the whole text read if that fails
    (the name was part of the date after all: "by 03" after "Oct 03").
    """
    return read_date(text, tz=tz, now=now, order=order, beside=beside)[0]


def read_date(text: str, *, tz: tzinfo, now: datetime | None = None,
              order: Order = "dmy", beside: str | None = None) -> tuple[datetime, bool]:
    """`parse_date`, and whether a day word named the day ("Oggi, 21:09", «Hier à 8h15»): the
    day the page was drawn gave it (forum/drawn_day.py)."""
    if beside and beside in text and any(c.isdigit() for c in beside):
        try:
            return _parse_date(text.replace(beside, " ", 1), tz=tz, now=now, order=order)
        except DateNotUnderstood:
            pass
    return _parse_date(text, tz=tz, now=now, order=order)


def _parse_date(text: str, *, tz: tzinfo, now: datetime | None, order: Order) -> tuple[datetime, bool]:
    s = _normalise(text)
    if not s:
        raise DateNotUnderstood(say("forum-dates.empty"))
    if _ISO.match(s):
        return parse_iso(s, tz=tz), False
    relative = _relative(s, tz=tz, now=now)
    if relative is not None:
        return relative, False
    day, start, end, by_word = _find_day(s, tz=tz, now=now, order=order)
    # The time follows the date ("…2026 6:26 pm, edited…"); some boards put it first.
    clock = _find_time(s[end:]) or _find_time(s[:start])
    if day is None:
        raise DateNotUnderstood(say("forum-dates.no-date", text=text.strip()))
    if clock is None:
        raise DateWithoutClock(say("forum-dates.no-clock", text=text.strip()))
    if _weekday_before(s[:start]) not in (None, day.weekday()):
        raise DateOnAnotherWeekday(say("forum-weekday.date", text=text.strip(), day=day.isoformat()),
                                   datetime.combine(day, clock, tzinfo=tz))
    return datetime.combine(day, clock, tzinfo=tz), by_word


def _weekday_before(s: str) -> int | None:
    """The weekday named right before a date («Lun 30 Nov», "Sat Oct 03", "Sabato 03 Ottobre"),
    0 for Monday; None when no weekday's name is there. Only right before it: "Mar" also
    begins an English date ("Mar 30, 2026"), a name farther back may be a nickname."""
    match = _LAST_WORD.search(s)
    return _WEEKDAYS.get(match.group(1)) if match else None


def parse_iso(value: str, *, tz: tzinfo) -> datetime:
    """An ISO 8601 attribute (`datetime="2026-10-03T16:10:08+00:00"`, `…Z`, `…+0200`).

    A value without an offset is board-local time.
    """
    s = value.strip()
    s = re.sub(r"[zZ]$", "+00:00", s)
    s = re.sub(r"([+-]\d{2})(\d{2})$", r"\1:\2", s)
    try:
        moment = datetime.fromisoformat(s)
    except ValueError as exc:
        raise DateNotUnderstood(say("forum-dates.not-iso", value=value)) from exc
    return moment.replace(tzinfo=tz) if moment.tzinfo is None else moment.astimezone(tz)


def from_timestamp(seconds: str | int | float, *, tz: tzinfo) -> datetime:
    """A Unix timestamp (XenForo's `data-time`) as a moment in the board's zone."""
    try:
        return datetime.fromtimestamp(float(seconds), tz=timezone.utc).astimezone(tz)
    except (TypeError, ValueError, OverflowError) as exc:
        raise DateNotUnderstood(say("forum-dates.not-timestamp", value=str(seconds))) from exc


def _normalise(text: str) -> str:
    s = text.replace("\xa0", " ").replace("\u202f", " ").lower().strip()
    s = re.sub(r"\b([ap])\.\s?m\.", r"\1m", s)
    return re.sub(r"\s+", " ", s)


def _local_now(now: datetime | None, tz: tzinfo, text: str) -> datetime:
    if now is None:
        raise DateNotUnderstood(say("forum-dates.relative", text=text))
    if now.tzinfo is None:
        raise DateNotUnderstood(say("forum-dates.zone"))
    return now.astimezone(tz)


def span_of(text: str) -> timedelta:
    """How much earlier than its reading a relative date may be: "1 hour ago", « un'ora fa »,
    « il y a 1 heure » is 60 to 119 minutes ago (the board rounds down), so the post may be
    up to 59:59 earlier than one hour before the page was drawn; "2 days ago", a day. Minutes
    and seconds are the precision of every board's date: nothing."""
    match = _AGO.search(_normalise(text)) or _IL_Y_A.search(_normalise(text))
    if not match:
        return timedelta(0)
    unit = next(sec for prefix, sec in _UNITS.items() if match.group(2).startswith(prefix))
    return timedelta(seconds=unit - 1) if unit >= 3600 else timedelta(0)


def _relative(s: str, *, tz: tzinfo, now: datetime | None) -> datetime | None:
    match = _AGO.search(s) or _IL_Y_A.search(s)
    if match:
        count = 1 if not match.group(1).isdigit() else int(match.group(1))
        unit = next(sec for prefix, sec in _UNITS.items() if match.group(2).startswith(prefix))
        return _local_now(now, tz, s) - timedelta(seconds=count * unit)
    if s in _JUST_NOW:
        return _local_now(now, tz, s)
    return None


def _find_day(s: str, *, tz: tzinfo, now: datetime | None,
              order: Order) -> tuple[date | None, int, int, bool]:
    """The calendar day named in the text, where its mention starts and ends, and whether a
    day word named it.

    A date written out wins over a day word: in «Dernière édition par Hier le Sam 17 Oct -
    11:42» the word is a player's name. Unless the day word comes first with its own clock:
    in "Last Edit: Today at 02:31 PM by Zanna Reason: votato il 2/10/2026 alle 19:45" the
    date is in the reason the player typed.
    """
    found = _first_named_or_numeric(s, order)
    if found is None:
        day, start, end = _yearless(s, tz=tz, now=now)
        found = (day, start, end) if day is not None else None
    # Only a word before the date can win, and only with a clock of its own before the date.
    word = _day_word(s if found is None else s[:found[1]], tz=tz, now=now)
    if found is None or (word is not None and _find_time(s[word[2]:found[1]])):
        return (*word, True) if word else (None, 0, 0, False)
    return (*found, False)


def _day_word(s: str, *, tz: tzinfo, now: datetime | None) -> tuple[date, int, int] | None:
    """The day a word names ("Oggi", «Hier», "Yesterday") and where the word stands: the
    first word with a clock after it, before any other day word — in «Dernière édition par
    Hier le Aujourd'hui à 21:09» the first is a player's name — else the first word."""
    words = [(match.start(), match.end(), _DAYS_BACK[match.group()]) for match in _DAY_WORD.finditer(s)]
    if not words:
        return None
    ends = [start for start, _, _ in words[1:]] + [len(s)]
    start, end, back = next((w for w, stop in zip(words, ends) if _find_time(s[w[1]:stop])), words[0])
    return _local_now(now, tz, s).date() - timedelta(days=back), start, end


def _first_named_or_numeric(s: str, order: Order) -> tuple[date, int, int] | None:
    candidates = [found for found in (_named(s, _DAY_MONTH_YEAR, month=2, day=1),
                                      _named(s, _MONTH_DAY_YEAR, month=1, day=2)) if found]
    match = NUMERIC_DATE.search(s)
    if match:
        day = _numeric_day(match.groups(), order)
        if day:
            candidates.append((match.start(), day, match.end()))
    if not candidates:
        return None
    start, day, end = min(candidates, key=lambda c: c[0])
    return day, start, end


def _named(s: str, pattern: re.Pattern, *, month: int, day: int) -> tuple[int, date, int] | None:
    """The first date with a month name that `pattern` finds (the year is its third group)."""
    for match in pattern.finditer(s):
        if match.group(month) in _MONTHS:
            found = _safe_date(match.group(3), _MONTHS[match.group(month)], match.group(day))
            return (match.start(), found, match.end()) if found else None
    return None


def _numeric_day(parts: tuple[str, str, str], order: Order) -> date | None:
    first, second, third = parts
    if len(first) == 4:
        return _safe_date(first, second, third)
    if (order() if callable(order) else order) == "mdy":
        return _safe_date(third, first, second)
    return _safe_date(third, second, first)


def _yearless(s: str, *, tz: tzinfo, now: datetime | None) -> tuple[date | None, int, int]:
    """'3 ottobre, 18:10' or 'Oct 3 at 6:10 PM': this year, unless that is still to come."""
    for pattern, month_group, day_group in ((_DAY_MONTH, 2, 1), (_MONTH_DAY, 1, 2)):
        for match in pattern.finditer(s):
            if match.group(month_group) not in _MONTHS:
                continue
            today = _local_now(now, tz, s).date()
            day = _safe_date(today.year, _MONTHS[match.group(month_group)], match.group(day_group))
            if day and day > today:
                day = _safe_date(today.year - 1, day.month, day.day)
            if day:
                return day, match.start(), match.end()
    return None, 0, 0


def _safe_date(year: str | int, month: str | int, day: str | int) -> date | None:
    y = int(year)
    if y < 100:
        y += 2000
    try:
        return date(y, int(month), int(day))
    except ValueError:
        return None


def _find_time(s: str) -> time | None:
    match = _TIME.search(s)
    if not match:
        return _hour_only(s)
    hour, minute = int(match.group(1)), int(match.group(2))
    second = int(match.group(3) or 0)
    return _clock(hour, minute, second, match.group(4))


def _hour_only(s: str) -> time | None:
    """"9 pm", "noon", "midnight": Django prints an o'clock time without its minutes."""
    match = _HOUR_ONLY.search(s)
    if match:
        return _clock(int(match.group(1)), 0, 0, match.group(2))
    for word, moment in _NAMED_TIMES:
        if re.search(rf"(?<![a-z]){word}(?![a-z])", s):
            return moment
    return None


def _clock(hour: int, minute: int, second: int, meridiem: str | None) -> time | None:
    if meridiem == "pm" and hour < 12:
        hour += 12
    elif meridiem == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59 or second > 59:
        return None
    return time(hour, minute, second)
