"""Broken folders every command must refuse alike, found by a GM's trial: a night log that is
a link to itself (read as absent by `status`, as if the night had not been played)."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def _run(game: Path, *command: str):
    return CliRunner().invoke(app, [*command, "--game", str(game)])


@pytest.mark.parametrize("command", [("status",), ("status", "--json"), ("check",), ("night", "3")])
def test_a_night_log_linked_to_itself_is_an_error_naming_it(command: tuple[str, ...], tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    log = game / "nights" / "2.txt"
    log.unlink()
    log.symlink_to(log.name)
    result = _run(game, *command)
    assert result.exit_code == 1, result.output
    assert "nights/2.txt: is a symbolic link that leads back to itself" in result.output, result.output


_TABLE = ["Frodino", "Galadriella", "Samvise", "Rosie", "Aragorno", "Bilbetto", "Elrondo", "Arwenna",
          "Grimaldo", "Merrino", "Pippino"]


def test_a_deal_chosen_with_count_plays_and_the_same_deal_edited_by_hand_is_warned(tmp_path: Path) -> None:
    """`new --count` with a wolf more than the composition gives 11 players writes the counts
    in players.toml: `check` is quiet; without them the deal is a wolf too many, named by
    `check` (a warning: the game is the GM's, who may deal it so on purpose)."""
    roster = tmp_path / "giocatori.txt"
    roster.write_text("\n".join(f"{name} (m)" for name in _TABLE) + "\n", encoding="utf-8")
    game = tmp_path / "game"
    made = CliRunner().invoke(app, ["new", str(game), "--ruleset", "lupus-of-the-rings", "--players", str(roster),
                                    "--seed", "3", "--count", "contadino-semplice=1", "--count", "cavaliere=0",
                                    "--count", "lupo-cattivo=2"])
    assert made.exit_code == 0, made.output
    assert _run(game, "check").exit_code == 0
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    players.write_text("\n".join(line for line in text.split("\n") if not line.startswith("counts =")), encoding="utf-8")
    assert _run(game, "status").exit_code == 0
    result = _run(game, "check", "--strict")
    assert result.exit_code == 1
    assert "warning: players.toml:" in result.output
    assert "the deal gives BRANCO 4 cards, but roles.toml [composition] gives it 3 for 11 players" in result.output


@pytest.mark.parametrize("where", [("--ruleset", "licantropi"), ("--game",)])
def test_simulate_zero_games_is_refused(where: tuple[str, ...], tmp_path: Path, capsys) -> None:
    """`lupus-mod simulate --games 0` printed a table of win rates over no game, exit 0."""
    from lupus_mod.cli import run
    args = [*where, str(copy_example("licantropi", tmp_path))] if where == ("--game",) else list(where)
    assert run(["simulate", *args, "--games", "0"]) == 1
    assert "--games: --games must be 1 or more, not 0" in capsys.readouterr().err
