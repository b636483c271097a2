"""The words that only say "this one" before a player's name: "vada per Nazgul", "facciamo
Nazgul", "opto per Jolene", "indeciso tra Grima e Nazgul, vada per Nazgul". Beside the names
they say nothing else, as "stanotte" or "tocca a" do (`italian.NAME_LEADS`): the line is a line
of names alone, which asks whose order it is (`orders.bare.names_only`), never talk that would
lose the order in silence. Folded, as `text.fold` gives them.
"""
from __future__ import annotations

# "vada per" (so be it), "facciamo" / "famo" (let's do), "opto per", "optiamo per"; "vabbè
# Nazgul" after names weighed ("forse Grima o Nazgul... vabbè Nazgul"); "metto" (I put: "ps metto
# Grima" a PM after `indago Shelob`).
CHOSEN = frozenset({"vada", "facciamo", "famo", "opto", "optiamo", "vabbe", "vabbene", "metto", "mettiamo"})
