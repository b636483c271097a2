"""`[forum.generic]` `edited`: a theme may print the edit box on every post and fill it only
on an edited one (as SMF does). An empty box is no edit; a box with a word, an icon or a title
but no time is an edit at an unknown time, flagged (issue 23 trial)."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import generic

TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 3, 23, 0, tzinfo=TZ)

@pytest.mark.parametrize("mark, undated", [
    ('<span class="mod"></span>', False), ('<span class="mod"> </span>', False),
    ('<span class="mod">modificato</span>', True), ('<span class="mod"><i class="icon-pencil"></i></span>', True),
    ('<span class="mod" title="modificato"></span>', True),
])
def test_a_generic_edit_box_printed_empty_on_every_post_is_no_edit(mark, undated):
    config = {"post": "div.msg", "author": ".who", "time": ".stamp", "body": ".testo", "edited": ".mod",
              "id_attribute": "data-post"}
    page = (f'<html><body><div class="msg" data-post="1"><span class="who">Zefiro</span><span class="stamp">'
            f'03/10/2026 10:00</span><div class="testo">voto Ortensia</div>{mark}</div></body></html>')
    post = generic.parse(page, url="https://board.example/t/1", tz=TZ, now=NOW, config=config).posts[0]
    assert (post.edited, post.edit_undated) == (None, undated)
