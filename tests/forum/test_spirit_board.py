"""A Lupus day on a real forum engine (Spirit, from PyPI), read over HTTP by `lupus-mod tally`.

The board runs on 127.0.0.1 from a temporary folder; every post goes through its web forms
(login, new topic, replies, the Quote button, an edit, a late post). The board is members-only:
the tally reads it with the GM's login cookie, through [forum.generic] selectors.
"""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from typer.testing import CliRunner

import lupus_mod.commands.tally  # noqa: F401  (registers the command)
import lupus_mod.commands.thread  # noqa: F401
from lupus_mod.commands.app import app

from tests.forum.live_board import require_engine  # noqa: E402

require_engine("spirit", "pip install django-spirit")
from tests.forum.spirit_board import SpiritBoard  # noqa: E402

ROME = ZoneInfo("Europe/Rome")
MEMBERS = ["Talilinds", "Aragorno", "Samvise", "Gollum", "Shelob", "Pippino"]
SPIRIT = '''
[forum]
engine = "generic"
thread = "{thread}"
delay = 0
cookies_file = "cookies.txt"

[forum.generic]
post = "div.comments_list__comment"
id_attribute = "data-pk"
author = ".comment__info__username__link span"
time = ".comment__info__date li[title]"
time_attribute = "title"
body = ".comment__text"
quote = "blockquote"
next_page = "ul.paginator li.paginator__button a:has(i.fa-chevron-right)"
'''


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
    config = example_game / "game.toml"
    text = config.read_text(encoding="utf-8")
    start = text.index("[forum]")
    end = text.find("\n[", start + 1)
    rest = text[end:] if end >= 0 else ""
    config.write_text(text[:start] + SPIRIT.format(thread=thread).strip() + "\n" + rest,
                      encoding="utf-8")
    (example_game / "cookies.txt").write_text(f"sessionid={cookie}\n" if cookie else "x=y\n",
                                              encoding="utf-8")
    day_file = example_game / "days" / "2.toml"
    day_file.write_text(day_file.read_text(encoding="utf-8") + f'opened_post = "{opening}"\n',
                        encoding="utf-8")
    return example_game


def test_the_tally_reads_the_members_only_board_over_http(day, example_game: Path) -> None:
    board, thread, cookie, opening = day
    game = _game(example_game, thread, cookie, opening)
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    # Shelob's edit counts (double vote on day 2); Pippino's quote and his late vote do not.
    assert data["totals"] == {"Samvise": 3, "Gollum": 2}
    assert data["burned"] == "Samvise"
    pippino = sorted((v["status"], v["typed"]) for v in data["votes"] if v["author"] == "Pippino")
    assert pippino == [("late", "voto Gollum"), ("quoted", "voto Gollum")], pippino


def test_thread_shows_the_posts_as_read(day, example_game: Path) -> None:
    board, thread, cookie, opening = day
    game = _game(example_game, thread, cookie, opening)
    result = CliRunner().invoke(app, ["thread", "2", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    posts = json.loads(result.stdout)["posts"]
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
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(game)])
    assert result.exit_code == 1
    assert "log in" in result.output
