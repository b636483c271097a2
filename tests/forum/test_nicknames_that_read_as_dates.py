"""Nicknames that read as dates or clocks, on the boards whose date line holds the author's
name (issue 23 trial): phpBB 3.0/3.1 («by NAME » DATE»), django-machina through
`[forum.generic]` («By: NAME on DATE») and edit notices («Last edited by NAME on DATE»). The
post's time is the board's date, never the name's: a player called `Ieri 23:59` cannot move
his post to yesterday, before the deadline."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import generic, phpbb

TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 3, 23, 0, tzinfo=TZ)
NAMES = ["Ieri 23:59", "Oggi 09:00", "10:30", "Yesterday at 9 pm", "1/10/2026 08:00", "Hier à 7h00", "Zefiro88"]


def _phpbb30(name: str, notice: str = "") -> str:
    return f"""<html><head><title>Giorno 2</title></head><body><div id="page-body">
<div id="p11" class="post bg2"><div class="inner"><div class="postbody">
<h3><a href="#p11">Re: Giorno 2</a></h3>
<p class="author"><a href="./viewtopic.php?p=11#p11">post</a>by <strong><a href="./memberlist.php?u=5"
class="username">{name}</a></strong> &raquo; Sat Oct 03, 2026 6:10 pm </p>
<div class="content">voto Ortensia</div>{notice}</div></div></div>
</div></body></html>"""


@pytest.mark.parametrize("name", NAMES)
def test_phpbb_30_reads_the_boards_date_beside_the_name(name):
    notice = f'<div class="notice">Last edited by {name} on Sat Oct 03, 2026 9:58 pm, edited 1 time in total.</div>'
    post = phpbb.parse(_phpbb30(name, notice), url="https://lupus.example/viewtopic.php?t=9", tz=TZ, now=NOW).posts[0]
    assert post.author == name
    assert post.created == datetime(2026, 10, 3, 18, 10, tzinfo=TZ)
    assert post.edited == datetime(2026, 10, 3, 21, 58, tzinfo=TZ)


MACHINA = {
    "post": "div.post", "author": ".post-sidebar .username b", "time": ".post-content-wrapper > p small.text-muted",
    "body": ".post-content", "edited": ".edit-info", "time_zone": "Europe/Rome",
}


def _machina(name: str) -> str:
    return f"""<html><body><div class="post" id="7"><div class="post-sidebar"><span class="username"><b>{name}</b>
</span></div><div class="post-content-wrapper"><p><small class="text-muted">By: <a href="/member/3/">{name}</a>
on Sabato 03 Ottobre 2026 10:31</small></p><div class="post-content"><p>voto Ortensia</p></div>
<div class="edit-info">Last edited by: {name} on Sabato 03 Ottobre 2026 10:40, edited 1 time in total.</div>
</div></div></body></html>"""


@pytest.mark.parametrize("name", NAMES)
def test_machina_reads_the_boards_date_beside_the_name(name):
    post = generic.parse(_machina(name), url="https://board.example/forum/topic/villaggio-1/", tz=TZ, now=NOW,
                         config=MACHINA).posts[0]
    assert post.author == name
    assert post.created == datetime(2026, 10, 3, 10, 31, tzinfo=TZ)
    assert post.edited == datetime(2026, 10, 3, 10, 40, tzinfo=TZ)

