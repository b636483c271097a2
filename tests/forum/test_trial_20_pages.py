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
from tests.forum.boards_20 import forumactif, game, saved

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
