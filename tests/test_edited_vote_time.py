"""A vote in an edited post («Modificato 21:30 — cambio voto»): written at the post's time or at
the edit's. Lupus of the Rings breaks a tie by the first decisive vote: where the edit time
would change who burns, the tally asks (a doubt with its one-line settle, `[edited]`), never
counts it silently at the post's first time; where it cannot, it counts as before."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example

ROME = ZoneInfo("Europe/Rome")


def _at(hour: int, minute: int) -> datetime:
    return datetime(2026, 10, 2, hour, minute, tzinfo=ROME)


def _tally(tmp_path: Path, edited: datetime, record: str = "", *more: Post):
    game = copy_example("lupus-of-the-rings", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Grimaldo"\n', "") + record, encoding="utf-8")
    posts = (Post("1", 1, "Frodino", _at(12, 30), "https://board.example/t/1?p=1", (Segment("voto Samvise"),),
                  edited=edited),
             Post("2", 2, "Rosie", _at(15, 0), "https://board.example/t/1?p=2", (Segment("voto Aragorno"),)), *more)
    return run_tally(load_game(game), TallyRequest(day=1, from_post="1"), posts=posts)


def test_an_edit_that_would_change_the_first_decisive_vote_is_a_doubt(tmp_path: Path) -> None:
    outcome = _tally(tmp_path, _at(21, 30))
    doubt = next(e for e in outcome.tally.entries if e.action.post_id == "1")
    assert doubt.fate == "doubt"
    note = next(n for n in outcome.notes if n["note"] == "edit-time-doubt")
    assert note["settle"] == 'days/1.toml → [edited] "1" = "21:30"'
    assert "il voto può essere delle 12:30 o delle 21:30" in outcome.table
    assert outcome.unsettled is not None    # the post states no result yet


def test_the_gm_s_time_settles_it(tmp_path: Path) -> None:
    assert _tally(tmp_path, _at(21, 30), '\n[edited]\n"1" = "21:30"\n').tally.burned == ("Aragorno",)
    assert _tally(tmp_path / "b", _at(21, 30), '\n[edited]\n"1" = "12:30"\n').tally.burned == ("Samvise",)


def test_an_edit_that_changes_nothing_counts_as_written(tmp_path: Path) -> None:
    outcome = _tally(tmp_path, _at(13, 0))
    assert outcome.tally.burned == ("Samvise",)
    assert not [n for n in outcome.notes if n["note"] == "edit-time-doubt"]


def test_a_post_edited_after_the_close_gives_one_reason_with_its_time(tmp_path: Path) -> None:
    """(Pippino's vote for Aragorno makes the edited vote decide nothing: trial 20 made a decisive
    one a doubt.)"""
    outcome = _tally(tmp_path, _at(23, 50), "", Post("3", 3, "Pippino", _at(15, 30), "https://board.example/t/1?p=3",
                                                      (Segment("voto Aragorno"),)))
    post = next(p for p in outcome.written if p.name == "tally.bbcode").read_text(encoding="utf-8")
    assert "Frodino[/url] alle 12:30: messaggio modificato dopo la chiusura alle 23:50\n" in post, post


def test_a_decisive_vote_edited_after_the_close_is_a_doubt(tmp_path: Path) -> None:
    """Trial 20: with Frodino's vote, Samvise 1 – Aragorno 1 and Samvise first; without it,
    Aragorno: whether the edit moved the vote decides, so the result waits for the GM."""
    outcome = _tally(tmp_path, _at(23, 50))
    doubt = next(e for e in outcome.tally.entries if e.action.post_id == "1")
    assert (doubt.fate, doubt.action.why) == ("doubt", "edited-late")
    assert outcome.unsettled is not None
