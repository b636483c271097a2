"""The words a GM's own ruleset needs (docs/own-ruleset.md, "The game's own words"): a cause of
death of his own is warned about until the game's catalog words it in `[cause]`, and then shown
in those words, never as its id, by `status` and by `simulate`'s table."""
from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app

CASE = Path(__file__).parent / "bad_rulesets" / "cause-unworded.toml"
PLAYERS = ("--player", "Anselmo", "--player", "Bice", "--player", "Ciro", "--player", "Dora",
           "--player", "Elio")


def _game(tmp_path: Path) -> Path:
    labels = tmp_path / "labels.toml"
    labels.write_text('[cause]\nagguato = "agguato dei briganti"\n', encoding="utf-8")
    game = tmp_path / "partita"
    result = CliRunner().invoke(app, ["new", str(game), "--roles", str(CASE), "--labels", str(labels),
                                      "--seed", "5", *PLAYERS])
    assert result.exit_code == 0, result.output
    return game


def test_simulate_from_the_game_says_its_causes_in_its_words(tmp_path: Path) -> None:
    from lupus_mod.simulate.session import simulate_plan
    result = simulate_plan(None, _game(tmp_path), None, (), 40, "random", 4, 1, False, None)
    assert result.data["deaths_by_cause"].get("agguato"), result.data
    assert "agguato dei briganti" in result.table and "agguato:" not in result.table, result.table


def test_a_cause_worded_in_the_catalog_is_accepted_and_shown_in_words(tmp_path: Path) -> None:
    game = _game(tmp_path)
    wolf = next(line.split('"')[1] for line in (game / "players.toml").read_text(encoding="utf-8").splitlines()
                if 'role = "lupo"' in line)
    victim = next(n for n in PLAYERS[1::2] if n != wolf)
    (game / "nights" / "1.txt").write_text(
        f"# deadline: 2026-11-02 22:30\n## {wolf} @ 2026-11-02 21:00\nsbrano {victim}\n", encoding="utf-8")
    assert CliRunner().invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
    status = CliRunner().invoke(app, ["status", "--game", str(game)])
    assert "agguato dei briganti" in status.output and "— agguato (" not in status.output, status.output
