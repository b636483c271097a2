"""Fixtures shared by the tests, and the hypothesis profiles."""
from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings
from typer.testing import CliRunner

from lupus_mod.cli import _register_commands
from lupus_mod.commands.app import app

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "games" / "lupus-of-the-rings"

_register_commands()

# The caches of compiled templates and replayed phases (lupus_mod.cache.places) live in a directory of
# this run, not in the user's, removed when the run ends (every run, and each xdist worker, makes its own).
if "LUPUS_MOD_CACHE" not in os.environ:
    os.environ["LUPUS_MOD_CACHE"] = tempfile.mkdtemp(prefix="lupus-mod-cache-")
    atexit.register(shutil.rmtree, os.environ["LUPUS_MOD_CACHE"], ignore_errors=True)
# The GM's messages in English, whatever the game's language: the tests of what an error says
# read its English wording; tests/test_gm_language.py unsets it to read the game's language.
os.environ.setdefault("LUPUS_MOD_LANGUAGE", "en")

# No per-example deadline (a loaded machine is not a bug); on CI the examples are derandomized
# so that a run is reproducible from the clone alone.
settings.register_profile("dev", deadline=None)
settings.register_profile("ci", deadline=None, derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def copy_example(name: str, tmp_path: Path) -> Path:
    """A private copy of the shipped example game `games/<name>/`, without outputs."""
    target = tmp_path / name
    shutil.copytree(ROOT / "games" / name, target, ignore=shutil.ignore_patterns("out", ".cache"))
    return target


def assert_golden(golden: Path, produced: str) -> None:
    """`produced` is the golden file's text; LUPUS_MOD_UPDATE_GOLDEN=1 rewrites it first."""
    if os.environ.get("LUPUS_MOD_UPDATE_GOLDEN"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(produced, encoding="utf-8")
    assert produced == golden.read_text(encoding="utf-8")


def cli_json(*args: str, code: int = 0) -> dict[str, Any]:
    """Run a command with --json; it must exit with `code` (0: success; 3: its outputs are
    provisional, a decision is awaited) and print one JSON object."""
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == code, result.output
    return json.loads(result.stdout[result.stdout.index("{"):result.stdout.rindex("}") + 1])


def assert_night(data: dict[str, Any], deaths: list, told: dict[str, str]) -> None:
    """The night's deaths, in order, and words each named player's reply must contain."""
    assert [(d["player"], d["cause"]) for d in data["deaths"]] == [tuple(d) for d in deaths]
    for player, words in told.items():
        assert words in data["private"].get(player, ""), f"{player}: {data['private'].get(player)}"
    assert not {d["player"] for d in data["deaths"]} & (set(data["alive"]) - set(data["revived"]))


@pytest.fixture()
def example_game(tmp_path: Path) -> Path:
    """A private copy of the shipped Lupus of the Rings example, without outputs."""
    return copy_example("lupus-of-the-rings", tmp_path)


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()
