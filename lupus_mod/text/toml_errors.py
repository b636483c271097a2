"""A TOML parser's error said as what to do, in the GM's words (lupus_mod.messages).

    toml_problem("Illegal character '\\n' (at line 3, column 10)", text) -> (line, message, hint)

tomllib's messages ("Illegal character '\\n'", "Cannot overwrite a value") name the parser's
state, not the GM's mistake; each known one maps to a message id saying what is wrong at that
line and how to write it. A message this table does not know is still told by its line and
column, never by the parser's English.
"""
from __future__ import annotations

import re

from lupus_mod.messages import Msg, say

_AT = re.compile(r"\(at line (\d+), column (\d+)\)|\(at end of document\)")

# The parser's message (a pattern) -> the kind of mistake; the first that matches wins.
_KINDS = (
    (r"Illegal character '\\n'|Unterminated string", "unclosed-string"),
    (r"Illegal character", "control-character"),
    (r"Cannot overwrite a value|Cannot declare .* twice|Duplicate inline table key"
     r"|Cannot redefine namespace|Cannot mutate immutable namespace", "twice"),
    (r"Expected '=' after a key", "no-equals"),
    (r"Invalid value", "bad-value"),
    (r"Unclosed array", "unclosed-array"),
    (r"Unclosed inline table", "unclosed-table"),
    (r"Expected '\]\]?' at the end", "header"),
    (r"Expected newline or end of document", "one-per-line"),
    (r"Unescaped '\\\\'|Invalid hex value|Escaped character", "escape"),
    (r"Invalid date", "date"),
    (r"Invalid initial character for a key part|Invalid statement|Found invalid character", "bad-key"),
)


def toml_problem(parser_message: str, text: str) -> tuple[int | None, Msg, Msg]:
    """The line of a TOML syntax error in `text` (its last line when the parser reached the
    end of the document), what is wrong there and what to do."""
    found = _AT.search(parser_message)
    line = int(found.group(1)) if found and found.group(1) else \
        (text.rstrip("\n").count("\n") + 1 if found else None)
    # At the end of the document the parser names no column: the end of the last line it read.
    column = int(found.group(2)) if found and found.group(2) else \
        (len(text.rstrip("\n").rsplit("\n", 1)[-1]) + 1 if found else None)
    kind = next((k for pattern, k in _KINDS if re.search(pattern, parser_message)), "other")
    if kind == "bad-value" and found and not found.group(1) and not text.rstrip().endswith("="):
        kind = "unclosed-array"   # "bad = [" or "[1," at the end: the file ends inside a list
    single = _single_brackets(text, line) if kind == "twice" and line else None
    if single:
        at, table, other = single
        return at, say("toml.syntax", what=say("folder-checks.single-brackets", table=table, other=other)), \
            say("folder-checks.single-brackets-hint", table=table)
    return line, say("toml.syntax", what=say(f"toml.{kind}", column=column or "?")), \
        say(f"toml.{kind}-hint")


_SINGLE = re.compile(r"^[ \t]*\[[ \t]*([\w.\-]+)[ \t]*\][ \t]*(?:#.*)?$")
_DOUBLE = re.compile(r"^[ \t]*\[\[[ \t]*([\w.\-]+)[ \t]*\]\][ \t]*(?:#.*)?$")
# The lists of tables of the game's files, whose every entry is written [[name]].
_LISTS = frozenset({"player", "role", "faction", "step", "day_step", "win", "phase", "item", "title", "decision",
                    "power", "proposta"})


def _single_brackets(text: str, line: int) -> tuple[int, str, int] | None:
    """A table declared twice because one entry of a list is written [name], not [[name]]
    (`[player]` over the first player): (the first such line, the table, the other line), when
    the line the parser stopped at, or the file, writes the same table as a list, or the table
    is one of the files' lists."""
    lines = text.splitlines()
    stopped = lines[line - 1] if 0 < line <= len(lines) else ""
    table = (_SINGLE.match(stopped) or _DOUBLE.match(stopped) or [None, None])[1]
    if table is None:
        return None
    singles = [n for n, written in enumerate(lines, 1) if (m := _SINGLE.match(written)) and m[1] == table]
    doubles = [n for n, written in enumerate(lines, 1) if (m := _DOUBLE.match(written)) and m[1] == table]
    if not singles or not (doubles or table.rsplit(".", 1)[-1] in _LISTS):
        return None
    return singles[0], table, next((n for n in (*doubles, *singles) if n != singles[0]), line)
