"""The powers deadline of a night: where it comes from, and whether a guess can be trusted.

The deadline decides which orders are late, so the GM always sees which one was used and
where it came from: the `# deadline:` line of the log, the `--deadline` option, or a guess
(the `powers_deadline` time of game.toml on the date of the first timed message). A guess
that makes most orders late is far more likely wrong than true (the first PM came the
evening before): it is an error asking the GM to confirm, never a silent default.

The `# deadline:` line is the GM's, so it counts only above the first message header: below it
the line may be a player's text inside his PM ("a late PM moves the deadline"), and is an error
asking the GM to move it to the top if it is his (docs/orders.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from lupus_mod.errors import OrderError
from lupus_mod.orders.log_dates import DEADLINE_LINE, FIRST_DATED_HEADER, read_when
from lupus_mod.orders.log import header_lines
from lupus_mod.orders.log_words import Words, structure_error
from lupus_mod.orders.model import Order
from lupus_mod.messages import say

LOG_LINE, OPTION, GUESSED = "log-line", "option", "guessed"


@dataclass(frozen=True)
class Deadline:
    """A night's powers deadline and where it comes from."""
    at: datetime | None     # aware, in the game's time zone; None: nothing is ever late
    source: str             # LOG_LINE, OPTION or GUESSED
    line: int = 0           # the `# deadline:` line of the log (LOG_LINE)
    header: str = ""        # that line's header as the GM wrote it: `# scadenza:`, `# échéance :`


def log_deadline(text: str, *, file: str, tz: ZoneInfo, default_time: time,
                 words: Words | None = None) -> Deadline:
    """The deadline the log sets with a `# deadline:` line above the first header, else the
    guess (`words`: the [log-structure] words of the game's language, log_words)."""
    body = text.lstrip("\ufeff")
    lines = [(body.count("\n", 0, m.start()) + 1, m) for m in DEADLINE_LINE.finditer(body)]
    if len(lines) > 1:
        raise structure_error(words, "two-deadlines", file=file, line=lines[1][0],
                              first=lines[0][0])
    if lines:
        line, found = lines[0]
        _above_headers(body, line, file, words)
        value = "when" if found["when"] is not None else "loose"
        written = found[value]
        when = read_when(written)
        if when is None:
            raise OrderError(say("log.deadline", written=written), file=file, line=line,
                             hint=say("log.deadline-hint"))
        header = body[found.start():found.start(value)].strip()
        return Deadline(when.replace(tzinfo=tz), LOG_LINE, line, header)
    first = FIRST_DATED_HEADER.search(text)
    if not first:
        return Deadline(None, GUESSED)
    try:
        day = datetime.fromisoformat(first.group(1)).date()
    except ValueError:
        return Deadline(None, GUESSED)   # the header's impossible date is reported by the parser
    return Deadline(datetime.combine(day, default_time, tz), GUESSED)


def _above_headers(body: str, line: int, file: str, words: Words | None) -> None:
    """A deadline line below a message header may be a player's: an error naming its line."""
    above = [h for h in header_lines(body) if h[0] < line]
    if above:
        raise structure_error(words, "deadline-after-header", file=file, line=line,
                              header=above[0][0], sender=above[-1][1])


def option_deadline(text: str, tz: ZoneInfo) -> Deadline:
    """The `--deadline` option of `lupus-mod night`."""
    when = read_when(text)
    if when is None:
        raise OrderError(say("log.option-deadline", text=text), hint=say("log.option-deadline-hint"))
    return Deadline(when.replace(tzinfo=tz), OPTION)


def is_late(deadline: Deadline, order_time: datetime | None) -> bool:
    """A message at the deadline minute is on time."""
    return bool(deadline.at and order_time and order_time > deadline.at)


# A PM's header dated this long before the night's deadline is a slip of the date (2025 for
# 2026): the orders go by the time sent, and it would come before every other PM of the night.
# A written deadline this long before every PM is the same slip (`2026-01-10` for 2026-10-01).
FAR_BEFORE = timedelta(days=7)


def check_guess(deadline: Deadline, orders: tuple[Order, ...], *, file: str,
                accept_late: bool) -> None:
    """A guessed deadline that makes most timed orders late is an error to confirm; a written
    one more than a week before every timed order is a slip of its date."""
    timed = [o.time for o in orders if o.time is not None]
    if deadline.source == LOG_LINE and deadline.at and timed and min(timed) - deadline.at > FAR_BEFORE:
        raise OrderError(say("log.deadline-far", at=f"{deadline.at:%Y-%m-%d %H:%M}",
                             first=f"{min(timed):%Y-%m-%d %H:%M}"),
                         file=file, line=deadline.line, hint=say("log.deadline-far-hint"))
    if deadline.source != GUESSED or deadline.at is None or accept_late:
        return
    timed = [o for o in orders if o.time is not None]
    late = [o for o in timed if is_late(deadline, o.time)]
    if not late or 2 * len(late) <= len(timed):
        return
    raise OrderError(say("log.guessed-deadline", at=f"{deadline.at:%Y-%m-%d %H:%M}", late=len(late),
                         timed=len(timed)), file=file, hint=say("log.guessed-deadline-hint"))
