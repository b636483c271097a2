"""The network side of reading a forum: one polite HTTP session, retries, cookies.

Cookies give access to private boards. They are read from a file or from the environment
variable LUPUS_MOD_COOKIES and go only into the session's cookie jar: no message, log or
output of lupus-mod ever contains them (errors name the URL and the HTTP status only).
"""
from __future__ import annotations

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

from lupus_mod.errors import ForumError

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
    requests_made: int = field(default=0, init=False)

    def get(self, url: str, headers: dict | None = None) -> requests.Response:
        for attempt in range(self.retries + 1):
            # Politeness between pages; a retry has just waited its back-off already.
            if attempt == 0 and self.requests_made and self.delay > 0:
                self.sleep(self.delay)
            self.requests_made += 1
            try:
                response = self.session.get(url, headers=headers or {}, timeout=self.timeout)
            except requests.Timeout:
                failure = "did not answer in time"
                wait = self.backoff * 2 ** attempt
            except requests.ConnectionError:
                failure = "could not be reached"
                wait = self.backoff * 2 ** attempt
            else:
                if response.status_code not in RETRY_STATUSES:
                    return response
                failure = f"answered HTTP {response.status_code}"
                wait = self._retry_after(response, attempt)
            if attempt < self.retries:
                self.sleep(wait)
        raise ForumError(f"{public_url(url)} {failure}, {self.retries + 1} times",
                         hint="the board may be down or limiting requests: try again later, "
                              "or raise [forum] delay in game.toml")

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
            raise ForumError(f"{public_url(response.url)} asks to wait {int(wait)} s before asking again",
                             hint="try again later")
        return max(wait, 0.0)


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
            raise ForumError(f"cannot read the cookies file ({type(exc).__name__})",
                             file=str(cookies_file),
                             hint="export the board's cookies from the browser as cookies.txt") from None
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
            raise ForumError("a line of the cookies file is not in cookies.txt form", file=source,
                             line=number, hint="each line: domain, flag, path, secure, expiry, name, value")
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
            raise ForumError("the cookies are not in `name=value; name2=value2` form", file=source,
                             hint="copy the Cookie header of the board from the browser")
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
    """Page bytes as text: the HTTP charset, else the page's <meta charset>, else UTF-8."""
    charset = header_charset
    if not charset:
        match = _CHARSET.search(data[:4096])
        charset = match.group(1).decode("ascii") if match else "utf-8"
    try:
        return data.decode(charset)
    except (LookupError, UnicodeDecodeError):
        return data.decode("utf-8", errors="replace")


def response_text(response: requests.Response) -> str:
    content_type = response.headers.get("Content-Type", "")
    match = re.search(r"charset=([\w-]+)", content_type, re.I)
    return decode(response.content, match.group(1) if match else None)
