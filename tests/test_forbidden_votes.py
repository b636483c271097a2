"""[votes] forbidden_between: Thiercelieux's lovers "ont l'interdiction formelle de voter l'un
contre l'autre" — such a vote standing at the close counts and is told to the GM (the audit and
the table), never to the thread (the lovers are a secret)."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.errors import TallyError
from lupus_mod.forum.model import Post
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.votes.settings import read_settings
from tests.conftest import copy_example
from tests.test_acchiappastreghe import _posts as thread_posts


def _posts(*rows: tuple[str, str]) -> tuple[Post, ...]:
    return thread_posts(*rows, start=datetime(2026, 11, 30, 12, 0, tzinfo=ZoneInfo("Europe/Paris")))


def _day_two(tmp_path: Path) -> Path:
    folder = copy_example("thiercelieux", tmp_path)
    day = folder / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Maxence"\n', ""), encoding="utf-8")
    return folder


def test_a_lovers_vote_on_the_other_is_counted_and_told_to_the_gm_only(tmp_path: Path) -> None:
    folder = _day_two(tmp_path)
    # Eloise (Cupidon) united Dorian and Leonie on night 1 (games/thiercelieux/nights/1.txt).
    thread = _posts(("Dorian", "Je vote Leonie"), ("Amandine", "Je vote Maxence"), ("Gaspard", "Je vote Leonie"))
    outcome = run_tally(load_game(folder), TallyRequest(day=2), posts=thread)
    assert outcome.data["burned"] in ("Leonie", ["Leonie"])
    note = "Dorian vote contre Leonie\u00a0: la règle interdit"
    assert note in outcome.table
    assert note in (folder / "out" / "day-2" / "tally-audit.md").read_text(encoding="utf-8")
    public = "".join(p.read_text(encoding="utf-8") for p in (folder / "out" / "day-2").glob("*.bbcode"))
    assert public and "Dorian" in public and "interdit" not in public


def test_votes_between_players_the_rule_does_not_bind_are_not_noted(tmp_path: Path) -> None:
    folder = _day_two(tmp_path)
    outcome = run_tally(load_game(folder), TallyRequest(day=2), posts=_posts(("Amandine", "Je vote Leonie")))
    assert "interdit" not in outcome.table


@pytest.mark.parametrize("value", ["amoureux", "statut:amoureux", 3])
def test_a_forbidden_between_that_is_no_selector_is_refused_at_its_key(value) -> None:
    with pytest.raises(TallyError, match="forbidden_between"):
        read_settings({"forbidden_between": value}, "fr")
