"""Boards that print their dates and edit notices as French text (issue 23): phpBB 3.0/3.1,
SMF and `[forum.generic]` pages read as the board writes them; an edit mark that gives no
time is flagged on the post, never read as no edit at all."""
from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from lupus_mod.forum import generic, phpbb, smf

PARIS = ZoneInfo("Europe/Paris")
NOW = datetime(2026, 11, 30, 23, 0, tzinfo=PARIS)


def _phpbb30(posts: str) -> str:
    return f"""<html><head><title>Jour 2</title></head><body><div id="page-body">
<div class="pagination">Page <strong>1</strong> sur <strong>1</strong></div>
{posts}
<ul class="linklist"><li class="rightside">Heures au format UTC + 1 heure</li></ul>
</div></body></html>"""


def _phpbb_post(pid: int, author: str, when: str, text: str, notice: str = "") -> str:
    return f"""<div id="p{pid}" class="post bg2"><div class="inner"><div class="postbody">
<h3><a href="#p{pid}">Re: Jour 2</a></h3>
<p class="author"><a href="./viewtopic.php?p={pid}#p{pid}">message</a>par <strong><a href="./memberlist.php?u=5"
class="username">{author}</a></strong> » {when} </p>
<div class="content">{text}</div>{notice}</div></div></div>"""


def test_phpbb_30_in_french_reads_text_dates_and_the_edit_notice():
    page = _phpbb30(
        _phpbb_post(11, "Zéphyrine", "lun. 30 nov. 2026 21:09", "<strong>vote Anselme</strong>",
                    '<div class="notice">Dernière édition par Zéphyrine le lun. 30 nov. 2026 22:31, '
                    "édité 1 fois.</div>")
        + _phpbb_post(12, "Anselme", "lun. 30 nov. 2026 21:10", "vote Zéphyrine"))
    read = phpbb.parse(page, url="https://jeu.example/viewtopic.php?t=9", tz=PARIS, now=NOW)
    first, second = read.posts
    assert first.created == datetime(2026, 11, 30, 21, 9, tzinfo=PARIS)
    assert first.edited == datetime(2026, 11, 30, 22, 31, tzinfo=PARIS)
    assert "Dernière" not in first.text()
    assert second.created == datetime(2026, 11, 30, 21, 10, tzinfo=PARIS) and second.edited is None


def _smf21(posts: str) -> str:
    return f"""<html><body><div id="forumposts">{posts}</div>
<div class="pagelinks"><span class="current_page">1</span></div></body></html>"""


def _smf_post(pid: int, author: str, when: str, text: str, modified: str = "") -> str:
    return f"""<div class="windowbg" id="msg{pid}"><div class="post_wrapper">
<div class="poster"><h4><a href="https://jeu.example/index.php?action=profile;u=3">{author}</a></h4></div>
<div class="postarea"><div class="keyinfo"><div class="postinfo"><span class="messageicon"></span>
<a href="https://jeu.example/index.php?msg={pid}" class="smalltext">{when}</a></div></div>
<div class="post"><div class="inner" id="msg_{pid}">{text}</div></div>
<div class="under_message"><span class="smalltext modified floatright" id="modified_{pid}">{modified}</span></div>
</div></div></div>"""


def test_smf_in_french_reads_today_and_the_last_edit_line():
    page = _smf21(
        _smf_post(40, "Anselme", "Aujourd'hui à 21:09", "vote Zéphyrine",
                  "« Dernière édition: 30 novembre 2026 à 21:40 par Anselme »")
        + _smf_post(41, "Zéphyrine", "Hier à 08:15", "bonjour"))
    read = smf.parse(page, url="https://jeu.example/index.php?topic=7.0", tz=PARIS, now=NOW)
    first, second = read.posts
    assert first.created == datetime(2026, 11, 30, 21, 9, tzinfo=PARIS)
    assert first.edited == datetime(2026, 11, 30, 21, 40, tzinfo=PARIS)
    assert second.created == datetime(2026, 11, 29, 8, 15, tzinfo=PARIS)


SPIRIT = {"post": "div.comment", "author": ".comment-username", "time": ".comment-date",
          "body": ".comment-body", "edited": ".comment-edited", "permalink": "a.comment-link"}


def _spirit(edited: str) -> str:
    return f"""<html><body>
<div class="comment" id="c7"><a class="comment-username">Zéphyrine</a>
<span class="comment-date">Nov. 30, 2026, 9 p.m.</span>{edited}
<div class="comment-body"><p>vote Anselme</p></div></div></body></html>"""


def test_an_edit_mark_without_a_time_is_flagged_on_the_post():
    """Spirit and Misago print a bare "edited": when the vote changed is not known."""
    read = generic.parse(_spirit('<span class="comment-edited">edited</span>'),
                         url="https://spirit.example/topic/1/jour-2/", tz=PARIS, now=NOW, config=SPIRIT)
    post = read.posts[0]
    assert post.created == datetime(2026, 11, 30, 21, 0, tzinfo=PARIS)
    assert post.edited is None and post.edit_undated
    plain = generic.parse(_spirit(""), url="https://spirit.example/topic/1/jour-2/", tz=PARIS, now=NOW,
                          config=SPIRIT)
    assert not plain.posts[0].edit_undated


def test_an_edit_notice_in_words_without_its_time_is_flagged():
    page = _phpbb30(_phpbb_post(11, "Zéphyrine", "lun. 30 nov. 2026 21:09", "vote Anselme",
                                '<div class="notice">Modifié par Zéphyrine</div>'))
    post = phpbb.parse(page, url="https://jeu.example/viewtopic.php?t=9", tz=PARIS, now=NOW).posts[0]
    assert post.edited is None and post.edit_undated


def test_spirit_post_links_point_to_its_anchor():
    """Spirit's anchors are `#c7`, not `#7` (issue 23): a link built from the id must use the
    post element's own id."""
    config = {key: value for key, value in SPIRIT.items() if key != "permalink"}
    read = generic.parse(_spirit(""), url="https://spirit.example/topic/1/jour-2/", tz=PARIS, now=NOW,
                         config=config)
    assert read.posts[0].permalink == "https://spirit.example/topic/1/jour-2/#c7"


def test_a_post_date_without_a_time_of_day_is_an_error_naming_the_page_and_post():
    import pytest

    from lupus_mod.errors import ForumError
    page = _phpbb30(_phpbb_post(11, "Zéphyrine", "lun. 30 nov. 2026", "vote Anselme"))
    with pytest.raises(ForumError) as caught:
        phpbb.parse(page, url="https://jeu.example/viewtopic.php?t=9", tz=PARIS, now=NOW)
    assert "https://jeu.example/viewtopic.php?t=9" in caught.value.message
    assert "post 11" in caught.value.message and "no time of day" in caught.value.message


def test_vbulletin_in_french_reads_its_dates_and_edit_line():
    """The vBulletin 4 fixture with its dates and edit line as a French board prints them."""
    import re
    from pathlib import Path

    from lupus_mod.forum import vbulletin
    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "vbulletin4" / "page-1.html"
    text = fixture.read_bytes().decode("latin-1" if b"ISO-8859-1" in fixture.read_bytes()[:2000] else "utf-8")
    italian = vbulletin.parse(text, url="https://lupus-vb4.example/showthread.php?t=777", tz=PARIS, now=NOW)
    french = re.sub(r'class="date">17-10-2026,&nbsp;', 'class="date">17 octobre 2026, ', text)
    french = french.replace("Ultima modifica di Fiammetta; 17-10-2026 alle",
                            "Dernière modification par Fiammetta ; 17/10/2026 à")
    assert french.count("17 octobre 2026, ") >= 3 and "Dernière modification par" in french
    read = vbulletin.parse(french, url="https://lupus-vb4.example/showthread.php?t=777", tz=PARIS, now=NOW)
    assert [p.created for p in read.posts] == [p.created for p in italian.posts]
    assert [p.edited for p in read.posts] == [p.edited for p in italian.posts]
    assert any(p.edited for p in read.posts)
