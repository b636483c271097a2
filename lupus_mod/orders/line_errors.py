"""The error of a log line that cannot be read: what is wrong with it, and the one line of the
night's overrides file that settles it, the line's readable orders kept."""
from __future__ import annotations

from lupus_mod.errors import OrderError
from lupus_mod.messages import say
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import ANY_POWER, NONE
from lupus_mod.orders.problem_words import joined
from lupus_mod.orders.standing import LogLine


def line_error(line: LogLine, reading: LineReading) -> OrderError:
    """One error per line, however many of its keywords cannot be read."""
    messages = list(dict.fromkeys(p.message for p in reading.problems))
    hints = list(dict.fromkeys(p.hint for p in reading.problems))
    proposed = _whole_line(reading)
    return OrderError(say("orders-gm.line", sender=line.sender, raw=line.raw.strip(), problems=joined(messages)),
                      file=line.file, line=line.number,
                      hint=say("gm-trial-2.settle-line", hint=joined(hints), line=line.number,
                               file=settle_file(line.file), reading=proposed))


def _whole_line(reading: LineReading) -> str:
    """The correction that settles the whole line: the orders read on it ("vado al prato e
    attacco Irenee": `vado prato`), then the reading of each order that could not be read, so
    that the line's readable orders are not lost when the GM copies it."""
    good = [" ".join((d.keyword, *d.args)) for d in reading.drafts if d.keyword != ANY_POWER]
    proposed = list(dict.fromkeys(p.reading for p in reading.problems if p.reading))
    # "ammalio i due di ieri no scherzo 😂 ammalio Aragorno e Bilbetto": a blank order of a power
    # read in full on the line adds nothing (as a later order it would replace the full one).
    keywords = {d.keyword for d in reading.drafts}
    blank = [r for r in proposed if r.split()[0] in keywords and all(a.startswith("<") for a in r.split()[1:])]
    if blank and len(blank) == len(proposed):
        return joined(good)
    proposed = [r for r in proposed if r not in blank]
    # Joined as a message: a proposed reading with blanks (`indago <giocatore>`) is worded in
    # the GM's language, never the English its text holds.
    return joined(good + proposed) if proposed else NONE


def settle_file(log: str) -> str:
    """The override file whose [corrections] settle the lines of `log` (nights/2.txt:
    nights/2.overrides.toml), as the reader names the log."""
    return log[:-len(".txt")] + ".overrides.toml" if log.endswith(".txt") else log
