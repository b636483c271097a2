"""A Lupus day on a real forum engine (Spirit, from PyPI), read over HTTP by `lupus-mod tally`.

The board runs on 127.0.0.1 from a temporary folder; every post goes through its web forms
(login, new topic, replies, the Quote button, an edit, a late post). The board is members-only:
the tally reads it with the GM's login cookie, through [forum.generic] selectors.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from tests.forum.live_board import require_engine
from tests.forum.live_tally import GENERIC, game_on_board, run_failing, run_json, statuses

require_engine("spirit", "pip install django-spirit")
from tests.forum.spirit_board import SELECTORS, SpiritBoard  # noqa: E402

ROME = ZoneInfo("Europe/Rome")
MEMBERS = ["Talilinds", "Aragorno", "Samvise", "Gollum", "Shelob", "Pippino"]
SPIRIT = GENERIC + SELECTORS


@pytest.fixture(scope="module")
def day(tmp_path_factory):
    board = SpiritBoard(tmp_path_factory.mktemp("spirit"), MEMBERS)
    board.start()
    try:
        at = {}
        topic = board.new_topic("Talilinds", "Lupus of the Rings - Giorno 2",
                                "GIORNO 2\n\nSi vota fino alle 22:00.")
        at[board.last_comment()] = "10:00"
        at[board.reply("Aragorno", topic, "voto Gollum")] = "10:10"
        samvise = board.reply("Samvise", topic, "Anche io: voto Gollum")
        at[samvise] = "10:20"
        at[board.reply("Gollum", topic, "**Voto: Samvise**")] = "10:30"
        shelob = board.reply("Shelob", topic, "voto Gollum")
        at[shelob] = "10:40"
        board.edit("Shelob", shelob, "Ci ho ripensato. voto Samvise")
        at[board.reply("Pippino", topic, "\n\nIo resto a guardare.", quoting=samvise)] = "11:00"
        at[board.reply("Aragorno", topic, "Chi altro?")] = "15:00"
        at[board.reply("Pippino", topic, "voto Gollum")] = "22:10"     # late
        board.move_dates({pk: datetime.fromisoformat(f"2026-10-03T{hhmm}:00").replace(tzinfo=ROME)
                          for pk, hhmm in at.items()})
        gm = board.login("Talilinds")
        # The topic's own address (with its slug): /topic/N/ redirects there, dropping ?page=.
        address = gm.get(f"{board.root}/topic/{topic}/").url
        yield board, address, gm.cookies["sessionid"], min(at)
    finally:
        board.stop()


def _game(example_game: Path, thread: str, cookie: str | None, opening: int) -> Path:
    return game_on_board(example_game, SPIRIT.format(thread=thread), str(opening), cookie, {})


def test_the_tally_reads_the_members_only_board_over_http(day, example_game: Path) -> None:
    board, thread, cookie, opening = day
    game = _game(example_game, thread, cookie, opening)
    data = run_json("tally", "2", "--game", str(game))
    # Shelob's edit counts (double vote on day 2); Pippino's quote and his late vote do not.
    assert data["totals"] == {"Samvise": 3, "Gollum": 2}
    assert data["burned"] == "Samvise"
    assert statuses(data, "Pippino") == [("late", "voto Gollum"), ("quoted", "voto Gollum")]


def test_thread_shows_the_posts_as_read(day, example_game: Path) -> None:
    board, thread, cookie, opening = day
    game = _game(example_game, thread, cookie, opening)
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    assert [p["author"] for p in posts] == ["Talilinds", "Aragorno", "Samvise", "Gollum", "Shelob",
                                            "Pippino", "Aragorno", "Pippino"]
    assert [p["page"] for p in posts] == [1, 1, 1, 1, 1, 2, 2, 2]
    assert posts[4]["text"] == "Ci ho ripensato. voto Samvise"
    assert posts[5]["text"] == "Io resto a guardare."
    assert posts[1]["time"] == "2026-10-03T10:10:00+02:00"
    assert posts[-1]["late"] is True


def test_without_the_login_cookie_the_board_says_log_in(day, example_game: Path) -> None:
    board, thread, _, opening = day
    game = _game(example_game, thread, None, opening)
    assert "log in" in run_failing("tally", "2", "--game", str(game))
