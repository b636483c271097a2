"""The log's own dates: its `# deadline:` line, its first header dated in full, and a date
written as the tool writes it (`2026-11-03 22:30`). Read by the deadline, by the headers
written without their year and by the loop's days. Pure.
"""
from __future__ import annotations

import re
from datetime import datetime

# A GM note naming the deadline (in any of the games' languages): with a colon it is the
# deadline line; without one, or with `=`, it is one as soon as a digit follows, so a deadline
# written another way is read, or refused at its line, never taken for a mere comment.
DEADLINE_LINE = re.compile(r"^[ \t]*#[ \t]*(?:deadline|scadenza|limite|[ée]ch[ée]ance)\b[ \t]*"
                   r"(?:[:=][ \t]*(?P<when>.*?)|(?P<loose>[^\n]*?\d[^\n]*?))[ \t]*$",
                   re.IGNORECASE | re.MULTILINE)
FIRST_DATED_HEADER = re.compile(r"^\s*##.*@\s*(\d{4}-\d{2}-\d{2})[ T]\d{1,2}:\d{2}", re.MULTILINE)


def read_when(text: str) -> datetime | None:
    """`2024-03-05 22:30` (or with a T, or one-digit hour) as a naive datetime, else None."""
    found = re.fullmatch(r"(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::\d{2})?", text.strip())
    if not found:
        return None
    try:
        return datetime.fromisoformat(f"{found[1]}T{int(found[2]):02d}:{found[3]}")
    except ValueError:
        return None
