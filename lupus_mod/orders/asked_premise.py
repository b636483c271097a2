"""A change of target said under a premise the sender asks the GM about.

"aspetta, Boromiro riceve già lo specchio da Sam? allora il palantir a Merrino", "ah no Samvise
nn ha più lo specchio? allora Pippino": a question with no keyword, then "allora" and names
with no verb. The new name hangs on the GM's answer to the question (the premise may be false:
Samvise still holds the Specchio): it was dropped as talk, or applied as a plain correction.
Asked: the standing order moved to the new name first, or none (the order stands). Pure.
"""
from __future__ import annotations

from lupus_mod.orders.conditions import THEN_WORDS, sentences
from lupus_mod.orders.italian import TARGET_LINKS
from lupus_mod.orders.model import NONE, Order
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word


def premised_names(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """The players named after a keyword-less question and its "allora", with no verb."""
    said = sentences(pieces)
    for (question, asked), (answer, _) in zip(said, said[1:]):
        lead = next((p for p in answer if not isinstance(p, Sep)), None)
        # Only names and their links after "allora": "quercia è druido? allora nn lo mordo,
        # prendo Giuly" says its own change in words, read as such.
        bare = all(isinstance(p, (Ent, Sep)) or isinstance(p, Word) and p.fold in TARGET_LINKS
                   for p in answer if p is not lead)
        if asked and bare and isinstance(lead, Word) and lead.fold in THEN_WORDS \
                and not any(isinstance(p, (Key, Said)) for p in question):
            return tuple(dict.fromkeys(n for p in answer if isinstance(p, Ent)
                                       for n in sorted(p.players()) if len(p.players()) == 1))
    return ()


def premised_change(pieces: tuple[Piece, ...], standing: list[Order], index: NameIndex) -> tuple[str, ...]:
    """The readings to offer: each standing order whose last argument is a player, moved to
    the name said after the premise, then none; () when the line says no such change."""
    names = premised_names(pieces)
    moved = [" ".join((o.power_word, *o.args[:-1], name)) for name in names for o in standing
             if o.args and o.keyword in index.specs and index.specs[o.keyword].args
             and index.specs[o.keyword].args[-1].rstrip("?") == "player" and o.args[-1] != name]
    return (*dict.fromkeys(moved), NONE) if moved else ()
