"""Trial 13, forum pages read by `tally` and `thread`: a page missing between the pages given, the
opening post on a page not given, a post saved twice with two texts, inline code, a spoiler, terminal
escapes in a nickname and in a post, and a player's own "EDIT hh:mm" after the close.

The pages are the phpBB 3.3.15 and SMF 2.1.4 days saved from real boards (tests/fixtures/forum/saved),
one post changed where a case needs it; the games (tests/fixtures/forum/trial-13) are their fictional
players' day 1, closing at 22:00 on 3 October 2026.
"""
from __future__ import annotations

import json
import re
import shutil
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from typer.testing import CliRunner

import lupus_mod.commands.tally  # noqa: F401  (registers the command)
import lupus_mod.commands.thread  # noqa: F401
from lupus_mod.commands.app import app
from lupus_mod.errors import ForumError
from lupus_mod.forum import phpbb
from lupus_mod.forum.fetch import assemble, read_saved_pages
from lupus_mod.forum.model import Segment

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
SAVED = FIXTURES / "saved"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 4, 9, 0, tzinfo=TZ)
BOARD = {"phpbb": "phpbb-3.3.15", "smf": "smf-2.1.4"}
runner = CliRunner()


def _pages(board: str, numbers=(1, 2, 3, 4)) -> list[Path]:
    return [SAVED / BOARD[board] / f"page-0{n}.html" for n in numbers]


def _changed(board: str, tmp: Path, post: str, *, body: str | None = None, author: str | None = None) -> list[Path]:
    """The board's four pages in `tmp`, post `post`'s text or nickname changed."""
    out = []
    for page in _pages(board):
        text = page.read_text(encoding="utf-8")
        anchor = f'id="p{post}"' if board == "phpbb" else f'id="msg{post}"'
        if anchor in text:
            start = text.index(anchor)
            following = re.compile(r'id="p\d+"' if board == "phpbb" else r'id="msg\d+"').search(text, start + 1)
            end = following.start() if following else len(text)
            block = text[start:end]
            if body is not None:
                opening = r'<div class="content">' if board == "phpbb" else rf'<div class="inner" data-msgid="{post}" id="msg_{post}">'
                block, count = re.subn(opening + r".*?</div>", lambda m: opening + body + "</div>", block,
                                       count=1, flags=re.S)
                assert count == 1
            if author is not None:
                name = re.search(r'class="username">([^<]*)<' if board == "phpbb" else r'title="View the profile of ([^"]*)">',
                                 block).group(1)
                block, count = re.subn(rf">{re.escape(name)}<", f">{author}<", block)
                assert count >= 1
            text = text[:start] + block + text[end:]
        out.append(tmp / page.name)
        out[-1].write_text(text, encoding="utf-8")
    return out


def _game(board: str, tmp: Path) -> Path:
    game = tmp / "game"
    shutil.copytree(FIXTURES / "trial-13" / board, game)
    return game


def _run(board: str, tmp: Path, command: str, pages: list[Path], *options: str):
    game = _game(board, tmp)
    return runner.invoke(app, [command, "1", "--game", str(game), "--html", *map(str, pages), *options])


# --- a page missing between the pages given --------------------------------------------------------

@pytest.mark.parametrize("board", ["phpbb", "smf"])
def test_a_page_missing_between_the_pages_given_stops_naming_it(board):
    with pytest.raises(ForumError) as stop:
        read_saved_pages(_pages(board, (1, 2, 4)), engine=None, tz=TZ, now=NOW)
    assert stop.value.message.id == "forum-thread.page-missing"
    assert stop.value.message.params["missing"] == "3"
    assert stop.value.file.endswith("page-04.html")


@pytest.mark.parametrize("board", ["phpbb", "smf"])
@pytest.mark.parametrize("numbers", [(1, 2, 3, 4), (2, 3, 4), (3, 4), (1,)], ids=str)
def test_pages_without_a_gap_are_read(board, numbers):
    posts = read_saved_pages(_pages(board, numbers), engine=None, tz=TZ, now=NOW)
    assert posts


def test_the_tally_stops_on_the_missing_page(tmp_path):
    result = _run("phpbb", tmp_path, "tally", _pages("phpbb", (1, 2, 4)))
    assert result.exit_code == 1
    assert "page 3 of the thread is missing" in result.output   # (CliRunner: English errors)


# --- the opening post on a page not given ----------------------------------------------------------

def test_an_opening_post_before_the_pages_given_asks_for_its_page_not_another_id(tmp_path):
    result = _run("smf", tmp_path, "tally", _pages("smf", (2, 3, 4)))
    assert result.exit_code == 1
    assert "opened_post = '53' is not on the pages read" in result.output
    assert "opened_post is right as it is" in result.output and "opening post's id" not in result.output


def test_an_opening_post_of_no_page_is_still_no_post_of_the_thread(tmp_path):
    result = _run("smf", tmp_path, "tally", _pages("smf"), "--from", "999")
    assert result.exit_code == 1
    assert "is not a post of this thread" in result.output


def test_an_opening_post_on_the_pages_given_opens_the_day(tmp_path):
    result = _run("smf", tmp_path, "tally", _pages("smf"), "--json")
    assert result.exit_code == 0, result.output


# --- a post saved twice ----------------------------------------------------------------------------

def _twice(kept_edit, again_edit, again_text="voto Peppe", files=()):
    one, two = (phpbb.parse(p.read_text(encoding="utf-8"), url=f"http://127.0.0.1:8089/viewtopic.php?t=3&start={s}",
                            tz=TZ) for p, s in zip(_pages("phpbb", (1, 2)), (0, 10)))
    last = one.posts[-1]
    first_copy = replace(last, edited=kept_edit)
    second_copy = replace(last, body=(Segment(again_text),), edited=again_edit)
    pages = [replace(one, posts=(*one.posts[:-1], first_copy)), replace(two, posts=(second_copy, *two.posts))]
    return last, {p.id: p for p in assemble(pages, renumber=True, files=files)}


def test_a_post_saved_twice_is_read_as_its_later_edit():
    at = datetime(2026, 10, 3, 13, 0, tzinfo=TZ)
    last, posts = _twice(None, at)
    assert posts[last.id].text() == "voto Peppe" and posts[last.id].edited == at
    assert posts[last.id].position == last.position
    _, posts = _twice(at + timedelta(hours=1), at)     # the first copy is the later edit
    assert posts[last.id].text() != "voto Peppe"


def test_a_post_saved_twice_with_two_texts_and_no_edit_to_tell_stops():
    with pytest.raises(ForumError) as stop:
        _twice(None, None)
    assert stop.value.message.id == "forum-thread.post-twice"


def test_a_post_saved_twice_names_both_saved_files():
    """The GM is told which two saves to redo (it named neither)."""
    with pytest.raises(ForumError) as stop:
        _twice(None, None, files=("page-01.html", "page-02.html"))
    assert "page-01.html" in stop.value.render() and "page-02.html" in stop.value.render()


def test_a_post_saved_twice_alike_is_read_once():
    one = _pages("phpbb", (1,))[0]
    posts = read_saved_pages([one, one, *_pages("phpbb", (2, 3, 4))], engine=None, tz=TZ, now=NOW)
    assert len({p.id for p in posts}) == len(posts)


# --- code and spoilers -----------------------------------------------------------------------------

def test_inline_code_holds_no_vote(tmp_path):
    pages = _changed("phpbb", tmp_path, "67", body="<code>voto Peppe</code> e basta, ciao")
    posts = {p.id: p for p in read_saved_pages(pages, engine=None, tz=TZ, now=NOW)}
    assert posts["67"].text(include_spoilers=True, include_quotes=True) == "e basta, ciao"
    near = _changed("phpbb", tmp_path, "67", body="voto Peppe <b>e basta</b>, ciao")
    posts = {p.id: p for p in read_saved_pages(near, engine=None, tz=TZ, now=NOW)}
    assert posts["67"].text() == "voto Peppe e basta, ciao"


SPOILER = '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content">{}</div></details>'


def _actions(tmp: Path, post: str, body: str) -> list[tuple]:
    result = _run("phpbb", tmp, "thread", _changed("phpbb", tmp, post, body=body), "--json")
    assert result.exit_code == 0, result.output
    found = next(p for p in json.loads(result.stdout)["posts"] if p["id"] == post)
    return [(a["kind"], a["target"], a["where"]) for a in found["actions"]]


def test_a_name_hidden_in_a_spoiler_after_the_keyword_is_a_spoiler_vote(tmp_path):
    assert _actions(tmp_path, "63", "voto " + SPOILER.format("Zefiro")) == [("vote", "Zefiro", "spoiler")]


@pytest.mark.parametrize("body, actions", [
    ("voto Peppe " + SPOILER.format("Zefiro"), [("vote", "Peppe", "body")]),
    ("voto Peppe " + SPOILER.format("voto Zefiro"), [("vote", "Peppe", "body"), ("vote", "Zefiro", "spoiler")]),
    ("ciao " + SPOILER.format("Zefiro"), []),
], ids=["own-vote-before", "spoiler-vote-beside", "no-keyword"])
def test_a_spoiler_after_other_words_keeps_its_reading(tmp_path, body, actions):
    assert _actions(tmp_path, "63", body) == actions


# --- terminal escapes ------------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["tally", "thread"])
@pytest.mark.parametrize("board, post, name, escape", [("phpbb", "67", "Ginevra", "\x1b[31m"),
                                                        ("smf", "57", "Gelsomina", "\x1b[2J")])
def test_an_escape_after_a_nickname_is_shown_and_the_account_is_a_look_alike(tmp_path, command, board, post,
                                                                               name, escape):
    pages = _changed(board, tmp_path, post, author=name + escape, body="voto Peppe")
    result = _run(board, tmp_path, command, pages)
    assert "\x1b" not in result.output
    assert f"{name}‹U+{ord(escape[0]):04X}›{escape[1:]}" in result.output, result.output
    if command == "tally":
        line = next(line for line in result.output.splitlines() if f"post {post} " in line)
        assert f"simile a quello di {name}" in line, line


def test_an_escape_in_a_post_is_shown_alike_and_the_name_between_is_read(tmp_path):
    pages = _changed("smf", tmp_path, "54", body="se \x1b[31mCorvo\x1b[0m nn parla voto lui")
    table = _run("smf", tmp_path, "tally", pages).output
    posts = _run("smf", tmp_path / "again", "thread", pages).output
    shown = "se ‹U+001B›[31mCorvo‹U+001B›[0m nn parla voto lui"
    assert f"«{shown}»" in table and shown in posts
    assert '"54" = "Corvo"' in table


# --- a player's own edit line after the close ------------------------------------------------------

def _vote(tmp: Path, body: str) -> dict:
    pages = _changed("phpbb", tmp, "69", body=body)
    result = _run("phpbb", tmp, "tally", pages, "--json")
    assert result.exit_code == 0, result.output
    return next(v for v in json.loads(result.stdout)["votes"] if v["post"] == "69" and v["target"] == "Lucrezia")


def test_an_edit_line_stating_a_time_after_the_close_is_the_gms_to_confirm(tmp_path):
    vote = _vote(tmp_path, "voto Peppe<br><br>EDIT 23:15: cambio, voto Lucrezia")
    assert vote["status"] == "edited-late" and vote["edited"].startswith("2026-10-03T23:15")


@pytest.mark.parametrize("body", ["voto Peppe<br><br>EDIT: cambio, voto Lucrezia",
                                  "voto Peppe<br><br>EDIT 11:50: cambio, voto Lucrezia",
                                  "voto Peppe<br><br>EDIT 09:00: cambio, voto Lucrezia"])
def test_an_edit_line_without_a_time_after_the_close_counts_as_written(tmp_path, body):
    vote = _vote(tmp_path, body)
    assert vote["status"] != "edited-late"
