"""Misago read through its JSON API (lupus_mod/forum/misago.py): what each answer's fields mean
for the count, and reading from the page a post's link opens. The answers are the fictional
thread of tests/fixtures/forum/misago/, changed where a test needs."""
from __future__ import annotations

import copy
import json
import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import responses
from hypothesis import given, settings
from hypothesis import strategies as st

from lupus_mod.errors import ForumError
from lupus_mod.forum import misago
from lupus_mod.forum.engines import detect
from lupus_mod.forum.fetch import Start, assemble, fetch_thread, read_saved_pages

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "misago"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=TZ)
BOARD = "https://misago.lupus.example"
THREAD = f"{BOARD}/t/borgo-di-pietrascura-giorno-4/41/"
API = f"{BOARD}/api/threads/41/posts/?page="
HTML_PAGE = ('<html><head><link href="/static/misago/css/misago.css" rel="stylesheet"><script>'
             'window.misago_csrf = "csrftoken";</script></head><body><ul class="posts-list">'
             '<li id="post-301" class="post">GIORNO 4</li></ul></body></html>')


def answer(number: int) -> dict:
    return json.loads((FIXTURE / f"page-{number}.json").read_text(encoding="utf-8"))


def read(data: dict, number: int = 1):
    return misago.parse(json.dumps(data), url=API + str(number), tz=TZ, now=NOW)


def with_post(post_id: int, **fields) -> dict:
    data = copy.deepcopy(answer(1))
    for raw in data["post_set"]["results"]:
        if raw["id"] == post_id:
            raw.update(fields)
    return data


def test_an_edit_carries_the_time_the_api_gives_to_the_second():
    post = next(p for p in read(answer(1)).posts if p.id == "302")
    assert post.edited == datetime(2026, 10, 17, 22, 31, 12, tzinfo=TZ)
    assert not post.edit_undated


@pytest.mark.parametrize("fields", [
    {"edits": 1, "updated_on": "2026-10-17T10:20:00+02:00"},   # edited, no later time
    {"edits": 3, "updated_on": None},
    {"edits": None},                                           # how many edits is not given
])
def test_an_edit_whose_time_is_not_known_flags_the_post(fields):
    data = with_post(302, **fields)
    if fields.get("edits") is None:
        del next(r for r in data["post_set"]["results"] if r["id"] == 302)["edits"]
    post = next(p for p in read(data).posts if p.id == "302")
    assert post.edited is None and post.edit_undated


def test_a_post_never_edited_is_neither_edited_nor_flagged():
    post = next(p for p in read(with_post(302, edits=0)).posts if p.id == "302")
    assert post.edited is None and not post.edit_undated


def test_hidden_unapproved_and_event_posts_are_not_read_but_keep_their_places():
    first, second = read(answer(1)), read(answer(2), 2)
    assert [(p.id, p.position, p.page) for p in first.posts] == [
        ("301", 1, 1), ("302", 2, 1), ("305", 4, 1), ("306", 5, 1)]
    assert [(p.id, p.position, p.page) for p in second.posts] == [("306", 5, 2), ("307", 6, 2), ("309", 8, 2)]
    assert (first.page_number, first.last_page, first.next_url) == (1, 2, API + "2")
    assert second.next_url is None


def test_a_deleted_account_keeps_the_name_it_posted_under():
    assert next(p for p in read(answer(1)).posts if p.id == "306").author == "Ermete"


def test_a_post_whose_text_the_board_cannot_show_stops_the_tally_naming_it():
    with pytest.raises(ForumError) as caught:
        read(with_post(305, content=None))
    assert caught.value.message.startswith(f"{THREAD}post/305/")


def test_misago_is_recognised_from_its_page_and_from_its_api_answer():
    assert detect(HTML_PAGE) == "misago"     # not ForumFree, whose posts are <li class="post"> too
    assert detect((FIXTURE / "page-1.json").read_text(encoding="utf-8")) == "misago"


def test_a_saved_misago_page_is_refused_saying_to_save_the_api_answers(tmp_path):
    saved = tmp_path / "giorno-4.html"
    saved.write_text(HTML_PAGE, encoding="utf-8")
    with pytest.raises(ForumError) as caught:
        read_saved_pages([saved], engine=None, tz=TZ, now=NOW, thread=THREAD)
    assert "/api/threads/ID/posts/?page=N" in caught.value.hint and caught.value.file == str(saved)


def _serve(rsps) -> None:
    """The board: its thread page, a post's link answered with the page holding the post
    (302), and the API's two pages."""
    rsps.get(THREAD, body=HTML_PAGE, content_type="text/html")
    rsps.get(f"{THREAD}post/306/", status=302, headers={"Location": f"{THREAD}2/"})
    rsps.get(f"{THREAD}2/", body=HTML_PAGE, content_type="text/html")
    for number in (1, 2):
        rsps.get(API + str(number), json=answer(number))


def _asked(rsps) -> list[str]:
    return [re.sub(r"^https://misago\.lupus\.example", "", call.request.url) for call in rsps.calls]


@pytest.mark.parametrize("engine", ["misago", None])
@responses.activate
def test_reading_from_a_post_link_starts_at_its_page_in_the_threads_numbering(engine):
    _serve(responses)
    posts = fetch_thread(THREAD, engine=engine, tz=TZ, cache_dir=None, delay=0, now=NOW,
                         start=Start(permalink=f"{THREAD}post/306/"), sleep=lambda s: None)
    assert [(p.id, p.position, p.page) for p in posts] == [("306", 5, 2), ("307", 6, 2), ("309", 8, 2)]
    assert posts[0].permalink == f"{THREAD}post/306/"
    assert "/api/threads/41/posts/?page=1" not in _asked(responses)
    assert _asked(responses)[-1] == "/api/threads/41/posts/?page=2"


@responses.activate
def test_a_whole_thread_is_read_page_after_page_with_the_repeated_post_once(tmp_path):
    _serve(responses)
    posts = fetch_thread(THREAD, engine=None, tz=TZ, cache_dir=tmp_path, delay=0, now=NOW,
                         sleep=lambda s: None)
    assert [p.id for p in posts] == ["301", "302", "305", "306", "307", "309"]
    again = fetch_thread(THREAD, engine=None, tz=TZ, cache_dir=tmp_path, delay=0, now=NOW,
                         sleep=lambda s: None)
    assert again == posts
    # The second reading knows the engine from the cache: no page is asked but the API's.
    assert _asked(responses)[3:] == ["/api/threads/41/posts/?page=1", "/api/threads/41/posts/?page=2"]


def _answers(hidden: list[bool], per_page: int) -> list[dict]:
    """A thread's API answers as Misago's paginator cuts them: `per_page - 1` posts a page,
    each page but the first starting with the previous page's last post."""
    shown = per_page - 1
    pages = max(1, -(-(len(hidden) - 1) // shown)) if len(hidden) > 1 else 1
    answers = []
    for number in range(1, pages + 1):
        bottom = (number - 1) * shown
        top = min(bottom + shown + 1, len(hidden))
        results = [{"id": 500 + i, "poster": {"username": f"Membro{i % 3}"}, "poster_name": "",
                    "content": f"<p>messaggio {i}</p>", "posted_on": f"2026-10-17T10:{i:02d}:00+02:00",
                    "updated_on": f"2026-10-17T10:{i:02d}:00+02:00", "edits": 0, "is_hidden": hidden[i],
                    "url": {"index": f"/t/borgo/41/post/{500 + i}/"}} for i in range(bottom, top)]
        answers.append({"id": 41, "post_set": {"page": number, "pages": pages, "before": bottom,
                                               "next": number + 1 if number < pages else None,
                                               "results": results}})
    return answers


@settings(max_examples=60, deadline=None)
@given(hidden=st.lists(st.booleans(), min_size=1, max_size=30), per_page=st.integers(2, 7), data=st.data())
def test_every_start_page_gives_one_numbering_of_the_thread(hidden, per_page, data):
    """Read from any page, each post has the position it has when the whole thread is read:
    the place it holds on the board, hidden posts included, each post once."""
    pages = [misago.parse(json.dumps(a), url=API + str(n), tz=TZ) for n, a in
             enumerate(_answers(hidden, per_page), start=1)]
    whole = assemble(pages, renumber=False)
    assert [p.position for p in whole] == [i + 1 for i, h in enumerate(hidden) if not h]
    start = data.draw(st.integers(0, len(pages) - 1))
    later = [(p.id, p.position) for p in assemble(pages[start:], renumber=False)]
    assert later == [(p.id, p.position) for p in whole][len(whole) - len(later):]


def test_a_post_without_its_author_stops_the_tally_naming_it():
    with pytest.raises(ForumError) as caught:
        read(with_post(305, poster=None, poster_name=""))
    assert caught.value.message.startswith(f"{THREAD}post/305/") and "author" in caught.value.message
