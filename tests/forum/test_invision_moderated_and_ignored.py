"""An Invision 4 page as a moderator and a member who ignores someone see it
(tests/fixtures/forum/trial/invision4-hidden-ignored-invisible.html, fictional): the hidden
post (`ipsModerated`) the players never saw is not read; the ignored member's post is read; a
nickname keeps the zero-width and direction characters that make it another account."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from lupus_mod.forum import invision

PAGE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "trial" / "invision4-hidden-ignored-invisible.html"
URL = "https://lupus.example/topic/55-giorno-2/page/2/"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 11, 30, 23, 0, tzinfo=TZ)


def _read():
    return invision.parse(PAGE.read_text(encoding="utf-8"), url=URL, tz=TZ, now=NOW)


def _with_class(html: str, post_id: int, cls: str) -> str:
    marker = f'<article id="elComment_{post_id}" class="'
    assert marker in html
    return html.replace(marker, marker + cls + " ", 1)


def test_posts_authors_and_positions_as_the_players_see_them():
    page = _read()
    assert [(p.id, p.author, p.position) for p in page.posts] == [
        ("101", "Arturo", 26), ("102", "Bea\u200b", 27), ("103", "Carlo", 28),
        ("104", "\u200fDario\u200e", 29), ("106", "Elena", 30)]
    assert (page.page_number, page.last_page, page.next_url) == (2, 3, "https://lupus.example/topic/55-giorno-2/page/3/")


def test_a_post_hidden_by_a_moderator_is_not_read_and_only_it():
    html = PAGE.read_text(encoding="utf-8")
    shown = invision.parse(html.replace("ipsModerated", ""), url=URL, tz=TZ, now=NOW)
    assert [p.id for p in shown.posts] == ["101", "102", "103", "104", "105", "106"]
    hidden_too = invision.parse(_with_class(html, 103, "ipsModerated"), url=URL, tz=TZ, now=NOW)
    assert [p.id for p in hidden_too.posts] == ["101", "102", "104", "106"]


def test_the_ignored_members_post_is_read_whole():
    bea = _read().posts[1]
    assert bea.text() == "voto Arturo"
    assert bea.created == datetime(2026, 11, 30, 21, 10, tzinfo=TZ)


def test_edit_with_a_reason_mention_quotes_spoiler_code_and_signature():
    arturo, _, carlo, dario, elena = _read().posts
    assert arturo.text() == "voto @Bea" and arturo.edited == datetime(2026, 11, 30, 22, 31, tzinfo=TZ)
    assert "Motivo" not in arturo.text(include_quotes=True, include_spoilers=True)
    assert carlo.text() == "no, voto Dario" and carlo.quoted_ids == ("101",)
    assert "voto Carlo" in carlo.text(include_quotes=True)
    assert dario.text() == "voto Elena"
    assert "voto Arturo" in dario.text(include_spoilers=True)
    assert "voto Carlo" not in dario.text(include_spoilers=True, include_quotes=True)   # the code block
    assert "Fabio" not in dario.text(include_spoilers=True, include_quotes=True)        # the signature
    assert elena.text() == "Bea, sei tu? ;) Io voto Arturo" and elena.bold_text() == "voto Arturo"
