"""The player's own words for one order of his line: "Vado al bosco." in "Buongiorno Master!
Vado al bosco.", "Passo il palantir a Samvise" in "Passo il palantir a Samvise, grazie.".

A refusal quotes them back to him (engine/refusals.py): the order as he wrote it, its articles
and prepositions kept ("vado al bosco", never "vado Bosco"), and never the rest of his line.
Pure: the line and its pieces (`scan.scan_line`, offsets into the line) in, a text out.
"""
from __future__ import annotations

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep
from lupus_mod.orders.text import strip_bbcode


def own_words(line: str, pieces: tuple[Piece, ...], draft: Draft) -> str:
    """From the order's keyword to the last of its names (or from its first name, written
    before the keyword: "Grima lo sfido"), within its clause; "" when they are not one span of
    the line (a correction's "anzi Nazgul", an order by a phrase, names on the next line), and
    the reply then quotes the order as read."""
    wanted = [*draft.args, *([draft.item] if draft.item and draft.item not in draft.args else [])]
    for clause in _clauses(pieces):
        keys = [p for p in clause if isinstance(p, Key) and p.spec.keyword == draft.keyword]
        names = _names(clause, wanted)
        if len(keys) == 1 and names is not None:
            spans = [(p.end - len(p.text), p.end) for p in names] + \
                [(keys[0].end - len(keys[0].written), keys[0].end)]
            start, end = min(s for s, _ in spans), max(e for _, e in spans)
            return " ".join(strip_bbcode(line[start:end]).split())
    return ""


def _clauses(pieces: tuple[Piece, ...]) -> list[list[Piece]]:
    """The line cut at its separators, its phrases and before a second keyword ("vado al bosco
    e attacco Arturo"): an order's words never run past them."""
    found: list[list[Piece]] = [[]]
    for piece in pieces:
        if isinstance(piece, (Said, Sep)):
            found.append([])
        elif isinstance(piece, Key) and any(isinstance(p, Key) for p in found[-1]):
            found.append([piece])
        else:
            found[-1].append(piece)
    return found


def _names(clause: list[Piece], wanted: list[str]) -> list[Ent] | None:
    """A name of the clause for each of the order's arguments, in the clause's order; None when
    one is missing or two are written for one (the clause holds another order's names)."""
    ents = [p for p in clause if isinstance(p, Ent)]
    found: list[Ent] = []
    for arg in wanted:
        fits = [e for e in ents if e not in found and any(arg in m.targets for m in e.matches)]
        if len(fits) != 1:
            return None
        found.append(fits[0])
    return found if len(found) == len(ents) else None
