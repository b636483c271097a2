"""Whether a cry for the stake, or the name before it, opens what its author says (votes/cries.py):
its sentence, a clause after a comma, or after only `bare` words and "and" ("Et contre Josephine
pour le bûcher", "…, et pour le bûcher Isidore"), or after the author's opinion said
(`cry_leads`: « Per me Zanna al rogo », « secondo me Zanna al rogo », « Selon moi Kilian au
bûcher »), as with the comma of « Per me, Zanna al rogo ». "Va al rogo Zefiro." (the GM's
result) and "Propongo Gollum al rogo" say something else about the stake. A part of the
grammar (votes/grammar.py)."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.names import Resolution, Roster


class CryLeads:
    """A mixin of `Grammar` (it reads `self.folded` and `self.cry_lead_phrases`)."""

    folded: dict[str, frozenset[str]]
    cry_lead_phrases: frozenset[tuple[str, ...]]

    def _opens_but_bare(self, tokens: Sequence[Token], first: int) -> bool:
        """The name (or the cry) at `first` opens its sentence or a clause after a comma, or
        follows only `bare` words and "and", or an opinion of the author's (`cry_leads`)."""
        lead = self._cry_lead(tokens, first)
        # A comma opens a clause of its own: ", et pour le bûcher Isidore", "capitaine Amandine,
        # bûcher Baptiste", "Je suis d'accord avec Hortense, Isidore au bûcher".
        return speech.opens_sentence(tokens, lead) or (lead > 0 and tokens[lead - 1].text == ",")

    def _cry_lead(self, tokens: Sequence[Token], first: int) -> int:
        """Where the words before `first` that only lead to it start: `bare` words and "and",
        then an opinion (« Lunaria dice: per me Zanna al rogo » is Lunaria's words reported,
        as « Lunaria dice: Zanna al rogo »)."""
        lead = first
        while lead and not speech.ends_sentence(tokens[lead - 1]) and tokens[lead - 1].kind == WORD \
                and tokens[lead - 1].fold in self.folded["bare"] | self.folded["alternatives"]:
            lead -= 1
        longest = max(map(len, self.cry_lead_phrases), default=0)
        opinion = speech.phrase_start(tokens, lead - 1, self.cry_lead_phrases, longest, widest=True) if lead else None
        return lead if opinion is None else opinion

    def _asked_before(self, text: str, tokens: Sequence[Token], i: int, boundary: int,
                      roster: Roster) -> tuple[Resolution, int] | None:
        """A player's name alone in the question right before the cry at i, and where it
        starts: "Becchino? al rogo!", « Kilian ? Au bûcher ! ». The board's way of calling
        for him in two beats, the name put to the thread and the answer cried; yet the cry
        does not name him: asked (the Italian cry beside its name asks already), never
        counted at once. None for any other word, or a question of more words ("Hai visto
        Becchino? Al rogo!")."""
        if i < 2 or "?" not in tokens[i - 1].text or not speech.ends_sentence(tokens[i - 1]):
            return None
        start = speech.subject(text, tokens, i - 1, roster)
        if start is None or start < boundary or not speech.opens_sentence(tokens, start):
            return None
        return roster.resolve(text[tokens[start].start:tokens[i - 2].end]), start
