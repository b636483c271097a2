"""fetch_thread against a mocked board: pagination, retries, login walls, the cache, cookies."""
from __future__ import annotations

import tomllib
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import requests
import responses

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import fetch_thread

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
CASES = sorted(p.name for p in FIXTURES.iterdir() if (p / "expected.toml").is_file())
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=TZ)
GENERIC = "https://giocoforum.example/partite/giorno-4?pagina="


def expected(case: str) -> dict:
    return tomllib.loads((FIXTURES / case / "expected.toml").read_text(encoding="utf-8"))


def content_type(data: bytes) -> str:
    if data.lstrip().startswith(b"{"):
        return "application/json; charset=utf-8"
    return "text/html; charset=ISO-8859-1" if b"charset=ISO-8859-1" in data[:2000] else "text/html"


def serve(rsps, case: str) -> dict:
    """Every page of a fixture case at its address; returns its expected.toml."""
    exp = expected(case)
    for name, url in zip(exp["source"]["pages"], exp["source"]["page_urls"]):
        data = (FIXTURES / case / name).read_bytes()
        rsps.get(url, body=data, content_type=content_type(data))
    return exp


class Sleeps(list):
    """An injected sleep: records how long fetch_thread wanted to wait, waits for nothing."""
    def __call__(self, seconds: float) -> None:
        self.append(seconds)


def fetch(url, **options):
    options.setdefault("engine", None)
    options.setdefault("cache_dir", None)
    options.setdefault("delay", 0)
    options.setdefault("sleep", Sleeps())
    return fetch_thread(url, tz=TZ, now=NOW, session=requests.Session(), **options)


@pytest.mark.parametrize("case", CASES)
@responses.activate
def test_every_engine_is_fetched_page_by_page(case, tmp_path):
    exp = serve(responses, case)
    source = exp["source"]
    url = source.get("thread", source["url"])
    engine = source["engine"] if source["engine"] in ("discourse", "misago") else None
    posts = fetch(url, engine=engine, cache_dir=tmp_path, generic=exp.get("generic"))
    assert [(p.id, p.position, p.author) for p in posts] == [
        (e["id"], e["position"], e["author"]) for e in exp["post"]]
    assert len(responses.calls) == len(source["pages"])


@responses.activate
def test_discourse_is_recognised_from_its_html_page():
    exp = serve(responses, "discourse")
    thread = exp["source"]["thread"]
    responses.get(thread, body='<html><head><meta name="generator" content="Discourse 3.3.2 - '
                               'https://github.com/discourse/discourse version 3.3.2"></head></html>')
    posts = fetch(thread)
    assert [p.id for p in posts] == [e["id"] for e in exp["post"]]
    assert posts[21].quoted_ids == (exp["post"][2]["id"],)   # a quote of a post of the first chunk


@responses.activate
def test_temporary_failures_are_retried_honouring_retry_after():
    exp = expected("generic")
    page1, page2 = ((FIXTURES / "generic" / name).read_bytes() for name in ("page-1.html", "page-2.html"))
    responses.get(GENERIC + "1", status=503, headers={"Retry-After": "7"})
    responses.get(GENERIC + "1", body=requests.Timeout("slow"))
    responses.get(GENERIC + "1", body=page1)
    responses.get(GENERIC + "2", status=429, headers={"Retry-After": "Sat, 17 Oct 2020 21:00:12 GMT"})
    responses.get(GENERIC + "2", body=page2)
    sleeps = Sleeps()
    posts = fetch(GENERIC + "1", engine="generic", generic=exp["generic"], sleep=sleeps, delay=0.5)
    assert len(posts) == len(exp["post"])
    # 503 → wait 7 s as asked; time-out → back off 2 s (second attempt); polite 0.5 s before
    # the next page; 429 with a date → wait until then (a date long past: no wait).
    assert sleeps == [7.0, 2.0, 0.5, 0.0]
    assert len(responses.calls) == 5


@responses.activate
def test_a_board_that_keeps_failing_is_a_clear_error():
    responses.get(GENERIC + "1", status=502)
    sleeps = Sleeps()
    with pytest.raises(ForumError) as error:
        fetch(GENERIC + "1", engine="generic", generic=expected("generic")["generic"], sleep=sleeps, retries=3)
    assert "HTTP 502, 4 times" in str(error.value)
    assert sleeps == [1.0, 2.0, 4.0]   # exponential back-off between the 4 attempts


@responses.activate
def test_a_server_asking_to_wait_too_long_is_a_clear_error():
    responses.get(GENERIC + "1", status=429, headers={"Retry-After": "3600"})
    with pytest.raises(ForumError, match="asks to wait 3600 s"):
        fetch(GENERIC + "1", engine="generic", generic=expected("generic")["generic"])


LOGIN_PAGE = """<!DOCTYPE html><html><head><title>Login</title></head><body>
<h2>Login</h2><p>The board requires you to be registered and logged in to view this forum.</p>
<form action="./ucp.php?mode=login" method="post"><input type="text" name="username">
<input type="password" name="password" autocomplete="off"><input type="submit" value="Login"></form>
</body></html>"""


@pytest.mark.parametrize("status", [200, 403])
@responses.activate
def test_a_login_wall_is_reported_as_such(status):
    responses.get("https://board.example/viewtopic.php?t=9", body=LOGIN_PAGE, status=status)
    with pytest.raises(ForumError) as error:
        fetch("https://board.example/viewtopic.php?t=9", engine="phpbb")
    assert "log in" in error.value.message and "LUPUS_MOD_COOKIES" in error.value.hint


@responses.activate
def test_a_page_without_posts_is_reported_with_what_to_do():
    responses.get("https://board.example/viewtopic.php?t=9",
                  body="<html><body><div id='wrap'><p>Manutenzione in corso</p></div></body></html>")
    with pytest.raises(ForumError) as error:
        fetch("https://board.example/viewtopic.php?t=9", engine="phpbb")
    assert "no posts found" in error.value.message and "engine" in error.value.hint


@responses.activate
def test_an_unknown_engine_page_asks_for_the_engine():
    responses.get("https://board.example/t", body="<html><body><p>ciao</p></body></html>")
    with pytest.raises(ForumError, match="cannot tell which forum engine"):
        fetch("https://board.example/t")


@responses.activate
def test_progress_is_reported_page_by_page():
    serve(responses, "xenforo")
    seen = []
    fetch(expected("xenforo")["source"]["url"], progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 2), (2, 2)]


@responses.activate
def test_any_page_of_the_thread_leads_to_the_first(tmp_path):
    exp = serve(responses, "vbulletin4")
    second = exp["source"]["page_urls"][1]
    posts = fetch(second + "#post4100")
    assert [p.id for p in posts] == [e["id"] for e in exp["post"]]
    assert [call.request.url for call in responses.calls] == [second] + exp["source"]["page_urls"]
    responses.calls.reset()
    fetch(second, engine="vbulletin")
    assert [call.request.url for call in responses.calls] == exp["source"]["page_urls"]
