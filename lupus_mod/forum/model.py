"""What a forum thread is once read: pages of posts whose bodies are runs of styled text.

The vote reader only sees these frozen values, never HTML, so every engine adapter has to
agree on one meaning: a `Segment` is text with the styles that matter for counting votes
(bold, inside a quote, inside a spoiler). Code blocks, signatures and edit notices are not
kept at all: they can never hold a vote.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any


@dataclass(frozen=True)
class Segment:
    """A run of a post's text with its marks (bold, quote, spoiler)."""
    text: str            # may contain "\n" for line breaks; block elements end with "\n"
    bold: bool = False
    quote: bool = False  # text inside a quote of another post (kept for the audit, never a vote)
    spoiler: bool = False
    # Struck through ([s], <del>, line-through): the player crossed the words out, so a vote
    # there is no longer his declaration as written; the vote reader asks the GM.
    struck: bool = False
    # Drawn so that no reader sees it (the page's colour, a 1 % size, display: none): a vote
    # there is not what the thread shows; the vote reader asks, the visible reading first.
    hidden: bool = False


@dataclass(frozen=True)
class Post:
    """A post of the thread as the board shows it: author, times, link and body."""
    id: str              # the engine's post id, as a string ("85")
    position: int        # 1-based position in the thread
    author: str
    created: datetime    # timezone-aware
    permalink: str       # absolute URL when the page URL is known
    body: tuple[Segment, ...]   # code blocks, signatures, edit notices, [data-excludequote] removed
    edited: datetime | None = None
    quoted_ids: tuple[str, ...] = ()
    page: int | None = None     # the thread page it was read on, when known
    edit_undated: bool = False  # an edit mark without a time of day: when it changed is unknown
    # Who made the last edit, where the board's notice names him («… by Narratore»), else "".
    edited_by: str = ""
    # How much earlier than `created` (`edited`) the post (its edit) may be, where the board
    # prints a relative date by the hour or day ("1 hour ago": 60 to 119 minutes), else None.
    date_span: timedelta | None = None
    edit_span: timedelta | None = None
    # Why the post's date is not trusted (a weekday that is not its day's), "" when it is: its
    # vote is a doubt the GM settles, the rest of the thread counted.
    date_untrusted: str = ""
    # Whether a day word named the post's (its edit's) day, "Oggi, 21:09": the day the page was
    # drawn gave it, so a page drawn before midnight and saved after reads it a day late.
    day_word: bool = False
    edit_day_word: bool = False
    # The author's member id where the board links his profile with one (Invision's
    # `/profile/42-name/`): the account itself, whatever name it shows (votes.accounts).
    author_id: str | None = None

    def _visible(self, include_spoilers: bool, include_quotes: bool) -> list[Segment | None]:
        # None stands for a hidden stretch: it separates the text on either side of it.
        return [seg if (include_spoilers or not seg.spoiler) and (include_quotes or not seg.quote)
                else None for seg in self.body]

    def text(self, include_spoilers: bool = False, include_quotes: bool = False) -> str:
        """The post's text as a reader sees it; quotes and spoilers left out unless asked,
        struck-through words marked as the author wrote them ("[s]voto Zefiro[/s]")."""
        parts: list[str] = []
        for seg in self._visible(include_spoilers, include_quotes):
            if seg is not None:
                parts.append(_struck(seg.text) if seg.struck else seg.text)
            elif parts and not parts[-1].endswith("\n"):
                parts.append("\n")
        return _tidy("".join(parts))

    def bold_text(self, include_spoilers: bool = False, include_quotes: bool = False) -> str:
        """Only the bold text, one line per bold stretch (for boards where only bold votes count)."""
        parts: list[str] = []
        for seg in self._visible(include_spoilers, include_quotes):
            if seg is not None and seg.bold:
                parts.append(seg.text)
            elif parts and parts[-1] != "\n":
                parts.append("\n")
        return _tidy("".join(parts))


def _struck(text: str) -> str:
    """Struck-through words between [s] marks, line by line (a mark never spans a line break)."""
    return "\n".join(f"[s]{line}[/s]" if line.strip() else line for line in text.split("\n"))


def _tidy(text: str) -> str:
    lines = [line.strip() for line in text.split("\n")]
    out: list[str] = []
    for line in lines:
        if line or (out and out[-1]):
            out.append(line)
    return "\n".join(out).strip("\n")


@dataclass(frozen=True)
class Page:
    """A page of the thread: its posts and where the next one is."""
    posts: tuple[Post, ...]
    next_url: str | None
    page_number: int | None = None
    last_page: int | None = None
    stated_zone: Any = None     # zones.StatedZone: the time zone the page says it prints
    zone_unstated: bool = False  # text dates were read, and nothing said in which zone
    # "mdy": the page's all-numeric dates (01-12-2026) read month-first as its language says,
    # nothing on the page settling it (forum/date_order.py); "" when settled or none was read.
    date_order_guessed: str = ""
    # When the page's relative dates ("Oggi") were read against, and whether the page said which
    # day that is (SMF's header: forum/drawn.py) rather than the file's time.
    drawn: datetime | None = None
    drawn_by_page: bool = False
    day_note: dict | None = None   # which day its "Oggi" was read as, and from where (forum/drawn_day.py)
