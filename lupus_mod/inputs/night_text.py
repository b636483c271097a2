"""A PM log's text as the order parser reads it, and the slips of its GM lines found at load.

Invisible characters (a byte-order mark left by pasting from a second file, a zero-width
space) before a `## Name @ date` header or a `#` note are dropped: the line is read as the
header it shows, never as the text of the PM above it (whose sender would be credited with
the next one's orders). The line count is unchanged, so every line keeps its number.

A `#` note above the first header that reads as a misspelt deadline (`# dedline: 2026-10-01
23:30`) would be a plain note and the deadline a guess: an error at its line, with the word
meant.
"""
from __future__ import annotations

import difflib
import re
from pathlib import Path

from lupus_mod.errors import OrderError
from lupus_mod.inputs.folder import read_text
from lupus_mod.messages import say

INVISIBLE = "\ufeff\u200b\u200c\u200d\u2060"
_LEADING = re.compile(rf"^[{INVISIBLE}]+(?=[ \t\u00a0]*#)", re.MULTILINE)
# The words a deadline line starts with, in the games' languages (orders.deadline reads them).
DEADLINE_WORDS = ("deadline", "scadenza", "limite", "échéance", "echeance")
_NOTE = re.compile(r"^[ \t]*#[ \t]*(?P<word>[^\W\d_]+)[ \t]*[:=]?[ \t]*(?P<rest>.*\d{4}-\d{1,2}-\d{1,2}.*)$")


def night_text(path: Path, root: Path | None, what: str) -> str:
    """The log at `path`, its header and note lines without invisible characters before them."""
    return without_invisible(read_text(path, root, what))


def without_invisible(text: str) -> str:
    return _LEADING.sub("", text)


def misspelt_deadlines(text: str, file: str) -> list[OrderError]:
    """The `#` notes above the first header that look like a deadline line with its key
    misspelt (a date after a word close to `deadline`)."""
    problems = []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.lstrip().startswith("##"):
            break
        found = _NOTE.match(line)
        if not found or found["word"].lower() in DEADLINE_WORDS:
            continue
        meant = difflib.get_close_matches(found["word"].lower(), DEADLINE_WORDS, n=1, cutoff=0.75)
        if meant:
            written = found["rest"].strip()
            problems.append(OrderError(say("folder-checks.deadline-misspelt", word=found["word"], meant=meant[0]),
                                       file=file, line=number,
                                       hint=say("folder-checks.deadline-misspelt-hint", meant=meant[0],
                                                written=written)))
    return problems
