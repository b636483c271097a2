"""A ruleset's thing aimed at a player without a verb: "maledizione della rana su Guido", "vado al
mulino, rana su guido" (Acchiappastreghe's witch: the card asks «lancio <incantesimo>», «attacco
<nome>», and she named both). No one power takes the spell and the player together: the
readings are one power per thing, "lancio rana; attacco Guido", each power of the sender's (the
night drops the readings of powers he lacks: `orders.sender_powers`, UNSAID). Read as talk, a
witch's only attack of the day vanished in silence. Pure."""
from __future__ import annotations

from itertools import product

from lupus_mod.orders.handed import handed_beside
from lupus_mod.orders.italian import AIMING
from lupus_mod.orders.model import ITEM, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent, Piece, Word


def aimed_readings(pairs: tuple[tuple[str, str], ...], pieces: tuple[Piece, ...],
                   index: NameIndex) -> tuple[str, ...]:
    """The readings of a thing and its players ((kind, name) each, `handed.given`) said with an
    aiming word right after the thing ("rana su Guido", "nebbia contro Carlo"), where no power
    takes them all: each way of giving every name to a power taking only its kind."""
    if not pairs or pairs[0][0] == ITEM or not is_thing(pairs[0][0]) or not _aimed(pieces):
        return ()
    each = [[f"{s.keyword} {name}" for s in index.specs.values() if [k for k, _ in s.kinds()] == [kind]]
            for kind, name in pairs]
    return tuple("; ".join(parts) for parts in product(*each))


def aimed_beside(pieces: tuple[Piece, ...], orders: str, index: NameIndex) -> tuple[str, ...]:
    """ "vado al mulino, maledizione della rana su Guido": the line's orders with each reading
    of the thing aimed in a clause without a keyword, then the line's orders alone."""
    found = [f"{orders}; {r}" for pairs in handed_beside(pieces, index)
             for r in aimed_readings(pairs, pieces, index)]
    return (*found, orders) if found else ()


def _aimed(pieces: tuple[Piece, ...]) -> bool:
    """A thing of the ruleset's own kinds followed by an aiming word ("rana su", "nebbia contro")."""
    return any(isinstance(p, Ent) and any(is_thing(m.kind) and m.kind != ITEM for m in p.matches)
               and isinstance(q, Word) and q.fold in AIMING for p, q in zip(pieces, pieces[1:]))
