"""The owl's recipient said in words of its own: "il responso a Tumbleweed", "gufo a Tumble",
"cambio: il gufo a Falco" (the Guardingo's optional second player, Cowboys & Aliens). Pure:
a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.italian import FILL_LEADS, SENDING
from lupus_mod.orders.scan import Ent, Piece, Sep, Word


def fill_led(pieces: tuple[Piece, ...] | list[Piece], leads: frozenset[str] = FILL_LEADS) -> bool:
    """ "il responso a Tumbleweed", "gufo a Tumble", "cambio: il gufo a Falco": the first word
    saying something (a correction's aside) is one of `leads`, the owl's recipient's."""
    lead = next((p for p in pieces if not isinstance(p, Sep)
                 and not (isinstance(p, Word) and (p.filler or p.fold in REPLACE_WORDS | SENDING))), None)
    return isinstance(lead, Word) and lead.fold in leads


def fills(sentence: list[Piece]) -> bool:
    """A sentence led by the owl's words naming someone ("il responso a Falco.")."""
    return fill_led(sentence) and any(isinstance(p, Ent) for p in sentence)
