"""The pack's victim named as such: « jempoisonne la victime des loups », « poison sur la
victime », « j'empoisonne celui qu'ils ont mangé ».

The Sorcière « peut utiliser sa potion d'empoisonnement sur cette même personne (la potion sera
sans effet, mais tout de même perdue) » (thiercelieux-base.fr.txt); « je sauve la victime » reads
(her save takes no name), but her poison takes one: « victime » was no player, and the night
stopped on an error. A line whose order lacks a player where it names the pack's victim so is
read with the name of the pack's order standing when it was sent. Pure: the line and that name in.
"""
from __future__ import annotations

from lupus_mod.orders.text import WORD, tokenize

# Folded, longest first: the victim of the night's pack, as players name her.
VICTIM_PHRASES = (
    ("la", "victime", "des", "loups", "garous"), ("la", "victime", "des", "loups"),
    ("celui", "qu", "ils", "ont", "mange"), ("celle", "qu", "ils", "ont", "mangee"),
    ("celui", "qu", "ils", "ont", "devore"), ("celle", "qu", "ils", "ont", "devoree"),
    ("celui", "quils", "ont", "mange"), ("celle", "quils", "ont", "mangee"),
    ("la", "victime"), ("leur", "victime"),
    ("la", "vittima", "dei", "lupi"), ("la", "vittima"),
)


def with_victim(text: str, victim: str) -> str:
    """The line with its words for the pack's victim replaced by her name; "" without them."""
    words = [t for t in tokenize(text) if t.kind == WORD]
    for phrase in VICTIM_PHRASES:
        for n in range(len(words) - len(phrase) + 1):
            if tuple(t.fold for t in words[n:n + len(phrase)]) == phrase:
                return f"{text[:words[n].start]}{victim}{text[words[n + len(phrase) - 1].end:]}"
    return ""
