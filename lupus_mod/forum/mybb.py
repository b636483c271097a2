"""MyBB 1.8 (default theme and themes built on its `postbit` templates).

Markup facts (from MyBB 1.8's `postbit`, `postbit_classic`, `postbit_editedby`,
`mycode_quote_post`, `mycode_code` and `multipage` templates, and `my_date`): each post is
`div.post#post_123` (the classic layout adds the class `classic`), after an anchor
`a#pid123`; the author is the profile link in `div.author_information .largetext` (a guest's
name is plain text there); the date is text in `span.post_date`, to the minute, in the
board's `dateformat` and `timeformat` (by default "11-20-2026, 09:09 PM", month first): a post
of the last hour prints "20 minutes ago", of the last twelve hours "3 hours ago", and the full
date and time in the `title` of the span around those words; earlier that day or the day before
it prints `<span title="11-20-2026">Today</span>, 10:00 AM` ("Yesterday"). The edit notice
`span.edited_post` sits in `span.post_edit` inside `span.post_date`: "(This post was last
modified: <date> by <a>Name</a>. Edit Reason: …)", its date printed the same way. The text is
`div.post_body#pid_123`; quotes are `blockquote.mycode_quote`, whose `cite` ends with
`a.quick_jump` linking the quoted post (`…pid=122#pid122`); code is `div.codeblock`; the
signature `div.signature` is outside the text. Spoilers are not built in: plugins draw
`div.spoiler`. A moderator also sees what the players do not: a post awaiting approval or
soft-deleted carries the class `unapproved_post` (and `deleted_post`): neither is read. The
footer prints when the page was drawn: `span#current_time` «Current time: 11-20-2026, 11:00 PM».
Pages are `showthread.php?tid=5&page=2` (or, with search-engine friendly addresses,
`thread-5-page-2.html`), 10 posts a page by default; `a.pagination_next` links the next one.
"""
from __future__ import annotations

import re
from datetime import datetime, tzinfo

from lupus_mod.forum import dates
from lupus_mod.forum.extractors import (edit_author, edit_notice, first_text, id_from, link_or_built, member_id,
                                        number_in, pages_from, quoted_by_attribute, rel_next, with_query)
from lupus_mod.forum.layout import Layout, parse_tree
from lupus_mod.forum.markup import BodyStyle, date_text, first, parse_document, select, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import A_POST, Context

POSTS_PER_PAGE = 10
_FRIENDLY_PAGE = re.compile(r"(thread-\d+)(?:-page-(\d+))?\.html")
_AUTHOR = (".author_information .largetext a", ".author_information .largetext")


def _dates_from_titles(doc) -> None:
    """Each date printed as words ("Today", "3 hours ago") in its `title`'s full date: the title
    is the board's own, exact to the minute, while the words are read against the time of
    reading (a page saved the next morning would move a "Today" post by a day)."""
    for span in select(doc, "span.post_date span[title]"):
        title = (span.get("title") or "").strip()
        if re.search(r"\d", title):
            for child in list(span):
                span.remove(child)
            span.text = title


def _drawn(doc, ctx: Context) -> datetime | None:
    """When the page was drawn: the footer's «Current time: 11-20-2026, 11:00 PM»."""
    found = first(doc, "span#current_time")
    label = first(found, "strong") if found is not None else None
    text = (label.tail or "") if label is not None else text_of(found) if found is not None else ""
    try:
        return ctx.moment(text.strip()) if text.strip() else None
    except dates.DateNotUnderstood:
        return None


def _created(element, ctx: Context) -> datetime:
    """The post's own date: the text of `span.post_date` but its edit notice (`span.post_edit`)."""
    found = ctx.first(element, "span.post_date")
    parts = [found.text or ""] if found is not None else []
    for child in found if found is not None else ():
        if isinstance(child.tag, str) and "post_edit" not in (child.get("class") or "").split():
            parts.append(date_text(child))
        parts.append(child.tail or "")
    return ctx.date(" ".join(p.strip() for p in parts if p.strip()), A_POST, element)


def _page_of(url: str) -> int:
    friendly = _FRIENDLY_PAGE.search(url)
    if friendly:
        return int(friendly.group(2) or 1)
    found = re.search(r"[?&]page=(\d+)", url)
    return int(found.group(1)) if found else 1


LAYOUT = Layout(
    post="div.post:not(.unapproved_post):not(.deleted_post)",
    post_id=id_from("id", r"^post_(\d+)$"),
    author=first_text(*_AUTHOR),
    author_id=member_id(r"[?&]uid=(\d+)|user-(\d+)\.html", _AUTHOR[0]),
    created=_created,
    body="div.post_body",
    style=BodyStyle(
        quote="blockquote.mycode_quote",
        spoiler="div.spoiler, div.spoiler_body, details.spoiler",
        drop="div.codeblock, div.signature",
    ),
    edited=edit_notice("span.edited_post"),
    edited_by=edit_author("span.edited_post"),
    permalink=link_or_built(".post_head a[href*='#pid']", "showthread.php?pid={id}#pid{id}"),
    position=number_in(".post_head a[href*='#pid']"),
    quoted_ids=quoted_by_attribute("blockquote.mycode_quote cite a.quick_jump", "href", r"#pid(\d+)"),
    next_url=lambda doc, ctx: rel_next(doc, ctx, "a.pagination_next"),
    page_info=pages_from("div.pagination .pagination_current", "div.pagination a.pagination_page"),
    offset=lambda url: (_page_of(url) - 1) * POSTS_PER_PAGE,
    date_texts="span.post_date",
    default_order="mdy",
    drawn=_drawn,
)


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    doc = parse_document(html)
    _dates_from_titles(doc)
    return parse_tree(LAYOUT, doc, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int, per_page: int = POSTS_PER_PAGE) -> str:
    """Page `page_index` (0 = first): `page=N` (N from 1), or `thread-5-page-N.html`."""
    if _FRIENDLY_PAGE.search(thread_url):
        suffix = f"-page-{page_index + 1}" if page_index else ""
        return _FRIENDLY_PAGE.sub(lambda m: f"{m.group(1)}{suffix}.html", thread_url.split("#")[0], count=1)
    return with_query(thread_url, "page", page_index + 1 if page_index else None)
