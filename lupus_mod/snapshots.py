"""Snapshots of a replay: the outcome of each phase, kept under a key made of every input up to it.

A phase's key chains the key of the phase before it with the files that phase reads (its PM log
or day file and its overrides), on top of the game's own files (game.toml, players.toml,
roles.toml) and of the program's code. Fixing an old log therefore changes the key of that phase
and of every phase after it, which are replayed again; the phases before it are read back as
they were. Only successful phases are stored, so a folder with a mistake is read and reported
in full on every run. Entries live in lupus_mod.caches ("replay").
"""
from __future__ import annotations

import hashlib
import io
import os
import pickle
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from lupus_mod.caches import cache_dir, read_entry, write_entry

_PACKAGE = Path(__file__).resolve().parent


def _mapping(items: dict[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(items)


class _Pickler(pickle.Pickler):
    # The engine's read-only mappings are MappingProxyType, which pickle cannot name.
    dispatch_table = {MappingProxyType: lambda m: (_mapping, (dict(m),))}


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


def store(key: bytes, value: Any) -> None:
    out = io.BytesIO()
    _Pickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    write_entry(cache_dir("replay") / key.hex(), out.getvalue())
