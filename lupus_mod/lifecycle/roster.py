"""The list of players a GM starts a game with: one nickname per line, in the official order.

    # a line starting with '#' is a comment; blank lines are skipped
    Frodino
    Galadriella (f)

An optional `(f)` / `(m)` after the nickname gives the gender for Italian agreement.

Pure: `read_roster(text, file)` checks what it reads and names the line of any problem.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from lupus_mod.errors import GameFolderError, raise_all
from lupus_mod.inputs.names import name_problem, same_name

_GENDER = re.compile(r"^(?P<name>.*?)\s*\((?P<gender>[mfMF])\)\s*$")


@dataclass(frozen=True)
class Recruit:
    """A name of the list of players given to `new`, with its gender if written."""
    name: str
    gender: str = ""    # "m", "f" or "" (unknown)


def _entry(raw: str) -> Recruit:
    text = "" if raw.lstrip().startswith("#") else raw.strip()
    found = _GENDER.match(text)
    if found:
        return Recruit(found.group("name").strip(), found.group("gender").lower())
    return Recruit(text)


def _check(recruit: Recruit, file: str, line: int | None, seen: dict[str, int]) -> GameFolderError | None:
    problem = name_problem(recruit.name, "nickname")
    if problem:
        return GameFolderError(problem, file=file, line=line,
                               hint="a forum nickname: one line, at most a few words")
    key = same_name(recruit.name)
    if key in seen:
        first = f" (first at line {seen[key]})" if seen[key] else ""
        return GameFolderError(f"{recruit.name!r} is listed twice{first}", file=file, line=line,
                               hint="every player appears once; names are compared ignoring "
                               "case and accents")
    seen[key] = line or 0
    return None


def read_roster(text: str, file: str, extra: tuple[str, ...] = ()) -> tuple[Recruit, ...]:
    """The players of `text` (a file's content) followed by `extra` (`--player` options)."""
    lines = [(n, raw) for n, raw in enumerate(text.splitlines(), 1)]
    lines += [(0, name) for name in extra]
    recruits: list[Recruit] = []
    problems: list[GameFolderError] = []
    seen: dict[str, int] = {}
    for number, raw in lines:
        recruit = _entry(raw) if number else Recruit(raw.strip())
        if not recruit.name and number:
            continue     # a blank line or a comment of the file; `--player ""` is a mistake
        problem = _check(recruit, file if number else "--player", number or None, seen)
        if problem:
            problems.append(problem)
        recruits.append(recruit)
    raise_all(list(problems))
    if not recruits:
        raise GameFolderError("no players", file=file or "--player",
                              hint="list one nickname per line, or pass --player NAME")
    return tuple(recruits)
