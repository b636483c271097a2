"""Forumactif (Forumotion), where French forum games are played: each of its public theme
families draws a thread its own way, and the page tells which one drew it.

Markup facts (the public markup of Forumactif boards; the tests' fixtures were written from
it, with fictional players). What every theme shares: the dates, in French and to the minute
(«Lun 30 Nov 2026 - 21:09», «Lun 30 Nov - 21:09» in the current year, «Aujourd'hui à 21:09»,
«Hier à 21:09»); quotes, `blockquote` with a `cite` "X a écrit :" (no post id); code,
`dl.codebox`, and a spoiler the same box with the class `spoiler` (or `div.spoiler_content`);
signatures, `div.signature_div`; an edit adds «Dernière édition par X le …, édité N fois».
- phpBB3-like (phpBB3, ModernBB, AwesomeBB): each post is `div.post#p101`; the author is
  `strong` inside the profile link of `p.author` (ModernBB: `.postprofile-name`), and the date
  is the text of `p.author` around that link (`.postprofile-date`, `.post-date`); the text is
  `div.content`; the edit notice `div.edit`.
- phpBB2-like: a table, one `tr.post` a post; the first cell holds the name (`span.name`, an
  anchor `<a name="101">` giving the post id, then the name in `strong`), the second the line
  «Sujet du message: <a>Re: …</a> Posté le: Lun 30 Nov - 21:09» (`span.postdetails`), the
  text (`span.postbody`; quotes and code also as phpBB2's tables, «X a écrit :» or «Code :»
  above a `td.quote` or `td.code` cell) and the edit notice after it (`span.gensmall`).
- PunBB-like: `div.post#p101`; a heading `h2 > span` holding the post's number (`.conr`), its
  link and the date; the name in `div.postleft dt`; the text `div.entry-content` inside
  `div.postright`'s `div.postmsg`, the edit notice `p.edit` after it.
- Invision-like: `div.post#p101`; a head with the name (`.post-author`), the date
  (`.post-date`, «Posté le …») and the post's link (`a.post-link`); the text
  `div.entry-content` inside `div.post-entry`, the edit notice `div.edit` after it.
A guest's name is drawn as a member's without the profile link.
Pages are `/t45-jour-2`, then `/t45p15-jour-2` (15 posts a page by default: `p` counts the
posts before the page); the pagination (`.pagination`, PunBB's `.pagelink`) prints «Page 1 sur
3» and links the pages by number.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, tzinfo

from lupus_mod.forum.extractors import (boxed_cells, edit_author, edit_notice, first_text, frame_first, id_from, link_or_built,
                                        numbers_in, rel_next)
from lupus_mod.forum.layout import Layout, parse_tree
from lupus_mod.forum.markup import BodyStyle, absolute, first, parse_document, select, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import A_POST, Context
from lupus_mod.forum.zones import stated_outside

POSTS_PER_PAGE = 15
_PAGE = re.compile(r"/t(\d+)(?:p(\d+))?(?=-|$|\?)")
_CURRENT = ".pagination > strong, .pagelink > strong"
_LINKS = ".pagination a, .pagelink a"
# phpBB2's date line also prints the post's subject, as plain text in phpBB2's own template
# («Posté le: … Sujet du message: …»): a subject «16/10/2026 21:00» is the player's, not the
# date. It runs from its label to the date's label or the end of its text (the template
# puts an element between the two).
_SUBJECT = re.compile(r"(?:Sujet du message|Post subject|Oggetto del messaggio)\s*:.*?(?=Posté le|Posted|Inviato|$)",
                      re.I | re.S)


def _dated(own: str, whole: str = "", besides: re.Pattern | None = None):
    """The post's date: the text of the first `own` element outside the elements inside it (the
    author's link, the subject's link, PunBB's post number), so that an author named «Hier» or a
    subject «Vote à 21:00» is never read as the date, and without what `besides` finds in it;
    when that is empty (no such element, or its date is inside one), the whole text of `whole`.
    Neither is looked for in the post's text: a `p.author` a player writes on a ModernBB board
    (which draws none) is his."""
    def created(element, ctx: Context) -> datetime:
        holder = frame_first(element, own, ctx)
        texts = holder.xpath("text()") if holder is not None else []
        text = " ".join(besides.sub(" ", t) for t in texts) if besides else " ".join(texts)
        if not text.strip() and whole:
            text = text_of(frame_first(element, whole, ctx))
        return ctx.date(text, A_POST, element)
    return created


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


def _anchor_id(element) -> str | None:
    """phpBB2-like rows carry no id: the post's is the anchor `<a name="101">` before the name."""
    anchor = first(element, "span.name a[name]")
    name = anchor.get("name") if anchor is not None else ""
    return name if name.isdigit() else None


_STYLE = BodyStyle(
    quote="blockquote",
    spoiler="dl.spoiler, div.spoiler_content",
    drop="dl.codebox:not(.spoiler), div.codebox, div.signature_div, div.edit, p.edit, p.postedit",
)
# PunBB's own class for the notice is `postedit`: a theme may keep it.
_EDIT = "div.edit, p.edit, p.postedit"

# phpBB3, ModernBB, AwesomeBB.
LAYOUT = Layout(
    post="div.post",
    post_id=id_from("id", r"^p(\d+)$"),
    author=first_text("p.author a strong", "p.author strong", ".postprofile-name strong",
                      ".postprofile-name", ".postprofile dt strong", outside_body=True),
    created=_dated("p.author", ".postprofile-date, .post-date"),
    body="div.content",
    style=_STYLE,
    edited=edit_notice(_EDIT),
    edited_by=edit_author(_EDIT),
    permalink=link_or_built("h2.topic-title a[href*='#'], p.author a[href*='#']", "#{id}"),
    next_url=_next,
    page_info=_page_info,
    offset=_offset,
    zone=stated_outside("tr.post, div.post"),
)
PHPBB2 = replace(
    LAYOUT,
    post="tr.post",
    post_id=_anchor_id,
    author=first_text("span.name strong", outside_body=True),
    # The second cell's line (the first cell's `span.postdetails` is the profile: «Date
    # d'inscription : 12/03/2025» is no post date).
    created=_dated("tr.post > td + td span.postdetails", besides=_SUBJECT),
    # The cell holding the text's box: phpBB2's own template closes the box before a quote's
    # table and opens another after it, where the player's words go on.
    body="td:has(> span.postbody)",
    marks=boxed_cells("td.quote", "td.code"),
    # The edit notice follows the text's box; a theme may print it inside the box, where it
    # is left out of the text and still read (never an edit missed in silence).
    style=replace(_STYLE, quote="blockquote, td.quote", drop=f"{_STYLE.drop}, td.code, span.gensmall"),
    edited=edit_notice("span.postbody ~ span.gensmall, span.postbody span.gensmall"),
    edited_by=edit_author("span.postbody ~ span.gensmall, span.postbody span.gensmall"),
    permalink=link_or_built("span.postdetails a[href*='#']", "#{id}"),
)
PUNBB = replace(
    LAYOUT,
    author=first_text("div.postleft dt strong", "div.postleft dt", outside_body=True),
    # PunBB's own template prints the date as the post's link.
    created=_dated("h2 > span", "h2 > span > a"),
    body="div.entry-content",
    permalink=link_or_built("h2 a[href*='#']", "#{id}"),
)
INVISION = replace(
    LAYOUT,
    author=first_text(".post-author strong", ".post-author", outside_body=True),
    created=_dated(".post-date"),
    body="div.entry-content",
    permalink=link_or_built("a.post-link", "#{id}"),
)
# Each theme's mark, an element of its posts' frame drawn before the post's text: the first
# one on the page names the theme (a mark a player wrote in his post's HTML comes after his
# post's own frame).
_MARKS = ("tr.post span.name, div.post div.postleft, div.post div.post-entry, div.post p.author, "
          "div.post .postprofile-name")
_THEMES = {"name": PHPBB2, "postleft": PUNBB, "post-entry": INVISION}   # else LAYOUT (phpBB3, ModernBB)


def _layout_of(doc) -> Layout:
    mark = first(doc, _MARKS)
    classes = (mark.get("class") or "").split() if mark is not None else ()
    return next((_THEMES[name] for name in classes if name in _THEMES), LAYOUT)


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    doc = parse_document(html)
    return parse_tree(_layout_of(doc), doc, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int, per_page: int = POSTS_PER_PAGE) -> str:
    """Page `page_index` (0 = first): `/t45p30-slug`, `p` the posts before it."""
    start = f"p{page_index * per_page}" if page_index else ""
    return _PAGE.sub(lambda m: f"/t{m.group(1)}{start}", thread_url.split("#")[0], count=1)
