"""A page's own statement of its time zone decides how its text dates are read."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.forum import phpbb, smf, vbulletin
from lupus_mod.forum.fetch import read_saved_pages
from lupus_mod.forum.markup import parse_document
from lupus_mod.forum.zones import stated_zone

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "forum"
ROME = ZoneInfo("Europe/Rome")
NOW = datetime(2026, 10, 17, 23, 0, tzinfo=ROME)
VB3_URL = "https://lupus-vb3.example/showthread.php?t=777"


def _vb3(footer: str) -> str:
    text = (FIXTURES / "vbulletin3" / "page-1.html").read_bytes().decode("latin-1")
    return text.replace("All times are GMT +2.", footer)


def test_vbulletin_gmt_minus_5_moves_every_post_to_the_game_zone():
    at_rome = vbulletin.parse(_vb3("All times are GMT +2."), url=VB3_URL, tz=ROME, now=NOW)
    at_new_york = vbulletin.parse(_vb3("All times are GMT -5."), url=VB3_URL, tz=ROME, now=NOW)
    for rome, shifted in zip(at_rome.posts, at_new_york.posts):
        # 10:00 printed at GMT-5 is 17:00 in Rome (CEST), seven hours after 10:00 printed in Rome.
        assert shifted.created - rome.created == timedelta(hours=7)
        assert shifted.created.tzinfo is ROME
    assert at_new_york.stated_zone.label == "UTC-05:00"
    assert at_rome.stated_zone.zone is ROME     # the game's offset at the time of reading


def test_a_stated_zone_that_disagrees_becomes_a_note_of_the_tally(tmp_path):
    page = tmp_path / "page.html"
    page.write_bytes(_vb3("All times are GMT -5. The time now is 05:00 PM.").encode("latin-1"))
    notes: list = []
    read_saved_pages([page], engine=None, tz=ROME, now=NOW, notes=notes)
    zoned = [n for n in notes if n["note"] != "pages-end-early"]   # page 1 alone: said too
    assert zoned == [{"note": "page-time-zone", "stated": "All times are GMT -5",
                      "read_as": "UTC-05:00", "game_zone": "Europe/Rome"}]
    agreeing = tmp_path / "agreeing.html"
    agreeing.write_bytes(_vb3("All times are GMT +2.").encode("latin-1"))
    notes = []
    read_saved_pages([agreeing], engine=None, tz=ROME, now=NOW, notes=notes)
    assert [n for n in notes if n["note"] != "pages-end-early"] == []


@pytest.mark.parametrize("statement, offset", [
    ("All times are <span title=\"America/New_York\">UTC-04:00</span>", None),
    ("Tutti gli orari sono UTC+01:00", 1),
    ("Tutti gli orari sono UTC + 1 ora [ ora legale ]", 2),
    ("All times are UTC - 5 hours [ DST ]", -4),
    ("All times are UTC", 0),
    ("Tutti gli orari sono GMT +2. Adesso sono le 23:00.", 2),
    # French boards (issue 23)
    ("Heures au format UTC + 1 heure [ Heure d’été ]", 2),
    ("Heures au format <span title=\"America/New_York\">UTC-04:00</span>", None),
    ("Heures au format UTC-05:00", -5),
])
def test_statements_as_engines_print_them(statement, offset):
    doc = parse_document(f"<html><body><ul><li class=\"rightside\">{statement}</li></ul></body></html>")
    # In January Rome is at +1: only "+1" is the game's own zone.
    stated = stated_zone(doc, ROME, datetime(2026, 1, 10, 12, tzinfo=ROME))
    if offset is None:
        assert stated.zone == ZoneInfo("America/New_York")
    elif offset == 1:
        assert stated.zone is ROME
    else:
        assert stated.zone == timezone(timedelta(hours=offset))


def test_phpbb_names_its_zone_and_smf_21_shows_its_offset_in_the_header():
    saved = FIXTURES / "saved"
    phpbb_page = phpbb.parse((saved / "phpbb-3.3.15" / "page-01.html").read_text(encoding="utf-8"),
                             url="http://127.0.0.1:8089/viewtopic.php?t=3", tz=ROME, now=NOW)
    # phpBB 3.3 dates its posts exactly (<time datetime> with an offset): no zone needed...
    assert phpbb_page.stated_zone is None
    # ...but the page names it all the same.
    stated = stated_zone(parse_document((saved / "phpbb-3.3.15" / "page-01.html").read_text(encoding="utf-8")),
                         ROME, NOW)
    assert stated.label == "Europe/Rome" and stated.text == "All times are UTC+01:00"
    smf_page = smf.parse((saved / "smf-2.1.4" / "page-01.html").read_text(encoding="utf-8"),
                         url="http://127.0.0.1:8090/index.php?topic=3.0", tz=ROME, now=NOW)
    # The header shows 21:12 for 20:12 UTC on 29 November: +01:00, Rome's offset that day.
    assert smf_page.stated_zone.zone is ROME
    assert smf_page.posts[0].created == datetime(2026, 10, 3, 10, 0, tzinfo=ROME)


def test_smf_21_header_in_another_zone_shifts_the_posts():
    text = (FIXTURES / "saved" / "smf-2.1.4" / "page-01.html").read_text(encoding="utf-8")
    text = text.replace("Nov 29, 2026, 09:12 PM</time>", "Nov 29, 2026, 03:12 PM</time>")
    page = smf.parse(text, url="http://127.0.0.1:8090/index.php?topic=3.0", tz=ROME, now=NOW)
    assert page.stated_zone.label == "UTC-05:00"
    assert page.posts[0].created == datetime(2026, 10, 3, 17, 0, tzinfo=ROME)


@pytest.mark.parametrize("engine", ["invision4", "forumfree", "smf20", "vbulletin4"])
def test_saved_pages_that_stop_before_the_thread_ends_say_so(engine: str) -> None:
    """« Page 1 sur 2 » saved alone gave a final count of half the day with no word; the pages
    read say where they stop. The whole thread saved says nothing."""
    pages = sorted((FIXTURES / engine).glob("page-*.html"))
    notes: list = []
    read_saved_pages(pages[:1], engine=None, tz=ROME, now=NOW, notes=notes)
    assert [n["page"] for n in notes if n["note"] == "pages-end-early"] == [1]
    notes = []
    read_saved_pages(pages, engine=None, tz=ROME, now=NOW, notes=notes)
    assert not [n for n in notes if n["note"] == "pages-end-early"]
