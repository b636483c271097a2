"""MyBB 1.8 (`mybb`): what its pages print and how the adapter reads it, beside the fixture
thread read by every adapter's tests (tests/fixtures/forum/mybb/). Each case changes one piece
of the fixture's first page as a board would print it otherwise."""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from lupus_mod.forum import mybb
from lupus_mod.forum.editors import editor_in
from lupus_mod.forum.engines import detect
from lupus_mod.forum.markup import first, parse_document
from lupus_mod.forum.threads import topic_in

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "mybb"
TZ = ZoneInfo("Europe/Rome")
URL = "https://lupus-mybb.example/showthread.php?tid=42"
DRAWN = datetime(2026, 11, 20, 23, 0, tzinfo=TZ)
NEXT_MORNING = datetime(2026, 11, 21, 9, 30, tzinfo=TZ)


def _page() -> str:
    return (FIXTURE / "page-1.html").read_text(encoding="utf-8")


def _read(text: str, now: datetime = DRAWN):
    return {post.id: post for post in mybb.parse(text, url=URL, tz=TZ, now=now).posts}


def test_words_for_a_date_read_as_the_title_beside_them_whenever_the_page_is_read():
    # "11 hours ago" and "Today" said at 23:00 of the 20th: read the next morning, the post
    # stays on the 20th (the title's date), never eleven hours before the reading.
    posts = _read(_page(), now=NEXT_MORNING)
    assert posts["305"].created == datetime(2026, 11, 20, 11, 2, tzinfo=TZ)
    assert posts["302"].created == datetime(2026, 11, 20, 10, 5, tzinfo=TZ)


def test_today_without_its_title_reads_against_the_footer_clock_not_the_reading():
    # A theme that prints "Today, 10:05 AM" with no title: the page says it was drawn on the
    # 20th at 23:00 (its footer), so a reading the next morning keeps the post on the 20th.
    text = _page().replace('<span title="11-20-2026">Today</span>, 10:05 AM', "Today, 10:05 AM", 1)
    assert _read(text, now=NEXT_MORNING)["302"].created == datetime(2026, 11, 20, 10, 5, tzinfo=TZ)


def test_a_board_printing_the_day_first_is_read_day_first():
    # An Italian board's `dateformat` d-m-Y: "20-11-2026, 22:40" (twenty is no month).
    text = re.sub(r"\b(\d\d)-(\d\d)-2026", r"\2-\1-2026", _page())
    text = re.sub(r"\b(\d\d):(\d\d) ([AP]M)",
                  lambda m: f"{int(m.group(1)) % 12 + (12 if m.group(3) == 'PM' else 0):02d}:{m.group(2)}", text)
    assert "20-11-2026, 15:33" in text
    assert _read(text)["310"].created == datetime(2026, 11, 20, 15, 33, tzinfo=TZ)


def test_the_edit_notice_gives_the_edit_time_and_editor_and_is_no_part_of_the_text():
    post = _read(_page())["307"]
    assert post.created == datetime(2026, 11, 20, 12, 15, tzinfo=TZ)
    assert post.edited == datetime(2026, 11, 20, 13, 5, tzinfo=TZ)
    assert post.text() == "voto Donatella"
    notice = first(parse_document('<span class="edited_post">(This post was last modified: 11-20-2026, '
                                  '01:05 PM by Sam (GM). Edit Reason: voto Gastone)</span>'), "span.edited_post")
    assert editor_in(notice) == "Sam (GM)"


def test_posts_a_moderator_sees_that_the_players_do_not_are_not_read():
    text = _page().replace('<div class="post " style="" id="post_303">',
                           '<div class="post unapproved_post" style="" id="post_303">', 1)
    text = text.replace('<div class="post " style="" id="post_306">',
                        '<div class="post unapproved_post deleted_post" style="display: none;" id="post_306">', 1)
    posts = _read(text)
    assert "303" not in posts and "306" not in posts and "304" in posts


def test_a_quote_linked_with_friendly_addresses_names_the_quoted_post():
    text = _page().replace("showthread.php?pid=302#pid302", "post-302.html#pid302", 1)
    assert _read(text)["304"].quoted_ids == ("302",)


def test_pages_and_the_thread_from_both_kinds_of_address():
    assert mybb.page_url(URL, 0) == URL
    assert mybb.page_url(URL, 2) == URL + "&page=3"
    friendly = "https://lupus-mybb.example/thread-42.html"
    assert mybb.page_url(friendly, 1) == "https://lupus-mybb.example/thread-42-page-2.html"
    assert mybb.page_url("https://lupus-mybb.example/thread-42-page-2.html", 0) == friendly
    assert topic_in("mybb", URL + "&page=2") == topic_in("mybb", friendly) == "42"
    page = mybb.parse((FIXTURE / "page-1.html").read_text(encoding="utf-8"), url=URL, tz=TZ, now=DRAWN)
    assert page.next_url == URL + "&page=2"
    assert (page.page_number, page.last_page) == (1, 2)


def test_the_engine_is_told_by_its_text_box_or_its_footer():
    assert detect(_page()) == "mybb"
    footer_only = re.sub(r'id="pid_\d+"', "", _page())
    assert detect(footer_only) == "mybb"
