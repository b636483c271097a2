"""Trial 19, forum pages as boards serve them: saved pages that stop before the thread's last
page and before the close, relative dates read against the page's own time, « 1 hour ago »,
edits with no time and edits by the GM.

The pages are the phpBB 3.3.15 and SMF 2.1.4 days saved from real boards (tests/fixtures/forum/saved),
one post changed where a case needs it; the games (tests/fixtures/forum/trial-13) are their fictional
players' day 1, closing at 22:00 on 3 October 2026.
"""
from __future__ import annotations

import json
import os
import tomllib
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum.chronology import impossible_dates
from lupus_mod.forum.dates import span_of
from lupus_mod.forum.model import Post
from lupus_mod.forum.editors import editor_in
from lupus_mod.forum.fetch import read_saved_pages
from lupus_mod.forum.markup import parse_document
from tests.forum.test_trial_13_pages import _changed, _game, _pages, runner
from lupus_mod.commands.app import app

ROME = ZoneInfo("Europe/Rome")


def _tally(game, pages, *options):
    return runner.invoke(app, ["tally", "1", "--game", str(game), "--html", *map(str, pages), *options])


def _settled(game):
    """The day's one doubt (Lucrezia's « voto lui » under a condition) settled as no vote."""
    (game / "days").mkdir(exist_ok=True)
    with open(game / "days" / "1.toml", "a", encoding="utf-8") as day:
        day.write('\n[corrections]\n"75" = "none"\n')
    return game


def _burned(game):
    path = game / "days" / "1.toml"
    return tomllib.loads(path.read_text(encoding="utf-8")).get("burned") if path.exists() else None


# --- 1. the last page not saved ----------------------------------------------------------------------

def test_pages_that_stop_before_the_thread_and_the_close_give_no_result_and_name_the_pages(tmp_path):
    """Pages 1–3 of four, the last post read at 20:00, the close at 22:00: page 4's votes may
    change the result (the real day's Nebbia_91 moved his vote there)."""
    game = _game("phpbb", tmp_path)
    result = _tally(game, _pages("phpbb", (1, 2, 3)))
    assert result.exit_code == 0, result.output
    post = (game / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert "Conteggio provvisorio" in post and "(4)" in post
    assert "Va al rogo" not in post
    assert "pages not saved: 4" in result.output


def test_pages_that_stop_before_the_close_are_not_recorded_unless_forced(tmp_path):
    game = _settled(_game("phpbb", tmp_path))
    refused = _tally(game, _pages("phpbb", (1, 2, 3)), "--record")
    assert refused.exit_code == 1
    assert "nothing was recorded" in refused.output and "(4)" in refused.output
    assert "--record --force" in refused.output
    assert _burned(game) is None
    forced = _tally(game, _pages("phpbb", (1, 2, 3)), "--record", "--force")
    assert forced.exit_code == 0, forced.output
    assert _burned(game) is not None


def test_every_page_saved_gives_the_result(tmp_path):
    """Near miss: the whole thread saved."""
    game = _settled(_game("phpbb", tmp_path))
    result = _tally(game, _pages("phpbb"), "--record")
    assert result.exit_code == 0, result.output
    assert "Conteggio provvisorio" not in (game / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")


def test_pages_that_stop_after_the_close_only_say_so(tmp_path):
    """Near miss: a post read after the close (here an earlier close, --until) says the day's
    votes were all saved; what follows is late. The note stays, the result is given."""
    game = _game("phpbb", tmp_path)
    result = _tally(game, _pages("phpbb", (1, 2, 3)), "--until", "2026-10-03 15:00")
    assert result.exit_code == 0, result.output
    post = (game / "out" / "day-1" / "tally.bbcode").read_text(encoding="utf-8")
    assert "pagine non ancora lette" not in post
    assert "pages not saved" not in result.output


# --- 5. an edit by the GM after the close -----------------------------------------------------------

_MODIFIED_67 = "Oct 03, 2026, 02:31 PM by Zanna88"


def _edited_67(tmp_path, notice: str) -> list:
    """SMF's msg 67 (Zanna88, « voto Mastro Geppetto ») with its « Last Edit: … » line changed."""
    pages = []
    for page in _pages("smf"):
        text = page.read_text(encoding="utf-8")
        if 'id="modified_67"' in text:
            assert _MODIFIED_67 in text
            text = text.replace(_MODIFIED_67, notice)
        pages.append(tmp_path / page.name)
        pages[-1].write_text(text, encoding="utf-8")
    return pages


def _vote_67(tmp_path, notice: str) -> tuple[dict, list]:
    game = _game("smf", tmp_path)
    result = _tally(game, _edited_67(tmp_path, notice), "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    return next(v for v in data["votes"] if v["post"] == "67"), data["notes"]


def test_the_gm_s_edit_after_the_close_is_not_the_player_s_late_change(tmp_path):
    vote, notes = _vote_67(tmp_path, "Oct 03, 2026, 10:45 PM by Narratore")
    assert vote["status"] == "counted"
    assert {"note": "gm-edit", "post": "67", "author": "Zanna88", "gm": "Narratore", "edited": "22:45"} in notes


def test_the_player_s_own_edit_after_the_close_stays_late(tmp_path):
    """Near miss: the same edit line, by the player himself."""
    vote, notes = _vote_67(tmp_path, "Oct 03, 2026, 10:45 PM by Zanna88")
    assert vote["status"] == "edited-late"
    assert not [n for n in notes if n["note"] == "gm-edit"]


def test_another_member_s_edit_after_the_close_stays_late(tmp_path):
    """Near miss: an editor who is not a listed GM (a moderator the game does not name)."""
    vote, _ = _vote_67(tmp_path, "Oct 03, 2026, 10:45 PM by Lorenzino")
    assert vote["status"] == "edited-late"


@pytest.mark.parametrize("notice, editor", [
    ("« Last Edit: Oct 03, 2026, 10:45 PM by Narratore Reason: tolto insulto »", "Narratore"),
    ("Last Edit: Oct 03, 2026, 10:45 PM by Mastro Geppetto", "Mastro Geppetto"),
    ("Ultima modifica: 03 Ottobre 2026, 22:45 da Narratore", "Narratore"),
    ("Last edited by Bartolomeo on Sat Oct 03, 2026 6:26 pm, edited 1 time in total.", "Bartolomeo"),
    ("Last edited by Fiammetta; 10-17-2026 at 01:05 PM.", "Fiammetta"),
    ("Ultima modifica di Fiammetta; 17-10-2026, 13:05.", "Fiammetta"),
    ("Edited by Fiammetta - 17/10/2026, 13:05", "Fiammetta"),
    ("Modificato da Niccolò", "Niccolò"),
    ("Dernière édition par Hier le Sam 17 Oct 2026 - 11:42, édité 1 fois", "Hier"),
    ("Modificato il 17/10/2026, 13:05", ""),
])
def test_the_edit_notice_names_its_editor(notice, editor):
    assert editor_in(parse_document(f"<div>{notice}</div>").find(".//div")) == editor


# --- 3. « un'ora fa », "1 hour ago", « il y a 1 heure »: an hour wide ----------------------------------

@pytest.mark.parametrize("text, span", [
    ("un'ora fa", timedelta(minutes=59, seconds=59)),
    ("1 hour ago", timedelta(minutes=59, seconds=59)),
    ("il y a 1 heure", timedelta(minutes=59, seconds=59)),
    ("2 ore fa", timedelta(minutes=59, seconds=59)),
    ("2 giorni fa", timedelta(days=1) - timedelta(seconds=1)),
    # Near misses: minutes are every board's precision; a clock is exact.
    ("5 minuti fa", timedelta(0)),
    ("Oggi, 21:15", timedelta(0)),
    ("17/10/2026, 21:58", timedelta(0)),
])
def test_a_relative_date_by_the_hour_is_an_hour_wide(text, span):
    assert span_of(text) == span


_FF = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "forumfree"
_AT_2158 = "<span class=\"lt Sub\">Posted on</span> 17/10/2026, 21:58</span>"


def test_a_forumfree_post_an_hour_ago_is_read_an_hour_wide(tmp_path):
    pages = []
    for page in sorted(_FF.glob("page-*.html")):
        text = page.read_text(encoding="utf-8")
        pages.append(tmp_path / page.name)
        pages[-1].write_text(text.replace(_AT_2158, _AT_2158.replace("17/10/2026, 21:58", "un'ora fa")),
                             encoding="utf-8")
    posts = read_saved_pages(pages, engine=None, tz=ROME, now=datetime(2026, 10, 17, 23, 30, tzinfo=ROME))
    wide = [p for p in posts if p.date_span]
    assert len(wide) == 1 and wide[0].created == datetime(2026, 10, 17, 22, 30, tzinfo=ROME)
    assert wide[0].date_span == timedelta(minutes=59, seconds=59)


# --- 2. « Today », « Oggi » read against the page's own time ------------------------------------------

_VISIT = '<time datetime="2026-11-29T20:12:18Z">Nov 29, 2026, 09:12 PM</time>'
_AT_0952 = 'class="smalltext">Oct 03, 2026, 09:52 PM</a>'
_NEXT_MORNING = datetime(2026, 10, 4, 8, 30, tzinfo=ROME)


def _smf_today(tmp_path, visit: str) -> list:
    """SMF's msg 86 (Felicità) « voto Mastro Geppetto » dated « Today at 09:59 PM », the header's
    visit time `visit`."""
    pages = []
    for page in _pages("smf"):
        text = page.read_text(encoding="utf-8").replace(_VISIT, visit)
        text = text.replace(_AT_0952, 'class="smalltext"><strong>Today</strong> at 09:59 PM</a>')
        text = text.replace("Sono stanca, buonanotte a tutti. Domani vediamo chi aveva ragione.", "voto Mastro Geppetto")
        pages.append(tmp_path / page.name)
        pages[-1].write_text(text, encoding="utf-8")
    return pages


def _post_86(pages):
    return next(p for p in read_saved_pages(pages, engine=None, tz=ROME, now=_NEXT_MORNING) if p.id == "86")


def test_smf_s_today_is_the_day_of_the_visit_its_header_shows(tmp_path):
    """Visited on 3 October at 23:30, saved the next morning: « Today » is 3 October."""
    post = _post_86(_smf_today(tmp_path, '<time datetime="2026-10-03T21:30:00Z">Oct 03, 2026, 11:30 PM</time>'))
    assert post.created == datetime(2026, 10, 3, 21, 59, tzinfo=ROME)
    assert not post.date_untrusted


def test_a_today_read_on_the_wrong_day_is_flagged_never_late_in_silence(tmp_path):
    """Near miss: no visit time in the header, the file saved the next morning: « Today » reads
    as 4 October, after the save and after the next post (22:03 on 3 October): not trusted."""
    post = _post_86(_smf_today(tmp_path, ""))
    assert post.created.date().isoformat() == "2026-10-04"
    assert "saved" in post.date_untrusted


def test_a_today_of_the_day_before_the_file_is_read_on_its_day_and_said(tmp_path):
    """The file saved the next morning, no visit time: « Today at 09:59 PM » read on the file's day
    is after the save and after the next post (22:03 on 3 October); 3 October puts it between its
    neighbours (trial 20: read so, with a note, no longer a doubt the GM settles by hand)."""
    game = _game("smf", tmp_path)
    game_pages = _smf_today(tmp_path, "")
    for page in game_pages:
        os.utime(page, (_NEXT_MORNING.timestamp(), _NEXT_MORNING.timestamp()))
    result = _tally(game, game_pages, "--json")
    data = json.loads(result.stdout)
    vote, = [v for v in data["votes"] if v["post"] == "86"]
    assert vote["time"].startswith("2026-10-03T21:59") and vote["status"] != "doubt"
    assert {"note": "relative-day", "day": "2026-10-03", "source": "shifted", "saved": "2026-10-04 08:30"} in data["notes"]


def _post(number: int, hour: int, minute: int) -> Post:
    return Post(str(number), number, "Felicità", datetime(2026, 10, 3, hour, minute, tzinfo=ROME), "x", ())


def test_a_post_out_of_thread_order_is_flagged_with_its_neighbour_s_time():
    posts = impossible_dates((_post(1, 21, 0), _post(2, 23, 59), _post(3, 22, 3), _post(4, 22, 10)), None)
    assert [bool(p.date_untrusted) for p in posts] == [False, True, False, False]
    posts = impossible_dates((_post(1, 21, 0), _post(2, 21, 5), _post(3, 9, 0), _post(4, 22, 10)), None)
    assert [bool(p.date_untrusted) for p in posts] == [False, False, True, False]


def test_posts_of_one_minute_in_either_order_are_trusted():
    """Near miss: dates to the minute, two posts of 21:59 and 21:58:30 read either way."""
    posts = (_post(1, 21, 59), replace(_post(2, 21, 58), created=datetime(2026, 10, 3, 21, 58, 30, tzinfo=ROME)))
    assert not any(p.date_untrusted for p in impossible_dates(posts, datetime(2026, 10, 3, 22, 0, tzinfo=ROME)))


def test_vbulletin_s_oggi_is_the_day_its_footer_clock_was_drawn(tmp_path):
    """« Adesso sono le 23:00 » in the footer, the file saved at 7:00 the next morning: « Oggi,
    21:58 » is 17 October (it was read as the 18th, late by a day)."""
    pages = []
    for page in sorted((Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "vbulletin4").glob("page-*.html")):
        text = page.read_text(encoding="utf-8")
        assert "Adesso sono le" in text
        pages.append(tmp_path / page.name)
        pages[-1].write_text(text.replace("17-10-2026,&nbsp;<span class=\"time\">21:58", "Oggi,&nbsp;<span class=\"time\">21:58"),
                             encoding="utf-8")
    posts = read_saved_pages(pages, engine=None, tz=ROME, now=datetime(2026, 10, 18, 7, 0, tzinfo=ROME))
    late = [p for p in posts if p.created.hour == 21 and p.created.minute == 58]
    assert [p.created.date().isoformat() for p in late] == ["2026-10-17"]
    assert not late[0].date_untrusted
