"""A vote form denied by an idiom rather than by a plain negation: "Neanche io voto Grima",
"Col cavolo che voto Grima", "Pas question que je vote Kilian" (a `denials` phrase before the
keyword, in its clause), "voto Grima quando gli asini volano" (a `never` phrase right after the
name). Read as a vote these decided who burned; they are talk, `negated`. And the title's vote
put off ("Je vote Baptiste. Pour le capitaine je verrai plus tard."): the post's vote is then
the day's, no doubt between the two polls. A part of the grammar (votes/grammar.py)."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import STRONG, WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import ELECT, STAKE, VOTE, Found

# How many words may stand between a denial and the keyword: "Neppure sotto tortura io voto
# Grima", "Il est hors de question que je vote Isidore". Farther, the denial is another
# clause's ("Nemmeno Bilbetto ha parlato oggi e voto Grima" is stopped by "e" anyway).
DENIAL_REACH = 3
# The French negation's second word, after the verb it denies (« il ne répond pas »).
AFTER_VERB_NO = frozenset({"pas", "plus", "jamais", "point"})


class Denied:
    """A mixin of `Grammar` (it reads `self.folded` and the phrase tables)."""

    folded: dict[str, frozenset[str]]
    denial_phrases: frozenset[tuple[str, ...]]
    never_phrases: frozenset[tuple[str, ...]]
    later_phrases: frozenset[tuple[str, ...]]
    election: tuple[str, ...]

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

    def _no_of_clause_before(self, tokens: Sequence[Token], i: int) -> bool:
        """« Si Isidore ne répond pas je vote Kilian »: a « pas » right before the form's « je »
        ends the clause before it (a condition's, read as a hedge), never denies the vote of the
        « je » after it (« Isidore ne répond pas je vote Kilian », no condition: a doubt)."""
        word = tokens[i].fold   # « … repond pas jvote X »: « je » glued to the keyword
        return i > 0 and tokens[i - 1].kind == WORD and tokens[i - 1].fold in AFTER_VERB_NO \
            and (word in self.folded["first_person"] or len(word) > 2 and word[0] == "j" and word[1] not in "aeiouy")

    def _never_after(self, tokens: Sequence[Token], end: int) -> bool:
        """A `never` phrase right after the name (commas aside): "voto Grima quando gli asini
        volano", "Je vote Kilian, quand les poules auront des dents"."""
        past = speech.phrases_end(tokens, end, self.never_phrases)
        # "voto Corvo nn ha senso" ends there; "voto Corvo, nn ha senso aspettare" says another thing.
        return past > end and (past >= len(tokens) or tokens[past].kind != WORD)

    def _day_said(self, tokens: Sequence[Token], found: Sequence[Found]) -> tuple[Found, ...]:
        """The forms found, with the votes that name no poll made the day's (STAKE) where the
        post puts the title's vote off and elects nobody: "Je vote Baptiste. Pour le capitaine
        je verrai plus tard." is a vote to execute, never a doubt between the two polls."""
        if not self.election or any(f.kind == ELECT for f in found) \
                or not any(f.kind == VOTE and not f.poll for f in found) or not self._title_put_off(tokens):
            return tuple(found)
        return tuple(replace(f, poll=STAKE) if f.kind == VOTE and not f.poll else f for f in found)

    def _title_put_off(self, tokens: Sequence[Token]) -> bool:
        """A sentence that names the elected title and a `later` phrase: "Pour le capitaine je
        verrai plus tard", "Capitaine : pas encore", "Per il sindaco vedrò più tardi"."""
        for k, token in enumerate(tokens):
            if token.kind != WORD or token.fold not in self.folded["election"]:
                continue
            start = speech.sentence_start(tokens, k)
            # To the full stop ("Capitaine : pas encore": past the colon).
            stop = next((m for m in range(k, len(tokens)) if tokens[m].kind == STRONG or tokens[m].text == "\n"),
                        len(tokens))
            if any(speech.phrases_end(tokens, m, self.later_phrases) > m for m in range(start, stop)):
                return True
        return False
