"""phpBB 3.x, prosilver style and styles derived from it.

Markup facts (checked on pages saved from phpBB 3.3.15): each post is `div.post#p85`; the
author is `a.username` (or `.username-coloured` for a coloured group) in `p.author`, followed
by `<time datetime="…UTC…">` from 3.2 on (3.0/3.1 print only the local text); the text is
`div.content`; quotes are `blockquote` with `cite="./viewtopic.php?p=68#p68"`; code is
`div.codebox` (`dl.codebox` in 3.0); edits add `div.notice` ("Last edited by … on …") and
signatures `div.signature`, both outside the content. Spoilers are not built in: boards add
a `[spoiler]` BBCode, usually drawn as `details.spoiler` or `div.spoiler`.
Pages are `viewtopic.php?t=3&start=N`, N = posts before the page (10 per page by default).
3.1 and later link the next page with `rel="next"`; 3.0 does not: its `div.pagination` prints
«Page <strong>1</strong> of <strong>4</strong>» and the pages as `<span><strong>1</strong>,
<a href="…&start=10">2</a>…</span>`, so there the next page is the lowest `start` above this
page's among those links (never a link in a post: a player's link is no page of the thread).
A moderator also sees the posts the players do not: a soft-deleted one (its `div.post` has the
class `deleted`, 3.1 on) and one awaiting approval (a `p.post-notice.unapproved` above its
text; 3.3 marks its box `reported`, as it does a public post someone reported, so the class
cannot tell): neither is read, as on Discourse and Misago. A post by a member the reader
ignores stays on the page, folded (`S_POST_HIDDEN`), and is read.
"""
from __future__ import annotations

from datetime import datetime, tzinfo

from lupus_mod.forum.extractors import (edit_author, edit_notice, first_text, id_from, link_or_built, pages_from,
                                        query_offset, query_value, quoted_by_attribute, rel_next,
                                        time_attr_or_text, with_query)
from lupus_mod.forum.layout import Layout, parse_page
from lupus_mod.forum.markup import BodyStyle, absolute, first, select
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import Context

POSTS_PER_PAGE = 10
_OWN_ID = id_from("id", r"^p(\d+)$")


def _next(doc, ctx: Context) -> str | None:
    """`rel="next"` (3.1 on), else the pagination's link with the lowest `start` above this page's (3.0)."""
    found = rel_next(doc, ctx)
    if found:
        return found
    here = query_value(ctx.url, "start")
    current = int(here) if here and here.isdigit() else 0
    later = {}
    for link in select(doc, "div.pagination a[href*='start=']"):
        href = absolute(ctx.link_base, link.get("href"))
        start = query_value(href, "start")
        if start and start.isdigit() and int(start) > current:
            later.setdefault(int(start), href.split("#")[0])
    return later[min(later)] if later else None


def _shown_post_id(element) -> str | None:
    """The post id, or None for a post awaiting approval (the players do not see it)."""
    if first(element, "p.post-notice.unapproved") is not None:
        return None
    return _OWN_ID(element)


LAYOUT = Layout(
    post="div.post:not(.deleted)",
    post_id=_shown_post_id,
    author=first_text("p.author .username", "p.author .username-coloured",
                      "dl.postprofile .username", "dl.postprofile .username-coloured",
                      "p.author strong"),
    created=time_attr_or_text("p.author time", "p.author"),
    body="div.content",
    style=BodyStyle(
        quote="blockquote",
        spoiler="details.spoiler, div.spoiler, div.spoiler-content, div.spoiler-body",
        drop="div.codebox, dl.codebox, div.notice, div.signature",
    ),
    edited=edit_notice("div.notice"),
    edited_by=edit_author("div.notice"),
    permalink=link_or_built("h3 a[href*='#p'], p.author a[href*='#p']", "viewtopic.php?p={id}#p{id}"),
    quoted_ids=quoted_by_attribute("blockquote[cite]", "cite", r"p=(\d+)"),
    next_url=_next,
    # 3.1 on: `li.active` and `a.button`; 3.0: the current page in bold among the links; a
    # thread of one page: «Page <strong>1</strong> of <strong>1</strong>».
    page_info=pages_from("div.pagination li.active span, div.pagination > span > strong, "
                         "div.pagination > strong", "div.pagination li a.button, div.pagination > span > a"),
    offset=query_offset("start"),
    date_texts="p.author",
)


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    return parse_page(LAYOUT, html, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int, per_page: int = POSTS_PER_PAGE) -> str:
    """Page `page_index` (0 = first) of the thread: `start` counts the posts before it."""
    return with_query(thread_url, "start", page_index * per_page if page_index else None)
