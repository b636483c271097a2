"""The network side of reading a forum: one polite HTTP session, retries, cookies.

Cookies give access to private boards. They are read from a file or from the environment
variable LUPUS_MOD_COOKIES and go only into the session's cookie jar: no message, log or
output of lupus-mod ever contains them (errors name the URL and the HTTP status only).
"""
from __future__ import annotations

import contextlib
import email.utils
import http.cookiejar
import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import requests
import urllib3

from lupus_mod.errors import ForumError
from lupus_mod.messages import say

COOKIES_ENV = "LUPUS_MOD_COOKIES"
USER_AGENT = "lupus-mod (play-by-post Lupus game master's vote counter)"
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504, 520, 521, 522, 524})
MAX_RETRY_AFTER = 300.0
_CHARSET = re.compile(rb"""<meta[^>]+charset=["']?([\w-]+)""", re.I)


@dataclass
class Client:
    """GETs one page at a time, `delay` seconds apart, retrying what a retry can fix.

    `sleep` and `clock` are injectable so tests neither wait nor depend on the time.
    """
    session: requests.Session
    delay: float = 1.0
    retries: int = 4
    timeout: float = 30.0
    backoff: float = 1.0
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], float] = time.time
    page_limit: float = 120.0     # seconds one page may take to arrive, whatever its pace
    run_limit: float = 3600.0     # seconds the whole reading may take
    requests_made: int = field(default=0, init=False)
    started: float | None = field(default=None, init=False)

    def get(self, url: str, headers: dict | None = None) -> requests.Response:
        if self.started is None:
            self.started = self.clock()
        for attempt in range(self.retries + 1):
            # Politeness between pages; a retry has just waited its back-off already.
            if attempt == 0 and self.requests_made and self.delay > 0:
                self.sleep(self.delay)
            self._check_run_time(url)
            self.requests_made += 1
            try:
                response = self._answer(url, headers)
            except _Retryable as failed:
                failure, wait = failed.what, self.backoff * 2 ** attempt
            else:
                if response.status_code not in RETRY_STATUSES:
                    return response
                failure = say("forum-net.http", status=response.status_code)
                wait = self._retry_after(response, attempt)
            if attempt < self.retries:
                self.sleep(wait)
        raise ForumError(say("forum-net.gave-up", url=public_url(url), failure=failure, times=self.retries + 1),
                         hint=say("forum-net.gave-up-hint"))

    def _answer(self, url: str, headers: dict | None) -> requests.Response:
        """The board's whole answer, read within the page's and the run's time limits.

        Every failure of the network says what failed, with the address: never the disk
        message an OSError would otherwise end in (requests' errors are OSErrors).
        """
        started = self.clock()
        try:
            response = self.session.get(url, headers=headers or {}, timeout=self.timeout, stream=True)
            response._content = self._body(response, url, started)
            return response
        except requests.TooManyRedirects:
            raise ForumError(say("forum-net.redirects", url=public_url(url)),
                             hint=say("forum-net.redirects-hint")) from None
        except (requests.exceptions.ContentDecodingError, urllib3.exceptions.DecodeError):
            raise _Retryable(say("forum-net.damaged")) from None
        except (requests.Timeout, urllib3.exceptions.ReadTimeoutError):
            raise _Retryable(say("forum-net.timeout")) from None
        except (requests.ConnectionError, requests.exceptions.ChunkedEncodingError,
                urllib3.exceptions.ProtocolError):
            raise _Retryable(say("forum-net.unreachable")) from None
        except requests.RequestException as exc:
            raise ForumError(say("forum-net.request", url=public_url(url), error=type(exc).__name__),
                             hint=say("forum-net.request-hint")) from None

    def _body(self, response: requests.Response, url: str, started: float) -> bytes:
        # read1 returns what has arrived: a board trickling a byte at a time cannot hold the
        # tally past the page's time limit (each wait is bounded by the read timeout).
        chunks = []
        while True:
            chunk = response.raw.read1(1 << 16, decode_content=True)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            if self.clock() - started > self.page_limit:
                response.close()
                raise ForumError(say("forum-net.slow-page", url=public_url(url), seconds=f"{self.page_limit:g}"),
                                 hint=say("forum-net.slow-page-hint"))
            self._check_run_time(url)

    def _check_run_time(self, url: str) -> None:
        if self.started is not None and self.clock() - self.started > self.run_limit:
            raise ForumError(say("forum-net.slow-run", url=public_url(url), seconds=f"{self.run_limit:g}"),
                             hint=say("forum-net.slow-run-hint"))

    def _retry_after(self, response: requests.Response, attempt: int) -> float:
        """Wait what the server asks (seconds or an HTTP date), else back off exponentially."""
        value = (response.headers.get("Retry-After") or "").strip()
        wait = None
        if value.isdigit():
            wait = float(value)
        elif value:
            try:
                wait = email.utils.parsedate_to_datetime(value).timestamp() - self.clock()
            except (TypeError, ValueError):
                wait = None
        if wait is None:
            return self.backoff * 2 ** attempt
        if wait > MAX_RETRY_AFTER:
            raise ForumError(say("forum-net.retry-after", url=public_url(response.url), seconds=int(wait)),
                             hint=say("forum-net.later"))
        return max(wait, 0.0)


class _Retryable(Exception):
    """A failure that asking again may cure (a time-out, a dropped connection, a damaged answer)."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


def public_url(url: str) -> str:
    """The URL as shown in messages: without a query-string session id."""
    return re.sub(r"([?&](?:sid|PHPSESSID|s)=)[0-9a-fA-F]{16,}", r"\1…", url)


def new_session(thread_url: str, *, cookies_file: Path | None = None,
                environ: dict | None = None) -> requests.Session:
    """A session with the board's cookies (from the file, else from LUPUS_MOD_COOKIES)."""
    environ = os.environ if environ is None else environ
    session = requests.Session()
    session.headers["User-Agent"] = USER_AGENT
    # The environment (proxies, CA bundle) is read once here: requests would read it again for
    # every page, which costs as much as reading the page's posts.
    session.proxies.update(requests.utils.get_environ_proxies(thread_url))
    bundle = environ.get("REQUESTS_CA_BUNDLE") or environ.get("CURL_CA_BUNDLE")
    if bundle:
        session.verify = bundle
    session.trust_env = False
    load_cookies(session, thread_url, cookies_file=cookies_file, environ=environ)
    return session


def load_cookies(session: requests.Session, thread_url: str, *, cookies_file: Path | None,
                 environ: dict) -> None:
    """Cookies as a browser exports them (Netscape cookies.txt) or as a `name=value; …` line."""
    host = urlsplit(thread_url).hostname or ""
    if cookies_file is not None:
        try:
            text = Path(cookies_file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ForumError(say("forum-net.cookies-file", error=type(exc).__name__),
                             file=str(cookies_file), hint=say("forum-net.cookies-file-hint")) from None
        source = str(cookies_file)
    elif environ.get(COOKIES_ENV):
        text, source = environ[COOKIES_ENV], COOKIES_ENV
    else:
        return
    if _is_netscape(text):
        _load_netscape(session, text, source)
    else:
        _load_header(session, text, host, source)


def _is_netscape(text: str) -> bool:
    return any(len(line.split("\t")) == 7 for line in text.splitlines() if line.strip())


def _load_netscape(session: requests.Session, text: str, source: str) -> None:
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if line.startswith("#HttpOnly_"):
            line = line[len("#HttpOnly_"):]
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 7:
            raise ForumError(say("forum-net.cookies-line"), file=source,
                             line=number, hint=say("forum-net.cookies-line-hint"))
        domain, _, path, secure, expires, name, value = fields
        session.cookies.set_cookie(http.cookiejar.Cookie(
            0, name, value, None, False, domain, True, domain.startswith("."), path, True,
            secure.upper() == "TRUE", int(expires) if expires.isdigit() and int(expires) else None,
            False, None, None, {}))


def _load_header(session: requests.Session, text: str, host: str, source: str) -> None:
    for part in text.replace("\n", ";").split(";"):
        if not part.strip():
            continue
        name, sep, value = part.strip().partition("=")
        if not sep or not name.strip():
            raise ForumError(say("forum-net.cookies-header"), file=source,
                             hint=say("forum-net.cookies-header-hint"))
        session.cookies.set(name.strip(), value.strip(), domain=host, path="/")


def without_cookies(text: str, session: requests.Session) -> str:
    """`text` with the session's cookie values blotted out, before it is written anywhere.

    A logged-in page can print its own session id (phpBB's logout link carries `sid=`, the
    value of the session cookie): the cache must not keep it.
    """
    for cookie in session.cookies:
        if cookie.value and len(cookie.value) >= 6 and cookie.value in text:
            text = text.replace(cookie.value, "…")
    return text


def decode(data: bytes, header_charset: str | None = None) -> str:
    """Page bytes as text: UTF-8 when the bytes are valid UTF-8 beyond ASCII, else the HTTP
    charset, else the page's <meta charset>, else Windows-1252.

    Never a lossy guess, which could change a player's name: a charset that does not fit the
    bytes is passed over; bytes that are not UTF-8 are the Windows-1252 of old Western boards
    (Latin-1 saved without a charset tag), as browsers read them.
    """
    match = _CHARSET.search(data[:4096])
    meta = match.group(1).decode("ascii") if match else None
    if not data.isascii():
        # Bytes beyond ASCII that are valid UTF-8 are UTF-8 whatever the page claims: a page
        # saved again by an editor keeps its old charset tag, and read in that charset every
        # accented name would change («Niccolò» → «NiccolÃ²»); real Latin-1 text is never
        # valid UTF-8 by chance beyond a few bytes.
        with contextlib.suppress(UnicodeDecodeError):
            return data.decode("utf-8")
    for charset in (_browser_name(header_charset), _browser_name(meta), "utf-8", "cp1252"):
        if charset:
            try:
                return data.decode(charset)
            except (LookupError, UnicodeDecodeError):
                continue
    return data.decode("latin-1")   # cp1252 leaves five bytes undefined; Latin-1 none


# Labels a browser reads as Windows-1252 (the WHATWG Encoding Standard): a page that says
# ISO-8859-1 and writes ’ or € as the bytes 0x92 / 0x80 shows them, where Python's Latin-1 would
# give invisible control characters instead, and a name written with them would change.
_WINDOWS_1252 = frozenset({"ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819",
                           "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1",
                           "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252",
                           "x-cp1252"})


def _browser_name(charset: str | None) -> str | None:
    return "cp1252" if charset and charset.strip().lower() in _WINDOWS_1252 else charset


def response_text(response: requests.Response) -> str:
    content_type = response.headers.get("Content-Type", "")
    match = re.search(r"charset=([\w-]+)", content_type, re.I)
    return decode(response.content, match.group(1) if match else None)
