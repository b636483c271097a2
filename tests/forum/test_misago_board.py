"""A Lupus day on a real forum engine (Misago, from PyPI, on PostgreSQL), read over HTTP by
`lupus-mod tally` and `thread`.

Misago runs from its own virtual environment (tests/forum/misago_board.py) and PostgreSQL from
Debian's packages, both on 127.0.0.1; every post of tests/forum/live_day.py goes through the
board's JSON API, as its own editor sends it. The board is members-only: the tally reads it
with the GM's login cookie, through the same JSON API (lupus_mod/forum/misago.py), the engine
named in game.toml or recognised from the thread's page.

What Misago changes in the day: its usernames cannot hold accents nor look like another's (see
misago_board.NICKNAMES: the game's players keep plain names, the look-alike is a plain
non-player), so the count is live_day's; Elrondo's vote edited after the close is flagged by
the edit time the API gives (the page its server draws shows no edit mark at all).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum import live_day
from tests.forum.live_board import missing, require_engine
from tests.forum.live_tally import (check_day_votes, from_opening, game_on_board, run_failing, run_json,
                                    statuses, thread_after_deletion)
from tests.forum.misago_board import MARKUP, MISAGO_PYTHON, NICKNAMES, MisagoBoard, postgres_bin

require_engine("misago", f"{MISAGO_PYTHON} not found: run the Misago block of .ci/run, or set "
               "LUPUS_MOD_MISAGO_VENV", python=MISAGO_PYTHON)
if postgres_bin() is None:
    missing("PostgreSQL is not installed (apt-get install postgresql)")

MISAGO = '''
[forum]
{engine}thread = "{thread}"
delay = 0
cookies_file = "cookies.txt"
'''

# Misago's paginator repeats each page's last post first on the next page: with five posts a
# page, page N shows the posts 4N-3 to 4N+1, and a post is read on the first page showing it.
SHOWN_PER_PAGE = live_day.PER_PAGE - 1


def page_of(position: int) -> int:
    return max(1, (position - 2) // SHOWN_PER_PAGE + 1)


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    yield from live_day.day_on(MisagoBoard(tmp_path_factory.mktemp("misago"), live_day.members(NICKNAMES)),
                               MARKUP, NICKNAMES)


def _game(example_game: Path, board: MisagoBoard, opening: str, cookie: str | None,
          engine: str | None = "misago") -> Path:
    """The game reading the board; `engine` None: recognised from the thread's page."""
    named = f'engine = "{engine}"\n' if engine else ""
    return game_on_board(example_game, MISAGO.format(engine=named, thread=board.topic), opening, cookie, {})


def _openings(board: MisagoBoard) -> dict[str, str]:
    """The opening post by id; by the address the browser shows for it (its page, with its
    anchor); by the board's own post link, which answers 302 with that page."""
    post = board.ids[live_day.OPENING]
    page = page_of([w.key for w in live_day.POSTS].index(live_day.OPENING) + 1)
    return {"id": str(post), "link": f"{board.topic}{page}/#post-{post}",
            "redirecting link": board.permalink(post)}


@pytest.mark.parametrize("form", ["id", "link", "redirecting link"])
def test_the_tally_of_the_day_whatever_the_opening_given(board, example_game: Path, form) -> None:
    game = _game(example_game, board, _openings(board)[form], board.cookie)
    data = run_json("tally", "2", "--game", str(game))
    check_day_votes(data, {})
    assert statuses(data, "Smeagol") == [("non-player", "voto Aragorno")]


def test_thread_shows_the_posts_as_read(board, example_game: Path) -> None:
    game = _game(example_game, board, str(board.ids[live_day.OPENING]), board.cookie, engine=None)
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    day = from_opening()
    assert [p["author"] for p in posts] == [NICKNAMES.get(w.author, w.author) for w in day]
    positions = [live_day.POSTS.index(w) + 1 for w in day]
    assert [p["position"] for p in posts] == positions
    assert [p["page"] for p in posts] == [page_of(n) for n in positions]
    # Misago's API gives the times to the second, the edits' too.
    assert [p["time"] for p in posts] == [live_day.moment(w.at).isoformat() for w in day]
    assert [p["edited"] for p in posts] == [w.edited_at and live_day.moment(w.edited_at).isoformat()
                                            for w in day]
    by_key = {w.key: p for w, p in zip(day, posts, strict=True)}
    assert by_key["shelob"]["text"] == "Ci ho ripensato. voto Samvise"
    assert "voto Aragorno" not in by_key["codice"]["text"]
    assert by_key["tardi"]["late"] is True
    assert by_key["ara"]["permalink"] == board.permalink(board.ids["ara"])


def test_without_the_login_cookie_the_board_hides_the_thread(board, example_game: Path) -> None:
    game = _game(example_game, board, str(board.ids[live_day.OPENING]), None)
    assert "404" in run_failing("tally", "2", "--game", str(game))


def test_a_deleted_post_stops_counting_at_the_next_tally(board, example_game: Path) -> None:
    """Last in the module: it deletes a post of the board (page 3), so every later post
    moves back by one; the re-tally, with the first tally's cache, must notice."""
    game = _game(example_game, board, board.permalink(board.ids[live_day.OPENING]), board.cookie,
                 engine=None)
    posts, kept = thread_after_deletion(board, game)
    assert [p["author"] for p in posts] == [NICKNAMES.get(w.author, w.author) for w in kept]
