"""The time zone a page says its dates are in, read from the page itself.

Text dates are printed in the zone of the reader's profile (a guest gets the board's default),
which need not be the game's. Some engines say which:

- vBulletin 3 and 4, in the footer: "All times are GMT -5. The time now is 06:10 PM." /
  "Tutti gli orari sono GMT +2. Ora sono le 18:10." (the offset includes DST when the profile
  applies it);
- phpBB 3.1 and later: "All times are <span title="Europe/Rome">UTC+02:00</span>" / "Tutti gli
  orari sono UTC+02:00" (the title names the zone); phpBB 3.0: "All times are UTC + 1 hour
  [ DST ]" / "Tutti gli orari sono UTC + 1 ora [ ora legale ]"; in French « Heures au format
  UTC + 1 heure [ Heure d’été ] », « Heures au format UTC+01:00 »;
- SMF 2.1 shows the time of the visit in its header as `<time datetime="…Z">` (UTC) with the
  local text: the difference is the page's offset.

A printed offset is the offset of the moment the page was drawn. When it is the game zone's
offset at that moment, the board is taken to run on the game's zone (whose DST rules then
apply to every date); otherwise the dates are read at that fixed offset, and the tally says so.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import lxml.etree

from lupus_mod.forum import dates
from lupus_mod.forum.markup import select, text_of
from lupus_mod.forum.model import Page

_STATEMENT = re.compile(
    r"(?:all times are|tutti gli orari sono|heures au format|(?:toutes\s+)?les\s+heures\s+sont\s+au\s+format|"
    r"fuseau horaire)\s+(?:(?:in\s+)?(?:gmt|utc))\s*"
    r"(?:([+\-−])\s*(\d{1,2})(?:[:.](\d{2}))?)?\s*(?:hours?|or[ae]|heures?)?\s*"
    r"(\[\s*(?:dst|ora legale|heure d['’]été)\s*\])?",
    re.I)
# Where the engines print it (phpBB prosilver, subsilver2; vBulletin 3, 4, 5): a few small
# elements, not the whole page, so a post quoting the sentence is never taken for it.
_HOLDERS = ", ".join(("li.rightside", "td.gensmall", "div.smallfont", "#footer_time",
                      "#footer-current-datetime", "p.timezone"))
FOOTER_HOLDERS = _HOLDERS   # (drawn.py reads the footer's clock there)


@dataclass(frozen=True)
class StatedZone:
    """The time zone a page says its dates are printed in."""
    text: str        # the statement as printed, for the GM ("All times are GMT -5")
    zone: tzinfo     # the zone the page's text dates are read in
    given: bool = False   # written by the GM ([forum.generic] time_zone), not read on the page

    @property
    def label(self) -> str:
        if isinstance(self.zone, ZoneInfo):
            return self.zone.key
        offset = self.zone.utcoffset(None) or timedelta(0)
        sign = "+" if offset >= timedelta(0) else "-"
        minutes = abs(int(offset.total_seconds())) // 60
        return f"UTC{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def stated_zone(doc, game_zone: tzinfo, now: datetime | None) -> StatedZone | None:
    """The zone the page states, judged against the game's zone at the moment it was drawn."""
    return _judged(_statement(doc, now) or _smf_header(doc), game_zone)


def stated_outside(posts: str) -> Callable[[object, tzinfo, datetime | None], StatedZone | None]:
    """`stated_zone` for a board that prints its statement in no fixed element (Forumactif's
    themes: «Toutes les heures sont au format GMT+1» in the footer or the header, the offset
    maybe in bold): the text holding GMT or UTC, or the element around it, outside the
    elements `posts` finds (a post quoting the sentence states nothing)."""
    def zone_of(doc, game_zone: tzinfo, now: datetime | None) -> StatedZone | None:
        return _judged(_loose_statement(doc, posts, now), game_zone)
    return zone_of


def _judged(found: tuple[str, tzinfo, datetime | None] | None, game_zone: tzinfo) -> StatedZone | None:
    if found is None:
        return None
    text, zone, moment = found
    if not isinstance(zone, ZoneInfo) and zone.utcoffset(None) in _offsets(game_zone, moment):
        zone = game_zone
    return StatedZone(text, zone)


def _offsets(zone: tzinfo, moment: datetime | None) -> set[timedelta]:
    """The zone's offset at `moment`; without one, its winter and summer offsets."""
    if moment is not None:
        return {moment.astimezone(zone).utcoffset()}
    return {datetime(2026, month, 15, 12, tzinfo=zone).utcoffset() for month in (1, 7)}


def _statement(doc, now: datetime | None) -> tuple[str, tzinfo, datetime | None] | None:
    # A statement names GMT or UTC: a page whose text never does (most pages) is not searched
    # for its holders, whose query costs a tenth of reading a page. The lowered text holds
    # every letter the statement's case-blind pattern can match.
    text = _TEXT(doc).lower()
    if "gmt" not in text and "utc" not in text:
        return None
    for holder in select(doc, _HOLDERS):
        match = _STATEMENT.search(text_of(holder))
        if match:
            return match.group(0).strip(), _named_zone(holder) or _offset_zone(match), now
    return None


# The page's texts that name GMT or UTC, in any case.
_ZONE_TEXTS = lxml.etree.XPath("//text()[contains(translate(., 'GMTUC', 'gmtuc'), 'gmt') or "
                               "contains(translate(., 'GMTUC', 'gmtuc'), 'utc')]")


def _loose_statement(doc, posts: str, now: datetime | None) -> tuple[str, tzinfo, datetime | None] | None:
    # As in _statement: most pages never name GMT or UTC, and their whole text costs less to
    # ask than each of their texts.
    text = _TEXT(doc).lower()
    found = _ZONE_TEXTS(doc) if "gmt" in text or "utc" in text else []
    inside = set(select(doc, posts)) if found else set()
    # An element holding posts is never read whole: a player's sentence would be in its text.
    around = {up for post in inside for up in post.iterancestors()}
    for text in found:
        holder = text.getparent().getparent() if text.is_tail else text.getparent()
        for element in (holder, holder.getparent()):
            if element is None or element in inside or element in around \
                    or any(up in inside for up in element.iterancestors()):
                break
            match = _STATEMENT.search(text_of(element))
            if match:
                return match.group(0).strip(), _named_zone(element) or _offset_zone(match), now
    return None


def _named_zone(holder) -> tzinfo | None:
    # phpBB 3.1+: <span title="Europe/Rome">UTC+02:00</span>
    for span in holder.iterfind(".//span[@title]"):
        try:
            return ZoneInfo(span.get("title").strip())
        except (ZoneInfoNotFoundError, ValueError):
            continue
    return None


def _offset_zone(match: re.Match) -> tzinfo:
    sign, hours, minutes, dst = match.groups()
    offset = timedelta(hours=int(hours or 0), minutes=int(minutes or 0))
    if sign in ("-", "−"):
        offset = -offset
    if dst:
        offset += timedelta(hours=1)   # phpBB 3.0 prints the standard offset and "[ DST ]"
    return timezone(offset)


_TEXT = lxml.etree.XPath("string()")
# XML's white space, which XPath's normalize-space (cssselect's class test) splits on.
_XML_SPACE = re.compile(r"[ \t\r\n]+")


def _smf_stamp(doc):
    """The first `#top_info time[datetime], #upper_section time[datetime], .user time[datetime]`,
    found from the page's few `<time>` elements up (lxml lists them without a query; an XPath
    walks the whole page), each ancestor looked at once: the posts' stamps share theirs."""
    cleared: set = set()   # ancestors that are no holder, nor any of theirs
    for stamp in doc.iter("time"):
        if stamp.get("datetime") is None:
            continue
        passed = []
        for up in stamp.iterancestors():
            if up in cleared:
                break
            names = up.get("class")
            if up.get("id") in ("top_info", "upper_section") or (
                    names and "user" in names and "user" in _XML_SPACE.split(names)):
                return stamp
            passed.append(up)
        cleared.update(passed)
    return None


def _smf_header(doc) -> tuple[str, tzinfo, datetime] | None:
    """SMF 2.1: the visit time, in UTC (attribute) and in local time (text), to the minute."""
    stamp = _smf_stamp(doc)
    if stamp is None:
        return None
    try:
        utc = dates.parse_iso(stamp.get("datetime"), tz=timezone.utc)
        local = dates.parse_date(text_of(stamp), tz=timezone.utc, now=utc)
    except dates.DateNotUnderstood:
        return None
    minutes = round((local - utc).total_seconds() / 900) * 15   # offsets are whole quarters
    return (f"{text_of(stamp)} ({stamp.get('datetime')})", timezone(timedelta(minutes=minutes)), utc)


def smf_visit(doc) -> datetime | None:
    """SMF 2.1's visit time: when the page was drawn (forum/drawn.py)."""
    header = _smf_header(doc)
    return header[2] if header else None


def note_zones(pages: list[Page], tz: tzinfo, notes: list | None, *, generic: bool) -> None:
    """One note per time zone statement whose dates were not read in the game's zone; on a
    `generic` board, one when its text dates say nothing of their zone (a reading account left
    at the board's default, often UTC, would put every post an hour or two off)."""
    if notes is None:
        return
    unstated = {"note": "board-time-zone-unknown", "game_zone": str(getattr(tz, "key", tz))}
    if generic and any(page.zone_unstated for page in pages) and unstated not in notes:
        notes.append(unstated)
    for stated in dict.fromkeys(page.stated_zone for page in pages if page.stated_zone):
        if stated.zone is not tz and stated.label != getattr(tz, "key", None) and not stated.given:
            note = {"note": "page-time-zone", "stated": stated.text, "read_as": stated.label,
                    "game_zone": str(getattr(tz, "key", tz))}
            if note not in notes:
                notes.append(note)
