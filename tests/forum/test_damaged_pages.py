"""Damaged saved pages found by tests/test_damaged_board_pages_fuzz.py, as fixed cases over every
engine's fixture: a charset tag that lies about UTF-8 bytes, a page of another board slipped
among the day's pages, quotes nested hundreds deep (refused, naming the page)."""
from __future__ import annotations

import re

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.client import decode
from lupus_mod.forum.fetch import read_saved_pages
from tests.forum.fixture_variants import CASES, JSON_ENGINES, TZ, fixture

HTML_CASES = [case for case in CASES if fixture(case).engine not in JSON_ENGINES]


def _read(thread, paths):
    return read_saved_pages(paths, engine=None, tz=TZ, now=thread.now, generic=thread.expected.get("generic"),
                            thread=thread.url())


def _authors(posts) -> dict[str, str]:
    return {post.id: post.author for post in posts}


@pytest.mark.parametrize("charset", ["iso-8859-1", "windows-1252", "shift_jis", "koi8-r"])
def test_utf_8_bytes_are_read_as_utf_8_whatever_the_tag_says(charset):
    page = f'<html><head><meta charset="{charset}"></head><body>Niccolò, Bérénice</body></html>'
    assert "Niccolò, Bérénice" in decode(page.encode("utf-8"))
    assert "Niccolò, Bérénice" in decode(page.encode("utf-8"), header_charset=charset)


def test_latin_1_bytes_under_a_latin_1_tag_are_still_latin_1():
    page = '<html><head><meta charset="iso-8859-1"></head><body>Niccolò</body></html>'
    assert "Niccolò" in decode(page.encode("latin-1"))


@pytest.mark.parametrize("case", HTML_CASES)
def test_a_utf_8_page_whose_tag_says_latin_1_keeps_its_names(case, tmp_path):
    thread = fixture(case)
    saved = tmp_path / "page-1.html"
    saved.write_text(thread.pages[0], encoding="utf-8")
    right = _authors(_read(thread, [saved]))
    lying = re.sub(r'charset="?[\w-]+"?', 'charset="iso-8859-1"', thread.pages[0], flags=re.I)
    saved.write_bytes(lying.encode("utf-8"))
    assert _authors(_read(thread, [saved])) == right


@pytest.mark.parametrize("case", CASES)
def test_a_page_of_another_board_among_the_days_pages_is_refused_naming_it(case, tmp_path):
    thread = fixture(case)
    other = fixture(CASES[(CASES.index(case) + 1) % len(CASES)])
    first, second = tmp_path / "page-1.html", tmp_path / "page-2.html"
    first.write_text(thread.pages[0], encoding="utf-8")
    second.write_text(other.pages[1], encoding="utf-8")
    with pytest.raises(ForumError, match="same thread|which forum engine") as caught:
        _read(thread, [first, second])
    assert caught.value.file == str(second)


@pytest.mark.parametrize("case", CASES)
def test_the_same_page_given_twice_is_read_once(case, tmp_path):
    thread = fixture(case)
    first = tmp_path / "page-1.html"
    first.write_text(thread.pages[0], encoding="utf-8")
    assert _authors(_read(thread, [first, first])) == _authors(_read(thread, [first]))


@pytest.mark.parametrize("case", HTML_CASES)
def test_quotes_nested_hundreds_deep_are_refused_naming_the_page(case, tmp_path):
    thread = fixture(case)
    words = thread.expected["post"][0]["in_text"][0]
    nest = "<blockquote><div>" * 600 + "bla" + "</div></blockquote>" * 600
    saved = tmp_path / "page-1.html"
    saved.write_text(thread.pages[0].replace(words, words + nest, 1), encoding="utf-8")
    with pytest.raises(ForumError, match="nested too deeply") as caught:
        _read(thread, [saved])
    assert caught.value.file == str(saved)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("empty", ["", "\n", "  \r\n"])
def test_an_empty_saved_page_is_refused_as_empty(case, empty, tmp_path):
    thread = fixture(case)
    saved = tmp_path / "page-1.html"
    saved.write_text(empty, encoding="utf-8")
    with pytest.raises(ForumError, match="is empty") as caught:
        _read(thread, [saved])
    assert caught.value.file == str(saved)


@pytest.mark.parametrize("case", sorted(JSON_ENGINES))
def test_a_json_answer_cut_off_is_refused_as_cut_at_its_last_line(case, tmp_path):
    thread = fixture(case)
    text = thread.pages[1]
    saved = tmp_path / "page-2.json"
    saved.write_text(text[:len(text) // 2], encoding="utf-8")
    with pytest.raises(ForumError, match="cut off") as caught:
        _read(thread, [saved])
    assert caught.value.file == str(saved)
    assert caught.value.line == text[:len(text) // 2].rstrip().count("\n") + 1
