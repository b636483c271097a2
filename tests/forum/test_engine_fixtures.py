"""Every engine's fixture thread (tests/fixtures/forum/<case>/), read against its expected.toml.

The fixtures are fictional pages written from each engine's real markup: two pages of one
Lupus day with quotes, an edit, a spoiler, bold votes, a code block and a signature.
"""
from __future__ import annotations

import tomllib
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum.engines import detect, parser_for
from lupus_mod.forum.fetch import read_saved_pages

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
CASES = sorted(p.name for p in FIXTURES.iterdir() if (p / "expected.toml").is_file())
TZ = ZoneInfo("Europe/Rome")


def load(case: str):
    expected = tomllib.loads((FIXTURES / case / "expected.toml").read_text(encoding="utf-8"))
    paths = [FIXTURES / case / name for name in expected["source"]["pages"]]
    return expected, paths


def read_thread(case: str):
    expected, paths = load(case)
    now = datetime.fromisoformat(expected["source"]["now"])
    posts = read_saved_pages(paths, engine=None, tz=TZ, now=now, generic=expected.get("generic"))
    return expected, posts


def page_text(path: Path) -> str:
    data = path.read_bytes()
    return data.decode("latin-1") if b"charset=ISO-8859-1" in data[:2000] else data.decode("utf-8")


@pytest.mark.parametrize("case", CASES)
def test_engine_is_recognised_from_the_first_page(case):
    expected, paths = load(case)
    if expected["source"]["engine"] == "generic":
        with pytest.raises(Exception):
            detect(page_text(paths[0]))
    else:
        assert detect(page_text(paths[0])) == expected["source"]["engine"]


@pytest.mark.parametrize("case", CASES)
def test_posts_ids_authors_positions_and_times(case):
    expected, posts = read_thread(case)
    assert [(p.id, p.author, p.position) for p in posts] == [
        (e["id"], e["author"], e["position"]) for e in expected["post"]]
    for post, entry in zip(posts, expected["post"]):
        want = datetime.fromisoformat(entry["time"])
        if not expected["source"]["seconds"]:
            want = want.replace(second=0)
        assert post.created == want, post.id
        assert post.created.tzinfo is not None


@pytest.mark.parametrize("case", CASES)
def test_edits_are_flagged_with_their_time(case):
    expected, posts = read_thread(case)
    for post, entry in zip(posts, expected["post"]):
        assert (post.edited is not None) == entry["edited"], post.id
        if entry["edited"]:
            edit_time = datetime.fromisoformat(entry["edit_time"])
            assert edit_time - timedelta(minutes=1) < post.edited <= edit_time, post.id


@pytest.mark.parametrize("case", CASES)
def test_body_text_quotes_spoilers_bold_and_removed_parts(case):
    expected, posts = read_thread(case)
    for post, entry in zip(posts, expected["post"]):
        everything = post.text(include_spoilers=True, include_quotes=True)
        for text in entry["in_text"]:
            assert text in post.text(), (post.id, text)
        for text in entry["not_in_text"]:
            assert text not in everything, (post.id, text)
        for text in entry["in_quote"]:
            assert text in "".join(s.text for s in post.body if s.quote), (post.id, text)
            assert text not in post.text(), (post.id, text)
        for text in entry["in_spoiler"]:
            assert text in "".join(s.text for s in post.body if s.spoiler), (post.id, text)
            assert text not in post.text() and text in post.text(include_spoilers=True), (post.id, text)
        for text in entry["bold"]:
            assert text in post.bold_text(), (post.id, text)
        assert list(post.quoted_ids) == entry["quoted_ids"], post.id


@pytest.mark.parametrize("case", CASES)
def test_each_page_links_to_the_next(case):
    expected, paths = load(case)
    source = expected["source"]
    parse = parser_for(source["engine"], expected.get("generic"))
    urls = source["page_urls"]
    for number, (path, url) in enumerate(zip(paths, urls), start=1):
        page = parse(page_text(path), url=url, tz=TZ, now=datetime.fromisoformat(source["now"]))
        following = source.get("next_urls", urls[1:] + [None])[number - 1]
        assert page.next_url == following, (number, page.next_url)
        if source.get("numbered_pages", True):
            assert (page.page_number, page.last_page) == (number, len(paths))
        assert all(p.permalink.startswith(("http://", "https://")) for p in page.posts)
