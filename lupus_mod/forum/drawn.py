"""When the page was drawn, as the page itself says: what its "Oggi", "Today", «Hier» mean.

A saved page's relative dates were read against the file's modification time; a page copied or
downloaded the next morning then put a 21:59 "Today" vote on the wrong day, late by a day. Some
boards print the moment they drew the page:

- SMF 2.1, the visit time in its header, `<time datetime="2026-10-03T21:30:00Z">` (zones.py);
- vBulletin 3 and 4, the footer's clock: "The time now is 11:00 PM.", « Ora sono le 23:00 »,
  « Adesso sono le 23:00 »: a clock without its date, the last such minute before the file
  was saved (a page is saved after it is drawn).
"""
from __future__ import annotations

import re
from datetime import datetime, timedelta

from lupus_mod.forum import dates
from lupus_mod.forum.markup import select, text_of
from lupus_mod.forum.page_context import Context
from lupus_mod.forum.zones import FOOTER_HOLDERS, smf_visit

_CLOCK_NOW = re.compile(r"(?:the time now is|(?:ora|adesso) sono le|il est actuellement)\s+"
                        r"(\d{1,2}[:.]\d{2}(?:\s*[ap]\.?\s?m\.?)?)", re.I)
_FOOTERS = FOOTER_HOLDERS


def smf_drawn(doc, ctx: Context) -> datetime | None:
    return smf_visit(doc)


def footer_clock_drawn(doc, ctx: Context) -> datetime | None:
    """vBulletin's "The time now is 11:00 PM": the last 23:00 in the page's zone before the
    page was saved (`ctx.now`)."""
    if ctx.now is None:
        return None
    for footer in select(doc, _FOOTERS):
        found = _CLOCK_NOW.search(text_of(footer))
        if not found:
            continue
        zone = ctx.zone   # (looked for only here: a page with machine-readable times never needs it)
        local = ctx.now.astimezone(zone)
        try:
            clock = dates.parse_date(f"{local:%Y-%m-%d} {found.group(1)}", tz=zone)
        except dates.DateNotUnderstood:
            return None
        # (A minute's grace: the footer's clock and the file's time are both to the minute.)
        return clock - timedelta(days=1) if clock > local + timedelta(minutes=1) else clock
    return None
