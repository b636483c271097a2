"""Lines of a settled log read again as doubts (orders.sender_powers, orders.pack_unchosen).
Pure: the parsed log in."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.model import DOUBT, PLAYER, Doubt, KeywordSpec, ParsedLog


def asking(parsed: ParsedLog, asked: list[Doubt]) -> ParsedLog:
    """The log with the lines of `asked` read as those doubts: no order, no talk of theirs left."""
    if not asked:
        return parsed
    lines = {(d.file, d.line) for d in asked}
    # One doubt a line, one first reading: a line the reading already asks about keeps its
    # doubt, the new readings after its own (« et si Baptiste est mort je prends Gaspard à la
    # place » was asked twice, `none` first in one and `regarde Gaspard` in the other).
    doubts = list(parsed.doubts)
    for new in asked:
        at = next((n for n, d in enumerate(doubts) if (d.file, d.line) == (new.file, new.line)), None)
        if at is None:
            doubts.append(new)
        else:
            doubts[at] = replace(doubts[at], candidates=tuple(dict.fromkeys((*doubts[at].candidates, *new.candidates))))
    return replace(parsed, doubts=tuple(doubts),
                   orders=tuple(o for o in parsed.orders if (o.file, o.line) not in lines),
                   chatter=tuple(c for c in parsed.chatter if (c.file, c.line) not in lines),
                   readings=tuple(replace(r, kind=DOUBT, reading="", of_lines=()) if (r.file, r.line) in lines
                                  else r for r in parsed.readings))


def all_players(power: KeywordSpec) -> bool:
    """Whether every argument of the power is a player."""
    return all(kind == PLAYER for kind, _ in power.kinds())
