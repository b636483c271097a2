"""Trial 19, edits the board shows without a time or by someone else: an edit mark with no time
(«Modificato da Niccolò», Invision's "(modificato)") on a vote that decides the result is a doubt
that holds the result, as a known-but-ambiguous edit time is — never a final result left to
`--record`; and an edit the GM made after the close is not the player's late change."""
from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example

ROME = ZoneInfo("Europe/Rome")


def _at(hour: int, minute: int) -> datetime:
    return datetime(2026, 10, 2, hour, minute, tzinfo=ROME)


def _post(number: int, author: str, at: datetime, text: str, **edit) -> Post:
    return Post(str(number), number, author, at, f"https://board.example/t/1?p={number}", (Segment(text),), **edit)


def _tally(tmp_path: Path, posts: tuple[Post, ...], settled: str = "", **request):
    game = copy_example("lupus-of-the-rings", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Grimaldo"\n', "") + settled, encoding="utf-8")
    return run_tally(load_game(game), TallyRequest(day=1, from_post="1", **request), posts=posts)


# --- 4. an edit mark without its time -----------------------------------------------------------------

def _undated(*more: Post) -> tuple[Post, ...]:
    """Frodino's « voto Samvise » edited at a time the board does not show; Rosie votes Aragorno.
    Left out, Aragorno burns; counted, the tie goes to Samvise (first decisive vote)."""
    return (_post(1, "Frodino", _at(12, 30), "voto Samvise", edit_undated=True),
            _post(2, "Rosie", _at(15, 0), "voto Aragorno"), *more)


def test_an_undated_edit_on_a_deciding_vote_is_a_doubt_that_holds_the_result(tmp_path: Path) -> None:
    outcome = _tally(tmp_path, _undated())
    doubt = next(e for e in outcome.tally.entries if e.action.post_id == "1")
    assert doubt.fate == "doubt"
    assert "non si sa quando" in outcome.table and '[corrections] "1" = "Samvise"' in outcome.table
    assert outcome.unsettled is not None    # the post states no result yet


def test_an_undated_edit_on_a_deciding_vote_is_not_recorded(tmp_path: Path) -> None:
    with pytest.raises(TallyError):
        _tally(tmp_path, _undated(), "", record=True)


def test_the_gm_s_correction_counts_the_undated_edit(tmp_path: Path) -> None:
    outcome = _tally(tmp_path, _undated(), '\n[corrections]\n"1" = "Samvise"\n')
    assert outcome.tally.burned == ("Samvise",) and outcome.unsettled is None


def test_an_undated_edit_that_decides_nothing_stays_left_out(tmp_path: Path) -> None:
    """Near miss: with Bilbetto's vote for Aragorno too, Frodino's vote changes nothing."""
    outcome = _tally(tmp_path, _undated(_post(3, "Bilbetto", _at(16, 0), "voto Aragorno")))
    entry = next(e for e in outcome.tally.entries if e.action.post_id == "1")
    assert entry.fate == "edited-undated"
    assert outcome.tally.burned == ("Aragorno",) and outcome.unsettled is None


# --- 5. an edit by the GM -----------------------------------------------------------------------------

def test_a_gm_s_undated_edit_is_not_the_player_s(tmp_path: Path) -> None:
    """«Modificato da Talilinds» (a GM of the game) with no time: the vote stands, a note says so."""
    outcome = _tally(tmp_path, (_post(1, "Frodino", _at(12, 30), "voto Samvise", edit_undated=True,
                                      edited_by="Talilinds"),
                                _post(2, "Rosie", _at(15, 0), "voto Aragorno")))
    entry = next(e for e in outcome.tally.entries if e.action.post_id == "1")
    assert entry.fate == "counted" and outcome.tally.burned == ("Samvise",)
    assert [n["gm"] for n in outcome.notes if n["note"] == "gm-edit"] == ["Talilinds"]


def test_a_gm_s_edit_before_the_close_needs_no_note(tmp_path: Path) -> None:
    """Near miss: a GM's edit at 13:00 changes nothing: no note."""
    outcome = _tally(tmp_path, (_post(1, "Frodino", _at(12, 30), "voto Samvise", edited=_at(13, 0),
                                      edited_by="Talilinds"),))
    assert not [n for n in outcome.notes if n["note"] == "gm-edit"]


# --- 3. a board date an hour wide ----------------------------------------------------------------------

_HOUR = timedelta(minutes=59, seconds=59)


def _wide(at: datetime, **edit) -> tuple[Post, ...]:
    """Rosie votes Aragorno at 15:00; Frodino's « voto Samvise » is dated "1 hour ago"."""
    return (_post(1, "Rosie", _at(15, 0), "voto Aragorno"),
            _post(2, "Frodino", at, "voto Samvise", date_span=_HOUR, **edit))


def test_a_post_an_hour_ago_whose_hour_holds_the_close_is_a_doubt(tmp_path: Path) -> None:
    """Read as 22:30, the post is of 21:30–22:30: maybe in time."""
    outcome = _tally(tmp_path, _wide(_at(22, 30)))
    doubt = next(e for e in outcome.tally.entries if e.action.post_id == "2")
    assert (doubt.fate, doubt.action.why) == ("doubt", "time-span")
    note = next(n for n in outcome.notes if n["note"] == "time-span")
    assert (note["earliest"], note["latest"]) == ("21:30", "22:30")
    assert outcome.unsettled is not None


def test_the_gm_s_correction_counts_it_in_time(tmp_path: Path) -> None:
    outcome = _tally(tmp_path, _wide(_at(22, 30)), '\n[corrections]\n"2" = "Samvise"\n')
    assert next(e for e in outcome.tally.entries if e.action.post_id == "2").fate == "counted"


def test_a_post_an_hour_ago_wholly_after_the_close_is_late(tmp_path: Path) -> None:
    """Near miss: read as 23:30, it is of 22:30–23:30: late whatever the minute."""
    outcome = _tally(tmp_path, _wide(_at(23, 30)))
    assert next(e for e in outcome.tally.entries if e.action.post_id == "2").fate == "late"


def test_an_edit_an_hour_ago_whose_hour_holds_the_close_is_a_doubt(tmp_path: Path) -> None:
    posts = (_post(1, "Rosie", _at(15, 0), "voto Aragorno"),
             _post(2, "Frodino", _at(16, 0), "voto Samvise", edited=_at(22, 30), edit_span=_HOUR))
    doubt = next(e for e in _tally(tmp_path, posts).tally.entries if e.action.post_id == "2")
    assert (doubt.fate, doubt.action.why) == ("doubt", "edit-span")


def test_an_exact_edit_after_the_close_stays_late(tmp_path: Path) -> None:
    """Near miss: the same edit at an exact 22:30 (Pippino's vote makes it decide nothing: a
    decisive one is a doubt, trial 20)."""
    posts = (_post(1, "Rosie", _at(15, 0), "voto Aragorno"),
             _post(2, "Frodino", _at(16, 0), "voto Samvise", edited=_at(22, 30)),
             _post(3, "Pippino", _at(16, 30), "voto Aragorno"))
    assert next(e for e in _tally(tmp_path, posts).tally.entries if e.action.post_id == "2").fate == "edited-late"


# --- M1. every doubt says why ---------------------------------------------------------------------------

def test_words_written_to_the_author_before_the_colon_are_a_doubt_that_says_why(tmp_path: Path) -> None:
    outcome = _tally(tmp_path, (_post(1, "Frodino", _at(12, 30), "Mi ha scritto in privato: voto Samvise"),))
    doubt = next(e for e in outcome.tally.entries if e.action.post_id == "1")
    assert (doubt.fate, doubt.action.why) == ("doubt", "said")
    assert "verbo di dire o scrivere" in outcome.table
