"""`tally D --runoff --from POST` reusing the day's command line: a POST before the ballottaggio's
recorded opening (`[runoff] opened_post`) or before the day's close counts the day's own votes
as ballots. The count warns, naming both and what to do (docs/tally.md "Runoffs"); it counted
them in silence (trial 20: Rosaspina 6, Ombroso 5 where the ballottaggio was tied 2-2)."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example

ROME = ZoneInfo("Europe/Rome")
THREAD = (("Mastro Zoli", "10:00", "Si apre la votazione del giorno 1."),
          ("Lunaria", "10:30", "voto Ombroso"), ("Merlina", "11:00", "voto Rosaspina"),
          ("Mastro Zoli", "21:05", "Ballottaggio tra Ombroso e Rosaspina, fino alle 22:00."),
          ("Podesta", "21:10", "voto Ombroso"), ("Zanna", "21:20", "voto Rosaspina"))


def _posts() -> tuple[Post, ...]:
    return tuple(Post(str(900 + n), n, author, datetime(2026, 11, 2, *map(int, at.split(":")), tzinfo=ROME),
                      f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                 for n, (author, at, text) in enumerate(THREAD, start=1))


def _game(tmp_path: Path) -> Path:
    """The example game, its ballottaggio read from the thread (no PM log)."""
    game = copy_example("licantropi", tmp_path)
    (game / "days" / "1-runoff.txt").unlink(missing_ok=True)
    return game


def _notes(tmp_path: Path, opened: str | None, given: str) -> list[dict]:
    game = _game(tmp_path)
    day = game / "days" / "1.toml"
    text = day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "").replace('tolgo = "Rosaspina"\n', "")
    day.write_text(text + (f'opened_post = "{opened}"\n' if opened else ""), encoding="utf-8")
    outcome = run_tally(load_game(game), TallyRequest(1, html=(), runoff=True, from_post=given), posts=_posts())
    return [n for n in outcome.notes if n["note"] == "runoff-from-early"]


def test_from_before_the_recorded_opening_is_named_with_it(tmp_path: Path) -> None:
    assert _notes(tmp_path, "904", "901") == [{"note": "runoff-from-early", "kind": "runoff", "post": "901",
                                               "opened": "904", "closes": ""}]


def test_from_before_the_days_close_is_named_with_the_close(tmp_path: Path) -> None:
    assert _notes(tmp_path, None, "902") == [{"note": "runoff-from-early", "kind": "runoff", "post": "902",
                                              "opened": "", "closes": "21:00"}]


def test_the_ballottaggios_own_opening_asks_nothing(tmp_path: Path) -> None:
    assert _notes(tmp_path, "904", "904") == [] and _notes(tmp_path / "b", None, "904") == []


def test_the_warning_is_printed_with_the_count(tmp_path: Path) -> None:
    game = _game(tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Ombroso"\n', "")
                   .replace('tolgo = "Rosaspina"\n', "") + 'opened_post = "904"\n', encoding="utf-8")
    table = run_tally(load_game(game), TallyRequest(1, html=(), runoff=True, from_post="901"), posts=_posts()).table
    assert '--from 901 viene prima del post che apre il ballottaggio registrato ([runoff] opened_post = "904")' in table
