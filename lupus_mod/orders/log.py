"""A night's PM log cut into messages: `## <player or alias> [@ YYYY-MM-DD HH:MM]`, then a body.

The log's syntax is the GM's: the headers and the `#` lines are his structure, and a player
who writes them inside his PM must not pass for the GM. The GM pastes the PMs one after another
in the order they came, so a header that breaks that order, or that sits glued to the message
before it, is reported rather than trusted (docs/orders.md, "The log's syntax is the GM's").
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from lupus_mod.errors import OrderError
from lupus_mod.messages import say as say_gm   # (`say` here: the log's [log-structure] words)
from lupus_mod.orders.log_words import Words, say, structure_error
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text import name_words
from lupus_mod.text.folding import visible

_HEADER = re.compile(r"^\s*##(?!#)(?P<content>.*)$")
# "Sam @ 2024-03-05 22:10"; also "Sam@2024-03-05 22:10" when a digit follows the @.
_TIMED = (re.compile(r"^(?P<who>.*?)\s*@\s*(?P<when>\d.*)$"),
          re.compile(r"^(?P<who>.*?)\s+@\s+(?P<when>.*)$"))
_ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?$")
# "Bilbetto @ 2026-10-01 21:10" on a line of its own: a header whose "##" the GM left out, or the
# next PM would be read as the body of the one above it (and its orders as that sender's).
_BARE_HEADER = re.compile(r"^\s*(?P<who>[^@#>\s][^@#>]*?)\s*@\s*"
                          r"(?P<when>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?)\s*$")
# "### Aragorno @ 2026-10-02 22:15", "# Aragorno @ …": a header with one # or three, read as a
# GM note, would make the PM below it part of the one above (its orders that sender's).
_HASHED = re.compile(r"^\s*(?P<hashes>#+)\s*(?P<rest>.*)$")
# A header with its time but no @: `## Merry 21:30`, `## Merry, 01/10 21:30`, `## Merry - 21h30`.
_TIME_NO_AT = re.compile(r"^(?P<who>[^\d@]+)(?P<when>\d[^@]*)$")
_CLOCK = re.compile(r"\d{1,2}[:.h]\d{2}\b")
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


def header_lines(text: str) -> list[tuple[int, str]]:
    """(line number, name as written) of every message header of the log."""
    found = []
    for number, line in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            found.append((number, _split_header(header["content"])[0]))
    return found


def _split_header(content: str) -> tuple[str, str | None]:
    """The name a header gives, and its time as written (None: no time)."""
    content = content.strip()
    timed = next((m for m in (p.match(content) for p in _TIMED) if m), None)
    return (timed["who"].strip(), timed["when"].strip()) if timed else (content, None)


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
            sender, time, problems = _read_header(header["content"], number, file, index, tz, text)
            errors.extend(problems)
            current, body = (sender, time, number), []
        elif current:
            body.append((number, line))
            errors.extend(_bare_header(line, number, file, index))
        elif line.strip() and not is_comment(line):
            errors.append(OrderError(say_gm("log.text-before"), file=file, line=number,
                                     hint=say_gm("log.text-before-hint")))
    if current:
        messages.append(Message(*current, tuple(body)))
    return messages, errors


def _bare_header(line: str, number: int, file: str, index: NameIndex) -> list[OrderError]:
    """A body line that is a player's name and a time alone: a header without its "##", or with
    one # or three."""
    hashed = _HASHED.match(line)
    rest = hashed["rest"].strip() if hashed else line.strip()
    bare = _BARE_HEADER.match(rest)
    if not bare or not index.resolve_sender(bare["who"].strip()).target:
        return []
    if hashed:
        return [OrderError(say_gm("gm-trial.hashed-header", line=line.strip(), hashes=hashed["hashes"]),
                           file=file, line=number, hint=say_gm("gm-trial.bare-header-hint", line=rest))]
    return [OrderError(say_gm("gm-trial.bare-header", line=rest), file=file, line=number,
                       hint=say_gm("gm-trial.bare-header-hint", line=rest))]


def _read_header(content: str, number: int, file: str, index: NameIndex, tz: ZoneInfo,
                 log: str) -> tuple[str | None, datetime | None, list[OrderError]]:
    name, when = _split_header(content)
    errors = []
    time = None
    if when is not None:
        time = _read_time(when, tz) or _without_year(when, tz, log)
        if time is None:
            errors.append(_unread_time(when, name, number, file, tz, log))
        else:
            time = time.astimezone(tz) if time.tzinfo else time.replace(tzinfo=tz)
    sender = _read_sender(name, number, file, index, errors)
    return sender, time, errors


def _read_time(text: str, tz: ZoneInfo) -> datetime | None:
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
    # The date as the forum's PM page prints it, pasted with the PM: "3 novembre 2026 21:00",
    # "03/11/2026 21:00" (day first, as Italian and French boards write it), "2026-11-03 21.00".
    # A date relative to the reading ("oggi 21:00"), without its day ("21:00") or its clock
    # ("2026-11-03", never midnight) stays refused.
    if not _CLOCK.search(text):
        return None
    # The board's date reader is loaded only for such a header: a night reads no forum code
    # (docs/performance.md).
    from lupus_mod.forum.dates import DateNotUnderstood, parse_date
    try:
        return parse_date(text, tz=tz)
    except DateNotUnderstood:
        return None


def _without_year(when: str, tz: ZoneInfo, log: str) -> datetime | None:
    """« 29/11 21h05 »: the board's date without its year, read in the night's year."""
    if not _CLOCK.search(when):
        return None
    from lupus_mod.orders.header_dates import log_date, read_yearless   # (as forum.dates above)
    near = log_date(log)
    return read_yearless(when, tz=tz, near=near) if near else None


def _unread_time(when: str, name: str, number: int, file: str, tz: ZoneInfo, log: str) -> OrderError:
    """The header's time refused, with what to write at its line: a date without its year in a
    log that gives the night's date nowhere asks for the `# deadline:` line that gives it."""
    from lupus_mod.orders.header_dates import log_date, wants_year
    if _CLOCK.search(when) and log_date(log) is None and wants_year(when, tz):
        return OrderError(say_gm("log.header-no-year", when=when), file=file, line=number,
                          hint=say_gm("log.header-no-year-hint", name=name, when=when))
    return OrderError(say_gm("log.header-time", when=when), file=file, line=number,
                      hint=say_gm("log.header-time-hint"))


def _read_sender(name: str, number: int, file: str, index: NameIndex,
                 errors: list[OrderError]) -> str | None:
    if not name:
        errors.append(OrderError(say_gm("log.header-no-name"), file=file,
                                 line=number, hint=say_gm("log.header-no-name-hint")))
        return None
    found = index.resolve_sender(name)
    if found.target:
        return found.target
    if name_words(name) in index.gm:
        # « ## Meneur @ … Voyante, qui veux-tu regarder ? »: the GM's own message, pasted for
        # the answer under it; his words order nothing (it asked "did you mean Maxence?").
        return None
    if found.candidates:
        message = say_gm("log.header-could-be", name=name, candidates=", ".join(found.candidates))
        hint = say_gm("log.header-could-be-hint")
    elif (timed := _without_at(name, index)) is not None:
        message = say_gm("header-without-at.message", header=name, name=timed)
        hint = say_gm("header-without-at.hint", name=timed)
    else:
        message = say_gm("log.header-not-player", name=name)
        close = ", ".join(_suggested(name, found.suggestions, index))
        said = say_gm("log.did-you-mean", names=close) if close else ""
        if visible(name) != name:
            # "\x1b[1mFrodino\x1b[0m" from a terminal, "Gri\u200bma": retyped, it is the name.
            said = say_gm("log.header-hidden", close=said)
        hint = say_gm("gm-trial.header-not-player-hint", close=said)
    errors.append(OrderError(message, file=file, line=number, hint=hint))
    return None


def _without_at(name: str, index: NameIndex) -> str | None:
    """The player of a header that gives his name and a time with no @ between them: the GM
    is told to add the @, not that the header names no player (docs/orders.md, PM log)."""
    found = _TIME_NO_AT.match(name)
    if found is None or not _CLOCK.search(found["when"]):
        return None
    return index.resolve_sender(found["who"].rstrip(" ,;:-–—")).target


def _suggested(name: str, close: tuple[str, ...], index: NameIndex) -> tuple[str, ...]:
    """The players a header that names none may mean, the likeliest first: its name as a reader
    sees it (hidden characters out), or written before a bracket or a comma ("Grima (Lupo)"),
    then the names it is close to."""
    seen = visible(name)
    exact = (index.resolve_sender(text.strip()).target for text in (seen, _BEFORE_ASIDE.split(seen)[0]))
    return tuple(dict.fromkeys(n for n in (*exact, *close) if n))


# "Grima (Lupo)", "Grima, lupo": the sender's name, then a word of the GM's or the player's own.
_BEFORE_ASIDE = re.compile(r"[(\[,;:]")


def forged_headers(messages: list[Message], *, file: str,
                   words: Words | None = None) -> list[OrderError]:
    """Headers that may be a player's text inside the message before them: a header whose
    time goes backwards right under the text before it (no blank line: a GM separates the PMs
    he pastes), or after a later message of its own sender (each player's PMs come in the order
    sent), or one of another player glued to the message before it at the same minute, or
    without a time after a timed one. PMs pasted player by player, each after a blank line, go
    backwards in time from one player to the next: that is the GM's paste, and the orders go
    by the time sent (parse.sent_order)."""
    errors = []
    known = [m for m in messages if m.sender is not None]
    last_timed: Message | None = None
    latest: dict[str, Message] = {}       # each sender's latest message so far
    for before, message in zip([None, *known], known):
        facts = {"sender": message.sender, "file": file, "line": message.header_line,
                 "time": _shown(message.time)}
        later = _later_than(message, latest.get(message.sender or ""), last_timed, before)
        if later is not None:
            errors.append(structure_error(
                words, "header-backwards", before=later.header_line,
                before_sender=later.sender, before_time=_shown(later.time), **facts))
        elif before and _glued(before, message):
            why = "same-minute" if message.time else "no-time"
            errors.append(structure_error(
                words, "header-continued", before=before.header_line,
                before_sender=before.sender, why=say(words, why), **facts))
        last_timed = message if message.time else last_timed
        if message.time and message.sender:
            latest[message.sender] = message
    return errors


def _later_than(message: Message, own: Message | None, last_timed: Message | None,
                before: Message | None) -> Message | None:
    """The later message a header goes back in time from, when that marks it: the sender's
    own later PM, or the message right above whose text it is glued to."""
    if message.time is None:
        return None
    if own is not None and own.time and message.time < own.time:
        return own
    if last_timed and last_timed.time and message.time < last_timed.time and before is not None \
            and _no_gap(before):
        return last_timed
    return None


def _no_gap(before: Message) -> bool:
    """The previous message's text runs right up to the next header (no blank line, no note)."""
    last = before.lines[-1][1] if before.lines else ""
    return bool(before.lines) and bool(last.strip()) and not is_comment(last)


def _glued(before: Message, message: Message) -> bool:
    """Another player's header right under the previous message's text, at the same minute as
    its header, or without a time where the previous one had one."""
    if before.sender == message.sender or before.time is None:
        return False
    if before.lines and not _no_gap(before):
        return False      # a blank line or a GM note stands between them
    return message.time is None or _minute(message.time) == _minute(before.time)


def _minute(when: datetime) -> datetime:
    return when.replace(second=0, microsecond=0)


def _shown(when: datetime | None) -> str:
    return f"{when:%Y-%m-%d %H:%M}" if when else ""
