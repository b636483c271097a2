"""A Lupus day on a real forum engine (django-machina, from PyPI), read over HTTP by `lupus-mod
tally` and `thread`.

The board runs on 127.0.0.1 from a temporary folder; every post of tests/forum/live_day.py
goes through its web forms. The board is members-only: the tally reads it with the GM's login
cookie, through the [forum.generic] selectors of docs/forums.md. Machina prints its dates in
the board's language ("Sabato 03 Ottobre 2026 10:31") inside its English "By: … on …" line.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum import live_day
from tests.forum.live_board import require_engine
from tests.forum.live_tally import (GENERIC, check_day_votes, from_opening, game_on_board, run_failing, run_json,
                                    statuses, thread_after_deletion)

require_engine("machina", "pip install django-machina")
from tests.forum.machina_board import MARKUP, MachinaBoard  # noqa: E402

MACHINA = GENERIC + '''
post = "div.post"
author = ".post-sidebar .username b"
time = ".post-content-wrapper > p small.text-muted"
body = ".post-content"
permalink = "h4.subject a"
quote = "blockquote:not(.spoiler)"
spoiler = "blockquote.spoiler"
edited = ".edit-info"
next_page = "ul.pagination li.page-item:last-child:not(.disabled) a"
page_number = "ul.pagination li.page-item.active"
time_zone = "Europe/Rome"
'''


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    yield from live_day.day_on(MachinaBoard(tmp_path_factory.mktemp("machina"), live_day.MEMBERS), MARKUP)


def _game(example_game: Path, board: MachinaBoard, opening: str, cookie: str | None) -> Path:
    return game_on_board(example_game, MACHINA.format(thread=board.topic), opening, cookie,
                         live_day.ACCENTED)


def _openings(board: MachinaBoard) -> dict[str, str]:
    """The day's opening post as a GM may give it: its id, its link (the ¶ beside the post),
    and a link that redirects (the topic's address without its final slash: Django answers
    301 to the address with it)."""
    post = board.ids[live_day.OPENING]
    return {"id": str(post), "link": board.permalink(post),
            "redirecting link": f"{board.topic.rstrip('/')}?post={post}"}


@pytest.mark.parametrize("form", ["id", "link", "redirecting link"])
def test_the_tally_of_the_day_whatever_the_opening_given(board, example_game: Path, form) -> None:
    game = _game(example_game, board, _openings(board)[form], board.cookie)
    data = run_json("tally", "2", "--game", str(game))
    check_day_votes(data, live_day.ACCENTED)
    # Éowyna's change of vote in the same minute, across the break between pages 4 and 5.
    assert live_day.page_of("eo-2") + 1 == live_day.page_of("eo-3")
    assert statuses(data, "Gollum_") == [("look-alike-author", "voto Aragorno")]


def test_thread_shows_the_posts_as_read(board, example_game: Path) -> None:
    game = _game(example_game, board, str(board.ids[live_day.OPENING]), board.cookie)
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    day = from_opening()
    assert [p["author"] for p in posts] == [w.author for w in day]
    assert [p["page"] for p in posts] == [live_day.page_of(w.key) for w in day]
    assert [p["position"] for p in posts] == [live_day.POSTS.index(w) + 1 for w in day]
    assert [p["time"] for p in posts] == [live_day.moment(w.at).replace(second=0).isoformat()
                                          for w in day]
    by_key = {w.key: p for w, p in zip(day, posts, strict=True)}
    assert by_key["shelob"]["text"] == "Ci ho ripensato. voto Samvise"
    assert by_key["shelob"]["edited"] == live_day.moment("10:40:00").isoformat()
    assert by_key["codice"]["text"] == "Il voto che non darò:\nvoto Gollum"
    assert by_key["tardi"]["late"] is True
    assert by_key["ara"]["permalink"] == board.permalink(board.ids["ara"])


def test_read_from_the_opening_link_each_post_says_its_page(board, example_game: Path) -> None:
    """The page numbers come from the paging bar (`page_number`), not from where reading began."""
    game = _game(example_game, board, board.permalink(board.ids[live_day.OPENING]), board.cookie)
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    assert [p["page"] for p in posts] == [live_day.page_of(w.key) for w in from_opening()]


def test_without_the_login_cookie_the_board_says_log_in(board, example_game: Path) -> None:
    game = _game(example_game, board, str(board.ids[live_day.OPENING]), None)
    assert "log in" in run_failing("tally", "2", "--game", str(game))


def test_a_deleted_post_stops_counting_at_the_next_tally(board, example_game: Path) -> None:
    """Last in the module: it deletes a post of the board. The first tally fills the cache
    with five pages; the re-tally (no --refresh) must read them anew."""
    game = _game(example_game, board, board.permalink(board.ids[live_day.OPENING]), board.cookie)
    posts, kept = thread_after_deletion(board, game)
    assert [p["author"] for p in posts] == [w.author for w in kept]
    # Read from a link, the numbering starts on the opening's page; it runs on unbroken.
    first = posts[0]["position"]
    assert [p["position"] for p in posts] == list(range(first, first + len(kept)))
