"""A power that takes free text ("archivio Merry mente", `archivio: «Merry mente!»`): its
names first, then the rest of the line as the player wrote it, without the colon, dash or
quotes around it. Pure; a part of reading a line's arguments (orders.arguments).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from lupus_mod.messages import say
from lupus_mod.orders.partial_orders import problem_for
from lupus_mod.orders.drafts import Draft, Outcome
from lupus_mod.orders.italian import FILLERS
from lupus_mod.orders.model import TEXT
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.problem_words import a_kind
from lupus_mod.orders.reading import Group
from lupus_mod.orders.scan import Ent, Key, Sep, Word, scan_line
from lupus_mod.orders.text import strip_bbcode

_QUOTES = {"«": "»", '"': '"', "“": "”", "'": "'", "‘": "’", "„": "“"}
_TEXT_LEAD = " \t\n:-–—,>"


def evaluate_text(group: Group, line: str, written: str, index: NameIndex,
                  read: Callable[[str, NameIndex], Any]) -> Outcome:
    """A power taking free text: its names first, then the rest of the line as written.

    `line` has its BBCode blanked; `written` is the same line as the player wrote it.
    """
    spec = group.spec
    base = cut = group.key.end
    args: list[str] = []
    pieces = [p for p in scan_line(line[base:], index) if not _skippable(p)]
    for kind, optional in spec.kinds():
        if kind == TEXT:
            continue
        piece = pieces[0] if pieces else None
        match = next((m for m in getattr(piece, "matches", ()) if m.kind == kind), None)
        if isinstance(piece, Ent) and match and len(match.targets) == 1:
            args.append(match.targets[0])
            cut = base + piece.end
            pieces = pieces[1:]
        elif not optional:
            return Outcome(problem=problem_for(spec, say("order-reading.without-first",
                                                      keyword=spec.keyword, needs=a_kind(kind)),
                                            bare=piece is None))
    text, joined = joined_order(trim_text(strip_bbcode(written[cut:])), index, read)
    if text:
        args.append(text)
    elif not any(kind == TEXT and optional for kind, optional in spec.kinds()):
        return Outcome(problem=problem_for(spec, say("order-reading.without-text", keyword=spec.keyword),
                                        bare=True))
    return Outcome(drafts=(Draft(spec.keyword, tuple(args), None), *joined))


# "archivio Gollum mente e passo il libro a Rosie", "… e poi passo il libro a Sam": "and" (then)
# right before a keyword of the sender's own voice ends the document.
_JOINED = re.compile(r"\s+(?:e|ed|et)(?:\s+(?:poi|puis))?\s+", re.IGNORECASE)


def joined_order(text: str, index: NameIndex, read_line: Callable[[str, NameIndex], Any]
                 ) -> tuple[str, tuple[Draft, ...]]:
    """The free text cut before an order joined to it by "e" (the keyword first after the
    conjunction, read whole and without problems), and that order's drafts; the text as it
    is and () else. Read whole, the pass was filed in the document (which the Archivista
    reads later) and the book went to a random player. `read_line`: the reader of a whole line
    (lupus_mod.orders.line, whose reading holds this one's: passed in, never imported)."""
    for joint in _JOINED.finditer(text):
        head, tail = text[:joint.start()].strip(), text[joint.end():]
        first = next((p for p in scan_line(tail, index) if not _skippable(p)), None)
        if not head or not isinstance(first, Key):
            continue
        read = read_line(tail, index)
        if read.drafts and not read.problems and all(
                TEXT not in [k for k, _ in index.specs[d.keyword].kinds()] for d in read.drafts if d.keyword in index.specs):
            return trim_text(head), read.drafts
    return text, ()


def _skippable(piece: object) -> bool:
    return isinstance(piece, Sep) or (isinstance(piece, Word) and piece.fold in FILLERS)


def trim_text(text: str) -> str:
    """A free text without the colon, dash or quotes around it (`archivio: «Merry mente!»`)."""
    text = text.strip().lstrip(_TEXT_LEAD).strip()
    if len(text) >= 2 and _QUOTES.get(text[0]) == text[-1]:
        text = text[1:-1].strip()
    return text
