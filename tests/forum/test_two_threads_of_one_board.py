"""Two threads of one board: a page of another topic of the same host is never counted in the
day's thread, among saved pages (`--html`) or on the board (a next-page link or a redirect that
leads out of the thread). The other thread's pages are each engine's fixture page with its
topic's number changed wherever the board writes it."""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import requests
import responses

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import fetch_thread, read_saved_pages
from lupus_mod.forum.threads import ThreadOf, topic_in
from tests.forum.fixture_variants import CASES, FIXTURES, fixture

TZ = ZoneInfo("Europe/Rome")
SAVED = FIXTURES / "saved"
# Each case's topic as its pages write it, and the same board's other topic.
OTHER_TOPIC = {
    "discourse": (r"\b512\b", "513"),
    "forumactif": (r"/t45(?=\D)", "/t46"),
    "forumactif-invision": (r"/t45(?=\D)", "/t46"),
    "forumactif-phpbb2": (r"/t45(?=\D)", "/t46"),
    "forumactif-punbb": (r"/t45(?=\D)", "/t46"),
    "forumfree": (r"t=78945612\b", "t=78945699"),
    "forumfree-classic": (r"t=61234567\b", "t=61234599"),
    "generic": (r"giorno-4", "giorno-5"),
    "invision4": (r"/topic/4321-", "/topic/4322-"),
    "invision5": (r"/topic/4321-", "/topic/4322-"),
    "misago": (r"/41/", "/42/"),
    "mybb": (r"tid=42\b", "tid=43"),
    "smf20": (r"topic=41\.", "topic=42."),
    "vbulletin3": (r"t=777\b", "t=778"),
    "vbulletin4": (r"t=777\b", "t=778"),
    "vbulletin5": (r"/8888-", "/8889-"),
    "xenforo": (r"\.512/", ".513/"),
    "saved/phpbb-3.3.15": (r"t=3\b", "t=4"),
    "saved/smf-2.1.4": (r"topic=3\.", "topic=4."),
}
ALL = sorted(set(CASES) | {"saved/phpbb-3.3.15", "saved/smf-2.1.4"})


def _pages(case: str) -> list[Path]:
    return sorted(p for p in (FIXTURES / case).iterdir() if re.fullmatch(r"page-0?\d+\.(html|json)", p.name))


def _read(case: str, paths: list[Path]):
    generic = fixture(case).expected.get("generic") if "/" not in case else None
    return read_saved_pages(paths, engine=None, tz=TZ, now=datetime(2026, 10, 17, 23, 0, tzinfo=TZ),
                            generic=generic)


def test_every_case_has_its_other_topic():
    assert set(OTHER_TOPIC) == set(ALL)


@pytest.mark.parametrize("case", ALL)
def test_a_page_of_another_thread_of_the_same_board_is_refused_naming_it(case, tmp_path):
    first, second = _pages(case)[:2]
    pattern, other = OTHER_TOPIC[case]
    encoding = "latin-1" if b"charset=ISO-8859-1" in second.read_bytes()[:2000] else "utf-8"
    text = second.read_text(encoding=encoding)
    assert re.search(pattern, text), "the fixture writes its topic"
    stray = tmp_path / second.name
    stray.write_text(re.sub(pattern, other, text), encoding=encoding)
    with pytest.raises(ForumError) as caught:
        _read(case, [first, stray])
    assert caught.value.file == str(stray)
    assert caught.value.message.id == "thread-identity.other-topic"
    # The same pages of one thread are read (the topic's mark is the only change).
    assert _read(case, [first, second])


@pytest.mark.parametrize("engine, url, topic", [
    ("invision", "https://b.example/topic/4321-giorno-4/page/2/", "4321"),
    ("invision", "https://b.example/index.php?/topic/4321-giorno-4/", "4321"),
    ("invision", "https://b.example/index.php?showtopic=4321&page=2", "4321"),
    ("forumfree", "https://b.forumfree.it/?t=78945612&st=15#entry1", "78945612"),
    ("forumfree", "https://b.forumfree.it/?act=Profile&MID=42", None),
    ("phpbb", "https://b.example/viewtopic.php?f=2&t=3&start=10", "3"),
    ("phpbb", "https://b.example/viewtopic.php?p=62#p62", None),
    ("smf", "https://b.example/index.php?topic=41.msg501#msg501", "41"),
    ("smf", "https://b.example/index.php?topic=41.15", "41"),
    ("smf", "https://b.example/index.php/topic,41.msg501.html#msg501", "41"),
    ("vbulletin", "https://b.example/showthread.php?t=777&page=2", "777"),
    ("vbulletin", "https://b.example/showpost.php?p=5001&postcount=1", None),
    ("vbulletin", "https://b.example/forum/12-giochi/8888-giorno-4/page2", "8888"),
    ("vbulletin", "https://b.example/threads/8888-giorno-4?p=6004#post6004", "8888"),
    ("xenforo", "https://b.example/threads/giorno-4.512/page-2", "512"),
    ("xenforo", "https://b.example/index.php?threads/giorno-4.512/", "512"),
    ("xenforo", "https://b.example/posts/2005/", None),
    ("forumactif", "https://v.forumactif.com/t45p15-jour-4#120", "45"),
    ("forumactif", "https://v.forumactif.com/f3-partie", None),
    ("discourse", "https://d.example/t/giorno-4/512/21", "512"),
    ("discourse", "https://d.example/t/512/posts.json?post_ids[]=7061", "512"),
    ("misago", "https://m.example/t/giorno-4/41/post/301/", "41"),
    ("misago", "https://m.example/api/threads/41/posts/?page=2", "41"),
    ("generic", "https://g.example/partite/giorno-4?pagina=2", "/partite/giorno-4"),
])
def test_the_topic_each_engine_writes_in_its_addresses(engine, url, topic):
    assert topic_in(engine, url) == topic


def test_generic_pages_are_of_one_thread_when_one_path_holds_the_other():
    first = ThreadOf("b.example", "/threads/giorno-4.91/")
    assert first.same(ThreadOf("b.example", "/threads/giorno-4.91/page-2"))
    assert not first.same(ThreadOf("b.example", "/threads/giorno-5.92/"))
    assert not first.same(ThreadOf("b.example", "/threads/giorno-4.91-bis/"))
    assert ThreadOf("b.example", None).same(ThreadOf("b.example", "4"))   # unknown: the host tells
    assert not ThreadOf("a.example", "4").same(ThreadOf("b.example", "4"))


def _serve(rsps, pages: dict[str, str]) -> None:
    for url, text in pages.items():
        rsps.add(responses.GET, url, body=text, content_type="text/html; charset=utf-8")


@responses.activate
def test_a_next_page_link_to_another_topic_stops_the_reading():
    case = fixture("invision4")
    url1 = case.url(0)
    stray = url1.replace("/topic/4321-", "/topic/4322-") + "page/2/"
    page1 = case.pages[0].replace(case.url(1), stray)
    _serve(responses, {url1: page1, stray: case.pages[1].replace("/topic/4321-", "/topic/4322-")})
    with pytest.raises(ForumError) as caught:
        fetch_thread(url1, engine=None, tz=TZ, cache_dir=None, delay=0, session=requests.Session(),
                     sleep=lambda s: None, now=case.now)
    assert caught.value.message.id == "forum-net.at"
    assert caught.value.message.params["message"].id == "thread-identity.left"
    assert "4322" in str(caught.value.message) and "4321" in str(caught.value.message)


@responses.activate
def test_a_thread_address_the_board_redirects_to_another_topic_stops_the_reading(tmp_path):
    case = fixture("forumfree")
    merged = case.url(0).replace("78945612", "78945699")
    responses.add(responses.GET, case.url(0), status=301, headers={"Location": merged})
    _serve(responses, {merged: case.pages[0].replace("78945612", "78945699")})
    with pytest.raises(ForumError) as caught:
        fetch_thread(case.url(0), engine="forumfree", tz=TZ, cache_dir=tmp_path, delay=0,
                     session=requests.Session(), sleep=lambda s: None, now=case.now)
    assert caught.value.message.params["message"].id == "thread-identity.left"


@responses.activate
def test_a_generic_board_s_link_to_another_thread_stops_the_reading():
    case = fixture("generic")
    page1 = case.pages[0].replace('href="?pagina=2"', 'href="/partite/giorno-5?pagina=2"')
    assert page1 != case.pages[0]
    _serve(responses, {case.url(0): page1,
                       "https://giocoforum.example/partite/giorno-5?pagina=2": case.pages[1]})
    with pytest.raises(ForumError) as caught:
        fetch_thread(case.url(0), engine="generic", generic=case.expected["generic"], tz=TZ, cache_dir=None,
                     delay=0, session=requests.Session(), sleep=lambda s: None, now=case.now)
    assert caught.value.message.params["message"].id == "thread-identity.left"


def test_a_page_without_an_address_is_told_by_its_links():
    from lupus_mod.forum.threads import thread_of
    post = "https://b.example/viewtopic.php?p=62#p62"
    assert thread_of("phpbb", None, (post, "https://b.example/viewtopic.php?t=3&start=10")).topic == "3"
    assert thread_of("phpbb", None, (post, None)).topic is None
    # A generic board's post links are not its pages' path: only the next page's link tells.
    spirit = ("https://s.example/comment/7/find/", "https://s.example/topic/2/chiacchiere/?page=2")
    assert thread_of("generic", None, spirit).topic == "/topic/2/chiacchiere/"
    assert thread_of("generic", None, spirit[:1] + (None,)).topic is None
    assert thread_of("generic", None, spirit[:1] + (None,)).host == "s.example"
