"""A nickname with an invisible character in it (a zero-width space, a direction mark) is
another account that no reader tells apart from the player's: the page reader keeps the
character, so the tally shows it as a look-alike and never counts it for the player."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.text.folding import account_key, name_key
from lupus_mod.forum.extractors import first_text
from lupus_mod.forum.markup import parse_document
from lupus_mod.text.terminal import visible
from tests.votes import test_look_alike_authors as look_alike
from tests.votes.test_look_alike_authors import INVISION_PAGE, _page, _tally

game = look_alike.game   # the example game whose day 2 opens at the page's first post

INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2060", "\ufeff"]


@pytest.mark.parametrize("look_alike", ["Aragorno\u200b", "\u200bAragorno", "Arag\u200borno",
                                        "\u200fAragorno\u200e", "Arago\u2060rno"])
def test_an_invisible_character_makes_a_look_alike_that_never_votes_for_the_player(
        game: Path, tmp_path: Path, look_alike: str) -> None:
    data = _tally(game, _page(tmp_path, "Aragorno", look_alike))
    # The terminal shows a direction mark as its code point (lupus_mod/text/terminal.py).
    forged = [v for v in data["votes"] if v["author"] == visible(look_alike)]
    assert forged and {v["status"] for v in forged} == {"look-alike-author"}
    assert {v["slot"] for v in forged} == {"Aragorno"}


@given(name=st.text(alphabet="AaBbeiloRrtZz", min_size=1, max_size=8),
       invisible=st.sampled_from(INVISIBLE), at=st.integers(min_value=0, max_value=8))
def test_a_nickname_is_read_with_its_invisible_characters(name: str, invisible: str, at: int) -> None:
    written = name[:at] + invisible + name[at:]
    doc = parse_document(f'<html><body><div class="nick"><a href="/u1"> {written} </a></div></body></html>')
    read = first_text(".nick a")(doc)
    assert read == written
    assert account_key(read) != account_key(name) and name_key(read) == name_key(name)


@pytest.mark.parametrize("typed", ["voto Go\u00adllum", "voto Gol\u2060lum", "voto \ufeffGollum"])
def test_a_vote_with_an_invisible_character_in_the_name_is_read_as_shown(
        game: Path, tmp_path: Path, typed: str) -> None:
    html = INVISION_PAGE.read_text(encoding="utf-8")
    page = tmp_path / "page.html"
    page.write_text(html.replace("voto Gollum", typed, 1), encoding="utf-8")
    honest, read = _tally(game, INVISION_PAGE), _tally(game, page)
    assert [(v["author"], v["target"], v["status"]) for v in read["votes"]] == [
        (v["author"], v["target"], v["status"]) for v in honest["votes"]]
