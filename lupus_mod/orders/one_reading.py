"""A thing named without its verb that the sender's own choices read one way only: "Oggi bosco",
"mulino!" from a cat whose only choice taking a place is `vado` (Acchiappastreghe: "Se non
scegli, il luogo viene scelto a caso", so a bare place is a choice half-said, never none). The
doubt offered that one reading, which the GM could only copy: it is the order, at the line's
own place and time. A line that may be several choices (the Cavaliere guardiano's `vado`,
`raccolgo`, `proteggo`), or `none` ("forse bosco"), or asked ("mulino?"), or whose choice the sender gives again
later ("bosco", then a witch's "vado al prato": her first place stands, the two conflict) is
still asked. Pure: the settled log and the PMs' times in."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Callable

from lupus_mod.orders.model import NO_VERB, NONE, ORDER, Doubt, Order, ParsedLog


def read_as_one(parsed: ParsedLog, time_of: Callable[[int], datetime | None]) -> ParsedLog:
    """The log with each bare thing of one reading read as that order (`time_of`: the time of
    the PM holding a line)."""
    meant = {(d.file, d.line): d for d in parsed.doubts if _one(d)}
    if not meant:
        return parsed
    found = [Order(d.player, *_keyword_args(d.candidates[0]), d.file, d.line, time_of(d.line), raw=d.text)
             for d in meant.values()]
    return replace(parsed, doubts=tuple(d for d in parsed.doubts if (d.file, d.line) not in meant),
                   orders=tuple(sorted((*parsed.orders, *found), key=lambda o: o.line)),
                   readings=tuple(replace(r, kind=ORDER, reading=meant[(r.file, r.line)].candidates[0])
                                  if (r.file, r.line) in meant else r for r in parsed.readings))


def _one(doubt: Doubt) -> bool:
    """A bare thing whose sender's choices give it one reading, his later orders none of its;
    not one asked ("mulino?": of the GM, maybe, whether the mill is a good idea)."""
    return doubt.kind == NO_VERB and len(doubt.candidates) == 1 and doubt.candidates[0] != NONE \
        and _keyword_args(doubt.candidates[0])[0] not in doubt.later and "?" not in doubt.text


def _keyword_args(canonical: str) -> tuple[str, tuple[str, ...]]:
    """`vado bosco`: the keyword and its one thing (a NO_VERB reading names one)."""
    keyword, _, thing = canonical.partition(" ")
    return keyword, (thing,)
