"""Relative and text dates as each board prints them, on every adapter that reads text dates and
on `generic` (issue 23): the first post's printed date in each fixture thread is replaced by the
forms boards print in Italian, French and English («Oggi», «Hier», «Yesterday»…), and the post
must be read at that moment in the game's zone, or be an error, never midnight.

Where the date sits is found from the fixture itself (the text that reads as the first post's
expected time), so the test follows each engine's own markup; engines whose posts carry a
machine-readable time (`<time datetime>`, JSON) never read text dates and are listed apart.
"""
from __future__ import annotations

import tomllib
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import lxml.etree
import lxml.html
import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.engines import parser_for

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
TZ = ZoneInfo("Europe/Rome")
# Engines whose every post time is machine-readable: no text date is ever read from them.
MACHINE_TIMES = {"discourse", "invision", "xenforo"}

# (printed, days before the time of reading, hour, minute)
FORMS = [
    ("Oggi, 21:09", 0, 21, 9), ("Oggi alle 09:41", 0, 9, 41), ("Ieri alle 23:58", 1, 23, 58),
    ("Aujourd'hui à 21:09", 0, 21, 9), ("Aujourd’hui, 07:15", 0, 7, 15), ("Hier à 00:05", 1, 0, 5),
    ("Today at 10:12 PM", 0, 22, 12), ("Yesterday, 9 p.m.", 1, 21, 0), ("Today, noon", 0, 12, 0),
]
CLOCKLESS = ["Oggi", "Hier", "Yesterday"]


def _cases() -> list[str]:
    return sorted(p.name for p in FIXTURES.iterdir() if (p / "expected.toml").is_file())


def _fixture(case: str) -> tuple[dict, str]:
    expected = tomllib.loads((FIXTURES / case / "expected.toml").read_text(encoding="utf-8"))
    data = (FIXTURES / case / expected["source"]["pages"][0]).read_bytes()
    text = data.decode("latin-1") if b"charset=ISO-8859-1" in data[:2000] else data.decode("utf-8")
    return expected, text


def _reads_as(text: str, want: datetime, now: datetime) -> bool:
    for order in ("dmy", "mdy"):   # vBulletin 3 prints 10-17-2026
        try:
            if dates.parse_date(text, tz=TZ, now=now, order=order).replace(second=0) == want:
                return True
        except dates.DateNotUnderstood:
            continue
    return False


def _machine_readable(element) -> bool:
    return any(e.get("datetime") or e.get("data-time") for e in (element, *element.iterancestors()))


def _print_date(doc, expected: dict, now: datetime, printed: str) -> bool:
    """Print `printed` where the page prints the first post's date: in the one text (an
    element's text or tail) that reads as that date, else in place of the content of the
    smallest element that does (a date split by markup: `17-10-2026, <span>10:00</span>`).
    False when that date is machine-readable or not found."""
    want = datetime.fromisoformat(expected["post"][0]["time"]).replace(second=0)
    for element in doc.iter(lxml.etree.Element):
        for part in ("text", "tail"):
            own = (getattr(element, part) or "").strip()
            if own and len(own) < 80 and _reads_as(own, want, now):
                owner = element if part == "text" else element.getparent()
                if _machine_readable(owner):
                    return False
                setattr(element, part, f" {printed} ")
                return True
    found = [e for e in doc.iter(lxml.etree.Element)
             if len(e.text_content()) < 80 and _reads_as(e.text_content().strip(), want, now)]
    if not found or _machine_readable(found[-1]):
        return False
    holder = found[-1]   # the innermost: iter() is in document order, parents first
    for child in list(holder):
        holder.remove(child)
    holder.text = printed
    return True


def _read_first_post(case: str, printed: str):
    expected, text = _fixture(case)
    now = datetime.fromisoformat(expected["source"]["now"]).astimezone(TZ)
    doc = lxml.html.fromstring(text)
    if not _print_date(doc, expected, now, printed):
        return None
    page = lxml.html.tostring(doc, encoding="unicode", doctype="<!DOCTYPE html>")
    # A generic board described without a machine-readable time reads the printed one.
    generic = {k: v for k, v in expected.get("generic", {}).items() if k != "time_attribute"}
    parse = parser_for(expected["source"]["engine"], generic or None)
    url = expected["source"].get("page_urls", [expected["source"]["url"]])[0]
    return parse(page, url=url, tz=TZ, now=now).posts[0], now


def _engine(case: str) -> str:
    return tomllib.loads((FIXTURES / case / "expected.toml").read_text(encoding="utf-8"))["source"]["engine"]


# The fixture threads whose first post's date is printed as text alone.
TEXT_DATED = [case for case in _cases() if _read_first_post(case, "Oggi, 21:09") is not None]


def test_every_engine_that_prints_text_dates_is_covered():
    """Every engine of the fixtures but the machine-dated ones has a thread read here."""
    assert {_engine(case) for case in TEXT_DATED} == {_engine(case) for case in _cases()} - MACHINE_TIMES
    assert {"generic", "forumactif", "forumfree", "smf", "vbulletin"} <= {_engine(case) for case in TEXT_DATED}


@pytest.mark.parametrize("case", TEXT_DATED)
@pytest.mark.parametrize("printed, days_back, hour, minute", FORMS)
def test_relative_forms_are_read_against_the_time_of_reading(case, printed, days_back, hour, minute):
    post, now = _read_first_post(case, printed)
    day = (now - timedelta(days=days_back)).date()
    assert post.created == datetime(day.year, day.month, day.day, hour, minute, tzinfo=TZ)


@pytest.mark.parametrize("case", TEXT_DATED)
@pytest.mark.parametrize("printed", CLOCKLESS)
def test_a_relative_day_without_a_clock_is_an_error_never_midnight(case, printed):
    with pytest.raises(ForumError, match="not read as midnight"):
        _read_first_post(case, printed)


def _phpbb30_page(printed: str) -> str:
    """phpBB 3.0 (prosilver): the post's date is text after the author, with no `<time>`."""
    return f"""<html><head><title>Giorno 2</title></head><body><div id="page-body">
<div id="p11" class="post bg2"><div class="inner"><div class="postbody">
<h3><a href="#p11">Re: Giorno 2</a></h3>
<p class="author"><a href="./viewtopic.php?p=11#p11">post</a>da <strong><a href="./memberlist.php?u=5"
class="username">Zefiro</a></strong> » {printed} </p>
<div class="content"><strong>voto Ortensia</strong></div></div></div></div>
</div></body></html>"""


@pytest.mark.parametrize("printed, days_back, hour, minute", FORMS)
def test_phpbb_30_reads_relative_forms_too(printed, days_back, hour, minute):
    now = datetime(2026, 11, 30, 23, 30, tzinfo=TZ)
    post = parser_for("phpbb")(_phpbb30_page(printed), url="https://lupus.example/viewtopic.php?t=9",
                               tz=TZ, now=now).posts[0]
    day = (now - timedelta(days=days_back)).date()
    assert post.created == datetime(day.year, day.month, day.day, hour, minute, tzinfo=TZ)


@pytest.mark.parametrize("printed", CLOCKLESS)
def test_phpbb_30_refuses_a_relative_day_without_a_clock(printed):
    with pytest.raises(ForumError, match="not read as midnight"):
        parser_for("phpbb")(_phpbb30_page(printed), url="https://lupus.example/viewtopic.php?t=9",
                            tz=TZ, now=datetime(2026, 11, 30, 23, 30, tzinfo=TZ))
