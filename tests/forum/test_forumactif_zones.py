"""Forumactif states the board's time zone on its pages («Toutes les heures sont au format
GMT+1», in the footer or the header): its text dates are read in that zone, and the tally says
so when it is not the game's. A post quoting the sentence states nothing.

The fixture threads tests/fixtures/forum/forumactif*/ (fictional players of
games/thiercelieux) are dated in October 2026, when the game's zone (Rome) is at UTC+2.
"""
from __future__ import annotations

from datetime import timedelta

import pytest

from lupus_mod.forum.fetch import read_saved_pages
from tests.forum.fixture_variants import TZ, changed, fixture

THEMES = ["forumactif", "forumactif-invision", "forumactif-phpbb2", "forumactif-punbb"]
FOOTER = '<div id="page-footer">'
STATEMENTS = {
    "footer": (FOOTER, FOOTER + "<p>Toutes les heures sont au format GMT-5</p>"),
    "footer, Italian (Forumattivo)": (FOOTER, FOOTER + "<p>Tutti gli orari sono GMT-5</p>"),
    "footer, English (Forumotion)": (FOOTER, FOOTER + "<div><span>All times are GMT - 5 Hours</span></div>"),
    "header, the offset in bold": ("<body>", '<body><div id="page-header"><p class="right">Les heures sont au format '
                                             "<strong>GMT - 5 Heures</strong></p></div>"),
}


def _moved(case: str, old: str, new: str) -> list[timedelta]:
    thread = fixture(case)
    plain, stated = thread.read(thread.pages[0]), thread.read(changed(thread.pages[0], old, new))
    return [after.created - before.created for before, after in zip(plain.posts, stated.posts)]


@pytest.mark.parametrize("where", sorted(STATEMENTS))
@pytest.mark.parametrize("case", THEMES)
def test_a_boards_stated_zone_moves_its_dates_into_the_games(case, where):
    # 10:05 printed at GMT-5 is 17:05 in Rome (UTC+2 in October): seven hours later.
    assert set(_moved(case, *STATEMENTS[where])) == {timedelta(hours=7)}


@pytest.mark.parametrize("case", THEMES)
def test_a_stated_zone_that_is_the_games_changes_nothing(case):
    assert set(_moved(case, FOOTER, FOOTER + "<p>Toutes les heures sont au format GMT+2</p>")) == {timedelta(0)}


@pytest.mark.parametrize("case", THEMES)
def test_the_sentence_in_a_post_states_nothing(case):
    thread = fixture(case)
    vote = "Je vote <strong>Corentin</strong>" if case == "forumactif" else "Je vote <strong>Dorian</strong>"
    written = vote + ". Toutes les heures sont au format GMT-5"
    assert thread.read(changed(thread.pages[0], vote, written)).stated_zone is None
    assert set(_moved(case, vote, written)) == {timedelta(0)}
    # Nor when the page names UTC beside the posts, in the element that holds them.
    beside = changed(thread.pages[0], vote, written).replace('<div id="page-footer">', "UTC <div id=\"page-footer\">")
    assert thread.read(beside).stated_zone is None


@pytest.mark.parametrize("case", THEMES)
def test_a_stated_zone_that_disagrees_with_the_games_is_a_note_of_the_tally(case, tmp_path):
    thread = fixture(case)
    page = tmp_path / "page.html"
    page.write_text(changed(thread.pages[0], FOOTER, FOOTER + "<p>Toutes les heures sont au format GMT+1</p>"),
                    encoding="utf-8")
    notes: list = []
    read_saved_pages([page], engine=None, tz=TZ, now=thread.now, notes=notes)
    zoned = [n for n in notes if n["note"] != "pages-end-early"]   # page 1 alone: said too
    assert zoned == [{"note": "page-time-zone", "stated": "Toutes les heures sont au format GMT+1",
                      "read_as": "UTC+01:00", "game_zone": "Europe/Rome"}]
