"""XenForo 2.x.

Markup facts (XenForo 2 `post_macros`): each post is `article.message--post` with
`data-author="Name"` and `data-content="post-123"`; the time is `<time class="u-dt"
datetime="2026-10-03T18:10:08+0200" data-time="1791043808">` in `header.message-attribution`
(`data-time` is a Unix timestamp, exact to the second); the text is the first `.bbWrapper`
of `article.message-body` (the signature `aside.message-signature` has a `.bbWrapper` too);
quotes are `blockquote.bbCodeBlock--quote` with `data-source="post: 122"`; spoilers
`.bbCodeSpoiler` / `.bbCodeInlineSpoiler`; code `.bbCodeBlock--code`; an edit adds
`div.message-lastEdit` with its own `<time>`. "#12" in `.message-attribution-opposite`
counts from 1. Pages are `/threads/slug.123/page-2` (20 posts per page by default).
"""
from __future__ import annotations

import re
from datetime import datetime, tzinfo

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.answers import at
from lupus_mod.forum.extractors import (first_text, id_from, link_or_built, number_in, pages_from,
                                        quoted_by_attribute, rel_next)
from lupus_mod.forum.layout import Layout, parse_page
from lupus_mod.forum.markup import BodyStyle, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import AN_EDIT, A_POST, Context
from lupus_mod.messages import Msg, say

POSTS_PER_PAGE = 20
_PAGE = re.compile(r"([/?]threads/[^/?#]+)(?:/page-(\d+))?/?")


def _stamp(element, ctx: Context, selector: str, what: Msg) -> datetime | None:
    found = ctx.first(element, selector)
    if found is None:
        return None
    if (found.get("data-timestamp") or "").isdigit():
        return dates.from_timestamp(found.get("data-timestamp"), tz=ctx.tz)
    if (found.get("data-time") or "").isdigit():
        return dates.from_timestamp(found.get("data-time"), tz=ctx.tz)
    if found.get("datetime"):
        return ctx.iso(found.get("datetime"), what)
    return ctx.date(text_of(found), what)


def _created(element, ctx: Context) -> datetime:
    stamp = _stamp(element, ctx, "header.message-attribution time, .message-attribution-main time, "
                                 ".message-attribution time", A_POST)
    return stamp if stamp is not None else ctx.date("", A_POST)


def _post_id(element) -> str | None:
    return id_from("data-content", r"^post-(\d+)$")(element) or id_from("id", r"^js-post-(\d+)$")(element)


def _page_of(url: str) -> int:
    match = _PAGE.search(url)
    return int(match.group(2)) if match and match.group(2) else 1


LAYOUT = Layout(
    post="article.message--post",
    post_id=_post_id,
    author=lambda el, ctx: el.get("data-author") or first_text(".message-name .username", ".message-name")(el, ctx),
    created=_created,
    body="article.message-body .bbWrapper, .message-userContent .bbWrapper",
    style=BodyStyle(
        quote="blockquote.bbCodeBlock--quote",
        spoiler=".bbCodeSpoiler, .bbCodeInlineSpoiler",
        drop=".bbCodeBlock--code, .bbCodeBlock-expandLink, .js-selectToQuoteEnd, .message-signature",
    ),
    edited=lambda el, ctx: _stamp(el, ctx, ".message-lastEdit time", AN_EDIT),
    permalink=link_or_built("header.message-attribution a[href*='post'], .message-attribution-main a",
                            "/posts/{id}/"),
    position=number_in(".message-attribution-opposite a"),
    quoted_ids=quoted_by_attribute("blockquote.bbCodeBlock--quote", "data-source", r"post:\s*(\d+)"),
    next_url=lambda doc, ctx: rel_next(doc, ctx, "a.pageNav-jump--next, link[rel=next]"),
    page_info=pages_from(".pageNav-page--current a", ".pageNav-page a"),
    offset=lambda url: (_page_of(url) - 1) * POSTS_PER_PAGE,
)


_XF1 = re.compile(r"""<html[^>]+id=["']XenForo["']|<li[^>]+id=["']post-\d+["'][^>]+class=["'][^"']*\bmessage\b""")


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    page = parse_page(LAYOUT, html, url=url, tz=tz, now=now)
    if not page.posts and _XF1.search(html):
        # XenForo 1 (`li.message#post-N`, `blockquote.messageText`) is another layout altogether.
        raise ForumError(at(url, say("forum-engines.xenforo1")), hint=say("forum-engines.xenforo1-hint"))
    return page


def page_url(thread_url: str, page_index: int) -> str:
    """Page `page_index` (0 = first): `/threads/slug.123/page-N`."""
    base = thread_url.split("#")[0]
    tail = f"/page-{page_index + 1}" if page_index else "/"
    return _PAGE.sub(lambda m: m.group(1) + tail, base, count=1)
