"""Clauses next to a keyword that lend it no names although it lacks some: the player of a
clause before it when a role stands where its player goes ("ieri era Nazgul ed è già uscito
losco... allora indago il cavaliere"), and the holder of a thing after a keyword the sender cut
off ("passo... ah no lo specchio ce l'ha Sam"). Used by `orders.reading` when a group takes the
clauses beside it. Pure: pieces in; words folded.
"""
from __future__ import annotations

from lupus_mod.orders.italian import HELD_BY
from lupus_mod.orders.model import KeywordSpec
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.wanted import entity_kinds


def in_place(spec: KeywordSpec, pieces: tuple[Piece, ...]) -> bool:
    """ "ieri era Nazgul ed è già uscito losco... allora indago il cavaliere": a name the power
    does not take stands where its player goes (the error says so, "«cavaliere» is a role"); the
    player of the clause before, yesterday's target, is no name of it (it was investigated)."""
    kinds = entity_kinds(spec)
    return any(isinstance(p, Ent) and not any(m.kind in kinds for m in p.matches) for p in pieces)


def held_by(pieces: tuple[Piece, ...], clause: list[Piece]) -> bool:
    """ "stanotte indago Gollum e passo... ah no lo specchio ce l'ha Sam": after a keyword left
    without names, a clause opening with a no and saying who holds the thing — the sender stopped
    himself; the holder is no recipient (it was a pass to Sam, refused to the sender)."""
    said = [p for p in clause if not (isinstance(p, Word) and p.fold in _INTERJECTIONS)]
    return not any(isinstance(p, Ent) for p in pieces) and bool(said) and isinstance(said[0], Word) \
        and said[0].fold in _NO and any(isinstance(p, Word) and p.fold in HELD_BY for p in said)


_INTERJECTIONS = frozenset({"ah", "oh", "eh", "ehm", "uhm", "anzi"})
_NO = frozenset({"no", "non", "nn"})
