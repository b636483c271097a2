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


PARIS = ZoneInfo("Europe/Paris")
# Day 1 of the Thiercelieux example (its GM is «Meneur»), as French players write it: each post
# with the verdict the report must give, in French, and what its label shows.
FRENCH = [("Amandine", "je vote Baptiste", "Baptiste", "remplacé par une action suivante"),
          ("Kilian", "je vote peut-être Baptiste", "Baptiste",
           "doute\u00a0: pas compté tant que le meneur ne l'a pas tranché"),
          ("Dorian", "Amandine a écrit « je vote Kilian »", "Kilian",
           "propos d'un autre, rapportés ou cités\u00a0: pas un vote"),
          ("Eloise", "Noemie vote Kilian", "Kilian", "propos d'un autre, rapportés ou cités\u00a0: pas un vote"),
          ("Fernand", "hier j'ai voté Kilian", "Kilian", "parle d'un vote, ne vote pas"),
          ("Gaspard", "je vote Batiste", "je vote Batiste", "nom non reconnu (peut-être Baptiste\u00a0?)"),
          ("Inconnu", "je vote Kilian", "Kilian", "vote d'un non-joueur"),
          ("Meneur", "rappel : on écrit je vote Kilian", "Kilian", "écrit par le meneur"),
          ("Amandine", "je vote Kilian", "Kilian", "compté")]


def test_the_french_report_gives_every_verdict_in_french(tmp_path: Path) -> None:
    """Doubt, reported speech, a mention, a misspelt name (shown as written, never as a
    withdrawn vote), a non-player and the GM's reminder (his, even worded as reported speech)."""
    game = copy_example("thiercelieux", tmp_path)
    # Day 1 is the Capitaine's election day: its opening post says a plain vote is the stake's.
    config = game / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace(
        "[votes]\n", '[votes]\nundeclared_poll = "day"\n'), encoding="utf-8")
    posts = tuple(Post(str(900 + n), n, author, datetime(2026, 11, 30, 9 + n, 0, tzinfo=PARIS),
                       f"https://board.example/t/7?p={900 + n}", (Segment(text),))
                  for n, (author, text, _, _) in enumerate(FRENCH, 1))
    run_tally(load_game(game), TallyRequest(1, from_post="901"), posts=posts)
    result = CliRunner().invoke(app, ["report", "--game", str(game), "--force"])
    assert result.exit_code == 0, result.output
    page = (game / "out" / "report" / "index.html").read_text(encoding="utf-8")
    rows = re.findall(r"<tr><td><a [^>]*>[^<]*</a></td><td>([^<]*)</td><td>([^<]*)</td>"
                      r"<td>[^<]*</td><td>([^<]*)</td></tr>", page)
    shown = [(voter, label, verdict.replace("&#39;", "'")) for voter, label, verdict in rows]
    assert shown == [(a, label, v) for a, _, label, v in FRENCH], shown
    # Each circle of the timeline, pointed at, says the vote in French typography: «(10:00) : compté».
    titles = re.findall(r"<title>([^<]*→[^<]*)</title>", page)
    assert titles and all("\u00a0: " in t and "): " not in t for t in titles), titles
