"""The extractors several engines share: small functions a `Layout` names to read a post's
id, author, dates, link, position and quotes, and a page's next link and numbers.

Each receives the post element (or the document, for the page-level ones) and the page's
`Context` (page_context.py); the page reader (layout.py) calls them.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from lupus_mod.forum import dates
from lupus_mod.forum.editors import editor_in
from lupus_mod.forum.markup import Marks, absolute, date_text, first, nickname_of, select, select_under_few, text_of
from lupus_mod.forum.page_context import A_POST, AN_EDIT, Context, UndatedEdit

_POSITION = re.compile(r"#\s*(\d+)")
# The words of an edit mark, in the languages boards print them: "Last edited by", "Edited",
# "Ultima modifica di", "Modificato da", « Modifié par », « Dernière édition par ».
_EDIT_WORDS = re.compile(r"edit|modific|modifi[ée]|[ée]dit[ée]|[ée]dition", re.I)


def id_from(attribute: str, pattern: str) -> Callable[[object], str | None]:
    """The post id: the digits that `pattern` captures in one attribute of the post element."""
    compiled = re.compile(pattern)

    def extract(element) -> str | None:
        match = compiled.search(element.get(attribute) or "")
        return match.group(1) if match else None
    return extract


def _first(element, selector: str, ctx: Context | None):
    return ctx.first(element, selector) if ctx else first(element, selector)


def frame_first(element, selector: str, ctx: Context):
    """The first element `selector` finds in the post's frame, outside its text."""
    return next((found for found in ctx.select(element, selector) if not ctx.in_body(found, element)), None)


def member_id(pattern: str, *selectors: str) -> Callable[..., str | None]:
    """The author's member id: what `pattern` captures (its first group that matched) in the
    address of the link whose text `first_text(*selectors)` reads; None for a name without a
    profile link (a guest's, a deleted member's)."""
    compiled = re.compile(pattern)

    def extract(element, ctx: Context | None = None) -> str | None:
        for selector in selectors:
            link = _first(element, selector, ctx)
            if link is not None and nickname_of(link):
                match = compiled.search(link.get("href") or "")
                return next(filter(None, match.groups()), None) if match else None
        return None
    return extract


def first_text(*selectors: str, outside_body: bool = False) -> Callable[..., str]:
    """The author's nickname: the text of the first element that any of the selectors finds
    (tried in order), zero-width characters kept (`markup.nickname_of`). `outside_body`: never
    in the post's text, for a board that lets HTML through and draws the name with markup a
    player can write (Forumactif: a guest's `p.author strong` after a player's own `p.author a
    strong` would name the player he wrote)."""
    def extract(element, ctx: Context | None = None) -> str:
        for selector in selectors:
            found = frame_first(element, selector, ctx) if outside_body and ctx else _first(element, selector, ctx)
            text = nickname_of(found) if found is not None else ""
            if text:
                return text
        return ""
    return extract


def time_attr_or_text(*selectors: str):
    """Creation time: the first element found that has a `datetime` attribute (exact) or text.

    Selectors are tried in order, so a layout lists its machine-readable stamp first and the
    printed date of older versions after it.
    """
    def extract(element, ctx: Context) -> datetime:
        for selector in selectors:
            found = ctx.first(element, selector)
            if found is None:
                continue
            if found.get("datetime"):
                return ctx.iso(found.get("datetime"), A_POST)
            if date_text(found):
                return ctx.date(date_text(found), A_POST, element)
        return ctx.date("", A_POST)
    return extract


def edit_notice(selector: str, *, attribute_selector: str = "time[datetime]"):
    """Edit time from an edit notice: its `<time datetime>` if any, else the date in its text.

    Notices without a readable date are passed over: the engine draws other things the same
    way (Invision's `[data-excludequote]` also wraps attachments). One that says it is an edit
    ("edited", « modifié »…) but gives no time of day is an `UndatedEdit`. The board's notices
    are read before any inside the post's text: on a board that lets HTML through, a player
    may write a notice of his own there ("edited at 21:00", under an edit made at 23:00).
    """
    def extract(element, ctx: Context) -> datetime | None:
        undated = False
        for notice in sorted(ctx.select(element, selector), key=lambda notice: ctx.in_body(notice, element)):
            stamp = first(notice, attribute_selector)
            if stamp is not None and stamp.get("datetime"):
                return ctx.iso(stamp.get("datetime"), AN_EDIT)
            text = date_text(notice)
            if text:
                try:
                    return ctx.moment(text, element)
                except dates.DateNotUnderstood as exc:
                    # A date without a clock or on another weekday than its day's is a date:
                    # the notice is an edit's, at a time not known.
                    undated = undated or isinstance(exc, (dates.DateWithoutClock, dates.DateOnAnotherWeekday)) \
                        or bool(_EDIT_WORDS.search(text))
        if undated:
            raise UndatedEdit()
        return None
    return extract


def edit_author(selector: str):
    """Who made the last edit, as the board's edit notice names him ("" when none does):
    the board's notices first, as for the edit's time (forum/editors.py)."""
    def extract(element, ctx: Context) -> str:
        for notice in sorted(ctx.select(element, selector), key=lambda notice: ctx.in_body(notice, element)):
            name = editor_in(notice)
            if name:
                return name
        return ""
    return extract


def link_or_built(selector: str, template: str):
    """The post's own link if the page has one, else `template` filled with the id."""
    def extract(element, post_id: str, ctx: Context) -> str:
        found = ctx.first(element, selector)
        href = found.get("href") if found is not None else None
        return absolute(ctx.link_base, href or template.format(id=post_id))
    return extract


def number_in(selector: str, plus: int = 0) -> Callable[[object, Context], int | None]:
    """A post position printed on the page as "#14" (SMF and vBulletin count replies from 0)."""
    def extract(element, ctx: Context) -> int | None:
        for found in ctx.select(element, selector):
            match = _POSITION.search(text_of(found))
            if match:
                return int(match.group(1)) + plus
        return None
    return extract


def query_offset(param: str) -> Callable[[str], int | None]:
    """Posts before the page, from a start-offset query parameter (phpBB `start`, ForumFree `st`)."""
    def extract(url: str) -> int | None:
        value = query_value(url, param)
        if value is None:
            return 0
        return int(value) if value.isdigit() else None
    return extract


def query_value(url: str, name: str) -> str | None:
    for key, value in parse_qsl(urlsplit(url).query, keep_blank_values=True):
        if key == name:
            return value
    return None


def with_query(url: str, name: str, value: str | int | None) -> str:
    """`url` with one query parameter set (or removed when value is None), fragment dropped."""
    parts = urlsplit(url)
    pairs = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != name]
    if value is not None:
        pairs.append((name, str(value)))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(pairs, safe=":/"), ""))


def rel_next(doc, ctx: Context, selector: str = "link[rel=next], a[rel=next]") -> str | None:
    found = first(doc, selector)
    href = absolute(ctx.link_base, found.get("href")) if found is not None else None
    return href.split("#")[0] if href else None


def base_href(doc) -> str | None:
    """The page's `<base href>` when it is a web address (vBulletin 4 sets it to the board's
    root, and its links are relative to it, not to the page)."""
    found = doc.find("./head/base[@href]")   # ElementPath: far cheaper than a CSS query
    href = (found.get("href") or "").strip() if found is not None else ""
    return href if href.startswith(("http://", "https://")) else None


def numbers_in(doc, selector: str) -> list[int]:
    """The page numbers a pagination bar prints, in the page's order."""
    texts = [text_of(el) for el in select_under_few(doc, selector)]
    return [int(text) for text in texts if text.isdigit()]


def pages_from(current: str, links: str):
    """(current page, last page) from a pagination bar's current item and its numbered links."""
    def extract(doc, ctx: Context) -> tuple[int | None, int | None]:
        now_at = numbers_in(doc, current)
        page = now_at[0] if now_at else None
        seen = numbers_in(doc, links) + now_at
        return page, (max(seen) if seen else page)
    return extract


def quoted_by_attribute(selector: str, attribute: str, pattern: str = r"(\d+)"):
    """Ids of the posts a body quotes, read from an attribute of its quotes."""
    compiled = re.compile(pattern)

    def extract(body) -> tuple[str, ...]:
        found = []
        for quote in select(body, selector):
            match = compiled.search(quote.get(attribute) or "")
            if match and match.group(1) not in found:
                found.append(match.group(1))
        return tuple(found)
    return extract


def boxed_cells(quote: str, drop: str | None = None) -> Callable[[object], Marks]:
    """Quotes and code drawn as phpBB2 draws them: a table, its header («X a écrit :», "X
    wrote:", «Code :») in a row above the cell holding the text. A cell `quote` finds makes its
    whole table (inside the post's text) the quote, so the header (which `[quote="…"]` lets a
    player word as he likes) is never the quoting player's words; a cell `drop` finds makes its
    table left out, header and all."""
    def marks(body) -> Marks:
        return Marks(quote=_tables_of(body, quote), drop=_tables_of(body, drop) if drop else ())
    return marks


def _tables_of(body, selector: str) -> tuple:
    tables = (next(cell.iterancestors("table"), None) for cell in select(body, selector) if cell.tag == "td")
    return tuple(table for table in tables if table is not None and any(up is body for up in table.iterancestors()))
