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
    column = int(found.group(2)) if found and found.group(2) else None
    kind = next((k for pattern, k in _KINDS if re.search(pattern, parser_message)), "other")
    return line, say("toml.syntax", what=say(f"toml.{kind}", column=column or "?")), \
        say(f"toml.{kind}-hint")
