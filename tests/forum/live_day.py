"""Day 2 of the example game as players write it on a live board, and what its tally must be.

One scenario for every live engine (tests/forum/test_machina_board.py, test_misago_board.py):
the thread opens with the morning's talk, then the GM's opening post on page 2, then the day's
votes: changes, an unvote, a quote, a spoiler, a code block, an edit before and one after the
close, a late vote, a non-player, a look-alike account, two posts of one minute on either
side of a page break, and a moderator's deletion afterwards. Five posts a page: five pages.

Players with accented names: the test game renames Eowyna and Boromiro (`ACCENTED`).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable, Iterator, Protocol
from zoneinfo import ZoneInfo

ROME = ZoneInfo("Europe/Rome")
DAY = "2026-10-03"
PER_PAGE = 5
GM = "Talilinds"
ACCENTED = {"Eowyna": "Éowyna", "Boromiro": "Bòromiro"}


@dataclass(frozen=True)
class Markup:
    """How the engine's editor writes a quote, a spoiler and a code block."""
    quote: Callable[[str, str], str]      # (author, text)
    spoiler: Callable[[str], str]
    code: Callable[[str], str]


@dataclass(frozen=True)
class Written:
    key: str                 # the post's name in the scenario
    author: str
    at: str                  # HH:MM:SS on DAY, Europe/Rome
    text: Callable[[Markup], str]
    edit: str | None = None  # the text after the edit...
    edited_at: str | None = None   # ...made at this time


def _plain(text: str) -> Callable[[Markup], str]:
    return lambda markup: text


POSTS = (
    Written("alba", GM, "09:00:00", _plain("Alba del giorno 2: stanotte sono morti Arwenna e Saurone.")),
    Written("lutto", "Bilbetto", "09:10:00", _plain("Povera Arwenna.")),
    Written("presto", "Merrino", "09:25:00", _plain("voto Gollum")),                 # before-open
    Written("attesa", "Galadriella", "09:40:00", _plain("Aspettiamo l'apertura.")),
    Written("idea", "Elrondo", "09:55:00", _plain("Io ho un'idea su chi sia.")),
    Written("stesso-minuto", "Gollum", "10:00:05", _plain("voto Aragorno")),         # before-open, same minute
    Written("apertura", GM, "10:00:40", _plain("**GIORNO 2**\n\nSi vota fino alle 22:00.")),
    Written("ara", "Aragorno", "10:05:00", _plain("voto Gollum")),
    Written("eo-1", "Éowyna", "10:12:00", _plain("Voto: Gollum, troppo silenzioso.")),
    Written("gollum", "Gollum", "10:20:00", _plain("**voto Samvise**")),
    Written("shelob", "Shelob", "10:31:00", _plain("voto Gollum"),
            edit="Ci ho ripensato. voto Samvise", edited_at="10:40:00"),
    Written("citazione", "Pippino", "10:45:00",
            lambda m: m.quote("Aragorno", "voto Gollum") + "\n\nIo resto a guardare."),
    Written("codice", "Bòromiro", "11:02:00",
            lambda m: "Il voto che non darò:\n\n" + m.code("voto Aragorno") + "\n\nvoto Gollum"),
    Written("spoiler", "Samvise", "11:30:00",
            lambda m: m.spoiler("voto Shelob") + "\n\nvoto Gollum"),
    Written("ospite", "Radagast", "12:00:00", _plain("voto Samvise")),               # non-player
    Written("sosia", "Gollum_", "12:10:00", _plain("voto Aragorno")),                # look-alike
    Written("merrino", "Merrino", "13:00:00", _plain("voto Samvise")),
    Written("grimaldo", "Grimaldo", "14:00:00", _plain("voto Samvise")),
    Written("bilbetto", "Bilbetto", "16:00:00", _plain("voto Samvise")),
    Written("eo-2", "Éowyna", "18:30:10", _plain("voto Samvise")),                   # last of page 4
    Written("eo-3", "Éowyna", "18:30:40", _plain("Ci ho ripensato. voto Gollum")),   # first of page 5
    Written("ritiro", "Grimaldo", "20:00:00", _plain("tolgo il voto")),
    Written("elrondo", "Elrondo", "21:59:00", _plain("voto Samvise"),
            edit="voto Gollum", edited_at="22:30:00"),                                # edited after the close
    Written("tardi", "Pippino", "22:10:00", _plain("voto Gollum")),                  # late
)
MEMBERS = sorted({p.author for p in POSTS})


def members(nicknames: dict[str, str]) -> list[str]:
    """The board's accounts, where the board spells some names otherwise (`nicknames`)."""
    return sorted({nicknames.get(name, name) for name in MEMBERS})
OPENING = "apertura"
DELETED = "shelob"     # the moderator deletes it after the first tally

# The count on a board that shows edit times and takes accented names (test_misago_board.py
# says what Misago changes). Shelob votes double on day 2 (days/2.toml). Éowyna's change of
# the same minute across the page break stands; Elrondo's vote edited after the close does
# not count until the GM says so: it would tie the day, so it is a doubt.
TOTALS = {"Samvise": 5, "Gollum": 4}
BURNED = "Samvise"
TOTALS_AFTER_DELETION = {"Gollum": 4, "Samvise": 3}
BURNED_AFTER_DELETION = "Gollum"


def moment(hhmmss: str) -> datetime:
    return datetime.fromisoformat(f"{DAY}T{hhmmss}").replace(tzinfo=ROME)


class Board(Protocol):
    def new_topic(self, name: str, title: str, text: str) -> int: ...
    def reply(self, name: str, text: str) -> int: ...
    def edit(self, name: str, post: int, text: str) -> None: ...
    def move_dates(self, created: dict[int, datetime], edited: dict[int, datetime]) -> None: ...


def post_day(board: Board, markup: Markup, nicknames: dict[str, str] | None = None) -> dict[str, int]:
    """Post the day through the board (each post by its author's own session, his name spelt
    as in `nicknames` where the board needs), then move the posts to their times of the
    simulated day. The posts' ids by key."""
    nick = (nicknames or {}).get
    ids: dict[str, int] = {}
    first, *rest = POSTS
    ids[first.key] = board.new_topic(nick(first.author, first.author), "Lupus of the Rings - Villaggio",
                                     first.text(markup))
    for written in rest:
        author = nick(written.author, written.author)
        ids[written.key] = board.reply(author, written.text(markup))
        if written.edit:
            board.edit(author, ids[written.key], written.edit)
    board.move_dates({ids[p.key]: moment(p.at) for p in POSTS},
                     {ids[p.key]: moment(p.edited_at) for p in POSTS if p.edited_at})
    return ids


def page_of(key: str, deleted: tuple[str, ...] = ()) -> int:
    """The page a post is on (1-based), once the `deleted` posts are gone."""
    kept = [p.key for p in POSTS if p.key not in deleted]
    return kept.index(key) // PER_PAGE + 1


def day_on(board: Any, markup: Markup, nicknames: dict[str, str] | None = None) -> Iterator[Any]:
    """A module fixture's body: `board` started, the day posted (`board.ids`), the GM's login
    cookie (`board.cookie`); the board stopped once its tests are done, or when posting failed."""
    try:
        board.start()
        board.ids = post_day(board, markup, nicknames)
        board.cookie = board.login(GM).cookies["sessionid"]
        yield board
    finally:
        board.stop()


def post_by_hand(board: Any, engine: str, markup: Markup, nicknames: dict[str, str] | None = None) -> None:
    """`python tests/forum/<engine>_board.py`: the day posted, the thread's address and the
    logins printed, the board kept until Ctrl-C."""
    try:
        board.start()
        ids = post_day(board, markup, nicknames)
        print(f"{engine} on {board.topic} (folder {board.folder}, server PID {board.server.pid})")
        print(f"posts: {ids}")
        print("log in as any member with password 'segreta-<name>'; Ctrl-C stops the board")
        board.server.wait()
    except KeyboardInterrupt:
        pass
    finally:
        board.stop()
