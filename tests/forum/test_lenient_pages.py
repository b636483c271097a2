"""Pages lxml's parser would read with text missing are read by BeautifulSoup's lenient parser.

libxml2 stops at 256 nested elements (the rest of the page is lost) and drops what follows a
stray end of the page; lupus_mod.forum.markup notices both and reads such a page again with
BeautifulSoup, into the same kind of tree, so every adapter reads it the same way.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import lxml.etree
import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum import markup, phpbb
from lupus_mod.forum.markup import parse_document
from tests.forum.test_engine_fixtures import CASES, read_thread

ROOT = Path(__file__).resolve().parents[2]
SAVED = ROOT / "tests" / "fixtures" / "forum" / "saved" / "phpbb-3.3.15"
URL = "https://board.example/viewtopic.php?t=3"
TZ = ZoneInfo("Europe/Rome")


@pytest.mark.parametrize("case", CASES)
def test_the_lenient_parser_reads_every_fixture_as_the_fast_one(case, monkeypatch):
    _, fast = read_thread(case)
    monkeypatch.setattr(markup, "_content_lost", lambda text: True)
    _, lenient = read_thread(case)
    assert lenient == fast


def _page() -> str:
    return (SAVED / "page-01.html").read_text(encoding="utf-8")


def _first_content(page: str, insert: str) -> str:
    at = page.index('<div class="content">') + len('<div class="content">')
    return page[:at] + insert + page[at:]


def _ids(page: str) -> list[str]:
    return [post.id for post in phpbb.parse(page, url=URL, tz=TZ).posts]


def test_a_pyramid_of_quotes_deeper_than_lxml_reads_is_read_whole() -> None:
    page = _page()
    pyramid = "<blockquote><div>" * 150 + "voto Nessuno" + "</div></blockquote>" * 150
    deep = _first_content(page, pyramid + "<strong>voto Zefiro</strong>")
    # What lxml alone makes of it: the page stops in the middle of the pyramid.
    alone = "".join(lxml.etree.fromstring(deep, lxml.etree.HTMLParser()).itertext())
    assert "voto Zefiro" not in alone and "voto Nessuno" not in alone
    posts = phpbb.parse(deep, url=URL, tz=TZ).posts
    assert [p.id for p in posts] == _ids(page)
    first = posts[0]
    assert "voto Zefiro" in first.bold_text() and "Nessuno" not in first.text()
    assert "voto Nessuno" in first.text(include_quotes=True)


def test_posts_after_a_stray_end_of_the_page_are_kept() -> None:
    page = _page()
    stray = _first_content(page, "</div></div></div></body></html>")
    head = lxml.etree.fromstring(stray, lxml.etree.HTMLParser())
    assert len(markup.select(head, "div.post")) < len(_ids(page))   # lxml alone drops them
    assert _ids(stray) == _ids(page)


def test_a_page_nested_beyond_any_reading_is_said_so() -> None:
    with pytest.raises(ForumError, match="nested too deeply"):
        parse_document("<html><body>" + "<div>" * 5000 + "voto Zefiro</body></html>")


def test_a_page_of_comments_only_is_empty() -> None:
    with pytest.raises(ForumError, match="empty"):
        parse_document("<!-- nothing here -->")


def test_a_well_formed_page_is_read_without_beautifulsoup() -> None:
    probe = ("import sys; from zoneinfo import ZoneInfo; from lupus_mod.forum import phpbb; "
             f"phpbb.parse(open({str(SAVED / 'page-01.html')!r}, encoding='utf-8').read(), "
             f"url={URL!r}, tz=ZoneInfo('Europe/Rome')); print('bs4' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
