"""Misago, read through the JSON API its own frontend calls, not its server-drawn pages.

Why the API: the page Misago's server sends shows no edit mark at all (its JavaScript draws
the "edited" badge, without a time), so a vote edited after the close would read as written
when posted. The API gives every fact the count needs (docs/forums.md, *Misago*).

API facts (Misago 0.39): `/api/threads/ID/posts/?page=N` answers the thread with a
`post_set`: `results` (the page's posts, and thread events such as "closed", `is_event`),
`page`, `pages`, `before` (posts of the thread before this page), `next` (the next page's
number, null on the last). Its paginator repeats a page's last post as the next page's first.
Each post has `id`, `poster` (the member, `username`; null once the account is gone) and
`poster_name`, `posted_on` and `updated_on` (ISO 8601 with offset), `edits` (how many times
it was edited; `updated_on` is then the last edit's time, else the posting time), `is_hidden`
(a moderator hid it: Misago's soft deletion), `is_unapproved` (awaiting a moderator: only
moderators and its author see it), `content` (the post's HTML; null when the board cannot
show it) and `url.index`, the post's link `/t/slug/ID/post/PID/` (answered 302 with its page).
In `content`, quotes are `aside.quote-block`, spoilers `aside.spoiler-block`, code `pre`.
"""
from __future__ import annotations

import re
from datetime import datetime, tzinfo
from urllib.parse import urlsplit

import lxml.html

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.answers import at, json_answer, lacking, thread_number
from lupus_mod.forum.markup import BodyStyle, origin, segments
from lupus_mod.forum.model import Page, Post
from lupus_mod.messages import say

STYLE = BodyStyle(quote="aside.quote-block", spoiler="aside.spoiler-block", drop="pre, code")
_THREAD = re.compile(r"/(?:t|api/threads)/(?:[^/]+/)?(\d+)(?:/|$)")
_PAGE = re.compile(r"/t/[^/]+/\d+/(\d+)/?$")


def thread_id(url: str) -> str:
    """The thread's id in any address of it: its pages, a post's link, the API's."""
    return thread_number(url, _THREAD, "Misago", "https://board.example/t/giorno-2/123/")


def page_url(thread_url: str, page_index: int) -> str:
    """The API's answer for page `page_index + 1` of the thread."""
    return _api_url(origin(thread_url), thread_id(thread_url), page_index + 1)


def _api_url(origin: str, thread: object, page: int) -> str:
    return f"{origin}/api/threads/{thread}/posts/?page={page}"


def page_shown(url: str) -> int:
    """The page number in the address of a thread page (`/t/slug/ID/N/`); 1 for the first."""
    match = _PAGE.search(urlsplit(url).path)
    return int(match.group(1)) if match else 1


def load_json(text: str, url: str) -> dict:
    if not text.lstrip().startswith("{"):
        raise ForumError(at(url, say("forum-engines.misago-page")), hint=say("forum-engines.misago-page-hint"))
    return json_answer(text, url, "Misago", "post_set")


def parse(text: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    """The posts of one API answer, numbered in the whole thread from its `before`."""
    data = load_json(text, url)
    post_set = data["post_set"]
    try:
        number, last, before = int(post_set["page"]), int(post_set["pages"]), int(post_set["before"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ForumError(at(url, say("forum-engines.paging", field=lacking(exc))),
                         hint=say("forum-engines.post-lacks-hint")) from exc
    raw_posts = [p for p in post_set.get("results") or [] if not p.get("is_event")]
    posts = tuple(_post(raw, url=url, tz=tz, position=before + index, page=number)
                  for index, raw in enumerate(raw_posts, start=1) if _shown(raw))
    following = post_set.get("next")
    # The thread's id from the answer itself: a saved answer's file name does not hold it.
    next_url = _api_url(origin(url), data.get("id") or thread_id(url), int(following)) if following else None
    return Page(posts=posts, next_url=next_url, page_number=number, last_page=last)


def _shown(raw: dict) -> bool:
    """A post a moderator hid (Misago's soft deletion) was taken back, as a deleted one
    (issue 23); one awaiting approval is not on the board for the players yet."""
    return not raw.get("is_hidden") and not raw.get("is_unapproved")


def _post(raw: dict, *, url: str, tz: tzinfo, position: int, page: int) -> Post:
    link = f"{origin(url)}{(raw.get('url') or {}).get('index') or ''}"
    author = (raw.get("poster") or {}).get("username") or raw.get("poster_name")
    try:
        post_id = str(int(raw["id"]))
        created = dates.parse_iso(raw["posted_on"], tz=tz)
        updated = dates.parse_iso(raw["updated_on"], tz=tz) if raw.get("updated_on") else None
    except (KeyError, TypeError, ValueError, dates.DateNotUnderstood) as exc:
        raise ForumError(at(link or url, say("forum-engines.post-lacks", engine="Misago", field=lacking(exc))),
                         hint=say("forum-engines.post-lacks-hint")) from exc
    if raw.get("content") is None or not author:
        raise ForumError(at(link, say("forum-engines.unverified",
                                    part="author" if raw.get("content") is not None else "text")),
                         hint=say("forum-engines.unverified-hint"))
    edits = raw.get("edits")
    edited = updated if isinstance(edits, int) and edits > 0 and updated and updated > created else None
    body = lxml.html.fragment_fromstring(raw["content"], create_parent="div")
    return Post(
        id=post_id, position=position, author=str(author), created=created, permalink=link,
        body=segments(body, STYLE), edited=edited, page=page,
        # No edit count, or edits without a later time: when the text changed is not known.
        edit_undated=edited is None and edits != 0,
    )
