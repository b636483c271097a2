"""One engine's page layout, and the single page reader every HTML adapter shares.

An adapter describes where things are (`Layout`: selectors and small extractor functions);
`parse_page` does the reading the same way for all of them, so a fix to how bodies, dates or
positions are read applies to every engine at once.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, tzinfo
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.answers import at, within
from lupus_mod.forum.markup import (BodyStyle, Marks, Styled, absolute, first, nickname_of, parse_document,
                                    segments, select, text_of)
from lupus_mod.forum.model import Page, Post
from lupus_mod.forum.zones import StatedZone, stated_zone
from lupus_mod.messages import Msg, say

_POSITION = re.compile(r"#\s*(\d+)")
# The words of an edit mark, in the languages boards print them: "Last edited by", "Edited",
# "Ultima modifica di", "Modificato da", « Modifié par », « Dernière édition par ».
_EDIT_WORDS = re.compile(r"edit|modific|modifi[ée]|[ée]dit[ée]|[ée]dition", re.I)


class UndatedEdit(Exception):
    """The post shows an edit mark that gives no time of day (Spirit, Misago): when the post
    was changed is not known, so its vote is flagged, never counted as if never edited."""
_OFFSET = re.compile(r"(?:[zZ]|[+-]\d{2}:?\d{2})\s*$")
# What a date belongs to, as the errors name it.
A_POST = say("forum-engines.a-post")
AN_EDIT = say("forum-engines.an-edit")


class PostScope:
    """A page's selector matches grouped by the post they sit in.

    One XPath run per selector per page instead of one per post: lxml's per-call cost is
    most of the time of reading a page, and a page has 10-25 posts.
    """

    def __init__(self, doc, posts: list) -> None:
        self.doc, self.posts, self.groups = doc, set(posts), {}
        self.order: str | None = None
        self.zone: StatedZone | None | bool = False   # False: not looked for yet

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
        """How the page's all-numeric dates read (see dates.infer_order), judged once, lazily:
        pages with machine-readable times never need it."""
        if not self.date_texts or self.scope is None:
            return self.default_order
        if self.scope.order is None:
            texts = [text_of(el) for el in select(self.scope.doc, self.date_texts)]
            self.scope.order = dates.infer_order(texts, self.default_order)
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

    def date(self, text: str, what: Msg) -> datetime:
        try:
            return dates.parse_date(text, tz=self.zone, now=self.now, order=self.order)
        except dates.DateWithoutClock as exc:
            # Never midnight: the post could land on the wrong side of a deadline.
            raise ForumError(at(self.url, say("forum-engines.midnight", what=what, why=exc.args[0])),
                             hint=say("forum-engines.midnight-hint")) from exc
        except dates.DateNotUnderstood as exc:
            raise ForumError(at(self.url, say("forum-engines.no-date", what=what, why=exc.args[0])),
                             hint=say("forum-engines.no-date-hint")) from exc

    def iso(self, value: str, what: Msg) -> datetime:
        try:
            # Only a time without an offset is board-local: the page's zone matters for it alone.
            return dates.parse_iso(value, tz=self.tz if _OFFSET.search(value) else self.zone)
        except dates.DateNotUnderstood as exc:
            raise ForumError(at(self.url, say("forum-engines.bad-iso", what=what, why=exc.args[0])),
                             hint=say("forum-engines.bad-iso-hint")) from exc


@dataclass(frozen=True)
class Layout:
    """Where one engine puts each part of a post, as selectors and extractor functions.

    Every callable receives the post element (or the document for page-level ones) and the
    Context; selectors are CSS, relative to the post.
    """
    post: str
    post_id: Callable[[object], str | None]
    author: Callable[[object, Context], str]
    created: Callable[[object, Context], datetime]
    body: str
    style: BodyStyle
    edited: Callable[[object, Context], datetime | None] = lambda el, ctx: None
    permalink: Callable[[object, str, Context], str] | None = None
    position: Callable[[object, Context], int | None] = lambda el, ctx: None
    quoted_ids: Callable[[object], tuple[str, ...]] = lambda body: ()
    next_url: Callable[[object, Context], str | None] = lambda doc, ctx: rel_next(doc, ctx)
    page_info: Callable[[object, Context], tuple[int | None, int | None]] = lambda doc, ctx: (None, None)
    offset: Callable[[str], int | None] = lambda url: None
    marks: Callable[[object], Marks] = lambda body: Marks()
    date_texts: str | None = None   # selector of the post dates, to judge day/month order
    default_order: str = "dmy"
    # The zone the page's text dates are in: what the page states (zones.stated_zone), or what
    # the GM wrote ([forum.generic] time_zone).
    zone: Callable[[object, tzinfo, datetime | None], StatedZone | None] = stated_zone


def parse_page(layout: Layout, html: str, *, url: str, tz: tzinfo,
               now: datetime | None = None) -> Page:
    """Every post of one page, read the same way whatever the engine."""
    return parse_tree(layout, parse_document(html), url=url, tz=tz, now=now)


def parse_tree(layout: Layout, doc, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    """Like parse_page, for a page already parsed (an adapter that picks a layout by version)."""
    elements = [element for element in select(doc, layout.post) if layout.post_id(element)]
    ctx = Context(url=url, tz=tz, now=now, default_order=layout.default_order,
                  date_texts=layout.date_texts, offset=layout.offset(url), scope=PostScope(doc, elements),
                  base=base_href(doc), zone_of=layout.zone)
    styled = Styled.find(doc, layout.style)
    number, last = layout.page_info(doc, ctx)
    posts = []
    for index, element in enumerate(elements):
        post = _read_post(layout, element, index, ctx, styled, number)
        if post is not None:
            posts.append(post)
    stated = ctx.scope.zone or None
    if stated and stated.zone is not tz:
        # Dates read in the page's own zone are shown in the game's.
        posts = [replace(post, created=post.created.astimezone(tz),
                         edited=post.edited.astimezone(tz) if post.edited else None) for post in posts]
    return Page(posts=tuple(posts), next_url=layout.next_url(doc, ctx),
                page_number=number, last_page=last, stated_zone=stated,
                zone_unstated=ctx.scope.zone is None)


def _read_post(layout: Layout, element, index: int, ctx: Context, styled: Styled,
               page: int | None) -> Post | None:
    post_id = layout.post_id(element)
    if not post_id:
        return None
    body = ctx.first(element, layout.body)
    what = say("forum-engines.post", id=post_id)
    position = layout.position(element, ctx)
    if position is None:
        position = (ctx.offset or 0) + index + 1
    edited = _edited(layout, element, ctx, what)
    return Post(
        id=post_id,
        position=position,
        author=layout.author(element, ctx),
        created=_created(layout, element, ctx, what),
        permalink=(layout.permalink(element, post_id, ctx) if layout.permalink else ctx.url)
        or f"{ctx.url}#{post_id}",
        body=segments(body, layout.style, layout.marks(body), styled) if body is not None else (),
        edited=None if edited is UndatedEdit else edited,
        edit_undated=edited is UndatedEdit,
        quoted_ids=layout.quoted_ids(body) if body is not None else (),
        page=page,
    )


def _created(layout: Layout, element, ctx: Context, what: Msg) -> datetime:
    return _naming(what, lambda: layout.created(element, ctx))


def _edited(layout: Layout, element, ctx: Context, what: Msg) -> datetime | None | type[UndatedEdit]:
    """The edit time; `UndatedEdit` itself for an edit mark without a time of day."""
    try:
        return _naming(say("forum-engines.edit-of", id=what.params["id"]), lambda: layout.edited(element, ctx))
    except UndatedEdit:
        return UndatedEdit


def _naming(what: Msg, read: Callable[[], object]):
    """What `read` returns; its ForumError says which post it was about."""
    try:
        return read()
    except ForumError as exc:
        raise ForumError(within(exc.message, lambda message: say("forum-engines.about", message=message, what=what)),
                         hint=exc.hint) from exc


# Extractors shared by several engines ------------------------------------------------------

def id_from(attribute: str, pattern: str) -> Callable[[object], str | None]:
    """The post id: the digits that `pattern` captures in one attribute of the post element."""
    compiled = re.compile(pattern)

    def extract(element) -> str | None:
        match = compiled.search(element.get(attribute) or "")
        return match.group(1) if match else None
    return extract


def _first(element, selector: str, ctx: Context | None):
    return ctx.first(element, selector) if ctx else first(element, selector)


def first_text(*selectors: str) -> Callable[..., str]:
    """The author's nickname: the text of the first element that any of the selectors finds
    (tried in order), zero-width characters kept (`markup.nickname_of`)."""
    def extract(element, ctx: Context | None = None) -> str:
        for selector in selectors:
            found = _first(element, selector, ctx)
            text = nickname_of(found) if found is not None else ""
            if text:
                return text
        return ""
    return extract


def time_attr_or_text(*selectors: str):
    """Creation time: the first element found that has a `datetime` attribute (exact) or text.

    Selectors are tried in order, so a layout lists its machine-readable stamp first and the
    printed date of older versions after it.
    """
    def extract(element, ctx: Context) -> datetime:
        for selector in selectors:
            found = ctx.first(element, selector)
            if found is None:
                continue
            if found.get("datetime"):
                return ctx.iso(found.get("datetime"), A_POST)
            if text_of(found):
                return ctx.date(text_of(found), A_POST)
        return ctx.date("", A_POST)
    return extract


def edit_notice(selector: str, *, attribute_selector: str = "time[datetime]"):
    """Edit time from an edit notice: its `<time datetime>` if any, else the date in its text.

    Notices without a readable date are passed over: the engine draws other things the same
    way (Invision's `[data-excludequote]` also wraps attachments). One that says it is an edit
    ("edited", « modifié »…) but gives no time of day is an `UndatedEdit`.
    """
    def extract(element, ctx: Context) -> datetime | None:
        undated = False
        for notice in ctx.select(element, selector):
            stamp = first(notice, attribute_selector)
            if stamp is not None and stamp.get("datetime"):
                return ctx.iso(stamp.get("datetime"), AN_EDIT)
            text = text_of(notice)
            if text:
                try:
                    return dates.parse_date(text, tz=ctx.zone, now=ctx.now, order=ctx.order)
                except dates.DateNotUnderstood as exc:
                    undated = undated or isinstance(exc, dates.DateWithoutClock) or bool(_EDIT_WORDS.search(text))
        if undated:
            raise UndatedEdit()
        return None
    return extract


def link_or_built(selector: str, template: str):
    """The post's own link if the page has one, else `template` filled with the id."""
    def extract(element, post_id: str, ctx: Context) -> str:
        found = ctx.first(element, selector)
        href = found.get("href") if found is not None else None
        return absolute(ctx.link_base, href or template.format(id=post_id))
    return extract


def number_in(selector: str, plus: int = 0) -> Callable[[object, Context], int | None]:
    """A post position printed on the page as "#14" (SMF and vBulletin count replies from 0)."""
    def extract(element, ctx: Context) -> int | None:
        for found in ctx.select(element, selector):
            match = _POSITION.search(text_of(found))
            if match:
                return int(match.group(1)) + plus
        return None
    return extract


def query_offset(param: str) -> Callable[[str], int | None]:
    """Posts before the page, from a start-offset query parameter (phpBB `start`, ForumFree `st`)."""
    def extract(url: str) -> int | None:
        value = query_value(url, param)
        if value is None:
            return 0
        return int(value) if value.isdigit() else None
    return extract


def query_value(url: str, name: str) -> str | None:
    for key, value in parse_qsl(urlsplit(url).query, keep_blank_values=True):
        if key == name:
            return value
    return None


def with_query(url: str, name: str, value: str | int | None) -> str:
    """`url` with one query parameter set (or removed when value is None), fragment dropped."""
    parts = urlsplit(url)
    pairs = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != name]
    if value is not None:
        pairs.append((name, str(value)))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(pairs, safe=":/"), ""))


def rel_next(doc, ctx: Context, selector: str = "link[rel=next], a[rel=next]") -> str | None:
    found = first(doc, selector)
    href = absolute(ctx.link_base, found.get("href")) if found is not None else None
    return href.split("#")[0] if href else None


def base_href(doc) -> str | None:
    """The page's `<base href>` when it is a web address (vBulletin 4 sets it to the board's
    root, and its links are relative to it, not to the page)."""
    found = doc.find("./head/base[@href]")   # ElementPath: far cheaper than a CSS query
    href = (found.get("href") or "").strip() if found is not None else ""
    return href if href.startswith(("http://", "https://")) else None


def numbers_in(doc, selector: str) -> list[int]:
    return [int(text_of(el)) for el in select(doc, selector) if text_of(el).isdigit()]


def pages_from(current: str, links: str):
    """(current page, last page) from a pagination bar's current item and its numbered links."""
    def extract(doc, ctx: Context) -> tuple[int | None, int | None]:
        now_at = numbers_in(doc, current)
        page = now_at[0] if now_at else None
        seen = numbers_in(doc, links) + now_at
        return page, (max(seen) if seen else page)
    return extract


def quoted_by_attribute(selector: str, attribute: str, pattern: str = r"(\d+)"):
    """Ids of the posts a body quotes, read from an attribute of its quotes."""
    compiled = re.compile(pattern)

    def extract(body) -> tuple[str, ...]:
        found = []
        for quote in select(body, selector):
            match = compiled.search(quote.get(attribute) or "")
            if match and match.group(1) not in found:
                found.append(match.group(1))
        return tuple(found)
    return extract
