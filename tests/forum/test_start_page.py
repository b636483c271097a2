"""Reading starts at the page holding the day's opening post; the pages before it are never
asked for, so a board that has pruned them can still be read."""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from urllib.parse import parse_qs, urlsplit
from zoneinfo import ZoneInfo

import pytest
import responses

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import Start, fetch_thread

SAVED = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "saved" / "phpbb-3.3.15"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 11, 29, 21, 0, tzinfo=TZ)
BOARD = "http://127.0.0.1:8089/viewtopic.php"
THREAD = f"{BOARD}?t=3"


class PrunedBoard:
    """The saved phpBB day, whose pages 1 and 2 are gone (HTTP 404); `?p=ID` opens the page
    holding post ID, as phpBB does."""

    def __init__(self, rsps) -> None:
        self.rsps = rsps
        rsps.add_callback(responses.GET, re.compile(re.escape(BOARD) + r"\?.*"), callback=self.reply)

    def reply(self, request):
        query = parse_qs(urlsplit(request.url).query)
        if "p" in query:
            number = 3 if 82 <= int(query["p"][0]) <= 91 else 4
        else:
            number = int(query.get("start", ["0"])[0]) // 10 + 1
        if number < 3:
            return 404, {}, "gone"
        page = (SAVED / f"page-{number:02d}.html").read_text(encoding="utf-8")
        return 200, {"Content-Type": "text/html; charset=utf-8"}, page

    def asked(self) -> list[str]:
        return [call.request.url.removeprefix(BOARD) for call in self.rsps.calls]


def _read(start: Start, engine: str | None = "phpbb"):
    return fetch_thread(THREAD, engine=engine, tz=TZ, cache_dir=None, delay=0, now=NOW, start=start,
                        sleep=lambda s: None)


@responses.activate
def test_the_opening_permalink_opens_its_page_and_earlier_pages_are_never_asked():
    board = PrunedBoard(responses)
    posts = _read(Start(permalink=f"{BOARD}?p=85#p85"), engine=None)
    assert board.asked() == ["?p=85", "?t=3&start=30"]
    assert posts[0].id == "82" and posts[-1].id == "100"
    assert {p.page for p in posts} == {3, 4}


@responses.activate
def test_a_page_number_in_the_day_file_starts_there():
    board = PrunedBoard(responses)
    posts = _read(Start(page=3))
    assert board.asked() == ["?t=3&start=20", "?t=3&start=30"]
    assert [p.id for p in posts][:2] == ["82", "83"]
    # Positions stay those of the thread (phpBB's start= says how many posts come before).
    assert posts[0].position == 21


@responses.activate
def test_reading_from_the_first_page_of_a_pruned_board_is_a_clear_error():
    PrunedBoard(responses)
    with pytest.raises(ForumError) as caught:
        _read(Start())
    assert "no such page" in caught.value.message


def test_a_page_number_needs_the_engine():
    with pytest.raises(ForumError) as caught:
        _read(Start(page=3), engine=None)
    assert "engine" in caught.value.hint


def test_a_bad_page_number_is_an_error_naming_the_day_file(example_game: Path) -> None:
    from typer.testing import CliRunner

    import lupus_mod.commands.tally  # noqa: F401
    from lupus_mod.commands.app import app
    day = example_game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + "opened_page = 0\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(example_game)])
    assert result.exit_code == 1
    assert "days/2.toml" in result.output and "opened_page" in result.output


def test_opened_page_is_a_key_of_the_day_file(example_game: Path) -> None:
    """Issue 23: the documented `opened_page` was refused as an unknown key when the game loaded."""
    from lupus_mod.play.game import load_game
    day = example_game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8") + "opened_page = 40\n", encoding="utf-8")
    load_game(example_game)    # no "unknown key" error
