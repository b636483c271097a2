"""An order whose target is described as the night's dead: "resuscito chiunque muoia stanotte,
tranne i lupi", "resuscito il morto di stanotte", "resuscito chi è stato sbranato". Nobody is
named: who died is known only once the night is resolved (Licantropi's Guaritore: "Una sola volta
puo' resuscitare una persona morta durante la notte", the master showing him the night's dead),
so the line is an order under a condition, asked of the GM as "se qualcuno muore lo resuscito"
is, never a player called «muoia». Pure."""
from __future__ import annotations

from lupus_mod.orders.italian import DEAD_LEADS, DEAD_WORDS
from lupus_mod.orders.scan import Ent, Key, Piece, Word
from lupus_mod.orders.text import fold

_REACH = 4      # "chi è stato sbranato": the words of dying a few words after the lead


def dead_described(pieces: tuple[Piece, ...]) -> bool:
    """Whether the line's keyword is followed by a description of the night's dead, and by no
    player's name."""
    at = next((n for n, p in enumerate(pieces) if isinstance(p, Key)), None)
    if at is None or any(isinstance(p, Ent) for p in pieces[at + 1:]):
        return False
    # A keyword's participle ("sbranato") is a word of dying too; a description ("chi è stato
    # sbranato", orders.aside) is one piece of its words.
    folds = [f for p in pieces[at + 1:] if isinstance(p, (Word, Key))
             for f in fold(p.text if isinstance(p, Word) else p.written).split()]
    return any(f in DEAD_LEADS and DEAD_WORDS & set(folds[n + 1:n + 1 + _REACH]) for n, f in enumerate(folds))
