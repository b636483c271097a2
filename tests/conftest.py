"""Fixtures shared by the CLI tests."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.cli import _register_commands

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "games" / "lupus-of-the-rings"

_register_commands()


@pytest.fixture()
def example_game(tmp_path: Path) -> Path:
    """A private copy of the shipped Lupus of the Rings example, without outputs."""
    target = tmp_path / "game"
    shutil.copytree(EXAMPLE, target, ignore=shutil.ignore_patterns("out", ".cache"))
    return target


@pytest.fixture()
def runner() -> CliRunner:
    return CliRunner()
