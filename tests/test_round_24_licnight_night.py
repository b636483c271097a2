"""Round 24 (licnight): Licantropi night PMs whose roles the example game does not deal (the
Assassino), and settle lines that name the player a pronoun points at on the same line."""
from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.cli import _register_commands
from lupus_mod.commands.app import app
from lupus_mod.orders.parse import parse_log
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import vocabulary
from tests.test_licantropi_new_gm import _game

_register_commands()
runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]


def _night_2(tmp_path: Path, text: str) -> tuple[str, dict[str, str]]:
    """Night 2 of a dealt game with the Assassino's one PM: the command's output, the deal."""
    game = _game(tmp_path)   # the cast of tests/test_licantropi_new_gm.py, an Assassino among it
    deal = {p["role"]: p["name"] for p in tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]}
    (game / "nights" / "1.txt").write_text("# deadline: 2026-12-01 23:30\n", encoding="utf-8")
    (game / "days" / "1.toml").write_text('burned = ""\n', encoding="utf-8")
    (game / "nights" / "2.txt").write_text(
        f"# deadline: 2026-12-02 23:30\n\n## {deal['assassino']} @ 2026-12-02 22:00\n{text}\n", encoding="utf-8")
    return runner.invoke(app, ["night", "2", "--game", str(game)]).output, deal


def test_the_assassino_waking_in_a_mystic_turn_is_his_strike(tmp_path: Path) -> None:
    # "Una sola notte si sveglia durante il turno di un mistico e se e' vivo lo deve uccidere":
    # read as talk, his one strike was lost and nobody died. In the rulebook's own words it is
    # the order (`sveglio`, a synonym of `uccido`): the Veggente dies.
    output, deal = _night_2(tmp_path, "mi sveglio nel turno della veggente")
    assert "Tutti gli ordini sono stati applicati" in output and f"[b]{deal['veggente']}[/b]" in output


def test_a_late_riser_kills_nobody(tmp_path: Path) -> None:
    # "stanotte mi sveglio presto": a word of waking with no mystic named is no strike; the night
    # stops at the line (the GM writes "none"), never a death.
    output, deal = _night_2(tmp_path, "stanotte mi sveglio presto, buonanotte")
    assert "nights/2.txt:4" in output and '("none"' in output
    assert "Tutti gli ordini sono stati applicati" not in output and "trovat" not in output


def _read(sender: str, text: str):
    game = load_game(ROOT / "games" / "licantropi")
    return parse_log(f"# deadline: 2026-11-03 23:30\n\n## {sender} @ 2026-11-03 21:00\n{text}\n",
                     file="nights/2.txt", vocab=vocabulary(game), tz=game.tz, deadline=None)


def test_lo_before_the_keyword_settles_as_the_player_named_just_before() -> None:
    # "Becchino mi puzza. Lo indago.": it stopped with `indago <giocatore>` to fill in.
    for text, name in (("Becchino mi puzza. Lo indago.", "Becchino"),
                       ("oggi Zanna ha attaccato Becchino. Secondo me Zanna è lupa. Stanotte la indago.", "Zanna")):
        errors = _read("Lunaria", text).errors
        assert len(errors) == 1 and f'"indago {name}"' in errors[0].render(), errors


def test_a_pronoun_with_two_players_just_before_names_no_one() -> None:
    errors = _read("Lunaria", "Becchino e Zanna mi puzzano. Lo indago.").errors
    assert len(errors) == 1 and '"indago Becchino"' not in errors[0].render() \
        and '"indago Zanna"' not in errors[0].render()


def test_giulietta_has_no_use_left_to_show_after_the_first_night(tmp_path: Path) -> None:
    # "Solo la prima notte, il master sveglia Giulietta": after night 1 her `scelgo` is gone,
    # whether she used it or not (status showed «scelgo» 1 on night 3).
    from lupus_mod.reports.status import status_report
    import shutil
    game = tmp_path / "lic"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out", ".cache"))
    for log in (game / "nights").glob("*.txt"):
        if int(log.stem) > 2:
            log.unlink()
    for day in (game / "days").glob("*"):
        if int(day.name.split(".")[0].split("-")[0]) > 1:
            day.unlink()
    night_1 = (game / "nights" / "1.txt").read_text(encoding="utf-8")
    (game / "nights" / "1.txt").write_text(night_1.replace("Ciao Master! Scelgo Zappa.", "Ciao Master!"), encoding="utf-8")
    players = status_report(load_game(game))["players"]
    giuly = next(p for p in players if p["name"] == "Giuly")
    assert "romeo" not in giuly["uses_left"], giuly


def test_a_diminutive_of_a_name_settles_as_that_name() -> None:
    # "indago Zannina", "indago la Zannetta": "did you mean Zanna?" with `indago <giocatore>`.
    for text in ("indago Zannina", "indago la Zannetta"):
        errors = _read("Lunaria", text).errors
        assert len(errors) == 1 and '"indago Zanna"' in errors[0].render(), errors
