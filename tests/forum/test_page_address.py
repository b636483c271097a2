"""Saved pages that do not name their own address: post links still point to the board.

vBulletin 4 writes its canonical link relative to `<base href>`; phpBB 3.0 and vBulletin 3
pages name no address at all, so their links are made from game.toml's [forum] thread.
"""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum.fetch import read_saved_pages

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
TZ = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=TZ)
_CANONICAL = re.compile(r"<link rel=\"canonical\"[^>]*>")


def _saved(tmp_path: Path, case: str, edit) -> list[Path]:
    paths = []
    for number in (1, 2):
        text = (FIXTURES / case / f"page-{number}.html").read_bytes().decode("latin-1")
        target = tmp_path / f"{case}-{number}.html"
        target.write_bytes(edit(text).encode("latin-1"))
        paths.append(target)
    return paths


def test_vbulletin4_relative_canonical_is_read_against_base_href(tmp_path):
    def relative(text):
        return text.replace('rel="canonical" href="https://lupus-vb4.example/', 'rel="canonical" href="')
    posts = read_saved_pages(_saved(tmp_path, "vbulletin4", relative), engine=None, tz=TZ, now=NOW)
    assert posts[0].permalink == "https://lupus-vb4.example/showthread.php?t=777&p=4002#post4002"
    assert all(p.permalink.startswith("https://lupus-vb4.example/") for p in posts)


def test_vbulletin4_without_canonical_resolves_links_against_base_href(tmp_path):
    posts = read_saved_pages(_saved(tmp_path, "vbulletin4", lambda t: _CANONICAL.sub("", t)),
                             engine=None, tz=TZ, now=NOW)
    assert all(p.permalink.startswith("https://lupus-vb4.example/showthread.php?") for p in posts)
    assert [p.position for p in posts] == list(range(1, len(posts) + 1))


def _no_address(text: str) -> str:
    # A page saved from a board that names no address and links relatively.
    return _CANONICAL.sub("", text).replace("https://lupus-vb3.example/", "")


def test_page_without_address_takes_links_from_the_thread_in_game_toml(tmp_path):
    paths = _saved(tmp_path, "vbulletin3", _no_address)
    posts = read_saved_pages(paths, engine=None, tz=TZ, now=NOW,
                             thread="https://lupus-vb3.example/showthread.php?t=777")
    assert posts and all(p.permalink.startswith("https://lupus-vb3.example/showpost.php?p=")
                         for p in posts)


def test_page_without_address_and_no_thread_is_an_error_naming_the_file_once(tmp_path):
    paths = _saved(tmp_path, "vbulletin3", _no_address)
    with pytest.raises(ForumError) as caught:
        read_saved_pages(paths, engine=None, tz=TZ, now=NOW)
    rendered = caught.value.render()
    assert rendered.count(paths[0].name) == 1
    assert "[forum] thread" in rendered


def test_a_page_with_no_posts_names_its_file_once(tmp_path):
    page = tmp_path / "empty.html"
    page.write_text("<html><body><div class='post' id='p1'></div>phpBB</body></html>", encoding="utf-8")
    with pytest.raises(ForumError) as caught:
        read_saved_pages([page], engine="phpbb", tz=TZ, now=NOW)
    assert caught.value.render().count("empty.html") == 1
