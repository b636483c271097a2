"""What the reader of one page knows besides a post's own element: the page's address, zones,
day/month order, and each selector's matches grouped by the post they sit in.

Split from the page reader (layout.py): the adapters' extractors (extractors.py) receive a
`Context` and ask it for a post's elements, dates and links.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, tzinfo

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.answers import at
from lupus_mod.forum.date_order import page_order
from lupus_mod.forum.markup import select, text_of
from lupus_mod.forum.zones import StatedZone, stated_zone
from lupus_mod.messages import Msg, say

_OFFSET = re.compile(r"(?:[zZ]|[+-]\d{2}:?\d{2})\s*$")
# What a date belongs to, as the errors name it.
A_POST = say("forum-engines.a-post")
AN_EDIT = say("forum-engines.an-edit")


class UndatedEdit(Exception):
    """The post shows an edit mark that gives no time of day (Spirit, Misago): when the post
    was changed is not known, so its vote is flagged, never counted as if never edited."""


class UntrustedDate(ForumError):
    """A post's date on another weekday than its day's: a tally keeps the post, dated as the
    numbers say (`moment`), and asks about its vote instead of stopping (docs/tally.md)."""

    def __init__(self, message, moment: datetime, why: str, **where) -> None:
        super().__init__(message, **where)
        self.moment, self.why = moment, why


class PostScope:
    """A page's selector matches grouped by the post they sit in.

    One XPath run per selector per page instead of one per post: lxml's per-call cost is
    most of the time of reading a page, and a page has 10-25 posts.
    """

    def __init__(self, doc, posts: list) -> None:
        self.doc, self.posts, self.groups = doc, set(posts), {}
        self.order: str | None = None
        self.order_guessed = False   # the page's numeric dates read in its language's order, nothing settling it
        self.zone: StatedZone | None | bool = False   # False: not looked for yet
        self.authors: dict = {}   # post element → its author's name, once read
        self.bodies: dict = {}    # post element → its body element, once found
        # How much earlier than read the last date read may be ("1 hour ago": dates.span_of).
        self.span = None
        self.by_word = False   # whether a day word named the last date read's day ("Oggi, 21:09")

    def select(self, element, selector: str | None) -> list:
        if not selector or element not in self.posts:
            return select(element, selector)
        if selector not in self.groups:
            self.groups[selector] = self._group(selector)
        return self.groups[selector].get(element, [])

    def _group(self, selector: str) -> dict:
        groups: dict = {}
        for match in select(self.doc, selector):
            owner = match if match in self.posts else next(
                (up for up in match.iterancestors() if up in self.posts), None)
            if owner is not None:
                groups.setdefault(owner, []).append(match)
        return groups


@dataclass(frozen=True)
class Context:
    """What the reader of one page knows besides the HTML."""
    url: str
    tz: tzinfo
    now: datetime | None
    default_order: str = "dmy"
    date_texts: str | None = None   # the page's post dates, to judge their day/month order
    offset: int | None = None  # posts before this page, when the URL tells
    scope: PostScope | None = None
    base: str | None = None    # the page's <base href>: relative links resolve against it
    zone_of: Callable[[object, tzinfo, datetime | None], StatedZone | None] = stated_zone

    @property
    def link_base(self) -> str:
        return self.base or self.url

    @property
    def order(self) -> str:
        """How the page's all-numeric dates read (see forum/date_order.py), judged once, lazily:
        pages with machine-readable times never need it."""
        if not self.date_texts or self.scope is None:
            return self.default_order
        if self.scope.order is None:
            texts = [text_of(el) for el in select(self.scope.doc, self.date_texts)]
            now = self.now.astimezone(self.zone) if self.now is not None and self.now.tzinfo else None
            judged = page_order(texts, self.default_order, now)
            self.scope.order, self.scope.order_guessed = judged.order, not judged.settled
        return self.scope.order

    @property
    def zone(self) -> tzinfo:
        """The zone of the page's text dates: the one it states, else the game's. Looked for
        only when a text date is read (pages with machine-readable times never need it)."""
        if self.scope is None:
            return self.tz
        if self.scope.zone is False:
            self.scope.zone = self.zone_of(self.scope.doc, self.tz, self.now)
        return self.scope.zone.zone if self.scope.zone else self.tz

    def select(self, element, selector: str | None) -> list:
        return self.scope.select(element, selector) if self.scope else select(element, selector)

    def first(self, element, selector: str | None):
        found = self.select(element, selector)
        return found[0] if found else None

    def moment(self, text: str, post=None) -> datetime:
        """`dates.parse_date` of a date text of `post`, beside its author's name (which a date
        line may hold: "By: Ieri 23:59 on Sabato 03 Ottobre 2026 10:31")."""
        author = self.scope.authors.get(post) if self.scope is not None and post is not None else None
        if self.scope is not None:
            self.scope.span = dates.span_of(text) or None
        # The page's order is judged only if the text is an all-numeric date (it reads every date).
        moment, by_word = dates.read_date(text, tz=self.zone, now=self.now, order=lambda: self.order, beside=author)
        if self.scope is not None:
            self.scope.by_word = by_word
        return moment

    def in_body(self, found, post) -> bool:
        """Whether `found` is inside the body of `post`: the player's own text."""
        body = self.scope.bodies.get(post) if self.scope is not None else None
        return body is not None and any(up is body for up in found.iterancestors())

    def date(self, text: str, what: Msg, post=None) -> datetime:
        try:
            return self.moment(text, post)
        except dates.DateWithoutClock as exc:
            # Never midnight: the post could land on the wrong side of a deadline.
            raise ForumError(at(self.url, say("forum-engines.midnight", what=what, why=exc.args[0])),
                             hint=say("forum-engines.midnight-hint")) from exc
        except dates.DateOnAnotherWeekday as exc:
            raise self.untrusted(exc, what) from exc
        except dates.DateNotUnderstood as exc:
            raise ForumError(at(self.url, say("forum-engines.no-date", what=what, why=exc.args[0])),
                             hint=say("forum-engines.no-date-hint")) from exc

    def untrusted(self, exc: dates.DateOnAnotherWeekday, what: Msg) -> UntrustedDate:
        """The error for a date on another weekday than its day's: either is wrong, and the post
        may be on the wrong side of a deadline."""
        return UntrustedDate(at(self.url, say("forum-weekday.untrusted", what=what, why=exc.args[0])),
                             exc.moment, str(exc.args[0]), hint=say("forum-weekday.untrusted-hint"))

    def iso(self, value: str, what: Msg) -> datetime:
        try:
            # Only a time without an offset is board-local: the page's zone matters for it alone.
            return dates.parse_iso(value, tz=self.tz if _OFFSET.search(value) else self.zone)
        except dates.DateNotUnderstood as exc:
            raise ForumError(at(self.url, say("forum-engines.bad-iso", what=what, why=exc.args[0])),
                             hint=say("forum-engines.bad-iso-hint")) from exc
