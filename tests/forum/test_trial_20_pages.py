"""Trial 20, dates a saved page prints as text: a post after the opening post dated before it
(« Hier à 21:30 » between two « Aujourd'hui »), an English board's all-numeric dates, « Oggi » read
against the file's time, and edits after the close by someone else than the author.

Pages drawn by tests/forum/boards_20.py; the games are the shipped examples cut to the day."""
from __future__ import annotations

import json
from datetime import datetime
from zoneinfo import ZoneInfo

from typer.testing import CliRunner

import lupus_mod.commands.tally  # noqa: F401  (registers the command)
import lupus_mod.commands.thread  # noqa: F401
from lupus_mod.commands.app import app
from tests.forum.boards_20 import forumactif, game, saved, vbulletin4

runner = CliRunner()
PARIS = ZoneInfo("Europe/Paris")


def _tally(folder, day, page, *options):
    """The count's JSON, with the post to paste as `post` and the doubts it holds as `doubts`."""
    result = runner.invoke(app, ["tally", str(day), "--game", str(folder), "--html", str(page), "--json", *options])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    data["post"] = (folder / "out" / f"day-{day}" / "tally.bbcode").read_text(encoding="utf-8")
    data["doubts"] = [a for a in data["anomalies"] if a["status"] == "doubt"]
    return data


def _status(data, post):
    return [v["status"] for v in data["votes"] if v["post"] == post and v["where"] == "body"]


# --- 1. a post after the opening, dated before it ----------------------------------------------------

def _day_2(tmp_path, eloise_when):
    posts = [("Meneur", "Aujourd'hui à 10:00", "", "JOUR 2. On vote jusqu'à 22h00."),
             ("Capucine", "Aujourd'hui à 11:00", "", "je vote Dorian"),
             ("Eloise", eloise_when, "", "vote Dorian"),
             ("Hortense", "Aujourd'hui à 21:00", "", "vote Capucine")]
    page = saved(tmp_path / "jour.html", forumactif(posts), datetime(2026, 11, 30, 23, 30, tzinfo=PARIS))
    return _tally(game("thiercelieux", 2, tmp_path), 2, page)


def test_a_post_after_the_opening_dated_before_it_is_a_doubt_that_holds_the_result(tmp_path):
    """Eloise's « Hier à 21:30 » comes after the opening post in the thread: misdated, never
    before the opening; her vote (Dorian 2 – Capucine 1) decides, so the result waits."""
    data = _day_2(tmp_path, "Hier à 21:30")
    assert _status(data, "203") == ["doubt"]
    assert [d["post"] for d in data["doubts"]] == ["203"]
    assert "Décompte provisoire" in data["post"] and "exécuté" not in data["post"]


def test_a_post_dated_on_its_day_is_counted(tmp_path):
    """Near miss: the same post dated « Aujourd'hui à 20:30 »: Dorian 2, executed."""
    data = _day_2(tmp_path, "Aujourd'hui à 20:30")
    assert _status(data, "203") == ["counted"]
    assert not data["doubts"] and "Décompte provisoire" not in data["post"]
    assert data["burned"] == "Dorian"


# --- 2. an English board's all-numeric dates ---------------------------------------------------------

ROME = ZoneInfo("Europe/Rome")
FOOTER = 'All times are GMT +1. The time now is <span class="time">{}</span>.'


def _vb_day(tmp_path, posts, clock, lang="en"):
    page = saved(tmp_path / "day.html", vbulletin4(posts, FOOTER.format(clock), lang),
                 datetime(2026, 12, 1, 23, 31, tzinfo=ROME))
    return _tally(game("lupus-of-the-rings", 1, tmp_path), 1, page)


def _european(first="01-12-2026, {}", today="Today, {}", clock=("10:00", "21:00", "21:30", "21:40")):
    return [("Talilinds", first.format(clock[0]), "", "DAY 1. Votes until 22:00."),
            ("Frodino", first.format(clock[1]), "", "voto Gollum"),
            ("Merrino", today.format(clock[2]), "", "voto Saurone"),
            ("Pippino", today.format(clock[3]), "", "voto Saurone")]


def test_numeric_dates_beside_today_read_on_the_day_today_names(tmp_path):
    """« 01-12-2026, 21:00 » then « Today, 21:30 » on a page drawn on 1 December, `lang="en"`:
    1 December, day-first, never 12 January (Merrino's and Pippino's votes then late)."""
    data = _vb_day(tmp_path, _european(), "23:30")
    assert data["window"]["closes"] == "2026-12-01T22:00:00+01:00"
    assert data["totals"] == {"Saurone": 2, "Gollum": 1}
    assert not [n for n in data["notes"] if n["note"] == "date-order-guessed"]


def test_a_twenty_four_hour_clock_reads_numeric_dates_day_first(tmp_path):
    """No « Today »: the 24-hour clock (« 21:40 », never « 09:40 PM ») is no US board's."""
    data = _vb_day(tmp_path, _european(today="01-12-2026, {}"), "23:30")
    assert data["window"]["closes"] == "2026-12-01T22:00:00+01:00"
    assert data["totals"] == {"Saurone": 2, "Gollum": 1}


def test_a_us_board_s_dates_stay_month_first(tmp_path):
    """Near miss: « 11-30-2026, 10:00 AM » settles month-first by its 30."""
    posts = _european(first="11-30-2026, {}", today="11-30-2026, {}",
                      clock=("10:00 AM", "09:00 PM", "09:30 PM", "09:40 PM"))
    data = _vb_day(tmp_path, posts, "11:30 PM")
    assert data["window"]["closes"] == "2026-11-30T22:00:00+01:00"


def test_numeric_dates_nothing_settles_are_read_month_first_with_a_note(tmp_path):
    """« 01-12-2026, 09:00 PM » alone, a 12-hour clock: US-English by its language, said."""
    posts = _european(today="01-12-2026, {}", clock=("10:00 AM", "09:00 PM", "09:30 PM", "09:40 PM"))
    data = _vb_day(tmp_path, posts, "11:30 PM")
    assert data["window"]["closes"] == "2026-01-12T22:00:00+01:00"
    assert {"note": "date-order-guessed", "order": "mdy"} in data["notes"]


def test_a_british_board_reads_day_first_without_a_note(tmp_path):
    """Near miss: `lang="en-GB"` says day-first itself."""
    posts = _european(today="01-12-2026, {}", clock=("10:00 AM", "09:00 PM", "09:30 PM", "09:40 PM"))
    data = _vb_day(tmp_path, posts, "11:30 PM", lang="en-GB")
    assert data["window"]["closes"] == "2026-12-01T22:00:00+01:00"
    assert not [n for n in data["notes"] if n["note"] == "date-order-guessed"]


# --- 3. a date doubt whose clock is after the close ------------------------------------------------

def _wrong_weekday(tmp_path, clock, corrections=""):
    """Day 2 on Forumactif, Hortense's post dated « Mar 30 Nov » (30 November 2026 is a Monday)."""
    posts = [("Meneur", "Lun 30 Nov - 10:00", "", "JOUR 2. On vote jusqu'à 22h00."),
             ("Capucine", "Lun 30 Nov - 11:00", "", "je vote Dorian"),
             ("Eloise", "Lun 30 Nov - 12:00", "", "je vote Capucine"),
             ("Hortense", f"Mar 30 Nov - {clock}", "", "vote Capucine")]
    page = saved(tmp_path / "jour.html", forumactif(posts), datetime(2026, 12, 1, 9, 0, tzinfo=PARIS))
    folder = game("thiercelieux", 2, tmp_path)
    (folder / "days" / "2.toml").write_text(f"[corrections]\n{corrections}", encoding="utf-8")
    return _tally(folder, 2, page)


def test_a_date_doubt_whose_clock_is_after_the_close_offers_late(tmp_path):
    """« Mar 30 Nov - 22:30 »: the weekday or the day is wrong, the clock is after the 22:00 close:
    the line offered never counts it."""
    doubt, = _wrong_weekday(tmp_path, "22:30")["doubts"]
    assert doubt["settle"] == 'days/2.toml → [corrections] "204" = "late"'
    assert doubt["why"] == "date-untrusted-late"


def test_a_date_doubt_whose_clock_is_before_the_close_offers_its_vote(tmp_path):
    """Near miss: « Mar 30 Nov - 21:30 »: likely in time, its vote offered."""
    doubt, = _wrong_weekday(tmp_path, "21:30")["doubts"]
    assert doubt["settle"] == 'days/2.toml → [corrections] "204" = "Capucine"'


def test_late_settles_a_date_doubt_as_a_late_vote(tmp_path):
    data = _wrong_weekday(tmp_path, "22:30", '"204" = "late"\n')
    assert _status(data, "204") == ["late"] and not data["doubts"]
    assert data["totals"] == {"Dorian": 1, "Capucine": 1}


def test_a_name_settles_a_date_doubt_as_a_vote_in_time(tmp_path):
    """Near miss: the GM saw it in time on the board."""
    data = _wrong_weekday(tmp_path, "22:30", '"204" = "Capucine"\n')
    assert data["totals"] == {"Dorian": 1, "Capucine": 2}
