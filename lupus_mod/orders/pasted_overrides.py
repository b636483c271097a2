"""A line of the GM's overrides file inside a player's PM: `[corrections]`, `"4" = "indago
Gollum"`, `[[override]]`. The overrides file is the GM's own (docs/lifecycle.md); a player
typing its syntax in his PM would pass a correction of another line off as the GM's, or be
read as an order of his own made of another's words (`"4" = "indago Gollum"` from the wolf
Gollum offered « sbrano Gollum »). An error at its line, as a forged header is (docs/orders.md,
"The log's syntax is the GM's")."""
from __future__ import annotations

import re

from lupus_mod.errors import OrderError
from lupus_mod.orders.log import Message
from lupus_mod.orders.log_words import Words, structure_error

# `[corrections]`, `[[override]]`, `"4" = "indago Gollum"`, `4 = "none"`: TOML of the overrides file.
_OVERRIDE_LINE = re.compile(r'\s*(\[\s*corrections\s*\]|\[\[\s*override\s*\]\]|"?\d+"?\s*=\s*".*")\s*')


def override_lines(message: Message, file: str, words: Words | None) -> list[OrderError]:
    """Each line of the message written as a line of the overrides file."""
    return [structure_error(words, "override-line", file=file, line=number, sender=message.sender,
                            text=line.strip())
            for number, line in message.lines if _OVERRIDE_LINE.fullmatch(line)]
