"""Adversarial posts on every adapter's fixture thread (issue 23): one post's text replaced by
quotes nested in quotes, code and spoilers holding votes (each engine's own markup for them);
its author's name by look-alikes and escape sequences; a guest's name drawn without a profile
link; a player's link to a far page of the thread; Discourse's staff-only whispers. What a
player wrote must be read as the board shows it, and nothing else may become a vote, a page
or an author."""
from __future__ import annotations

import json
from datetime import datetime

import pytest

from lupus_mod.errors import ForumError
from tests.forum.fixture_variants import CASES, JSON_ENGINES, TZ, changed, changed_first, fixture, saved

# Each engine's markup, as its templates draw it: (quote of WHO holding TEXT, code, spoiler).
_IPS = (lambda who, text: f'<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-contentcommentid="1003" '
                          f'data-ipsquote-username="{who}"><div class="ipsQuote_citation">{who} ha detto:</div>'
                          f'<div class="ipsQuote_contents"><p>{text}</p></div></blockquote>',
        lambda text: f'<pre class="ipsCode prettyprint">{text}</pre>',
        lambda text: f'<div class="ipsSpoiler" data-ipsspoiler=""><div class="ipsSpoiler_header"><span>Spoiler'
                     f'</span></div><div class="ipsSpoiler_contents"><p>{text}</p></div></div>')
_VB = (lambda who, text: f'<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
                         f'<div class="bbcode_postedby">Messaggio originale di <strong>{who}</strong> '
                         f'<a href="showthread.php?p=4002#post4002">Visualizza</a></div><div class="message">{text}'
                         f'</div></div></div></div>',
       lambda text: f'<div class="bbcode_container"><div class="bbcode_description">Codice:</div>'
                    f'<pre class="bbcode_code">{text}</pre></div>',
       lambda text: f'<div class="spoiler">{text}</div>')
MARKUP = {
    "invision4": _IPS, "invision5": _IPS, "vbulletin4": _VB, "vbulletin5": _VB,
    "forumfree": (lambda who, text: f'<div class="quote_top">CITAZIONE ({who} @ 17/10/2026, 10:00)</div>'
                                    f'<div class="quote">{text}</div>',
                  lambda text: f'<div class="code_top">CODICE</div><div class="code">{text}</div>',
                  lambda text: f'<div class="spoiler"><div class="code_top">SPOILER</div><div class="code">{text}</div></div>'),
    "smf20": (lambda who, text: f'<div class="quoteheader"><a href="https://lupus-smf20.example/index.php?msg=501">'
                                f'Citazione da: {who}</a></div><blockquote class="bbc_standard_quote">{text}</blockquote>'
                                f'<div class="quotefooter"></div>',
              lambda text: f'<div class="codeheader">Codice:</div><code class="bbc_code">{text}</code>',
              lambda text: f'<div class="sp-wrap"><div class="sp-head">Spoiler</div><div class="sp-body">{text}</div></div>'),
    "vbulletin3": (lambda who, text: f'<div style="margin:20px"><div class="smallfont">Quote:</div><table><tr>'
                                     f'<td class="alt2"><div>Originally Posted by <strong>{who}</strong></div>'
                                     f'<div style="font-style:italic">{text}</div></td></tr></table></div>',
                   lambda text: f'<div style="margin:20px"><div class="smallfont">Code:</div><pre class="alt2">{text}</pre></div>',
                   lambda text: f'<div class="spoiler">{text}</div>'),
    "forumactif": (lambda who, text: f'<blockquote><div><cite>{who} a écrit:</cite>{text}</div></blockquote>',
                   lambda text: f'<dl class="codebox"><dt>Code:</dt><dd><code>{text}</code></dd></dl>',
                   lambda text: f'<dl class="codebox spoiler"><dt>Spoiler:</dt><dd><div class="spoiler_content">{text}'
                                f'</div></dd></dl>'),
    "forumactif-phpbb2": (lambda who, text: f'<table width="90%"><tr><td><span class="genmed"><b>{who} a écrit :</b>'
                                            f'</span></td></tr><tr><td class="quote">{text}</td></tr></table>',
                          lambda text: f'<dl class="codebox"><dt>Code :</dt><dd><code>{text}</code></dd></dl>',
                          lambda text: f'<div class="spoiler"><div class="spoiler_title">Spoiler :</div>'
                                       f'<div class="spoiler_content hidden">{text}</div></div>'),
    "generic": (lambda who, text: f'<div class="citazione"><span class="chi">{who} scrive:</span><p>{text}</p></div>',
                lambda text: f"<pre><code>{text}</code></pre>",
                lambda text: f'<div class="nascosto"><div><p>{text}</p></div></div>'),
}
# Forumactif's PunBB-like and Invision-like themes draw quotes, code and spoilers as its phpBB3-like ones.
MARKUP["forumactif-punbb"] = MARKUP["forumactif-invision"] = MARKUP["forumactif"]
# The days saved from real boards: phpBB 3.3 and SMF 2.1, with each one's own markup.
SAVED = {
    "phpbb-3.3.15": saved("phpbb-3.3.15", "phpbb", "http://127.0.0.1:8089/viewtopic.php?t=3", "2026-10-03T23:00:00+02:00"),
    "smf-2.1.4": saved("smf-2.1.4", "smf", "http://127.0.0.1:8090/index.php?topic=3.0", "2026-10-03T23:00:00+02:00"),
}
MARKUP["phpbb-3.3.15"] = (
    lambda who, text: f'<blockquote cite="./viewtopic.php?p=68#p68"><div><cite><a href="./memberlist.php?mode='
                      f'viewprofile&amp;u=70">{who}</a> wrote: <a href="./viewtopic.php?p=68#p68">↑</a><span '
                      f'class="responsive-hide">Sat Oct 03, 2026 11:20 am</span></cite>{text}</div></blockquote>',
    lambda text: f'<div class="codebox"><p>Code: <a href="#">Select all</a></p><pre><code>{text}</code></pre></div>',
    lambda text: f'<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content">{text}</div></details>')
MARKUP["smf-2.1.4"] = (
    lambda who, text: f'<blockquote class="bbc_standard_quote"><cite><a href="http://127.0.0.1:8090/index.php?msg=80">'
                      f'Quote from: {who} on Oct 03, 2026, 07:45 PM</a></cite>{text}</blockquote>',
    lambda text: f'<div class="codeheader"><span class="code floatleft">Code</span> <a class="codeoperation">Select</a>'
                 f'</div><code class="bbc_code">{text}</code>',
    lambda text: f'<div class="sp-wrap"><div class="sp-head">Spoiler</div><div class="sp-body">{text}</div></div>')
# The text of the fixture's second post, as its page holds it.
SECOND_POST = {
    "smf20": "Comincio io: voto Cosimo",
    "forumactif": "Je vote <strong>Corentin</strong>[.]",
    "forumactif-invision": "Je vote <strong>Dorian</strong>[.]",
    "forumactif-phpbb2": "Je vote <strong>Dorian</strong>[.]",
    "forumactif-punbb": "Je vote <strong>Dorian</strong>[.]",
    "phpbb-3.3.15": r"(?<=<div class=\"content\">)Povera Mirtilla, non se lo meritava\.<br>",
    "smf-2.1.4": r"(?<=id=\"msg_54\">)\s*Hanno ucciso[^<]*",
}
SECOND_POST_ID = {"phpbb-3.3.15": "63", "smf-2.1.4": "54"}
ITALIAN_SECOND_POST = r"Buongiorno\. Cosimo ieri ha difeso il lupo fino all'ultimo\.<br ?/?>\s*voto Cosimo(?:<br ?/?>)?"
# What a body holds (quote, code, spoiler → html) and where its votes must land.
BODIES = {
    "nested quotes": (lambda q, c, s: q("Anna", q("Bea", "voto Inner") + "voto Outer") + "voto Own",
                      {"Own"}, {"Inner", "Outer"}, set()),
    "code": (lambda q, c, s: "prima " + c("voto Code") + " voto Own", {"Own"}, set(), set()),
    "code holding a quote": (lambda q, c, s: c("[quote]voto Code[/quote]") + "voto Own", {"Own"}, set(), set()),
    "spoiler": (lambda q, c, s: s("voto Hidden") + "voto Own", {"Own"}, set(), {"Hidden"}),
    "quote in a spoiler": (lambda q, c, s: s(q("Anna", "voto Inner")) + "voto Own", {"Own"}, {"Inner"}, {"Inner"}),
    "code in a quote": (lambda q, c, s: q("Anna", c("voto Code") + "voto Outer") + "voto Own",
                        {"Own"}, {"Outer"}, set()),
    "spoiler in a quote": (lambda q, c, s: q("Anna", s("voto Inner")) + "voto Own", {"Own"}, {"Inner"}, {"Inner"}),
}
WORDS = {"Own", "Inner", "Outer", "Code", "Hidden"}


@pytest.mark.parametrize("case", sorted(MARKUP))
@pytest.mark.parametrize("body", sorted(BODIES))
def test_votes_in_quotes_code_and_spoilers_land_where_the_board_shows_them(case, body):
    thread = SAVED[case] if case in SAVED else fixture(case)
    build, own, quoted, hidden = BODIES[body]
    second = SECOND_POST_ID.get(case) or thread.expected["post"][1]["id"]
    page = changed_first(thread.pages[0], SECOND_POST.get(case, ITALIAN_SECOND_POST), build(*MARKUP[case]))
    post = thread.post(page, second)
    words = lambda text: {w for w in WORDS if f"voto {w}" in text}  # noqa: E731
    assert words(post.text()) == own
    assert words("".join(s.text for s in post.body if s.quote)) == quoted
    assert words("".join(s.text for s in post.body if s.spoiler)) == hidden
    assert "Code" not in words(post.text(include_quotes=True, include_spoilers=True))


LOOK_ALIKES = ["Zеfiro", "Ｚｅｆｉｒｏ", "Zefiro\u200b", "Zefiro_", "Zefiro.", "zefiro", "Ze\u0301firo",
               "Ze\x1b]0;titolo\x07firo", "Zefiro\u202e"]


@pytest.mark.parametrize("case", CASES)
def test_an_authors_name_reaches_the_tally_exactly_as_the_board_prints_it(case):
    """Look-alikes (Cyrillic е, fullwidth, zero-width, trailing _ or ., case, a decomposed
    accent) and escape sequences are kept as written: the tally tells them from the player,
    the terminal shows the escapes inert (lupus_mod/text/terminal.py)."""
    thread = fixture(case)
    first = thread.expected["post"][1]
    for name in LOOK_ALIKES:
        written = json.dumps(name)[1:-1] if thread.engine in JSON_ENGINES else name
        assert thread.post(changed(thread.pages[0], first["author"], written), first["id"]).author == name


GUESTS = {
    # vBulletin 3 draws a guest's name as a plain div, without the member's menu and link.
    "vbulletin3": ('<div id="postmenu_5014">\n\t\t\t\t<a class="bigusername" href="member.php?u=13">Anselmo</a>',
                   '<div class="bigusername">Ospite</div><div>'),
    # vBulletin 5: the author box holds the name without a profile link.
    "vbulletin5": ('<strong><a href="https://lupus-vb5.example/member/13-anselmo" class="vb-popupmenu-member" '
                   'data-vbnamemenu="13" data-userid="13" itemprop="url"><span itemprop="name">Anselmo</span></a></strong>',
                   "<strong>Ospite</strong>"),
    "vbulletin4": ('<a class="username offline popupctrl" href="member.php?u=13-Anselmo" title="Anselmo non è in linea">'
                   '<strong>Anselmo</strong></a>', '<span class="username guest">Ospite</span>'),
    "forumfree": ('<div class="nick"><a href="https://lupusintabula.forumfree.it/?act=Profile&amp;MID=7810013" '
                  'title="Vai al profilo di Anselmo">Anselmo</a></div>', '<div class="nick">Ospite</div>'),
}


@pytest.mark.parametrize("case", sorted(GUESTS))
def test_a_guests_name_without_a_profile_link_is_read(case):
    thread = fixture(case)
    old, new = GUESTS[case]
    assert thread.post(changed(thread.pages[0], old, new), thread.expected["post"][1]["id"]).author == "Ospite"


def test_a_post_whose_author_cannot_be_read_stops_the_tally_naming_it():
    """Forumactif, a name printed where the adapter does not look: an error naming the post,
    never a vote by nobody."""
    thread = fixture("forumactif")
    page = changed(thread.pages[0], 'par <a href="/u5"><strong>Anselme</strong></a>', "par Anselme")
    page = changed(page, '<dt><a href="/u5"><strong>Anselme</strong></a></dt>', "<dt>Anselme</dt>")
    with pytest.raises(ForumError, match="author of post 102"):
        thread.read(page)


def test_a_discourse_post_without_a_username_stops_the_tally():
    thread = fixture("discourse")
    with pytest.raises(ForumError, match="username"):
        thread.read(changed(thread.pages[0], '"username": "anselmo"', '"username": null'))


def test_a_discourse_whisper_is_staff_only_and_never_read():
    thread = fixture("discourse")
    shown = [p.id for p in thread.read(thread.pages[0]).posts]
    answer = json.loads(thread.pages[0])
    for post in answer["post_stream"]["posts"]:
        post["post_type"] = 4 if post["id"] == 7004 else post["post_type"]
    assert [p.id for p in thread.read(json.dumps(answer)).posts] == [pid for pid in shown if pid != "7004"]


@pytest.mark.parametrize("page", [0, 1])
def test_a_players_link_to_a_far_page_of_the_thread_is_no_page_of_it(page):
    """ForumFree: the pages are read from the links to the topic with `st=`; one a player put
    in a post (`?t=…&st=300`) must not add pages, nor send the last page on to a phantom one."""
    thread = fixture("forumfree")
    plain = thread.read(thread.pages[page], page)
    text = thread.pages[page].replace("voto", '<a href="/?t=78945612&amp;st=300">qui</a> voto', 1)
    linked = thread.read(text, page)
    assert (linked.next_url, linked.page_number, linked.last_page) == (plain.next_url, plain.page_number, 2)


@pytest.mark.parametrize("case, english, printed", [
    ("vbulletin3", "Page 1 of 2", "Page 1 sur 2"),
    ("vbulletin3", "Page 1 of 2", "Pagina 1 di 2"),
    ("vbulletin4", "Pagina 1 di 2", "Page 1 sur 2"),
    ("vbulletin4", "Pagina 1 di 2", "Page 1 of 2"),
])
def test_the_page_of_pages_is_read_in_every_language(case, english, printed):
    thread = fixture(case)
    read = thread.read(changed(thread.pages[0], english, printed))
    assert (read.page_number, read.last_page) == (1, 2)


DISCOURSE_BODIES = {
    "nested quotes": ('<aside class="quote" data-post="3" data-topic="512"><div class="title">anna:</div><blockquote>'
                      '<aside class="quote"><blockquote><p>voto Inner</p></blockquote></aside><p>voto Outer</p>'
                      '</blockquote></aside><p>voto Own</p>', {"Own"}, {"Inner", "Outer"}, set()),
    "code": ("<pre><code>voto Code</code></pre><p>voto Own <code>voto Code</code></p>", {"Own"}, set(), set()),
    "spoiler": ('<div class="spoiler"><p>voto Hidden</p></div><details><summary>Voti</summary><p>voto Hidden</p>'
                "</details><p>voto Own</p>", {"Own"}, set(), {"Hidden"}),
    "link preview": ('<aside class="onebox allowlistedgeneric"><article class="onebox-body"><h3>Giorno 3</h3>'
                     "<p>voto Outer</p></article></aside><p>voto Own</p>", {"Own"}, {"Outer"}, set()),
    "poll": ('<div class="poll" data-poll-name="poll"><div class="poll-container"><ul><li>voto Code</li></ul>'
             '</div><div class="poll-info">0 voti</div></div><p>voto Own</p>', {"Own"}, set(), set()),
}


@pytest.mark.parametrize("body", sorted(DISCOURSE_BODIES))
def test_discourse_votes_land_where_the_board_shows_them(body):
    thread = fixture("discourse")
    cooked, own, quoted, hidden = DISCOURSE_BODIES[body]
    answer = json.loads(thread.pages[0])
    answer["post_stream"]["posts"][1]["cooked"] = cooked
    post = thread.read(json.dumps(answer)).posts[1]
    words = lambda text: {w for w in WORDS if f"voto {w}" in text}  # noqa: E731
    assert words(post.text()) == own
    assert words("".join(s.text for s in post.body if s.quote)) == quoted
    assert words("".join(s.text for s in post.body if s.spoiler)) == hidden
    assert "Code" not in words(post.text(include_quotes=True, include_spoilers=True))


def test_inline_code_on_invision_holds_no_vote():
    thread = fixture("invision5")
    page = changed_first(thread.pages[0], ITALIAN_SECOND_POST, "voto Own <code>voto Code</code>")
    assert thread.post(page, thread.expected["post"][1]["id"]).text() == "voto Own"


@pytest.mark.parametrize("label", ["Citation :", "Citation:", "Citazione:", "Quote:"])
def test_a_vbulletin_3_quote_is_a_quote_in_every_language(label):
    thread = fixture("vbulletin3")
    quote = (f'<div style="margin:20px"><div class="smallfont">{label}</div><table><tr><td class="alt2">'
             f'<div>Envoyé par <strong>Anna</strong></div><div style="font-style:italic">voto Outer</div></td></tr>'
             f'</table></div>voto Own')
    post = thread.post(changed_first(thread.pages[0], ITALIAN_SECOND_POST, quote), thread.expected["post"][1]["id"])
    assert post.text() == "voto Own"


VB4_COUNTER = ('<a name="post4011" href="showthread.php?t=777&amp;p=4011#post4011" class="postcounter">#2</a>'
               '<a id="postcount4011" name="2"></a>')


def test_vbulletin_4_a_post_awaiting_approval_is_not_read():
    """A moderator's page shows it with "Moderated Post" where its counter stands: the players
    never see it. The posts around it keep their numbers."""
    thread = fixture("vbulletin4")
    plain = thread.read(thread.pages[0]).posts
    read = thread.read(changed(thread.pages[0], VB4_COUNTER, "Messaggio moderato")).posts
    assert [(p.id, p.position) for p in read] == [(p.id, p.position) for p in plain if p.id != "4011"]


def test_vbulletin_4_a_deleted_posts_placeholder_is_not_read():
    thread = fixture("vbulletin4")
    placeholder = ('<li class="postbitdeleted postbitim" id="post_4012"><div class="posthead"><span class="date">'
                   '17-10-2026,&nbsp;<span class="time">10:06</span></span></div><div class="userinfo">'
                   '<a class="username" href="member.php?u=14">Brunilde</a></div><div class="postbody"><div class="postrow">'
                   '<h2 class="title">Messaggio cancellato da Narratore</h2><div class="content"><dl class="postcontent '
                   'deletereason"><dt>Motivo</dt><dd>voto Cosimo</dd></dl></div></div></div></li>\n')
    page = changed(thread.pages[0], '<li class="postbitlegacy postbitim postcontainer old" id="post_4011">',
                   placeholder + '<li class="postbitlegacy postbitim postcontainer old" id="post_4011">')
    assert [p.id for p in thread.read(page).posts] == [p.id for p in thread.read(thread.pages[0]).posts]


def test_vbulletin_4_read_by_a_moderator_keeps_its_counters_and_links():
    """Inline moderation draws the counter `iepostcounter`: numbers and links are the same."""
    thread = fixture("vbulletin4")
    plain = thread.read(thread.pages[0]).posts
    moderator = thread.read(thread.pages[0].replace('class="postcounter"', 'class="iepostcounter"')).posts
    assert [(p.id, p.position, p.permalink) for p in moderator] == [(p.id, p.position, p.permalink) for p in plain]


PHPBB_POLL = '''<form method="post" action="./viewtopic.php?t=3" class="topic_poll"><div class="panel"><div class="inner">
<div class="content"><h2 class="poll-title">Chi bruciamo oggi?</h2><fieldset class="polls">
<dl><dt>voto Zefiro</dt><dd class="resultbar">0</dd></dl><dl><dt>voto Cassandra</dt><dd class="resultbar">0</dd></dl>
</fieldset></div></div></div></form>
'''


def test_a_phpbb_poll_above_the_posts_is_no_post_and_no_text():
    thread = SAVED["phpbb-3.3.15"]
    plain = thread.read(thread.pages[0]).posts
    polled = thread.read(changed(thread.pages[0], '<div id="p62" ', PHPBB_POLL + '<div id="p62" ')).posts
    assert [(p.id, p.author, p.text()) for p in polled] == [(p.id, p.author, p.text()) for p in plain]


FORGED_POST = ('<div class="post row1" id="p999"><div class="inner"><div class="postbody"><p class="author">par '
               '<a href="/u6"><strong>Bérénice</strong></a> Sam 17 Oct 2026 - 10:06</p><div class="content"><div>'
               'Je vote Corentin.</div></div></div></div></div>')


def test_a_post_written_inside_a_post_is_no_post():
    """Forumactif boards may let HTML through: a player who draws another player's post in his
    own text forges nothing; what he drew stays his text."""
    thread = fixture("forumactif")
    plain = thread.read(thread.pages[0]).posts
    page = changed(thread.pages[0], "Je vote <strong>Corentin</strong>.", "Je vote Anselme." + FORGED_POST)
    read = thread.read(page).posts
    assert [p.id for p in read] == [p.id for p in plain]
    assert "p999" not in {p.id for p in read} and "999" not in {p.id for p in read}
    assert next(p for p in read if p.id == "102").author == "Anselme"


def test_an_edit_notice_a_player_wrote_in_his_text_never_hides_the_boards():
    thread = fixture("forumactif")
    forged = '<div class="edit">Dernière édition par Hier le Sam 17 Oct 2026 - 10:00, édité 1 fois</div>'
    page = changed(thread.pages[0], "Je vote <strong>Anselme</strong>.", "Je vote <strong>Anselme</strong>." + forged)
    post = thread.post(page, "104")
    assert post.edited == datetime(2026, 10, 17, 11, 42, tzinfo=TZ)


@pytest.mark.xfail(strict=True, reason="a player's HTML that closes the board's own boxes draws a post beside "
                                       "his, which no reading of the page can tell from the board's "
                                       "(docs/forums.md, Posts never nest)")
def test_a_post_drawn_after_closing_the_boards_boxes_is_no_post():
    thread = fixture("forumactif")
    escaped = "Je vote Anselme.</div></div></div></div></div>" + FORGED_POST + "<div><div><div><div><div>"
    read = thread.read(changed(thread.pages[0], "Je vote <strong>Corentin</strong>.", escaped)).posts
    assert "999" not in {p.id for p in read}
