"""What the pages read tell the GM beside their posts: the time zone their dates were read in
(zones.py), the day/month order their all-numeric dates were read in (date_order.py)."""
from __future__ import annotations

from datetime import tzinfo

from lupus_mod.forum.model import Page
from lupus_mod.forum.zones import note_zones


def note_pages(pages: list[Page], tz: tzinfo, notes: list | None, *, generic: bool) -> None:
    note_zones(pages, tz, notes, generic=generic)
    if notes is None:
        return
    for order in dict.fromkeys(page.date_order_guessed for page in pages if page.date_order_guessed):
        # "01-12-2026" on an English page with nothing else to tell: read month-first, said.
        note = {"note": "date-order-guessed", "order": order}
        if note not in notes:
            notes.append(note)
