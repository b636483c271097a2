"""The list of players a GM starts a game with: one nickname per line, in the official order.

    # a line starting with '#' is a comment; blank lines are skipped
    Frodino
    Galadriella (f)

An optional `(f)` / `(m)` after the nickname (in the file or in a `--player` option) gives the
gender the posts and cards agree with; a player without one is told masculine, so `new` and
`check` warn about him (`ungendered`).

Pure: `read_roster(text, file)` checks what it reads and names the line of any problem.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Sequence

from lupus_mod.errors import GameFolderError, raise_all
from lupus_mod.text.folding import name_key
from lupus_mod.inputs.names import name_refusal, say
from lupus_mod.messages import say as gm_say
from lupus_mod.orders.text import name_words

_GENDER = re.compile(r"^(?P<name>.*?)\s*\((?P<gender>[mfMF])\)\s*$")
# A marker written wrong after the nickname: `(x)`, `[f]`, `( f )`, `(fem)`.
_MARKER = re.compile(r"^(?P<name>.*?\S)\s*(?P<marker>[(\[]\s*\w{1,3}\s*[)\]])\s*$")


@dataclass(frozen=True)
class Recruit:
    """A name of the list of players given to `new`, with its gender if written."""
    name: str
    gender: str = ""    # "m", "f" or "" (unknown)


def _entry(raw: str) -> Recruit:
    return _gendered("" if raw.lstrip().startswith("#") else raw.strip())


def _gendered(text: str) -> Recruit:
    found = _GENDER.match(text)
    if found:
        return Recruit(found.group("name").strip(), found.group("gender").lower())
    return Recruit(text)


def _check(recruit: Recruit, file: str, line: int | None, seen: dict[str, tuple[int, str]],
           ) -> GameFolderError | None:
    refused = name_refusal(recruit.name, "nickname")
    if refused:
        return GameFolderError(refused[0], file=file, line=line, hint=refused[1])
    marker = None if recruit.gender else _MARKER.match(recruit.name)
    if marker:
        return GameFolderError(gm_say("folder-checks.gender-marker", marker=marker["marker"], name=marker["name"]),
                               file=file, line=line, hint=gm_say("folder-checks.gender-marker-hint", name=marker["name"]))
    key = name_key(recruit.name)
    if key in seen:
        first, written = seen[key]
        at = say("first-line", line=first) if first else ""
        return GameFolderError(say("listed-twice", name=recruit.name, first=at, other=written),
                               file=file, line=line, hint=say("same-name-hint"))
    seen[key] = (line or 0, recruit.name)
    return None


def read_roster(text: str, file: str, extra: tuple[str, ...] = (),
                gms: tuple[str, ...] = ()) -> tuple[Recruit, ...]:
    """The players of `text` (a file's content) followed by `extra` (`--player` options); the
    GMs' nicknames (`--gm`) are checked against them. The problems about names are worded
    with `words` (labels.toml [names] of the game's language)."""
    lines = [(n, raw) for n, raw in enumerate(text.splitlines(), 1)]
    lines += [(0, name) for name in extra]
    recruits: list[Recruit] = []
    problems: list[GameFolderError] = []
    seen: dict[str, tuple[int, str]] = {}
    for number, raw in lines:
        recruit = _entry(raw) if number else _gendered(raw.strip())
        if not recruit.name and number:
            continue     # a blank line or a comment of the file; `--player ""` is a mistake
        problem = _check(recruit, file if number else "--player", number or None, seen)
        if problem:
            problems.append(problem)
        recruits.append(recruit)
    for gm in gms:    # a GM who is also a player would have his votes dropped (docs/tally.md)
        problem = _check(Recruit(gm), "--gm", None, seen)
        problems += [problem] if problem else []
    raise_all(list(problems))
    if not recruits:
        raise GameFolderError(gm_say("late-checks.no-players"), file=file or "--player",
                              hint=gm_say("late-checks.no-players-hint"))
    return tuple(recruits)


def order_word_names(text: str, file: str, extra: tuple[str, ...],
                     forms: Mapping[tuple[str, ...], str]) -> list[GameFolderError]:
    """Warnings: the players of the list whose nickname is an order word of the ruleset
    (`forms`: lupus_mod.rules.authoring.order_words), at their line — an order naming him reads
    as that power, as `check` warns once the game exists."""
    lines = [(n, _entry(raw).name) for n, raw in enumerate(text.splitlines(), 1)]
    lines += [(0, _gendered(name.strip()).name) for name in extra]
    return [GameFolderError(say("keyword-name", what=say("what-name"), name=name,
                                keyword=forms[name_words(name)]),
                            file=file if number else "--player", line=number or None,
                            hint=say("keyword-name-hint"))
            for number, name in lines if name and name_words(name) in forms]


def ungendered(names: Sequence[str], file: str, line: int | None = None) -> list[GameFolderError]:
    """A warning naming the players given no gender (`names`, in list order): their posts
    and cards agree in the masculine ("è stato trovato morto"); nothing guesses it from a name."""
    if not names:
        return []
    return [GameFolderError(gm_say("new-genders.no-gender", count=len(names), names=", ".join(names)),
                            file=file, line=line)]
