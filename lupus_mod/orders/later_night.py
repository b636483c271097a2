"""An order said for another night than tonight: "domani sfido Grima", "la prossima volta
indago lui", "Sfiderò Grima la notte prossima", "demain je regarderai Josephine".

Players write tonight's orders beside their plans ("Ce soir je regarde Kilian, et demain je
regarderai Josephine"): a clause said for a later night is no order of tonight, and read as
one it would spend a power of once per game or replace tonight's order. `later_spans` finds
such clauses in a line; `orders.line` reads the line without them, and `orders.doubts` asks
when nothing is left for tonight (a PM written by day may call tonight "la prossima notte").

Pure: a line's text in (BBCode blanked), offsets out. Words are folded (`text.fold`).
"""
from __future__ import annotations

import re

from lupus_mod.orders.conditions import CONDITION_WORDS, own_death
from lupus_mod.orders.resting import PUT_OFF
from lupus_mod.orders.italian import (DOING_NOTHING, FEMININE_ARTICLES, FRENCH_NEGATIONS, KEEP_VERBS, LATER_JOINS,
                                      LATER_TIME_WORDS, LATER_WORDS, MASCULINE_ARTICLES, NEGATIONS, NOTHING,
                                      REST, TONIGHT)
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Word, scan_line
from lupus_mod.orders.text import STRONG, WEAK, Token, tokenize


def later_spans(line: str, index: NameIndex, tonight: int | None = None) -> tuple[tuple[int, int], ...]:
    """The (start, end) offsets of the line's clauses that order for a later night (`tonight`:
    the night read, whose later numbers are later nights: "per la notte 3 sfido Nazgul")."""
    line = numbered_as_later(line, tonight)
    tokens = tokenize(line)
    if not any(t.fold in LATER_WORDS for t in tokens):
        return ()
    spans: list[tuple[int, int]] = []
    ordered = False       # a clause of an earlier sentence holds a keyword
    for sentence in _sentences(tokens):
        keyed = [_keyed(line, clause, index) for clause in sentence]
        for n, clause in enumerate(sentence):
            # "meglio aspettare la prossima notte x sparare": put off, no order for later; nor
            # "tengo la pozione per domani": the power kept tonight (orders.keeping).
            if keyed[n] is not None and _later(keyed[n]) and not any(t.fold in PUT_OFF | KEEP_VERBS for t in clause):
                spans.append(_span(clause))
            elif keyed[n] is None and _time_only(clause):
                # "domani notte, sfido Grima", "sfido Grima, domani notte": the time said apart.
                near = next((m for m in (n + 1, n - 1) if 0 <= m < len(sentence) and keyed[m] is not None), None)
                if near is not None:
                    spans += [_span(clause), _span(sentence[near])]
            elif keyed[n] is None and (ordered or n and keyed[n - 1] is not None) and _led_by_later(clause):
                # "indago Grima, e domani Nazgul", "proteggo Lunaria. Domani notte invece
                # Merlina": the order before it, said again for later.
                spans.append(_span(clause))
        ordered = ordered or any(k is not None for k in keyed)
    return tuple(sorted(set(spans)))


# "notte 3: sbrano Pippino", "per la notte 4 sbrano Pippino", "x la notte 4:", « la nuit 3 »: a
# night said by its number (the forum's commonest form of a date).
_NUMBERED = re.compile(r"\b(notte|nuit|night)\s*(\d{1,2})\b", re.IGNORECASE)


def numbered_as_later(line: str, tonight: int | None) -> str:
    """The line with each night numbered after `tonight` written as "domani" (offsets kept):
    read as the plan it is, never tonight's order (it was applied, and replaced the pack's
    kill). Tonight's own number is tonight ("notte 2: sbrano Pippino" on night 2)."""
    if tonight is None:
        return line
    for said in _NUMBERED.finditer(line):
        if int(said.group(2)) > tonight:
            start, end = said.span()
            line = line[:start] + _LATER.ljust(end - start) + line[end:]
    return line


def numbered_later(line: str, tonight: int | None) -> bool:
    """The line names a night after `tonight` by its number."""
    return numbered_as_later(line, tonight) != line


_LATER = "domani"


def rests_tonight(pieces: tuple[Piece, ...]) -> bool:
    """ "stanotte riposo", "ce soir rien", "non sparo stanotte", "per ora non recluto": what
    is left of a line beside its later orders says the sender does nothing tonight, so the
    later orders are only his plans (talk), not a night he may have meant as tonight."""
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    return bool(folds & TONIGHT) and bool(folds & (REST | NOTHING | DOING_NOTHING | NEGATIONS | FRENCH_NEGATIONS))


def blank_spans(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    """`text` with those spans as spaces (offsets kept)."""
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def keep_only(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    """`text` with everything but those spans as spaces (offsets kept), each span its own
    sentence."""
    kept = [" "] * len(text)
    for start, end in spans:
        kept[start:end] = text[start:end]
        if end < len(text):
            kept[end] = "."
    return "".join(kept)


def _sentences(tokens: tuple[Token, ...]) -> list[list[list[Token]]]:
    """The line's sentences (cut at stops), each a list of clauses (cut at commas, and at a
    conjunction before a later time: "indago Sam e domani Bea")."""
    sentences: list[list[list[Token]]] = [[[]]]
    for n, token in enumerate(tokens):
        following = tokens[n + 1].fold if n + 1 < len(tokens) else ""
        if token.kind == STRONG:
            sentences.append([[]])
        elif token.kind == WEAK:
            sentences[-1].append([])
        elif token.fold in LATER_JOINS and following in LATER_WORDS | {"la", "il", "le"}:
            sentences[-1].append([])
        else:
            sentences[-1][-1].append(token)
    return [[c for c in s if c] for s in sentences if any(s)]


def _keyed(line: str, clause: list[Token], index: NameIndex) -> tuple[Piece, ...] | None:
    """The clause's pieces when it holds a keyword or a phrase of a power, else None."""
    start, end = _span(clause)
    pieces = scan_line(line[start:end], index)     # what it holds, not where: no offsets kept
    return pieces if any(isinstance(p, (Key, Said)) for p in pieces) else None


def _later(pieces: tuple[Piece, ...]) -> bool:
    """A keyed clause for a later night: a later word before its keyword ("domani sfido Grima",
    "la prossima volta indago lui"), or a later time right after its names ("sfido Grima
    domani notte"). The future alone is no later night: "stanotte indagherò Sam"."""
    at = next(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    if any(isinstance(p, Word) and p.fold in LATER_WORDS for p in pieces[:at]) \
            and not _dying_later(list(pieces[:at])):
        return True
    # "sfido Grima domani notte", "prelevo domani che è meglio", "Sfiderò Grima la notte
    # prossima": the time right after the order's names (not "indago Sam così domani…"); a
    # place's article too ("torno al mulino domani").
    rest = pieces[at + 1:]
    n = 0
    while n < len(rest) and (isinstance(rest[n], Ent) or isinstance(rest[n], Word)
                             and rest[n].fold in LATER_TIME_WORDS | MASCULINE_ARTICLES | FEMININE_ARTICLES):
        n += 1
    return n < len(rest) and isinstance(rest[n], Word) and rest[n].fold in LATER_WORDS


def _dying_later(before: list[Piece]) -> bool:
    """ "si on me lynche demain je tire sur Baptiste": the later time is of the sender's own
    death, the condition of a standing order given tonight (the Chasseur's shot, "qu'il meure
    de nuit ou de jour"), not a later night's order."""
    lead = next((n for n, p in enumerate(before) if isinstance(p, Word) and p.fold in CONDITION_WORDS), None)
    return lead is not None and own_death(before[lead + 1:])


def _led_by_later(clause: list[Token]) -> bool:
    """A clause opening with a later time ("domani Nazgul", "la prossima volta lui")."""
    for token in clause:
        if token.fold in LATER_WORDS:
            return True
        if token.fold not in LATER_TIME_WORDS:
            return False
    return False


def _time_only(clause: list[Token]) -> bool:
    folds = {t.fold for t in clause}
    return bool(folds & LATER_WORDS) and folds <= LATER_WORDS | LATER_TIME_WORDS


def _span(clause: list[Token]) -> tuple[int, int]:
    return clause[0].start, clause[-1].end
