"""vBulletin 3.x, 4.x and 5.x: one module, the layout picked from the page.

Markup facts (vBulletin postbit / postbit_legacy templates):
- 3.x: each post is `table#post12345`; author `a.bigusername` (a guest's: `div.bigusername`);
  the date is the text of the first `td.thead` ("03-10-2026, 06:10 PM", "Today, 06:10 PM",
  "Oggi, 18:10"); "#14" in the second; text `div#post_message_12345`. Quotes and code have
  no class: a box whose first `div.smallfont` reads "Quote:" / "Citazione:" (or "Code:" /
  "Codice:"). The edit note is `div.smallfont > em` "Last edited by X; 03-10-2026 at 06:26
  PM." outside the text.
- 4.x: `li.postcontainer#post_12345`; `span.date`; author `.username_container a.username`;
  a moderator also sees deleted posts (`li.postbitdeleted` placeholders) and posts awaiting
  approval ("Moderated post" instead of the `a[name=postN]` counter): neither is read;
  text `div#post_message_12345`; quotes `.bbcode_quote` (`.bbcode_postedby` links the quoted
  post), code `pre.bbcode_code`; edit `blockquote.lastedited`; `a.postcounter` "#14".
- 5.x: `li.b-post[data-node-id]` with `data-node-publishdate` (Unix time); text
  `.js-post__content-text`; same quote boxes as 4.x; `.b-post__count` "#14".
All-numeric dates are month-first on US-English boards and day-first on Italian ones: the
page's own dates decide (a day above 12 settles it), else the page language.
Pages: `showthread.php?t=123&page=2` (3/4) or `/123-title/page2` (4 friendly URLs, 5).
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, tzinfo

from lupus_mod.forum import dates
from lupus_mod.forum.extractors import (edit_author, edit_notice, first_text, id_from, link_or_built, number_in, rel_next,
                                        time_attr_or_text, with_query)
from lupus_mod.forum.layout import Layout, parse_tree
from lupus_mod.forum.drawn import footer_clock_drawn
from lupus_mod.forum.markup import BodyStyle, Marks, first, parse_document, select, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import Context

POSTS_PER_PAGE = 10
_FRIENDLY_PAGE = re.compile(r"(/\d+-[^/?#]+?)(?:/page(\d+))?(?=$|[?#/])")
_PAGE_OF = re.compile(r"(?:page|pagina)\s+(\d+)\s+(?:of|di|sur)\s+(\d+)", re.I)   # en, it, fr
_QUOTED = re.compile(r"(?:[?&]p=|#post)(\d+)")
_QUOTE_LABELS = ("quote", "citazione", "citation", "originally posted", "messaggio originale")   # en, it, fr
_CODE_LABELS = ("code", "codice", "php code", "html code", "codice php", "codice html")
_STYLE = BodyStyle(
    quote=".bbcode_quote",
    spoiler=".spoiler, .bbcode_spoiler",
    drop="pre.bbcode_code, div.bbcode_description, .signaturecontainer, blockquote.signature",
)


def _labelled_boxes(body) -> Marks:
    """vBulletin 3 draws quotes and code as a plain div whose first `div.smallfont` names it."""
    quotes, code = [], []
    for box in body.xpath(".//div[div[contains(concat(' ', @class, ' '), ' smallfont ')]]"):
        label = text_of(box.xpath("div[contains(concat(' ', @class, ' '), ' smallfont ')]")[0]).lower()
        if label.startswith(_QUOTE_LABELS):
            quotes.append(box)
        elif label.rstrip(":").strip() in _CODE_LABELS:
            code.append(box)
    return Marks(quote=tuple(quotes), drop=tuple(code))


def _page_info(doc, ctx: Context) -> tuple[int | None, int | None]:
    for element in select(doc, "td.vbmenu_control, .pagination span, .pagination a.popupctrl, "
                               ".pagenav td, .threadpagenav span"):
        match = _PAGE_OF.search(text_of(element))
        if match:
            return int(match.group(1)), int(match.group(2))
    current, total = first(doc, "input.js-pagenum"), first(doc, ".pagetotal")
    if current is not None and total is not None and text_of(total).isdigit():
        return int(current.get("value") or 1), int(text_of(total))
    return None, None


def _publishdate(element, ctx: Context) -> datetime:
    stamp = element.get("data-node-publishdate") or ""
    if stamp.isdigit():
        return dates.from_timestamp(stamp, tz=ctx.tz)
    return time_attr_or_text(".b-post__timestamp time", ".b-post__timestamp", "time")(element, ctx)


def _next(doc, ctx: Context) -> str | None:
    return rel_next(doc, ctx, "link[rel=next], a[rel=next], a.js-pagenav-next-button:not(.h-disabled)")


def _offset(url: str) -> int | None:
    query = re.search(r"[?&]page=(\d+)", url)
    friendly = _FRIENDLY_PAGE.search(url)
    page = query.group(1) if query else (friendly.group(2) if friendly else None)
    return (int(page) - 1) * POSTS_PER_PAGE if page else 0


def _quoted_ids(body) -> tuple[str, ...]:
    """The posts quoted: "Originally Posted by X" links to it (showthread.php?p=123#post123).

    Only links inside a quote box count; a plain link to another post in the text is not a quote.
    """
    found: list[str] = []
    boxes = select(body, ".bbcode_quote") + list(_labelled_boxes(body).quote)
    for box in boxes:
        for link in select(box, "a[href]"):
            match = _QUOTED.search(link.get("href") or "")
            if match and match.group(1) not in found:
                found.append(match.group(1))
    return tuple(found)


_COMMON = dict(style=_STYLE, quoted_ids=_quoted_ids, next_url=_next, page_info=_page_info, offset=_offset,
               drawn=footer_clock_drawn, drawn_dated=False)

VB3 = Layout(
    post="table[id^=post]",
    post_id=id_from("id", r"^post(\d+)$"),
    # A guest's name (or a deleted member's) is a plain `div.bigusername`, without a link.
    author=first_text("a.bigusername", "div[id^=postmenu_]", ".bigusername"),
    created=time_attr_or_text("td.thead"),
    body="div[id^=post_message_]",
    edited=edit_notice("div.smallfont > em"),
    edited_by=edit_author("div.smallfont > em"),
    permalink=link_or_built("a[id^=postcount]", "showthread.php?p={id}#post{id}"),
    position=number_in("td.thead"),
    marks=_labelled_boxes,
    date_texts="td.thead",
    **_COMMON,
)

_VB4_ID = id_from("id", r"^post_(\d+)$")


def _vb4_shown_id(element) -> str | None:
    """The post id, or None for a post awaiting approval: vBulletin 4 draws it for moderators
    only, with "Moderated post" where the post's `<a name="postN">` counter stands (postbit,
    postbit_legacy templates); the players never see it, so it is not read."""
    controls = first(element, ".nodecontrols")
    if controls is not None and first(controls, "a[name^=post]") is None:
        return None
    return _VB4_ID(element)


# A moderator's page draws the post counter with the class `iepostcounter` (inline moderation).
_VB4_COUNTER = "a.postcounter, a.iepostcounter"

VB4 = Layout(
    # A deleted post is drawn for moderators as a `postbitdeleted` placeholder: not a post.
    post="li[id^=post_]:not(.postbitdeleted)",
    post_id=_vb4_shown_id,
    author=first_text(".username_container a.username", ".username_container .username",
                      ".userinfo .username"),
    created=time_attr_or_text("span.date", ".posthead .date"),
    body="div[id^=post_message_]",
    edited=edit_notice(".lastedited"),
    edited_by=edit_author(".lastedited"),
    permalink=link_or_built(_VB4_COUNTER, "showthread.php?p={id}#post{id}"),
    position=number_in(_VB4_COUNTER),
    marks=_labelled_boxes,
    date_texts="span.date",
    **_COMMON,
)

VB5 = Layout(
    post="li.b-post[data-node-id]",
    post_id=id_from("data-node-id", r"^(\d+)$"),
    # A guest's name is the `.author` box's text, without a profile link.
    author=first_text(".b-userinfo .author a", ".author a", ".b-post__author a", ".b-userinfo .author"),
    created=_publishdate,
    body=".js-post__content-text",
    edited=edit_notice(".b-post__edit, .js-post__edit, .lastedited"),
    edited_by=edit_author(".b-post__edit, .js-post__edit, .lastedited"),
    permalink=link_or_built("a.b-post__count", "?p={id}#post{id}"),
    position=number_in(".b-post__count"),
    date_texts=".b-post__timestamp",
    **_COMMON,
)


def _language_order(doc) -> str:
    # Only a US-English page prints month-first; other languages, en-GB included, day-first.
    lang = (doc.get("lang") or doc.get("{http://www.w3.org/XML/1998/namespace}lang") or "en").lower()
    return "mdy" if lang in ("en", "en-us") else "dmy"


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    doc = parse_document(html)
    if first(doc, VB5.post) is not None:
        layout = VB5
    elif first(doc, "li.postcontainer[id^=post_], li.postbit[id^=post_], li.postbitlegacy[id^=post_]") is not None:
        layout = VB4
    else:
        layout = VB3
    layout = replace(layout, default_order=_language_order(doc))
    return parse_tree(layout, doc, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int) -> str:
    """Page `page_index` (0 = first): `&page=N`, or `/pageN` on friendly URLs."""
    base = thread_url.split("#")[0]
    if "showthread.php" in base and ("?t=" in base or "&t=" in base):
        return with_query(base, "page", page_index + 1 if page_index else None)
    if _FRIENDLY_PAGE.search(base):
        tail = f"/page{page_index + 1}" if page_index else ""
        return _FRIENDLY_PAGE.sub(lambda m: m.group(1) + tail, base, count=1)
    return with_query(base, "page", page_index + 1 if page_index else None)
