"""What `check` keeps between runs (parsed logs and BBCode found clean) never hides a
problem: a changed file is read again, and a file with a problem is read again on every run."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.game import load_game
from lupus_mod.replay import read_log
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


def _loaded_replay(game: Path) -> tuple[str, bool]:
    """`check`'s output, and whether it imported the replay (it checked the folder again)."""
    probe = ("import sys; from lupus_mod.cli import run; code = run(sys.argv[1:]); "
             "print('replay' if 'lupus_mod.replay' in sys.modules else 'record')")
    out = subprocess.run([sys.executable, "-c", probe, "check", "--game", str(game)], cwd=ROOT,
                         capture_output=True, text=True).stdout.strip().splitlines()
    return "\n".join(out[:-1]), out[-1] == "replay"


def test_an_unchanged_folder_is_not_checked_again_and_reads_the_same(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "days" / "9.overrides.toml").write_text("", encoding="utf-8")   # a warning to keep
    first, checked = _loaded_replay(game)
    assert checked and "day 9 is not played yet" in first
    assert _loaded_replay(game) == (first, False)
    assert _check(game).output.strip() == first
    json_first = CliRunner().invoke(app, ["check", "--json", "--game", str(game)]).output
    assert CliRunner().invoke(app, ["check", "--json", "--game", str(game)]).output == json_first


def test_a_changed_or_new_file_checks_the_folder_again_and_staleness_is_looked_for_always(
        tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    assert CliRunner().invoke(app, ["night", "4", "--game", str(game)]).exit_code == 0
    clean, _ = _loaded_replay(game)
    assert _loaded_replay(game)[1] is False
    stray = game / "nights" / "notte5.txt"
    stray.write_text("", encoding="utf-8")
    found, checked = _loaded_replay(game)
    assert checked and "nights/notte5.txt" in found
    stray.unlink()
    assert _loaded_replay(game) == (clean, False)    # the folder as it was checked before
    # The same bytes with a newer time: the outputs of night 4 are now older than its log.
    log = game / "nights" / "4.txt"
    later = (game / "out" / "night-4" / "thread.bbcode").stat().st_mtime + 60
    os.utime(log, (later, later))
    found, checked = _loaded_replay(game)
    # The folder's record is read back (nothing in its bytes changed), staleness is looked for.
    assert not checked and "out/night-4/ is older than nights/4.txt" in found
    assert found.splitlines()[:-2] == clean.splitlines()[:-1]
