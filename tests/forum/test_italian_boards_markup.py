"""Invision Community (lupusinforum.it) and ForumFree/ForumCommunity pages as the real engines
draw them (docs/forums.md, *Italian boards*): every page here is a fixture thread of
tests/fixtures/forum/ with one piece of the engine's own markup added — a reaction list, a
likes popup, a quote's header, an edit line a moderator hid, Invision 5's author heading, a
classic-layout ForumFree post. Names in those pieces are never an author and never text."""
from __future__ import annotations

import re
from datetime import datetime

import pytest

from lupus_mod.forum import forumfree
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from tests.forum.fixture_variants import TZ, changed, fixture


def _in_post(html: str, start: str, end: str, old: str, new: str) -> str:
    """`html` with `old` replaced by `new` inside the one post that begins at `start`."""
    begin = html.index(start)
    finish = html.find(end, begin + len(start))
    finish = len(html) if finish < 0 else finish
    block = html[begin:finish]
    assert old in block, f"{old!r} is not in the post"
    return html[:begin] + block.replace(old, new, 1) + html[finish:]


def _ips_post(html: str, post_id: str, old: str, new: str) -> str:
    return _in_post(html, f'id="elComment_{post_id}"', "</article>", old, new)


# Invision 4 draws who reacted, names linked to their profiles, in the post's controls.
IPS4_REACTIONS = (
    '<div class="ipsReact ipsPos_right"><div class="ipsReact_blurb" data-role="reactionBlurb">'
    '<ul class="ipsReact_reactions"><li class="ipsReact_overview ipsType_blendLinks">'
    '<a href="https://www.lupus-ips4.example/profile/15-cosimo/" data-ipshover="">Cosimo</a>, '
    '<a href="https://www.lupus-ips4.example/profile/13-anselmo/" data-ipshover="">Anselmo</a> e '
    '<a href="https://www.lupus-ips4.example/topic/4321-x/?do=showReactionsComment&amp;comment=1017" '
    'data-ipsdialog="">1 altro</a> hanno reagito</li>'
    '<li class="ipsReact_reactCount"><a href="#"><span><img src="/reactions/react_like.png" alt="Mi piace">'
    '</span><span>3</span></a></li></ul></div></div>')


@pytest.mark.parametrize("where", ["controls", "top"])
def test_invision_reactions_name_no_author_and_hold_no_text(where):
    thread = fixture("invision4")
    before = thread.post(thread.pages[0], "1017")
    if where == "controls":
        page = _ips_post(thread.pages[0], "1017", '<ul class="ipsComment_controls', IPS4_REACTIONS + '<ul class="ipsComment_controls')
    else:   # a theme that draws the reactions above the author pane
        page = _ips_post(thread.pages[0], "1017", '<div class="cAuthorPane_mobile', IPS4_REACTIONS + '<div class="cAuthorPane_mobile')
    post = thread.post(page, "1017")
    assert post.author == "Brunilde"
    assert post.body == before.body
    assert "Cosimo" not in post.text(include_quotes=True, include_spoilers=True)


def test_invision_a_quotes_header_is_part_of_the_quote_never_of_the_text():
    thread = fixture("invision4")
    cosimo = thread.post(thread.pages[0], "1024")
    assert cosimo.author == "Cosimo" and cosimo.quoted_ids == ("1010",)
    assert "Anselmo ha scritto" not in cosimo.text()
    assert "Anselmo ha scritto" in cosimo.text(include_quotes=True)


def test_invision_an_edit_whose_line_the_board_hid_is_flagged_not_read_as_unedited():
    thread = fixture("invision4")
    # A moderator may edit without showing "Modificato … da …": the date keeps "(modificato)".
    page = re.sub(r'<p class="ipsType_reset ipsType_medium ipsType_light" data-excludequote="">.*?</p>',
                  "", thread.pages[0], count=1, flags=re.S)
    fiammetta = thread.post(page, "1045")
    assert fiammetta.edit_undated and fiammetta.edited is None
    assert not thread.post(thread.pages[0], "1045").edit_undated   # with its line: dated


@pytest.mark.parametrize("badge", ["(edited)", "(modifié)", "( modificato )"])
def test_invision_the_edited_mark_in_every_language_flags_an_undated_edit(badge):
    thread = fixture("invision4")
    page = _ips_post(thread.pages[0], "1017", "</time></a></div>\n\t\t\t</div>",
                     f'</time></a> <span class="ipsResponsive_hidePhone">{badge}</span></div>\n\t\t\t</div>')
    assert thread.post(page, "1017").edit_undated


def test_invision_the_word_edited_in_a_players_text_is_no_edit_mark():
    thread = fixture("invision4")
    page = _ips_post(thread.pages[0], "1017", "Anselmo parla troppo", "<span>(modificato)</span> Anselmo parla troppo")
    assert not thread.post(page, "1017").edit_undated


def test_invision_a_theme_that_renames_the_author_pane_is_read():
    thread = fixture("invision4")
    page = re.sub(r'<h3 class="[^"]*cAuthorPane_author[^"]*">', '<h3 class="ipsType_sectionHead cAuthorName">',
                  thread.pages[0])
    assert [p.author for p in thread.read(page).posts] == [p.author for p in thread.read(thread.pages[0]).posts]


def test_invision_5_author_heading_without_its_class_is_read_by_its_hook():
    thread = fixture("invision5")
    page = thread.pages[0].replace('<h3 data-ips-hook="postUsername" class="ipsEntry__username">',
                                   '<h3 data-ips-hook="postUsername" class="i-font-size_2">')
    assert [p.author for p in thread.read(page).posts] == [p.author for p in thread.read(thread.pages[0]).posts]


@pytest.mark.parametrize("when, undated", [
    ('Modificato <time datetime="2026-10-17T11:05:12Z" title="17/10/2026 13:05">17 ottobre</time> da Fiammetta', False),
    ("Modificato da Fiammetta", True),
])
def test_invision_5_edit_line_by_its_class_alone(when, undated):
    thread = fixture("invision5")
    page = re.sub(r'<p class="[^"]*ipsEdited[^"]*" data-excludequote="" data-el="edited">.*?</p>',
                  f'<p class="i-color_soft ipsEdited">{when}<br>cambio voto</p>', thread.pages[0], count=1, flags=re.S)
    post = thread.post(page, "1045")
    assert post.edit_undated is undated
    assert (post.edited == datetime(2026, 10, 17, 13, 5, 12, tzinfo=TZ)) is not undated
    assert "Fiammetta" not in post.text() and "cambio voto" not in post.text()


# ForumFree/ForumCommunity ---------------------------------------------------------------------

def _ff_post(html: str, post_id: str, old: str, new: str) -> str:
    return _in_post(html, f'id="ee{post_id}"', 'id="ee', old, new)


# The likes ("points") of a post and the popup listing who gave them, in the post's header.
FF_LIKES = (
    '<div class="mini_buttons points Sub"><span class="points" id="points612000075">'
    '<a href="#" rel="#popup"><em class="points_pos">2</em></a></span></div>'
    '<div class="popup pop_points"><div class="users"><ul>'
    '<li><a href="/?act=Profile&amp;MID=7810015">Cosimo</a></li>'
    '<li><a href="/?act=Profile&amp;MID=7810013">Anselmo</a></li></ul></div></div>')


@pytest.mark.parametrize("case", ["forumfree", "forumfree-classic"])
def test_forumfree_likes_name_no_author_and_hold_no_text(case):
    thread = fixture(case)
    before = thread.post(thread.pages[0], "612000075")
    page = _ff_post(thread.pages[0], "612000075", '<div class="nick">', FF_LIKES + '<div class="nick">')
    post = thread.post(page, "612000075")
    assert post.author == "Brunilde" and post.body == before.body


@pytest.mark.parametrize("case", ["forumfree", "forumfree-classic"])
def test_forumfree_a_quotes_header_is_part_of_the_quote(case):
    thread = fixture(case)
    cosimo = thread.post(thread.pages[0], "612000112")
    assert "Anselmo @" not in cosimo.text() and "Anselmo @" in cosimo.text(include_quotes=True)


def test_forumfree_a_quote_names_the_quoted_post_by_its_entry_link_even_on_another_page():
    thread = fixture("forumfree-classic")
    page = changed(thread.pages[0], '<a href="?t=61234567#entry612000038">',
                   '<a href="/?t=61234567&amp;st=15#entry612000038">')
    assert thread.post(page, "612000112").quoted_ids == ("612000038",)


def test_forumfree_classic_a_players_link_to_a_far_page_is_no_page_of_the_thread():
    thread = fixture("forumfree-classic")
    page = changed(thread.pages[0], "Ci ho pensato bene tutta la mattina.",
                   'Ci ho pensato bene <a href="https://villaggiodeilupi.forumcommunity.net/?t=61234567&amp;st=300">'
                   "come nel giorno 1</a>.")
    read = thread.read(page)
    assert (read.page_number, read.last_page) == (1, 2)
    assert read.next_url == "https://villaggiodeilupi.forumcommunity.net/?t=61234567&st=15"


def test_forumfree_classic_an_edit_notice_without_a_date_is_flagged():
    thread = fixture("forumfree-classic")
    page = changed(thread.pages[0], "Modificato da Fiammetta - 17/10/2026, 13:05", "Modificato da Fiammetta")
    fiammetta = thread.post(page, "612000223")
    assert fiammetta.edit_undated and fiammetta.edited is None


@pytest.mark.parametrize("title, want", [
    ("17/10/2026, 10:00:05", datetime(2026, 10, 17, 10, 0, 5, tzinfo=TZ)),   # the seconds of the printed minute
    ("17/10/2026, 10:07:05", datetime(2026, 10, 17, 10, 0, tzinfo=TZ)),      # another minute: the printed date
])
def test_forumfree_classic_the_link_title_adds_seconds_only_to_its_own_minute(title, want):
    thread = fixture("forumfree-classic")
    page = changed(thread.pages[0], 'title="17/10/2026, 10:00:05"', f'title="{title}"')
    assert thread.post(page, "612000001").created == want


def test_forumfree_classic_a_relative_date_takes_its_day_from_the_link_title():
    thread = fixture("forumfree-classic")
    page = changed(thread.pages[0], "<b>Inviato il:</b> 17/10/2026, 10:00<", "<b>Inviato il:</b> Oggi, 10:00<")
    # Read the next morning (a page saved on the 17th whose file says the 18th): "Oggi" alone
    # would be the 18th, the title says the 17th.
    later = forumfree.parse(page, url=thread.url(0), tz=TZ, now=datetime(2026, 10, 18, 9, 0, tzinfo=TZ))
    assert later.posts[0].created == datetime(2026, 10, 17, 10, 0, 5, tzinfo=TZ)


def test_forumfree_classic_a_date_title_inside_the_text_is_never_the_posts_time():
    thread = fixture("forumfree-classic")
    page = changed(thread.pages[0], 'title="17/10/2026, 10:00:05"', 'title="garbage"')
    page = _ff_post(page, "612000001", "<b>GIORNO 4</b>",
                    '<a href="#entry612000001" title="17/10/2026, 10:00:59">GIORNO</a> <b>GIORNO 4</b>')
    assert thread.post(page, "612000001").created == datetime(2026, 10, 17, 10, 0, tzinfo=TZ)


def test_forumfree_classic_a_guests_box_is_read_with_its_plain_name():
    thread = fixture("forumfree-classic")
    assert 'class="post box_visitatore"' in thread.pages[0]
    assert thread.post(thread.pages[0], "612000482").author == "Niccolò"


def _month_first(match: re.Match) -> str:
    day, month, year, hour, minute = (int(g) for g in match.groups())
    return f"{month}/{day}/{year}, {(hour - 1) % 12 + 1}:{minute:02d} {'PM' if hour >= 12 else 'AM'}"


def test_forumfree_an_english_board_with_month_first_dates_is_read_month_first():
    thread = fixture("forumfree")
    page = re.sub(r"(\d{1,2})/(\d{1,2})/(\d{4}), (\d\d):(\d\d)", _month_first, thread.pages[0])
    assert "10/17/2026, 12:15 PM" in page
    read, before = thread.read(page), thread.read(thread.pages[0])
    assert [(p.created, p.edited) for p in read.posts] == [(p.created, p.edited) for p in before.posts]


def test_invision_5_a_post_hidden_by_a_moderator_is_not_read():
    # Invision 5's postContainer template adds `ipsModerated` to a hidden post's article,
    # `ipsHide` to an ignored member's (read: the players see it).
    thread = fixture("invision5")
    marker = 'id="elComment_1017" class="'
    hidden = changed(thread.pages[0], marker, marker + "ipsModerated ")
    ignored = changed(thread.pages[0], marker, marker + "ipsHide ")
    every = [p.id for p in thread.read(thread.pages[0]).posts]
    assert [p.id for p in thread.read(hidden).posts] == [i for i in every if i != "1017"]
    assert [p.id for p in thread.read(ignored).posts] == every


@pytest.mark.parametrize("case, heading", [
    ("invision5", '<h3 data-ips-hook="postUsername" class="ipsEntry__username">Brunilde'
                  '<span class="ipsEntry__group">Ospiti</span></h3>'),
    ("invision4", '<h3 class="ipsType_sectionHead cAuthorPane_author ipsType_break"><strong>Brunilde</strong></h3>'),
])
def test_invision_a_guests_name_without_a_link_is_read_without_its_group(case, heading):
    thread = fixture(case)
    html = thread.pages[0]
    begin = html.index('id="elComment_1017"')
    finish = html.index("</article>", begin)
    post = re.sub(r'<h3 [^>]*(?:postUsername|cAuthorPane_author)[^>]*>.*?</h3>', heading, html[begin:finish], flags=re.S)
    assert thread.post(html[:begin] + post + html[finish:], "1017").author == "Brunilde"


def test_invision_4_0_spoiler_box_hides_its_vote():
    thread = fixture("invision4")
    page = _ips_post(thread.pages[0], "1017", "Anselmo parla troppo",
                     '<blockquote class="ipsStyle_spoiler"><p>voto Gastone</p></blockquote>Anselmo parla troppo')
    brunilde = thread.post(page, "1017")
    assert "voto Gastone" not in brunilde.text() and "voto Gastone" in brunilde.text(include_spoilers=True)


# The day counted end to end on the classic layout ---------------------------------------------

ALIVE = ("Anselmo", "Brunilde", "Cosimo", "Donatella", "Ermete", "Fiammetta", "Gastone", "Ilaria", "Niccolò")


def _counted(first_page: str):
    thread = fixture("forumfree-classic")
    posts = [*thread.read(first_page).posts, *thread.read(thread.pages[1], 1).posts]
    roster = Roster(ALIVE, (), ("Narratore",))
    look_alikes = {p.author: found[0] for p in posts if (found := roster.resembles(p.author))}
    return count_votes(read_thread(posts, Grammar(), roster),
                       DayContext(4, ALIVE, (), ("Narratore",), look_alikes=look_alikes))


def _fates(tally) -> list[tuple[str, str, str, str | None]]:
    return [(e.action.author, e.action.where, e.fate, e.voter) for e in tally.entries]


def test_forumfree_classic_day_signatures_likes_and_quote_headers_hold_no_vote():
    thread = fixture("forumfree-classic")
    plain = _counted(thread.pages[0])
    decorated = _ff_post(thread.pages[0], "612000186", '<div class="nick">', FF_LIKES + '<div class="nick">')
    assert _fates(_counted(decorated)) == _fates(plain)
    anselmo = [(e.action.where, e.fate) for e in plain.entries if e.action.author == "Anselmo"]
    assert anselmo == [("body", "replaced"), ("body", "counted")]   # never his signature's "voto Brunilde"
    assert ("Cosimo", "quote", "quoted", "Cosimo") in _fates(plain)


@pytest.mark.parametrize("forged", ["Brunilde_", "Brunilde.", "Brünilde"])
def test_forumfree_classic_a_look_alike_account_never_votes_as_the_player(forged):
    thread = fixture("forumfree-classic")
    page = _ff_post(thread.pages[0], "612000075", ">Brunilde</a></div>", f">{forged}</a></div>")
    tally = _counted(page)
    mine = [e for e in tally.entries if e.action.author == forged]
    assert mine and all(e.fate == "look-alike-author" and e.slot == "Brunilde" and e.voter != "Brunilde"
                        for e in mine)
    assert not [e for e in tally.entries if e.voter == "Brunilde" and e.fate == "counted"]
