"""A board date whose weekday is not its day's («Mar 30 Nov» when 30 November 2026 is a
Monday) is not trusted: on a post, that post's flag (its vote a doubt, the rest counted);
on an edit notice, the edit is one without a known time (flagged by the tally).

The fixture threads tests/fixtures/forum/forumactif*/ (fictional players of
games/thiercelieux) print «Sam 17 Oct» (17 October 2026 is a Saturday).
"""
from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import generic
from lupus_mod.forum.dates import DateOnAnotherWeekday, parse_date
from tests.forum.fixture_variants import changed, changed_first, fixture

ROME = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 12, 5, 12, 0, tzinfo=ROME)


@pytest.mark.parametrize("text, moment", [
    ("Lun 30 Nov - 21:09", "2026-11-30T21:09"),
    ("lun. 30 nov. 2026 21:09", "2026-11-30T21:09"),
    ("Lunedì 30 Novembre 2026, 21:09", "2026-11-30T21:09"),
    ("Monday, November 30, 2026 9:09 pm", "2026-11-30T21:09"),
    ("Mon Nov 30, 2026 9:09 pm", "2026-11-30T21:09"),
    ("Mar 1 Déc 2026 - 10:00", "2026-12-01T10:00"),
    # "Mar" begins an English date: March, no weekday.
    ("Mar 30, 2026 9:09 pm", "2026-03-30T21:09"),
    # A nickname farther back is no weekday.
    ("Dernière édition par Mar le Lun 30 Nov - 21:09", "2026-11-30T21:09"),
    ("Aujourd'hui à 21:09", "2026-12-05T21:09"),
])
def test_a_date_on_its_own_weekday_is_read(text, moment):
    assert parse_date(text, tz=ROME, now=NOW) == datetime.fromisoformat(moment).replace(tzinfo=ROME)


@pytest.mark.parametrize("text", ["Mar 30 Nov - 21:09", "mar. 30 nov. 2026 21:09", "Martedì 30 Novembre 2026, 21:09",
                                  "Tue Nov 30, 2026 9:09 pm", "Tuesday, November 30, 2026 9:09 pm",
                                  "Dim 30/11/2026 21:09", "Sab 30 novembre 2026 alle 21:09"])
def test_a_date_on_another_weekday_is_not_trusted(text):
    with pytest.raises(DateOnAnotherWeekday, match="2026-11-30"):
        parse_date(text, tz=ROME, now=NOW)


THEMES = ["forumactif", "forumactif-invision", "forumactif-phpbb2", "forumactif-punbb"]


@pytest.mark.parametrize("case", THEMES)
def test_a_post_dated_on_another_weekday_is_flagged_and_the_others_read(case):
    thread = fixture(case)
    page = changed_first(thread.pages[0], "Sam 17 Oct", "Dim 17 Oct")
    posts = thread.read(page).posts
    flagged = [post for post in posts if post.date_untrusted]
    assert len(flagged) == 1 and "Dim 17 Oct" in flagged[0].date_untrusted
    assert flagged[0].created.date().isoformat() == "2026-10-17"
    assert len(posts) == len(thread.read(thread.pages[0]).posts)


@pytest.mark.parametrize("case", THEMES)
def test_an_edit_dated_on_another_weekday_is_an_edit_without_a_known_time(case):
    thread = fixture(case)
    edited = next(entry["id"] for entry in thread.expected["post"] if entry["edited"])
    page, moved = re.subn(r"(Dernière édition par \w+ le )Sam", r"\1Ven", thread.pages[0])
    assert moved == 1
    post = thread.post(page, edited)
    assert post.edited is None and post.edit_undated


@pytest.mark.parametrize("case", ["forumactif-invision", "forumactif-phpbb2", "forumactif-punbb"])
def test_a_notice_of_a_theme_that_words_it_otherwise_on_another_weekday_is_flagged_too(case):
    """A theme printing the notice without its words («Hortense, Ven 17 Oct - 11:42»): the
    date on another weekday than its day's still makes it an edit at an unknown time."""
    thread = fixture(case)
    page = changed(thread.pages[0], "Dernière édition par Hortense le Sam 17 Oct - 11:42; édité 1 fois",
                   "Hortense, Ven 17 Oct - 11:42")
    post = thread.post(page, "204")
    assert post.edited is None and post.edit_undated


@pytest.mark.parametrize("stamp, wrong", [("Mon 30/11/2026 21:09", False), ("Tue 30/11/2026 21:09", True),
                                          ("Tuesday 30/11/2026 21:09", True)])
def test_a_generic_boards_time_format_with_a_weekday_is_held_to_it(stamp, wrong):
    """`[forum.generic] time_format = "%a %d/%m/%Y %H:%M"`: strptime would keep a wrong weekday
    without a word."""
    fmt = "%A %d/%m/%Y %H:%M" if stamp.startswith("Tuesday") else "%a %d/%m/%Y %H:%M"
    config = {"post": "div.msg", "author": ".who", "time": ".stamp", "body": ".testo", "id_attribute": "data-post",
              "time_format": fmt}
    page = (f'<html><body><div class="msg" data-post="7"><span class="who">Zefiro</span><span class="stamp">{stamp}'
            '</span><div class="testo">voto Ortensia</div></div></body></html>')
    read = lambda: generic.parse(page, url="https://board.example/t/1", tz=ROME, now=NOW, config=config)  # noqa: E731
    post = read().posts[0]
    assert post.created == datetime(2026, 11, 30, 21, 9, tzinfo=ROME)
    assert bool(post.date_untrusted) == wrong
