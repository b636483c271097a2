"""An order on the sender himself, asked, with a fallback that keeps his standing order:
"anzi cambio, proteggo me stesso, si può? se no lascia la sindaca" after `proteggo Jolene`
(Cowboys & Aliens: the Guardia del Corpo "sceglie un altro giocatore da proteggere"). The line
stops as any order on "me stesso" does (orders.antecedent), but its settle line is the fallback
the player gave for the case the rulebook refuses, his standing order (it offered `proteggo
Django`: copied, the protection was refused and Jolene left unprotected). Pure.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import Order
from lupus_mod.orders.scan import Ent, Word

# "se no", "sennò", "altrimenti", « sinon », « si non »: what he does if it cannot be.
_FALLBACK = (("se", "no"), ("senno",), ("altrimenti",), ("sinon",), ("si", "non"))


def fallback_kept(reading: LineReading, standing: list[Order]) -> LineReading:
    """`reading` with its problems settled by the standing order of their power, where the line
    names the sender by his words for himself, then a fallback naming no one; else unchanged."""
    pieces = reading.pieces
    mine = next((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.myself), None)
    words = [(n, p.fold) for n, p in enumerate(pieces) if isinstance(p, Word)]
    lead = next((n for k, (n, _) in enumerate(words) for phrase in _FALLBACK
                 if tuple(w for _, w in words[k:k + len(phrase)]) == phrase), None)
    if mine is None or lead is None or lead < mine or any(isinstance(p, Ent) for p in pieces[lead:]):
        return reading
    kept = {o.keyword: o.canonical() for o in standing}
    return replace(reading, problems=tuple(replace(p, reading=kept[p.keyword]) if p.keyword in kept else p
                                           for p in reading.problems))
