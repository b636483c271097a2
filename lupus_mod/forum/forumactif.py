"""Forumactif (Forumotion), where French forum games are played: its phpBB3-like themes
(phpBB3, ModernBB, AwesomeBB) and PunBB.

Markup facts (the public markup of Forumactif boards; the tests' fixtures were written from
it, with fictional players): each post is `div.post#p101`; the author is `strong` inside the
profile link of `p.author` (PunBB, ModernBB: `.postprofile-name`), and the date is the text of
`p.author` around that link, in French and to the minute («Lun 30 Nov 2026 - 21:09», «Lun 30
Nov - 21:09» in the current year, «Aujourd'hui à 21:09», «Hier à 21:09»); the text is
`div.content`; quotes are `blockquote` with a `cite` "X a écrit :" (no post id); code is
`dl.codebox`, and a spoiler the same box with the class `spoiler`; signatures are
`div.signature_div`; an edit adds «Dernière édition par X le …, édité N fois» (`div.edit`).
Pages are `/t45-jour-2`, then `/t45p15-jour-2` (15 posts a page by default: `p` counts the
posts before the page); the pagination (`p.pagination`, `div.pagination`) prints «Page 1 sur
3» and links the pages by number.
"""
from __future__ import annotations

import re
from datetime import datetime, tzinfo

from lupus_mod.forum.extractors import edit_notice, first_text, id_from, link_or_built, numbers_in, rel_next
from lupus_mod.forum.layout import Layout, parse_page
from lupus_mod.forum.markup import BodyStyle, absolute, select, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import A_POST, Context

POSTS_PER_PAGE = 15
_PAGE = re.compile(r"/t(\d+)(?:p(\d+))?(?=-|$|\?)")
_CURRENT = "p.pagination > strong, div.pagination > strong"
_LINKS = "p.pagination a, div.pagination a"


def _created(element, ctx: Context) -> datetime:
    """The date printed beside the author: the text of `p.author` outside its links, so that an
    author named «Hier» is never read as a date."""
    holder = ctx.first(element, "p.author, .postprofile-date, .post-date")
    if holder is None:
        return ctx.date("", A_POST)
    outside_links = " ".join(holder.xpath("text()")) if holder.tag == "p" else text_of(holder)
    return ctx.date(outside_links, A_POST, element)


def _offset(url: str) -> int | None:
    match = _PAGE.search(url)
    if not match:
        return None
    return int(match.group(2) or 0)


def _page_info(doc, ctx: Context) -> tuple[int | None, int | None]:
    """«Page 1 sur 3»: the first number in bold is the current page; the links name the others."""
    current = numbers_in(doc, _CURRENT)
    page = current[0] if current else None
    seen = numbers_in(doc, _LINKS) + current
    return page, (max(seen) if seen else page)


def _next(doc, ctx: Context) -> str | None:
    """`rel="next"` when the theme has it, else the pagination's link to the following page."""
    found = rel_next(doc, ctx)
    if found:
        return found
    page, _ = _page_info(doc, ctx)
    if page is None:
        return None
    for link in select(doc, _LINKS):
        if text_of(link) == str(page + 1) and link.get("href"):
            return absolute(ctx.link_base, link.get("href")).split("#")[0]
    return None


LAYOUT = Layout(
    post="div.post",
    post_id=id_from("id", r"^p(\d+)$"),
    author=first_text("p.author a strong", "p.author strong", ".postprofile-name strong",
                      ".postprofile-name", ".postprofile dt strong"),
    created=_created,
    body="div.content",
    style=BodyStyle(
        quote="blockquote",
        spoiler="dl.spoiler, div.spoiler_content",
        drop="dl.codebox:not(.spoiler), div.codebox, div.signature_div, div.edit",
    ),
    edited=edit_notice("div.edit"),
    permalink=link_or_built("h2.topic-title a[href*='#'], p.author a[href*='#']", "#{id}"),
    next_url=_next,
    page_info=_page_info,
    offset=_offset,
)


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    return parse_page(LAYOUT, html, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int, per_page: int = POSTS_PER_PAGE) -> str:
    """Page `page_index` (0 = first): `/t45p30-slug`, `p` the posts before it."""
    start = f"p{page_index * per_page}" if page_index else ""
    return _PAGE.sub(lambda m: f"/t{m.group(1)}{start}", thread_url.split("#")[0], count=1)
