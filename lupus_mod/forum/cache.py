"""The on-disk cache of a thread's pages, one folder per thread under the game's cache folder.

A page that has a next page is full and, on these engines, its posts move only when a
moderator deletes a post: it is not fetched again (a later edit of one of its posts is seen only
with --refresh), but each page keeps the ids of its posts, and when the page asked again no
longer starts with the same post, the reader knows the pages shifted and reads them all anew. The
last known page is asked for again on each tally, with the ETag / Last-Modified the server
gave, so an unchanged page costs one short 304 answer. Each page keeps the time it was
fetched: "Oggi, 14:05" on it is read against that time, not against the time of the tally.
Files are written atomically (temporary file, then rename), by one background writer so
that the disk works while the next page is asked for; `save` waits for them all.

Next to each page's text are the posts read from it (`page-0001.txt.posts`), under a key of
everything the reading depends on (the text itself, the engine, the address, the moment it was
fetched, the time zone, the generic selectors, the program's code): a re-tally reads the posts of
an unchanged page back instead of parsing it again, and a page whose text changed is read again.
"""
from __future__ import annotations

import hashlib
import json
import os
import pickle
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from lupus_mod.errors import ForumError, system_said
from lupus_mod.forum.model import Page
from lupus_mod.messages import say
from lupus_mod.cache.snapshots import code_fingerprint

INDEX = "index.json"


@dataclass(frozen=True)
class CachedPage:
    """A page of the thread kept in the game folder: where it was read, when, and how to ask
    again."""
    url: str
    file: str
    fetched_at: str            # ISO 8601, the moment the page was read from the board
    complete: bool = False     # the page had a next page: it cannot change any more
    etag: str | None = None
    last_modified: str | None = None
    address: str = ""          # where the board answered from, when it redirected (Spirit's /find/)
    post_ids: tuple[str, ...] = ()   # the page's posts: a page whose first post changed has shifted

    def __post_init__(self) -> None:
        object.__setattr__(self, "post_ids", tuple(self.post_ids))   # a list when read from JSON

    def conditional_headers(self) -> dict:
        headers = {}
        if self.etag:
            headers["If-None-Match"] = self.etag
        if self.last_modified:
            headers["If-Modified-Since"] = self.last_modified
        return headers


def page_file(index: int) -> str:
    """The file of page `index` (0-based) in the thread's folder."""
    return f"page-{index + 1:04d}.txt"


class ThreadCache:
    """The cached pages of one thread; a ThreadCache without a folder keeps nothing."""

    def __init__(self, root: Path | None, thread_url: str) -> None:
        key = hashlib.sha256(thread_url.encode("utf-8")).hexdigest()[:16]
        self.folder = Path(root) / key if root is not None else None
        self.thread_url = thread_url
        self.engine: str | None = None
        self.pages: list[CachedPage] = []
        self.extra: dict = {}
        self._writer: ThreadPoolExecutor | None = None
        self._pending: list[Future] = []
        self._load()

    def _load(self) -> None:
        if self.folder is None or not (self.folder / INDEX).is_file():
            return
        try:
            data = json.loads((self.folder / INDEX).read_text(encoding="utf-8"))
            self.engine = data.get("engine")
            self.pages = [CachedPage(**page) for page in data.get("pages", [])]
            self.extra = data.get("extra", {})
        except (OSError, ValueError, TypeError):
            # A damaged cache is only a slower tally: start again from the first page.
            self.engine, self.pages, self.extra = None, [], {}

    def forget(self) -> None:
        self.pages, self.extra = [], {}

    def read(self, page: CachedPage) -> str | None:
        return self.read_file(page.file)

    def read_file(self, name: str) -> str | None:
        if self.folder is None:
            return None
        try:
            return (self.folder / name).read_text(encoding="utf-8")
        except OSError:
            return None

    def posts_key(self, *parts: str) -> bytes:
        """The key of the posts read from a page: the program and every input of the reading."""
        digest = hashlib.sha256(code_fingerprint())
        for part in parts:
            digest.update(len(part).to_bytes(8, "big") + part.encode("utf-8", "surrogatepass"))
        return digest.digest()

    def read_posts(self, page_file: str, key: bytes) -> Page | None:
        """The posts kept for `page_file` if they were read under `key`, else None."""
        if self.folder is None:
            return None
        try:
            kept_key, page = pickle.loads((self.folder / f"{page_file}.posts").read_bytes())
        except Exception:   # missing, damaged, or written by another version: read the page
            return None
        return page if kept_key == key and isinstance(page, Page) else None

    def write_posts(self, page_file: str, key: bytes, page: Page) -> None:
        self.write_file(f"{page_file}.posts", pickle.dumps((key, page), protocol=pickle.HIGHEST_PROTOCOL))

    def write_file(self, name: str, text: str | bytes) -> None:
        if self.folder is None:
            return
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="forum-cache")
        self._pending.append(self._writer.submit(write_atomic, self.folder / name, text))

    def store(self, index: int, page: CachedPage, text: str) -> CachedPage:
        """Keep page `index` (0-based) and its text; pages after it are forgotten."""
        page = replace(page, file=page.file or page_file(index))
        self.pages = self.pages[:index] + [page]
        self.write_file(page.file, text)
        return page

    def save(self, engine: str) -> None:
        """Wait for the pages being written, then write the index that lists them."""
        self.engine = engine
        if self.folder is None:
            return
        pending, self._pending = self._pending, []
        for write in pending:
            write.result()   # a failed write raises its ForumError here
        if self._writer is not None:
            self._writer.shutdown()
            self._writer = None
        data = {"url": self.thread_url, "engine": engine,
                "pages": [asdict(page) for page in self.pages], "extra": self.extra}
        write_atomic(self.folder / INDEX, json.dumps(data, ensure_ascii=False, indent=1))


def write_atomic(path: Path, text: str | bytes) -> None:
    # The temporary name only has to be unique per process: one tally writes one file at a time.
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    data = text.encode("utf-8") if isinstance(text, str) else text
    try:
        try:
            temp.write_bytes(data)
        except FileNotFoundError:
            path.parent.mkdir(parents=True, exist_ok=True)
            temp.write_bytes(data)
        os.replace(temp, path)
    except OSError as exc:
        raise ForumError(say("forum-page.cache", error=system_said(exc)), file=str(path),
                         hint=say("forum-page.cache-hint")) from exc
