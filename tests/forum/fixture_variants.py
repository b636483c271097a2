"""Adversarial variants of the engines' fixture threads (tests/fixtures/forum/<case>/): one
piece of a fixture page changed (an edit notice, a post's body, an author's name, a link), the
page read again with its engine's adapter. Shared by the tests of every adapter's reading.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from lupus_mod.forum.engines import parser_for
from lupus_mod.forum.model import Page, Post

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
TZ = ZoneInfo("Europe/Rome")
CASES = sorted(p.name for p in FIXTURES.iterdir() if (p / "expected.toml").is_file())
# Engines read from JSON answers, not pages.
JSON_ENGINES = {"discourse", "misago"}


@dataclass(frozen=True)
class Fixture:
    case: str
    expected: dict
    pages: tuple[str, ...]   # the pages' text, in thread order

    @property
    def engine(self) -> str:
        return self.expected["source"]["engine"]

    @property
    def now(self) -> datetime:
        return datetime.fromisoformat(self.expected["source"]["now"])

    def url(self, page: int = 0) -> str:
        source = self.expected["source"]
        return source.get("page_urls", [source.get("url")])[page]

    def read(self, text: str, page: int = 0) -> Page:
        parse = parser_for(self.engine, self.expected.get("generic"))
        return parse(text, url=self.url(page), tz=TZ, now=self.now)

    def post(self, text: str, post_id: str, page: int = 0) -> Post:
        return next(post for post in self.read(text, page).posts if post.id == post_id)


def fixture(case: str) -> Fixture:
    expected = tomllib.loads((FIXTURES / case / "expected.toml").read_text(encoding="utf-8"))
    texts = []
    for name in expected["source"]["pages"]:
        data = (FIXTURES / case / name).read_bytes()
        texts.append(data.decode("latin-1") if b"charset=ISO-8859-1" in data[:2000] else data.decode("utf-8"))
    return Fixture(case, expected, tuple(texts))


def changed(text: str, old: str, new: str) -> str:
    """`text` with its one `old` replaced by `new` (the variant must change the page)."""
    assert text.count(old) >= 1, f"{old!r} is not on the page"
    return text.replace(old, new)


def changed_first(text: str, pattern: str, new: str) -> str:
    """`text` with the first match of the regular expression `pattern` replaced by `new`."""
    found = re.search(pattern, text)
    assert found, f"{pattern!r} is not on the page"
    return text[:found.start()] + new + text[found.end():]


def saved(folder: str, engine: str, first_url: str, now: str) -> Fixture:
    """The first page of a day saved from a real board (tests/fixtures/forum/saved/)."""
    text = (FIXTURES / "saved" / folder / "page-01.html").read_text(encoding="utf-8")
    return Fixture(folder, {"source": {"engine": engine, "now": now, "page_urls": [first_url]}}, (text,))
