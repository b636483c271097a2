"""A player's own edit line in a post ("EDIT:", "EDIT 23:15: cambio, voto Lucrezia"): the words
after it were added when the post was edited, and the time it states is the author's word of
when that was.

Pure: a post's text, its time and the grammar's edit marks in.
"""
from __future__ import annotations

import re
from datetime import datetime, time
from typing import AbstractSet

from lupus_mod.orders.text import WORD, tokenize

# A time of day as players write it on an edit line: "23:15", "23.15", "23h15".
_CLOCK = re.compile(r"(?<![\d:.])([01]?\d|2[0-3])[:.h]([0-5]\d)(?!\d)")


def _mark_at(text: str, start: int, marks: AbstractSet[str]) -> int | None:
    """Where the last line opening with an edit mark before offset `start` begins, else None."""
    tokens = tokenize(text[:start])
    found = [t.start for n, t in enumerate(tokens)
             if t.kind == WORD and t.fold in marks and (n == 0 or tokens[n - 1].text == "\n")]
    return found[-1] if found else None


def after_edit_mark(text: str, start: int, marks: AbstractSet[str]) -> bool:
    """A line opening with an edit mark ("EDIT:", "Modifié :") before offset `start`: what
    follows was added by the edit."""
    return _mark_at(text, start, marks) is not None


def stated_edit(text: str, start: int, marks: AbstractSet[str], written: datetime) -> datetime | None:
    """The time the edit line before offset `start` states, on the post's own day, when it is
    later than the post was `written`: "voto Peppe / EDIT 23:15: cambio, voto Lucrezia" in a
    post of 11:41 the board shows unedited (phpBB records no edit of a thread's last post). The
    vote was changed then by the author's own word: an edit after the close is the GM's to
    confirm, as a board's own edit mark is. None when the line states no time, or an earlier one."""
    at = _mark_at(text, start, marks)
    clock = _CLOCK.search(text, at, start) if at is not None else None
    if clock is None:
        return None
    local = written.astimezone(written.tzinfo)
    stated = datetime.combine(local.date(), time(int(clock.group(1)), int(clock.group(2))), local.tzinfo)
    return stated if stated > written else None
