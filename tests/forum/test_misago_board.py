"""A Lupus day on a real forum engine (Misago, from PyPI, on PostgreSQL), read over HTTP by
`lupus-mod tally` and `thread`.

Misago runs from its own virtual environment (tests/forum/misago_board.py) and PostgreSQL from
Debian's packages, both on 127.0.0.1; every post of tests/forum/live_day.py goes through the
board's JSON API, as its own editor sends it. The board is members-only: the tally reads it
with the GM's login cookie, through the [forum.generic] selectors of docs/forums.md.

What Misago changes in the day (so in the expected count): its usernames cannot hold accents
nor look like another's (see misago_board.NICKNAMES: the game's players keep plain names,
the look-alike is a plain non-player), and the page its server draws shows no edit mark, so
Elrondo's vote edited after the close is read as written at 21:59 and counts.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum import live_day
from tests.forum.live_board import missing, require_engine
from tests.forum.live_tally import from_opening, game_on_board, run_failing, run_json, statuses
from tests.forum.misago_board import MARKUP, MISAGO_PYTHON, NICKNAMES, MisagoBoard, postgres_bin

require_engine("misago", f"{MISAGO_PYTHON} not found: run the Misago block of .ci/run, or set "
               "LUPUS_MOD_MISAGO_VENV", python=MISAGO_PYTHON)
if postgres_bin() is None:
    missing("PostgreSQL is not installed (apt-get install postgresql)")

MISAGO = '''
[forum]
engine = "generic"
thread = "{thread}"
delay = 0
cookies_file = "cookies.txt"

[forum.generic]
post = "ul.posts-list > li.post"
author = ".post-side [itemprop=author]"
time = ".post-heading time[datetime]"
time_attribute = "datetime"
body = ".post-body article.misago-markup"
permalink = ".post-heading a.posted-on"
quote = "aside.quote-block"
spoiler = "aside.spoiler-block"
'''

# Samvise and Gollum both end at 5 (Elrondo's edited vote counts for Gollum). First-decisive:
# Samvise's count last changed at 20:00 (Grimaldo's unvote took it from 6 to 5), Gollum's at
# 21:59 (Elrondo): Samvise reached his final count first and burns.
TOTALS = {"Samvise": 5, "Gollum": 5}
BURNED = "Samvise"
# Without Shelob's double vote Samvise has 3.
TOTALS_AFTER_DELETION = {"Gollum": 5, "Samvise": 3}
BURNED_AFTER_DELETION = "Gollum"


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    board = MisagoBoard(tmp_path_factory.mktemp("misago"), live_day.members(NICKNAMES))
    try:
        board.start()
        board.ids = live_day.post_day(board, MARKUP, NICKNAMES)
        board.cookie = board.login(live_day.GM).cookies["sessionid"]
        yield board
    finally:
        board.stop()


def _game(example_game: Path, board: MisagoBoard, opening: str, cookie: str | None) -> Path:
    return game_on_board(example_game, MISAGO.format(thread=board.topic), opening, cookie, {})


def _openings(board: MisagoBoard) -> dict[str, str]:
    """The opening post by id; by the address the browser shows for it (its page, with its
    anchor); by the board's own post link, which answers 302 with that page."""
    post = board.ids[live_day.OPENING]
    page = live_day.page_of(live_day.OPENING)
    return {"id": str(post), "link": f"{board.topic}{page}/#post-{post}",
            "redirecting link": board.permalink(post)}


@pytest.mark.parametrize("form", ["id", "link", "redirecting link"])
def test_the_tally_of_the_day_whatever_the_opening_given(board, example_game: Path, form) -> None:
    game = _game(example_game, board, _openings(board)[form], board.cookie)
    data = run_json("tally", "2", "--game", str(game))
    assert data["totals"] == TOTALS
    assert data["burned"] == BURNED
    assert statuses(data, "Eowyna") == [("counted", "voto Gollum"), ("replaced", "Voto: Gollum"),
                                        ("replaced", "voto Samvise")]
    assert statuses(data, "Pippino") == [("late", "voto Gollum"), ("quoted", "voto Gollum")]
    assert statuses(data, "Samvise") == [("counted", "voto Gollum"), ("spoiler", "voto Shelob")]
    assert statuses(data, "Boromiro") == [("counted", "voto Gollum")]   # not the code block's
    assert statuses(data, "Radagast") == [("non-player", "voto Samvise")]
    assert statuses(data, "Smeagol") == [("non-player", "voto Aragorno")]
    assert statuses(data, "Elrondo") == [("counted", "voto Gollum")]    # its edit is not shown
    assert ("before-open", "voto Aragorno") in statuses(data, "Gollum")


def test_thread_shows_the_posts_as_read(board, example_game: Path) -> None:
    game = _game(example_game, board, str(board.ids[live_day.OPENING]), board.cookie)
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    day = from_opening()
    assert [p["author"] for p in posts] == [NICKNAMES.get(w.author, w.author) for w in day]
    # Misago's <time datetime> is exact to the second.
    assert [p["time"] for p in posts] == [live_day.moment(w.at).isoformat() for w in day]
    assert [p["edited"] for p in posts] == [None] * len(day)
    by_key = {w.key: p for w, p in zip(day, posts, strict=True)}
    assert by_key["shelob"]["text"] == "Ci ho ripensato. voto Samvise"
    assert "voto Aragorno" not in by_key["codice"]["text"]
    assert by_key["tardi"]["late"] is True


def test_without_the_login_cookie_the_board_hides_the_thread(board, example_game: Path) -> None:
    game = _game(example_game, board, str(board.ids[live_day.OPENING]), None)
    assert "404" in run_failing("tally", "2", "--game", str(game))


def test_a_deleted_post_stops_counting_at_the_next_tally(board, example_game: Path) -> None:
    """Last in the module: it deletes a post of the board (page 3), so every later post
    moves back by one; the re-tally, with the first tally's cache, must notice."""
    game = _game(example_game, board, board.permalink(board.ids[live_day.OPENING]), board.cookie)
    assert run_json("tally", "2", "--game", str(game))["totals"] == TOTALS
    board.delete(live_day.GM, board.ids[live_day.DELETED])
    data = run_json("tally", "2", "--game", str(game))
    assert data["totals"] == TOTALS_AFTER_DELETION
    assert data["burned"] == BURNED_AFTER_DELETION
    assert statuses(data, "Shelob") == []
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    kept = from_opening((live_day.DELETED,))
    assert [p["author"] for p in posts] == [NICKNAMES.get(w.author, w.author) for w in kept]
