"""A GM's first games: an unreadable order line comes with the one [corrections] line that
settles it, and a night or day saved under the next number is named as such."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

runner = CliRunner()


def _run(*args: str):
    return runner.invoke(app, list(args))


def _line_of(log: Path, text: str) -> int:
    return next(n for n, line in enumerate(log.read_text(encoding="utf-8").splitlines(), 1)
                if text in line)


def _settle(game: Path, corrections: str) -> None:
    (game / "nights" / "1.overrides.toml").write_text(f"[corrections]\n{corrections}\n",
                                                      encoding="utf-8")


def test_a_misspelt_name_is_settled_by_the_line_the_error_gives(example_game: Path) -> None:
    log = example_game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("Sbraniamo Faramiro", "sbrano Farramirro"),
                   encoding="utf-8")
    line = _line_of(log, "Farramirro")
    result = _run("check", "--game", str(example_game))
    wanted = f'nights/1.overrides.toml → [corrections] "{line}" = "sbrano Faramiro"'
    assert result.exit_code == 1 and wanted in result.output
    _settle(example_game, wanted.split("→ [corrections] ")[1])
    assert _run("check", "--game", str(example_game)).exit_code == 0


def test_quoted_gm_words_read_as_an_order_are_settled_by_none(example_game: Path) -> None:
    log = example_game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    first_body = text.index("\n", text.index("\n## ") + 1) + 1
    log.write_text(text[:first_body] + "Ricordati che il Palantír si passa entro le 22:30\n"
                   + text[first_body:], encoding="utf-8")
    line = _line_of(log, "Ricordati")
    result = _run("check", "--game", str(example_game))
    assert result.exit_code == 1
    assert f'nights/1.overrides.toml → [corrections] "{line}" = "passo <' in result.output
    assert "Traceback" not in result.output
    _settle(example_game, f'"{line}" = "none"')
    assert _run("check", "--game", str(example_game)).exit_code == 0


@pytest.mark.parametrize("command", [("night", "2"), ("check",)])
def test_a_night_saved_under_the_next_number_is_named(example_game: Path, command: tuple) -> None:
    nights = example_game / "nights"
    for label in ("3", "4"):
        (nights / f"{label}.txt").unlink()
    for day in ("2", "3"):
        (example_game / "days" / f"{day}.toml").unlink()
    (nights / "2.txt").rename(nights / "3.txt")
    result = _run(*command, "--game", str(example_game))
    assert result.exit_code == 1
    assert "nights/3.txt" in result.output and "rename it to nights/2.txt" in result.output


def test_a_real_gap_is_not_called_a_misnumbered_file(example_game: Path) -> None:
    """nights/3.txt and nights/4.txt both there: night 2 is missing, nothing to rename."""
    (example_game / "nights" / "2.txt").unlink()
    result = _run("night", "2", "--game", str(example_game))
    assert result.exit_code == 1
    assert "nights/2.txt" in result.output and "nights/3.txt" not in result.output


def test_a_table_below_the_minimum_is_told_the_way_of_its_own_ruleset(tmp_path: Path) -> None:
    players = tmp_path / "list.txt"
    players.write_text("".join(f"Giocatore{n}\n" for n in range(11)), encoding="utf-8")
    result = _run("new", str(tmp_path / "game"), "--ruleset", "cowboys-and-aliens",
                  "--players", str(players), "--seed", "7")
    assert result.exit_code == 1 and not (tmp_path / "game").exists()
    assert "lupus_mod/rulesets/cowboys-and-aliens.toml" in result.output
    assert "--roles" in result.output and "Traceback" not in result.output
