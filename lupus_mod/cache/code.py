"""The compiled code of the methods `@dataclass` writes, kept between runs of the CLI.

`dataclasses` writes the source of each class's `__init__`, `__eq__`, `__repr__`, … and compiles
it on every import: for the few dozen records of the engine, the rules and the orders that is a
large part of a command's start. The CLI (and only it) lets `dataclasses` run its `exec` through
`install`, which compiles a given source once and keeps the code object, marshalled, in
lupus_mod.cache.places ("code", one file per Python version). The code is what `compile` gives for the
same text and runs in the same namespaces, so the classes are exactly the ones `dataclasses`
would build; a source not seen before is compiled as usual and saved by `save`.
"""
from __future__ import annotations

import builtins
import dataclasses
import marshal
import sys
from typing import Any

from lupus_mod.cache.places import cache_dir, read_entry, write_entry

_LIMIT = 5000   # entries; past it the table starts again (old versions of the classes)
_FILE = cache_dir("code") / f"dataclasses-{sys.implementation.cache_tag}.marshal"
_known: dict[str, Any] = {}
_new: dict[str, Any] = {}


def _exec(source: Any, globals: Any = None, locals: Any = None) -> None:
    if not isinstance(source, str):
        builtins.exec(source, globals, locals)
        return
    code = _known.get(source)
    if code is None:
        code = _new[source] = compile(source, "<string>", "exec")
    builtins.exec(code, globals, locals)


def install() -> None:
    """Make `dataclasses` use the kept code (where its version builds classes with `exec`)."""
    data = read_entry(_FILE)
    if data is not None:
        try:
            _known.update(marshal.loads(data))
        except (EOFError, ValueError, TypeError):
            pass
    dataclasses.exec = _exec  # type: ignore[attr-defined]


def save() -> None:
    """Keep the code compiled during this run, if any was new."""
    if _new:
        table = {} if len(_known) > _LIMIT else dict(_known)
        table.update(_new)
        write_entry(_FILE, marshal.dumps(table))
