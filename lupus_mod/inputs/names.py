"""Players' names: what a name may be, when two names are the same, and the file each gets.

Names are compared as the PM logs read them: case, accents and spacing ignored ("Totò",
"TOTO" and "toto" are one name). A name becomes the file of its private replies
(`out/night-N/pm/<file>.bbcode`): `reply_files` gives each name a file of its own inside that
folder, whatever the name holds (docs/game-folder.md).
"""
from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from lupus_mod.orders.names import Resolution
from lupus_mod.orders.text import fold

NAME_MAX = 40          # characters: forum nicknames are shorter (phpBB 20, Invision 26)
FILE_MAX = 60          # characters of a reply's file name, before ".bbcode"
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]")
_UNSAFE = re.compile(r'[\x00-\x1f\x7f/\\:*?"<>|]')
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
             *(f"lpt{n}" for n in range(1, 10))}


def same_name(text: str) -> str:
    """The form two names share when they are the same name."""
    return " ".join(fold(text).split())


def name_problem(value: object, what: str = "name") -> str | None:
    """Why `value` cannot be a player's name, or None."""
    if not isinstance(value, str):
        return f"{what} must be a string, not {value!r}"
    if not value.strip():
        return f"{what} is empty"
    if _CONTROL.search(value):
        return f"{what} {value[:NAME_MAX]!r} must be a single line of text"
    if value != value.strip():
        return f"{what} {value!r} has spaces at its start or end"
    if len(value) > NAME_MAX:
        return f"{what} {value[:20]!r}… is {len(value)} characters long (at most {NAME_MAX})"
    if not any(c.isalnum() for c in value):
        return f"{what} {value!r} has no letter or digit: no order could name it"
    return None


def unresolved(written: str, found: Resolution) -> str:
    """Why a written name is nobody: "could be A, B" or "is not a player (did you mean …?)"."""
    if found.candidates:
        return f"{written!r} could be {', '.join(found.candidates)}"
    close = f" (did you mean {', '.join(found.suggestions)}?)" if found.suggestions else ""
    return f"{written!r} is not a player{close}"


def _slug(name: str) -> str:
    """A file name for `name`: its unsafe characters replaced, no leading dot, not too long."""
    text = unicodedata.normalize("NFC", name)
    text = _UNSAFE.sub("_", text).strip(" .")[:FILE_MAX].strip(" .")
    if not text or text.casefold() in _RESERVED:
        text = f"_{text}"
    return text


def reply_files(names: Iterable[str]) -> dict[str, str]:
    """Each name's file name (without extension), all different even where case is ignored.

    A name that is a safe file name is kept as it is; any other is made one ("Sam/wise" →
    "Sam_wise"). Two names that would share a file (also ignoring case, as Windows and macOS
    do) are told apart by "-2", "-3", … in list order."""
    files: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        base = _slug(name)
        candidate, n = base, 1
        while candidate.casefold() in taken:
            n += 1
            candidate = f"{base}-{n}"
        taken.add(candidate.casefold())
        files[name] = candidate
    return files
