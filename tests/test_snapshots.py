"""The replay's snapshots (lupus_mod.cache.snapshots): a phase read back is the phase computed, and a
game's history is kept once, not once per phase (the entries grow with the phases, not with
their square)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from lupus_mod.cache import snapshots
from lupus_mod.cache.places import cache_dir
from lupus_mod.engine.state import Event, GameState, PlayerState

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LUPUS_MOD_CACHE", str(tmp_path / "own-cache"))
    monkeypatch.setattr(snapshots, "_blocks", {})


def _stored_bytes() -> int:
    folder = cache_dir("replay")
    return sum(p.stat().st_size for p in folder.iterdir()) if folder.exists() else 0


def _history(n: int) -> GameState:
    return GameState(players=(PlayerState("Zefiro", "lupo", "lupi", ()),), nights_played=n,
                     history=tuple(Event("death", "lupi", "Zefiro", f"Giocatore{i}", "sbranato") for i in range(n)))


def _key(n: int) -> bytes:
    return snapshots.chain(b"test-snapshots", str(n).encode(), os.urandom(8))


def test_a_long_history_is_read_back_as_stored() -> None:
    for n in (0, 1, snapshots._BLOCK - 1, snapshots._BLOCK, 3 * snapshots._BLOCK + 7):
        value = {"before": _history(n), "after": _history(n + 5), "label": str(n)}
        key = _key(n)
        snapshots.store(key, value)
        snapshots._blocks.clear()             # as a later run reads it
        back = snapshots.load(key)
        assert back == value                  # a state's history is not part of its equality
        assert [back[k].history for k in ("before", "after")] == [_history(n).history, _history(n + 5).history]


def test_each_phase_adds_its_own_events_not_the_whole_history_again() -> None:
    def phase_cost(length: int) -> int:
        before = _stored_bytes()
        snapshots.store(_key(length), (_history(length), "stato"))
        return _stored_bytes() - before

    first = phase_cost(10 * snapshots._BLOCK)      # ten blocks written, once
    later = [phase_cost(10 * snapshots._BLOCK + k * 40) for k in range(1, 30)]
    # A phase 29 × 40 events later costs about what the first one after it did: its own events
    # (blocks, the tail) and the block references, never the first 640 events again.
    assert max(later) < first / 2
    assert max(later) < 3 * min(later)


def test_a_missing_or_damaged_block_makes_the_phase_be_computed_again() -> None:
    key = _key(9)
    snapshots.store(key, _history(3 * snapshots._BLOCK))
    blocks = sorted(cache_dir("replay").glob("block-*"))
    assert len(blocks) == 3
    blocks[1].write_bytes(b"rovinato")
    snapshots._blocks.clear()
    assert snapshots.load(key) is None
    assert not blocks[1].exists()                             # dropped, so as to be written again
    assert snapshots.load(key) is None
    snapshots.store(key, _history(3 * snapshots._BLOCK))     # computed again: the block is mended
    snapshots._blocks.clear()
    assert snapshots.load(key).history == _history(3 * snapshots._BLOCK).history


def test_a_night_read_back_without_its_blocks_is_computed_again_the_same(tmp_path: Path) -> None:
    game = tmp_path / "partita"
    shutil.copytree(ROOT / "games" / "lupus-of-the-rings", game, ignore=shutil.ignore_patterns("out", ".cache"))
    cache = tmp_path / "cache"
    env = {**os.environ, "LUPUS_MOD_CACHE": str(cache), "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-c", "import sys; sys.argv[0] = 'lupus-mod'; from lupus_mod.cli import main; main()",
               "night", "4", "--game", str(game)]

    def outputs() -> dict[str, bytes]:
        subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, check=True)
        return {str(p.relative_to(game)): p.read_bytes() for p in sorted((game / "out").rglob("*")) if p.is_file()}

    computed = outputs()
    assert list((cache / "replay").glob("block-*")), "the example's history fills at least one block"
    assert outputs() == computed                          # read back
    for block in (cache / "replay").glob("block-*"):
        block.unlink()
    assert outputs() == computed                          # computed again
