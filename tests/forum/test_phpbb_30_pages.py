"""phpBB 3.0 (prosilver) pages: no `rel="next"` anywhere, the pages printed as «Page 1 of 2»
and a list of numbered links (issue 23 trial). Reading must go on to page 2 and stop after
the last page, with each page's number; a link a player put in a post to a later `start` is
no page of the thread."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import phpbb

TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 3, 23, 0, tzinfo=TZ)
TOPIC = "https://lupus.example/viewtopic.php?f=2&t=9"


def _pagination(page: int, pages: int) -> str:
    """What phpBB 3.0's generate_pagination prints, with its previous and next words."""
    if pages == 1:
        return '<div class="pagination">3 posts &bull; Page <strong>1</strong> of <strong>1</strong></div>'
    links = []
    for number in range(1, pages + 1):
        links.append(f"<strong>{number}</strong>" if number == page else
                     f'<a href="./viewtopic.php?f=2&amp;t=9&amp;start={(number - 1) * 10}">{number}</a>')
    after = (f'&nbsp;&nbsp;<a href="./viewtopic.php?f=2&amp;t=9&amp;start={page * 10}">Next</a>'
             if page < pages else "")
    before = (f'<a href="./viewtopic.php?f=2&amp;t=9&amp;start={(page - 2) * 10}">Previous</a>&nbsp;&nbsp;'
              if page > 1 else "")
    return (f'<div class="pagination">12 posts &bull; <a href="#" onclick="jumpto(); return false;">Page '
            f'<strong>{page}</strong> of <strong>{pages}</strong></a> &bull; <span>{before}'
            f'{"<span class=page-sep>, </span>".join(links)}{after}</span></div>')


def _page(page: int, pages: int, text: str = "voto Ortensia") -> str:
    pid = 100 + page
    return f"""<html><head><title>Giorno 2</title></head><body><div id="page-body">
<h2><a href="./viewtopic.php?f=2&amp;t=9">Giorno 2</a></h2>
{_pagination(page, pages)}
<div id="p{pid}" class="post bg2"><div class="inner"><div class="postbody">
<h3><a href="#p{pid}">Re: Giorno 2</a></h3>
<p class="author"><a href="./viewtopic.php?p={pid}#p{pid}"><img src="./styles/prosilver/imageset/icon_post_target.gif"
alt="Post" /></a>by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=5">Zefiro</a></strong> &raquo;
Sat Oct 03, 2026 6:1{page} pm </p>
<div class="content">{text}</div></div></div></div>
{_pagination(page, pages)}
</div></body></html>"""


def _read(page: int, pages: int, text: str = "voto Ortensia"):
    url = TOPIC if page == 1 else f"{TOPIC}&start={(page - 1) * 10}"
    return phpbb.parse(_page(page, pages, text), url=url, tz=TZ, now=NOW)


@pytest.mark.parametrize("page, pages, following", [
    (1, 2, f"{TOPIC}&start=10"), (2, 2, None), (1, 3, f"{TOPIC}&start=10"), (2, 3, f"{TOPIC}&start=20"),
    (3, 3, None), (1, 1, None),
])
def test_the_next_page_is_the_paginations_next_start(page, pages, following):
    read = _read(page, pages)
    assert read.next_url == following
    assert (read.page_number, read.last_page) == (page, pages)
    assert read.posts[0].created == datetime(2026, 10, 3, 18, 10 + page, tzinfo=TZ)


def test_a_players_link_to_a_later_start_is_no_page():
    read = _read(2, 2, 'leggete <a href="./viewtopic.php?f=2&amp;t=9&amp;start=40">qui</a>: voto Ortensia')
    assert read.next_url is None
