"""The PM log of a night → orders, chatter and errors; and which orders count.

Pure: text in, values out. Errors are collected, never raised, so the GM sees all of them.
"""
from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import lru_cache
from zoneinfo import ZoneInfo

from lupus_mod.errors import OrderError
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.log import Message, forged_headers, is_comment, split_messages
from lupus_mod.orders.log_words import Words, structure_error
from lupus_mod.orders.model import ANY_POWER, Chatter, Lookalike, Order, ParsedLog, Vocabulary
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reading import leads_argument
from lupus_mod.orders.text import blank_quotes


@lru_cache(maxsize=8)
def _index(vocab: Vocabulary) -> NameIndex:
    """The names and keywords of a game, indexed once for all its logs (the index is read only)."""
    return NameIndex(vocab)


def parse_log(text: str, *, file: str, vocab: Vocabulary, tz: ZoneInfo,
              deadline: datetime | None, index: NameIndex | None = None,
              words: Words | None = None) -> ParsedLog:
    """Every order, chatter line and problem of a night's PM log, in log order (`index`: the
    vocabulary's NameIndex, when the caller kept one; `words`: the [log-structure] words of
    the game's language, log_words)."""
    index = index or _index(vocab)
    messages, errors = split_messages(text, file=file, index=index, tz=tz)
    errors.extend(forged_headers(messages, file=file, words=words))
    orders: list[Order] = []
    chatter: list[Chatter] = []
    lookalikes: list[Lookalike] = []
    for message in messages:
        if message.sender is None:
            continue      # already reported: the header names nobody known
        late = bool(deadline and message.time and message.time > deadline)
        given = len(orders)
        _read_body(message, late, file, index, orders, chatter, errors, lookalikes)
        errors.extend(_notes_as_orders(message, orders[given:], file, index, words))
    errors.sort(key=lambda e: e.line or 0)
    return ParsedLog(tuple(orders), tuple(chatter), tuple(errors), tuple(lookalikes))


def _read_body(message: Message, late: bool, file: str, index: NameIndex,
               orders: list[Order], chatter: list[Chatter], errors: list[OrderError],
               lookalikes: list[Lookalike]) -> None:
    sender = message.sender or ""
    readable = _readable_lines(message.lines)
    skip = False
    for n, (number, raw, text) in enumerate(readable):
        if skip or not raw.strip():
            skip = False
            continue
        reading = read_line(text, index)
        if n + 1 < len(readable) and (reading.dangling or (
                reading.problems and leads_argument(readable[n + 1][2]))):
            joined = _join_next(reading, text, readable[n + 1], index)
            if joined:
                reading, raw, skip = joined, f"{raw}\n{readable[n + 1][1]}", True
        if reading.chatter:
            chatter.append(Chatter(sender, file, number, raw.strip(), reading.named))
        for draft in reading.drafts:
            orders.append(Order(sender, draft.keyword, draft.args, file, number, message.time,
                                late, raw.strip(), draft.item, draft.among))
        if reading.problems and all(p.resembles for p in reading.problems) and not reading.drafts:
            # Only a word like a keyword: whether it is one depends on the sender's powers.
            keywords = tuple(dict.fromkeys(k for p in reading.problems for k in p.resembles))
            lookalikes.append(Lookalike(sender, file, number, raw.strip(), keywords,
                                        _line_error(sender, raw, number, file, reading)))
        elif reading.problems:
            errors.append(_line_error(sender, raw, number, file, reading))


def _line_error(sender: str, raw: str, number: int, file: str,
                reading: LineReading) -> OrderError:
    """One error per line, however many of its keywords cannot be read."""
    messages = list(dict.fromkeys(p.message for p in reading.problems))
    hints = list(dict.fromkeys(p.hint for p in reading.problems))
    return OrderError(f'{sender} wrote "{raw.strip()}": {"; ".join(messages)}',
                      file=file, line=number, hint="; ".join(hints))


def _notes_as_orders(message: Message, given: list[Order], file: str, index: NameIndex,
                     words: Words | None) -> list[OrderError]:
    """A `#` line in a body is the GM's note, never read; but a player can type `#` too, and
    his order must not vanish in silence. A note reading as an order the message gives nowhere
    else is an error (the GM's own note keeps an original beside its rewrite: "# indgo Sam"
    above "indago Sam")."""
    keywords = {o.keyword for o in given}
    errors = []
    for number, line in message.lines:
        if not is_comment(line):
            continue
        note = line.lstrip().lstrip("#")
        drafts = read_line(blank_quotes(note, 0)[0], index).drafts
        if any(d.keyword not in keywords and not (d.keyword == ANY_POWER and given)
               for d in drafts):
            errors.append(structure_error(words, "note-order", file=file, line=number,
                                          sender=message.sender, order=note.strip()))
    return errors


def _readable_lines(lines: tuple[tuple[int, str], ...]) -> list[tuple[int, str, str]]:
    """(number, as written, text to read) of body lines that are not GM comments.

    Quoted text ([quote]...[/quote], or a line starting with >) is someone else's words:
    it is blanked, so a quoted order is never applied.
    """
    depth = 0
    readable = []
    for number, line in lines:
        if is_comment(line):
            continue
        text, depth = blank_quotes(line, depth)
        if text.lstrip().startswith(">"):
            text = ""
        readable.append((number, line, text))
    return readable


def _join_next(reading: LineReading, text: str, following: tuple[int, str, str],
               index: NameIndex) -> LineReading | None:
    """ "Indago:" then "Sam" on the next line, "Recluto Aldo." then "Agisco nella fase del
    Guardingo": one order, when the next line has no keyword."""
    _, raw, next_text = following
    if not raw.strip() or read_line(next_text, index).has_keyword:
        return None
    joined = read_line(f"{text}\n{next_text}", index)
    if joined.problems or len(joined.drafts) <= len(reading.drafts):
        return None
    return joined


def effective_orders(orders: Iterable[Order], *,
                     accept_late: bool) -> tuple[tuple[Order, ...], tuple[Order, ...]]:
    """(applied, dropped), both in log order.

    A later order for the same power from the same player replaces the earlier one; the key
    is (player, keyword), plus the item for a power taking one (each item its own pass).
    Late orders are dropped, and replace nothing, unless `accept_late`.
    """
    orders = tuple(orders)
    last: dict[tuple[str, str, str | None], int] = {}
    for position, order in enumerate(orders):
        if accept_late or not order.late:
            last[order.key()] = position
    kept = set(last.values())
    applied = tuple(o for n, o in enumerate(orders) if n in kept)
    dropped = tuple(o for n, o in enumerate(orders) if n not in kept)
    return applied, dropped
