"""Reading a whole thread: from the board (`fetch_thread`) or from saved pages (`read_saved_pages`).

This is the imperative shell around the pure adapters: it talks to the network, the cache
and the clock, and hands each page's text to `parse`.
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, tzinfo
from pathlib import Path

import requests

from lupus_mod.errors import ForumError, system_said
from lupus_mod.forum import discourse
from lupus_mod.forum.cache import CachedPage, ThreadCache, page_file
from lupus_mod.forum.ahead import ReadAhead, following_page
from lupus_mod.forum.answers import (at, check_saved, check_status, check_whole, no_posts_error, one_thread,
                                     public_link, unplaced)
from lupus_mod.forum.chronology import impossible_dates, saved_at
from lupus_mod.forum.client import (Client, decode, load_cookies, new_session, response_text,
                                    without_cookies)
from lupus_mod.forum.discourse_walk import fetch_discourse
from lupus_mod.forum.drawn_day import read_days
from lupus_mod.forum.engines import adapter_for, detect_or_generic, parse_with
from lupus_mod.forum.misago_walk import fetch_misago
from lupus_mod.forum.model import Page, Post
from lupus_mod.forum.pages_given import check_no_gap, newer_copy, thread_order
from lupus_mod.forum.progress import Progress
from lupus_mod.forum.page_notes import note_pages
from lupus_mod.forum.threads import ThreadOf, page_address, page_thread, thread_of
from lupus_mod.inputs.forum import DEFAULT_DELAY
from lupus_mod.messages import say

MAX_PAGES = 5000
API_ENGINES = ("discourse", "misago")   # read through their JSON APIs, not page by page



def fetch_thread(url: str, *, engine: str | None, tz: tzinfo, cache_dir: Path | None,
                 refresh: bool = False, delay: float = DEFAULT_DELAY, generic: dict | None = None,
                 session: requests.Session | None = None, progress: Progress | None = None,
                 now: datetime | None = None, cookies_file: Path | None = None,
                 sleep: Callable[[float], None] = time.sleep, retries: int = 4,
                 timeout: float = 30.0, notes: list | None = None,
                 start: Start | None = None, page_limit: float = 120.0,
                 run_limit: float = 3600.0) -> tuple[Post, ...]:
    """Every post of the thread at `url`, in thread order, fetching only what the cache lacks.

    `now` is the moment the pages are read (relative dates such as "Oggi" are read against
    it); when None, the clock is asked. Cookies come from `cookies_file`, else from the
    LUPUS_MOD_COOKIES environment variable. `notes` receives what the GM should know about
    the pages read (a page that states another time zone than the game's). `start` is where
    reading begins (default: the first page); the pages before it are never asked for.
    `page_limit` and `run_limit` bound, in seconds, one page's arrival and the whole reading.
    """
    if session is None:
        session = new_session(url, cookies_file=cookies_file)
    elif cookies_file is not None:
        load_cookies(session, url, cookies_file=cookies_file, environ={})
    client = Client(session, delay=delay, retries=retries, timeout=timeout, sleep=sleep,
                    page_limit=page_limit, run_limit=run_limit)
    url = url.split("#")[0]
    name = engine.strip().lower() if engine else None
    if name:
        adapter_for(name)
    start = start or Start()
    cache = ThreadCache(cache_dir, start.cache_key(url))
    if refresh:
        cache.forget()
    name = name or cache.engine
    moment = now or datetime.now(tz)
    if name == "misago":
        return _read_misago(client, cache, url, start, tz=tz, now=moment, progress=progress)
    if name and name != "discourse":
        thread_url, url = url, start.url(name, url)
    elif not start.permalink and start.page > 1:
        raise ForumError(say("forum-page.engine-for-page", page=start.page),
                         file="game.toml", hint=say("forum-page.engine-for-page-hint"))
    else:
        thread_url = url
    if name == "discourse":
        return fetch_discourse(client, cache, thread_url, tz=tz, now=moment, progress=progress)
    walk = _HtmlWalk(client, cache, name, generic=generic, tz=tz, now=moment, progress=progress,
                     start=start, thread_url=thread_url)
    pages = walk.run(start.permalink.split("#")[0] if start.permalink else url)
    if walk.engine == "discourse":
        return fetch_discourse(client, cache, thread_url, tz=tz, now=moment, progress=progress)
    if walk.engine == "misago":
        return _read_misago(client, cache, thread_url, start, tz=tz, now=moment, progress=progress)
    note_pages(pages, tz, notes, generic=walk.engine == "generic")
    return assemble(pages, renumber=start.from_first)


def _read_misago(client: Client, cache: ThreadCache, url: str, start: Start, *, tz: tzinfo,
                 now: datetime, progress: Progress | None) -> tuple[Post, ...]:
    """Misago's API pages, asked anew each time (misago_walk.py); the cache keeps the engine."""
    pages = fetch_misago(client, url, tz=tz, now=now, progress=progress, page=start.page,
                         permalink=start.permalink)
    cache.forget()
    cache.save("misago")
    return assemble(pages, renumber=False)


@dataclass(frozen=True)
class Start:
    """Where reading begins: the thread's first page, its page `page`, or the page a post's
    permalink opens (boards answer a post's link with the page that holds it)."""
    page: int = 1
    permalink: str | None = None

    @property
    def from_first(self) -> bool:
        return self.permalink is None and self.page == 1

    def url(self, engine: str, thread_url: str) -> str:
        if self.permalink:
            return self.permalink.split("#")[0]
        return adapter_for(engine).page_url(thread_url, self.page - 1)

    def cache_key(self, thread_url: str) -> str:
        # The cache lists pages from where reading starts: each start has its own.
        return thread_url if self.from_first else f"{thread_url}#start={self.permalink or self.page}"


class _Shifted(Exception):
    """The cached pages no longer match the board's: posts were deleted before the last page."""


class _FirstPage(Exception):
    """The address given was not the thread's first page (known once the engine is)."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.url = url


class _HtmlWalk:
    """Page after page by the next-page links: cached full pages first, then the network."""

    def __init__(self, client: Client, cache: ThreadCache, engine: str | None, *, generic: dict | None,
                 tz: tzinfo, now: datetime, progress: Progress | None, start: Start,
                 thread_url: str) -> None:
        self.client, self.cache, self.engine = client, cache, engine
        self.generic, self.tz, self.now, self.progress = generic, tz, now, progress
        self.pages: list[Page] = []
        self.start = start
        self.first_page = None if start.permalink else start.page
        self.thread_url = thread_url
        self.ahead: ReadAhead | None = None
        self.reread = False     # the cache was found shifted and every page is read anew
        self.thread: ThreadOf | None = None   # the day's thread, known from the first page

    def run(self, url: str) -> list[Page]:
        try:
            return self._walk(url)
        except _Shifted:
            # A moderator deleted a post: later posts moved back onto pages the cache holds as
            # full (or the last page is gone). Every page is read anew, once.
            if self.ahead is not None:
                self.ahead.wait()
                self.ahead = None
            self.cache.forget()
            self.pages, self.reread, self.thread = [], True, None
            return self._walk(url)

    def _walk(self, url: str) -> list[Page]:
        index = self._read_complete_pages()
        if index:
            url = self.cache.pages[index].url if index < len(self.cache.pages) else self.pages[-1].next_url
        visited = {page.url for page in self.cache.pages[:index]}
        while url and index < MAX_PAGES:
            try:
                page = self._fetch(index, url)
            except _FirstPage as first:
                url = first.url
                continue
            if page is None:        # the board turned out to be read through its API
                return []
            visited.add(url)
            url = page.next_url if page.next_url not in visited else None
            index += 1
        if self.ahead is not None:   # a page the links did not lead to after all
            self.ahead.wait()
        self.cache.save(self.engine)
        return self.pages

    def _read_complete_pages(self) -> int:
        index = 0
        for entry in self.cache.pages:
            text = self.cache.read(entry) if entry.complete and self.engine else None
            if text is None:
                break
            address = entry.address or entry.url
            self._keep(self._parse(text, address, entry.fetched_at, index, entry.file), address)
            index += 1
            self._report()
        return index

    def _known(self, index: int, url: str) -> tuple[CachedPage | None, str | None, dict | None]:
        """The cache's entry for page `index` at `url`, its text, and the conditional headers."""
        known = self.cache.pages[index] if index < len(self.cache.pages) else None
        known = known if known is not None and known.url == url else None
        cached = self.cache.read(known) if known is not None else None
        return known, cached, known.conditional_headers() if cached is not None else None

    def _get(self, url: str, headers: dict | None) -> requests.Response:
        """The board's answer for `url`: the one asked for ahead when it is that page's."""
        ahead, self.ahead = self.ahead, None
        if ahead is not None:
            if ahead.url == url and ahead.headers == headers:
                return ahead.result()
            ahead.wait()   # another page than the one the links lead to: its answer is dropped
        return self.client.get(url, headers)

    def _ask_ahead(self, index: int, url: str) -> None:
        """Ask for the next page while this one is read, when nothing forbids it (ahead.py)."""
        following = None
        if self.client.delay <= 0 and index + 1 < MAX_PAGES and self.engine not in (None, "discourse"):
            previous = self.pages[-1] if self.pages else None
            following = following_page(str(self.engine), self.thread_url, previous, url)
        if following is not None:
            self.ahead = ReadAhead(self.client, following, self._known(index + 1, following)[2])

    def _fetch(self, index: int, url: str) -> Page | None:
        known, cached, headers = self._known(index, url)
        response = self._get(url, headers)
        self._ask_ahead(index, url)
        # A post's link may redirect (Spirit's /comment/1/find/): the page is where it landed,
        # and its relative next-page link is read against that address.
        address = public_link(response.url.split("#")[0]) if response.url else url
        if response.status_code == 304 and cached is not None:
            text, fetched_at = cached, known.fetched_at
            etag, modified = known.etag, known.last_modified
        else:
            if response.status_code in (404, 410) and self.cache.pages and not self.reread:
                raise _Shifted()    # a deletion may have removed the last page the cache knew
            check_status(response, url)
            text, fetched_at = response_text(response), self.now.isoformat()
            etag, modified = response.headers.get("ETag"), response.headers.get("Last-Modified")
        if self.engine is None:
            self.engine = detect_or_generic(text, self.generic)
            first = url if self.engine in API_ENGINES else self.start.url(self.engine, url)
            if index == 0 and first != url:
                raise _FirstPage(first)
        if self.engine in API_ENGINES:
            return None
        check_whole(text, address)
        page = self._parse(text, address, fetched_at, index, known.file if known is not None else page_file(index))
        if not page.posts:
            raise no_posts_error(address, text, self.engine, response.status_code)
        ids = tuple(post.id for post in page.posts)
        if known is not None and known.post_ids and ids[0] != known.post_ids[0] and not self.reread:
            raise _Shifted()
        self.cache.store(index, CachedPage(url=url, file="", fetched_at=fetched_at,
                                          complete=page.next_url is not None, etag=etag,
                                          last_modified=modified, address="" if address == url else address,
                                          post_ids=ids),
                         without_cookies(text, self.client.session))
        self._keep(page, address)
        self._report(page.last_page)
        return page

    def _keep(self, page: Page, address: str) -> None:
        """Page after page, all of the day's thread: the topic the address given names (else the
        first page's). A next-page link or a redirect to another topic of the board (a thread
        merged or split), or a cache that kept such a page, stops the reading: its posts are not
        the day's."""
        thread = page_thread(str(self.engine), address, page)
        if self.thread is None:
            given = thread_of(str(self.engine), self.thread_url)
            self.thread = given if given.topic is not None and self.engine != "generic" else thread
        if not thread.same(self.thread):
            raise ForumError(at(address, say("thread-identity.left", topic=thread.shown(), day=self.thread.shown())),
                             hint=say("thread-identity.left-hint"))
        self.pages.append(page)

    def _parse(self, text: str, url: str, fetched_at: str, index: int, page_file: str) -> Page:
        """The posts of a page: read back from the cache when this very text was read before."""
        key = self.cache.posts_key(str(self.engine), url, fetched_at, str(self.tz),
                                   json.dumps(self.generic, sort_keys=True, default=str), text)
        page = self.cache.read_posts(page_file, key)
        if page is None:
            _, page = parse_with(self.engine, text, url=url, tz=self.tz,
                                 now=datetime.fromisoformat(fetched_at), generic_config=self.generic)
            page = replace(page, next_url=public_link(page.next_url))
            if page.posts:
                self.cache.write_posts(page_file, key, page)
        if page.page_number is None and self.first_page:   # a board that prints no page numbers
            page = replace(page, posts=tuple(replace(p, page=self.first_page + index) for p in page.posts))
        return page

    def _report(self, last_page: int | None = None) -> None:
        if self.progress:
            self.progress(len(self.pages), max(last_page, len(self.pages)) if last_page else None)


def assemble(pages: Iterable[Page], *, renumber: bool, files: Sequence[str] = ()) -> tuple[Post, ...]:
    """The posts of consecutive pages, each once, in one numbering of the thread (`files`: the
    saved file of each page, named when a post is on two of them with two texts).

    Read from the first page, positions are 1..N. Read from a later start, they are those the
    board gives, kept increasing across page breaks: a board that numbers each page's posts
    from 1 (or a page whose offset is unknown) continues the previous page's numbering, so two
    posts of the same minute on either side of a break keep their thread order (issue 23).
    """
    seen: dict[str, int] = {}
    where: dict[str, str] = {}
    posts: list[Post] = []
    previous = 0
    for n, page in enumerate(pages):
        file = files[n] if n < len(files) else ""
        for post in page.posts:
            if post.id in seen:
                posts[seen[post.id]] = newer_copy(posts[seen[post.id]], post, (where[post.id], file))
                continue
            seen[post.id], where[post.id] = len(posts), file
            number = previous + 1 if renumber else max(post.position, previous + 1)
            posts.append(post if post.position == number else replace(post, position=number))
            previous = number
    return tuple(posts)


def read_saved_pages(paths: list[Path], *, engine: str | None, tz: tzinfo,
                     now: datetime | None = None, generic: dict | None = None,
                     thread: str | None = None, notes: list | None = None) -> tuple[Post, ...]:
    """The posts of pages saved from the browser (`--html`), in thread order.

    The engine is recognised from each page when not given. Relative dates ("Oggi") are
    read against `now`, else against the time each file was last modified (when it was
    saved). A page's address comes from its canonical link; a page that names none (phpBB
    3.0, vBulletin 3) is read as a page of `thread`, the thread's address in game.toml, so
    its post links point to the board and never to the saved file.
    """
    read: list[tuple[str, Page]] = []
    threads: list[tuple[str, str, ThreadOf]] = []
    for path in paths:
        name, page, address = _read_saved(Path(path), engine, tz, now, generic, thread)
        read.append((name, page))
        threads.append((str(path), name, page_thread(name, address, page)))
    one_thread(threads)
    engines = {name for name, _ in read}
    pages = [page for _, page in read]
    note_pages(pages, tz, notes, generic="generic" in engines)
    if engines == {"discourse"}:
        posts = sorted(assemble(pages, renumber=False), key=lambda p: p.position)
        return discourse.resolve_quotes(tuple(posts))
    given = sorted(((str(path), page) for path, (_, page) in zip(paths, read)),
                   key=lambda pair: thread_order(pair[1]))
    check_no_gap(given)
    pages = [page for _, page in given]
    files = [Path(path).name for path, _ in given]
    last = pages[-1] if pages else None
    if notes is not None and last is not None and (last.next_url or (
            last.last_page and last.page_number and last.last_page > last.page_number)):
        # "Page 1 sur 2" saved alone: the count is of what was saved, and says so.
        # (`last`: the thread's last page, when the pagination says it.)
        notes.append({"note": "pages-end-early", "page": last.page_number or len(pages),
                      "last": last.last_page if last.last_page and last.page_number else None})
    numbers = [page.page_number for page in pages]
    # Renumbered 1..N when the pages are the thread from its first page: numbered 1, 2, 3…,
    # or (a board that shows no page numbers) all of them, ordered by their posts' ids.
    from_first = numbers == list(range(1, len(numbers) + 1)) or all(n is None for n in numbers)
    posts = assemble(pages, renumber=bool(numbers) and from_first and engines != {"misago"}, files=files)
    # A date after the save or out of thread order is misread ("Today" of another day): flagged.
    return impossible_dates(posts, now or saved_at(paths, tz))


def _read_saved(path: Path, engine: str | None, tz: tzinfo, now: datetime | None,
                generic: dict | None, thread: str | None) -> tuple[str, Page, str | None]:
    """The engine, the page, and the page's own address (None when it names none)."""
    try:
        text = decode(path.read_bytes())
        moment = now or datetime.fromtimestamp(path.stat().st_mtime, tz)
    except OSError as exc:
        raise ForumError(say("forum-page.unreadable", error=system_said(exc)), file=str(path),
                         hint=say("forum-page.unreadable-hint")) from None
    try:
        check_saved(text)
    except ForumError as exc:
        raise ForumError(exc.message, file=str(path), line=exc.line, hint=exc.hint) from None
    own = page_address(text)
    address = own or (thread.split("#")[0] if thread else None)
    url = address or path.resolve().as_uri()
    try:
        name, page = parse_with(engine, text, url=url, tz=tz, now=moment, generic_config=generic)
    except ForumError as exc:
        # The file is named once, by the error itself, not again inside the message.
        raise ForumError(unplaced(exc.message, url), file=str(path), line=exc.line, hint=exc.hint) from exc
    if not page.posts:
        error = no_posts_error(None, text, name)
        raise ForumError(error.message, file=str(path), hint=error.hint)
    page = read_days(page, moment, tz, given=now is not None)   # "Oggi" of a page saved after midnight
    if any(post.permalink.startswith("file:") for post in page.posts):
        raise ForumError(say("forum-page.no-board"), file=str(path), hint=say("forum-page.no-board-hint"))
    return name, page, own

