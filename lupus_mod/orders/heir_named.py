"""The Capitaine's heir named in a PM: « je désigne Gaspard comme successeur », « mon successeur
est Gaspard », « je regarde Isidore. si je meurs, mon successeur est Gaspard ». The rulebook's
Capitaine names his heir as he dies ("Si le capitaine meurt, dans son dernier souffle, il désigne un
successeur"): a day record's `successeur`, never a power of the night. Read as the sender's power on
the heir, it offered a second look at him first; beside an order, the heir went unseen. The
night asks (orders.doubts): the line's other orders (or none) first, the heir named for the day
record. Pure.
"""
from __future__ import annotations

from lupus_mod.orders.italian import AND_WORDS, HEIR_WORDS
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent
from lupus_mod.orders.text import STRONG, WEAK, tokenize


def heir_named(text: str, index: NameIndex) -> tuple[str, LineReading] | None:
    """(the heir, the line read without his clause), where a clause with a word of the heir
    (HEIR_WORDS) names one player; None else."""
    tokens = tokenize(text)
    at = next((n for n, t in enumerate(tokens) if t.fold in HEIR_WORDS), None)
    if at is None:
        return None
    # The clause: from the separator or "et" before the heir's word to the one after it.
    cut = [n for n, t in enumerate(tokens) if t.kind in (STRONG, WEAK) or t.fold in AND_WORDS]
    start = max((tokens[n].end for n in cut if n < at), default=0)
    end = min((tokens[n].start for n in cut if n > at and tokens[n].kind in (STRONG, WEAK)), default=len(text))
    named = {p for piece in read_line(text[start:end], index).pieces if isinstance(piece, Ent)
             for p in piece.players()}
    if len(named) != 1:
        return None
    return named.pop(), read_line(text[:start] + " " * (end - start) + text[end:], index)
