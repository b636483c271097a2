"""A power that takes free text ("archivio Merry mente", `archivio: «Merry mente!»`): its
names first, then the rest of the line as the player wrote it, without the colon, dash or
quotes around it. Pure; a part of reading a line's arguments (orders.arguments).
"""
from __future__ import annotations

from lupus_mod.messages import say
from lupus_mod.orders.arguments import Draft, Outcome, problem_for
from lupus_mod.orders.italian import FILLERS
from lupus_mod.orders.model import TEXT
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.problem_words import a_kind
from lupus_mod.orders.reading import Group
from lupus_mod.orders.scan import Ent, Sep, Word, scan_line
from lupus_mod.orders.text import strip_bbcode

_QUOTES = {"«": "»", '"': '"', "“": "”", "'": "'", "‘": "’", "„": "“"}
_TEXT_LEAD = " \t\n:-–—,>"


def evaluate_text(group: Group, line: str, written: str, index: NameIndex) -> Outcome:
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
    text = trim_text(strip_bbcode(written[cut:]))
    if text:
        args.append(text)
    elif not any(kind == TEXT and optional for kind, optional in spec.kinds()):
        return Outcome(problem=problem_for(spec, say("order-reading.without-text", keyword=spec.keyword),
                                        bare=True))
    return Outcome(drafts=(Draft(spec.keyword, tuple(args), None),))


def _skippable(piece: object) -> bool:
    return isinstance(piece, Sep) or (isinstance(piece, Word) and piece.fold in FILLERS)


def trim_text(text: str) -> str:
    """A free text without the colon, dash or quotes around it (`archivio: «Merry mente!»`)."""
    text = text.strip().lstrip(_TEXT_LEAD).strip()
    if len(text) >= 2 and _QUOTES.get(text[0]) == text[-1]:
        text = text[1:-1].strip()
    return text
