"""One writer at a time in a game folder: the imperative shell's lock.

A command that writes into a game folder (night, day, round, tally, recap, report, preview,
balance --write)
holds `<game>/.lupus-mod.lock` while it runs. The lock is the kernel's (flock): a command that
dies, however it dies, releases it, so a lock is never stale; the file keeps the PID of its
holder only to say who it is, and is removed when the command ends. A second command waits a few seconds for the first, then stops
with a message in the game's language and writes nothing (docs/game-folder.md "One writer").
"""
from __future__ import annotations

import os
import time
import tomllib
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from lupus_mod.errors import GameFolderError

LOCK = ".lupus-mod.lock"
WAIT = 10.0          # seconds a second command waits for the first before it stops

try:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            return False
except ImportError:      # Windows: the same lock through msvcrt, on the file's first byte
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False

_HELD: set[Path] = set()      # the folders this process holds


@contextmanager
def game_lock(game_dir: Path, wait: float = WAIT) -> Iterator[None]:
    """Hold the game folder's lock for the block; within one process a nested hold is the
    outer one. A folder that is no game folder (yet) is not locked: `new` writes it whole.
    The lock file is removed on release, so a command leaves the folder as it found it."""
    root = Path(game_dir).resolve()
    if root in _HELD or not (root / "game.toml").is_file():
        yield
        return
    fd = _acquire(root, wait)
    _HELD.add(root)
    try:
        yield
    finally:
        _HELD.discard(root)
        if fd >= 0:
            (root / LOCK).unlink(missing_ok=True)    # still ours: nobody else holds it now
            os.close(fd)          # closing the file releases the kernel's lock


def _acquire(root: Path, wait: float) -> int:
    """The locked file's descriptor (-1: a read-only folder, where the writes will say so).
    A holder unlinks the file on release, so a lock taken on a file no longer at its path is
    taken again on the new one."""
    path = root / LOCK
    deadline = time.monotonic() + wait
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return -1
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip() or "?"
                os.close(fd)
                raise _busy(root, holder)
            time.sleep(0.1)
        try:
            if os.stat(path).st_ino == os.fstat(fd).st_ino:
                break
        except FileNotFoundError:
            pass
        os.close(fd)
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
    return fd


def _busy(root: Path, pid: str) -> GameFolderError:
    """The refusal in the game's language (game.toml `language`; labels.toml `[lock]`)."""
    from lupus_mod.words.render import labels, word
    try:
        language = tomllib.loads((root / "game.toml").read_text(encoding="utf-8")).get("language")
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        language = None
    words = labels(language if language in ("it", "fr") else "it")
    return GameFolderError(word(words, "lock", "busy").format(pid=pid), file=str(root / LOCK),
                           hint=word(words, "lock", "busy-hint"))
