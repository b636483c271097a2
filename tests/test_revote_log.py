"""The new vote after a tied ballottaggio, read from its own PM log days/D-revote.txt
(docs/tally.md): its problems and its votes name that file, not the runoff's."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app

runner = CliRunner()
PLAYERS = ["Frà Martino", "D'Artagnan", "Zoë", "Nicolò", "Béatrice", "O'Neill", "Lucía",
           "Tommaso", "Gianmaria"]


def _game(tmp_path: Path) -> Path:
    folder = tmp_path / "partita"
    args = ["new", str(folder), "--ruleset", "licantropi", "--seed", "3"]
    for name in PLAYERS:
        args += ["--player", name]
    assert runner.invoke(app, args).exit_code == 0
    (folder / "nights" / "1.txt").write_text("# deadline: 2026-12-01 23:30\n", encoding="utf-8")
    (folder / "days" / "1.toml").write_text(
        '[runoff]\ncandidates = ["Zoë", "Tommaso"]\n\n[revote]\ncandidates = ["Zoë", "Tommaso"]\n',
        encoding="utf-8")
    return folder


def _revote(tmp_path: Path, second: str):
    """Tally the new vote of a log: Nicolò's vote, then the message `second` sent at 22:31."""
    game = _game(tmp_path)
    (game / "days" / "1-revote.txt").write_text(
        f"## Nicolò @ 2026-12-02 22:30\nvoto Tommaso\n## {second}\n", encoding="utf-8")
    return game, runner.invoke(app, ["tally", "1", "--revote", "--game", str(game)])


def test_a_problem_of_the_revote_log_names_the_revote_log(tmp_path: Path) -> None:
    _, result = _revote(tmp_path, "Nessuno @ 2026-12-02 22:31\nvoto Zoë")
    assert result.exit_code == 1
    assert "days/1-revote.txt:3" in result.output and "1-runoff.txt" not in result.output


def test_the_revote_log_is_counted_under_its_own_name(tmp_path: Path) -> None:
    game, result = _revote(tmp_path, "Lucía @ 2026-12-02 22:31\nvoto Tommaso")
    assert result.exit_code == 0, result.output
    audit = (game / "out" / "day-1" / "revote-audit.md").read_text(encoding="utf-8")
    assert "days/1-revote.txt:1" in audit and "1-runoff.txt" not in audit


def test_a_substitute_votes_by_pm_under_his_own_nickname(tmp_path: Path) -> None:
    """Gianmaria took Lucía's place from day 1: his PM vote counts for her slot, as his post in
    the thread would, and is no vote of a player who plays no more."""
    game = _game(tmp_path)
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    start = text.index('name = "Lucía"')
    end = text.index("}", start)
    players.write_text(text[:end] + ', substitutes = [{ name = "Pietro", from = "day 1", gender = "m" }] '
                       + text[end:], encoding="utf-8")
    (game / "days" / "1-revote.txt").write_text(
        "## Nicolò @ 2026-12-02 22:30\nvoto Tommaso\n## Pietro @ 2026-12-02 22:31\nvoto Zoë\n",
        encoding="utf-8")
    result = runner.invoke(app, ["tally", "1", "--revote", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    assert "substituted-out" not in result.output
    audit = (game / "out" / "day-1" / "revote-audit.md").read_text(encoding="utf-8")
    row = next(line for line in audit.splitlines() if "days/1-revote.txt:3" in line and "|" in line)
    assert "voto Zoë" in row and "contato" in row
