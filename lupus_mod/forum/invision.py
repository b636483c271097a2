"""Invision Community 4 and 5 (lupusinforum.it and most large Italian boards).

Markup facts: each post is `article#elComment_123` (IPS 4: `.cPost.ipsComment`, IPS 5:
`.ipsEntry`); the author is the link in `.cAuthorPane_author` (4) or `h3.ipsEntry__username`
(5); the time is `<time datetime="…Z">` inside the link to `?do=findComment&comment=123`; the
text is `[data-role=commentContent]`; quotes are `blockquote.ipsQuote` whose
`data-ipsquote-contentcommentid` names the quoted post; spoilers `.ipsSpoiler`; code
`pre.ipsCode`; signatures `[data-role=memberSignature]`. A post hidden by a moderator, awaiting
approval or waiting to be deleted is drawn for moderators only, with the class `ipsModerated`
(both versions' post templates):
the players never saw it, so it is not read (as Discourse's deleted posts). A post by a member the
reader ignores is still on the page (its `article` has `ipsHide`, a placeholder
`.ipsComment_ignored` stands before it) and is read like any other. Every `[data-excludequote]` element
(it holds "Edited … by …" with its own `<time>`) is removed before reading; Invision 5 marks
the same notice `.ipsEdited` / `[data-el=edited]`, and its author heading by
`[data-ips-hook=postUsername]`. A post whose edit line the board does not print (a moderator
may hide "Edited by") still shows "(edited)" / "(modificato)" / « (modifié) » beside its
date: such an edit has no time, and the post is flagged. A quote's header
(`.ipsQuote_citation`, "Brunilde ha scritto:") is inside the quote; the reactions with the
names of who reacted (`ul.ipsReact_reactions`, `.ipsReact_overview`) are outside the text.
The author's profile link names his member id (`/profile/42-zefiro/`, `?showuser=42` without
friendly addresses): it is read as the post's `author_id`, the account itself whatever name it
shows (a renamed account, a look-alike name: votes/accounts.py).
Pages are `/topic/123-slug/page/2/` (25 posts per page by default).
"""
from __future__ import annotations

import re
from datetime import datetime, tzinfo

from lxml import etree

from lupus_mod.forum.extractors import (edit_notice, first_text, id_from, link_or_built, member_id, numbers_in,
                                        quoted_by_attribute, rel_next, time_attr_or_text, with_query)
from lupus_mod.forum.layout import Layout, parse_page
from lupus_mod.forum.markup import BodyStyle, nickname_of, select, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import Context, UndatedEdit

POSTS_PER_PAGE = 25
_PAGE = re.compile(r"(/topic/[^/?#]+/)(?:page/(\d+)/?)?")
_PAGE_QUERY = re.compile(r"[?&]page=(\d+)")
_EDIT_NOTICE = "[data-excludequote], .ipsEdited, [data-el=edited]"
_dated_edit = edit_notice(_EDIT_NOTICE)
# The mark beside the post's date, in the board's language: "(edited)", "(modificato)", "(modifié)".
_EDIT_BADGE = re.compile(r"^\(\s*(?:edited|modificato|modifi[ée])\s*\)$", re.I)
_BADGE_AT = ".ipsComment_meta span, .ipsEntry__meta span, .ipsEntry__header span"


def _page_of(url: str) -> int:
    match = _PAGE.search(url)
    if match and match.group(2):
        return int(match.group(2))
    match = _PAGE_QUERY.search(url)
    return int(match.group(1)) if match else 1


_AUTHOR_LINKS = (".cAuthorPane_author a", "h3.ipsEntry__username a", ".ipsEntry__username a",
                 "[data-ips-hook=postUsername] a", ".cAuthorName a")
_linked_author = first_text(*_AUTHOR_LINKS)
# A member's profile: `/profile/42-zefiro/` (friendly addresses), `?/profile/42-zefiro/` or
# `?showuser=42` (without them); 42 is the member id, the name after it only decoration.
_author_id = member_id(r"/profile/(\d+)(?:-|/|$)|[?&]showuser=(\d+)", *_AUTHOR_LINKS)
_HEADING = ".cAuthorPane_author, h3.ipsEntry__username, [data-ips-hook=postUsername]"
# Inside Invision 5's author heading, after the name: the member's group ("Giocatori",
# "Ospiti") and badges. A name without a profile link (a guest's, a deleted member's) is the
# heading's text without them.
_NOT_THE_NAME = ".ipsEntry__group, .ipsBadge, .ipsOnline"


def _author(element, ctx: Context) -> str:
    """The author's profile link's text; else the heading's own text (a guest's name)."""
    linked = _linked_author(element, ctx)
    heading = ctx.first(element, _HEADING) if not linked else None
    return linked if heading is None else _name_in(heading)


def _name_in(heading) -> str:
    """The heading's text without the group and badges drawn inside it."""
    skip = set(select(heading, _NOT_THE_NAME))
    parts: list[str] = []

    def walk(node) -> None:
        parts.append(node.text or "")
        for child in node:
            if child not in skip:
                walk(child)
            parts.append(child.tail or "")
    walk(heading)
    bare = etree.Element("span")
    bare.text = "".join(parts)
    return nickname_of(bare)


def _edited(element, ctx: Context) -> datetime | None:
    """The edit notice's time; an "(edited)" mark without any dated notice is an edit without
    a time (UndatedEdit), never a post read as unedited."""
    found = _dated_edit(element, ctx)
    if found is None and any(_EDIT_BADGE.match(text_of(mark)) for mark in ctx.select(element, _BADGE_AT)
                             if not ctx.in_body(mark, element)):
        raise UndatedEdit()
    return found


def _page_info(doc, ctx: Context) -> tuple[int | None, int | None]:
    current = numbers_in(doc, "li.ipsPagination_active a, li.ipsPagination__active a")
    declared = [int(el.get("data-pages") or el.get("data-ipspagination-pages"))
                for el in select(doc, "ul.ipsPagination")
                if (el.get("data-pages") or el.get("data-ipspagination-pages") or "").isdigit()]
    links = numbers_in(doc, "li.ipsPagination_page a, li.ipsPagination__page a")
    page = current[0] if current else _page_of(ctx.url)
    last = max(declared + links + [page])
    return page, last


LAYOUT = Layout(
    post="article[id^=elComment_]:not(.ipsModerated)",
    post_id=id_from("id", r"^elComment_(\d+)$"),
    author=_author,
    author_id=_author_id,
    created=time_attr_or_text("a[href*=findComment] time[datetime]", ".ipsComment_meta time[datetime]",
                              ".ipsEntry__meta time[datetime]", ".ipsEntry__header time[datetime]",
                              "time[datetime]"),
    body="[data-role=commentContent]",
    style=BodyStyle(
        quote="blockquote.ipsQuote",
        # Invision 4.0 drew spoilers as `blockquote.ipsStyle_spoiler`; later posts keep them.
        spoiler=".ipsSpoiler, [data-ipsspoiler], .ipsStyle_spoiler, .ipsStyle_spoilerFancy",
        # Code never holds a vote, a block (`pre`) or inline (`code`), as on every engine.
        drop=f"{_EDIT_NOTICE}, pre.ipsCode, pre, code, [data-role=memberSignature]",
    ),
    edited=_edited,
    permalink=link_or_built("a[href*=findComment]", "?do=findComment&comment={id}"),
    quoted_ids=quoted_by_attribute("blockquote.ipsQuote", "data-ipsquote-contentcommentid"),
    next_url=lambda doc, ctx: rel_next(
        doc, ctx, "li.ipsPagination_next:not(.ipsPagination_inactive) a, "
                  "li.ipsPagination__next:not(.ipsPagination__inactive) a, link[rel=next]"),
    page_info=_page_info,
    offset=lambda url: (_page_of(url) - 1) * POSTS_PER_PAGE,
)


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    return parse_page(LAYOUT, html, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int) -> str:
    """Page `page_index` (0 = first): `/topic/123-slug/page/N/`, or `?page=N` on plain URLs."""
    base = thread_url.split("#")[0]
    if _PAGE.search(base):
        tail = f"page/{page_index + 1}/" if page_index else ""
        return _PAGE.sub(lambda m: m.group(1) + tail, base, count=1)
    return with_query(base, "page", page_index + 1 if page_index else None)
