"""Where each key of a TOML text is written: its own line, not the first line mentioning it.

    locate(text) -> Positions;  positions.line(("role", 12, "power", 0, "step")) -> 301

A small walker over the lines (table headers, arrays of tables, `key = value` lines, strings
and brackets spanning several lines); it runs on text tomllib has already accepted, so it only
has to follow valid TOML. A path that is not written (a missing key) falls back to the line
of the nearest table that holds it. Pure.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

Path = tuple[str | int, ...]

_BARE = re.compile(r"[A-Za-z0-9_-]+")


def _key_parts(text: str) -> tuple[list[str], str]:
    """The dotted key at the start of `text` (bare or quoted parts) and what follows it."""
    parts: list[str] = []
    rest = text.lstrip()
    while rest:
        if rest[0] in "\"'":
            end = rest.find(rest[0], 1)
            while rest[0] == '"' and end > 0 and rest[end - 1] == "\\":
                end = rest.find('"', end + 1)
            if end < 0:
                return parts, ""
            parts.append(rest[1:end])
            rest = rest[end + 1:].lstrip()
        else:
            found = _BARE.match(rest)
            if not found:
                return parts, rest
            parts.append(found.group(0))
            rest = rest[found.end():].lstrip()
        if not rest.startswith("."):
            return parts, rest
        rest = rest[1:].lstrip()
    return parts, rest


def _scan_value(text: str, state: "_Scan") -> None:
    """Follow strings and brackets of a value so continuation lines are recognised."""
    i = 0
    while i < len(text):
        if state.multiline:
            end = text.find(state.multiline, i)
            if end < 0:
                return
            i = end + 3
            state.multiline = ""
            continue
        char = text[i]
        if char == "#":
            return
        if text.startswith(('"""', "'''"), i):
            state.multiline = text[i:i + 3]
            i += 3
        elif char in "\"'":
            end = i + 1
            while end < len(text) and text[end] != char:
                end += 2 if char == '"' and text[end] == "\\" else 1
            i = end + 1
        else:
            state.depth += {"[": 1, "{": 1, "]": -1, "}": -1}.get(char, 0)
            i += 1


@dataclass
class _Scan:
    depth: int = 0
    multiline: str = ""


@dataclass
class Positions:
    """Line numbers (1-based) of the tables and keys of one TOML text."""

    lines: dict[Path, int] = field(default_factory=dict)

    def line(self, path: Path) -> int | None:
        """The line of `path`, else of its nearest written parent; None when nothing is."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return None


def _table_path(parts: list[str], arrays: dict[Path, int], is_array: bool) -> Path:
    """The full path of a header, with the index of every array of tables it goes through."""
    path: Path = ()
    for n, part in enumerate(parts):
        path += (part,)
        last = n == len(parts) - 1
        if last and is_array:
            arrays[path] = arrays.get(path, -1) + 1
            path += (arrays[path],)
        elif path in arrays:
            path += (arrays[path],)
    return path


def locate(text: str) -> Positions:
    positions = Positions()
    arrays: dict[Path, int] = {}
    table: Path = ()
    scan = _Scan()
    for number, raw in enumerate(text.splitlines(), 1):
        if scan.multiline or scan.depth > 0:
            _scan_value(raw, scan)
            continue
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            is_array = line.startswith("[[")
            parts, _ = _key_parts(line[2 if is_array else 1:])
            table = _table_path(parts, arrays, is_array)
            positions.lines.setdefault(table, number)
            continue
        parts, rest = _key_parts(line)
        if not parts or not rest.startswith("="):
            continue
        positions.lines.setdefault(table + tuple(parts), number)
        _scan_value(rest[1:], scan)
    return positions
