"""No player-chosen text produces a live BBCode tag, whatever it holds.

The check reads the escaped text as a board's parser would after the Unicode normalisation
some boards apply (NFKC): a tag is a bracket followed at once by a tag name or a slash.
"""
from __future__ import annotations

import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from lupus_mod.pages.bbhtml import to_html
from lupus_mod.words.render import bbcode_escape

TAG = re.compile(r"\[/?[A-Za-z*]")
TRICKS = ["[/noparse]", "[url=https://x.example]", "[b]", "[[b]]", "[/b", "[noparse]", "[*]",
          "\uff3burl]", "\ufe47b]", "[\u200burl]", "[\n/url]", "[quote][spoiler]"]


def _live(text: str) -> bool:
    return any(TAG.search(unicodedata.normalize(form, text)) for form in ("NFC", "NFKC"))


@given(st.lists(st.one_of(st.text(), st.sampled_from(TRICKS)), max_size=6).map("".join))
def test_no_string_makes_a_live_tag(name: str) -> None:
    assert not _live(bbcode_escape(name))


@given(st.text(alphabet=st.characters(blacklist_characters="[\uff3b\ufe47:.")))
def test_text_without_brackets_or_addresses_is_unchanged(name: str) -> None:
    assert bbcode_escape(name) == name


def test_a_name_closing_noparse_cannot_inject_a_link() -> None:
    name = "Eva[/noparse][url=https://evil.example]clicca[/url]"
    escaped = bbcode_escape(name)
    assert not _live(escaped)
    # What a player reads: the same characters, each bracket followed by an invisible break.
    assert escaped.replace("\u200b", "") == name


HOSTILE = st.lists(st.one_of(st.text(alphabet=st.characters(blacklist_characters=".@")),
                             st.sampled_from([t for t in TRICKS if "." not in t] + ["<script>", "&amp;", '"'])),
                   max_size=6).map("".join)


@settings(max_examples=150, deadline=None)
@given(HOSTILE)
def test_the_preview_page_shows_an_escaped_name_as_text(name: str) -> None:
    # The HTML the tool writes (lupus-mod preview) shows the post as a board would: a name in
    # bold stays one bold text, with no other element and no live markup of its own.
    shown = to_html(f"[b]{bbcode_escape(name)}[/b]")
    assert set(re.findall(r"<(/?\w+)", shown)) <= {"strong", "/strong", "br"}, shown


def test_addresses_in_a_name_are_not_linked() -> None:
    for name in ("https://evil.example/x", "www.evil.it", "WWW.Evil.it", "[url]http://a.example[/url]"):
        assert "<a " not in to_html(bbcode_escape(name)), name
