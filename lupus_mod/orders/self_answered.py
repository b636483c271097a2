"""A doubt the sender answers himself further on the same line: «non so se indagare Grima o
Nazgul. Indago Nazgul», «Grima o Nazgul? Indago Nazgul», « Kilian ou Baptiste ? Je regarde
Baptiste ».

The earlier sentence thinks aloud: the names it offers in doubt (`Intent.hedged`); a later
sentence (or clause) that gives an order of the same power, offering no name in doubt itself,
is his answer — or, when the doubt said no power, an order naming only players among those
offered; or the name alone, one of those offered («indago Grima o Nazgul? Nazgul», «forse Grima
o Nazgul... vabbè Nazgul»), which the doubt's own power takes (its keyword is kept, the rest of
the doubt blanked). A GM reads the order, and nothing of the thinking. Read whole, the line
asked between two readings that both held the answer (and one of them also the other name).

Pure: the line's text in (quotes blanked), the text to read out (the answered sentences
blanked, offsets kept).
"""
from __future__ import annotations

from lupus_mod.orders.bare import names_only
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Key, Piece, scan_line
from lupus_mod.orders.text import STRONG, WEAK, tokenize


def answered_text(text: str, hedged: tuple[Ent, ...], index: NameIndex) -> str | None:
    """`text` with each sentence whose doubt a later sentence answers blanked; None when no
    sentence is answered so."""
    sentences = _sentences(text)
    blanked = text
    for n, (start, end) in enumerate(sentences):
        offered = _players(e for e in hedged if start < e.end <= end)
        if not offered:
            continue
        doubt = scan_line(text[start:end], index)
        asked = _keywords(doubt)
        if any(_answers(text, later, hedged, offered, asked, index) for later in sentences[n + 1:]):
            blanked = blanked[:start] + _kept_keys(doubt, end - start) + blanked[end:]
    return blanked if blanked != text else None


def _kept_keys(doubt: tuple[Piece, ...], length: int) -> str:
    """The doubt blanked but for its keywords: the power a name alone answering it takes."""
    kept = [" "] * length
    for key in (p for p in doubt if isinstance(p, Key)):
        kept[key.end - len(key.written):key.end] = key.written
    return "".join(kept)


def _answers(text: str, span: tuple[int, int], hedged: tuple[Ent, ...], offered: frozenset[str],
             asked: frozenset[str], index: NameIndex) -> bool:
    start, end = span
    if any(start < e.end <= end for e in hedged):
        return False    # "Grima o Nazgul? forse Nazgul": still in doubt
    pieces = scan_line(text[start:end], index)
    keys, named = _keywords(pieces), _players(p for p in pieces if isinstance(p, Ent))
    if not keys and names_only(pieces):
        return named <= offered     # "…o Nazgul? Nazgul": one of the names weighed
    # The doubt's own power given again settles it whatever the name ("…o Nazgul. Indago
    # Gollum": he chose another); with no power said, the names must be among those offered.
    return bool(keys) and bool(named) and (keys <= asked if asked else named <= offered)


def _sentences(text: str) -> list[tuple[int, int]]:
    """The (start, end) offsets of the line's sentences and clauses (cut at stops, question
    marks, pauses and commas)."""
    spans: list[tuple[int, int]] = []
    start = None
    for token in tokenize(text):
        if token.kind in (STRONG, WEAK):
            if start is not None:
                spans.append((start, token.end))
            start = None
        elif start is None:
            start = token.start
    if start is not None:
        spans.append((start, len(text)))
    return spans


def _keywords(pieces: tuple[Piece, ...]) -> frozenset[str]:
    return frozenset(p.spec.keyword for p in pieces if isinstance(p, Key))


def _players(ents) -> frozenset[str]:
    return frozenset(m.targets[0] for e in ents for m in e.matches[:1] if m.kind == PLAYER and len(m.targets) == 1)
