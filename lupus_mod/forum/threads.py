"""Which thread a page is of: its board (the host) and its topic, as each engine writes it in
its addresses.

Two threads of one board share a host, so the host alone cannot keep a page of another thread
(a wrong file among the saved pages, a link or a redirect that leads out of the thread) out of
the day's count: the topic's number can. Pure: addresses in, identities out.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urljoin, urlsplit

from lupus_mod.forum.model import Page

# Where each engine writes the topic's number in an address (a page's, a post's, the next
# page's). An address with none of them (phpBB's and vBulletin 3's post links, `?p=85`) tells
# nothing, and the page's other addresses are asked.
_IN_QUERY = {"forumfree": "t", "phpbb": "t", "smf": "topic", "vbulletin": "t", "mybb": "tid"}
_IN_ADDRESS = {
    "invision": re.compile(r"/topic/(\d+)|[?&]showtopic=(\d+)"),
    "xenforo": re.compile(r"[/?]threads/(?:[^/?#]*\.)?(\d+)(?:[/?#]|$)"),
    "vbulletin": re.compile(r"/(?:showthread\.php/|threads/)?(\d+)-[^/?#]*(?:/page\d+)?/?(?:[?#]|$)"),
    "forumactif": re.compile(r"^/t(\d+)(?:p\d+)?-"),
    "discourse": re.compile(r"/t/(?:[^/?#]*/)?(\d+)(?:[/.?#]|$)"),
    "smf": re.compile(r"/topic,(\d+)\."),      # queryless addresses: index.php/topic,41.0.html
    "misago": re.compile(r"/t/[^/?#]+/(\d+)(?:[/?#]|$)|/api/threads/(\d+)/"),
    "mybb": re.compile(r"/thread-(\d+)(?:-page-\d+)?\.html"),   # search-engine friendly addresses
}
_SMF_TOPIC = re.compile(r"^(\d+)")
_SAVED_FROM = re.compile(r"<!--\s*saved from url=\(\d+\)(https?://[^\s>]+?)\s*-->", re.I)
_BASE = re.compile(r"""<base[^>]+href=["'](https?://[^"']+)""", re.I)
_ADDRESS = re.compile(r"""<link[^>]+rel=["']canonical["'][^>]+href=["']([^"']+)|"""
                      r"""<meta[^>]+property=["']og:url["'][^>]+content=["']([^"']+)""", re.I)


@dataclass(frozen=True)
class ThreadOf:
    """A page's thread: its board's host, and its topic's number (None when its addresses do not
    say). On a `generic` board the topic is the address's path, the page living in the query
    (`?page=2`) or at the path's end (`/page-2`)."""
    host: str
    topic: str | None

    def same(self, other: "ThreadOf") -> bool:
        """False only when the two are known to differ: another board, or another topic."""
        if self.host != other.host:
            return False
        if self.topic is None or other.topic is None:
            return True
        if self.topic.startswith("/") and other.topic.startswith("/"):
            return _nested(self.topic, other.topic) or _nested(other.topic, self.topic)
        return self.topic == other.topic

    def shown(self) -> str:
        return f"{self.host}{'' if not self.topic else self.topic if self.topic.startswith('/') else ' #' + self.topic}"


def _nested(outer: str, inner: str) -> bool:
    # A later page of a generic board may add to the first page's path (`/threads/x.91/page-2`).
    return inner == outer or inner.startswith(outer.rstrip("/") + "/")


def topic_in(engine: str, url: str | None) -> str | None:
    """The topic's number that `url` names on `engine`, else None."""
    if not url:
        return None
    parts = urlsplit(url)
    if engine == "generic":
        return parts.path or "/"
    key = _IN_QUERY.get(engine)
    if key:
        found = parse_qs(parts.query).get(key)
        topic = _SMF_TOPIC.match(found[0]) if found and engine == "smf" else None
        if found and (topic or found[0].isdigit()):
            return topic.group(1) if topic else found[0]
    pattern = _IN_ADDRESS.get(engine)
    match = pattern.search(parts.path if engine == "forumactif" else url.split("#")[0]) if pattern else None
    return next((group for group in match.groups() if group), None) if match else None


def thread_of(engine: str, address: str | None, links: tuple[str | None, ...] = ()) -> ThreadOf:
    """The thread of a page read at `address` (None when the page named none of its own), else
    of the first of `links` (its posts' links, then its next page's, last) that names a topic;
    on a generic board, of its next page's link only."""
    first = address or next((link for link in links if link), "")
    topic = topic_in(engine, address) if address else None
    if topic is None:
        # A generic board's post links need not share its pages' path: only the next page's does.
        asked = links if engine != "generic" else links[-1:]
        topic = next((found for found in (topic_in(engine, link) for link in asked) if found), None)
    return ThreadOf(urlsplit(first).netloc.lower(), topic)


def page_thread(engine: str, address: str | None, page: Page) -> ThreadOf:
    """The thread a page read at `address` is of (threads.py), asked of its posts' links and its
    next page's when the address names no topic."""
    return thread_of(engine, address, tuple(post.permalink for post in page.posts) + (page.next_url,))


def page_address(text: str) -> str | None:
    """The page's own web address: its canonical link, made absolute against its `<base href>`
    when relative (vBulletin 4 writes `href="showthread.php?t=777"`), else the address Chromium
    browsers write atop a page they save (`<!-- saved from url=(0042)https://… -->`)."""
    head = text[:60000]
    match = _ADDRESS.search(head)
    saved = _SAVED_FROM.search(head, 0, 2000)
    address = html.unescape(match.group(1) or match.group(2)) if match else saved.group(1) if saved else ""
    base = _BASE.search(head)
    if address and base and not address.startswith(("http://", "https://")):
        address = urljoin(html.unescape(base.group(1)), address)
    return address if address.startswith(("http://", "https://")) else None
