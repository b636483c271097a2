"""The window of a day's count in its thread: the post that opens it and the time that closes it.

Pure: posts and the game's schedule in, a post or a time out (lupus_mod.tally.count runs the count).
"""
from __future__ import annotations

import re
from datetime import datetime, time, timedelta
from typing import Any, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Post
from lupus_mod.messages import say

UNTIL_FORMAT = "%Y-%m-%d %H:%M"


def opening_post(posts: Sequence[Post], given: object, written: object, day_file: str,
                 notes: list[dict[str, Any]], key: str) -> Post:
    """The post that opens the window: `given` (--from) or `written` (`key` of the day file),
    an id or a permalink, else the first post. One that is no post of the thread is named where
    it came from: `--from 99999` is no fault of days/D.toml."""
    if not posts:
        raise TallyError(say("tally-problem.no-posts"), hint=say("tally-problem.no-posts-hint"))
    ref = given or written
    if ref is None or str(ref).strip() == "":
        notes.append({"note": "window-from-first-post", "file": day_file, "key": key})
        return min(posts, key=lambda p: p.position)
    found = find_post(posts, str(ref))
    named = "--from" if given else key
    if found is None and _before_pages_read(posts, str(ref)):
        # Pages 2-4 saved, opened_post = "53" on page 1: the day file is right, a page is missing.
        first = min(posts, key=lambda p: p.position)
        raise TallyError(say("tally-problem.opening-not-read", key=named, ref=ref, first=first.id,
                             position=first.position), file=None if given else day_file,
                         hint=say("tally-problem.opening-not-read-hint", key=named, ref=ref))
    if found is None:
        raise TallyError(say("tally-problem.not-a-post", key=named, ref=ref),
                         file=None if given else day_file,
                         hint=say("tally-problem.not-a-post-given-hint" if given else "tally-problem.not-a-post-hint"))
    return found


def _before_pages_read(posts: Sequence[Post], ref: str) -> bool:
    """Whether the post `ref` (an id or a permalink ending in one) comes before every post read,
    which do not start the thread (the board numbers the first one read after 1)."""
    first = min(posts, key=lambda p: p.position)
    number = re.search(r"(\d+)\D*$", ref.strip())
    return first.position > 1 and number is not None and first.id.isdigit() \
        and int(number.group(1)) < int(first.id)


def before_runoff(posts: Sequence[Post], day_file: dict[str, Any], opened: object,
                  notes: list[dict[str, Any]]) -> Sequence[Post]:
    """The day's own posts. From the GM's post opening the ballottaggio in the same thread
    (`[runoff] opened_post`) on, the posts are the runoff's votes, which `tally D --runoff`
    counts: never the day's late votes (its post would list every ballot as «fuori tempo»).
    `opened`: the day's own opening (--from or `opened_post`); a runoff post at or before it
    is no runoff of this window (an `opened_post` written under [runoff] by mistake)."""
    table = day_file.get("runoff")
    ref = table.get("opened_post") if isinstance(table, dict) else None
    start = find_post(posts, str(ref)) if ref and posts else None
    day_start = (find_post(posts, str(opened)) if opened else None) or (min(posts, key=lambda p: p.position)
                                                                       if posts else None)
    if start is None or day_start is None or start.position <= day_start.position:
        return posts
    kept = tuple(p for p in posts if p.position < start.position)
    notes.append({"note": "runoff-posts-apart", "post": start.id, "count": len(posts) - len(kept)})
    return kept


def find_post(posts: Sequence[Post], ref: str) -> Post | None:
    """A post by id or permalink; a permalink written differently is matched by its post id."""
    ref = ref.strip()
    for post in posts:
        if ref in (post.id, post.permalink):
            return post
    number = re.search(r"(\d+)\D*$", ref)
    return next((p for p in posts if number and p.id == number.group(1)), None)


def close_time(day: Any, anchor: datetime, key: str) -> datetime | None:
    """--until, else [schedule] `key` on the date of `anchor` (the next day if already past)."""
    if day.request.until:
        try:
            return datetime.strptime(day.request.until.strip(), UNTIL_FORMAT).replace(tzinfo=day.tz)
        except ValueError:
            raise TallyError(say("tally-problem.until", until=day.request.until),
                             hint=say("tally-problem.until-hint")) from None
    hhmm = day.game.config.get("schedule", {}).get(key)
    if not hhmm:
        return None
    hours, minutes = (int(part) for part in str(hhmm).split(":"))
    local = anchor.astimezone(day.tz)
    close = datetime.combine(local.date(), time(hours, minutes), day.tz)
    return close + timedelta(days=1) if close <= local else close


ELECTION_CLOSE = "election_close"


def day_close_key(day: Any) -> str:
    """The [schedule] key that closes the day's vote: "Chiusura votazioni" before "Chiusura
    piazza" (Cowboys & Aliens) closes the votes first."""
    return "votes_close" if "votes_close" in day.game.config.get("schedule", {}) else "day_close"


def election_close_time(day: Any, anchor: datetime) -> datetime | None:
    """--until, else [schedule] election_close on the day's own date: the last such time at or
    before the day's close. The election is "une action supplémentaire à faire avant de décider
    du coupable": it closes inside the day it belongs to, whatever post the GM reads from. Read
    from the Meneur's 11:05 « L'élection est close, votez pour le bûcher », an 11:00 close taken
    from that post moved to the next morning and counted the late election votes."""
    if day.request.until or ELECTION_CLOSE not in day.game.config.get("schedule", {}):
        return close_time(day, anchor, ELECTION_CLOSE)
    day_close = close_time(day, anchor, day_close_key(day)) or close_time(day, anchor, "day_close")
    if day_close is None:
        return close_time(day, anchor, ELECTION_CLOSE)
    # The first close after the same hour a day before: the last one at or before the day's.
    return close_time(day, day_close - timedelta(days=1), ELECTION_CLOSE)



def from_too_early(day: Any, posts: Sequence[Post], first: Post, kind: str,
                   notes: list[dict[str, Any]]) -> None:
    """`tally D --runoff --from POST` with POST before the ballot's recorded opening
    (`[runoff] opened_post`) or before the day's close: the day's own votes from POST on would
    be read as ballots (the day's command line reused with `--runoff` changed the result in
    silence). A note naming both and what to do; the count is the one asked for."""
    table = day.facts.day_file.get(kind)
    ref = table.get("opened_post") if isinstance(table, dict) else None
    recorded = find_post(posts, str(ref)) if ref else None
    opened = day.facts.day_file.get("opened_post")
    anchor = (find_post(posts, str(opened)) if opened else None) or min(posts, key=lambda p: p.position)
    closes = close_time(day, anchor.created, day_close_key(day)) if kind == "runoff" else None
    early = recorded is not None and first.position < recorded.position
    if early or (closes is not None and first.created < closes):
        notes.append({"note": "runoff-from-early", "kind": kind, "post": first.id,
                      "opened": recorded.id if early else "",
                      "closes": closes.astimezone(day.tz).strftime("%H:%M") if closes and not early else ""})
