"""An order short of a name completed by the sender's next line or PM: "rapisco Wyatt", then
"è un cowboy" (the Leader Alieno "può rapire un giocatore ... Se indovina il suo ruolo": the
guess is the order's role); "recluto Klondike", then "agisco durante la fase della Guardia del
Corpo". Read together they give the order the same line would ("rapisco Wyatt, è un cowboy");
read apart, the first stopped the night on an order without its role. Pure: readings in.
"""
from __future__ import annotations

import re

from lupus_mod.orders.drafts import Draft, Problem
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent
from lupus_mod.orders.problem_words import spaced

# A slot the line left to the GM in a problem's reading (`rapisco Wyatt <role>`).
_SLOT = re.compile(r"<[^<>]*>")


def completed_by(reading: LineReading, text: str, following: str, index: NameIndex) -> bool:
    """Whether the line's order, short of a name, is completed by `following`, naming no power
    and no player: the two read as one give that order, every name the line gave kept in its
    slot. A player named after it is a word on him ("ammalio Merrino", then "e Pippino è
    simpatico"; "rapisco Wyatt", then "Klondike è un cowboy"): only "e Pippino" alone gives
    him (orders.reading.leads_sequel)."""
    after = read_line(following, index)
    if not reading.problems or reading.drafts or after.has_keyword \
            or any(isinstance(p, Ent) and p.players() for p in after.pieces):
        return False
    joined = read_line(f"{text}\n{following}", index)
    return not joined.problems and len(joined.drafts) == 1 \
        and all(_fills(problem, joined.drafts[0]) for problem in reading.problems)


def _fills(problem: Problem, draft: Draft) -> bool:
    """The draft is the problem's reading with its slots filled, and the line had named some
    of it: `rapisco Wyatt cowboy` for `rapisco Wyatt <role>`."""
    parts = _SLOT.split(problem.reading)
    if len(parts) < 2 or problem.keyword != draft.keyword or not parts[0].strip(" `").split()[1:]:
        return False
    pattern = ".+".join(re.escape(part) for part in parts)
    return re.fullmatch(pattern, spaced((draft.keyword, *draft.args))) is not None
