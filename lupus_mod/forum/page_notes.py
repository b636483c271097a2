"""What the pages read tell the GM beside their posts: the time zone their dates were read in
(zones.py), the day/month order their all-numeric dates were read in (date_order.py), the day
their "Oggi" was read as (drawn_day.py)."""
from __future__ import annotations

from datetime import tzinfo

from lupus_mod.forum.model import Page
from lupus_mod.forum.zones import note_zones


def note_pages(pages: list[Page], tz: tzinfo, notes: list | None, *, generic: bool) -> None:
    note_zones(pages, tz, notes, generic=generic)
    if notes is None:
        return
    told = [{"note": "date-order-guessed", "order": page.date_order_guessed}   # "01-12-2026", nothing to tell
            for page in pages if page.date_order_guessed]
    # "Oggi" read as which day, from where: the last page saved holds the latest posts.
    days = [page.day_note for page in pages if page.day_note]
    for note in told + days[-1:]:
        if note not in notes:
            notes.append(note)
