"""Post bodies as styled text: line breaks, bold, quotes, spoilers and removed parts."""
from __future__ import annotations

import html
from datetime import datetime, timezone

import lxml.html
import pytest
from hypothesis import given, strategies as st

from lupus_mod.errors import ForumError
from lupus_mod.forum.generic import check_config
from lupus_mod.forum.markup import BodyStyle, parse_document, segments
from lupus_mod.forum.model import Post, Segment

STYLE = BodyStyle(quote="blockquote", spoiler=".spoiler", drop="pre, .firma")


def read(fragment: str) -> tuple[Segment, ...]:
    return segments(lxml.html.fragment_fromstring(fragment, create_parent="div"), STYLE)


def post(body) -> Post:
    return Post(id="1", position=1, author="A", created=datetime(2026, 1, 1, tzinfo=timezone.utc),
                permalink="https://x.example/1", body=tuple(body))


def test_line_breaks_blocks_and_source_newlines():
    body = read("Ciao a tutti,\n   oggi<br>\nvoto <b>Zefiro</b><p>Secondo paragrafo</p>fine")
    assert "".join(s.text for s in body) == "Ciao a tutti, oggi\nvoto Zefiro\nSecondo paragrafo\nfine"
    assert [s.text for s in body if s.bold] == ["Zefiro"]


def test_quote_spoiler_and_removed_parts():
    body = read("<blockquote>Gufo wrote:<br><strong>Voto: Cassandra</strong></blockquote>"
                "Io no.<div class='spoiler'>voto Totò</div><pre>voto Peppe</pre>"
                "<div class='firma'>rogo Ortensia</div>ultimo")
    p = post(body)
    assert p.text() == "Io no.\nultimo"
    assert p.text(include_quotes=True) == "Gufo wrote:\nVoto: Cassandra\nIo no.\nultimo"
    assert p.text(include_spoilers=True) == "Io no.\nvoto Totò\nultimo"
    assert p.bold_text() == "" and p.bold_text(include_quotes=True) == "Voto: Cassandra"
    assert all("Peppe" not in s.text and "Ortensia" not in s.text for s in body)


def test_bold_by_style_and_smileys_by_their_text():
    body = read('<span style="font-weight: bold">voto Lucia</span> e <img class="smiley" alt=";)" src="w.gif"> '
                '<img src="photo.jpg" alt="foto">')
    assert [s.text for s in body if s.bold] == ["voto Lucia"]
    assert "".join(s.text for s in body) == "voto Lucia e ;)"


@pytest.mark.parametrize("struck", ["<s>voto Lucia</s>", "<strike>voto Lucia</strike>", "<del>voto Lucia</del>",
                                    '<span style="text-decoration: line-through">voto Lucia</span>',
                                    '<span style="color:red;text-decoration-line:line-through">voto Lucia</span>'])
def test_struck_through_text_is_marked_as_boards_draw_it(struck):
    """[s] on Invision, ForumFree, phpBB, SMF...: crossed-out words are never read as written."""
    body = read(f"{struck} voto <b>Mario</b>")
    assert [s.text for s in body if s.struck] == ["voto Lucia"]
    assert not any(s.struck for s in body if "Mario" in s.text)


def test_separate_bold_stretches_stay_apart():
    p = post([Segment("Voto: A", bold=True), Segment(" anzi "), Segment("voto B", bold=True)])
    assert p.bold_text() == "Voto: A\nvoto B"


words = st.text(alphabet="abcdefghilmnopqrstuvzàèéìòù ", min_size=1, max_size=12).filter(str.strip)
styled = st.lists(st.tuples(words, st.booleans(), st.booleans(), st.booleans(), st.booleans()),
                  min_size=1, max_size=8)


@given(styled)
def test_any_styled_text_reads_back_with_its_styles(runs):
    fragment = ""
    for text, bold, quote, spoiler, struck in runs:
        piece = html.escape(text.strip())
        piece = f"<b>{piece}</b>" if bold else piece
        piece = f"<s>{piece}</s>" if struck else piece
        piece = f"<span class='spoiler'>{piece}</span>" if spoiler else piece
        fragment += (f"<blockquote>{piece}</blockquote>" if quote else f"<p>{piece}</p>")
    body = read(fragment)
    assert [line for line in "".join(s.text for s in body).split("\n") if line] == \
        [" ".join(text.split()) for text, *_ in runs]
    for text, bold, quote, spoiler, struck in runs:
        wanted = " ".join(text.split())
        holders = [s for s in body if wanted in s.text]
        assert any((s.bold, s.quote, s.spoiler, s.struck) == (bold, quote, spoiler, struck) for s in holders)


def test_empty_or_broken_pages_are_clear_errors():
    with pytest.raises(ForumError, match="empty"):
        parse_document("   ")
    assert parse_document('<?xml version="1.0" encoding="ISO-8859-1"?><html><body>x</body></html>') is not None


@pytest.mark.parametrize("config, message", [
    (None, "needs its selectors"),
    ({"post": "div.m", "author": ".a", "time": ".t"}, "lacks body"),
    ({"post": "div.m", "author": ".a", "time": ".t", "body": ".b", "colore": "x"}, "unknown keys: colore"),
    ({"post": "div..m", "author": ".a", "time": ".t", "body": ".b"}, "not valid"),
])
def test_generic_selectors_are_checked_with_a_message_naming_game_toml(config, message):
    with pytest.raises(ForumError, match=message) as error:
        check_config(config)
    assert "game.toml" in str(error.value)


def test_struck_through_words_show_struck_in_the_post_s_text():
    """`thread D` shows the post as the author wrote it: the words he crossed out are marked
    crossed out, never shown as if they were his vote."""
    p = post(read("<del>voto Zefiro</del> voto Anna<br><s>primo<br>secondo</s>"))
    assert p.text() == "[s]voto Zefiro[/s] voto Anna\n[s]primo[/s]\n[s]secondo[/s]"
