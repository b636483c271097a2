"""Simple Machines Forum 2.0 and 2.1 (default theme and themes built on it).

Markup facts (2.1 checked on pages saved from SMF 2.1.4; 2.0 from its Display.template.php):
in 2.1 each message is `div.windowbg#msg67`; 2.0 draws an empty anchor `<a id="msg67"></a>`
before a `div.windowbg` / `div.windowbg2` (alternating) that holds the whole message, so there
the message id is read from its body `div.inner#msg_67`;
the author is the link in `div.poster h4`; the time is only text, local and to the minute
("Oct 03, 2026, 02:10 PM", "Today at 02:10 PM"), in `div.postinfo a.smalltext` (2.1) or in
the `.keyinfo .smalltext` line "« Reply #1 on: … »" (2.0); the page header also shows the
fetch time, which must not be taken. The text is `div.inner#msg_67`; quotes are
`blockquote.bbc_standard_quote` (2.0 adds `div.quoteheader` before it); code is
`div.codeheader` + `code.bbc_code`; an edit fills `span#modified_67` ("Last Edit: … by …
Reason: …", the reason may look like a vote). "#14" (2.1) or "Reply #14" / "Risposta #14" (2.0) counts
replies from 0; 2.0's default time format has seconds ("October 03, 2026, 02:10:33 PM"), its
edit line is `div.modified#modified_67` ("« Last Edit: … by … »") below the text, and its quotes
link the quoted message from `div.quoteheader a`. A message awaiting approval, which only a
moderator sees, is drawn `approvebg` (2.0 and 2.1) instead of `windowbg`: it is not read, as on
Discourse and Misago. Pages are `index.php?topic=3.N`, N = messages before the page (15 by default).
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, tzinfo

from lupus_mod.forum.extractors import (edit_author, edit_notice, first_text, id_from, link_or_built, number_in,
                                        pages_from, quoted_by_attribute, time_attr_or_text)
from lupus_mod.forum.layout import Layout, parse_tree
from lupus_mod.forum.drawn import smf_drawn
from lupus_mod.forum.markup import BodyStyle, first, parse_document
from lupus_mod.forum.model import Page

POSTS_PER_PAGE = 15
_TOPIC_START = re.compile(r"(topic[=,]\d+)\.(\w+)")


def _offset(url: str) -> int | None:
    match = _TOPIC_START.search(url)
    if not match:
        return 0
    return int(match.group(2)) if match.group(2).isdigit() else None


LAYOUT_21 = Layout(
    post="div[id^=msg]:not(.approvebg)",
    post_id=id_from("id", r"^msg(\d+)$"),
    author=first_text("div.poster h4 a", "div.poster h4", ".poster h4"),
    created=time_attr_or_text("div.postinfo a.smalltext", ".keyinfo div.smalltext", ".keyinfo .smalltext"),
    body="div.inner",
    style=BodyStyle(
        quote="blockquote, div.quoteheader, div.quotefooter",
        spoiler=".spoiler, .sp-wrap, .spoiler_body",
        drop="div.codeheader, code.bbc_code, div.signature, span.modified, div.modified",
    ),
    edited=edit_notice("span.modified, div.modified"),
    edited_by=edit_author("span.modified, div.modified"),
    permalink=link_or_built("div.postinfo a[href*='msg'], .subject_title a[href*='msg'], "
                            "h5 a[href*='msg']", "index.php?msg={id}"),
    position=number_in("span.page_number, .keyinfo .smalltext", plus=1),
    # The quote's citation links to the quoted message: "…index.php?msg=80" or "…#msg80".
    quoted_ids=quoted_by_attribute("cite a, div.quoteheader a", "href", r"msg=?(\d+)"),
    page_info=pages_from("span.current_page, .pagelinks strong",
                         ".pagelinks a.nav_page, .pagelinks a.navPages"),
    offset=_offset,
    date_texts="div.postinfo a.smalltext, .keyinfo .smalltext",
    drawn=smf_drawn,
)

_BODY_ID = id_from("id", r"^msg_(\d+)$")
_ANCHOR_ID = id_from("id", r"^msg(\d+)$")


def _body_id(element) -> str | None:
    """2.0: the id of the message's text `div.inner#msg_67`, else of the empty anchor
    `<a id="msg67">` drawn just before the message: a theme that draws the text otherwise has
    its message refused for want of its text, never skipped with its vote in silence."""
    body = first(element, "div.inner[id^=msg_]")
    if body is not None:
        return _BODY_ID(body)
    before = element.getprevious()
    return _ANCHOR_ID(before) if before is not None and before.tag == "a" else None


LAYOUT_20 = replace(LAYOUT_21, post="div.windowbg, div.windowbg2", post_id=_body_id)
LAYOUT = LAYOUT_21


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    doc = parse_document(html)
    # 2.1 gives the message box itself the id msgN; 2.0 only an empty anchor before it.
    is_21 = any(LAYOUT_21.post_id(el) for el in doc.iterfind(".//div[@id]"))
    return parse_tree(LAYOUT_21 if is_21 else LAYOUT_20, doc, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int, per_page: int = POSTS_PER_PAGE) -> str:
    """Page `page_index` (0 = first): `topic=3.N` with N the messages before it."""
    start = page_index * per_page
    if _TOPIC_START.search(thread_url):
        return _TOPIC_START.sub(lambda m: f"{m.group(1)}.{start}", thread_url.split("#")[0], count=1)
    return thread_url
