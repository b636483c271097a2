"""XenForo 1: not read by the xenforo adapter (it says so), read through [forum.generic]."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import read_saved_pages

PAGE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "xenforo1" / "page-1.html"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=TZ)
# The selectors docs/forums.md gives for XenForo 1.
XENFORO1 = {
    "post": "li.message[id^=post-]",
    "author": ".messageUserBlock .username",
    "time": ".messageMeta .datePermalink .DateTime",
    "time_attribute": "title",
    "body": "blockquote.messageText",
    "permalink": "a.datePermalink",
    "quote": ".bbCodeQuote",
    "remove": ".quoteExpand, .bbCodeCode, .signature",
    "edited": ".editDate .DateTime",
}


def test_xenforo1_is_named_unsupported_not_empty():
    with pytest.raises(ForumError) as caught:
        read_saved_pages([PAGE], engine=None, tz=TZ, now=NOW)
    message = caught.value.render()
    assert "XenForo 1" in message and "[forum.generic]" in message
    assert "no posts found" not in message
    assert message.count("page-1.html") == 1


def test_xenforo1_reads_through_the_documented_generic_selectors():
    posts = read_saved_pages([PAGE], engine="generic", tz=TZ, now=NOW, generic=XENFORO1)
    assert [(p.id, p.author) for p in posts] == [("9001", "Narratore"), ("9002", "Anselmo"),
                                                 ("9003", "Cosimo")]
    assert [p.created.strftime("%H:%M") for p in posts] == ["10:00", "10:05", "10:30"]
    assert posts[1].permalink == "https://lupus-xf1.example/posts/9002/"
    assert posts[1].text() == "voto Cosimo"          # the signature is not read
    assert posts[2].text() == "Ma perché io? voto Anselmo"
    assert "voto Cosimo" in "".join(s.text for s in posts[2].body if s.quote)
    assert posts[2].edited == datetime(2026, 10, 17, 10, 41, tzinfo=TZ)
