"""Discourse, read through its JSON API rather than its (JavaScript-built) HTML.

API facts: `/t/ID.json` returns the topic with `post_stream.stream` (every post id, in order)
and `post_stream.posts` (the first chunk, 20 posts); further posts come from
`/t/ID/posts.json?post_ids[]=…&post_ids[]=…`. Each post has `id`, `post_number`,
`username`, `created_at` (UTC), `updated_at`, `version` (above 1 = edited), `deleted_at` (set
on a deleted post, which staff still see in the stream), `user_deleted` (withdrawn by its author)
and `cooked`, the rendered HTML, where quotes are `aside.quote` (`data-post` = the quoted post's number),
spoilers `.spoiler` (spoiler-alert plugin) or `details`, code `pre`/`code`.
"""
from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, tzinfo

import lxml.html

from lupus_mod.errors import ForumError
from lupus_mod.forum import dates
from lupus_mod.forum.answers import at, json_answer, lacking, thread_number
from lupus_mod.forum.markup import BodyStyle, origin, segments, select
from lupus_mod.forum.model import Page, Post
from lupus_mod.messages import say

CHUNK = 20
# A link's preview (`aside.onebox`: another site's title and excerpt) is not the player's own
# words: kept as a quote, never a vote. A poll drawn in a post (`div.poll`, its options and
# results) is the board's widget, not text the player wrote.
STYLE = BodyStyle(quote="aside.quote, aside.onebox", spoiler=".spoiler, details", drop="pre, code, div.poll")
_TOPIC = re.compile(r"/t/(?:[^/]+/)?(\d+)")


def topic_id(url: str) -> str:
    return thread_number(url, _TOPIC, "Discourse", "https://forum.example/t/giorno-2/123")


def topic_json_url(url: str) -> str:
    return f"{origin(url)}/t/{topic_id(url)}.json"


def posts_url(url: str, post_ids: list[int], topic: str | int | None = None) -> str:
    query = "&".join(f"post_ids[]={pid}" for pid in post_ids)
    return f"{origin(url)}/t/{topic or topic_id(url)}/posts.json?{query}"


def page_url(thread_url: str, page_index: int) -> str:
    """Only the topic itself has a fixed address; later posts are asked for by id."""
    if page_index:
        raise ForumError(say("forum-engines.by-id", engine="Discourse"))
    return topic_json_url(thread_url)


def load_json(text: str, url: str) -> dict:
    return json_answer(text, url, "Discourse", "post_stream")


def stream(text: str, *, url: str) -> list[int]:
    """Every post id of the topic, in order (only the topic JSON carries it)."""
    return [int(pid) for pid in load_json(text, url)["post_stream"].get("stream", [])]


def parse(text: str, *, url: str, tz: tzinfo, now: datetime | None = None) -> Page:
    """The posts of a topic or posts JSON answer; `next_url` asks for the next chunk of ids."""
    data = load_json(text, url)
    raw_posts = data["post_stream"].get("posts", [])
    topic = data.get("id") or next((p.get("topic_id") for p in raw_posts if p.get("topic_id")), None) \
        or topic_id(url)
    by_number = {p.get("post_number"): str(p.get("id")) for p in raw_posts}
    posts = tuple(_post(p, url=url, tz=tz, topic=topic, by_number=by_number) for p in raw_posts
                  if not _deleted(p))
    next_url = None
    if "stream" in data["post_stream"]:
        seen = {int(p.get("id")) for p in raw_posts}
        rest = [pid for pid in stream(text, url=url) if pid not in seen]
        next_url = posts_url(url, rest[:CHUNK], topic) if rest else None
    return Page(posts=posts, next_url=next_url)


# Discourse's post types: 1 regular, 2 moderator action, 3 small action, 4 whisper.
_WHISPER = 4


def _deleted(raw: dict) -> bool:
    """A post a moderator deleted (staff still see it in the stream, `deleted_at` set) or its
    author withdrew (`user_deleted`): it was taken back, so it never counts (issue 23). A
    whisper (`post_type` 4) is shown to staff only: the players never saw it, so it is not
    read either, as a post awaiting approval on the other engines."""
    return bool(raw.get("deleted_at")) or raw.get("user_deleted") is True or raw.get("post_type") == _WHISPER


def _post(raw: dict, *, url: str, tz: tzinfo, topic: str | int, by_number: dict) -> Post:
    try:
        created = dates.parse_iso(raw["created_at"], tz=tz)
        edited = dates.parse_iso(raw["updated_at"], tz=tz) if int(raw.get("version") or 1) > 1 else None
        number = int(raw["post_number"])
        body = lxml.html.fragment_fromstring(raw.get("cooked") or "", create_parent="div")
    except (KeyError, TypeError, ValueError, dates.DateNotUnderstood) as exc:
        raise ForumError(at(url, say("forum-engines.post-lacks", engine="Discourse", field=lacking(exc))),
                         hint=say("forum-engines.post-lacks-hint")) from exc
    if not raw.get("username"):
        # A post is always someone's: no name is an answer this reader does not know.
        raise ForumError(at(url, say("forum-engines.post-lacks", engine="Discourse",
                                     field=say("forum-engines.field", name="username"))),
                         hint=say("forum-engines.post-lacks-hint"))
    slug = raw.get("topic_slug") or "-"
    quoted: list[str] = []
    for aside in select(body, "aside.quote[data-post]"):
        quoted_number = aside.get("data-post") or ""
        # Quotes name the post number; "#N" stays until the whole thread is known.
        key = by_number.get(int(quoted_number), f"#{quoted_number}") if quoted_number.isdigit() else None
        if key and key not in quoted:
            quoted.append(key)
    return Post(
        id=str(raw["id"]), position=number, author=str(raw["username"]),
        created=created, permalink=f"{origin(url)}/t/{slug}/{topic}/{number}",
        body=segments(body, STYLE), edited=edited, quoted_ids=tuple(quoted),
    )


def resolve_quotes(posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """Quotes of posts read in another chunk ("#N") turned into those posts' ids."""
    by_number = {f"#{p.position}": p.id for p in posts}
    return tuple(replace(p, quoted_ids=tuple(by_number.get(q, q) for q in p.quoted_ids))
                 if any(q.startswith("#") for q in p.quoted_ids) else p for p in posts)
