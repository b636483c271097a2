"""Forumactif's theme families (phpBB3-like, phpBB2-like, PunBB-like, Invision-like): each
page is read with its own theme's layout, whatever a player writes in his post, and what the
themes print beside a post's date (its subject, its number) is never read as the date.

The threads are the fixtures tests/fixtures/forum/forumactif*/ (fictional players), read
whole against their expected.toml by test_engine_fixtures.py; here, one piece of a page is
changed at a time.
"""
from __future__ import annotations

from datetime import datetime

import pytest

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
