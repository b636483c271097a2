"""Snapshots of a replay: the outcome of each phase, kept under a key made of every input up to it.

A phase's key chains the key of the phase before it with the files that phase reads (its PM log
or day file and its overrides), on top of the game's own files (game.toml, players.toml,
roles.toml) and of the program's code. Fixing an old log therefore changes the key of that phase
and of every phase after it, which are replayed again; the phases before it are read back as
they were. Only successful phases are stored, so a folder with a mistake is read and reported
in full on every run. Entries live in lupus_mod.cache.places ("replay").
"""
from __future__ import annotations

import dataclasses
import hashlib
import io
import os
import pickle
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping, TypeVar

from lupus_mod.cache.places import cache_dir, read_entry, write_entry
from lupus_mod.engine.state import GameState

_PACKAGE = Path(__file__).resolve().parents[1]   # lupus_mod/, every folder of the program
T = TypeVar("T")


def _mapping(items: dict[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(items)


# A game's history grows by each phase's events, and every phase's outcome carries the state
# with its whole history: kept whole in each entry, the entries would grow with the square of
# the phases. A state's history is kept instead as blocks of _BLOCK events, each in an entry
# of its own named by its content, and the tail: a history's blocks are those of the history
# before it, stored once.
_BLOCK = 64
_blocks: dict[bytes, tuple[Any, ...]] = {}     # read or written by this process, by key


def _reduce_state(state: GameState) -> tuple[Any, ...]:
    fields = {f.name: getattr(state, f.name) for f in dataclasses.fields(state) if f.name != "history"}
    history = state.history
    full = len(history) - len(history) % _BLOCK
    keys = tuple(_store_block(history[i:i + _BLOCK]) for i in range(0, full, _BLOCK))
    return _state, (fields, keys, history[full:])


def _state(fields: dict[str, Any], keys: tuple[bytes, ...], tail: tuple[Any, ...]) -> GameState:
    return GameState(**fields, history=tuple(e for key in keys for e in _load_block(key)) + tail)


class _Pickler(pickle.Pickler):
    # The engine's read-only mappings are MappingProxyType, which pickle cannot name.
    dispatch_table = {MappingProxyType: lambda m: (_mapping, (dict(m),))}


class _PhasePickler(_Pickler):
    dispatch_table = {**_Pickler.dispatch_table, GameState: _reduce_state}


def _block_file(key: bytes) -> Path:
    return cache_dir("replay") / f"block-{key.hex()}"


def _store_block(items: tuple[Any, ...]) -> bytes:
    out = io.BytesIO()
    _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(items)
    data = out.getvalue()
    key = hashlib.sha256(data).digest()
    if key not in _blocks:
        if not _block_file(key).exists():
            write_entry(_block_file(key), data)
        _blocks[key] = items
    return key


def _load_block(key: bytes) -> tuple[Any, ...]:
    if key not in _blocks:
        data = read_entry(_block_file(key))
        if data is None or hashlib.sha256(data).digest() != key:
            try:        # the next phase that holds it writes it again
                _block_file(key).unlink()
            except OSError:
                pass
            raise pickle.UnpicklingError("a block of the entry is missing or damaged")
        _blocks[key] = pickle.loads(data)
    return _blocks[key]


@lru_cache(maxsize=None)
def code_fingerprint() -> bytes:
    """Every source file of the program, by name, size and modification time: a new version of
    the program never reads the snapshots of another."""
    return folder_fingerprint(_PACKAGE, (".py", ".toml"))


@lru_cache(maxsize=None)
def folder_fingerprint(root: Path, suffixes: tuple[str, ...]) -> bytes:
    """The files of the program under `root` ending in one of `suffixes`, by name, size and
    modification time."""
    digest = hashlib.sha256()
    for folder, dirs, files in sorted(os.walk(root)):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(f for f in files if f.endswith(suffixes)):
            status = os.stat(os.path.join(folder, name))
            digest.update(f"{folder}/{name}:{status.st_size}:{status.st_mtime_ns}\n".encode())
    return digest.digest()


def file_bytes(path: Path) -> bytes:
    """A file's bytes for a key; a missing file is told apart from an empty one."""
    try:
        return b"+" + path.read_bytes()
    except OSError:
        return b"-"


def chain(previous: bytes, *parts: bytes) -> bytes:
    digest = hashlib.sha256(previous)
    for part in parts:
        digest.update(len(part).to_bytes(8, "big"))
        digest.update(part)
    return digest.digest()


def load(key: bytes) -> Any | None:
    data = read_entry(cache_dir("replay") / key.hex())
    if data is None:
        return None
    try:
        return pickle.loads(data)
    except Exception:  # an entry another version wrote, or a damaged file: compute it again
        return None


def kept(key: bytes, kind: type[T], compute: Callable[[], T]) -> T:
    """The value kept under `key` if it is a `kind`, else `compute()`, kept under `key` for the
    next run."""
    value = load(key)
    if not isinstance(value, kind):
        value = compute()
        store(key, value)
    return value


def store(key: bytes, value: Any) -> None:
    out = io.BytesIO()
    _PhasePickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    write_entry(cache_dir("replay") / key.hex(), out.getvalue())
