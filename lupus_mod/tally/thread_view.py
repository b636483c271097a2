"""What `lupus-mod thread D --json` prints: the posts of the day's window, the text the vote
reader read in each, its one reading and what became of each vote form."""
from __future__ import annotations

from datetime import datetime, tzinfo
from typing import Any, Sequence

from lupus_mod.forum.model import Post
from lupus_mod.votes.audit import Tally
from lupus_mod.votes.report import reading_json, vote_json


def thread_json(posts: Sequence[Post], tally: Tally, tz: tzinfo, notes: Sequence[dict], *,
                spoilers: bool = False, readings: Sequence[Any] = ()) -> dict[str, Any]:
    """The posts of the window: the text the vote reader read in each (quotes left out, and
    spoilers unless they count), its one reading and what became of each vote form."""
    found: dict[str, list] = {}
    for entry in tally.entries:
        found.setdefault(entry.action.post_id, []).append(vote_json(entry, tz, tally))
    read = {r["post"]: r for r in map(reading_json, readings)}
    return {
        "day": tally.day,
        "window": {"opens": _iso(tally.opens, tz), "closes": _iso(tally.closes, tz)},
        "posts": [{
            "id": post.id, "page": post.page, "position": post.position, "author": post.author,
            "time": _iso(post.created, tz), "edited": _iso(post.edited, tz),
            "edit_undated": post.edit_undated,
            # Another account's last edit (a GM's, or a vote planted): who, where the board says.
            "edited_by": post.edited_by if post.edited_by and post.edited_by != post.author else None,
            "date_untrusted": post.date_untrusted or None,
            "late": bool(tally.closes and post.created > tally.closes),
            "permalink": post.permalink, "text": post.text(include_spoilers=spoilers),
            "actions": found.get(post.id, []), "reading": read.get(str(post.id)),
        } for post in posts],
        "notes": [dict(n) for n in notes],
    }


def _iso(moment: datetime | None, tz: tzinfo) -> str | None:
    return moment.astimezone(tz).isoformat() if moment else None
