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
from tests.forum.boards_20 import forumactif, forumfree, game, saved, vbulletin4

runner = CliRunner()
PARIS = ZoneInfo("Europe/Paris")
ROME = ZoneInfo("Europe/Rome")


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


# --- 4. « Oggi » read against the file's day -----------------------------------------------------------

def _evening(tmp_path, saved_at):
    """Day 1 on ForumFree, every post « Oggi », the close at 22:00; Elrondo votes at 22:30."""
    posts = [("Talilinds", "Oggi, 10:00", "", "GIORNO 1. Si vota fino alle 22:00."),
             ("Frodino", "Oggi, 10:30", "", "voto Gollum"),
             ("Merrino", "Oggi, 20:10", "", "voto Gollum"),
             ("Pippino", "Oggi, 21:11", "", "voto Saurone"),
             ("Samvise", "Oggi, 21:59", "", "voto Saurone"),
             ("Elrondo", "Oggi, 22:30", "", "voto Saurone")]
    page = saved(tmp_path / "giorno.html", forumfree(posts), saved_at)
    return _tally(game("lupus-of-the-rings", 1, tmp_path), 1, page)


def test_a_page_saved_just_after_midnight_reads_its_oggi_on_the_evening_before(tmp_path):
    """Opened at 23:58, saved at 00:02: every « Oggi » is 30 November (read on 1 December, all
    were after the save); Gollum 2, Saurone 2, Elrondo late, Gollum first to 2 (first-decisive)."""
    data = _evening(tmp_path, datetime(2026, 12, 1, 0, 2, tzinfo=ROME))
    assert data["window"]["closes"] == "2026-11-30T22:00:00+01:00"
    assert data["totals"] == {"Gollum": 2, "Saurone": 2} and data["burned"] == "Gollum"
    assert not data["doubts"]
    assert {"note": "relative-day", "day": "2026-11-30", "source": "shifted", "saved": "2026-12-01 00:02"} in data["notes"]


def test_a_page_saved_the_same_evening_says_the_day_of_its_oggi(tmp_path):
    """Near miss: saved at 23:58 the same evening: read on the file's day, and said."""
    data = _evening(tmp_path, datetime(2026, 11, 30, 23, 58, tzinfo=ROME))
    assert data["burned"] == "Gollum"
    assert {"note": "relative-day", "day": "2026-11-30", "source": "file", "saved": "2026-11-30 23:58"} in data["notes"]


def _copied_later(tmp_path, edit):
    """vBulletin 4, the first post « 11-30-2026 », the others « Today », the file copied on
    6 December; Arwenna's post edited `edit`."""
    posts = [("Talilinds", "11-30-2026, 10:00 AM", "", "DAY 1. Votes until 22:00."),
             ("Frodino", "Today, 09:00 PM", "", "voto Gollum"),
             ("Pippino", "Today, 09:59 PM", "", "voto Saurone"),
             ("Samvise", "Today, 10:00 PM", "", "voto Saurone"),
             ("Arwenna", "Today, 10:05 PM", f"Last edited by Arwenna; {edit}.", "voto Gollum")]
    page = saved(tmp_path / "day.html", vbulletin4(posts, FOOTER.format("11:30 PM")),
                 datetime(2026, 12, 6, 10, 59, tzinfo=ROME))
    return _tally(game("lupus-of-the-rings", 1, tmp_path), 1, page)


def test_an_edit_dated_before_its_post_puts_today_on_its_day(tmp_path):
    """Arwenna's « Today, 10:05 PM » edited « 11-30-2026 at 10:06 PM »: read on 5 December (the
    file's day), the post is after its own edit; 30 November fits every post: Saurone 2, burned."""
    data = _copied_later(tmp_path, "11-30-2026 at 10:06 PM")
    assert data["totals"] == {"Saurone": 2, "Gollum": 1} and data["burned"] == "Saurone"
    assert {"note": "relative-day", "day": "2026-11-30", "source": "shifted", "saved": "2026-12-06 10:59"} in data["notes"]


def test_a_page_copied_later_says_which_day_its_today_was_read_as(tmp_path):
    """Near miss: an edit of the same day (« Today at 10:06 PM »): nothing on the page is
    impossible, « Today » stays the file's day, 5 December, and the note says so."""
    data = _copied_later(tmp_path, "Today at 10:06 PM")
    assert data["window"]["closes"] == "2026-11-30T22:00:00+01:00"
    assert {"note": "relative-day", "day": "2026-12-05", "source": "file", "saved": "2026-12-06 10:59"} in data["notes"]


def _written(edited):
    from lupus_mod.forum.model import Post
    return Post("5006", 5, "Arwenna", datetime(2026, 12, 5, 22, 5, tzinfo=ROME), "x", (), edited=edited)


def test_a_post_dated_after_its_own_edit_is_not_trusted():
    from lupus_mod.forum.chronology import impossible_dates
    post, = impossible_dates([_written(datetime(2026, 11, 30, 22, 6, tzinfo=ROME))], None)
    assert "after its own edit" in post.date_untrusted or "modifica" in post.date_untrusted


def test_a_post_edited_after_it_was_written_is_trusted():
    """Near miss: edited a minute later."""
    from lupus_mod.forum.chronology import impossible_dates
    post, = impossible_dates([_written(datetime(2026, 12, 5, 22, 6, tzinfo=ROME))], None)
    assert not post.date_untrusted


# --- 5. an edit after the close -------------------------------------------------------------------------

def _edited_after_close(tmp_path, editor, *more):
    """Merrino's « voto Gollum » of 20:10 edited at 22:40 by `editor`; Pippino and Samvise vote
    Saurone (and `more` after them)."""
    posts = [("Talilinds", "30/11/2026, 10:00", "", "GIORNO 1. Si vota fino alle 22:00."),
             ("Frodino", "30/11/2026, 10:30", "", "voto Gollum"),
             ("Merrino", "30/11/2026, 20:10", f"Modificato da {editor} - 30/11/2026, 22:40", "voto Gollum"),
             ("Pippino", "30/11/2026, 20:11", "", "voto Saurone"),
             ("Samvise", "30/11/2026, 20:12", "", "voto Saurone"), *more]
    page = saved(tmp_path / "giorno.html", forumfree(posts), datetime(2026, 11, 30, 23, 30, tzinfo=ROME))
    return _tally(game("lupus-of-the-rings", 1, tmp_path), 1, page)


def test_a_decisive_vote_edited_after_the_close_by_another_holds_the_result_and_names_him(tmp_path):
    """With Merrino's vote, Gollum 2 – Saurone 2 and Gollum first: the edit decides; the post
    names the moderator who edited it, who is not Merrino."""
    data = _edited_after_close(tmp_path, "Staff ForumFree")
    doubt, = data["doubts"]
    assert (doubt["post"], doubt["why"], doubt["editor"]) == ("612100014", "edited-late", "Staff ForumFree")
    assert doubt["settle"] == 'days/1.toml → [corrections] "612100014" = "Gollum"'
    assert "Conteggio provvisorio" in data["post"]
    audit = (tmp_path / "lupus-of-the-rings" / "out" / "day-1" / "tally-audit.md").read_text(encoding="utf-8")
    assert "da Staff ForumFree, non da Merrino" in audit


def test_a_vote_edited_after_the_close_that_decides_nothing_stays_late(tmp_path):
    """Near miss: Rosie's Saurone makes it 3 – 2 whatever the edit: `edited-late`, the result given."""
    data = _edited_after_close(tmp_path, "Staff ForumFree", ("Rosie", "30/11/2026, 20:13", "", "voto Saurone"))
    assert _status(data, "612100014") == ["edited-late"] and not data["doubts"]
    assert data["burned"] == "Saurone"
    assert [v["editor"] for v in data["votes"] if v["post"] == "612100014"] == ["Staff ForumFree"]


def test_the_gm_s_edit_after_the_close_counts(tmp_path):
    """Near miss: the GM's edit (Talilinds) moved no vote: counted, Gollum first to 2."""
    data = _edited_after_close(tmp_path, "Talilinds")
    assert _status(data, "612100014") == ["counted"] and data["burned"] == "Gollum"


# --- 6. « 1 ora fa » after a post already late ------------------------------------------------------------

def _an_hour_ago(tmp_path, before):
    """Grima's « voto Frodino » dated « 1 ora fa » on a page saved at 23:30 (22:30, an hour wide:
    21:30 to 22:30), after Pippino's post dated `before`."""
    posts = [("Talilinds", "Oggi, 10:00", "", "GIORNO 1. Si vota fino alle 22:00."),
             ("Frodino", "Oggi, 10:30", "", "voto Gollum"),
             ("Pippino", before, "", "ciao a tutti"),
             ("Grima", "1 ora fa", "", "voto Frodino")]
    page = saved(tmp_path / "giorno.html", forumfree(posts), datetime(2026, 11, 30, 23, 30, tzinfo=ROME))
    return _tally(game("lupus-of-the-rings", 1, tmp_path), 1, page)


def test_an_hour_ago_after_a_post_already_late_is_late(tmp_path):
    """After Pippino's « Oggi, 22:01 », Grima's post is of 22:01 or later: late, no doubt."""
    data = _an_hour_ago(tmp_path, "Oggi, 22:01")
    assert _status(data, "612100021") == ["late"] and not data["doubts"]


def test_an_hour_ago_after_a_post_in_time_stays_a_doubt(tmp_path):
    """Near miss: after a post of 21:40, 21:40 to 22:30 still holds the close."""
    data = _an_hour_ago(tmp_path, "Oggi, 21:40")
    assert _status(data, "612100021") == ["doubt"]


# --- 7. a page missing only its closing tags ------------------------------------------------------------

def _cut(at_end: str):
    from lupus_mod.errors import ForumError
    from lupus_mod.forum.answers import check_saved
    page = forumfree([("Frodino", "30/11/2026, 10:30", "", "voto Gollum")])
    try:
        check_saved(page[:page.index(at_end)])
    except ForumError as stop:
        return stop.message.id
    return None


def test_a_page_missing_only_its_closing_tags_says_so():
    """Every post, both paging bars and the footer present, « </body></html> » missing: refused,
    never said cut « forse a metà di un messaggio »."""
    assert _cut("</body>") == "forum-net.cut-off-end"


def test_a_page_cut_in_a_post_stays_cut_off():
    """Near miss: cut inside the post's text box."""
    assert _cut("voto Gollum") == "forum-net.cut-off"


def _edited_in_time(tmp_path, editor):
    """Merrino's « voto Gollum » of 20:10 edited at 20:30, before the close, by `editor`."""
    posts = [("Talilinds", "30/11/2026, 10:00", "", "GIORNO 1. Si vota fino alle 22:00."),
             ("Frodino", "30/11/2026, 10:30", "", "voto Saurone"),
             ("Merrino", "30/11/2026, 20:10", f"Modificato da {editor} - 30/11/2026, 20:30", "voto Gollum")]
    page = saved(tmp_path / "giorno.html", forumfree(posts), datetime(2026, 11, 30, 23, 30, tzinfo=ROME))
    return _tally(game("lupus-of-the-rings", 1, tmp_path), 1, page)


def test_a_vote_another_account_edited_in_time_is_asked_and_shown_in_the_thread(tmp_path):
    """The words may be the editor's (a vote planted in another's post): a doubt offering the
    vote as shown, with the editor named in the terminal's line and in `lupus-mod thread`."""
    data = _edited_in_time(tmp_path, "Grima")
    doubt, = data["doubts"]
    assert (doubt["post"], doubt["why"], doubt["editor"]) == ("612100014", "edited-by-other", "Grima")
    assert doubt["settle"] == 'days/1.toml → [corrections] "612100014" = "Gollum"'
    shown = runner.invoke(app, ["thread", "1", "--game", str(tmp_path / "lupus-of-the-rings"),
                                "--html", str(tmp_path / "giorno.html")])
    assert "da Grima, non dall'autore" in shown.output


def test_a_vote_its_author_edited_in_time_counts(tmp_path):
    """Near miss: Merrino's own edit before the close."""
    data = _edited_in_time(tmp_path, "Merrino")
    assert _status(data, "612100014") == ["counted"] and not data["doubts"]
