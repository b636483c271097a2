"""`[forum.generic]` boards (issue 23): code never holds a vote, even without `remove`; the zone
of a reading account's profile is given with `time_zone`, and a board that says nothing of
its zone is a note of the tally, never an hour off in silence."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.errors import ForumError
from lupus_mod.forum import generic
from lupus_mod.forum.fetch import read_saved_pages

ROME = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 11, 30, 23, 0, tzinfo=ROME)
URL = "https://giocoforum.example/partite/giorno-2"
CONFIG = {"post": "div.msg", "author": "span.who", "time": "span.stamp", "body": "div.testo"}
PAGE = ("<html><head><link rel='canonical' href='" + URL + "'></head><body>"
        "<div class='msg' id='m1'><span class='who'>Zenobia</span><span class='stamp'>30/11/2026, 21:09</span>"
        "<div class='testo'>prova:<pre>voto Ottavio</pre> e <code>voto Rufo</code> fine</div></div></body></html>")


def test_code_never_holds_a_vote_even_without_remove():
    post = generic.parse(PAGE, url=URL, tz=ROME, now=NOW, config=CONFIG).posts[0]
    assert "Ottavio" not in post.text() and "Rufo" not in post.text()
    assert "prova" in post.text()


def test_a_board_printing_utc_is_read_in_utc_when_the_gm_says_so(tmp_path):
    page = tmp_path / "giorno-2.html"
    page.write_text(PAGE, encoding="utf-8")
    notes: list = []
    posts = read_saved_pages([page], engine="generic", tz=ROME, now=NOW,
                             generic={**CONFIG, "time_zone": "UTC"}, notes=notes)
    assert posts[0].created == datetime(2026, 11, 30, 22, 9, tzinfo=ROME)
    assert notes == []


def test_a_board_that_does_not_say_its_zone_is_a_note(tmp_path):
    page = tmp_path / "giorno-2.html"
    page.write_text(PAGE, encoding="utf-8")
    notes: list = []
    posts = read_saved_pages([page], engine="generic", tz=ROME, now=NOW, generic=CONFIG, notes=notes)
    assert posts[0].created == datetime(2026, 11, 30, 21, 9, tzinfo=ROME)
    assert notes == [{"note": "board-time-zone-unknown", "game_zone": "Europe/Rome"}]


def test_an_unknown_time_zone_is_an_error_naming_the_key():
    with pytest.raises(ForumError) as caught:
        generic.check_config({**CONFIG, "time_zone": "Europe/Atlantide"})
    assert "time_zone" in caught.value.message


@pytest.mark.parametrize("language, words", [
    ("it", "il forum non dice in che fuso scrive le ore"),
    ("fr", "le forum ne dit pas dans quel fuseau il écrit les heures\u00a0: elles sont lues"),
])
def test_the_note_is_worded_in_the_games_language(language, words, tmp_path):
    from lupus_mod.words.render import _environment
    # This checkout's template (an editable install may map the package's templates elsewhere).
    source = Path(__file__).resolve().parents[2] / "templates" / "tally" / "common.j2"
    (tmp_path / "templates" / "tally").mkdir(parents=True)
    (tmp_path / "templates" / "tally" / "common.j2").write_text(source.read_text(encoding="utf-8"),
                                                                encoding="utf-8")
    macro = _environment(language, tmp_path).get_template("tally/common.j2").module.note
    shown = str(macro({"note": "board-time-zone-unknown", "game_zone": "Europe/Rome"}))
    assert words in shown and "(Europe/Rome)" in shown and "board-time-zone-unknown" not in shown


def test_a_time_format_without_the_hour_is_refused():
    """It would read every post at midnight (issue 23: no date silently becomes midnight)."""
    with pytest.raises(ForumError) as caught:
        generic.check_config({**CONFIG, "time_format": "%d/%m/%Y"})
    assert "time_format" in caught.value.message
    generic.check_config({**CONFIG, "time_format": "%d/%m/%Y %I:%M %p"})


PAGED = ("<html><head><link rel='canonical' href='" + URL + "?pagina=3'></head><body>"
         "<div class='pagine'>{bar}</div>"
         "<div class='msg' id='m41'><span class='who'>Zenobia</span><span class='stamp'>30/11/2026, 21:09</span>"
         "<div class='testo'>voto Ottavio</div></div></body></html>")
PAGED_CONFIG = {**CONFIG, "page_number": "div.pagine b.corrente", "time_zone": "Europe/Rome"}


def test_page_number_gives_the_page_a_post_was_read_on():
    page = generic.parse(PAGED.format(bar="<a>1</a> <b class='corrente'>Pagina 3 di 7</b> <a>4</a>"),
                         url=URL + "?pagina=3", tz=ROME, now=NOW, config=PAGED_CONFIG)
    assert page.page_number == 3
    assert [post.page for post in page.posts] == [3]


def test_a_page_without_its_paging_bar_has_no_number_rather_than_a_guessed_one():
    page = generic.parse(PAGED.format(bar=""), url=URL, tz=ROME, now=NOW, config=PAGED_CONFIG)
    assert page.page_number is None and page.posts[0].page is None


def test_a_page_number_element_without_a_number_is_an_error_naming_the_key():
    with pytest.raises(ForumError) as caught:
        generic.parse(PAGED.format(bar="<b class='corrente'>ultima</b>"), url=URL, tz=ROME, now=NOW,
                      config=PAGED_CONFIG)
    assert "page_number" in caught.value.message and caught.value.file == "game.toml"


def test_a_malformed_page_number_selector_is_refused_at_loading():
    with pytest.raises(ForumError) as caught:
        generic.check_config({**CONFIG, "page_number": "b.corrente["})
    assert "page_number" in caught.value.message
