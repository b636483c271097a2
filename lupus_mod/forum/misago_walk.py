"""Reading a Misago thread through its JSON API, from the page holding the day's opening post.

Every page is asked anew on each tally: the API's answers carry the reader's own read marks
and no ETag or Last-Modified, so nothing could be asked conditionally, and an edit or a
moderator's hiding must never be missed because a page was kept (docs/forums.md, *The cache*).
"""
from __future__ import annotations

from datetime import datetime, tzinfo

from lupus_mod.forum import misago
from lupus_mod.forum.answers import check_status, no_posts_error, public_link
from lupus_mod.forum.client import Client, response_text
from lupus_mod.forum.model import Page
from lupus_mod.forum.progress import Progress

MAX_PAGES = 5000


def first_page(client: Client, *, page: int, permalink: str | None) -> int:
    """The page reading starts at: the one a post's link opens (Misago answers
    `/t/slug/ID/post/PID/` with a redirection to `/t/slug/ID/N/`), else `page`."""
    if not permalink:
        return page
    response = client.get(permalink.split("#")[0])
    check_status(response, permalink)
    return misago.page_shown(public_link(response.url) or permalink)


def fetch_misago(client: Client, url: str, *, tz: tzinfo, now: datetime, progress: Progress | None,
                 page: int = 1, permalink: str | None = None) -> list[Page]:
    """The API's pages of the thread at `url`, from the page holding `permalink` (else `page`)."""
    index = first_page(client, page=page, permalink=permalink) - 1
    address: str | None = misago.page_url(url, index)
    pages: list[Page] = []
    while address and len(pages) < MAX_PAGES:
        response = client.get(address)
        check_status(response, address)
        text = response_text(response)
        read = misago.parse(text, url=address, tz=tz, now=now)
        if not read.posts and not pages and read.next_url is None:
            raise no_posts_error(address, text, "misago", response.status_code)
        pages.append(read)
        if progress:
            progress(len(pages), (read.last_page or 0) - index or None)
        address = read.next_url
    return pages
