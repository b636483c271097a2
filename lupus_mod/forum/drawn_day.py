"""The day a saved page's "Oggi", "Today", « Aujourd'hui » stand for, said in a note, and a page
drawn days before the file's time read on the day it was drawn.

A saved page's day words are read against when the page says it was drawn (SMF's header,
forum/drawn.py), else against the day the file was saved (its modification time; vBulletin's
footer clock gives the hour alone), which a page copied or downloaded later moves: every "Today"
vote then falls days late. The GM is told which day was taken and from where (`relative-day`).

The file's day can only be late, never early (a page is saved after it is drawn), and its posts
tell when it is: a page opened at 23:58 and saved at 00:02 dates every "Oggi" post after the
file was saved; a « Today, 10:05 PM » post edited « 11-30-2026 at 10:06 PM » is dated after its
own edit. When the page's dates are impossible so and the nearest earlier day makes every one
possible (none after the save, all in thread order, no edit before its post), the page was drawn
that day: its day words are read so, and the note says it (`source = "shifted"`). When no day
does, the post-by-post checks (forum/chronology.py) make each impossible date a doubt.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, tzinfo

from lupus_mod.forum.model import Page, Post

# Boards print dates to the minute: a post of the save's minute is no later than the save.
_GRACE = timedelta(minutes=1)
# How many days back a page copied later may have been drawn (as date_order.py's month).
_DAYS_BACK = 31


def read_days(page: Page, saved: datetime, tz: tzinfo, *, given: bool) -> Page:
    """The page, its day words read on the day it was drawn, with the note saying which day
    that is and from where (`day_note`; none when no date of the page is a day word's)."""
    if given or not any(p.day_word or p.edit_day_word for p in page.posts):
        return page   # (`given`: the caller's time of reading, said by the caller)
    drawn = page.drawn or saved
    source = "page" if page.drawn_by_page else "file"
    if source == "file" and not _possible(page.posts, saved):
        back = next((days for days in range(1, _DAYS_BACK + 1)
                     if _possible(_earlier(page.posts, days), saved)), 0)
        if back:
            page, drawn, source = replace(page, posts=_earlier(page.posts, back)), drawn - timedelta(days=back), "shifted"
    return replace(page, day_note={"note": "relative-day", "day": drawn.astimezone(tz).date().isoformat(),
                                   "source": source, "saved": saved.astimezone(tz).strftime("%Y-%m-%d %H:%M")})


def _possible(posts: tuple[Post, ...], saved: datetime) -> bool:
    """None dated after the save, all in thread order, no edit before its post."""
    in_order = all(one.created <= other.created + _GRACE for one, other in zip(posts, posts[1:]))
    return in_order and all(p.created <= saved + _GRACE and (p.edited is None or p.edited + _GRACE >= p.created)
                            for p in posts)


def _earlier(posts: tuple[Post, ...], days: int) -> tuple[Post, ...]:
    """The posts with their day words' dates `days` earlier (the clock kept: wall time)."""
    back = timedelta(days=days)
    return tuple(replace(p, created=p.created - back if p.day_word else p.created,
                         edited=p.edited - back if p.edit_day_word and p.edited else p.edited) for p in posts)
