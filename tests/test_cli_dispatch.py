"""The CLI's own reading of a command line agrees with typer's, and `main` loads one command."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import typer
from hypothesis import given
from hypothesis import strategies as st

from lupus_mod.cli import COMMANDS, _name
from lupus_mod.commands.app import app
from lupus_mod.commands.argv import numbers_as_arguments, read_argv
from tests.conftest import copy_example

ROOT = Path(__file__).resolve().parents[1]
CLICK = typer.main.get_command(app)
CALLBACKS = {_name(c): c.callback for c in app.registered_commands}
WORDS = ["4", "10", "x", "games/a b", "", "-1", "a=b", "0x1", "1_0", " 3", "é"]
OPTIONS = ["--game", "--json", "--accept-late", "--url", "--html", "--from", "--until", "--record",
           "--force", "--runoff", "--refresh", "--ruleset", "--players", "--player", "--seed",
           "--count", "--title", "--gm", "--help", "--no-json", "-g", "--", "--gam", "--json=1",
           "--game=", "--game=g", "--seed=7"]


def typer_reading(command: str, args: list[str]) -> dict:
    return CLICK.commands[command].make_context(command, list(args)).params


def test_the_table_names_every_registered_command_and_its_module() -> None:
    assert {name: cb.__module__ for name, cb in CALLBACKS.items()} == \
        {name: f"lupus_mod.commands.{module}" for name, module in COMMANDS.items()}


def test_usual_command_lines_are_read_without_typer() -> None:
    lines = [["night", "4", "--game", "g"], ["night", "4", "--json", "--accept-late"],
             ["check", "--game=g"], ["status", "--json"], ["recap"], ["day", "3", "--game", "g"],
             ["roles", "--game", "g", "--json"], ["rulesets"],
             ["tally", "2", "--html", "p1.html", "p2.html", "--game", "g"],
             ["new", "g", "--ruleset", "licantropi", "--player", "a", "--player", "b", "--seed", "3"]]
    for line in lines:
        ours = read_argv(CALLBACKS[line[0]], line[1:])
        assert ours is not None, line
        assert ours == typer_reading(line[0], line[1:]), line


@given(st.sampled_from(sorted(COMMANDS)), st.lists(st.sampled_from(WORDS + OPTIONS), max_size=7))
def test_whatever_is_read_without_typer_typer_reads_the_same(command: str, args: list[str]) -> None:
    ours = read_argv(CALLBACKS[command], args)
    if ours is not None:
        assert ours == typer_reading(command, args)


@given(st.sampled_from(sorted(COMMANDS)), st.lists(st.sampled_from(WORDS + ["-2", "0"] + OPTIONS), max_size=7))
def test_a_line_with_negative_numbers_is_read_alike_once_they_are_arguments(command: str, args: list[str]) -> None:
    line = numbers_as_arguments(CALLBACKS[command], args)
    assert sorted(line) in (sorted(args), sorted([*args, "--"]))
    ours = read_argv(CALLBACKS[command], line)
    if ours is not None:
        assert ours == typer_reading(command, line)


def test_a_negative_phase_is_the_phase_argument() -> None:
    assert numbers_as_arguments(CALLBACKS["night"], ["-1", "--game", "g", "--json"]) == \
        ["--game", "g", "--json", "--", "-1"]
    assert read_argv(CALLBACKS["day"], numbers_as_arguments(CALLBACKS["day"], ["-1", "--game=g"]))["number"] == -1
    assert numbers_as_arguments(CALLBACKS["night"], ["2", "--game", "-1/x"]) == ["2", "--game", "-1/x"]
    assert numbers_as_arguments(CALLBACKS["night"], ["--game", "-1", "2"]) == ["--game", "-1", "--", "2"]
    assert numbers_as_arguments(CALLBACKS["tally"], ["-1", "--html", "a", "b"]) == ["--html", "--", "-1", "a", "b"]


@pytest.mark.parametrize("game, said", [
    ("licantropi", "nights/-1.txt: in questa partita non c'è una notte «-1»"),
    ("thiercelieux", "nights/-1.txt"),
])
@pytest.mark.parametrize("command", ["night", "day"])
def test_night_minus_one_names_the_phase_in_the_games_language(game: str, said: str, command: str, capsys,
                                                              monkeypatch) -> None:
    from lupus_mod.cli import run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    assert run([command, "-1", "--game", str(ROOT / "games" / game)]) == 1
    err = capsys.readouterr().err
    assert said in err and "-1 " not in err.split(":")[0], err


def test_night_loads_neither_the_forum_nor_pydantic(tmp_path: Path) -> None:
    probe = ("import sys; from lupus_mod.cli import run; code = run(sys.argv[1:]); "
             "print(sorted(m for m in sys.modules if m.split('.')[0] in "
             "('requests', 'lxml', 'pydantic', 'rich', 'bs4') or m.startswith('lupus_mod.forum')))")
    game = copy_example("lupus-of-the-rings", tmp_path)
    done = subprocess.run([sys.executable, "-c", probe, "night", "1", "--game", str(game)], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_exit_codes_and_help_go_through_main(tmp_path: Path) -> None:
    def main(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-c", "from lupus_mod.cli import main; main()", *args],
                              cwd=ROOT, capture_output=True, text=True)
    listing = main("--help")
    assert listing.returncode == 0 and all(name in listing.stdout for name in COMMANDS)
    assert main("night").returncode == 2                      # typer: missing argument
    assert main("check", "--game", str(tmp_path)).returncode == 1
    assert main("rulesets", "--json").returncode == 0


def test_python_dash_m_runs_the_same_command_line(tmp_path: Path) -> None:
    # A checkout that is not installed is run as `python -m lupus_mod`.
    done = subprocess.run([sys.executable, "-m", "lupus_mod", "rulesets"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "lupus-of-the-rings" in done.stdout


def test_a_reader_that_goes_away_ends_the_command_quietly() -> None:
    """`lupus-mod status | head -1`: the pipe closed before the command writes is no traceback."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[1]
    process = subprocess.Popen([sys.executable, "-m", "lupus_mod", "status", "--game",
                                str(root / "games" / "cowboys-and-aliens")], cwd=root,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()   # before the command has written its first line
    _, err = process.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err
    assert process.returncode == 0
