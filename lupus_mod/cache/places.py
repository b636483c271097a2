"""Where lupus-mod keeps what it can always compute again: compiled templates, replayed phases.

Everything here is a cache in the strict sense: deleting the directory changes no output, an
entry is found only under a key made from everything it was computed from, and a cache that
cannot be read or written is simply not used. The directory is `$LUPUS_MOD_CACHE`, else
`$XDG_CACHE_HOME/lupus-mod`, else `~/.cache/lupus-mod` (docs/performance.md).
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def cache_dir(kind: str) -> Path:
    """The directory of the caches of `kind` ("templates", "replay"); not created here."""
    root = os.environ.get("LUPUS_MOD_CACHE")
    if not root:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        root = os.path.join(base, "lupus-mod")
    return Path(root) / kind


def read_entry(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def write_entry(path: Path, data: bytes) -> None:
    """Write `path` whole or not at all (a reader never sees half an entry); a cache that cannot
    be written is not an error."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
    except OSError:
        try:
            os.unlink(temporary)
        except (OSError, UnboundLocalError):
            pass
