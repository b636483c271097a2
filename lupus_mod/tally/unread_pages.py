"""Saved pages that stop before the thread does, and before the close.

`--html page-01 page-02 page-03` of a thread whose page 3 says « Pagina 3 di 4 », the last
post read at 20:00 and the close at 22:00: the votes of page 4 are not read, and they may
change the result (the real day's Nebbia_91 moved his vote there). The count is then
incomplete: the post states no result, and `--record` is refused until the pages are given
or the GM says with `--force` that the day ended on the pages saved.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Post
from lupus_mod.messages import say


def unread_pages(notes: list[dict[str, Any]], posts: Sequence[Post],
                 closes: datetime | None) -> dict[str, Any] | None:
    """The note of pages not saved (`pages-end-early`) when no post read reaches the close:
    marked `incomplete`, with the pages missing. A last post read after the close says the
    day's votes were all saved (what follows it is late): the note stays a note."""
    note = next((n for n in notes if n.get("note") == "pages-end-early"), None)
    if note is None or closes is None or any(p.created >= closes for p in posts):
        return None
    note["incomplete"] = True
    note["missing"] = missing_pages(note)
    return note


def missing_pages(note: dict[str, Any]) -> str:
    """« 4 », « 4–6 », or « 4… » when the thread's last page is not known."""
    first, last = note["page"] + 1, note.get("last")
    if last is None:
        return f"{first}…"
    return str(first) if last == first else f"{first}–{last}"


def refuse_record(note: dict[str, Any], day_file: str, day: int) -> TallyError:
    """`--record` of a count whose pages stop before the close: its result may change."""
    return TallyError(say("tally-pages-missing.record", missing=note["missing"], page=note["page"]),
                      file=day_file, hint=say("tally-pages-missing.hint", day=day, page=note["page"],
                                              next=note["page"] + 1))


def unsettled(note: dict[str, Any], day_file: str, day: int, post: str) -> TallyError:
    """The terminal's warning: the post states no result, the pages it lacks named."""
    return TallyError(say("tally-pages-missing.post", post=post, missing=note["missing"], page=note["page"]),
                      file=day_file, hint=say("tally-pages-missing.hint", day=day, page=note["page"],
                                              next=note["page"] + 1))
