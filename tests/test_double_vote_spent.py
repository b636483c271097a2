"""Lupus of the Rings, Shinigami: "per una sola volta in tutta la partita, può scegliere che il
proprio voto per il rogo valga il doppio". Shelob used it on day 2 (games/lupus-of-the-rings/
days/2.toml); the same line written again on day 3 is refused — and said so when it is written
(`check`) and when the day is counted (`tally`), not only once the day is played."""
from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example


def _second_use(tmp_path: Path) -> Path:
    """Day 3 still open (no `burned`, no night 4 yet), Shelob's double vote written again."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "4.txt").unlink()
    (game / "days" / "3.toml").write_text('double_vote = "Shelob"\n', encoding="utf-8")
    return game


def test_the_tally_says_the_second_double_vote_counts_once(tmp_path: Path) -> None:
    game = _second_use(tmp_path)
    at = datetime(2026, 10, 5, 18, 0, tzinfo=ZoneInfo("Europe/Rome"))
    posts = (Post("1", 1, "Shelob", at, "https://board.example/t/1?p=1", (Segment("voto Sarumano"),)),)
    outcome = run_tally(load_game(game), TallyRequest(day=3, from_post="1"), posts=posts)
    assert outcome.tally.totals == {"Sarumano": 1}
    assert {"note": "day-power-refused", "file": "days/3.toml", "player": "Shelob",
            "keyword": "double_vote", "cause": "no-uses-left"} in outcome.notes
    assert 'days/3.toml: double_vote = "Shelob" non vale (usi esauriti)' in outcome.table


def test_check_says_it_before_the_day_is_recorded(tmp_path: Path) -> None:
    game = _second_use(tmp_path)
    report = json.loads(CliRunner().invoke(app, ["check", "--game", str(game), "--json"]).stdout)
    assert any(w["file"] == "days/3.toml" and "double_vote" in w["message"] for w in report["warnings"]), \
        report["warnings"]
