"""Bad input gets a message naming the file, the line and what to do; nothing is written."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

runner = CliRunner()


@pytest.fixture()
def game(example_game: Path) -> Path:
    return example_game


def _run(*args: str):
    return runner.invoke(app, list(args))


def test_toml_syntax_error_names_file_and_line(game: Path) -> None:
    path = game / "players.toml"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[4] = 'name = "Frodino'
    path.write_text("\n".join(lines), encoding="utf-8")
    result = _run("night", "1", "--game", str(game))
    assert result.exit_code == 1
    assert "players.toml:5" in result.output
    assert "Traceback" not in result.output
    assert not (game / "out").exists()


def test_unknown_role_is_reported_by_check(game: Path) -> None:
    path = game / "players.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('role = "borseggiatore"', 'role = "ladro"'),
                    encoding="utf-8")
    result = _run("check", "--game", str(game))
    assert result.exit_code == 1
    assert "unknown role 'ladro'" in result.output
    assert "players.toml:" in result.output


def test_unresolvable_order_names_the_log_line(game: Path) -> None:
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("Sbraniamo Faramiro", "sbrano Farramirro"),
                   encoding="utf-8")
    result = _run("night", "1", "--game", str(game))
    assert result.exit_code == 1
    assert "nights/1.txt:" in result.output
    assert not (game / "out").exists()
    check = _run("check", "--game", str(game))
    assert check.exit_code == 1 and "nights/1.txt:" in check.output


def test_unknown_ruleset_key_points_at_roles_toml(game: Path) -> None:
    path = game / "roles.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('step = "cavaliere"', 'step = "cavalier"'),
                    encoding="utf-8")
    result = _run("check", "--game", str(game))
    assert result.exit_code == 1
    assert "roles.toml:" in result.output and "cavalier" in result.output


def test_missing_day_file_says_what_to_create(game: Path) -> None:
    (game / "days" / "1.toml").unlink()
    result = _run("night", "2", "--game", str(game))
    assert result.exit_code == 1
    assert "days/1.toml" in result.output and "burned" in result.output


@pytest.mark.parametrize("folder, wanted, misnamed", [
    ("nights", "2.txt", "notte2.txt"), ("nights", "2.txt", "2.txt.txt"),
    ("nights", "2.txt", "Notte 2.TXT"), ("days", "1.toml", "giorno-1.toml"), ("nights", "2.txt", "02.txt")])
def test_a_missing_file_beside_a_misnamed_one_says_to_rename_it(
        game: Path, folder: str, wanted: str, misnamed: str) -> None:
    (game / folder / wanted).rename(game / folder / misnamed)
    (game / "nights" / "12.txt").write_text("", encoding="utf-8")   # another number: not named
    result = _run("night", "2", "--game", str(game))
    assert result.exit_code == 1
    hint = result.output.splitlines()[1]
    assert f" {folder}/{misnamed} " in hint and hint.endswith(f" {folder}/{wanted}")
    assert "12.txt" not in result.output


def test_not_a_game_folder(tmp_path: Path) -> None:
    result = _run("status", "--game", str(tmp_path))
    assert result.exit_code == 1
    assert "game.toml is missing" in result.output


def test_a_previous_output_survives_a_failed_run(game: Path) -> None:
    assert _run("night", "1", "--game", str(game)).exit_code == 0
    before = (game / "out" / "night-1" / "thread.bbcode").read_bytes()
    (game / "roles.toml").write_text("[[role]\n", encoding="utf-8")
    assert _run("night", "1", "--game", str(game)).exit_code == 1
    assert (game / "out" / "night-1" / "thread.bbcode").read_bytes() == before


def test_check_reads_forum_and_vote_settings(game: Path) -> None:
    path = game / "game.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('engine = "invision"', 'engine = "invision"\ndelay = "slow"'),
                    encoding="utf-8")
    result = _run("check", "--game", str(game))
    assert result.exit_code == 1
    assert "game.toml" in result.output and "delay" in result.output


def test_check_reports_a_day_choice_naming_nobody(game: Path) -> None:
    path = game / "days" / "2.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('double_vote = "Shelob"', 'double_vote = "Shelobb"'),
                    encoding="utf-8")
    result = _run("check", "--game", str(game))
    assert result.exit_code == 1
    assert "days/2.toml:" in result.output and "double_vote" in result.output
