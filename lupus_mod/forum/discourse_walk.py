"""Reading a Discourse topic: its JSON, asked again (conditionally) on each tally, then only the
posts the cache lacks, by id (docs/forums.md, *The cache*)."""
from __future__ import annotations

import json
from datetime import datetime, tzinfo

from lupus_mod.forum import discourse
from lupus_mod.forum.answers import check_status, no_posts_error
from lupus_mod.forum.cache import CachedPage, ThreadCache
from lupus_mod.forum.client import Client, response_text, without_cookies
from lupus_mod.forum.model import Post
from lupus_mod.forum.progress import Progress


def fetch_discourse(client: Client, cache: ThreadCache, url: str, *, tz: tzinfo, now: datetime,
                     progress: Progress | None) -> tuple[Post, ...]:
    """The topic JSON (asked again every time), then only the posts the cache lacks, by id."""
    topic_url = discourse.topic_json_url(url)
    known = cache.pages[0] if cache.pages and cache.engine == "discourse" else None
    cached = cache.read(known) if known is not None else None
    response = client.get(topic_url, known.conditional_headers() if cached is not None else None)
    if response.status_code == 304 and cached is not None:
        text, page_entry = cached, known
    else:
        check_status(response, topic_url)
        text = response_text(response)
        page_entry = CachedPage(url=topic_url, file="", fetched_at=now.isoformat(),
                                etag=response.headers.get("ETag"),
                                last_modified=response.headers.get("Last-Modified"))
    raw = json.loads(cache.read_file("posts.json") or "{}") if cached is not None else {}
    raw.update({str(p["id"]): p for p in discourse.load_json(text, topic_url)["post_stream"]["posts"]})
    stream = discourse.stream(text, url=topic_url)
    missing = [pid for pid in stream if str(pid) not in raw]
    chunks = [missing[i:i + discourse.CHUNK] for i in range(0, len(missing), discourse.CHUNK)]
    total = 1 + len(chunks)
    if progress:
        progress(1, total)
    for done, chunk in enumerate(chunks, start=2):
        chunk_url = discourse.posts_url(url, chunk)
        answer = client.get(chunk_url)
        check_status(answer, chunk_url)
        raw.update({str(p["id"]): p for p in
                    discourse.load_json(response_text(answer), chunk_url)["post_stream"]["posts"]})
        if progress:
            progress(done, total)
    cache.store(0, page_entry, without_cookies(text, client.session))
    cache.write_file("posts.json", json.dumps(raw, ensure_ascii=False))
    cache.save("discourse")
    thread = json.dumps({"post_stream": {"posts": [raw[str(pid)] for pid in stream if str(pid) in raw]}})
    page = discourse.parse(thread, url=topic_url, tz=tz, now=now)
    if not page.posts:
        raise no_posts_error(topic_url, text, "discourse", response.status_code)
    return discourse.resolve_quotes(page.posts)
