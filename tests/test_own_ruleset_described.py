"""A role of a GM's own ruleset without a `description`: the opening post and its card leave
out the box that would hold it (no empty [spoiler] or [quote]); `check` warns at the role's
line (tests/bad_rulesets/role-without-description.toml)."""
from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT

CASE = ROOT / "tests" / "bad_rulesets" / "role-without-description.toml"
BASE = ROOT / "tests" / "bad_rulesets" / "base.toml"


def _deal(tmp_path: Path, roles: Path) -> Path:
    game = tmp_path / roles.stem
    result = CliRunner().invoke(app, ["new", str(game), "--roles", str(roles), "--seed", "5",
                                      *(a for n in ("Anselmo", "Bice", "Ciro", "Dora", "Elio") for a in ("--player", n))])
    assert result.exit_code == 0, result.output
    return game


def _seer(game: Path) -> str:
    players = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]
    return next(p["name"] for p in players if p["role"] == "veggente")


def test_a_role_without_description_has_no_empty_box(tmp_path: Path) -> None:
    game = _deal(tmp_path, CASE)
    thread = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    card = (game / "out" / "setup" / "pm" / f"{_seer(game)}.bbcode").read_text(encoding="utf-8")
    assert "[b]Veggente[/b]" in thread
    assert "[spoiler][/spoiler]" not in thread and "[quote][/quote]" not in card
    # The roles that have one keep their box.
    assert "[spoiler]Ogni notte il branco sceglie chi sbranare.[/spoiler]" in thread


def test_a_described_role_keeps_its_boxes(tmp_path: Path) -> None:
    game = _deal(tmp_path, BASE)
    thread = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    card = (game / "out" / "setup" / "pm" / f"{_seer(game)}.bbcode").read_text(encoding="utf-8")
    assert "[spoiler]Ogni notte scopre se un giocatore è INNOCENTE o LOSCO.[/spoiler]" in thread
    assert "[quote]Ogni notte scopre se un giocatore è INNOCENTE o LOSCO.[/quote]" in card
