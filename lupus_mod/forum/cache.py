"""The on-disk cache of a thread's pages, one folder per thread under the game's cache folder.

A page that has a next page is full and, on these engines, its posts can no longer move: it
is never fetched again (a later edit of one of its posts is seen only with --refresh). The
last known page is asked for again on each tally, with the ETag / Last-Modified the server
gave, so an unchanged page costs one short 304 answer. Each page keeps the time it was
fetched: "Oggi, 14:05" on it is read against that time, not against the time of the tally.
Files are written atomically (temporary file, then rename), by one background writer so
that the disk works while the next page is asked for; `save` waits for them all.
"""
from __future__ import annotations

import hashlib
import json
import os
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from lupus_mod.errors import ForumError

INDEX = "index.json"


@dataclass(frozen=True)
class CachedPage:
    url: str
    file: str
    fetched_at: str            # ISO 8601, the moment the page was read from the board
    complete: bool = False     # the page had a next page: it cannot change any more
    etag: str | None = None
    last_modified: str | None = None

    def conditional_headers(self) -> dict:
        headers = {}
        if self.etag:
            headers["If-None-Match"] = self.etag
        if self.last_modified:
            headers["If-Modified-Since"] = self.last_modified
        return headers


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

    def write_file(self, name: str, text: str) -> None:
        if self.folder is None:
            return
        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="forum-cache")
        self._pending.append(self._writer.submit(write_atomic, self.folder / name, text))

    def store(self, index: int, page: CachedPage, text: str) -> CachedPage:
        """Keep page `index` (0-based) and its text; pages after it are forgotten."""
        page = replace(page, file=page.file or f"page-{index + 1:04d}.txt")
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


def write_atomic(path: Path, text: str) -> None:
    # The temporary name only has to be unique per process: one tally writes one file at a time.
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        try:
            temp.write_text(text, encoding="utf-8")
        except FileNotFoundError:
            path.parent.mkdir(parents=True, exist_ok=True)
            temp.write_text(text, encoding="utf-8")
        os.replace(temp, path)
    except OSError as exc:
        raise ForumError(f"cannot write the forum cache ({exc.strerror})", file=str(path),
                         hint="check the game folder's permissions, or delete .cache/forum") from exc
