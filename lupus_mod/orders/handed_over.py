"""The pack's choice handed over to the mates: Licantropi's Lupo 1 after his `sbraniamo Quercia`
writes "stanotte decidete voi ragazzi, io non ci sono", then Lupo 2 `allora sbraniamo Bacco`.
Read as talk, the rank kept Lupo 1's order ("il gruppo segue l'ordine di Corvonero, di grado più
alto") while he had left the decision to the others; so the line asks (orders.later): his
group order taken back (the mates' word stands), or still his. Pure: a line's pieces in.
"""
from __future__ import annotations

from lupus_mod.orders.scan import Ent, Key, Piece, Said, Word
from lupus_mod.orders.text import holds_phrase

# "decidete voi", "scegliete voi ragazzi", "fate voi", "vedete voi", "lascio a voi", "lascio
# decidere a voi", « décidez entre vous », « je vous laisse choisir »: the choice left to the
# mates the sender writes to (named, "lascio decidere a Zanna" defers to Zanna: orders.unread_change).
HANDING_OVER = (("decidete", "voi"), ("scegliete", "voi"), ("fate", "voi"), ("vedete", "voi"),
                ("decidete", "pure"), ("scegliete", "pure"), ("lascio", "a", "voi"),
                ("lascio", "decidere", "a", "voi"), ("lascio", "scegliere", "a", "voi"),
                ("decidete", "tra", "voi"), ("decidez",), ("choisissez",), ("vous", "laisse"))


def handed_over(pieces: tuple[Piece, ...]) -> bool:
    """The line leaves the choice to the mates and names no one, nor orders anything."""
    return leaves_choice(pieces) and not any(isinstance(p, (Ent, Key, Said)) for p in pieces)


def leaves_choice(pieces: tuple[Piece, ...]) -> bool:
    """The line leaves the choice to the mates, whatever else it says ("io direi Eowyna, ma
    fate voi": a name suggested, the choice theirs)."""
    return holds_phrase([p.fold for p in pieces if isinstance(p, Word)], HANDING_OVER)
