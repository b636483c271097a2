"""An election vote taken back before a later vote of the same post: « Je vote pour moi comme
capitaine lol, non sérieux je vote Zoé ». Read after the grammar's scan (votes/reading.py). Pure.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import WORD, Token, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, ELECT, NO_WORDS, VOTE, Found


def election_taken_back(text: str, found: Sequence[Found], corrections: frozenset[tuple[str, ...]],
                        first_person: frozenset[str]) -> tuple[Found, ...]:
    """The forms of a post without an election vote that a correction saying no takes back
    before a later vote of the post: « Je vote pour moi comme capitaine lol, non sérieux je
    vote Zoé ». The later word stands; left alone, the election's name would make « je vote
    Zoé » the day's vote, a reading nobody meant (its poll is asked while both are open)."""
    tokens = tokenize(text)
    dropped, asked = set(), set()
    for n, elect in enumerate(found):
        if elect.kind != ELECT or elect.reason not in ("", DOUBT):
            continue
        later = next((f for f in found[n + 1:] if f.kind == VOTE and not f.poll and f.reason in ("", DOUBT)), None)
        if later is not None and _no_before(tokens, elect.end, later.start, corrections, first_person):
            dropped.add(n)
        elif later is None and _no_then_words(tokens, elect.end, corrections):
            asked.add(n)   # « jvote moi comme capitaine mdr, non serieux Isidore »: the GM asked
    return tuple(replace(f, reason=DOUBT) if n in asked else f for n, f in enumerate(found) if n not in dropped)


def _no_then_words(tokens: Sequence[Token], start: int, corrections: frozenset[tuple[str, ...]]) -> bool:
    """A run of corrections saying no after offset start, in the form's sentence or opening the
    next (« … capitaine lol. Non sérieux, Kilian »), words after it."""
    opening = None   # the first token of the next sentence, once past the form's
    for k in (k for k, t in enumerate(tokens) if t.start >= start):
        if speech.ends_sentence(tokens[k]):
            if opening is not None:
                return False
            opening = k + 1
            continue
        if opening is not None and k != opening:
            return False
        run = speech.phrases_end(tokens, k, corrections)
        if run > k and any(tokens[j].fold in NO_WORDS for j in range(k, run)) \
                and any(t.kind == WORD for t in tokens[run:]):
            return True
    return False


def _no_before(tokens: Sequence[Token], start: int, end: int, corrections: frozenset[tuple[str, ...]],
               first_person: frozenset[str]) -> bool:
    """A run of corrections saying no between offsets start and end, only the first person's
    words after it (« non sérieux je vote »)."""
    inside = [k for k, t in enumerate(tokens) if t.start >= start and t.end <= end]
    for k in inside:
        run = speech.phrases_end(tokens, k, corrections)
        if run > k and any(tokens[j].fold in NO_WORDS for j in range(k, run)) \
                and all(tokens[j].kind != WORD or tokens[j].fold in first_person for j in range(run, inside[-1] + 1)):
            return True
    return False
