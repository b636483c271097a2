"""The next page asked for while the current one is read: only with no politeness delay, only at
an address the engine builds and the board's own links confirm, and read the same either way."""
from __future__ import annotations

import threading
from datetime import datetime
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

import pytest
import requests
import responses

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import fetch_thread

TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=TZ)
THREAD = "https://lupi.example/viewtopic.php?t=7"
PLAYERS = ("Ortensia", "Bartolomeo", "Zefiro")
PER_PAGE = 10


class Board:
    """A phpBB thread of `pages` pages; `link` writes a page's own address in its links."""

    def __init__(self, pages: int, link=lambda start: f"./viewtopic.php?t=7&amp;start={start}") -> None:
        self.pages, self.link = pages, link
        self.asked: list[tuple[int, bool]] = []   # (start, asked from the reader's own thread)
        self.missing: set[int] = set()

    def answer(self, request):
        start = int(parse_qs(urlsplit(request.url).query).get("start", ["0"])[0])
        self.asked.append((start, threading.current_thread() is threading.main_thread()))
        if start in self.missing:
            return 404, {}, "not here"
        return 200, {"Content-Type": "text/html; charset=UTF-8"}, self.page(start)

    def page(self, start: int) -> str:
        number, last = start // PER_PAGE + 1, self.pages
        links = "".join(f'<li><a class="button" href="{self.link((n - 1) * PER_PAGE)}">{n}</a></li>'
                        for n in sorted({1, max(number - 1, 1), min(number + 1, last), last}) if n != number)
        following = (f'<link rel="next" href="{self.link(start + PER_PAGE)}">' if number < last else "")
        posts = "".join(self.post(start + n) for n in range(PER_PAGE))
        return (f'<html><head><title>Giorno 3</title>{following}</head><body>'
                f'<div class="pagination"><ul><li class="active"><span>{number}</span></li>{links}</ul></div>'
                f'{posts}</body></html>')

    @staticmethod
    def post(n: int) -> str:
        who = PLAYERS[n % len(PLAYERS)]
        return (f'<div id="p{500 + n}" class="post"><div class="postbody">'
                f'<h3><a href="./viewtopic.php?p={500 + n}#p{500 + n}">Re: Giorno 3</a></h3>'
                f'<p class="author">by <a class="username">{who}</a> '
                f'<time datetime="2026-10-03T{8 + n // 60:02d}:{n % 60:02d}:00+00:00">x</time></p>'
                f'<div class="content">voto <strong>{PLAYERS[(n + 1) % len(PLAYERS)]}</strong></div>'
                f'</div></div>')


def read(board: Board, delay: float, sleeps: list | None = None):
    with responses.RequestsMock() as mock:
        mock.add_callback(responses.GET, "https://lupi.example/viewtopic.php", callback=board.answer)
        return fetch_thread(THREAD, engine="phpbb", tz=TZ, now=NOW, cache_dir=None, delay=delay,
                            session=requests.Session(), sleep=(sleeps if sleeps is not None else []).append)


def readings(posts) -> list[tuple]:
    return [(p.id, p.position, p.author, p.created, p.permalink, p.body, p.page) for p in posts]


def test_without_a_delay_the_next_page_is_asked_for_ahead_and_read_the_same():
    ahead, polite = Board(6), Board(6)
    posts = read(ahead, delay=0)
    assert readings(posts) == readings(read(polite, delay=0.5))
    assert len(posts) == 60 and [p.page for p in posts[::PER_PAGE]] == [1, 2, 3, 4, 5, 6]
    # Every page asked for once, in order; the read-ahead asked for some from its own thread.
    assert [start for start, _ in ahead.asked] == [n * PER_PAGE for n in range(6)]
    assert not all(main for _, main in ahead.asked)


def test_with_a_delay_nothing_overlaps_it():
    board, sleeps = Board(5), []
    read(board, delay=0.5, sleeps=sleeps)
    assert [start for start, _ in board.asked] == [n * PER_PAGE for n in range(5)]
    assert all(main for _, main in board.asked)
    assert sleeps == [0.5] * 4


def test_a_board_whose_links_are_not_the_engine_s_addresses_is_read_page_by_page():
    board = Board(5, link=lambda start: f"./viewtopic.php?f=2&amp;t=7&amp;start={start}")
    posts = read(board, delay=0)
    assert len(posts) == 50
    assert [start for start, _ in board.asked] == [n * PER_PAGE for n in range(5)]
    assert all(main for _, main in board.asked)


def test_the_last_page_is_never_asked_for_beyond():
    board = Board(3)
    read(board, delay=0)
    assert sorted(start for start, _ in board.asked) == [0, 10, 20]


@pytest.mark.parametrize("delay", [0, 0.5])
def test_a_page_the_board_fails_to_give_is_the_same_error_either_way(delay):
    board = Board(6)
    board.missing.add(40)
    with pytest.raises(ForumError, match=r"start=40: no such page \(HTTP 404\)"):
        read(board, delay=delay)
