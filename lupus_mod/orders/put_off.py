"""A correction that keeps the old target for a later night before naming tonight's: « sbrano
Arwenna. Anzi no, lei la lasciamo x domani, stanotte Eowyna », « tormento Eowyna... anzi no,
lei domani. Stanotte Rosie », « indago Gollum. anzi no, Gollum lo teniamo x domani, stanotte
Grima ». The "domani" is said of the old target (a pronoun for him, or his name), not of the
new one: tonight's name is the new target (the whole tail was read as a plan for another
night, and the old order applied in silence). "invece Nazgul lo guardo domani" (the new name
itself for later) is no such line.

Pure: the pieces after the correction word in; words folded.
"""
from __future__ import annotations

from lupus_mod.orders.italian import (ALSO_WORDS, FRENCH_NEGATIONS, KEEP_VERBS, LATER_SOMETIME, LATER_WORDS, NEGATIONS,
                                      NOT_YET, PUT_OFF_REFERENCES)
from lupus_mod.orders.text import holds_phrase
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Sep, Word

# "lui lo tengo x domani", "Gollum lo lasciamo a domani", « je le garde pour demain »: the words
# of keeping someone back; "rimando" and "aspetto" put the power off (orders.resting).
_KEEPING = KEEP_VERBS | frozenset({"lascio", "lasciamo", "laisse", "laissons", "rimando", "rimandiamo"})
# "lo tengo d'occhio anche domani", "lo tengo ancora domani": kept in mind, or the order again.
_NOT_BACK = ALSO_WORDS | frozenset({"ancora", "occhio", "oeil", "mente", "sempre", "encore"})


def clauses(pieces: tuple[Piece, ...]) -> list[tuple[Piece, ...]]:
    """The line's clauses: its pieces cut at every separator (none empty)."""
    cut: list[list[Piece]] = [[]]
    for piece in pieces:
        if isinstance(piece, Sep):
            cut.append([])
        else:
            cut[-1].append(piece)
    return [tuple(c) for c in cut if c]


def for_later(clause: tuple[Piece, ...]) -> bool:
    """A clause holding a word of a later night ("domani", "la prossima")."""
    return any(isinstance(p, Word) and p.fold in LATER_WORDS for p in clause)


def later_or_not_yet(pieces: tuple[Piece, ...]) -> bool:
    """A later night named, or "not yet" ("nah, nn ancora" a PM after `uso l'alfa stanotte`:
    offered the order first, the opposite of what he said)."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    return for_later(pieces) or holds_phrase(words, LATER_SOMETIME) or any(w in NEGATIONS | FRENCH_NEGATIONS and then in NOT_YET
                                    for w, then in zip(words, words[1:]))


def put_off_clause(clause: tuple[Piece, ...]) -> bool:
    """ "lei la lasciamo x domani", "Gollum lo teniamo x domani", "lui domani": a clause
    keeping someone (a pronoun for the old target, or a name) for a later night. A time alone
    ("anzi no, domani, Eowyna") may put the whole power off: not this."""
    folds = {p.fold for p in clause if isinstance(p, Word)}
    return for_later(clause) and (bool(folds & PUT_OFF_REFERENCES) or any(isinstance(p, Ent) for p in clause))


def put_off_names(rest: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The names of the clauses after a correction word that keep them for a later night
    ("anzi no, Gollum lo teniamo x domani, stanotte Grima": Gollum is put off, not new)."""
    return tuple(p for clause in clauses(rest) if put_off_clause(clause) for p in clause if isinstance(p, Ent))


def put_off_before(rest: tuple[Piece, ...], first: Ent) -> bool:
    """A clause putting the old target off to a later night before the clause of the new
    name `first`, which is not for later itself ("anzi no, lei domani, stanotte Rosie")."""
    cut = clauses(rest)
    at = next(n for n, clause in enumerate(cut) if first in clause)
    return any(put_off_clause(c) for c in cut[:at]) and not for_later(cut[at])


def tonight_after_put_off(rest: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ "… anzi no, lei domani. Stanotte Rosie": after the no, a clause keeping the old target
    for a later night, then the clause said for tonight (its pieces, for the caller to read as
    names only); () else."""
    cut = clauses(rest)
    if len(cut) < 2 or not put_off_clause(cut[0]) or for_later(cut[1]):
        return ()
    return cut[1]


def own_target_put_off(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """ "indago Nosferatu... lui lo tengo x domani", "indago Gollum. anzi no, Gollum lo teniamo x
    domani": after the line's order, its last clause keeps that order's target for a later night
    (a pronoun for him or his name again, a word of keeping) and names no one for tonight: the
    order is taken back (it was applied in silence). The players it keeps; () else."""
    keys = [n for n, p in enumerate(pieces) if isinstance(p, Key)]
    cut = clauses(pieces)
    if len(keys) != 1 or len(cut) < 2:
        return ()
    last = cut[-1]
    folds = {p.fold for p in last if isinstance(p, Word)}
    targets = {t for p in pieces[keys[0]:] if isinstance(p, Ent) and p not in last for t in p.players()}
    named = {t for p in last if isinstance(p, Ent) for t in p.players()}
    if not targets or any(isinstance(p, Key) for p in last) or not named <= targets \
            or not put_off_clause(last) or not folds & _KEEPING or folds & _NOT_BACK:
        return ()
    # The clause's last separator before it: a correction ("anzi no, …") or a pause ("…").
    before = next(p for p in reversed(pieces[:pieces.index(last[0])]) if isinstance(p, Sep))
    return tuple(sorted(targets)) if named or folds & PUT_OFF_REFERENCES or before.kind == CORRECTION else ()
