"""Posts only a moderator sees are not read (as Discourse's deleted posts and Misago's hidden
ones): a GM who reads the thread with a moderator's account must count what the players saw.
Checked on the pages saved from phpBB 3.3.15 and SMF 2.1.4 and on the SMF 2.0 fixture, each
with one post drawn as the engine draws it for a moderator."""
from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import phpbb, smf

FORUM = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
PHPBB = FORUM / "saved" / "phpbb-3.3.15" / "page-01.html"
SMF21 = FORUM / "saved" / "smf-2.1.4" / "page-01.html"
SMF20 = FORUM / "smf20" / "page-1.html"
TZ = ZoneInfo("Europe/Rome")
# phpBB 3.3's notice above the text of a post awaiting approval (a moderator's view).
UNAPPROVED = ('<form method="post" class="mcp_approve" action="./mcp.php?i=queue&amp;p=64">'
              '<p class="post-notice unapproved"><strong>Questo messaggio è in attesa di approvazione.</strong>'
              '<input class="button2" type="submit" value="Rifiuta" name="action[disapprove]"></p></form>')


def _ids(adapter, html: str, url: str) -> list[str]:
    return [post.id for post in adapter.parse(html, url=url, tz=TZ).posts]


def _once(html: str, old: str, new: str) -> str:
    assert old in html
    return html.replace(old, new, 1)


PHPBB_URL = "http://127.0.0.1:8089/viewtopic.php?t=3&start=0"


def test_phpbb_a_soft_deleted_post_is_not_read():
    html = PHPBB.read_text(encoding="utf-8")
    shown = _ids(phpbb, html, PHPBB_URL)
    deleted = _once(html, 'id="p63" class="post has-profile bg1"', 'id="p63" class="post has-profile bg1 deleted"')
    assert _ids(phpbb, deleted, PHPBB_URL) == [pid for pid in shown if pid != "63"]


@pytest.mark.parametrize("box_class", ["post has-profile bg2", "post has-profile bg2 reported"])
def test_phpbb_a_post_awaiting_approval_is_not_read(box_class):
    html = PHPBB.read_text(encoding="utf-8")
    shown = _ids(phpbb, html, PHPBB_URL)
    box = _once(html, 'id="p64" class="post has-profile bg2"', f'id="p64" class="{box_class}"')
    start = box.index('id="p64"')
    waiting = box[:start] + box[start:].replace('<div class="content">', UNAPPROVED + '<div class="content">', 1)
    assert _ids(phpbb, waiting, PHPBB_URL) == [pid for pid in shown if pid != "64"]


def test_phpbb_a_reported_post_is_still_read():
    html = PHPBB.read_text(encoding="utf-8")
    reported = _once(html, 'id="p64" class="post has-profile bg2"', 'id="p64" class="post has-profile bg2 reported"')
    assert _ids(phpbb, reported, PHPBB_URL) == _ids(phpbb, html, PHPBB_URL)


def test_smf_21_a_message_awaiting_approval_is_not_read():
    url = "http://127.0.0.1:8090/index.php?topic=3.0"
    html = SMF21.read_text(encoding="utf-8")
    shown = _ids(smf, html, url)
    waiting = _once(html, '<div class="windowbg" id="msg54">', '<div class="approvebg" id="msg54">')
    assert _ids(smf, waiting, url) == [pid for pid in shown if pid != "54"]


def test_smf_20_a_message_awaiting_approval_is_not_read():
    url = "https://lupus-smf20.example/index.php?topic=41.0"
    html = SMF20.read_text(encoding="utf-8")
    shown = _ids(smf, html, url)
    second = html.index('<div class="windowbg2">')
    waiting = html[:second] + '<div class="approvebg">' + html[second + len('<div class="windowbg2">'):]
    assert _ids(smf, waiting, url) == [pid for pid in shown if pid != shown[1]]
