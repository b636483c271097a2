"""Words written with a slip of the keyboard: a letter left out, added, changed, two swapped,
or a letter held ("vooooto", "rogooo"). What the grammar reads of them is asked, never counted
unsaid (votes/cries.py)."""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from lupus_mod.orders.text import WORD, Token


def held_end(tokens: Sequence[Token], i: int, table: frozenset[tuple[str, ...]]) -> int:
    """The index past a phrase of `table` written with a letter held at token i ("al rogooo",
    "BRUCIAAA", « au bûcherrr »), else 0."""
    held = held_phrases(table)
    for size in range(max(map(len, held), default=0), 0, -1):
        run = tokens[i:i + size]
        if len(run) == size and all(t.kind == WORD for t in run) and tuple(stretched(t.fold) for t in run) in held:
            return i + size
    return 0


@lru_cache(maxsize=8192)
def slips_into(typed: str, keywords: tuple[str, ...]) -> bool:
    """`typed` is one of `keywords` mistyped by one letter. Asked of the first word of every
    line, and a thread's lines open with the same few words: each is compared once a run."""
    return any(_one_slip(typed, k) for k in keywords)


def _one_slip(typed: str, word: str) -> bool:
    """`typed` is `word` with one letter left out, added, changed, or two swapped ("vot",
    "votto", "vpto", "ovto" for "voto"); never for words under three letters."""
    if typed != word and stretched(typed) == stretched(word) and len(word) >= 3:
        return True   # "vooooto": a letter held
    if typed == word or min(len(typed), len(word)) < 3 or abs(len(typed) - len(word)) > 1:
        return False
    if len(typed) == len(word):
        diff = [n for n, (a, b) in enumerate(zip(typed, word)) if a != b]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and typed[diff[0]] == word[diff[1]] and typed[diff[1]] == word[diff[0]])
    short, long = sorted((typed, word), key=len)
    return any(long[:n] + long[n + 1:] == short for n in range(len(long)))


@lru_cache(maxsize=16)
def held_phrases(table: frozenset[tuple[str, ...]]) -> frozenset[tuple[str, ...]]:
    """A table's phrases with each run of one letter written once, as `stretched` reads a word."""
    return frozenset(tuple(stretched(w) for w in p) for p in table)


@lru_cache(maxsize=8192)
def stretched(word: str) -> str:
    """The word with each run of one letter written once ("vooooto": "voto")."""
    return "".join(c for n, c in enumerate(word) if not n or c != word[n - 1])

