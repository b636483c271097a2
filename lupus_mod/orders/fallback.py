"""The players named after an order as the target to take if it cannot be ("sfido Grima,
altrimenti Nazgul", "vampirizzo Podesta, se nn si può allora Bacco"): each offered as the
order's when the GM settles its condition. Pure.
"""
from __future__ import annotations

from lupus_mod.orders.conditions import FALLBACK_WORDS, THEN_WORDS, condition_at, condition_leads, sentences
from lupus_mod.orders.italian import CONDITION_TARGET_LEADS
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Word


def fallback_names(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "sfido Grima, altrimenti Nazgul", "sennò indago Nazgul", "prevedo Boromiro. Se è già
    stato previsto, allora Grimaldo": the players named after the order as the target to take
    if it cannot be, each offered as the order's when the GM settles the condition."""
    said = sentences(pieces)
    keyed = [n for n, (sentence, _) in enumerate(said) if any(isinstance(p, (Key, Said)) for p in sentence)]
    if not keyed:
        return ()
    found: list[Ent] = []
    for sentence, _ in said[keyed[0]:keyed[-1] + 1]:
        lead = next((n for n, p in enumerate(sentence) if isinstance(p, Word) and p.fold in FALLBACK_WORDS
                     and any(isinstance(q, (Key, Said)) for q in sentence[:n])), None)
        found += [p for p in sentence[lead or len(sentence):] if isinstance(p, Ent)]
        found += _elided_after_condition(sentence) + _then_after_condition(sentence)
    for sentence, _ in said[keyed[-1] + 1:]:
        found += [p for p in sentence if isinstance(p, Ent)] if condition_leads(tuple(sentence)) else []
    return tuple(found)


def _elided_after_condition(sentence: list[Piece]) -> list[Ent]:
    """The players led by `CONDITION_TARGET_LEADS` in a condition's clause after the sentence's order."""
    keys = [n for n, p in enumerate(sentence) if isinstance(p, (Key, Said))]
    at = next((n for n in range(keys[0] + 1, len(sentence)) if condition_at(sentence, n)), None) if keys else None
    if at is None:
        return []
    return [p for before, p in zip(sentence[at:], sentence[at + 1:]) if isinstance(p, Ent)
            and isinstance(before, Word) and before.fold in CONDITION_TARGET_LEADS]


def _then_after_condition(sentence: list[Piece]) -> list[Ent]:
    """ "vampirizzo Podesta, se nn si può allora Bacco": after the sentence's order, a condition
    then a "then" word (`THEN_WORDS`) and names with no verb of their own: the order's target if
    the first cannot be (a verb after "allora" is an order of its own: its names are read there)."""
    keys = [n for n, p in enumerate(sentence) if isinstance(p, (Key, Said))]
    at = next((n for n in range(keys[0] + 1, len(sentence)) if condition_at(sentence, n)), None) if keys else None
    then = next((n for n in range(at + 1, len(sentence)) if isinstance(sentence[n], Word)
                 and sentence[n].fold in THEN_WORDS), None) if at is not None else None
    if then is None or any(isinstance(p, (Key, Said)) for p in sentence[then:]):
        return []
    return [p for p in sentence[then + 1:] if isinstance(p, Ent)]
