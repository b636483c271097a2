"""Players' names: what a name may be, when two names are the same, and the file each gets.

Two names are one name when they look alike (`lupus_mod.text.folding.name_key`: case, accents,
apostrophes, spacing and Latin/Cyrillic/Greek look-alike letters ignored: "Totò", "TOTO",
"toto" and "Tоtо" with Cyrillic o's are one name); a name holding a character no one sees or
that turns text around (bidirectional controls, zero-width spaces) is refused. A name becomes
the file of its private replies (`out/night-N/pm/<file>.bbcode`): `reply_files` gives each
name a file of its own inside that folder, whatever the name holds (docs/game-folder.md).
"""
from __future__ import annotations

import re
import unicodedata
from typing import Iterable

from lupus_mod.orders.names import Resolution
from lupus_mod import messages

NAME_MAX = 40          # characters: forum nicknames are shorter (phpBB 20, Invision 26)
FILE_MAX = 60          # characters of a reply's file name, before ".bbcode"
# What breaks a line; the other controls (an ESC of a colour sequence) are characters no one
# sees, named by their code point: "must be a single line" sent the GM looking for a line break.
_LINE_BREAK = re.compile(r"[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")
_HIDDEN = frozenset({"Cc", "Cf", "Cn", "Co", "Cs", "Zl", "Zp"})
_UNSAFE = re.compile(r'[\x00-\x1f\x7f/\\:*?"<>|]')
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
             *(f"lpt{n}" for n in range(1, 10))}


def what_key(what: str) -> str:
    """The [names] key of the word for what a name is ("alias" → "what-alias")."""
    return {"name": "what-name", "alias": "what-alias", "substitute's nickname": "what-substitute",
            "GM": "what-gm"}.get(what, "what-nickname")


def say(key: str, **values: object) -> messages.Msg:
    """A message about names for the GM (lupus_mod/messages `[names-gm]`), worded in his
    language at the edge."""
    return messages.say(f"names-gm.{key}", **values)


def hidden_character(text: str) -> str | None:
    """The first character of `text` no one sees or that turns text around, as its code point ("U+202E"): format
    characters (bidirectional controls, zero-width spaces, soft hyphens), controls,
    unassigned and private-use code points. None when every character shows."""
    for char in text:
        if unicodedata.category(char) in _HIDDEN and char not in "\n\t":
            return f"U+{ord(char):04X}"
    return None


def _shown(text: str) -> str:
    """`text` with each character `hidden_character` finds written as its code point (‹U+202E›)."""
    return "".join(f"‹U+{ord(c):04X}›" if unicodedata.category(c) in _HIDDEN else c for c in text)


def name_problem(value: object, what: str = "name") -> str | None:
    """Why `value` cannot be a player's name, or None."""
    found = name_refusal(value, what)
    return found[0] if found else None


def name_refusal(value: object, what: str = "name") -> tuple[str, str] | None:
    """Why `value` cannot be a player's name and what to do, or None."""
    # What the name is, in the GM's language ("il nome", not "name"); a caller's own word as given.
    said = what if isinstance(what, messages.Msg) else say(what_key(what))
    if not isinstance(value, str):
        return messages.say("names.must-be-string", what=said, value=value), messages.say("names.hint")
    if not value.strip():
        return messages.say("names.empty", what=said), messages.say("names.hint")
    if _LINE_BREAK.search(value):
        return messages.say("names.one-line", what=said, value=_shown(value[:NAME_MAX])), messages.say("names.hint")
    code = hidden_character(value)
    if code:
        return (say("invisible", what=said, name=_shown(value[:NAME_MAX]), code=code),
                say("invisible-hint"))
    if value != value.strip():
        return messages.say("names.spaces", what=said, value=value), messages.say("names.hint")
    if len(value) > NAME_MAX:
        return messages.say("names.too-long", what=said, value=value[:20], length=len(value), most=NAME_MAX), messages.say("names.hint")
    if not any(c.isalnum() for c in value):
        return messages.say("names.no-letter", what=said, value=value), messages.say("names.hint")
    return None


def unresolved(written: str, found: Resolution) -> str:
    """Why a written name is nobody: "could be A, B" or "is not a player (did you mean …?)"."""
    if found.candidates:
        return messages.say("common.player-could-be", written=written, candidates=", ".join(found.candidates))
    close = messages.say("common.close-names", names=", ".join(found.suggestions)) if found.suggestions else ""
    return messages.say("common.not-a-player", written=written, close=close)


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
