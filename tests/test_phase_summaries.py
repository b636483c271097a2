"""What `night` and `day` tell the GM at the terminal beyond the post: the items that moved
without their holder's order, and the day choices the rules refused (nothing silent)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def _run(*args: str):
    return CliRunner().invoke(app, [*args])


def test_an_item_passed_by_default_is_listed_at_the_terminal(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    log = game / "nights" / "2.txt"
    log.write_text(re.sub(r"(?m)^passo il libro a Elrondo$", "ciao master", log.read_text(encoding="utf-8")),
                   encoding="utf-8")
    result = _run("night", "2", "--game", str(game))
    assert result.exit_code == 0
    listed = re.search(r"Oggetti senza ordine di passaggio \(1\):\n- Libro Rosso: Eowyna → (\S+) \(a caso\)",
                       result.stderr)
    assert listed, result.stderr
    log_text = (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    assert f"Eowyna → {listed.group(1)}" in log_text


def test_items_passed_by_default_are_listed_one_per_line(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    log = game / "nights" / "2.txt"
    log.write_text(re.sub(r"(?m)^(passo il libro a Elrondo|consegno lo Specchio di Galadriel a Aragorno)$", "ciao master",
                          log.read_text(encoding="utf-8")), encoding="utf-8")
    result = _run("night", "2", "--game", str(game))
    assert result.exit_code == 0
    assert re.search(r"Oggetti senza ordine di passaggio \(2\):\n- [^\n]*\(a caso\)\n- [^\n]*\(a caso\)\n",
                     result.stderr), result.stderr


def test_a_night_with_every_pass_sent_lists_no_default(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    result = _run("night", "2", "--game", str(game))
    assert result.exit_code == 0 and "senza ordine di passaggio" not in result.stderr


def test_a_refused_day_choice_is_shown_by_day(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    day = game / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8") + 'double_vote = "Frodino"\n', encoding="utf-8")
    line = day.read_text(encoding="utf-8").splitlines().index('double_vote = "Frodino"') + 1
    result = _run("day", "1", "--game", str(game))
    assert result.exit_code == 0
    assert f"days/1.toml:{line} — Frodino: «double_vote = Frodino» — non è un potere del mittente" in result.stderr
    refused = json.loads(_run("day", "1", "--game", str(game), "--json").stdout)["refused"]
    assert [(r["line"], r["reason"]) for r in refused] == [(line, "no-such-power")]


def test_a_day_with_nothing_refused_says_nothing_more(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    result = _run("day", "1", "--game", str(game))
    assert result.exit_code == 0 and "non applicate" not in result.stderr
