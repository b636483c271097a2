"""A night's PM log cut into messages: `## <player or alias> [@ YYYY-MM-DD HH:MM]`, then a body."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from lupus_mod.errors import OrderError
from lupus_mod.orders.names import NameIndex

_HEADER = re.compile(r"^\s*##(?!#)(?P<content>.*)$")
# "Sam @ 2024-03-05 22:10"; also "Sam@2024-03-05 22:10" when a digit follows the @.
_TIMED = (re.compile(r"^(?P<who>.*?)\s*@\s*(?P<when>\d.*)$"),
          re.compile(r"^(?P<who>.*?)\s+@\s+(?P<when>.*)$"))
_ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$")
_TIME_FORMATS = ("%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%dT%H:%M:%S")


@dataclass(frozen=True)
class Message:
    """A PM of the night's log: its sender, its time and its lines."""
    sender: str | None        # canonical name, or None when the header names nobody known
    time: datetime | None
    header_line: int
    lines: tuple[tuple[int, str], ...]   # (line number, text) of the body


def is_comment(line: str) -> bool:
    """A GM note: a line starting with # that is not a message header."""
    return line.lstrip().startswith("#") and not _HEADER.match(line)


def split_messages(text: str, *, file: str, index: NameIndex,
                   tz: ZoneInfo) -> tuple[list[Message], list[OrderError]]:
    """The messages of the log in order, and every problem of its headers."""
    messages: list[Message] = []
    errors: list[OrderError] = []
    current: tuple[str | None, datetime | None, int] | None = None
    body: list[tuple[int, str]] = []
    for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            if current:
                messages.append(Message(*current, tuple(body)))
            sender, time, problems = _read_header(header["content"], number, file, index, tz)
            errors.extend(problems)
            current, body = (sender, time, number), []
        elif current:
            body.append((number, line))
        elif line.strip() and not is_comment(line):
            errors.append(OrderError(
                "text before the first message header", file=file, line=number,
                hint="start each message with a line `## <player> @ YYYY-MM-DD HH:MM`, "
                     "or make this line a comment starting with #"))
    if current:
        messages.append(Message(*current, tuple(body)))
    return messages, errors


def _read_header(content: str, number: int, file: str, index: NameIndex,
                 tz: ZoneInfo) -> tuple[str | None, datetime | None, list[OrderError]]:
    content = content.strip()
    timed = next((m for m in (p.match(content) for p in _TIMED) if m), None)
    name = timed["who"].strip() if timed else content
    errors = []
    time = None
    if timed:
        when = timed["when"].strip()
        time = _read_time(when)
        if time is None:
            errors.append(OrderError(
                f'cannot read the time "{when}" of the message header',
                file=file, line=number,
                hint="write it as `## <player> @ YYYY-MM-DD HH:MM`, e.g. `## Sam @ 2024-03-05 "
                     "22:15` (game time zone), or leave the time out"))
        else:
            time = time.replace(tzinfo=tz)
    sender = _read_sender(name, number, file, index, errors)
    return sender, time, errors


def _read_time(text: str) -> datetime | None:
    if _ISO_TIME.match(text):
        # The usual form, read without loading strptime's machinery (same result, same refusals).
        try:
            return datetime.fromisoformat(text)
        except ValueError:
            return None
    for pattern in _TIME_FORMATS:
        try:
            return datetime.strptime(text, pattern)
        except ValueError:
            continue
    return None


def _read_sender(name: str, number: int, file: str, index: NameIndex,
                 errors: list[OrderError]) -> str | None:
    if not name:
        errors.append(OrderError("message header without a player name", file=file,
                                 line=number, hint="write it as `## <player>`"))
        return None
    found = index.resolve_sender(name)
    if found.target:
        return found.target
    if found.candidates:
        message = f'the header name "{name}" could be {", ".join(found.candidates)}'
        hint = "write the full name or an alias from players.toml"
    else:
        message = f'the header names "{name}", who is not a player'
        close = ", ".join(found.suggestions)
        hint = (f"did you mean {close}? " if close else "") + \
            "use a name or alias from players.toml; this message's orders are not read"
    errors.append(OrderError(message, file=file, line=number, hint=hint))
    return None
