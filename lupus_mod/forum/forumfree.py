"""ForumFree and ForumCommunity (one engine, many Italian boards: name.forumfree.it, …).

Markup facts. The engine draws a topic in one of two layouts, chosen by the board:
- the list layout: each post is `li.post` whose id carries the post id (`ee612345678`); the
  author is `div.nick a` in `.title2.top`; the date is Italian text in `span.when`
  ("3/10/2026, 18:10", "Oggi, 18:10", "Ieri, 09:30"); the text is the `div.color` of the
  post's `.right.Item` cell;
- the classic layout (tables, still the default of many old boards): each post is
  `table#ee612345678` holding `td.post`, after an anchor `<a id="entry612345678">`; the author
  is `div.nick` in `td.left_top` (a link to `?act=Profile&MID=…` for members, plain text for
  a guest's or a deleted member's post, `td.post.box_visitatore`: the `MID` is the member id,
  read as the post's `author_id`); the date is the post's own
  link `a[href$="#entry612345678"]` in `td.right_top`, "Inviato il: 5/8/2010, 14:59", whose
  `title` gives it to the second ("5/8/2010, 14:59:37"); the text is `td.right div.color`,
  which also holds the edit notice and the signature (`div.signature`).
In both, a post is addressed as `#entry612345678`; quotes are `div.quote` after a
`div.quote_top` header ("CITAZIONE (Nome @ 3/10/2026, 11:20)") whose link `…#entry123` names
the quoted post (a quote of another page has none); code is `div.code` after `div.code_top`,
and a spoiler is a `div.spoiler` box that reuses those code classes for its content; edits add
`span.edit` ("Modificato da Nome - 3/10/2026, 18:20", on English boards "Edited by …").
Pages are `?t=TOPIC&st=N`, N = posts before the page, 15 per page.
"""
from __future__ import annotations

import re
from datetime import datetime, tzinfo

from lupus_mod.forum.extractors import (edit_author, edit_notice, first_text, id_from, link_or_built, member_id, query_offset,
                                        query_value, quoted_by_attribute, time_attr_or_text, with_query)
from lupus_mod.forum.layout import Layout, parse_page
from lupus_mod.forum.markup import BodyStyle, Marks, absolute, select
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import A_POST, Context

POSTS_PER_PAGE = 15
_CODE_BOX = "div.code, div.code_top"
_OWN_ID = id_from("id", r"^(?:ee|entry|post)?(\d+)$")
# The post's own link carries its time to the second in its title (classic layout).
_STAMP = "a[href*='#entry'][title]"
_STAMP_TITLE = re.compile(r"^\s*\d{1,2}/\d{1,2}/\d{4},?\s+\d{1,2}:\d{2}(?::\d{2})?\s*$")
_printed_date = time_attr_or_text("span.when", ".when", "td.right_top a[href*='#entry']")


def _in_a_post(element) -> bool:
    """Whether `element` is inside a post (`li.post`, or a classic layout's `table#ee…`)."""
    for up in element.iterancestors():
        if up.tag == "li" and "post" in (up.get("class") or "").split():
            return True
        if up.tag == "table" and (up.get("id") or "").startswith("ee"):
            return True
    return False


def _topic_starts(doc, ctx: Context) -> list[int]:
    """The `st=` offsets of the links to this topic outside its posts (its pagination): a link
    a player put in a post (`?t=…&st=300`) is no page of the thread."""
    topic = query_value(ctx.url, "t")
    starts = []
    for link in select(doc, "a[href*='st=']"):
        if _in_a_post(link):
            continue
        href = absolute(ctx.link_base, link.get("href"))
        start = query_value(href, "st")
        if start and start.isdigit() and query_value(href, "t") == topic:
            starts.append(int(start))
    return starts


def _current(ctx: Context) -> int:
    start = query_value(ctx.url, "st")
    return int(start) if start and start.isdigit() else 0


def _next(doc, ctx: Context) -> str | None:
    later = [s for s in _topic_starts(doc, ctx) if s > _current(ctx)]
    return with_query(ctx.url, "st", min(later)) if later else None


def _page_info(doc, ctx: Context) -> tuple[int | None, int | None]:
    current = _current(ctx)
    last = max(_topic_starts(doc, ctx) + [current])
    return current // POSTS_PER_PAGE + 1, last // POSTS_PER_PAGE + 1


def _post_id(element) -> str | None:
    """The post id: from the post's own id, else from its `entry…` anchor."""
    found = _OWN_ID(element)
    if found:
        return found
    anchor = next(iter(select(element, "[id^=entry], a[name^=entry]")), None)
    match = re.search(r"(\d+)", (anchor.get("id") or anchor.get("name") or "")) if anchor is not None else None
    return match.group(1) if match else None


def _created(element, ctx: Context) -> datetime:
    """The printed date, to the minute; the post's own link title ("17/10/2026, 21:09:33")
    when it names the printed clock: it adds the seconds, and the day of a relative date
    ("Oggi, 21:09" on a page saved yesterday). A title naming another clock is not the date
    the players saw: the printed one stands. A link in the post's text (a quote's `#entry`
    link) is never the post's time."""
    printed = _printed_date(element, ctx)
    for link in ctx.select(element, _STAMP):
        if not ctx.in_body(link, element) and _STAMP_TITLE.match(link.get("title")):
            titled = ctx.date(link.get("title"), A_POST, element)
            if (titled.hour, titled.minute) == (printed.hour, printed.minute):
                return titled
    return printed


def _spoiler_boxes(body) -> Marks:
    # A spoiler's content sits in a code box inside div.spoiler: that box is kept, as spoiler.
    inside = [box for spoiler in select(body, "div.spoiler") for box in select(spoiler, _CODE_BOX)]
    return Marks(keep=tuple(inside))


LAYOUT = Layout(
    post="li.post, table[id^=ee]",
    post_id=_post_id,
    author=first_text(".nick a", ".nick"),
    author_id=member_id(r"[?&]MID=(\d+)", ".nick a"),
    created=_created,
    body=".right.Item div.color, td.Item div.color, div.color",
    style=BodyStyle(
        quote="div.quote, div.quote_top",
        spoiler="div.spoiler",
        drop=f"{_CODE_BOX}, .signature, span.edit, div.edit",
    ),
    edited=edit_notice("span.edit, div.edit"),
    edited_by=edit_author("span.edit, div.edit"),
    permalink=link_or_built("a[href*=findpost]", "#entry{id}"),
    quoted_ids=quoted_by_attribute(".quote_top a[href*='#entry']", "href", r"#entry(\d+)"),
    next_url=_next,
    page_info=_page_info,
    offset=query_offset("st"),
    marks=_spoiler_boxes,
    # An English board may print month-first dates ("10/17/2026, 9:05 PM"): the page's dates
    # with a number above 12 tell which (forum/date_order.py).
    date_texts="span.when, td.right_top a[href*='#entry'], span.edit",
)


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    return parse_page(LAYOUT, html, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int) -> str:
    """Page `page_index` (0 = first): `st` counts the posts before it, 15 per page."""
    return with_query(thread_url, "st", page_index * POSTS_PER_PAGE if page_index else None)
