"""`new` names no GM the GM did not give, and tells which players have no gender (so are
told masculine)."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin_ids
from lupus_mod.lifecycle.newgame import builtin_source, game_config
from tests.lifecycle.play import cli

# Fictional players: two without a gender, the others with one (in the file and by --player).
LIST = ["Aragorna", "Lady Oscar (f)", "Boromiro (m)", "Pippina (f)", "Sambuco (m)", "Ortensia (f)",
        "Tassobarbo", "Gemma (f)", "Ruvido (m)",
        *(f"Paesana{n} (f)" for n in range(1, 6)), *(f"Paesano{n} (m)" for n in range(1, 6))]


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "en")


def _new(tmp_path: Path, ruleset: str, *extra: str) -> tuple[Path, str]:
    roster = tmp_path / "lista.txt"
    roster.write_text("\n".join(LIST) + "\n", encoding="utf-8")
    game = tmp_path / ruleset
    result = cli("new", game, "--ruleset", ruleset, "--players", roster, "--player", "Edera (f)",
                 "--seed", 4, *extra)
    return game, result.output


@pytest.mark.parametrize("ruleset", ["lupus-of-the-rings", "thiercelieux", "cowboys-and-aliens"])
def test_without_gm_the_game_names_no_gm_and_says_how_to_add_one(tmp_path: Path, ruleset: str) -> None:
    game, output = _new(tmp_path, ruleset)
    assert tomllib.loads((game / "game.toml").read_text(encoding="utf-8"))["gm"] == []
    opening = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    for authors in ("Talilinds", "Loudo", "Meneur", "Yeatu", "Justcocco"):
        assert authors not in opening
    assert "`--gm NAME` (repeatable) adds one" in output


def test_the_gm_given_is_the_only_gm_and_nothing_is_told(tmp_path: Path) -> None:
    game, output = _new(tmp_path, "lupus-of-the-rings", "--gm", "Mastro Lindo")
    assert tomllib.loads((game / "game.toml").read_text(encoding="utf-8"))["gm"] == ["Mastro Lindo"]
    opening = (game / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "Mastro Lindo" in opening and "Talilinds" not in opening
    assert "--gm NAME" not in output


def test_players_without_gender_are_named_once_on_new(tmp_path: Path) -> None:
    game, output = _new(tmp_path, "thiercelieux", "--gm", "Meneuse")
    told = [line for line in output.splitlines() if "no gender" in line]
    assert len(told) == 1 and "no gender for Aragorna, Tassobarbo:" in told[0]
    assert "gender = \"f\"" in told[0] and "`Name (f)`" in told[0]
    players = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]
    assert {p["name"]: p.get("gender", "") for p in players}["Edera"] == "f"    # --player "Edera (f)"


def test_every_gender_given_tells_nothing(tmp_path: Path) -> None:
    roster = tmp_path / "lista.txt"
    roster.write_text("\n".join(n if "(" in n else n + " (m)" for n in LIST) + "\n", encoding="utf-8")
    output = cli("new", tmp_path / "g", "--ruleset", "thiercelieux", "--players", roster,
                 "--seed", 4, "--gm", "Meneuse").output
    assert "no gender" not in output and "--gm NAME" not in output


def test_no_builtin_ruleset_gives_gms() -> None:
    for ruleset in builtin_ids():
        source = builtin_source(ruleset)
        assert game_config(source.ruleset, source.data, 1, "", ())["gm"] == []
        assert game_config(source.ruleset, source.data, 1, "", ("Mastro",))["gm"] == ["Mastro"]
