"""Any other board, described by CSS selectors in game.toml `[forum.generic]`.

Keys (selectors are CSS; `post` is searched in the page, the others inside each post):
  post         (required) one element per post
  author       (required) the author's name
  time         (required) the element holding the post time
  body         (required) the post text
  time_attribute  read the time from this attribute (ISO 8601, Unix seconds if all digits,
                  else a printed date)
  time_format     strftime format of the time text (else Italian/English dates are guessed)
  id_attribute    attribute of the post element holding its id (default "id"; its digits)
  permalink       a link to the post (its href)
  next_page       the link to the next page (its href; default `link[rel=next], a[rel=next]`)
  quote           quotes of other posts (default "blockquote")
  spoiler         spoilers
  remove          removed entirely: code blocks, signatures, edit notices
  edited          the edit notice (its date)
  time_zone       the zone the reading account's profile prints text dates in (default: the game's)
  page_number     the current page's number in the paging bar (its first number)
"""
from __future__ import annotations

import re
import time
from datetime import datetime, tzinfo
from zoneinfo import ZoneInfo

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.answers import at
from lupus_mod.forum.extractors import boxed_cells, edit_notice, first_text, rel_next
from lupus_mod.forum.layout import Layout, parse_page
from lupus_mod.forum.markup import BodyStyle, absolute, date_text, first, text_of
from lupus_mod.forum.model import Page
from lupus_mod.forum.page_context import AN_EDIT, A_POST, Context, UndatedEdit
from lupus_mod.forum.zones import StatedZone, stated_zone
from lupus_mod.inputs.forum import GENERIC, generic_problems
from lupus_mod.messages import Msg, say



def check_config(config: dict | None, file: str = "game.toml") -> dict:
    """The selectors, checked (lupus_mod/inputs/forum.py): the first problem is an error."""
    problems = generic_problems(config)
    if problems:
        _, message, hint = problems[0]
        raise ForumError(message, file=file, hint=hint)
    assert config is not None
    return config


_ISO_START = re.compile(r"\d{4}-\d{2}-\d{2}")


def _post_id(attribute: str, permalink: str | None):
    """The digits of the id attribute, else of the post's permalink (its last number)."""
    def extract(element) -> str | None:
        digits = re.findall(r"\d+", element.get(attribute) or "")
        if not digits and permalink:
            link = first(element, permalink)
            digits = re.findall(r"\d+", link.get("href") or "") if link is not None else []
        return digits[-1] if digits else None
    return extract


def _created(config: dict):
    attribute, fmt = config.get("time_attribute"), config.get("time_format")

    def extract(element, ctx: Context) -> datetime:
        found = ctx.first(element, config["time"])
        if found is None:
            return ctx.date("", A_POST)
        if attribute:
            return _moment(found.get(attribute) or "", ctx, A_POST)
        if fmt:
            return _formatted(text_of(found), fmt, ctx)
        return ctx.date(date_text(found), A_POST, element)
    return extract


def _formatted(text: str, fmt: str, ctx: Context) -> datetime:
    """The post time read with the GM's `time_format`. strptime reads a weekday (`%a`, `%A`)
    and keeps it without a word when it is not the date's: that date is not trusted."""
    try:
        moment, printed = datetime.strptime(text, fmt), time.strptime(text, fmt).tm_wday
    except ValueError as exc:
        raise ForumError(at(ctx.url, say("forum-engines.time-format", text=text, format=fmt)),
                         file="game.toml", hint=say("forum-engines.time-format-hint", table=GENERIC)) from exc
    if printed != moment.weekday():
        wrong = dates.DateOnAnotherWeekday(say("forum-weekday.date", text=text, day=moment.date().isoformat()),
                                           moment.replace(tzinfo=ctx.zone))
        raise ctx.untrusted(wrong, A_POST)
    return moment.replace(tzinfo=ctx.zone)


def _moment(value: str, ctx: Context, what: Msg) -> datetime:
    value = value.strip()
    if value.isdigit():
        return dates.from_timestamp(value, tz=ctx.tz)
    if _ISO_START.match(value):
        return ctx.iso(value, what)
    return ctx.date(value, what)   # a printed date kept in a title (XenForo 1, Spirit)


def _edited(selector: str, attribute: str | None):
    """The edit time: the notice's time attribute (like the post's) when there is one, else its text.

    The GM named the edit notice: one that is there but gives no time (Spirit's and Misago's
    bare "edited") is an `UndatedEdit`, never a post taken as unedited; one that is there but
    empty (a theme that prints the box on every post) is no edit.
    """
    from_text = edit_notice(selector)

    def extract(element, ctx: Context) -> datetime | None:
        notices = [notice for notice in ctx.select(element, selector) if not _empty(notice)]
        for notice in notices if attribute else ():
            holder = notice if notice.get(attribute) else first(notice, f"[{attribute}]")
            if holder is not None:
                return _moment(holder.get(attribute), ctx, AN_EDIT)
        moment = from_text(element, ctx)
        if moment is None and notices:
            raise UndatedEdit()
        return moment
    return extract


def _empty(notice) -> bool:
    """A box with nothing in it (no text, no icon, no title) is no edit mark: some themes print
    the edit box on every post and fill it only on an edited one (as SMF does)."""
    return not date_text(notice) and len(notice) == 0 and not notice.attrib.get("title")


def _permalink(selector: str | None, id_attribute: str):
    """The post's link, else the page's address with the post element's own anchor: Spirit's
    posts are `id="c7"`, so the link is `#c7`, not `#7` (issue 23)."""
    def extract(element, post_id: str, ctx: Context) -> str:
        found = ctx.first(element, selector) if selector else None
        href = found.get("href") if found is not None else None
        anchor = element.get("id") if post_id in (element.get(id_attribute) or "") else None
        return absolute(ctx.link_base, href) if href else f"{ctx.url.split('#')[0]}#{anchor or post_id}"
    return extract


def _zone(name: str | None):
    """The zone the GM names for the board's text dates, else what the page says (if anything)."""
    if not name:
        return stated_zone

    def given(doc, game_zone: tzinfo, now: datetime | None) -> StatedZone:
        zone = ZoneInfo(name)
        return StatedZone(f'{GENERIC} time_zone = "{name}"', game_zone if zone == game_zone else zone,
                          given=True)
    return given


def _page_number(selector: str | None):
    """(this page's number, None): the GM's element holding it; a page without one (a thread
    of one page may show no paging bar) has no number, as when the key is not given."""
    def extract(doc, ctx: Context) -> tuple[int | None, int | None]:
        found = first(doc, selector) if selector else None
        if found is None:
            return None, None
        number = re.search(r"\d+", text_of(found))
        if number is None:
            raise ForumError(at(ctx.url, say("forum-engines.page-number", text=text_of(found))),
                             file="game.toml", hint=say("forum-engines.page-number-hint", table=GENERIC))
        return int(number.group()), None
    return extract


def layout_for(config: dict) -> Layout:
    config = check_config(config)
    next_selector = config.get("next_page") or "link[rel=next], a[rel=next]"
    return Layout(
        post=config["post"],
        post_id=_post_id(config.get("id_attribute") or "id", config.get("permalink")),
        author=first_text(config["author"]),
        created=_created(config),
        body=config["body"],
        # Code blocks never hold a vote (docs/forums.md), whatever `remove` says.
        style=BodyStyle(quote=config.get("quote") or "blockquote", spoiler=config.get("spoiler"),
                        drop=", ".join(filter(None, ("pre, code", config.get("remove"))))),
        edited=_edited(config["edited"], config.get("time_attribute")) if config.get("edited")
        else (lambda el, ctx: None),
        permalink=_permalink(config.get("permalink"), config.get("id_attribute") or "id"),
        next_url=lambda doc, ctx: rel_next(doc, ctx, next_selector),
        page_info=_page_number(config.get("page_number")),
        zone=_zone(config.get("time_zone")),
        # A quote that is a table cell (phpBB2's `td.quote`): its table, header and all.
        marks=boxed_cells(config.get("quote") or "blockquote"),
    )


def parse(html: str, *, url: str, tz: tzinfo, now: datetime | None = None,
          config: dict | None = None) -> Page:
    return parse_page(layout_for(config), html, url=url, tz=tz, now=now)


def page_url(thread_url: str, page_index: int) -> str:
    """A generic board is walked by its next-page links; only the first page has a known URL."""
    if page_index:
        raise ForumError(say("forum-engines.next-only"), hint=say("forum-engines.next-only-hint", table=GENERIC))
    return thread_url.split("#")[0]
