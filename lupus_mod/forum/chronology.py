"""Post dates that cannot be: a saved page read as the board drew it, every post's date in
thread order, none after the page was saved and none after its own edit.

A board numbers its posts as they come, so a post dated after the next one, or after the file
holding it was saved, was misread — a "Today" read against the wrong day (a page copied the
next morning put a 21:59 vote on the following evening, late by a day). Such a post is kept and
flagged as a post whose date is not trusted: its vote is a doubt the GM settles (docs/tally.md),
never dropped as late in silence.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, tzinfo
from pathlib import Path
from typing import Sequence

from lupus_mod.forum.model import Post
from lupus_mod.messages import say

# Boards print dates to the minute: two posts of one minute may read either way round.
_GRACE = timedelta(minutes=1)


def impossible_dates(posts: Sequence[Post], saved: datetime | None) -> tuple[Post, ...]:
    """The posts, each dated after the page was saved or out of order with its neighbours
    flagged (`date_untrusted`, with why). Of two posts out of order, the one that also
    disagrees with its other neighbour is the misread one; when that cannot be told, both."""
    flagged: dict[int, str] = {}
    for i, post in enumerate(posts):
        if saved is not None and post.created > saved + _GRACE:
            flagged[i] = str(say("forum-chronology.after-saved", post=post.id, saved=_clock(saved, post)))
        elif post.edited is not None and post.edited + _GRACE < post.created:
            # « Today, 10:05 PM » edited « 11-30-2026 at 10:06 PM », read five days apart: a post
            # is edited after it is written, so its "Today" was another day.
            flagged[i] = str(say("forum-chronology.after-edit", post=post.id, edited=_clock(post.edited, post)))
    for i in range(len(posts) - 1):
        one, other = posts[i], posts[i + 1]
        if one.created <= other.created + _GRACE:
            continue
        one_odd = i == 0 or posts[i - 1].created <= other.created + _GRACE
        other_odd = i + 2 == len(posts) or posts[i + 2].created + _GRACE >= one.created
        if one_odd or not other_odd:
            flagged.setdefault(i, str(say("forum-chronology.after-next", post=one.id, next=other.id,
                                          at=_clock(other.created, one))))
        if other_odd or not one_odd:
            flagged.setdefault(i + 1, str(say("forum-chronology.before-previous", post=other.id,
                                              previous=one.id, at=_clock(one.created, other))))
    return _narrowed(tuple(replace(p, date_untrusted=p.date_untrusted or flagged[i]) if i in flagged else p
                           for i, p in enumerate(posts)))


def _narrowed(posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """The posts, each dated by the hour ("1 hour ago": `date_span`) no earlier than the last post
    before it in the thread dated to the minute: Grima's « 1 ora fa » after Pippino's « Oggi,
    22:01 » is of 22:01 or later, never of 21:30 (a board numbers its posts as they come)."""
    out, floor = [], None
    for post in posts:
        if post.date_span and floor is not None and post.created - post.date_span < floor <= post.created:
            post = replace(post, date_span=post.created - floor)
        if not post.date_span and not post.date_untrusted:
            floor = post.created if floor is None else max(floor, post.created)
        out.append(post)
    return tuple(out)


def saved_at(paths: Sequence[Path], tz: tzinfo) -> datetime:
    """When the last of the files was saved (their modification time)."""
    return datetime.fromtimestamp(max(Path(p).stat().st_mtime for p in paths), tz)


def _clock(moment: datetime, post: Post) -> str:
    return moment.astimezone(post.created.tzinfo).strftime("%Y-%m-%d %H:%M")
