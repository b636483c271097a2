"""A vote given back without a keyword: "Eowyna il rosso non ti salva lol. Ricambio il favore",
« Je te rends la pareille. » under a vote against the author. Most likely his vote for the one
who voted him, the one the post names; yet no form says so: a doubt offering the one player
the post named before (nobody when none or several), never talk the count loses. A part of
the grammar (votes/grammar.py).
"""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, VOTE, Found
from lupus_mod.votes.named_before import one_named_before
from lupus_mod.votes.names import Roster


class Returned:
    """A mixin of `Grammar` (it reads the phrase tables)."""

    returned_phrases: frozenset[tuple[str, ...]]

    def _returned(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                  bold: Sequence[bool] | None, author: str | None) -> tuple[Found, int] | None:
        """A `returned` phrase opening its sentence or clause at token i and ending its sentence
        ("Ricambio il favore.", « Baptiste, je te rends la pareille. »; not "Ricambio: voto
        Legolasso" nor "Ricambio, voto Legolasso", whose form says the name, nor "ricambio il
        favore domani")."""
        if tokens[i].kind != WORD or tokens[i].fold not in speech.opening_words(self.returned_phrases) \
                or not (speech.opens_sentence(tokens, i) or tokens[i - 1].text == ","):
            return None
        end = speech.phrases_end(tokens, i, self.returned_phrases)
        if end == i or end < len(tokens) and (not speech.ends_sentence(tokens[end]) or tokens[end].text == ":"):
            return None
        start, stop = tokens[i].start, tokens[end - 1].end
        target = one_named_before(text, tokens, i, roster, author, text[start:stop], several=True)
        return Found(VOTE, start, stop, text[start:stop], target, bool(bold) and any(bold[start:stop]), DOUBT), end
