"""A vote form denied by an idiom rather than by a plain negation: "Neanche io voto Grima",
"Col cavolo che voto Grima", "Pas question que je vote Kilian" (a `denials` phrase before the
keyword, in its clause), "voto Grima quando gli asini volano" (a `never` phrase right after the
name). Read as a vote these decided who burned; they are talk, `negated`. A part of the
grammar (votes/grammar.py)."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech

# How many words may stand between a denial and the keyword: "Neppure sotto tortura io voto
# Grima", "Il est hors de question que je vote Isidore". Farther, the denial is another
# clause's ("Nemmeno Bilbetto ha parlato oggi e voto Grima" is stopped by "e" anyway).
DENIAL_REACH = 3


class Denied:
    """A mixin of `Grammar` (it reads `self.folded` and the phrase tables)."""

    folded: dict[str, frozenset[str]]
    denial_phrases: frozenset[tuple[str, ...]]
    never_phrases: frozenset[tuple[str, ...]]

    def _denied(self, tokens: Sequence[Token], i: int) -> bool:
        """A `denials` phrase ends at most DENIAL_REACH words before the keyword at token i,
        with only words between: no comma ("Neanche per sogno, voto Grima" refuses something
        else, then votes), no "ma", "e", "mais", "et" (`stops`: a new clause)."""
        longest = max((len(p) for p in self.denial_phrases), default=0)
        for j in range(i - 1, max(-1, i - 2 - DENIAL_REACH), -1):
            token = tokens[j]
            if token.kind != WORD or token.fold in self.folded["stops"]:
                return False
            if speech.phrase_ends(tokens, j, self.denial_phrases, longest):
                return True
        return False

    def _never_after(self, tokens: Sequence[Token], end: int) -> bool:
        """A `never` phrase right after the name (commas aside): "voto Grima quando gli asini
        volano", "Je vote Kilian, quand les poules auront des dents"."""
        return speech.phrases_end(tokens, end, self.never_phrases) > end
