"""One numbering of the thread from an id or from a link, on every adapter (issue 23): each
fixture thread is served by a mocked board and read from its first page, then from the link
of a post on its first page and of one on its second (each read from the page it opens). The
posts read from the link are that page's on, in the thread's order, their positions
increasing across the page break (the tally orders posts of one minute by position): a board
whose pages say where they start (`start=`, `/page/2/`, `t45p15`, printed numbers) keeps its
numbers, another counts on from the page it starts at. A link the board answers with a
redirect is followed before any page is built from it."""
from __future__ import annotations

from urllib.parse import urlsplit

import pytest
import responses

from lupus_mod.forum.fetch import Start
from tests.forum.fixture_variants import fixture
from tests.forum.test_fetch import CASES, expected, fetch, serve

HTML_CASES = [case for case in CASES if expected(case)["source"]["engine"] not in ("discourse", "misago")]


@pytest.mark.parametrize("page", [1, 2])
@pytest.mark.parametrize("case", HTML_CASES)
@responses.activate
def test_reading_from_a_posts_link_keeps_the_threads_numbering(case, page):
    exp = serve(responses, case)
    source = exp["source"]
    whole = fetch(source.get("thread", source["url"]), generic=exp.get("generic"))
    thread = fixture(case)
    second = {post.id for post in thread.read(thread.pages[1], 1).posts}
    # The link opens its page: reading starts at that page's first post.
    first = whole[0] if page == 1 else next(post for post in whole if post.id in second)
    opening = whole[1] if page == 1 else first
    read = fetch(source.get("thread", source["url"]), generic=exp.get("generic"),
                 start=Start(permalink=f"{source['page_urls'][page - 1]}#{opening.id}"))
    assert [p.id for p in read] == [p.id for p in whole if p.position >= first.position]
    positions = [p.position for p in read]
    assert all(a < b for a, b in zip(positions, positions[1:]))


@pytest.mark.parametrize("case", HTML_CASES)
@responses.activate
def test_a_link_that_redirects_is_followed_before_the_pages_are_built(case):
    """A post's link answered by a redirect to its page (`/comment/7/find/`, `showpost.php`):
    the next pages are built from where it landed, never from the link itself."""
    exp = serve(responses, case)
    source = exp["source"]
    whole = fetch(source.get("thread", source["url"]), generic=exp.get("generic"))
    board = urlsplit(source["page_urls"][0])
    link = f"{board.scheme}://{board.netloc}/find/{whole[1].id}/"
    responses.get(link, status=302, headers={"Location": f"{source['page_urls'][0]}#{whole[1].id}"})
    read = fetch(source.get("thread", source["url"]), generic=exp.get("generic"), start=Start(permalink=link))
    assert [(p.id, p.author) for p in read] == [(p.id, p.author) for p in whole]
    positions = [p.position for p in read]
    assert all(a < b for a, b in zip(positions, positions[1:]))
