"""The bad-input corpus (tests/bad_input/corpus.py): every broken folder gets exit code 1, a
message naming the file and the line, no internal error, and nothing written or changed."""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.bad_input.corpus import ROOT, ArgumentCase, Case, PageCase, all_cases, argument_cases, page_cases
from tests.bad_input.slips import FOLDER_LANGUAGE, OutputCase, ballot_cases, output_cases
from tests.test_bad_input_fuzz import PAGE, _page

CASES = all_cases()
# The pre-flight, and two commands that replay the whole game as far as it was played: each
# case runs one of them in turn (every command reads every file at load).
COMMANDS = (("check",), ("status",), ("recap",))
RUNS = [(case, COMMANDS[n % len(COMMANDS)]) for n, case in enumerate(CASES)]
RUNS += [(case, ("check",)) for n, case in enumerate(CASES) if n % len(COMMANDS) and n % 2]


def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _broken(case: Case, tmp_path: Path) -> tuple[Path, int | None]:
    game = tmp_path / case.game
    shutil.copytree(ROOT / "games" / case.game, game, ignore=shutil.ignore_patterns("out", ".cache"))
    path = game / case.file
    if case.special == "dir":
        path.unlink()
        path.mkdir()
        return game, None
    if case.special == "loop":
        path.unlink()
        path.symlink_to(path.name)
        return game, None
    if case.special == "file":
        shutil.rmtree(path, ignore_errors=True)
        path.write_text("not a folder\n", encoding="utf-8")
        return game, None
    data = path.read_bytes() if path.exists() else b""
    new, line = case.edit(data)
    path.write_bytes(new)
    return game, line


def test_the_corpus_is_large_enough() -> None:
    assert len(CASES) >= 250
    assert len({c.id for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case, command", RUNS, ids=[f"{c.id}-{' '.join(cmd)}" for c, cmd in RUNS])
def test_broken_folder_is_a_clear_error(case: Case, command: tuple[str, ...], tmp_path: Path, monkeypatch) -> None:
    if case.language == FOLDER_LANGUAGE:
        monkeypatch.delenv("LUPUS_MOD_LANGUAGE")
    elif case.language:
        monkeypatch.setenv("LUPUS_MOD_LANGUAGE", case.language)
    game, line = _broken(case, tmp_path)
    before = _snapshot(game)
    result = CliRunner().invoke(app, [*command, "--game", str(game)])
    output = result.output
    assert result.exit_code == 1, output
    where = f"{case.shown_as or case.file}:{line}:" if line else f"{case.shown_as or case.file}:"
    assert where in output, output
    assert case.message in output, output
    assert "internal error" not in output and "Traceback" not in output
    assert _snapshot(game) == before
    assert not (game / "out").exists()


@pytest.mark.parametrize("case", argument_cases(), ids=[c.id for c in argument_cases()])
def test_a_number_out_of_range_is_a_clear_error(case: ArgumentCase, tmp_path: Path) -> None:
    game = tmp_path / case.game
    shutil.copytree(ROOT / "games" / case.game, game, ignore=shutil.ignore_patterns("out", ".cache"))
    before = _snapshot(game)
    result = CliRunner().invoke(app, [*case.args, "--game", str(game)])
    assert result.exit_code == 1, result.output
    assert f"error: {case.where}" in result.output and case.message in result.output, result.output
    assert _snapshot(game) == before


@pytest.mark.parametrize("case", page_cases(), ids=[c.id for c in page_cases()])
def test_a_damaged_page_stops_the_count_at_its_line(case: PageCase, tmp_path: Path) -> None:
    game = tmp_path / case.game
    shutil.copytree(ROOT / "games" / case.game, game, ignore=shutil.ignore_patterns("out", ".cache"))
    _page(game)
    page, line = case.edit((game / PAGE).read_text(encoding="utf-8"))
    (game / PAGE).write_text(page, encoding="utf-8")
    before = _snapshot(game)
    result = CliRunner().invoke(app, ["tally", "1", str(game / PAGE), "--until", "2026-01-01 23:00", "--html",
                                      "--game", str(game)])
    where = f"{PAGE}:{line}:" if line else f"{PAGE}:"
    assert result.exit_code == 1, result.output
    assert where in result.output and case.message in result.output, result.output
    assert _snapshot(game) == before


def _links(game: Path) -> dict[str, str]:
    return {str(p.relative_to(game)): os.readlink(p) for p in game.rglob("*") if p.is_symlink()}


@pytest.mark.parametrize("case", output_cases(), ids=[c.id for c in output_cases()])
def test_a_link_to_nowhere_where_the_outputs_go_is_named(case: OutputCase, tmp_path: Path,
                                                          monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE")
    game = tmp_path / case.game
    shutil.copytree(ROOT / "games" / case.game, game, ignore=shutil.ignore_patterns("out", ".cache"))
    (game / case.link).parent.mkdir(exist_ok=True)
    (game / case.link).symlink_to(case.target)
    before = (_snapshot(game), _links(game))
    result = CliRunner().invoke(app, [*case.command, "--game", str(game)])
    assert result.exit_code == 1, result.output
    assert f"{case.link}: {case.message}" in result.output.replace("\u00a0", " "), result.output
    assert "Traceback" not in result.output
    assert (_snapshot(game), _links(game)) == before


def test_a_link_to_a_folder_where_the_outputs_go_is_written_through(tmp_path: Path) -> None:
    game = tmp_path / "lupus-of-the-rings"
    shutil.copytree(ROOT / "games" / "lupus-of-the-rings", game, ignore=shutil.ignore_patterns("out", ".cache"))
    (tmp_path / "elsewhere").mkdir()
    (game / "out").symlink_to(tmp_path / "elsewhere")
    result = CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "elsewhere" / "night-1" / "thread.bbcode").is_file()


@pytest.mark.parametrize("case", ballot_cases(), ids=[c.id for c in ballot_cases()])
def test_a_broken_ballot_log_stops_the_count(case: Case, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", case.language)
    game, line = _broken(case, tmp_path)
    before = _snapshot(game)
    result = CliRunner().invoke(app, ["tally", "1", "--runoff", "--game", str(game)])
    assert result.exit_code == 1, result.output
    assert (f"{case.file}:{line}:" if line else f"{case.file}:") in result.output, result.output
    assert case.message in result.output and "o togli l'ora" not in result.output, result.output
    assert _snapshot(game) == before


@pytest.mark.parametrize("encoding", ["utf-16", "utf-8-sig"])
def test_a_roles_file_every_command_reads_is_read_by_simulate(encoding: str, tmp_path: Path) -> None:
    """roles.toml saved in UTF-16 (Notepad's "Unicode") is read by every command that loads the
    game; `simulate --game` read it again as UTF-8 and stopped on an internal error."""
    game = tmp_path / "licantropi"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out", ".cache"))
    roles = game / "roles.toml"
    roles.write_bytes(roles.read_text(encoding="utf-8").encode(encoding))
    result = CliRunner().invoke(app, ["simulate", "--games", "2", "--game", str(game)])
    assert result.exit_code == 0, result.output
