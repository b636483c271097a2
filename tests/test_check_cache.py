"""What `check` keeps between runs (parsed logs and BBCode found clean) never hides a
problem: a changed file is read again, and a file with a problem is read again on every run."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import read_log
from tests.conftest import copy_example

ROOT = Path(__file__).resolve().parents[1]


def _check(game: Path):
    return CliRunner().invoke(app, ["check", "--game", str(game)])


def test_a_forum_setting_broken_after_a_clean_check_is_reported(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    assert _check(game).exit_code == 0
    config = game / "game.toml"
    clean = config.read_text(encoding="utf-8")
    config.write_text(clean.replace('engine = "invision"', 'engine = "nosuchboard"'), encoding="utf-8")
    for _ in range(2):   # a file with a problem is read again on every run
        result = _check(game)
        assert result.exit_code == 1 and "nosuchboard" in result.output
    config.write_text(clean, encoding="utf-8")
    assert _check(game).exit_code == 0


def test_a_log_broken_after_a_clean_check_is_reported_at_its_line(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    assert _check(game).exit_code == 0
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n## Nessuno @ 2026-01-01 21:00\nciao\n",
                   encoding="utf-8")
    for _ in range(2):
        result = _check(game)
        assert result.exit_code == 1 and "nights/2.txt" in result.output and "Nessuno" in result.output


def test_a_log_read_back_is_the_log_parsed(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    first = read_log(load_game(game), "3")        # parsed, then kept
    again = read_log(load_game(game), "3")        # read back
    assert first == again and first[0].orders


def test_check_loads_no_forum_code(tmp_path: Path) -> None:
    # [forum] is checked at load by lupus_mod.inputs.forum, which needs no forum stack.
    probe = ("import sys; from lupus_mod.cli import run; code = run(sys.argv[1:]); "
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('requests', 'lxml') "
             "or m.startswith('lupus_mod.forum')))")
    game = copy_example("lupus-of-the-rings", tmp_path)
    loaded = [subprocess.run([sys.executable, "-c", probe, "check", "--game", str(game)], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
              for _ in range(2)]
    assert loaded == ["[]", "[]"]


def test_refusals_kept_between_runs_follow_the_games_own_templates(tmp_path: Path) -> None:
    """The worded refusals of each phase are kept under the phase and the templates that word
    them: the same words on a re-run, the game's own wording as soon as it has one."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    shipped = "il mittente possiede un oggetto: non può derubare"
    first = _check(game)
    assert first.exit_code == 0 and shipped in first.output
    assert _check(game).output == first.output
    own = game / "templates" / "night"
    own.mkdir(parents=True)
    words = (ROOT / "templates" / "night" / "refusals.j2").read_text(encoding="utf-8")
    mine = '{% if r == "robber-holds-items" %}ha già un oggetto in tasca{% elif r == "late" %}'
    (own / "refusals.j2").write_text(words.replace('{% if r == "late" %}', mine, 1), encoding="utf-8")
    again = _check(game)
    assert again.exit_code == 0 and "ha già un oggetto in tasca" in again.output
    assert shipped not in again.output
