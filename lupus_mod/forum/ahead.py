"""The next page of a thread asked for while the current one is read, when nothing forbids it.

With a politeness delay the requests stay apart and nothing overlaps. Without one, the page
after the current one is asked for in a thread of its own (the socket and the board's answer
are waited for outside the interpreter's lock, so the reading of the current page goes on),
but only when its address is known for sure before the current page is read: the engine builds
its pages' addresses (`page_url`), the previous page's pagination shows that the page exists,
and the engine's address for the current page was the one the board's links led to. Any other
board is read one page after the other (docs/performance.md).
"""
from __future__ import annotations

import threading

import requests

from lupus_mod.errors import ForumError
from lupus_mod.forum.client import Client
from lupus_mod.forum.engines import adapter_for
from lupus_mod.forum.model import Page


def following_page(engine: str, thread_url: str, previous: Page | None, url: str) -> str | None:
    """The address of the page after the one at `url` (whose previous page is `previous`), when
    it is known for sure; else None."""
    if previous is None or previous.page_number is None or not previous.last_page \
            or previous.last_page < previous.page_number + 2:
        return None
    adapter = adapter_for(engine)
    try:
        if adapter.page_url(thread_url, previous.page_number) != url:
            return None
        return adapter.page_url(thread_url, previous.page_number + 1)
    except ForumError:   # an engine whose later pages have no address of their own
        return None


class ReadAhead:
    """One GET run in a thread of its own while the page before it is read (the socket and
    lxml's parser release the interpreter's lock, so the two overlap). Its failure is raised
    when its answer is taken, as the same GET made then would have raised it."""

    def __init__(self, client: Client, url: str, headers: dict | None) -> None:
        self.url, self.headers = url, headers
        self._response: requests.Response | None = None
        self._error: Exception | None = None
        self._thread = threading.Thread(target=self._run, args=(client,), daemon=True)
        self._thread.start()

    def _run(self, client: Client) -> None:
        try:
            self._response = client.get(self.url, self.headers)
        except Exception as exc:   # noqa: BLE001 (raised in the reader's thread by `result`)
            self._error = exc

    def wait(self) -> None:
        self._thread.join()

    def result(self) -> requests.Response:
        self.wait()
        if self._error is not None:
            raise self._error
        return self._response
