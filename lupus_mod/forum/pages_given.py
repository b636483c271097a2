"""Pages read together: none missing between them, a post found on two of them read once.

Pure: the pages are read already; the caller names the files.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Sequence

from lupus_mod.errors import ForumError
from lupus_mod.forum.model import Page, Post
from lupus_mod.messages import say


def check_no_gap(pages: Sequence[tuple[str, Page]]) -> None:
    """`pages`: (file, page) in thread order. A page number skipped between two of them
    (page-01, page-02, page-04 given: page 3 never saved) is posts never read, their votes lost
    in silence: refused, naming the missing pages. Pages starting later than page 1 are no gap
    (a day opened on page 40)."""
    for (before, one), (file, other) in zip(pages, pages[1:]):
        if one.page_number and other.page_number and other.page_number > one.page_number + 1:
            first, last = one.page_number + 1, other.page_number - 1
            missing = str(first) if first == last else f"{first}-{last}"
            raise ForumError(say("forum-thread.page-missing", missing=missing, before=before,
                                 page=one.page_number, this=other.page_number), file=file,
                             hint=say("forum-thread.page-missing-hint", missing=missing))


def newer_copy(kept: Post, again: Post, files: tuple[str, str] = ("", "")) -> Post:
    """The same post met again on a later page (the pages saved before and after a deletion
    shifted them: post 71 `voto Zefiro` at the end of page 1, then at the top of page 2 edited
    to `voto Peppe`). The same text is the same post; two texts are read as the copy whose
    board edit mark is the later (what the board shows now), and when the marks cannot tell
    (no mark, or the same) the count stops: either copy may hold the vote, and the saved files
    holding them (`files`) are named, for the GM to save again."""
    if kept.body == again.body:
        return kept
    if again.edited is not None and (kept.edited is None or again.edited > kept.edited):
        return replace(again, position=kept.position)
    if kept.edited is not None and (again.edited is None or kept.edited > again.edited):
        return kept
    shown = say("forum-thread.post-twice-files", first=files[0], second=files[1]) if all(files) else ""
    raise ForumError(say("forum-thread.post-twice", post=kept.id, files=shown), hint=say("forum-thread.post-twice-hint"))


def thread_order(page: Page) -> tuple:
    """Where a page given sits in the thread: its number, else its first post's id."""
    first_id = page.posts[0].id if page.posts else ""
    return (page.page_number if page.page_number is not None else math.inf,
            int(first_id) if first_id.isdigit() else math.inf, first_id)
