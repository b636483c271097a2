"""A recount line in a player's post: a vote form, a dash and the voters' names ("Riepilogo:\\n
voto Grima - Bilbetto, Merrino\\nvoto Nazgul - Boromiro, Grimaldo") tells who voted whom, it is
no vote of the author's. A part of the grammar (votes/grammar.py).

Two names or more after the dash are a recount (talk); one alone ("voto Grima - Bilbetto") may
be Bilbetto's vote recounted or the author's vote said to Bilbetto: a doubt the GM settles.
"""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes.forms import DOUBT, REPORTED
from lupus_mod.votes.names import Roster

# A dash between spaces: punctuation the tokens leave out ("Jean-Luc" holds one, no spaces).
DASHES = ("-", "–", "—")


class Recounted:
    """A mixin of `Grammar` (it reads `self.folded` and `self._target`)."""

    folded: dict[str, frozenset[str]]

    def _recount(self, text: str, tokens: Sequence[Token], end: int, roster: Roster) -> str:
        """REPORTED, DOUBT or "" for the words after the vote's name ending at token `end`."""
        if end >= len(tokens) or tokens[end].kind != WORD or not _dash(text, tokens[end - 1], tokens[end]):
            return ""
        close = next((k for k in range(end, len(tokens)) if tokens[k].text == "\n"), len(tokens))
        voters, at = 0, end
        while at < close:
            found = self._target(text, tokens, at, roster)
            if found is None or not found[0].ok:
                return ""   # "Voto Grima - mente": words about him, the vote stands
            voters, at = voters + 1, found[1]
            while at < close and (tokens[at].text == "," or tokens[at].fold in self.folded["alternatives"]):
                at += 1     # "Bilbetto, Merrino e Pippino"
        return REPORTED if voters > 1 else DOUBT


def _dash(text: str, before: Token, after: Token) -> bool:
    gap = text[before.end:after.start]
    return gap != gap.strip() and gap.strip() in DASHES
