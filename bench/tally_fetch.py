"""Benchmark: reading a 200-page thread from a board on loopback (not run by pytest).

Serves a generated phpBB-style thread (10 posts a page, ETag support) on 127.0.0.1 and
measures:
  1. a bare loop of `requests.get` + `lxml.html.fromstring` over the same pages (the floor:
     no reading of posts at all), with a plain `requests.get` per page and with one session;
  2. a cold `fetch_thread` (empty cache): fetch, parse every post, write the cache;
  3. a re-tally after one new post (HTTP requests counted), and after a post that opens a
     new page.
Targets (issue 3): cold <= 2x the bare loop; re-tally <= 2 requests.

    python3 bench/tally_fetch.py [--pages 200] [--rounds 5]
"""
from __future__ import annotations

import argparse
import hashlib
import socket
import statistics
import sys
import tempfile
import threading
import time
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

import lxml.html
import requests

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from lupus_mod.forum.fetch import fetch_thread  # noqa: E402

TZ = ZoneInfo("Europe/Rome")
PER_PAGE = 10
PLAYERS = ["Totò", "Il Gufo", "Nebbia_91", "Cassandra", "Bartolomeo", "Ginevra", "Zefiro", "Ortensia"]
SAFETY_STOP = 600  # seconds: the server shuts itself down even if the benchmark hangs


class Thread:
    """The generated thread: a list of posts whose pages are rendered and saved as bytes (with
    their ETags) whenever the thread changes, outside any timed request. The board's work for a
    request is only sending saved bytes, as a static copy of saved pages: the benchmark times
    the readers, not the board."""

    def __init__(self, posts: int) -> None:
        self.lock = threading.Lock()
        self.posts = [self._post(n) for n in range(posts)]
        self.requests = 0
        self.saved = self._save()

    @staticmethod
    def _post(n: int) -> dict:
        start = datetime(2026, 10, 3, 10, 0, tzinfo=TZ)
        return {"id": 1000 + n, "author": PLAYERS[n % len(PLAYERS)],
                "time": start + timedelta(seconds=97 * n), "quote": n % 7 == 3, "edited": n % 11 == 5}

    def add(self) -> None:
        with self.lock:
            self.posts.append(self._post(len(self.posts)))
        saved = self._save()   # the pagination of every page may change
        with self.lock:
            self.saved = saved

    def _save(self) -> dict[int, tuple[bytes, str]]:
        return {start: _saved(self.page(start)) for start in range(0, self.pages() * PER_PAGE, PER_PAGE)}

    def saved_page(self, start: int) -> tuple[bytes, str]:
        """Page `start` as saved bytes and its ETag (a start beyond the thread: an empty page)."""
        with self.lock:
            found = self.saved.get(start)
        return found or _saved(self.page(start))

    def pages(self) -> int:
        return max(1, -(-len(self.posts) // PER_PAGE))

    def page(self, start: int) -> str:
        with self.lock:
            chunk = self.posts[start:start + PER_PAGE]
            last = (self.pages() - 1) * PER_PAGE
        return _render(chunk, start, last)


def _saved(page: str) -> tuple[bytes, str]:
    data = page.encode("utf-8")
    return data, '"' + hashlib.sha1(data).hexdigest()[:16] + '"'


def _render(posts: list[dict], start: int, last: int) -> str:
    links = []
    if start > 0:
        links.append(f'<li class="arrow previous"><a class="button button-icon-only" href="./viewtopic.php?t=1&amp;start={start - PER_PAGE}" rel="prev" role="button">Previous</a></li>')
    for page_start in sorted({0, max(start - PER_PAGE, 0), start, min(start + PER_PAGE, last), last}):
        if page_start == start:
            links.append(f'<li class="active"><span>{start // PER_PAGE + 1}</span></li>')
        else:
            links.append(f'<li><a class="button" href="./viewtopic.php?t=1&amp;start={page_start}" role="button">{page_start // PER_PAGE + 1}</a></li>')
    if start < last:
        links.append(f'<li class="arrow next"><a class="button button-icon-only" href="./viewtopic.php?t=1&amp;start={start + PER_PAGE}" rel="next" role="button">Next</a></li>')
    pagination = f'<div class="pagination">{len(posts)} posts<ul>{"".join(links)}</ul></div>'
    body = "".join(_render_post(p) for p in posts)
    chrome = "".join(f'<li><a href="./viewforum.php?f={i}">Sezione {i}</a></li>' for i in range(40))
    return f"""<!DOCTYPE html>
<html dir="ltr" lang="en-gb"><head><meta charset="utf-8" /><title>Giorno 2 - Benchmark</title>
<link rel="canonical" href="http://127.0.0.1/viewtopic.php?t=1&amp;start={start}"></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr "><div id="wrap" class="wrap">
<div class="navbar"><ul class="nav-main linklist">{chrome}</ul></div>
<div id="page-body" class="page-body" role="main"><h2 class="topic-title"><a href="./viewtopic.php?t=1">Giorno 2</a></h2>
<div class="action-bar bar-top">{pagination}</div>
{body}
<div class="action-bar bar-bottom">{pagination}</div>
</div><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software</div></div></body></html>"""


def _render_post(post: dict) -> str:
    pid, who, moment = post["id"], post["author"], post["time"]
    utc = moment.astimezone(ZoneInfo("UTC")).strftime("%Y-%m-%dT%H:%M:%S+00:00")
    shown = moment.strftime("%a %b %d, %Y %I:%M %p").lower()
    quote = (f'<blockquote cite="./viewtopic.php?p={pid - 1}#p{pid - 1}"><div><cite>{who} wrote: '
             f'<span class="responsive-hide">{shown}</span></cite>voto Zefiro</div></blockquote>') if post["quote"] else ""
    notice = (f'<div class="notice">Last edited by {who} on {shown}, edited 1 time in total.</div>') if post["edited"] else ""
    return f"""<div id="p{pid}" class="post has-profile bg{pid % 2 + 1}"><div class="inner">
<dl class="postprofile" id="profile{pid}"><dt class="no-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u={pid % 50}" class="username">{who}</a></dt>
<dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?author_id={pid % 50}&amp;sr=posts">{pid % 90}</a></dd><dd class="profile-joined"><strong>Joined:</strong> Wed Sep 02, 2026 9:14 pm</dd></dl>
<div class="postbody"><div id="post_content{pid}"><h3><a href="./viewtopic.php?p={pid}#p{pid}">Re: Giorno 2</a></h3>
<p class="author"><a class="unread" href="./viewtopic.php?p={pid}#p{pid}" title="Post"><span class="sr-only">Post</span></a><span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u={pid % 50}" class="username">{who}</a></strong> &raquo; </span><time datetime="{utc}">{shown}</time></p>
<div class="content">{quote}Secondo me {PLAYERS[(pid + 3) % len(PLAYERS)]} mente da stamattina.<br>
Ieri ha difeso chi poi è finito sul rogo, e oggi cambia idea ogni ora.<br>
<br>
<strong class="text-strong">voto {PLAYERS[(pid + 3) % len(PLAYERS)]}</strong></div>
{notice}</div></div></div></div>
<hr class="divider" />"""


def serve(thread: Thread) -> tuple[ThreadingHTTPServer, str]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def setup(self) -> None:
            super().setup()
            # Headers and body go out in two writes: without this, a kept-alive connection
            # waits for the client's delayed ACK (~40 ms a page), which real servers avoid.
            self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def do_GET(self) -> None:  # noqa: N802 (http.server's name)
            thread.requests += 1
            query = parse_qs(urlsplit(self.path).query)
            page, etag = thread.saved_page(int(query.get("start", ["0"])[0]))
            if self.headers.get("If-None-Match") == etag:
                self.send_response(304)
                self.send_header("ETag", etag)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=UTF-8")
            self.send_header("ETag", etag)
            self.send_header("Content-Length", str(len(page)))
            self.end_headers()
            self.wfile.write(page)

        def log_message(self, *args) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    stop = threading.Timer(SAFETY_STOP, server.shutdown)
    stop.daemon = True
    stop.start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/viewtopic.php?t=1"


def bare_loop(url: str, pages: int, session: requests.Session | None) -> float:
    get = session.get if session is not None else requests.get
    began = time.perf_counter()
    for index in range(pages):
        lxml.html.fromstring(get(f"{url}&start={index * PER_PAGE}", timeout=30).content)
    return time.perf_counter() - began


def cold_fetch(url: str, engine: str | None) -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as cache:
        began = time.perf_counter()
        posts = fetch_thread(url, engine=engine, tz=TZ, cache_dir=Path(cache), delay=0)
        return time.perf_counter() - began, len(posts)


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--pages", type=int, default=200)
    options.add_argument("--rounds", type=int, default=5)
    args = options.parse_args()
    # The last page half full, as in a day still going on.
    thread = Thread(args.pages * PER_PAGE - PER_PAGE // 2)
    server, url = serve(thread)
    try:
        bare_plain = statistics.median(bare_loop(url, args.pages, None) for _ in range(args.rounds))
        with requests.Session() as session:
            bare_session = statistics.median(bare_loop(url, args.pages, session) for _ in range(args.rounds))
        colds = [cold_fetch(url, "phpbb") for _ in range(args.rounds)]
        cold = statistics.median(seconds for seconds, _ in colds)
        detected, _ = cold_fetch(url, None)
        print(f"thread: {args.pages} pages, {colds[0][1]} posts, served on {url}")
        print(f"bare loop, requests.get per page:        {bare_plain:7.3f} s")
        print(f"bare loop, one requests.Session:         {bare_session:7.3f} s")
        print(f"cold fetch_thread (engine given):        {cold:7.3f} s  = {cold / bare_plain:4.2f}x plain, "
              f"{cold / bare_session:4.2f}x session  (target <= 2x)")
        print(f"cold fetch_thread (engine detected):     {detected:7.3f} s")
        print(f"re-tally: {retally(url, thread)}")
    finally:
        server.shutdown()
        server.server_close()


def retally(url: str, thread: Thread) -> str:
    with tempfile.TemporaryDirectory() as cache:
        fetch_thread(url, engine="phpbb", tz=TZ, cache_dir=Path(cache), delay=0)
        thread.requests = 0
        fetch_thread(url, engine="phpbb", tz=TZ, cache_dir=Path(cache), delay=0)
        unchanged = thread.requests
        thread.add()
        thread.requests = 0
        began = time.perf_counter()
        fetch_thread(url, engine="phpbb", tz=TZ, cache_dir=Path(cache), delay=0)
        one_post, seconds = thread.requests, time.perf_counter() - began
        while len(thread.posts) % PER_PAGE != 1:   # fill the last page, then one more post
            thread.add()
        thread.requests = 0
        fetch_thread(url, engine="phpbb", tz=TZ, cache_dir=Path(cache), delay=0)
        new_page = thread.requests
    return (f"nothing new: {unchanged} request(s); one new post: {one_post} request(s) in {seconds:.3f} s; "
            f"a post opening a new page: {new_page} request(s)  (target <= 2)")


if __name__ == "__main__":
    main()
