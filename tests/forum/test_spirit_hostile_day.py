"""A hostile day on a live board (Spirit, from PyPI, on 127.0.0.1): what a GM meets in a real
thread, posted through the board's forms, then changed as moderators and members change a
board (a deletion and a re-post, a post moved in from another thread and one split out to it,
a renamed and a banned account, nicknames holding a zero-width space, a right-to-left override
or terminal escapes, the opening post edited, edits without a date). `tally` and `thread` must
read each as the board shows it, or stop saying why. The moderators' changes are made in the
board's database, as Spirit's moderation views make them (`is_removed`, the comment's topic,
the profile's nickname, the account's `is_active`).

Each situation is named in SITUATIONS with the test that checks it (docs/forums.md, "A hostile
day on a live board").
"""
from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.forum.live_board import require_engine
from tests.forum.live_tally import GENERIC, game_on_board, run_json, statuses

require_engine("spirit", "pip install django-spirit")
from tests.forum.spirit_board import EDITED, SELECTORS, SpiritBoard  # noqa: E402

ROME = ZoneInfo("Europe/Rome")
ZW, RTL, ESC = "Sam\u200bvise", "\u202eonrogarA", "Rosie\x1b]0;preso\x07\x1b[2J"
PLAYERS = ["Talilinds", "Aragorno", "Samvise", "Gollum", "Shelob", "Pippino", "Merrino",
           "Bilbetto", "Elrondo", "Galadriella", "Grimaldo", "Frodino"]
INTRUDERS = {"Intruso1": ZW, "Intruso2": RTL, "Intruso3": ESC, "Intruso4": "Aragorno\u00a0"}
SPIRIT = GENERIC + SELECTORS + EDITED

# (key, author, HH:MM, text); the day's thread, then the other thread of the same board.
DAY = [
    ("apertura", "Talilinds", "10:00", "GIORNO 2\n\nSi vota fino alle 22:00."),
    ("ara", "Aragorno", "10:10", "voto Gollum"),
    ("sam-1", "Samvise", "10:20", "voto Gollum"),                       # deleted, then...
    ("sam-2", "Samvise", "10:25", "Me l'hanno cancellato: voto Gollum"),  # ...posted again
    ("gollum", "Gollum", "10:30", "**voto Samvise**"),
    ("citazione", "Pippino", "11:00", None),                            # quotes Aragorno's vote
    ("shelob", "Shelob", "11:10", "voto Gollum"),                       # edited: no date shown
    ("zw", "Intruso1", "11:20", "voto Aragorno"),
    ("rtl", "Intruso2", "11:30", "voto Samvise"),
    ("esc", "Intruso3", "11:40", "voto Gollum \x1b]52;c;ZWNobw==\x07 \x1b[2J"),
    ("spazio", "Intruso4", "11:45", "voto Samvise"),
    ("merrino", "Merrino", "12:00", "voto Samvise"),                    # banned afterwards
    ("bilbetto", "Bilbetto", "12:30", "voto Samvise"),                  # renamed afterwards
    ("link", "Elrondo", "13:00", None),                                 # links the other thread's page 2
    ("codice", "Grimaldo", "13:30", "Il voto che non darò:\n\n```\nvoto Aragorno\n```\n\nvoto Gollum"),
    ("galadriella", "Galadriella", "14:00", "voto Aragorno"),           # split out to the other thread
    ("frodino", "Frodino", "16:00", "voto Gollum\n\nanzi no: voto Samvise"),
    ("tardi", "Pippino", "22:10", "voto Gollum"),                       # late
]
OTHER = [
    ("chiacchiere", "Aragorno", "09:00", "Qui si chiacchiera: voto Samvise"),
    *[(f"altro-{n}", "Merrino", f"09:{10 + n:02d}", f"voto Samvise ({n})") for n in range(6)],
    ("spostato", "Gollum", "15:00", "voto Aragorno"),                   # moved into the day's thread
]


class HostileSpirit(SpiritBoard):
    """Spirit with the moderators' changes made where Spirit keeps them (it keeps usernames in
    lower case)."""

    def sql(self, statement: str, *args) -> None:
        with sqlite3.connect(self.folder / "board.sqlite3") as db:
            db.execute(statement, args)

    def remove(self, comment: int) -> None:
        self.sql("update spirit_comment_comment set is_removed = 1 where id = ?", comment)

    def move(self, comment: int, topic: int) -> None:
        self.sql("update spirit_comment_comment set topic_id = ? where id = ?", topic, comment)

    def nickname(self, member: str, nickname: str) -> None:
        self.sql("update spirit_user_userprofile set nickname = ? where user_id = "
                 "(select id from auth_user where username = lower(?))", nickname, member)

    def ban(self, member: str) -> None:
        self.sql("update auth_user set is_active = 0 where username = lower(?)", member)


def _at(hhmm: str) -> datetime:
    return datetime.fromisoformat(f"2026-10-03T{hhmm}:00").replace(tzinfo=ROME)


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    board = HostileSpirit(tmp_path_factory.mktemp("spirit-hostile"), PLAYERS + list(INTRUDERS))
    board.start()
    try:
        for member, nickname in INTRUDERS.items():
            board.nickname(member, nickname)
        ids, at = {}, {}
        other = board.new_topic("Aragorno", "Chiacchiere", OTHER[0][3])
        ids["chiacchiere"] = board.last_comment()
        for key, author, _, text in OTHER[1:]:
            ids[key] = board.reply(author, other, text)
        day = board.new_topic("Talilinds", "Lupus of the Rings - Giorno 2", DAY[0][3])
        ids["apertura"] = board.last_comment()
        for key, author, _, text in DAY[1:]:
            if key == "citazione":
                text = "\n\nIo resto a guardare."
                ids[key] = board.reply(author, day, text, quoting=ids["ara"])
                continue
            if key == "link":
                text = f"Leggete qui: {board.root}/topic/{other}/?page=2 (tutto falso). voto Samvise"
            ids[key] = board.reply(author, day, text)
        board.edit("Shelob", ids["shelob"], "Ci ho ripensato. voto Samvise")
        board.edit("Talilinds", ids["apertura"], "GIORNO 2\n\nSi vota fino alle 22:00. (Aggiunta: niente spoiler.)")
        at.update({ids[key]: _at(hhmm) for key, _, hhmm, _ in DAY + OTHER})
        board.move_dates(at)
        gm = board.login("Talilinds")
        board.day_topic, board.other_topic, board.ids = day, other, ids
        board.cookie = gm.cookies["sessionid"]
        board.address = gm.get(f"{board.root}/topic/{day}/").url
        board.other_address = gm.get(f"{board.root}/topic/{other}/").url
        yield board
    finally:
        board.stop()


@pytest.fixture()
def game(board, example_game: Path) -> Path:
    return game_on_board(example_game, SPIRIT.format(thread=board.address),
                         str(board.ids["apertura"]), board.cookie, {})


def _plain(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_the_day_as_posted(board, game: Path) -> None:
    data = run_json("tally", "2", "--game", str(game))
    # The opening post, edited by the GM, still opens the day at the time it was posted.
    assert run_json("thread", "2", "--game", str(game))["window"]["opens"] == "2026-10-03T10:00:00+02:00"
    assert statuses(data, "Aragorno") == [("counted", "voto Gollum")]
    assert statuses(data, "Gollum") == [("counted", "voto Samvise")]        # bold
    assert statuses(data, "Pippino") == [("late", "voto Gollum"), ("quoted", "voto Gollum")]
    # Spirit's edit mark gives no date: the vote is flagged, never counted as first written.
    assert statuses(data, "Shelob") == [("edited-undated", "voto Samvise")]
    assert statuses(data, "Grimaldo") == [("counted", "voto Gollum")]       # not the code block's
    # Two votes in one post: the last counts, the first is shown (several-in-post).
    assert [s for s, typed in statuses(data, "Frodino") if "Samvise" in typed] == ["counted"]
    assert [s for s, typed in statuses(data, "Frodino") if "Gollum" in typed] == ["several-in-post"]
    assert statuses(data, "Elrondo") == [("counted", "voto Samvise")]
    # A link to the other thread's page 2 is followed by no one: its posts are not the day's.
    assert not [v for v in data["votes"] if v["typed"].startswith("voto Samvise (")]
    assert "Qui si chiacchiera" not in str(data)


def test_look_alike_and_hostile_nicknames_never_vote_for_a_player(board, game: Path) -> None:
    data = run_json("tally", "2", "--game", str(game))
    by_vote = {v["post"]: v for v in data["votes"]}
    zw, rtl, nbsp = (by_vote[str(board.ids[key])] for key in ("zw", "rtl", "spazio"))
    assert zw["voter"] != "Samvise" and zw["status"] in ("look-alike-author", "non-player")
    assert rtl["status"] == "non-player" and "\u202e" not in rtl["voter"] + rtl["author"]
    # "Aragorno" with a no-break space after it is another account than Aragorno's.
    assert nbsp["voter"] != "Aragorno" and nbsp["status"] in ("look-alike-author", "non-player")
    assert statuses(data, "Aragorno") == [("counted", "voto Gollum")]


@pytest.mark.parametrize("command", ["tally", "thread"])
def test_escapes_and_direction_marks_never_reach_the_terminal(board, game: Path, command: str) -> None:
    shown = _plain(command, "2", "--game", str(game))
    assert "\x1b" not in shown and "\x07" not in shown and "\u202e" not in shown
    assert "Rosie" in shown                                   # the account is shown, made safe


def test_saved_pages_of_two_threads_of_the_board_are_refused(board, game: Path, tmp_path: Path) -> None:
    gm = board.login("Talilinds")
    day_page, other_page = tmp_path / "giorno.html", tmp_path / "chiacchiere.html"
    # As Chromium saves a page: its address in a comment atop it (Spirit's pages name none).
    for path, address in ((day_page, board.address), (other_page, board.other_address)):
        path.write_text(f"<!-- saved from url=({len(address):04d}){address} -->\n" + gm.get(address).text,
                        encoding="utf-8")
    result = CliRunner().invoke(app, ["tally", "2", "--game", str(game), "--html", str(day_page),
                                      str(other_page)])
    assert result.exit_code == 1
    assert "another thread" in result.output and "chiacchiere.html" in result.output


def test_the_thread_from_a_redirecting_address_and_from_a_post_link(board, game: Path) -> None:
    expected = run_json("tally", "2", "--game", str(game))
    short = run_json("tally", "2", "--game", str(game), "--url", f"{board.root}/topic/{board.day_topic}/",
                     "--refresh")
    assert short["totals"] == expected["totals"]
    linked = run_json("tally", "2", "--game", str(game), "--from",
                      f"{board.root}/comment/{board.ids['apertura']}/find/")
    assert linked["totals"] == expected["totals"]


def test_moderators_and_members_change_the_board_between_two_tallies(board, game: Path) -> None:
    """One tally fills the cache; then a deletion (the page shifts), a post moved in from the
    other thread, one split out to it, a renamed and a banned account; the re-tally sees each."""
    before = run_json("tally", "2", "--game", str(game))
    assert statuses(before, "Samvise") == [("counted", "voto Gollum"), ("repeated", "voto Gollum")]
    assert statuses(before, "Galadriella") == [("counted", "voto Aragorno")]
    board.remove(board.ids["sam-1"])
    board.move(board.ids["spostato"], board.day_topic)
    board.move(board.ids["galadriella"], board.other_topic)
    board.nickname("Bilbetto", "Bilbo il Ladro")
    board.ban("Merrino")
    after = run_json("tally", "2", "--game", str(game))
    # The deleted vote is gone, the re-posted one counts.
    assert [(v["post"], v["status"]) for v in after["votes"] if v["author"] == "Samvise"] == [
        (str(board.ids["sam-2"]), "counted")]
    # A post moved in is the thread's as the board now shows it; one split out is not.
    assert statuses(after, "Gollum") == sorted([("counted", "voto Aragorno"), ("replaced", "voto Samvise")])
    assert statuses(after, "Galadriella") == []
    # A banned member's post is still on the board and still his vote.
    assert statuses(after, "Merrino") == [("counted", "voto Samvise")]
    # A renamed account is no player until the GM adds its new name as an alias.
    assert statuses(after, "Bilbo il Ladro") == [("non-player", "voto Samvise")]
    posts = run_json("thread", "2", "--game", str(game))["posts"]
    ids = [p["id"] for p in posts]
    assert len(ids) == len(set(ids))
    assert str(board.ids["sam-1"]) not in ids and str(board.ids["galadriella"]) not in ids
    assert str(board.ids["spostato"]) in ids
