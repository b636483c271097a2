"""Characters that show nothing and part no words (soft hyphen, zero-width joiners, word
joiner, byte order mark) are not in a post's text: "voto Go\u00adllum" is read as the screen
shows it, "voto Gollum"."""
from __future__ import annotations

from datetime import datetime, timezone

from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.forum.markup import BodyStyle, parse_document, segments
from lupus_mod.forum.model import Post

INVISIBLE = "\u00ad\u200c\u200d\u2060\ufeff"


def _text(body_html: str) -> str:
    body = parse_document(f"<html><body><div>{body_html}</div></body></html>").find(".//div")
    post = Post(id="1", position=1, author="A", created=datetime(2026, 11, 30, tzinfo=timezone.utc), permalink="", body=segments(body, BodyStyle()))
    return post.text()


@given(spots=st.lists(st.tuples(st.integers(min_value=0, max_value=11), st.sampled_from(INVISIBLE)), max_size=4),
       bold=st.booleans())
def test_invisible_characters_anywhere_leave_the_text_as_shown(spots, bold):
    text = "voto Gollum."
    for at, char in sorted(spots, reverse=True):
        text = text[:at] + char + text[at:]
    assert _text(f"<b>{text}</b>" if bold else text) == "voto Gollum."


def test_a_zero_width_space_still_parts_words():
    assert _text("voto\u200bGollum") == "voto Gollum"


def test_a_zero_width_space_inside_a_word_is_the_word_shown():
    """ "voto Gri\u200bma" shows "voto Grima": never "Gri ma", read as Grimaldo first."""
    assert _text("voto Gri\u200bma") == "voto Grima"
    assert _text("<b>voto Sam\u200b\u200bvise</b>") == "voto Samvise"
    assert _text("voto\u200b Grima") == "voto Grima"
