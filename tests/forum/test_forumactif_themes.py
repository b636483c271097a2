"""Forumactif's theme families (phpBB3-like, phpBB2-like, PunBB-like, Invision-like): each
page is read with its own theme's layout, whatever a player writes in his post, and what the
themes print beside a post's date (its subject, its number) is never read as the date.

The threads are the fixtures tests/fixtures/forum/forumactif*/ (fictional players), read
whole against their expected.toml by test_engine_fixtures.py; here, one piece of a page is
changed at a time.
"""
from __future__ import annotations

import re
from datetime import datetime

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.engines import detect
from tests.forum.fixture_variants import FIXTURES, changed, changed_first, fixture

THEMES = ["forumactif", "forumactif-invision", "forumactif-phpbb2", "forumactif-punbb"]
# The second post's text on each theme's first page.
SECOND_POST = {"forumactif": "Je vote <strong>Corentin</strong>[.]"}
# Every theme's frame, as a player on a board that lets HTML through could write it in his post.
EVERY_THEMES_MARKS = ('<div class="post" id="p9"><div class="postleft"><dl><dt><strong>Baptiste</strong></dt></dl>'
                      '</div><div class="post-entry"><p class="author"><strong>Baptiste</strong></p></div></div>'
                      '<table><tr class="post"><td><span class="name"><a name="9"></a><strong>Baptiste</strong>'
                      '</span></td></tr></table>Je vote Dorian.')


def _reading(thread, text: str) -> list[tuple]:
    return [(p.id, p.author, p.created, p.position, p.text()) for p in thread.read(text).posts]


@pytest.mark.parametrize("case", THEMES)
def test_every_theme_is_recognised_as_forumactif(case):
    assert detect(fixture(case).pages[0]) == "forumactif"


@pytest.mark.parametrize("case", THEMES)
def test_another_themes_frame_written_in_a_post_changes_nothing(case):
    thread = fixture(case)
    plain = _reading(thread, thread.pages[0])
    written = changed_first(thread.pages[0], SECOND_POST.get(case, "Je vote <strong>Dorian</strong>[.]"),
                            EVERY_THEMES_MARKS)
    read = _reading(thread, written)
    assert [post[:4] for post in read] == [post[:4] for post in plain]
    assert "Je vote Dorian." in read[1][4]


@pytest.mark.parametrize("case, subject", [
    ("forumactif-phpbb2", '<a href="/t45-jour-2#202">Re: Jour 2</a>'),
    ("forumactif-punbb", '<a href="/t45-jour-2#202">Re: Jour 2</a>'),
])
@pytest.mark.parametrize("written", ["Vote avant Aujourd'hui à 21:00", "Hier à 08:00", "Sam 17 Oct - 23:59"])
def test_a_subject_that_reads_as_a_date_is_never_the_posts_date(case, subject, written):
    """phpBB2 and PunBB print the post's subject on its date's line: a player's subject is his."""
    thread = fixture(case)
    page = changed(thread.pages[0], subject, subject.replace("Re: Jour 2", written))
    post = thread.post(page, "202")
    assert post.created == datetime.fromisoformat(thread.expected["post"][1]["time"])


@pytest.mark.parametrize("case", ["forumactif-phpbb2", "forumactif-punbb", "forumactif-invision"])
def test_a_guests_name_without_a_profile_link_is_read(case):
    """Rodolphe posts as a guest: his name is drawn without the profile link."""
    thread = fixture(case)
    assert "<strong>Rodolphe</strong>" in thread.pages[0] and 'href="/u0"' not in thread.pages[0]
    assert thread.post(thread.pages[0], "205").author == "Rodolphe"


def test_a_phpbb_page_showing_a_forumactif_image_in_a_post_is_phpbb():
    """A player's image hosted on Forumactif's asset host (a smiley copied from a Forumactif
    board) is no Forumactif page: only the page's own stylesheets and scripts tell."""
    page = (FIXTURES / "saved" / "phpbb-3.3.15" / "page-01.html").read_text(encoding="utf-8")
    smiley = '<img src="https://illiweb.com/fa/i/smiles/icon_smile.gif" alt=":)"> Povera Mirtilla'
    assert detect(changed(page, "Povera Mirtilla", smiley)) == "phpbb"


def _modernbb_page(second_body: str) -> str:
    """Two posts as Forumactif's ModernBB theme draws them: the profile (`.postprofile-name`)
    before the post's head (`.post-date`) and text (`div.content`)."""
    def post(pid: int, member: int, author: str, date: str, body: str) -> str:
        return (f'<div class="post row1" id="p{pid}"><div class="postprofile" id="profile{pid}">'
                f'<div class="postprofile-head"><div class="postprofile-name"><a href="/u{member}"><span>'
                f'<strong>{author}</strong></span></a></div></div></div><div class="postbody"><div class="post-head">'
                f'<h2 class="topic-title"><a href="/t45-jour-2#{pid}">Re: Jour 2</a></h2>'
                f'<div class="post-date">{date}</div></div><div class="content clearfix"><div>{body}</div></div>'
                f'</div></div>')
    return ('<html><head><link rel="stylesheet" href="https://illiweb.com/rs3/58/frm/modernbb/style.css" />'
            '</head><body>' + post(301, 2, "Baptiste", "Sam 17 Oct - 10:05", "Je vote Dorian.")
            + post(302, 3, "Capucine", "Aujourd'hui à 21:09", second_body) + "</body></html>")


@pytest.mark.parametrize("written", ["", EVERY_THEMES_MARKS])
def test_a_modernbb_page_is_read_whatever_frame_a_player_writes(written):
    thread = fixture("forumactif")
    page = _modernbb_page(written + "Je vote Baptiste.")
    assert detect(page) == "forumactif"
    posts = thread.read(page).posts
    assert [(p.id, p.author, p.created.strftime("%d %H:%M")) for p in posts] == [
        ("301", "Baptiste", "17 10:05"), ("302", "Capucine", "17 21:09")]
    assert posts[1].text().endswith("Je vote Baptiste.")


# Every theme's author line naming Baptiste, as a player could write them in his post's HTML.
EVERY_THEMES_AUTHOR = ('<p class="author">par <a href="/u2"><strong>Baptiste</strong></a> Sam 17 Oct - 09:00</p>'
                       '<span class="name"><strong><a href="/u2">Baptiste</a></strong></span>'
                       '<div class="postleft"><dl><dt><strong>Baptiste</strong></dt></dl></div>'
                       '<span class="post-author"><a href="/u2"><strong>Baptiste</strong></a></span>'
                       '<div class="postprofile-name"><strong>Baptiste</strong></div>')
# A guest's post on each theme: (the page's text to change, its replacement, the post's id).
GUEST_POSTS = {
    "forumactif": ('par <a href="/u5"><strong>Anselme</strong></a> Sam 17 Oct 2026 - 10:05</p>\n'
                   '   <div class="content clearfix"><div>',
                   'par <strong>Rodolphe</strong> Sam 17 Oct 2026 - 10:05</p>\n'
                   f'   <div class="content clearfix"><div>{EVERY_THEMES_AUTHOR}', "102"),
    **{case: ("Je passe en invité", EVERY_THEMES_AUTHOR + "Je passe en invité", "205")
       for case in ("forumactif-invision", "forumactif-phpbb2", "forumactif-punbb")},
}


@pytest.mark.parametrize("case", sorted(GUEST_POSTS))
def test_a_guest_who_writes_a_players_author_line_in_his_post_stays_a_guest(case):
    """The name and the date are read from the post's frame, never from its text."""
    thread = fixture(case)
    old, new, post_id = GUEST_POSTS[case]
    post = thread.post(changed(thread.pages[0], old, new), post_id)
    wanted = next(entry for entry in thread.expected["post"] if entry["id"] == post_id)
    assert (post.author, post.created) == ("Rodolphe", datetime.fromisoformat(wanted["time"]))


def test_a_phpbb2_edit_notice_inside_the_posts_box_is_read_and_left_out_of_its_text():
    """phpBB2 prints the notice after the text's box; a theme that prints it inside the box
    (`span.postbody span.gensmall`) must not leave the post unedited in silence."""
    thread = fixture("forumactif-phpbb2")
    notice = ('<span class="gensmall"><br /><br />Dernière édition par Hortense le Sam 17 Oct - 11:42; '
              "édité 1 fois</span>")
    page = changed(thread.pages[0], "</div></span>" + notice, "</div>" + notice + "</span>")
    post = thread.post(page, "204")
    assert post.edited == datetime.fromisoformat("2026-10-17T11:42:00+02:00")
    assert "Dernière édition" not in post.text(include_quotes=True, include_spoilers=True)


def test_a_punbb_edit_notice_under_punbbs_own_class_is_read_and_left_out_of_its_text():
    """PunBB's templates print the notice as `p.postedit`: a theme that keeps the name is read."""
    thread = fixture("forumactif-punbb")
    post = thread.post(changed(thread.pages[0], '<p class="edit">', '<p class="postedit">'), "204")
    assert post.edited == datetime.fromisoformat("2026-10-17T11:42:00+02:00")
    assert "Dernière édition" not in post.text(include_quotes=True, include_spoilers=True)


@pytest.mark.parametrize("case, box", [
    ("forumactif", '<div class="content clearfix"><div>Je vote'),
    ("forumactif-punbb", '<div class="entry-content"><div>Je vote <strong>Dorian'),
    ("forumactif-invision", '<div class="entry-content"><div>Je vote <strong>Dorian'),
    ("forumactif-phpbb2", '<span class="postbody"><div>Je vote <strong>Dorian'),
])
def test_a_post_whose_text_is_not_where_its_theme_prints_it_stops_the_tally_naming_it(case, box):
    """A theme drawing the text's box otherwise: an error naming the post, never an empty post
    whose vote is lost in silence."""
    thread = fixture(case)
    page = changed_first(thread.pages[0], re.escape(box), box.replace('class="', 'class="other-'))
    with pytest.raises(ForumError, match=r"cannot read the text of post [12]02"):
        thread.read(page)


@pytest.mark.parametrize("line", [
    "Posté le: Sam 17 Oct - 10:05&nbsp; &nbsp;Sujet du message: 16/10/2026 21:00",
    'Posté le: Sam 17 Oct - 10:05<span class="gen">&nbsp;</span>&nbsp; &nbsp;Sujet du message: 16/10/2026 21:00',
    "Sujet du message: 16/10/2026 21:00 &nbsp; Posté le: Sam 17 Oct - 10:05",
    "Post subject: Hier à 08:00 &nbsp; Posted: Sam 17 Oct - 10:05",
])
def test_a_phpbb2_subject_printed_as_plain_text_on_the_date_line_is_never_the_date(line):
    """phpBB2's own template prints the subject after the date, as plain text, not a link."""
    thread = fixture("forumactif-phpbb2")
    page = changed(thread.pages[0], 'Sujet du message: <a href="/t45-jour-2#202">Re: Jour 2</a> &nbsp; '
                                    "Posté le: Sam 17 Oct - 10:05", line)
    assert thread.post(page, "202").created == datetime.fromisoformat("2026-10-17T10:05:00+02:00")


def test_a_punbb_date_printed_as_the_posts_link_is_read():
    """PunBB's own template links the post by its date («#2 <a>Sam 17 Oct - 10:05</a>»)."""
    thread = fixture("forumactif-punbb")
    page = changed(thread.pages[0], '<a href="/t45-jour-2#202">Re: Jour 2</a> &nbsp; Sam 17 Oct - 10:05',
                   '<a href="/t45-jour-2#202">Sam 17 Oct - 10:05</a>')
    assert thread.post(page, "202").created == datetime.fromisoformat("2026-10-17T10:05:00+02:00")
