"""Two Thiercelieux games that differ only in a hidden fact give the same day post (issue 24;
docs/rulings/thiercelieux.md, `[public] day_order = "grouped"`).

The twins are written here by hand, as a GM would write them: the players, ruleset and game.toml
of the example game, one night and one day. In both, the village elects Fernand (the Chasseur)
Capitaine and burns him; his standing order shoots Josephine; Leonie dies of love; Amandine is
named his successor. Only Cupidon's pairing differs — Leonie loves Josephine in one, Fernand in
the other — a secret of the rulebook (`never` lists `step-order`: «les amoureux … ne doivent pas
se faire connaître»). Told in the order of the day's steps, Leonie's grief follows the shot in
one twin and comes before it in the other, which tells the thread whom she loved; grouped, the
posts are byte-identical. The last test is the same pair with `day_order = "steps"`: the posts
differ, so the comparison can fail."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT

NIGHT = """# Nuit 1
# deadline: 2026-11-29 22:30

## Isidore @ 2026-11-29 21:02
Je prends le loup-garou.

## Eloise @ 2026-11-29 21:05
J'unis {lover} et Leonie.

## Fernand @ 2026-11-29 21:12
Si je meurs, je tire sur Josephine.

## Josephine @ 2026-11-29 21:20
On dévore Kilian.

## Capucine @ 2026-11-29 22:10
Je sauve Kilian.
"""
DAY = 'capitaine = "Fernand"\nburned = "Fernand"\nsuccesseur = "Amandine"\n'
# The twins: whom Leonie loves, the one hidden fact.
LOVERS = {"leonie-loves-josephine": "Josephine", "leonie-loves-fernand": "Fernand"}


def _twin(tmp_path: Path, name: str, lover: str, day_order: str) -> Path:
    game = tmp_path / name
    (game / "nights").mkdir(parents=True)
    (game / "days").mkdir()
    for file in ("game.toml", "players.toml", "roles.toml"):
        shutil.copy(ROOT / "games" / "thiercelieux" / file, game / file)
    roles = game / "roles.toml"
    text, count = re.subn(r'(?m)^day_order = "grouped"$', f'day_order = "{day_order}"',
                          roles.read_text(encoding="utf-8"))
    assert count == 1
    roles.write_text(text, encoding="utf-8")
    (game / "nights" / "1.txt").write_text(NIGHT.format(lover=lover), encoding="utf-8")
    (game / "days" / "1.toml").write_text(DAY, encoding="utf-8")
    for command in ("night", "day"):
        result = CliRunner().invoke(app, [command, "1", "--game", str(game)])
        assert result.exit_code == 0, result.output
    return game


def _posts(tmp_path: Path, day_order: str) -> dict[str, dict[str, str]]:
    """Each twin's dawn post, day post and Leonie's private reply of the night."""
    found = {}
    for name, lover in LOVERS.items():
        out = _twin(tmp_path, name, lover, day_order) / "out"
        found[name] = {"dawn": (out / "night-1" / "thread.bbcode").read_text(encoding="utf-8"),
                       "day": (out / "day-1" / "thread.bbcode").read_text(encoding="utf-8"),
                       "leonie": (out / "night-1" / "pm" / "Leonie.bbcode").read_text(encoding="utf-8")}
    return found


def test_the_twins_differ_only_in_a_hidden_fact(tmp_path: Path) -> None:
    one, other = _posts(tmp_path, "grouped").values()
    assert one["dawn"] == other["dawn"]
    # Leonie learns her lover in private: the twins are not the same game.
    assert "Josephine" in one["leonie"] and "Fernand" in other["leonie"]
    assert "Fernand" not in one["leonie"] and "Josephine" not in other["leonie"]


def test_the_grouped_day_post_is_the_same_for_both_twins(tmp_path: Path) -> None:
    one, other = _posts(tmp_path, "grouped").values()
    assert one["day"] == other["day"]
    lines = [line for line in one["day"].splitlines() if line.strip()]
    # The announcement, the dead (the player list's order), then the succession.
    said = [next(n for n in ("élu Capitaine", "Fernand[/b] a été exécuté", "tire sur", "Leonie",
                             "successeur") if n in line) for line in lines[1:6]]
    assert said == ["élu Capitaine", "Fernand[/b] a été exécuté", "tire sur", "Leonie", "successeur"], lines


def _shot_before_grief(post: str) -> bool:
    return post.index("tire sur") < post.index("[b]Leonie[/b] est morte")


def test_told_in_the_order_of_the_steps_the_twins_differ(tmp_path: Path) -> None:
    """The leak the grouped order closes: the comparison above fails on the steps' order."""
    one, other = _posts(tmp_path, "steps").values()
    assert one["dawn"] == other["dawn"]
    assert one["day"] != other["day"]
    assert _shot_before_grief(one["day"]) and not _shot_before_grief(other["day"])
