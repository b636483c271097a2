"""A target described, then named after a comma: "indago quello che ha votato Zanna ieri,
Becchino". The description right after the keyword reaches the target through another player
(orders.aside), and the name ending the line after the comma says who that is, as "cioè
Becchino" does ("indago quello che ha votato Grimaldo per primo, cioè Nazgul"): the comma is
read as that gloss. Pure."""
from __future__ import annotations

from lupus_mod.orders.italian import EXCEPT
from lupus_mod.orders.pieces import CORRECTION, DESCRIBED, DESCRIBED_BY, SET_ASIDE, Ent, Key, Piece, Sep, Word
from lupus_mod.orders.text import STRONG, WEAK, fold

# The asides orders.scan gives a description.
_DESCRIPTIONS = frozenset({SET_ASIDE, DESCRIBED, DESCRIBED_BY})
# "proteggo tranne Zanna, Becchino": the names left out go on after the comma, no gloss.
_LEAVING_OUT = frozenset(words[0] for words in EXCEPT)


def glossed_by_name(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces with the comma between a keyword's description and the one name closing its
    sentence read as a gloss (a correction's separator)."""
    for n in range(len(pieces) - 3):
        key, said, comma, name = pieces[n:n + 4]
        end = pieces[n + 4] if n + 4 < len(pieces) else None
        if isinstance(key, Key) and isinstance(said, Word) and said.aside in _DESCRIPTIONS \
                and fold(said.text).split()[0] not in _LEAVING_OUT \
                and isinstance(comma, Sep) and comma.kind == WEAK and isinstance(name, Ent) \
                and (end is None or isinstance(end, Sep) and end.kind == STRONG):
            return (*pieces[:n + 2], Sep(CORRECTION), *pieces[n + 3:])
    return pieces
