"""Broken folders of a GM's trial (T) told by a test of their own (the others are in the
bad-input corpus, tests/bad_input/trial_t.py): what a folder read right gives, compared with
the same folder written right."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import copy_example
from tests.lifecycle.play import cli


def _dawn(game: Path) -> dict[str, str]:
    cli("night", "1", "--game", game)
    out = game / "out" / "night-1"
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(out.glob("*")) if p.is_file() and p.name != "made-from.json"}


@pytest.mark.parametrize("mark", ["\ufeff", "\u200b", "\u2060\ufeff"])
def test_an_invisible_character_before_a_header_is_ignored(mark: str, tmp_path: Path) -> None:
    """A BOM pasted from a second file before `## Sarumano @ …`: the header is read, and the
    pack's order is Sarumano's (it was credited to Merrino's PM above, and nobody died)."""
    written = _dawn(copy_example("lupus-of-the-rings", tmp_path / "right"))
    game = copy_example("lupus-of-the-rings", tmp_path / "pasted")
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("## Sarumano @", f"{mark}## Sarumano @", 1),
                   encoding="utf-8")
    assert cli("check", "--game", game).exit_code == 0
    assert _dawn(game) == written
