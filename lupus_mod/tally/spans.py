"""A vote whose board date is an hour or a day wide: "1 hour ago", « un'ora fa », « il y a 1
heure » is 60 to 119 minutes before the page was drawn (the board rounds down), so a post read
as 22:30 may be of 21:31. Where that window holds the close, the post may be in time as well as
late: its vote is a doubt, never certainly late (docs/tally.md). So is an edit whose notice is
as wide («Dernière édition par Corentin il y a 1 heure»): it may be before the close.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, tzinfo
from typing import Any, Sequence

from lupus_mod.votes.action import UNTRUSTED_DATE, UNTRUSTED_LATE
from lupus_mod.votes.forms import DOUBT
from lupus_mod.votes.reading import BODY, VoteAction

# Why such a vote is a doubt (labels [vote-reading] doubt-<why>).
TIME_SPAN, EDIT_SPAN = "time-span", "edit-span"


def straddling(actions: Sequence[VoteAction], closes: datetime | None,
               tz: tzinfo) -> tuple[tuple[VoteAction, ...], list[dict[str, Any]]]:
    """The actions, each own vote whose post (or edit) may be on either side of the close made a
    doubt at the close's time (the latest it can be in time: its [corrections] line counts it
    so), with a note giving the window the board's words leave."""
    if closes is None:
        return tuple(actions), []
    out, notes = [], []
    for a in actions:
        own = a.where == BODY and not a.corrected and not a.reason and not a.superseded
        if a.corrected and _holds(a.time, a.time_span, closes):
            a = replace(a, time=closes)    # the GM's [corrections] line: in time
        elif own and _holds(a.time, a.time_span, closes):
            notes.append(_note(a, a.time, a.time_span, tz, "post"))
            a = replace(a, reason=DOUBT, why=TIME_SPAN, time=closes)
        elif own and not a.edit_by_gm and _holds(a.edited, a.edit_span, closes):
            notes.append(_note(a, a.edited, a.edit_span, tz, "edit"))
            a = replace(a, reason=DOUBT, why=EDIT_SPAN, edited=closes)
        out.append(a)
    return tuple(out), notes


def _holds(moment: datetime | None, span: timedelta | None, closes: datetime) -> bool:
    return moment is not None and bool(span) and moment > closes >= moment - span


def _note(action: VoteAction, latest: datetime, span: timedelta, tz: tzinfo, what: str) -> dict[str, Any]:
    def clock(moment: datetime) -> str:
        return moment.astimezone(tz).strftime("%H:%M")
    return {"note": "time-span", "what": what, "post": action.post_id, "author": action.author,
            "earliest": clock(latest - span), "latest": clock(latest)}


def late_clocks(actions: Sequence[VoteAction], closes: datetime | None, tz: tzinfo) -> tuple[VoteAction, ...]:
    """The doubts of posts whose date is not trusted, each read after the close at a clock after
    the close's (« Oggi, 22:30 » for a 22:00 close) marked: the board's clock is right, the day is
    what was misread, so the post is likely late and its settle line offers "late", never a line
    that would count it (trial 20: the five lines offered counted Elrondo's 22:30 vote)."""
    if closes is None:
        return tuple(actions)
    shut = closes.astimezone(tz).time()
    return tuple(replace(a, why=UNTRUSTED_LATE) if a.why == UNTRUSTED_DATE and a.time > closes
                 and a.time.astimezone(tz).time() > shut else a for a in actions)
