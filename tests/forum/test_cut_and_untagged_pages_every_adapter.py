"""Every adapter's fixture page saved cut off (in the middle of a post, just before the next
one, without its end) is refused naming the file; saved in Latin-1 without any charset tag it
is read with its accented names intact (issue 23 trial)."""
from __future__ import annotations

import re

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import read_saved_pages
from tests.forum.fixture_variants import CASES, JSON_ENGINES, TZ, fixture

HTML_CASES = [case for case in CASES if fixture(case).engine not in JSON_ENGINES]


def _cuts(text: str, third: str, fourth: str) -> dict[str, str]:
    start, end = text.index(third), text.index(fourth)
    return {"in a post": text[:start + (end - start) // 2], "before the next post": text[:end - 5],
            "without its end": text[:text.rindex("</body>")]}


@pytest.mark.parametrize("case", HTML_CASES)
@pytest.mark.parametrize("where", ["in a post", "before the next post", "without its end"])
def test_a_page_cut_off_is_refused_naming_the_file(case, where, tmp_path):
    thread = fixture(case)
    ids = [post["id"] for post in thread.expected["post"]]
    saved = tmp_path / "page-1.html"
    saved.write_text(_cuts(thread.pages[0], ids[2], ids[3])[where], encoding="utf-8")
    with pytest.raises(ForumError, match="cut off") as caught:
        read_saved_pages([saved], engine=None, tz=TZ, now=thread.now, generic=thread.expected.get("generic"),
                         thread=thread.url())
    assert caught.value.file == str(saved)


@pytest.mark.parametrize("case", HTML_CASES)
def test_a_latin_1_page_without_a_charset_keeps_its_names(case, tmp_path):
    thread = fixture(case)
    untagged = re.sub(r"""<meta[^>]*charset[^>]*>""", "", thread.pages[0], flags=re.I)
    if untagged.encode("latin-1", errors="replace").decode("latin-1") != untagged:
        pytest.skip("the page holds characters Latin-1 cannot write")
    saved = tmp_path / "page-1.html"
    saved.write_bytes(untagged.encode("latin-1"))
    posts = read_saved_pages([saved], engine=None, tz=TZ, now=thread.now, generic=thread.expected.get("generic"),
                             thread=thread.url())
    page_one = {post["id"]: post["author"] for post in thread.expected["post"]}
    assert {post.id: post.author for post in posts} == {pid: page_one[pid] for pid in (p.id for p in posts)}
    if case in ("forumfree", "forumactif"):   # their first pages hold accented names (Niccolò, Bérénice)
        assert any(not post.author.isascii() for post in posts)
