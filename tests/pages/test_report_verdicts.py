"""The report's vote table gives the tally's own verdict on a late vote, with its reason in the
game's language (issue 24: "counted, replaced, quoted, reported speech, non-player, late";
the others are tests/pages/test_pages_cli.py's)."""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.forum.model import Post, Segment
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.conftest import copy_example

ROME = ZoneInfo("Europe/Rome")
# Day 1 of the Cowboys & Aliens example: its votes close at 21:00 (game.toml [schedule] votes_close).
POSTS = [("Calamity", "voto Rattlesnake", (10, 0), "contato"),
         ("Wyatt", "voto Rattlesnake", (20, 59), "contato"),
         ("Falco", "voto Wyatt", (21, 1), "fuori tempo")]


def test_a_late_vote_is_shown_late_in_the_report(tmp_path: Path) -> None:
    game = copy_example("cowboys-and-aliens", tmp_path)
    posts = tuple(Post(str(900 + n), n, author, datetime(2026, 11, 2, *at, tzinfo=ROME),
                       f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                  for n, (author, text, at, _) in enumerate(POSTS, 1))
    run_tally(load_game(game), TallyRequest(1, from_post="901"), posts=posts)
    result = CliRunner().invoke(app, ["report", "--game", str(game)])
    assert result.exit_code == 0, result.output
    page = (game / "out" / "report" / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r"<tr><td><a [^>]*>[^<]*</a></td><td>([^<]*)</td><td>([^<]*)</td>"
                      r"<td>[^<]*</td><td>([^<]*)</td></tr>", page)
    assert [(voter, verdict) for voter, _, verdict in rows] == [(a, v) for a, _, _, v in POSTS], rows
