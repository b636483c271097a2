"""A post before the day's opening belongs to another ballot (yesterday's vote on the same saved
page, a mayor's Sì/No): it is no vote of today's, whoever wrote it. A player who has died since
must not be listed in the public count as "a dead player's vote" for it."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example
from tests.votes.review.boards import draw

runner = CliRunner()


def _tally(game: Path, page: Path) -> dict:
    result = runner.invoke(app, ["tally", "3", "--html", str(page), "--game", str(game), "--from", "20",
                                 "--until", "2026-01-02 23:00", "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_yesterdays_vote_of_a_player_dead_since_is_before_the_opening(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)      # Frodino died on night 3
    page = tmp_path / "day-3.html"
    page.write_text(draw("phpbb", "Giorno 3", [
        {"id": "10", "author": "Frodino", "time": "2026-01-01 18:00:00", "body": "[b]voto Gollum[/b]"},
        {"id": "20", "author": "Mastro", "time": "2026-01-02 09:00:00", "body": "Giorno 3: si vota."},
        {"id": "21", "author": "Galadriella", "time": "2026-01-02 10:00:00", "body": "[b]voto Frodino[/b]"},
        {"id": "22", "author": "Samvise", "time": "2026-01-02 10:05:00", "body": "[b]voto Galadriella[/b]"},
    ]), encoding="utf-8")
    data = _tally(game, page)
    fates = {a["post"]: a["status"] for a in data["votes"]}
    assert fates["10"] == "before-open"
    assert fates["21"] == "target-dead" and fates["22"] == "dead-voter"   # today's, dead: still said
    post = (game / "out" / "day-3" / "tally.bbcode").read_text(encoding="utf-8")
    assert "#p10" not in post and "p22" in post
