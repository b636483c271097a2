"""The phpBB 3.3.15 and SMF 2.1.4 pages saved from real boards, read against expected.toml."""
from __future__ import annotations

import tomllib
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import phpbb, smf
from lupus_mod.forum.fetch import read_saved_pages

FORUM_PAGES = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "saved"
TZ = ZoneInfo("Europe/Rome")


# engine folder, adapter, whether the page shows seconds
BOARDS = [("phpbb-3.3.15", phpbb, True), ("smf-2.1.4", smf, False)]


def _board(folder: str):
    expected = tomllib.loads((FORUM_PAGES / folder / "expected.toml").read_text(encoding="utf-8"))
    source = expected["source"]
    pages = [(FORUM_PAGES / folder / name, source["base_url"] + url)
             for name, url in zip(source["pages"], source["page_urls"])]
    return expected, pages


def _read(folder: str, adapter):
    expected, pages = _board(folder)
    posts = []
    for path, url in pages:
        posts.extend(adapter.parse(path.read_text(encoding="utf-8"), url=url, tz=TZ).posts)
    return expected, {p.id: p for p in posts}, posts


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_every_post_is_read_in_order_with_author_and_position(folder, adapter, seconds):
    expected, _, posts = _read(folder, adapter)
    assert [(p.id, p.author, p.position) for p in posts] == [
        (str(e["id"]), e["author"], e["n"]) for e in expected["post"]]


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_post_times_match_the_database(folder, adapter, seconds):
    expected, by_id, _ = _read(folder, adapter)
    for entry in expected["post"]:
        want = datetime.fromisoformat(entry["time"])
        if not seconds:
            want = want.replace(second=0)
        got = by_id[str(entry["id"])].created
        assert got == want, entry["id"]
        assert got.utcoffset() == timedelta(hours=2)


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_edits_are_flagged_and_their_notice_is_not_in_the_body(folder, adapter, seconds):
    expected, by_id, _ = _read(folder, adapter)
    for entry in expected["post"]:
        post = by_id[str(entry["id"])]
        assert (post.edited is not None) == entry.get("edited", False), entry["id"]
        if entry.get("edited"):
            edit_time = datetime.fromisoformat(entry["edit_time"])
            assert edit_time - timedelta(minutes=1) < post.edited <= edit_time
            everything = post.text(include_spoilers=True, include_quotes=True)
            assert "Last edit" not in everything and "Last Edit" not in everything
            if entry["edit_reason"]:
                assert entry["edit_reason"] not in everything


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_quoted_votes_are_marked_quote_and_linked(folder, adapter, seconds):
    expected, by_id, _ = _read(folder, adapter)
    quoting = [e for e in expected["post"] if "quotes_post_id" in e]
    assert quoting
    for entry in quoting:
        post = by_id[str(entry["id"])]
        quoted = by_id[str(entry["quotes_post_id"])]
        assert post.quoted_ids == (str(entry["quotes_post_id"]),)
        quoted_vote = quoted.bold_text()
        assert quoted_vote and quoted_vote in post.text(include_quotes=True)
        assert quoted_vote not in post.text()
        assert quoted_vote in "".join(s.text for s in post.body if s.quote and s.bold)


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_votes_typed_in_the_post_are_in_its_text_and_bold_when_typed_bold(folder, adapter, seconds):
    expected, by_id, _ = _read(folder, adapter)
    for entry in expected["post"]:
        raw = entry["raw"]
        if not raw:
            continue
        post = by_id[str(entry["id"])]
        plain = raw.replace("[b]", "").replace("[/b]", "")
        assert plain in post.text(), entry["id"]
        assert (plain in post.bold_text()) == raw.startswith("[b]"), entry["id"]


def test_phpbb_spoiler_is_marked_spoiler():
    _, by_id, _ = _read("phpbb-3.3.15", phpbb)
    post = by_id["71"]
    hidden = "".join(s.text for s in post.body if s.spoiler)
    assert "Totò: voto Brigante" in hidden
    assert "voto Brigante" not in post.text()
    assert "Totò: voto Brigante" in post.text(include_spoilers=True)


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_pagination_and_permalinks(folder, adapter, seconds):
    expected, pages = _board(folder)
    source = expected["source"]
    for number, (path, url) in enumerate(pages, start=1):
        page = adapter.parse(path.read_text(encoding="utf-8"), url=url, tz=TZ)
        assert (page.page_number, page.last_page) == (number, len(pages))
        following = pages[number][1] if number < len(pages) else None
        assert _same_page(page.next_url, following)
        for post in page.posts:
            assert post.permalink == source["base_url"] + source["post_url_pattern"].format(
                post_id=post.id).split("#")[0] + _fragment(source, post.id)


def _fragment(source, post_id):
    pattern = source["post_url_pattern"]
    return "#" + pattern.split("#")[1].format(post_id=post_id) if "#" in pattern else ""


def _same_page(got, want):
    if want is None:
        return got is None
    # phpBB writes the first page without start=0; both address the same page.
    return got is not None and got.replace("&start=0", "") == want.replace("&start=0", "")


@pytest.mark.parametrize("folder, adapter, seconds", BOARDS)
def test_saved_pages_read_offline_with_engine_detected(folder, adapter, seconds):
    expected, pages = _board(folder)
    posts = read_saved_pages([path for path, _ in reversed(pages)], engine=None, tz=TZ)
    assert [p.id for p in posts] == [str(e["id"]) for e in expected["post"]]
    assert [p.position for p in posts] == [e["n"] for e in expected["post"]]
