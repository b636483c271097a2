"""Writing a result into a file the GM wrote (days/<d>.toml) without losing what else he wrote.

    edited(text, data) -> the new text of the file

`data` is the whole file's new content (its old keys and the result). The keys whose value
changes are rewritten in place, the new ones added in their table; every other line — the GM's
comments and notes, blank lines, the order of the keys — stays as written. The new text is read
back and must give `data` exactly; a layout this cannot edit in place (a value given as a table
of its own, a key removed) gets the whole file written from `data`, so the recorded result is
never wrong, only the comments may go then. Pure.
"""
from __future__ import annotations

import json
import re
import tomllib
from typing import Any

import tomli_w

from lupus_mod.text.tomlpos import locate

Path = tuple[str | int, ...]
_BARE = re.compile(r"[A-Za-z0-9_-]+")


class _Unsupported(Exception):
    """A change this module does not make in place."""


def edited(text: str, data: dict[str, Any]) -> str:
    try:
        lines = text.splitlines()
        for path, value in _changes(tomllib.loads(text), data):
            lines = _set(lines, path, value)
        new = "\n".join(lines).rstrip("\n") + "\n"
        if tomllib.loads(new) == data:
            return new
    except (tomllib.TOMLDecodeError, _Unsupported):
        pass
    return tomli_w.dumps(data)


def _changes(before: dict[str, Any], after: dict[str, Any], path: Path = ()) -> list[tuple[Path, Any]]:
    """(path, new value) of every key whose value changes, as deep as tables and arrays of
    tables of the same length go."""
    found: list[tuple[Path, Any]] = []
    for key, value in after.items():
        old = before.get(key)
        if old == value:
            continue
        if isinstance(old, dict) and isinstance(value, dict):
            found += _changes(old, value, path + (key,))
        elif (isinstance(old, list) and isinstance(value, list) and len(old) == len(value)
              and all(isinstance(t, dict) for t in (*old, *value))):
            for n, (was, now) in enumerate(zip(old, value)):
                found += _changes(was, now, path + (key, n))
        else:
            found.append((path + (key,), value))
    return found


def _set(lines: list[str], path: Path, value: Any) -> list[str]:
    positions = locate("\n".join(lines)).lines
    key = str(path[-1])
    if path in positions:
        start = positions[path] - 1
        if lines[start].lstrip().startswith("["):
            raise _Unsupported(path)       # a value written as a table of its own
        end = _value_end(lines, start)
        written = lines[start].split("=", 1)[0].rstrip()
        return [*lines[:start], *f"{written} = {_value(value)}".splitlines(), *lines[end:]]
    parent = path[:-1]
    if isinstance(value, dict) and all(isinstance(p, str) for p in path):
        # A new table (`[runoff]`, `[malus]`) is written as one, at the end of the file.
        header = ".".join(_key(str(p)) for p in path)
        return [*lines, *([""] if lines else []), f"[{header}]",
                *(f"{_key(k)} = {_value(v)}" for k, v in value.items())]
    # A list may be written on several lines: each is one line of `lines`, so that the next
    # change finds its key at the line tomlpos gives.
    line = f"{_key(key)} = {_value(value)}".splitlines()
    if not parent:
        at = _top_level_end(lines)
        return [*lines[:at], *line, *([""] if at < len(lines) and lines[at].strip() else []), *lines[at:]]
    if parent in positions and lines[positions[parent] - 1].lstrip().startswith("["):
        at = positions[parent]
        return [*lines[:at], *line, *lines[at:]]
    if len(parent) == 1 and not any(p[:1] == parent for p in positions):
        return [*lines, "", f"[{_key(str(parent[0]))}]", *line]
    raise _Unsupported(path)


def _value_end(lines: list[str], start: int) -> int:
    """The index after the last line of the `key = value` starting at `start`."""
    for end in range(start + 1, len(lines) + 1):
        try:
            tomllib.loads("\n".join(lines[start:end]))
            return end
        except tomllib.TOMLDecodeError:
            continue
    raise _Unsupported(start)


def _top_level_end(lines: list[str]) -> int:
    """Where a new top-level key goes: before the first table header and the comments just
    above it (they describe that table)."""
    positions = locate("\n".join(lines)).lines
    headers = [n - 1 for n in positions.values() if lines[n - 1].lstrip().startswith("[")]
    if not headers:
        return len(lines)
    at = min(headers)
    while at > 0 and lines[at - 1].lstrip().startswith("#"):
        at -= 1
    while at > 0 and not lines[at - 1].strip():
        at -= 1
    return at


def _key(key: str) -> str:
    return key if _BARE.fullmatch(key) else json.dumps(key, ensure_ascii=False)


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }" if value else "{}"
    return tomli_w.dumps({"x": value}).split("=", 1)[1].strip()
