"""Quotes on phpBB2-like pages (Forumactif's phpBB2 themes): phpBB2 draws a quote as a table,
its header «X a écrit :» in a cell of its own above the quoted text's `td.quote`. The header is
part of the quote: never the quoting player's words, and nothing in it (a `[quote="…"]` names
it as the player likes) a vote of his. phpBB2's own template also closes the text's box before
the quote's table and opens it again after it: the words after the quote are the player's.

Capucine quotes Baptiste in the fixture thread tests/fixtures/forum/forumactif-phpbb2/
(fictional players of games/thiercelieux).
"""
from __future__ import annotations

import pytest

from lupus_mod.forum.engines import parse_with
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from tests.forum.fixture_variants import TZ, changed, changed_first, fixture

HEADER = "<b>Baptiste a écrit :</b>"


def _capucines_votes(page: str) -> list[tuple[str, str]]:
    thread = fixture("forumactif-phpbb2")
    posts = thread.read(page).posts
    roster = Roster(tuple(sorted({post.author for post in posts})))
    return [(action.target, action.where) for action in read_thread(posts, Grammar(), roster)
            if action.author == "Capucine"]


@pytest.mark.parametrize("header", ["Baptiste a écrit :", "Baptiste ha scritto:", "Baptiste wrote:",
                                    "Citation :", "Dorian a écrit :"])
def test_a_quotes_header_is_part_of_the_quote_never_the_quoting_players_words(header):
    thread = fixture("forumactif-phpbb2")
    post = thread.post(changed(thread.pages[0], HEADER, f"<b>{header}</b>"), "203")
    assert post.text() == "Certainement pas."
    assert post.bold_text() == ""
    assert header in "".join(segment.text for segment in post.body if segment.quote)


def test_a_vote_written_in_a_quotes_header_never_counts_for_the_quoting_player():
    """`[quote="vote Dorian"]…[/quote]` draws the header «vote Dorian a écrit :»."""
    page = changed(fixture("forumactif-phpbb2").pages[0], HEADER, "<b>vote Dorian a écrit :</b>")
    assert all(where == "quote" for _, where in _capucines_votes(page))


def test_the_words_after_a_quote_drawn_by_phpbb2s_own_template_are_the_players():
    """phpBB2's template: `</span><table>…quote…</table><span class="postbody">`."""
    own = ('<span class="postbody"><div>Mon avis :</div></span><table width="90%" cellspacing="1" cellpadding="3" '
           'border="0" align="center"><tr><td><span class="genmed"><b>Baptiste a écrit :</b></span></td></tr>'
           '<tr><td class="quote">Je vote <strong>Dorian</strong>.</td></tr></table>'
           '<span class="postbody">Je vote <b>Hortense</b>.</span>')
    thread = fixture("forumactif-phpbb2")
    page = changed_first(thread.pages[0], r'<span class="postbody"><div><table width="90%".*?</div></span>', own)
    post = thread.post(page, "203")
    assert post.text() == "Mon avis :\nJe vote Hortense."
    assert sorted(_capucines_votes(page)) == [("Dorian", "quote"), ("Hortense", "body")]


def test_a_generic_board_whose_quote_is_phpbb2s_cell_keeps_the_header_in_the_quote():
    """`[forum.generic] quote = "td.quote"` on a phpBB2 board: the cell's table is the quote."""
    thread = fixture("forumactif-phpbb2")
    generic = {"post": "tr.post", "author": "span.name strong", "time": "td + td span.postdetails",
               "body": "span.postbody", "quote": "td.quote", "remove": "dl.codebox",
               "permalink": "span.postdetails a[href*='#']"}
    page = changed(thread.pages[0], HEADER, "<b>vote Dorian a écrit :</b>")
    posts = parse_with("generic", page, url=thread.url(), tz=TZ, now=thread.now, generic_config=generic)[1].posts
    post = next(post for post in posts if post.author == "Capucine")
    assert post.text() == "Certainement pas."
    assert "vote Dorian a écrit :" in "".join(segment.text for segment in post.body if segment.quote)


def test_a_code_box_drawn_by_phpbb2s_own_template_holds_no_vote():
    """phpBB2's template draws `[code]` as a table too: «Code :» above a `td.code` cell."""
    thread = fixture("forumactif-phpbb2")
    code = ('<table width="90%" cellspacing="1" cellpadding="3" border="0" align="center"><tr><td><span class="genmed">'
            '<b>Code :</b></span></td></tr><tr><td class="code">Je vote Baptiste</td></tr></table>')
    page = changed_first(thread.pages[0], r'<dl class="codebox">.*?</dl>', code)
    assert thread.post(page, "203").text(include_quotes=True, include_spoilers=True).endswith("Certainement pas.")
    assert all(where == "quote" for _, where in _capucines_votes(page))
