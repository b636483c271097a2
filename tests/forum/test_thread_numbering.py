"""One numbering of the thread whatever the start, redirects followed before paging, and a
cache that notices a moderator's deletion (issue 23). A Spirit-like board, served by a mocked
HTTP: its post links redirect (`/comment/N/find/`), its pages number posts from 1 each."""
from __future__ import annotations

import re
from datetime import datetime
from zoneinfo import ZoneInfo

import responses
from hypothesis import given, strategies as st

from lupus_mod.forum.fetch import Start, assemble, fetch_thread
from lupus_mod.forum.model import Page, Post

TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 11, 30, 23, 0, tzinfo=TZ)
BOARD = "https://spirit.example"
TOPIC = f"{BOARD}/topic/1/giorno-2/"
SPIRIT = {"post": "div.comment", "author": ".comment-username", "time": ".comment-date",
          "body": ".comment-body", "next_page": "a.next"}


class Board:
    """A topic of posts `(id, author, "HH:MM", text)`, `per_page` a page; `?page=N` pages,
    `/comment/ID/find/` redirects to the page holding ID."""

    def __init__(self, rsps, posts: list[tuple[int, str, str, str]], per_page: int = 3) -> None:
        self.posts, self.per_page, self.asked = list(posts), per_page, []
        rsps.add_callback(responses.GET, re.compile(re.escape(TOPIC) + r".*"), callback=self.page)
        rsps.add_callback(responses.GET, re.compile(re.escape(BOARD) + r"/comment/\d+/find/"),
                          callback=self.find)

    def delete(self, post_id: int) -> None:
        self.posts = [p for p in self.posts if p[0] != post_id]

    def find(self, request):
        self.asked.append(request.url.removeprefix(BOARD))
        post_id = int(re.search(r"/comment/(\d+)/", request.url).group(1))
        index = [p[0] for p in self.posts].index(post_id)
        return 302, {"Location": f"{TOPIC}?page={index // self.per_page + 1}#c{post_id}"}, ""

    def page(self, request):
        self.asked.append(request.url.removeprefix(BOARD).split("#")[0])
        number = int(re.search(r"page=(\d+)", request.url).group(1)) if "page=" in request.url else 1
        chunk = self.posts[(number - 1) * self.per_page:number * self.per_page]
        if not chunk:
            return 404, {}, "<html><body>Not found</body></html>"
        more = number * self.per_page < len(self.posts)
        posts = "".join(
            f'<div class="comment" id="c{pid}"><a class="comment-username">{who}</a>'
            f'<span class="comment-date">Nov. 30, 2026, {at}</span><div class="comment-body">{text}</div></div>'
            for pid, who, at, text in chunk)
        nav = f'<a class="next" href="?page={number + 1}">next</a>' if more else ""
        return 200, {"Content-Type": "text/html; charset=utf-8"}, f"<html><body>{posts}{nav}</body></html>"


def _read(start: Start | None = None, cache=None):
    return fetch_thread(TOPIC, engine="generic", generic=SPIRIT, tz=TZ, cache_dir=cache, delay=0,
                        now=NOW, start=start, sleep=lambda s: None)


@responses.activate
def test_an_opening_link_that_redirects_reads_the_whole_thread_in_one_numbering():
    board = Board(responses, [(1, "Ottavio", "21:00", "si apre"), (2, "Zenobia", "21:05", "voto Ottavio"),
                              (3, "Ottavio", "21:09", "voto Zenobia"), (4, "Zenobia", "21:09", "cambio: voto Rufo"),
                              (5, "Rufo", "21:10", "ciao")])
    posts = _read(Start(permalink=f"{BOARD}/comment/2/find/"))
    # The next page is built from where the redirect landed, not from /comment/2/find/.
    assert board.asked == ["/comment/2/find/", "/topic/1/giorno-2/?page=1", "/topic/1/giorno-2/?page=2"]
    assert [p.id for p in posts] == ["1", "2", "3", "4", "5"]
    # Posts 3 and 4 are of the same minute on either side of the page break: 4 comes after 3.
    assert [p.position for p in posts] == [1, 2, 3, 4, 5]


@responses.activate
def test_a_deletion_that_shifts_posts_onto_a_full_cached_page_is_noticed(tmp_path):
    board = Board(responses, [(n, "Zenobia", f"21:0{n}", f"messaggio {n}") for n in range(1, 6)])
    assert [p.id for p in _read(cache=tmp_path)] == ["1", "2", "3", "4", "5"]
    board.delete(2)        # post 4 moves back onto page 1, which the cache holds as full
    assert [p.id for p in _read(cache=tmp_path)] == ["1", "3", "4", "5"]


@responses.activate
def test_a_deletion_that_removes_the_last_page_reads_again_before_blaming_the_address(tmp_path):
    board = Board(responses, [(n, "Zenobia", f"21:0{n}", f"messaggio {n}") for n in range(1, 5)])
    assert [p.id for p in _read(cache=tmp_path)] == ["1", "2", "3", "4"]
    board.delete(2)        # page 2 is gone: 404
    assert [p.id for p in _read(cache=tmp_path)] == ["1", "3", "4"]


@given(st.lists(st.lists(st.integers(min_value=1, max_value=60), min_size=1, max_size=6), min_size=1, max_size=5),
       st.booleans())
def test_positions_always_increase_in_thread_order(pages, renumber):
    """Whatever numbers the pages print (restarting at 1, repeated, unknown), the thread read
    has one increasing numbering: the order of posts of the same minute never flips."""
    when = datetime(2026, 11, 30, 21, 9, tzinfo=TZ)
    read, count = [], 0
    for numbers in pages:
        posts = []
        for number in numbers:
            count += 1
            posts.append(Post(str(count), number, "Zenobia", when, f"{TOPIC}#c{count}", ()))
        read.append(Page(posts=tuple(posts), next_url=None))
    positions = [post.position for post in assemble(read, renumber=renumber)]
    assert all(a < b for a, b in zip(positions, positions[1:]))
    assert len(positions) == count
    if renumber:
        assert positions == list(range(1, count + 1))


@responses.activate
def test_whatever_post_opens_the_day_the_thread_reads_in_one_order():
    """From the first page or from any post's (redirecting) link, the posts read are the
    thread's from the page holding that post on, in thread order, with increasing positions:
    a tally sorts posts of one minute by position, so every start orders them alike."""
    posts = [(n, "Zenobia" if n % 2 else "Ottavio", "21:09", f"voto {n}") for n in range(1, 9)]
    Board(responses, posts)
    whole = _read()
    assert [p.id for p in whole] == [str(n) for n in range(1, 9)]
    for opening in range(1, 9):
        read = _read(Start(permalink=f"{BOARD}/comment/{opening}/find/"))
        first_of_page = (opening - 1) // 3 * 3
        assert [p.id for p in read] == [p.id for p in whole[first_of_page:]], opening
        positions = [p.position for p in read]
        assert all(a < b for a, b in zip(positions, positions[1:])), (opening, positions)
