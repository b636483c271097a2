"""Agreeing with someone else's vote, and crossing out one's own: two ways a post may vote
without a vote form of its own, which only the GM can read for sure (docs/tally.md, Doubts).

- "[quote=Sam]voto Gollum[/quote] idem", "Sam ha detto voto Gollum, io pure", "+1": the
  author may join the vote he quotes or reports, or only approve what was said. Read as a
  quote it would be dropped silently; read as a vote it would be a guess: a doubt offering the
  names of the votes he agrees with.
- "[s]voto Gollum[/s]": the author struck his vote out. He most likely takes it back, but the
  words are still his: a doubt whose settle line offers "unvote".

Pure: words come folded from the Grammar (`agree`, `negations`).
"""
from __future__ import annotations

import re
from typing import AbstractSet, Sequence

from lupus_mod.orders.text import STRONG, WORD, Token

# "+1" is no word: the tokenizer drops the "+", so it is found in the text itself.
PLUS_ONE = re.compile(r"(?<![\w+])\+\s?1(?!\d)")
NEGATION_REACH = 3   # "non sono d'accordo", "je ne suis pas d'accord": the negation's words before


def agreement(text: str, tokens: Sequence[Token], table: AbstractSet[tuple[str, ...]],
              negations: AbstractSet[str]) -> str | None:
    """The words of the author's own text that agree with what he quotes ("idem", "io pure",
    "pareil", "+1"), unless a negation comes right before them ("non concordo", "pas
    d'accord"); None when there are none."""
    plus = PLUS_ONE.search(text)
    if plus is not None:
        return plus.group()
    longest = max((len(p) for p in table), default=0)
    for at in range(len(tokens)):
        for n in range(longest, 0, -1):
            words = tokens[at:at + n]
            if len(words) == n and all(t.kind == WORD for t in words) \
                    and tuple(t.fold for t in words) in table and not _negated(tokens, at, negations):
                return text[words[0].start:words[-1].end]
    return None


def _negated(tokens: Sequence[Token], at: int, negations: AbstractSet[str]) -> bool:
    for k in range(at - 1, max(-1, at - 1 - NEGATION_REACH), -1):
        if tokens[k].kind == STRONG or tokens[k].text == "\n":
            return False
        if tokens[k].kind == WORD and tokens[k].fold in negations:
            return True
    return False
