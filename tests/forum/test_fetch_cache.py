"""The per-game page cache (full pages never fetched again, conditional re-fetch of the last
one) and the cookies of private boards (sent, never shown or stored)."""
from __future__ import annotations

import re
import tomllib
import zlib
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import requests
import responses

from lupus_mod.errors import ForumError
from lupus_mod.forum.client import COOKIES_ENV, new_session
from lupus_mod.forum.fetch import fetch_thread

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=TZ)
URL = "https://giocoforum.example/partite/giorno-4?pagina="
CONFIG = tomllib.loads((FIXTURES / "generic" / "expected.toml").read_text(encoding="utf-8"))["generic"]
PAGE1 = (FIXTURES / "generic" / "page-1.html").read_text(encoding="utf-8")
PAGE2 = (FIXTURES / "generic" / "page-2.html").read_text(encoding="utf-8")
LATE_POST = """
  <div class="msg" data-post="9100">
    <div class="testata"><span class="who">Gastone</span> &middot; <span class="stamp" data-ts="2026-10-17T21:59:00+02:00">17/10/2026 21:59</span> <a class="link" href="/partite/giorno-4/messaggio/9100">#</a></div>
    <div class="testo"><p>voto Ilaria</p></div>
  </div>"""


def with_post(page: str, post: str = LATE_POST) -> str:
    return page.replace("\n</div>\n<nav", post + "\n</div>\n<nav", 1)


def with_next(page: str, number: int) -> str:
    return page.replace("</nav>", f'<a class="avanti" href="?pagina={number}">Pagina successiva</a></nav>', 1)


class Board:
    """A board whose pages can change; answers 304 to a matching If-None-Match."""

    def __init__(self, rsps, pages: dict[int, str]) -> None:
        self.pages = pages
        self.rsps = rsps
        rsps.add_callback(responses.GET, re.compile(re.escape(URL) + r"\d+$"), callback=self.reply)

    def reply(self, request):
        number = int(request.url.rsplit("=", 1)[1])
        if number not in self.pages:
            return 404, {}, "not found"
        etag = f'"p{number}-{zlib.crc32(self.pages[number].encode())}"'
        if request.headers.get("If-None-Match") == etag:
            return 304, {"ETag": etag}, ""
        return 200, {"ETag": etag, "Content-Type": "text/html; charset=utf-8"}, self.pages[number]

    def fetched(self) -> list[str]:
        urls = [call.request.url[-1] for call in self.rsps.calls]
        self.rsps.calls.reset()
        return urls


def tally(cache_dir, **options):
    options.setdefault("now", NOW)
    return fetch_thread(URL + "1", engine="generic", generic=CONFIG, tz=TZ, cache_dir=cache_dir,
                        delay=0, sleep=lambda s: None, session=options.pop("session", requests.Session()),
                        **options)


@responses.activate
def test_full_pages_are_never_fetched_again_and_the_last_one_is_asked_conditionally(tmp_path):
    board = Board(responses, {1: PAGE1, 2: PAGE2})
    first = tally(tmp_path)
    assert board.fetched() == ["1", "2"]
    again = tally(tmp_path)
    assert board.fetched() == ["2"]
    assert again == first


@responses.activate
def test_a_new_post_on_the_last_page_costs_one_request(tmp_path):
    board = Board(responses, {1: PAGE1, 2: PAGE2})
    before = tally(tmp_path)
    board.fetched()
    board.pages[2] = with_post(PAGE2)
    after = tally(tmp_path)
    assert board.fetched() == ["2"]
    assert [p.id for p in after] == [p.id for p in before] + ["9100"]
    assert after[-1].position == len(before) + 1


@responses.activate
def test_a_new_post_that_opens_a_page_costs_two_requests(tmp_path):
    board = Board(responses, {1: PAGE1, 2: PAGE2})
    before = tally(tmp_path)
    board.fetched()
    board.pages[2] = with_next(PAGE2, 3)
    board.pages[3] = with_next(PAGE2, 4).replace(PAGE2[PAGE2.index('<div class="thread">'):PAGE2.index("</div>\n<nav")],
                                                 '<div class="thread">' + LATE_POST + "\n").replace(
        '<a class="avanti" href="?pagina=4">Pagina successiva</a>', "")
    after = tally(tmp_path)
    assert board.fetched() == ["2", "3"]
    assert [p.id for p in after] == [p.id for p in before] + ["9100"]
    # Page 2 is now full: the next tally asks only for page 3.
    tally(tmp_path)
    assert board.fetched() == ["3"]


@responses.activate
def test_refresh_reads_every_page_again(tmp_path):
    board = Board(responses, {1: PAGE1, 2: PAGE2})
    tally(tmp_path)
    board.fetched()
    tally(tmp_path, refresh=True)
    assert board.fetched() == ["1", "2"]


@responses.activate
def test_without_a_cache_folder_every_page_is_fetched(tmp_path):
    board = Board(responses, {1: PAGE1, 2: PAGE2})
    tally(None)
    tally(None)
    assert board.fetched() == ["1", "2", "1", "2"]


@responses.activate
def test_relative_dates_of_cached_pages_keep_the_day_they_were_fetched(tmp_path):
    exp = tomllib.loads((FIXTURES / "forumfree" / "expected.toml").read_text(encoding="utf-8"))
    stamp = "Sat, 17 Oct 2026 19:58:30 GMT"

    def unchanged_since(data):
        def reply(request):
            if request.headers.get("If-Modified-Since") == stamp:
                return 304, {"Last-Modified": stamp}, ""
            return 200, {"Last-Modified": stamp, "Content-Type": "text/html"}, data
        return reply
    for name, url in zip(exp["source"]["pages"], exp["source"]["page_urls"]):
        responses.add_callback(responses.GET, re.compile(re.escape(url) + "$"),
                               callback=unchanged_since((FIXTURES / "forumfree" / name).read_bytes()))
    options = dict(engine=None, tz=TZ, cache_dir=tmp_path, delay=0, sleep=lambda s: None)
    first = fetch_thread(exp["source"]["url"], now=NOW, session=requests.Session(), **options)
    # The next day the board answers the same page: "Oggi, 21:15" still means the 17th.
    later = fetch_thread(exp["source"]["url"], now=NOW + timedelta(days=1), session=requests.Session(),
                         **options)
    assert [p.created for p in later] == [p.created for p in first]
    assert responses.calls[-1].request.headers["If-Modified-Since"] == stamp
    assert len(responses.calls) == 3   # two pages, then only the last one, unchanged


SECRET = "s3cr3t-c00kie-VALUE-4242"


@responses.activate
def test_cookies_from_the_environment_are_sent_but_never_shown_or_stored(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(COOKIES_ENV, f"phpbb3_abc_sid={SECRET}; phpbb3_abc_u=57")
    responses.get(URL + "1", body="<html><body><form><input type='password' name='p'></form></body></html>")
    session = new_session(URL + "1")
    with pytest.raises(ForumError) as error:
        tally(tmp_path, session=session)
    assert f"phpbb3_abc_sid={SECRET}" in responses.calls[0].request.headers["Cookie"]
    shown = str(error.value) + repr(error.value) + str(error.value.hint) + "".join(capsys.readouterr())
    assert SECRET not in shown
    assert all(SECRET not in path.read_text(errors="replace") for path in tmp_path.rglob("*") if path.is_file())


@responses.activate
def test_cookies_from_a_cookies_txt_file_reach_only_their_board(tmp_path):
    cookies = tmp_path / "cookies.txt"
    cookies.write_text("# Netscape HTTP Cookie File\n"
                       f"#HttpOnly_.giocoforum.example\tTRUE\t/\tTRUE\t0\tsessione\t{SECRET}\n"
                       f"altro.example\tFALSE\t/\tFALSE\t0\tnon_mia\t{SECRET}\n", encoding="utf-8")
    Board(responses, {1: PAGE1, 2: PAGE2})
    posts = tally(tmp_path / "cache", cookies_file=cookies, session=requests.Session())
    assert posts
    sent = responses.calls[0].request.headers["Cookie"]
    assert sent == f"sessione={SECRET}"
    assert all(SECRET not in path.read_text(errors="replace")
               for path in (tmp_path / "cache").rglob("*") if path.is_file())


def test_an_unreadable_cookies_file_names_the_file_not_its_content(tmp_path):
    bad = tmp_path / "cookies.txt"
    bad.write_text(f"questo non è un cookie {SECRET}\n", encoding="utf-8")
    with pytest.raises(ForumError) as error:
        new_session(URL + "1", cookies_file=bad)
    assert str(bad) in str(error.value) and SECRET not in str(error.value)
    with pytest.raises(ForumError) as error:
        new_session(URL + "1", cookies_file=tmp_path / "missing.txt")
    assert "missing.txt" in str(error.value)


@responses.activate
def test_a_page_that_prints_the_session_id_is_cached_without_it(tmp_path, monkeypatch):
    monkeypatch.setenv(COOKIES_ENV, f"forum_sid={SECRET}")
    logout = f'<a href="./ucp.php?mode=logout&amp;sid={SECRET}">Esci</a>'
    Board(responses, {1: PAGE1.replace("<body>", "<body>" + logout), 2: PAGE2.replace("<body>", "<body>" + logout)})
    posts = tally(tmp_path, session=new_session(URL + "1"))
    assert posts
    files = [path for path in tmp_path.rglob("*") if path.is_file()]
    pages = [path for path in files if path.suffix != ".posts"]     # the posts read from each page
    assert len(pages) == 3 and all(SECRET.encode() not in path.read_bytes() for path in files)
