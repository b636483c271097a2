"""Where each key of a TOML text is written: its own line, not the first line mentioning it.

    locate(text) -> Positions;  positions.line(("role", 12, "power", 0, "step")) -> 301

A small walker over the lines (table headers, arrays of tables, `key = value` lines, strings
and brackets spanning several lines; each element of an array and each key of an inline table
at its own line: `player = [ { name = "Aldo", ... }, ... ]`); it runs on text tomllib has
already accepted, so it only
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


def _string_end(text: str, i: int) -> int:
    """The index just after the one-line string starting at `i`."""
    char, end = text[i], i + 1
    while end < len(text) and text[end] != char:
        end += 2 if char == '"' and text[end] == "\\" else 1
    return end + 1


@dataclass
class _Open:
    """An array or inline table of a value still open: where its next element or key goes."""

    path: Path
    array: bool
    index: int = -1
    expecting: bool = True     # an element (array) or a key (table) may start here


@dataclass
class _Scan:
    """Where the line scanner of a TOML file stands."""
    key: Path = ()             # the key whose value is being read
    open: list[_Open] = field(default_factory=list)
    multiline: str = ""

    @property
    def depth(self) -> int:
        return len(self.open)


def _scan_value(text: str, state: _Scan, number: int, positions: "Positions") -> None:
    """Follow strings and brackets of a value so continuation lines are recognised, and note
    the line of each element of an array and of each key of an inline table."""
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
        inner = state.open[-1] if state.open else None
        if char == "#":
            return
        if char in " \t":
            i += 1
            continue
        if inner and not inner.array and inner.expecting and char not in "},":
            parts, rest = _key_parts(text[i:])
            if parts and rest.startswith("="):
                positions.lines.setdefault(inner.path + tuple(parts), number)
                inner.expecting = False
                i = len(text) - len(rest) + 1
                continue
        here = inner.path if inner else state.key
        if inner and inner.array and inner.expecting and char not in "],":
            inner.index += 1
            inner.expecting = False
            here = inner.path + (inner.index,)
            positions.lines.setdefault(here, number)
        i = _scan_token(text, i, state, here)


def _scan_token(text: str, i: int, state: _Scan, here: Path) -> int:
    """One token of a value: a string, a bracket (opened at `here`), a comma, a character."""
    char = text[i]
    if text.startswith(('"""', "'''"), i):
        state.multiline = text[i:i + 3]
        return i + 3
    if char in "\"'":
        return _string_end(text, i)
    if char in "[{":
        state.open.append(_Open(here, array=char == "["))
    elif char in "]}" and state.open:
        state.open.pop()
    elif char == "," and state.open:
        state.open[-1].expecting = True
    return i + 1


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
            _scan_value(raw, scan, number, positions)
            continue
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            is_array = line.startswith("[[")
            parts, _ = _key_parts(line[2 if is_array else 1:])
            table = _table_path(parts, arrays, is_array)
            if is_array:     # the array itself (a misspelt `[[roles]]`) is at its first table
                positions.lines.setdefault(table[:-1], number)
            positions.lines.setdefault(table, number)
            continue
        parts, rest = _key_parts(line)
        if not parts or not rest.startswith("="):
            continue
        scan.key = table + tuple(parts)
        positions.lines.setdefault(scan.key, number)
        _scan_value(rest[1:], scan, number, positions)
    return positions
