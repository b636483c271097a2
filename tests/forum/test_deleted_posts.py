"""A deleted post never counts (issue 23). Discourse shows a moderator's deletions to staff in
the topic's stream (`deleted_at` set) and keeps a post its author withdrew (`user_deleted`):
a GM reading as a moderator must not count them. Boards that drop a deleted post from the page
are the cache's case (tests/forum/test_thread_numbering.py)."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import discourse

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "discourse" / "page-1.json"
TZ = ZoneInfo("Europe/Rome")
URL = "https://lupus-discourse.example/t/giorno-4/77"


def _read(mark: dict) -> list[str]:
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    data["post_stream"]["posts"][1].update(mark)
    page = discourse.parse(json.dumps(data), url=URL, tz=TZ, now=datetime(2026, 10, 17, 23, 0, tzinfo=TZ))
    return [post.id for post in page.posts]


def test_the_fixture_reads_every_post_when_none_is_deleted():
    ids = _read({})
    assert "7004" in ids and len(ids) >= 3


@pytest.mark.parametrize("mark", [{"deleted_at": "2026-10-17T09:30:00.000Z"}, {"user_deleted": True}],
                         ids=["deleted-by-a-moderator", "withdrawn-by-its-author"])
def test_a_deleted_post_is_not_read(mark):
    assert _read(mark) == [pid for pid in _read({}) if pid != "7004"]
