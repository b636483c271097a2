"""One engine's page layout, and the single page reader every HTML adapter shares.

An adapter describes where things are (`Layout`: selectors and small extractor functions, the
shared ones in extractors.py); `parse_page` does the reading the same way for all of them, so a
fix to how bodies, dates or positions are read applies to every engine at once.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, tzinfo

from lupus_mod.errors import ForumError
from lupus_mod.forum.answers import at, within
from lupus_mod.forum.extractors import base_href, rel_next
from lupus_mod.forum.markup import BodyStyle, Marks, Styled, parse_document, segments, select
from lupus_mod.forum.model import Page, Post
from lupus_mod.forum.page_context import Context, PostScope, UndatedEdit, UntrustedDate
from lupus_mod.forum.zones import StatedZone, stated_zone
from lupus_mod.messages import Msg, say


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
    # Who made the last edit, where the edit notice names him (extractors.edit_author).
    edited_by: Callable[[object, Context], str] = lambda el, ctx: ""
    # The author's member id, where the board's profile link carries one.
    author_id: Callable[[object, Context], str | None] = lambda el, ctx: None
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
    # When the page says it was drawn (forum/drawn.py), from its zone and the time it was saved:
    # what its "Oggi", "Today" mean, rather than the file's time.
    drawn: Callable[[object, Context], datetime | None] = lambda doc, ctx: None
    # Whether `drawn` says the day too (SMF's header), not a clock alone put on the file's day
    # (vBulletin's "The time now is 11:30 PM"): a day taken from the file may be days late.
    drawn_dated: bool = True


def parse_page(layout: Layout, html: str, *, url: str, tz: tzinfo,
               now: datetime | None = None) -> Page:
    """Every post of one page, read the same way whatever the engine."""
    return parse_tree(layout, parse_document(html), url=url, tz=tz, now=now)


def parse_tree(layout: Layout, doc, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    """Like parse_page, for a page already parsed (an adapter that picks a layout by version)."""
    found = {}   # post element → its id, read once (an id may take a query: phpBB's unapproved mark)
    for element in select(doc, layout.post):
        post_id = layout.post_id(element)
        if post_id:
            found[element] = post_id
    # Posts never nest: a "post" inside another is markup a player wrote in his text (a board
    # that lets HTML through), never a post of the thread.
    elements = [element for element in found if not any(up in found for up in element.iterancestors())]
    ctx = Context(url=url, tz=tz, now=now, default_order=layout.default_order,
                  date_texts=layout.date_texts, offset=layout.offset(url), scope=PostScope(doc, elements),
                  base=base_href(doc), zone_of=layout.zone)
    drawn = layout.drawn(doc, ctx)
    if drawn is not None:
        ctx = replace(ctx, now=drawn)
    styled = Styled.find(doc, layout.style)
    number, last = layout.page_info(doc, ctx)
    posts = [_read_post(layout, element, found[element], index, ctx, styled, number)
             for index, element in enumerate(elements)]
    stated = ctx.scope.zone or None
    if stated and stated.zone is not tz:
        # Dates read in the page's own zone are shown in the game's.
        posts = [replace(post, created=post.created.astimezone(tz),
                         edited=post.edited.astimezone(tz) if post.edited else None) for post in posts]
    return Page(posts=tuple(posts), next_url=layout.next_url(doc, ctx),
                page_number=number, last_page=last, stated_zone=stated,
                zone_unstated=ctx.scope.zone is None,
                date_order_guessed=ctx.scope.order if ctx.scope.order_guessed and ctx.scope.order == "mdy" else "",
                drawn=ctx.now, drawn_by_page=drawn is not None and layout.drawn_dated)


def _read_post(layout: Layout, element, post_id: str, index: int, ctx: Context, styled: Styled,
               page: int | None) -> Post:
    body = ctx.first(element, layout.body)
    if body is None:
        # A post whose text is not where this layout looks is markup it does not know: read as
        # empty, its vote would be lost in silence.
        raise ForumError(at(ctx.url, say("forum-bodies.none", what=say("forum-engines.post", id=post_id))),
                         line=element.sourceline, hint=say("forum-bodies.none-hint"))
    if ctx.scope is not None:
        ctx.scope.bodies[element] = body
    position = layout.position(element, ctx)
    if position is None:
        position = (ctx.offset or 0) + index + 1
    author = layout.author(element, ctx)
    if not author:
        # Every board prints a name (a guest's, "Utente eliminato"): none read is markup this
        # layout does not know, never an author to count as nobody.
        raise ForumError(at(ctx.url, say("forum-authors.none", what=say("forum-engines.post", id=post_id))),
                         line=element.sourceline, hint=say("forum-authors.none-hint"))
    if ctx.scope is not None:
        ctx.scope.authors[element] = author
    edited, edit_span, edit_by_word = _spanned(ctx, lambda: _edited(layout, element, post_id, ctx))
    (created, untrusted), span, by_word = _spanned(ctx, lambda: _created(layout, element, post_id, ctx))
    return Post(
        id=post_id,
        position=position,
        author=author,
        created=created,
        date_untrusted=untrusted,
        permalink=(layout.permalink(element, post_id, ctx) if layout.permalink else ctx.url)
        or f"{ctx.url}#{post_id}",
        body=segments(body, layout.style, layout.marks(body), styled),
        edited=None if edited is UndatedEdit else edited,
        edit_undated=edited is UndatedEdit,
        edited_by=layout.edited_by(element, ctx) if edited is not None else "",
        date_span=span, edit_span=edit_span if isinstance(edited, datetime) else None,
        day_word=by_word, edit_day_word=edit_by_word and isinstance(edited, datetime),
        quoted_ids=layout.quoted_ids(body),
        page=page,
        author_id=layout.author_id(element, ctx),
    )


def _spanned(ctx: Context, read: Callable[[], object]) -> tuple[object, object, bool]:
    """What `read` returns, how much earlier than read its date may be ("1 hour ago"), and
    whether a day word named its day ("Oggi, 21:09")."""
    if ctx.scope is not None:
        ctx.scope.span, ctx.scope.by_word = None, False
    value = read()
    return (value, ctx.scope.span, ctx.scope.by_word) if ctx.scope is not None else (value, None, False)


def _created(layout: Layout, element, post_id: str, ctx: Context) -> tuple[datetime, str]:
    """The post time, and why it is not trusted ("" when it is). A date on another weekday than
    its day's is that post's doubt, dated as its numbers say: one post's wrong weekday no
    longer stops the whole tally."""
    def read() -> tuple[datetime, str]:
        try:
            return layout.created(element, ctx), ""
        except UntrustedDate as exc:
            return exc.moment, exc.why
    return _naming(lambda: say("forum-engines.post", id=post_id), read, element.sourceline)


def _edited(layout: Layout, element, post_id: str, ctx: Context) -> datetime | None | type[UndatedEdit]:
    """The edit time; `UndatedEdit` itself for an edit mark without a time of day."""
    try:
        return _naming(lambda: say("forum-engines.edit-of", id=post_id),
                       lambda: layout.edited(element, ctx), element.sourceline)
    except UndatedEdit:
        return UndatedEdit


def _naming(what: Callable[[], Msg], read: Callable[[], object], line: int | None):
    """What `read` returns; its ForumError says which post it was about (`what`, worded only
    then: wording each post's name cost a tenth of reading a page) and its line in the page
    (shown when the page is a saved file)."""
    try:
        return read()
    except ForumError as exc:
        raise ForumError(within(exc.message, lambda message: say("forum-engines.about", message=message,
                                                                 what=what())),
                         line=exc.line or line, hint=exc.hint) from exc
