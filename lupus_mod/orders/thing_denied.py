"""A PM taking back the place it named, by the place alone: "ci ho ripensato, niente mulino",
"niente mulino, prato" after `vado mulino`. "niente" before a thing of the sender's standing
order is that order taken back (and the thing named after it, if any, the new one); read as
talk, the cat was sent where he said he would not go. Pure: the line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.italian import NOTHING
from lupus_mod.orders.model import is_thing
from lupus_mod.orders.pieces import Ent, Piece, Word


def denied_things(pieces: tuple[Piece, ...]) -> tuple[tuple[str, str], ...]:
    """(kind, name) of each thing said right after "niente" (an article between)."""
    found = []
    for n, piece in enumerate(pieces):
        if not (isinstance(piece, Word) and piece.fold in NOTHING):
            continue
        after = next((p for p in pieces[n + 1:] if not (isinstance(p, Word) and p.filler)), None)
        if isinstance(after, Ent):
            found += [(m.kind, m.targets[0]) for m in after.matches if is_thing(m.kind) and len(m.targets) == 1]
    return tuple(found)


def turned_to(pieces: tuple[Piece, ...], denied: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    """(kind, name) of the things of the denied ones' kinds named besides them ("niente mulino,
    prato")."""
    kinds = {k for k, _ in denied}
    return tuple((m.kind, m.targets[0]) for p in pieces if isinstance(p, Ent) for m in p.matches
                 if m.kind in kinds and len(m.targets) == 1 and (m.kind, m.targets[0]) not in denied)
