"""What every command checks at load without the forum stack, and what `check` warns about
files that wait for a phase not yet played."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.forum.engines import ENGINES
from lupus_mod.inputs import forum

ROOT = Path(__file__).resolve().parents[1]


def test_the_light_schema_names_every_adapter() -> None:
    assert forum.ENGINES == ENGINES


def test_loading_a_game_with_a_forum_table_does_not_load_the_forum_reader(tmp_path: Path) -> None:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "lupus-of-the-rings", game, ignore=shutil.ignore_patterns("out"))
    with (game / "game.toml").open("a", encoding="utf-8") as handle:
        handle.write('\n[forum.generic]\npost = "div.m"\nauthor = ".a"\ntime = ".t"\nbody = ".b"\n')
    code = ("import sys; from lupus_mod.play.game import load_game; load_game(sys.argv[1]); "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'requests', 'lxml', 'bs4'}))")
    out = subprocess.run([sys.executable, "-c", code, str(game)], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.strip() == "[]"


def test_every_problem_of_the_forum_table_at_its_own_line(tmp_path: Path) -> None:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out"))
    source = (game / "game.toml").read_text(encoding="utf-8").rstrip("\n")
    start = source.count("\n") + 2
    (game / "game.toml").write_text(source + '\n[forum]\nengin = "phpbb"\ndelay = "due"\n', encoding="utf-8")
    for command in (["night", "2"], ["day", "1"], ["status"]):
        result = CliRunner().invoke(app, [*command, "--game", str(game)])
        assert result.exit_code == 1
        assert f"game.toml:{start + 1}: [forum] unknown key 'engin' (did you mean 'engine'?)" in result.output
        assert f"game.toml:{start + 2}: [forum] delay = 'due'" in result.output
        assert result.output.count("[forum] unknown key") == 1
    assert not (game / "out").exists()


def test_an_override_of_a_night_not_played_is_a_warning(tmp_path: Path) -> None:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "thiercelieux", game, ignore=shutil.ignore_patterns("out"))
    (game / "nights" / "9.overrides.toml").write_text(
        '[[override]]\naction = "kill"\nplayer = "Amandine"\nreason = "inactivité"\n', encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--json", "--game", str(game)])
    report = json.loads(result.output)
    assert result.exit_code == 0
    assert [w["file"] for w in report["warnings"] if "not played yet" in w["message"]] == [
        "nights/9.overrides.toml"]
    strict = CliRunner().invoke(app, ["check", "--strict", "--game", str(game)])
    assert strict.exit_code == 1


def test_a_day_file_of_a_day_not_played_is_a_warning(tmp_path: Path) -> None:
    """days/5.toml written for days/3.toml: an off-by-one the GM must see, not a file ignored
    (the example ended with night 3: the file is after the end, and only that is said of it)."""
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "thiercelieux", game, ignore=shutil.ignore_patterns("out"))
    (game / "days" / "5.toml").write_text('burned = "Amandine"\n', encoding="utf-8")
    report = json.loads(CliRunner().invoke(app, ["check", "--json", "--game", str(game)]).output)
    waiting = [w for w in report["warnings"] if w["file"] == "days/5.toml"]
    assert [w["message"] for w in waiting] == [
        "the game ended with night 3 (GAME OVER): this file comes after the end and is never played"]
    assert all(w["file"] != "days/3.toml" for w in report["warnings"])


def test_a_night_log_after_the_end_is_only_a_warning(tmp_path: Path) -> None:
    """The example ended with night 3 and has no days/3.toml: a stray nights/4.txt is a file
    after the end, never an error asking the GM to create the day file of a game that is over."""
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "thiercelieux", game, ignore=shutil.ignore_patterns("out"))
    (game / "nights" / "4.txt").write_text("## Baptiste @ 2026-12-02 21:00\nje mange Amandine\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--json", "--game", str(game)])
    report = json.loads(result.output)
    assert report["errors"] == [], report["errors"]
    assert [w["message"] for w in report["warnings"] if w["file"] == "nights/4.txt"] == [
        "the game ended with night 3 (GAME OVER): this file comes after the end and is never played"]


def _own_labels(tmp_path: Path, data: bytes) -> Path:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "cowboys-and-aliens", game, ignore=shutil.ignore_patterns("out"))
    (game / "templates").mkdir(exist_ok=True)
    (game / "templates" / "labels.toml").write_bytes(data)
    return game



@pytest.mark.parametrize("data, line, message", [
    (b"[cause\n", 1, "TOML syntax error"),
    (b'[cuase]\nrogo = "bruciato"\n', 1, "unknown section 'cuase' (did you mean 'cause'?)"),
    (b'[cause]\nrogo = 3\n', 2, "[cause] rogo must be a string, not 3"),
    (b'rogo = "bruciato"\n', 1, "'rogo' is not a section"),
    ('[cause]\nrogo = "bruci\xe0to"\n'.encode("cp1252"), 2, "not UTF-8"),
])
def test_the_games_own_words_are_checked_at_load(tmp_path: Path, data: bytes, line: int,
                                                 message: str) -> None:
    game = _own_labels(tmp_path, data)
    for command in (["check"], ["night", "1"], ["status"]):
        result = CliRunner().invoke(app, [*command, "--game", str(game)])
        assert result.exit_code == 1, result.output
        assert f"templates/labels.toml:{line}: " in result.output and message in result.output, result.output
        assert "internal error" not in result.output


def test_the_games_own_words_are_used_and_may_start_with_a_bom(tmp_path: Path) -> None:
    game = _own_labels(tmp_path, '\ufeff[cause]\nrogo = "impiccagione"\n'.encode())
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 0, result.output
