"""Forum date texts in Italian and English, read in the board's time zone against a given now."""
from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, strategies as st

from lupus_mod.forum.date_order import DateOrder, page_order
from lupus_mod.forum.dates import DateNotUnderstood, DateWithoutClock, parse_date, parse_iso

ROME = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 3, 23, 30, tzinfo=ROME)

CASES = [
    ("3 ottobre 2026, 18:10", "2026-10-03T18:10"),
    ("Sabato 3 Ottobre 2026 - 18:10:33", "2026-10-03T18:10:33"),
    ("Sat Oct 03, 2026 6:10 pm", "2026-10-03T18:10"),
    ("Oct 03, 2026, 02:10 PM", "2026-10-03T14:10"),
    ("October 3, 2026 at 12:05 AM", "2026-10-03T00:05"),
    ("3rd Oct '26, 6:10pm", "2026-10-03T18:10"),
    ("3/10/2026, 18:10", "2026-10-03T18:10"),
    ("03-10-2026, 06:10 PM", "2026-10-03T18:10"),
    ("2026-10-03 18:10", "2026-10-03T18:10"),
    ("Oggi, 14:05", "2026-10-03T14:05"),
    ("Oggi alle 14:05", "2026-10-03T14:05"),
    ("Ieri alle 9:30", "2026-10-02T09:30"),
    ("L'altro ieri, 21:00", "2026-10-01T21:00"),
    ("Today at 10:12", "2026-10-03T10:12"),
    ("Today, 06:10 PM", "2026-10-03T18:10"),
    ("Yesterday at 11:59 PM", "2026-10-02T23:59"),
    ("5 minuti fa", "2026-10-03T23:25"),
    ("un'ora fa", "2026-10-03T22:30"),
    ("2 hours ago", "2026-10-03T21:30"),
    ("a minute ago", "2026-10-03T23:29"),
    ("3 ott, 18:10", "2026-10-03T18:10"),
    ("5 dicembre, 10:00", "2025-12-05T10:00"),
    ("Last edited by Bartolomeo on Sat Oct 03, 2026 6:26 pm, edited 1 time in total.", "2026-10-03T18:26"),
    ("Last Edit: Oct 03, 2026, 02:31 PM by Zanna88 Reason: votato alle 19:45", "2026-10-03T14:31"),
    ("Ultima modifica di Pieri il 03/10/2026, 18:26", "2026-10-03T18:26"),
    ("Posted on 3/10/2026, 18:10", "2026-10-03T18:10"),
    # French boards (phpBB 3.0/3.1, SMF, vBulletin in French), issue 23
    ("lun. 30 nov. 2026 21:09", "2026-11-30T21:09"),
    ("30 novembre 2026 à 21:09", "2026-11-30T21:09"),
    ("Sam 3 Oct 2026 - 18:10", "2026-10-03T18:10"),
    ("3 févr. 2026, 9h05", "2026-02-03T09:05"),
    ("15 août 2026 à 08:00", "2026-08-15T08:00"),
    ("mer. 9 déc. 2026 23:59", "2026-12-09T23:59"),
    ("Aujourd'hui à 21:09", "2026-10-03T21:09"),
    ("Aujourd’hui, 07:15", "2026-10-03T07:15"),
    ("Hier à 21:09", "2026-10-02T21:09"),
    ("Avant-hier à 10:00", "2026-10-01T10:00"),
    ("il y a 5 minutes", "2026-10-03T23:25"),
    ("il y a une heure", "2026-10-03T22:30"),
    ("Modifié par Zéphyrine le 30 novembre 2026 à 21:12", "2026-11-30T21:12"),
    ("Dernière édition par Hier le Sam 3 Oct 2026 - 11:42, édité 1 fois", "2026-10-03T11:42"),
    ("Last edited by Today on 3 Oct, 11:42", "2026-10-03T11:42"),
    ("Mar 29 Sep - 21:09", "2026-09-29T21:09"),
    ("Dernière édition par Zéphyrine le lun. 30 nov. 2026 21:12, édité 1 fois.", "2026-11-30T21:12"),
    # English Django dates (Spirit, Misago): an o'clock hour without minutes, noon, midnight
    ("Nov. 30, 2026, 9 p.m.", "2026-11-30T21:00"),
    ("Nov. 30, 2026, 9:05 p.m.", "2026-11-30T21:05"),
    ("Nov. 30, 2026, noon", "2026-11-30T12:00"),
    ("Nov. 30, 2026, midnight", "2026-11-30T00:00"),
    ("Nov. 30, 2026, 12 a.m.", "2026-11-30T00:00"),
]


@pytest.mark.parametrize("text", ["Yesterday", "Ieri", "Hier", "30 novembre 2026",
                                  "Nov. 30, 2026", "lun. 30 nov. 2026", "Last edited by Pieri on 30/11/2026"])
def test_a_date_without_a_time_of_day_is_never_midnight(text):
    """Issue 23: a date read without a clock silently became 00:00, which moves a vote across
    a deadline. It is an error of its own kind, for the reader to flag."""
    with pytest.raises(DateWithoutClock):
        parse_date(text, tz=ROME, now=NOW)


@pytest.mark.parametrize("text, moment", CASES)
def test_known_forms(text, moment):
    assert parse_date(text, tz=ROME, now=NOW) == datetime.fromisoformat(moment).replace(tzinfo=ROME)


def test_month_first_when_asked():
    assert parse_date("10-03-2026, 06:10 PM", tz=ROME, order="mdy") == datetime(2026, 10, 3, 18, 10, tzinfo=ROME)


def test_day_order_is_judged_from_the_page():
    assert page_order(["10-17-2026, 10:00 AM", "10-03-2026"], "dmy").order == "mdy"
    assert page_order(["17/10/2026, 10:00"], "mdy").order == "dmy"
    assert page_order(["01/02/2026"], "mdy") == DateOrder("mdy", settled=False)


@pytest.mark.parametrize("text", ["", "mai", "domani forse", "#14"])
def test_no_date_is_an_error(text):
    with pytest.raises(DateNotUnderstood):
        parse_date(text, tz=ROME, now=NOW)


def test_relative_dates_need_the_time_of_reading():
    with pytest.raises(DateNotUnderstood, match="time of reading"):
        parse_date("Oggi, 14:05", tz=ROME)


def test_iso_attributes_in_every_offset_form():
    want = datetime(2026, 10, 3, 16, 10, 8, tzinfo=ZoneInfo("UTC"))
    for value in ("2026-10-03T16:10:08+00:00", "2026-10-03T16:10:08Z", "2026-10-03T18:10:08+0200"):
        assert parse_iso(value, tz=ROME) == want
    assert parse_iso("2026-10-03T18:10:08", tz=ROME) == want  # no offset: board time


ITALIAN_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
                  "settembre", "ottobre", "novembre", "dicembre"]
moments = st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2099, 12, 31)).map(
    lambda d: d.replace(second=0, microsecond=0))


@given(moments)
def test_any_moment_printed_in_the_usual_forms_reads_back(moment):
    printed = [
        f"{moment.day} {ITALIAN_MONTHS[moment.month - 1]} {moment.year}, {moment:%H:%M}",
        moment.strftime("%a %b %d, %Y %I:%M %p").replace("AM", "am").replace("PM", "pm"),
        moment.strftime("%b %d, %Y, %I:%M %p"),
        moment.strftime("%d/%m/%Y, %H:%M"),
    ]
    for text in printed:
        assert parse_date(text, tz=ROME) == moment.replace(tzinfo=ROME), text


@given(st.integers(min_value=1, max_value=300), st.sampled_from(["minuti fa", "minutes ago"]))
def test_minutes_ago(count, words):
    assert parse_date(f"{count} {words}", tz=ROME, now=NOW) == NOW - timedelta(minutes=count)


def test_day_order_is_judged_from_when_the_page_was_drawn():
    """Trial 20: a reading that dates a post after the page was drawn is not the board's; a page
    printing « Today » was drawn within a month of its numeric dates."""
    drawn = datetime(2026, 1, 12, 23, 0, tzinfo=ROME)
    assert page_order(["01-12-2026, 09:00 PM"], "dmy", drawn) == DateOrder("mdy", settled=True)
    december = datetime(2026, 12, 1, 23, 0, tzinfo=ROME)
    assert page_order(["01-12-2026, 09:00 PM", "Today, 09:30 PM"], "mdy", december) == DateOrder("dmy", True)
    # Near miss: without « Today », both readings are before the page was drawn: not settled.
    assert page_order(["01-12-2026, 09:00 PM"], "mdy", december) == DateOrder("mdy", settled=False)
