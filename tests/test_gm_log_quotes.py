"""The GM log quotes each private reply as its player reads it: same words, same agreement.

The log is rendered without a player of its own, so a reply quoted there must take its gender
from its one recipient (Eowyna, gender = "f", "sei stata bloccata", never "sei stato").
Every night of every shipped example game (the declared loop has its own log) is checked: each
"private message for X: «…»" line of the GM log is found, markup aside, in X's own reply.
"""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.reports.night import night_report
from lupus_mod.words.render import plain
from lupus_mod.play.replay import played_nights, run_night

GAMES = sorted(p for p in (Path(__file__).parent.parent / "games").iterdir()
               if p.is_dir() and "[loop]" not in (p / "roles.toml").read_text(encoding="utf-8"))
# French puts a non-breaking space before ":" and inside « ».
QUOTE = re.compile(r"(?:messaggio privato per|message privé à) ([^:«]+?)[ \u00a0]?: «[ \u00a0]?(.*?)[ \u00a0]?»$", re.M)


def _quotes(gm_log: str) -> list[tuple[str, str]]:
    return [(who, text) for who, text in QUOTE.findall(gm_log) if ", " not in who]


@pytest.mark.parametrize("game_dir", GAMES, ids=[g.name for g in GAMES])
def test_every_quoted_reply_is_the_players_own_words(game_dir: Path, tmp_path: Path) -> None:
    folder = tmp_path / game_dir.name
    shutil.copytree(game_dir, folder)
    game = load_game(folder)
    checked, wrong = 0, []
    for label in played_nights(game):
        report = night_report(game, run_night(game, label))
        for who, text in _quotes(report["gm_log"]):
            reply = " ".join(plain(report["private"].get(who, "")).split())
            checked += 1
            if " ".join(text.split()) not in reply:
                wrong.append(f"night {label}, {who}: «{text}»")
    assert checked, "no private reply quoted in any GM log"
    assert not wrong, "quoted unlike the reply:\n" + "\n".join(wrong)


def test_a_womans_reply_is_quoted_in_the_feminine(tmp_path: Path) -> None:
    folder = tmp_path / "lotr"
    shutil.copytree(Path(__file__).parent.parent / "games" / "lupus-of-the-rings", folder)
    game = load_game(folder)
    log = night_report(game, run_night(game, "2"))["gm_log"]
    assert ("Eowyna", "Stanotte sei stata bloccata: non hai potuto agire né usare i tuoi oggetti.") \
        in _quotes(log)


@pytest.mark.parametrize("game_dir", GAMES, ids=[g.name for g in GAMES])
def test_every_chatter_line_of_the_log_is_its_own_row(game_dir: Path, tmp_path: Path) -> None:
    """Each line of talk is one row of the log's list, never glued to the next one."""
    folder = tmp_path / game_dir.name
    shutil.copytree(game_dir, folder)
    game = load_game(folder)
    for label in played_nights(game):
        run = run_night(game, label)
        log = night_report(game, run)["gm_log"]
        rows = [line for line in log.splitlines() if line.startswith("- ")]
        for c in run.log.chatter:
            assert sum(f" {c.line} " in row and c.player in row for row in rows) == 1, (label, c.line, log)
        assert not re.search(r"\S- (?:riga|ligne|line) \d", log), log
