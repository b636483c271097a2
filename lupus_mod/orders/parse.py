"""The PM log of a night → orders, chatter and errors; and which orders count.

Pure: text in, values out. Errors are collected, never raised, so the GM sees all of them.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from zoneinfo import ZoneInfo

from lupus_mod.errors import OrderError
from lupus_mod.orders.antecedent import listed_alone
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.filled_later import completed_by
from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.deadline import FAR_BEFORE
from lupus_mod.messages import say
from lupus_mod.orders.later import Ledger
from lupus_mod.orders.line_errors import line_error
from lupus_mod.orders.line import LineReading, players_named, read_line
from lupus_mod.orders.log import Message, forged_headers, is_comment, split_messages
from lupus_mod.orders.log_words import Words, structure_error
from lupus_mod.orders.moot import without_moot, without_moot_errors
from lupus_mod.orders.model import ANY_POWER, LineCorrection, Lookalike, Order, ParsedLog, Vocabulary
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.own_same_minute import same_minute_own
from lupus_mod.orders.pasted_overrides import override_lines
from lupus_mod.orders.pieces import Sep, Word
from lupus_mod.orders.reading import leads_argument, leads_sequel
from lupus_mod.orders.quoted_confirmed import in_first_person
from lupus_mod.orders.scan import CORRECTION, scan_line
from lupus_mod.orders.second_thoughts import names_alone, second_thoughts
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.unsure import afterthought
from lupus_mod.orders.quoted_question import answered, asked
from lupus_mod.orders.quoted_saying import board_quote
from lupus_mod.orders.text import blank_bbcode, blank_quotes, blank_unseen


def parse_log(text: str, *, file: str, vocab: Vocabulary, tz: ZoneInfo,
              deadline: datetime | None, index: NameIndex | None = None,
              corrections: tuple[LineCorrection, ...] = (), words: Words | None = None,
              night: int | None = None) -> ParsedLog:
    """Every order, chatter line, problem and doubt of a night's PM log, in log order, and how
    each body line was read (`index`: the vocabulary's NameIndex, when the caller kept one;
    `corrections`: the GM's readings of lines, from the night's override file; `words`: the
    [log-structure] words of the game's language, log_words; `night`: the night's number, so that
    "per la notte 4 sbrano Pippino" on night 3 is a plan)."""
    index = index or NameIndex(vocab)
    messages, errors = split_messages(text, file=file, index=index, tz=tz)
    errors.extend(forged_headers(messages, file=file, words=words))
    ledger = Ledger(index, night)
    by_line = {c.line: c for c in corrections}
    read: set[int] = set()
    lookalikes: list[Lookalike] = []
    following = _next_of_sender(messages)
    for n, message in enumerate(messages):
        if message.sender is None:
            continue      # already reported: the header names nobody known
        late = bool(deadline and message.time and message.time > deadline)
        given = len(ledger.orders)
        after = following.get(n)
        sequel = Sequel(after, bool(deadline and after.time and after.time > deadline)) \
            if after else None
        read |= _read_body(message, late, file, index, ledger, by_line, lookalikes, sequel, read)
        errors.extend(_notes_as_orders(message, ledger.orders[given:], file, index, words))
        errors.extend(override_lines(message, file, words))
    unread, readings = without_moot_errors(ledger.errors, ledger.unread, ledger.readings,
                                           ledger.orders, index)
    errors += unread
    errors += _far_before(messages, deadline, file)
    ledger.doubts += same_minute_own(messages, ledger.orders, ledger.chatter, by_line)
    errors += [_stale(c, file) for c in corrections if c.line not in read]
    errors.sort(key=lambda e: e.line or 0)
    doubts, readings = without_moot(ledger.doubts, readings, ledger.orders, index)
    return ParsedLog(tuple(ledger.orders), tuple(ledger.chatter), tuple(errors),
                     tuple(doubts), tuple(readings), tuple(lookalikes))


def _far_before(messages: list[Message], deadline: datetime | None, file: str) -> list[OrderError]:
    """Headers dated more than a week from the night's deadline: before it, a slip of the date;
    after it (`2027-10-01` for 2026), a slip too, or another night's PM — never a late order to
    wave through with --accept-late. When every PM is that far after, the deadline line is the
    slip, reported at its own line (deadline.check_guess)."""
    if not deadline:
        return []
    timed = [m for m in messages if m.time]
    after = [m for m in timed if m.time - deadline > FAR_BEFORE]
    after = after if len(after) < len(timed) else []
    return [OrderError(say("log.header-far" if m not in after else "log.header-far-after",
                           time=m.time.strftime("%Y-%m-%d %H:%M"), deadline=deadline.strftime("%Y-%m-%d %H:%M")),
                       file=file, line=m.header_line,
                       hint=say("log.header-far-hint" if m not in after else "log.header-far-after-hint"))
            for m in timed if deadline - m.time > FAR_BEFORE or m in after]


# "--" alone on its line opens the signature ("-- \nErbaria, la strega che protegge Merlina"):
# a line under it reading as an order asks (`doubts.signed`), never replaces the PM's own; one
# opening as the sender's afterthought ("ah dimenticavo: il libro passalo a Boromiro invece",
# "ah no aspetta, fase del guardingo") is read as any line of his (orders.unsure.afterthought).
SIGNATURE_MARKS = frozenset({"--", "—", "__", "___"})
# "-- Django, proteggo sempre Jolene": "--" then a space opens a signature on its own line too
# ("— proteggo Jolene", a dialogue dash, is no signature).
SIGNATURE_LEAD = "-- "


@dataclass(frozen=True)
class Sequel:
    """The sender's next PM, whose first line may end an order his PM left dangling."""
    message: Message
    late: bool

    def first_line(self) -> tuple[int, str, str] | None:
        return next((r for r in _readable_lines(self.message.lines) if r[1].strip()), None)


def _next_of_sender(messages: list[Message]) -> dict[int, Message]:
    """Each message's next one from the same sender, by position in the log (each sender's
    PMs are pasted in the order he sent them)."""
    found: dict[int, Message] = {}
    last: dict[str, int] = {}
    for n, message in enumerate(messages):
        if message.sender is not None:
            if message.sender in last:
                found[last[message.sender]] = message
            last[message.sender] = n
    return found


def _read_body(message: Message, late: bool, file: str, index: NameIndex, ledger: Ledger,
               corrections: dict[int, LineCorrection], lookalikes: list[Lookalike],
               sequel: Sequel | None = None, done: frozenset[int] | set[int] = frozenset()
               ) -> set[int]:
    """The message's lines read into the ledger; the numbers of the lines read (`done`: lines
    already read as the end of an earlier PM's order, `sequel`: the sender's next PM)."""
    sender = message.sender or ""
    readable = [r for r in _readable_lines(message.lines) if r[0] not in done]
    read: set[int] = set()
    skip = False
    quoted: list[Draft] = []     # the orders of the text the PM quotes so far ([quote], >)
    question = ""                # the GM's question quoted on the line before, as the answer fills it
    signed = False               # past the signature's "--"
    for n, (number, raw, text) in enumerate(readable):
        if skip or not raw.strip():
            skip = False
            continue
        signed = signed or raw.strip() in SIGNATURE_MARKS or raw.lstrip().startswith(SIGNATURE_LEAD)
        if not text.strip():
            quoted += read_line(in_first_person(raw.lstrip().lstrip(">"), index), index).drafts
        asking, question = question, asked(blank_bbcode(raw).lstrip().lstrip(">"), index) if not text.strip() else ""
        read.add(number)
        line = LogLine(sender, file, number, raw, text, message.time, late)
        if number in corrections:
            ledger.corrected(line, corrections[number])
            # "ho cambiato idea" settled by the GM: the name joined to it is settled with it.
            named = _change_named(text, n, readable, sequel, index)
            if named is not None and named[0] not in corrections:
                skip = named is readable[min(n + 1, len(readable) - 1)]
                read.add(named[0])
                if ledger.readings and ledger.readings[-1].line == number:
                    ledger.readings.append(replace(ledger.readings[-1], line=named[0]))
            continue
        reading = read_line(text, index, ledger.tonight)
        if placed := listed_alone(text, reading, index):
            reading = read_line(placed, index, ledger.tonight)   # "il primo della lista": asked
        if signed and (reading.drafts or reading.problems) and not afterthought(scan_line(text, index)):
            ledger.signed(line, reading)
            continue
        following = readable[n + 1] if n + 1 < len(readable) else None
        announced = second_thoughts(reading.pieces)
        if (reading.dangling or reading.problems or announced) and sequel \
                and not any(r[1].strip() for r in readable[n + 1:]):
            # "indago" sent alone, then "Boromiro" a PM later; "ammalio Merrino", then "e
            # Pippino"; "ho cambiato idea", then "Grima": one order, complete when the names came
            # (their PM's time, and its lateness).
            following = sequel.first_line()
            if following and (reading.dangling or _sequel(reading, following, index)
                              or announced and _named_after(following, index)
                              or completed_by(reading, text, following[2], index)):
                line = replace(line, time=sequel.message.time, late=sequel.late)
            else:
                following = None
        if following and following[0] not in corrections and (reading.dangling or (
                (reading.problems or reading.drafts) and leads_argument(following[2]))
                or _sequel(reading, following, index) or announced and _named_after(following, index)
                or completed_by(reading, text, following[2], index)):
            joined = read_line(f"{text}\n{following[2]}", index) if announced \
                else _join_next(reading, text, following, index)
            if joined:
                reading, skip = joined, True
                line = replace(line, raw=f"{raw}\n{following[1]}", text=f"{text}\n{following[2]}")
            else:
                line = replace(line, time=message.time, late=late)
        deferred = bool(reading.problems) and all(p.resembles for p in reading.problems) \
            and not reading.drafts
        if _by_sender_powers(reading):
            # Only words like a keyword, or keywords whose order cannot be read: whether the
            # GM must hear of it depends on the sender's powers (orders.sender_powers). A
            # keyword's error stays among the log's errors for whoever reads it without them.
            keywords = tuple(dict.fromkeys(k for p in reading.problems
                                           for k in (*p.resembles, p.keyword) if k))
            misspelt = [p for p in reading.problems if p.word]
            lookalikes.append(Lookalike(sender, file, number, line.raw.strip(), keywords,
                                        line_error(line, reading), players_named(reading.pieces),
                                        reported=not deferred,
                                        word=misspelt[0].word if len(reading.problems) == 1 == len(misspelt) else "",
                                        after=misspelt[0].after if misspelt else (),
                                        specs=tuple(index.specs[k] for k in keywords if k in index.specs)))
        ledger.read(line, reading, deferred=deferred, quoted=tuple(quoted),
                    answer=answered(asking, reading, text, index))
        if signed:
            ledger.signed_over(line)
        if skip and following:
            # "Indagine:" then "Sam": the second line is read as part of the first.
            read.add(following[0])
            ledger.readings.append(replace(ledger.readings[-1], line=following[0]))
    return read


def _by_sender_powers(reading: LineReading) -> bool:
    """Whether the line's problems are for its sender's powers to judge: words like a keyword,
    or keywords whose order cannot be read; beside an order, only keywords of other powers
    (« jutilise aucune potion ce soir, je garde tout » from the Sorcière: the Voleur's
    `garde`, a power she lacks, beside her `rien`)."""
    if not reading.problems:
        return False
    if not reading.drafts:
        return all(p.resembles or p.keyword for p in reading.problems)
    given = {k for d in reading.drafts for k in (d.keyword, *d.among)}
    return all(p.keyword and p.keyword not in given for p in reading.problems)


def _notes_as_orders(message: Message, given: list[Order], file: str, index: NameIndex,
                     words: Words | None) -> list[OrderError]:
    """A `#` line in a body is the GM's note, never read; but a player can type `#` too, and
    his order must not vanish in silence. A note reading as an order the message gives nowhere
    else is an error (the GM's own note keeps an original beside its rewrite: "# indgo Sam"
    above "indago Sam"); so is one under an order naming a player it does not ("#indago
    Nazgul" or "# anzi Nazgul" under "indago Gollum": the player's new target, unread)."""
    errors = []
    for number, line in message.lines:
        if not is_comment(line):
            continue
        note = line.lstrip().lstrip("#")
        reading = read_line(blank_quotes(note, 0)[0], index)
        if not all(_restated(d, given, number) for d in reading.drafts) or _changes(reading, given, number):
            errors.append(structure_error(words, "note-order", file=file, line=number,
                                          sender=message.sender, order=note.strip()))
    return errors


def _restated(draft: Draft, given: list[Order], number: int) -> bool:
    """Whether a note's order is one the message gives: its power (any, for "# anzi Sam"),
    and, under an order of that power, no name that order lacks — above it, the note is the
    GM's record of what was changed ("# indago Marco (poi cambiato)" over "indago Merry");
    below it, the player's later word ("indago Gollum" then "#indago Nazgul")."""
    same = [o for o in given if draft.keyword in (o.keyword, ANY_POWER)]
    above = [o for o in same if o.line < number]
    return bool(same) and (not above or any(set(draft.args) <= set(o.args) for o in above))


def _changes(note: LineReading, given: list[Order], number: int) -> bool:
    """A note without an order that starts anew on a player no earlier order of the message
    names: "# anzi Nazgul" under "indago Gollum"."""
    above = [o for o in given if o.line < number]
    named = set(players_named(note.pieces)) - {a for order in above for a in order.args}
    return bool(above and named and not note.drafts and any(
        isinstance(p, Sep) and p.kind == CORRECTION or isinstance(p, Word) and p.fold in REPLACE_WORDS
        for p in note.pieces))


def _stale(correction: LineCorrection, log: str) -> OrderError:
    """A correction naming a line that is no body line of a message: the log changed since."""
    return OrderError(say("orders-gm.stale", line=correction.line, log=log), file=correction.file,
                      line=correction.at, hint=say("orders-gm.stale-hint", log=log))


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
        text, depth = blank_quotes(blank_unseen(line), depth)
        if text.lstrip().startswith(">") or board_quote(text):
            text = ""
        readable.append((number, line, text))
    return readable


def _sequel(reading: LineReading, following: tuple[int, str, str], index: NameIndex) -> bool:
    """ "ammalio Merrino" (an order short of a name) then "e Pippino": the next line may end it;
    after an order complete already ("indago Merrino"), it names one more than it takes."""
    return bool(reading.problems or reading.drafts) and leads_sequel(scan_line(following[2], index))


def _change_named(text: str, n: int, readable: list[tuple[int, str, str]], sequel: Sequel | None,
                  index: NameIndex) -> tuple[int, str, str] | None:
    """The line of names alone that ends the change the n-th line announces ("ho cambiato
    idea", then "Grima" on the next line or in the sender's next PM); None if there is none."""
    if not second_thoughts(scan_line(text, index)):
        return None
    following = readable[n + 1] if n + 1 < len(readable) else None
    if sequel and not any(r[1].strip() for r in readable[n + 1:]):
        following = sequel.first_line()
    return following if following and _named_after(following, index) else None


def _named_after(following: tuple[int, str, str], index: NameIndex) -> bool:
    """ "ho cambiato idea" then "Grima", on the next line or in the next PM: the change's name."""
    return names_alone(scan_line(following[2], index))


def _join_next(reading: LineReading, text: str, following: tuple[int, str, str],
               index: NameIndex) -> LineReading | None:
    """ "Indago:" then "Sam" on the next line, "Recluto Aldo." then "Agisco nella fase del
    Guardingo": one order, when the next line has no keyword."""
    _, raw, next_text = following
    if not raw.strip() or read_line(next_text, index).has_keyword:
        return None
    joined = read_line(f"{text}\n{next_text}", index)
    if reading.drafts and not reading.problems and (leads_argument(next_text)
                                                    or leads_sequel(scan_line(next_text, index))):
        # "sparo a Doc, per me è il Man in Black J" then "Agisco nella fase della Guardia del
        # Corpo": a phase other than the one read is an error at the line, never dropped; so is
        # "indago Merrino" then "e anche Pippino", a name more than the order takes (asked).
        return joined if joined.problems else None
    if joined.problems or len(joined.drafts) <= len(reading.drafts):
        return None
    return joined


def effective_orders(orders: Iterable[Order], *,
                     accept_late: bool) -> tuple[tuple[Order, ...], tuple[Order, ...]]:
    """(applied, in the order sent; dropped, in log order).

    A later order for the same power from the same player replaces the earlier one; the key
    is (player, keyword), plus the item for a power taking one (each item its own pass). An
    order the sender withdrew is dropped. Late orders are dropped, and replace (or withdraw)
    nothing, unless `accept_late`. The applied orders go by message time (`sent_order`), so
    that among a pack's orders the latest sent stands, wherever it was pasted.
    """
    orders = tuple(orders)
    last: dict[tuple[str, str, str | None], int] = {}
    for position, order in enumerate(orders):
        if accept_late or not order.late:
            last[order.key()] = position
    kept = {n for n in last.values()
            if not (orders[n].withdrawn_by and (accept_late or not orders[n].withdrawn_late))}
    applied = sent_order(o for n, o in enumerate(orders) if n in kept)
    dropped = tuple(o for n, o in enumerate(orders) if n not in kept)
    return applied, dropped


def sent_order(orders: Iterable[Order]) -> tuple[Order, ...]:
    """The orders by the time their message was sent; equal times keep their log order (the
    one pasted later comes later), and an order of a message without a time is taken as sent
    with the timed message above it (before all of them if none is above)."""
    keyed: list[tuple[float, int, Order]] = []
    current = float("-inf")
    for position, order in enumerate(orders):
        if order.time is not None:
            current = order.time.timestamp()
        keyed.append((current, position, order))
    return tuple(order for _, _, order in sorted(keyed, key=lambda k: (k[0], k[1])))
