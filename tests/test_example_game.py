"""The shipped example game, end to end through the CLI: outputs, determinism, golden posts.

Set LUPUS_MOD_UPDATE_GOLDEN=1 to rewrite the golden files after a deliberate change.
"""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = Path(__file__).parent / "golden" / "lupus-of-the-rings"
NIGHTS = ["1", "2", "3", "4"]

runner = CliRunner()


@pytest.fixture()
def game(example_game: Path) -> Path:
    return example_game


def _night(game: Path, label: str, *extra: str):
    return runner.invoke(app, ["night", label, "--game", str(game), *extra])


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_check_is_clean_on_the_example(game: Path) -> None:
    result = runner.invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 0, result.output
    # The examples show late and refused orders on purpose: warnings, never errors.
    assert result.output.splitlines()[-1].startswith("ok: ") and "error:" not in result.output


@pytest.mark.parametrize("label", NIGHTS)
def test_night_outputs_match_golden(game: Path, label: str) -> None:
    result = _night(game, label)
    assert result.exit_code == 0, result.output
    out = game / "out" / f"night-{label}"
    # The GM's log and the record of what the night was made from (digests of the inputs) are
    # no posts: the golden files are what players read.
    produced = {k: v for k, v in _tree(out).items() if k not in ("gm-log.md", "made-from.json")}
    golden = GOLDEN / f"night-{label}"
    if os.environ.get("LUPUS_MOD_UPDATE_GOLDEN"):
        shutil.rmtree(golden, ignore_errors=True)
        for name, data in produced.items():
            (golden / name).parent.mkdir(parents=True, exist_ok=True)
            (golden / name).write_bytes(data)
    assert produced == _tree(golden)


def test_same_folder_gives_byte_identical_outputs(game: Path, tmp_path: Path) -> None:
    runs = []
    for _ in range(2):
        for label in NIGHTS:
            assert _night(game, label).exit_code == 0
        runs.append(_tree(game / "out"))
        shutil.rmtree(game / "out")
    assert runs[0] == runs[1]


def test_json_has_the_documented_keys(game: Path) -> None:
    result = _night(game, "2", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for key in ("night", "deaths", "revived", "alive", "items", "public", "private", "rejected", "winners"):
        assert key in data
    assert data["night"] == "2"
    assert {"player": "Arwenna", "cause": "sbrano"} in data["deaths"]
    assert data["revived"] == ["Grimaldo"]
    assert data["items"]["palantir"] == "Bilbetto"          # stolen from Pippino
    assert any(r["player"] == "Merrino" and r["reason"] == "late" for r in data["rejected"])


def test_late_order_applies_only_with_the_flag(game: Path) -> None:
    without = json.loads(_night(game, "2", "--json").stdout)
    with_flag = _night(game, "2", "--json", "--accept-late")
    assert with_flag.exit_code == 0
    data = json.loads(with_flag.stdout)
    assert not any(r["reason"] == "late" for r in data["rejected"])
    assert any(r["reason"] == "late" for r in without["rejected"])


def test_fixing_an_old_log_changes_the_present(game: Path) -> None:
    before = json.loads(_night(game, "3", "--json").stdout)
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("Sbraniamo Faramiro", "Sbraniamo Boromiro"),
                   encoding="utf-8")
    after = json.loads(_night(game, "3", "--json").stdout)
    assert "Faramiro" not in before["alive"] and "Faramiro" in after["alive"]
    assert "Boromiro" not in after["alive"]


def test_public_post_leaks_nothing_hidden(game: Path) -> None:
    hidden = ["veggente", "archivista", "massone", "cavaliere", "borseggiatore", "curatore",
              "pastorella", "incompreso", "contadino", "lupo", "tormentatore", "pifferaio",
              "shinigami", "palantír", "palantir", "specchio", "libro", "innocente", "losco",
              "ammaliat", "tormento", "sbrano", "duello"]
    for label in NIGHTS:
        data = json.loads(_night(game, label, "--json").stdout)
        text = data["public"].casefold()
        for word in hidden:
            assert word not in text, f"night {label}: the dawn post says {word!r}"


def test_game_folder_template_overrides_the_shipped_one(game: Path) -> None:
    (game / "templates" / "night").mkdir(parents=True)
    (game / "templates" / "night" / "thread.bbcode.j2").write_text(
        "ALBA {{ label }}: {{ deaths|map(attribute='player')|join(', ') }}\n", encoding="utf-8")
    result = _night(game, "1")
    assert result.exit_code == 0, result.output
    assert (game / "out" / "night-1" / "thread.bbcode").read_text(encoding="utf-8") == "ALBA 1: Faramiro\n"


def test_names_are_bbcode_escaped(game: Path) -> None:
    players = game / "players.toml"
    players.write_text(players.read_text(encoding="utf-8").replace(
        'name = "Faramiro"', 'name = "[b]Faramiro[/b]"\naliases = ["Fara"]'), encoding="utf-8")
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("Sbraniamo Faramiro", "sbrano Fara"),
                   encoding="utf-8")
    result = _night(game, "1")
    assert result.exit_code == 0, result.output
    thread = (game / "out" / "night-1" / "thread.bbcode").read_text(encoding="utf-8")
    assert "[\u200bb]Faramiro[\u200b/b]" in thread
