"""A decision of the day said in the thread, no vote: the Chasseur's shot (« je tire sur
Gaspard », « le chasseur emporte Kilian ») and the Capitaine's heir (« je désigne Gaspard comme
successeur », « mon successeur est Gaspard »). The rulebook's Chasseur "doit désigner une
personne qui mourra également, sur-le-champ", the Capitaine "dans son dernier souffle, il
désigne un successeur": their answers go in the day's record (`tir`, `successeur`,
docs/game-folder.md), never in the count. Read as talk they went unseen; read as a vote, the
shot counted for the execution. Found with the decision as its reason: never counted, shown to
the GM with the line that records it (votes/report.py). A part of the grammar (votes/grammar.py).
"""
from __future__ import annotations

from typing import Callable, Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import HEIR, SHOT, VOTE, Found
from lupus_mod.votes.named_before import names_between
from lupus_mod.votes.names import ALIAS, EXACT, Resolution, Roster

# The day record's key of each decision: Thiercelieux's `day_key` of the Chasseur's shot and
# of the Capitaine's heir (lupus_mod/rulesets/thiercelieux.toml, [[decision]]).
DAY_KEYS = {SHOT: "tir", HEIR: "successeur"}


class DayDecisions:
    """A mixin of `Grammar` (it reads the phrase tables)."""

    shot_phrases: frozenset[tuple[str, ...]]
    shot_after_phrases: frozenset[tuple[str, ...]]
    folded: dict[str, frozenset[str]]
    _match: Callable[..., tuple[Found | None, int] | None]   # the grammar's vote forms
    _target: Callable[..., tuple[Resolution, int] | None]    # the name after a phrase

    def _day_decision(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                      bold: Sequence[bool] | None, author: str | None) -> tuple[Found, int] | None:
        """A clause opening at token i (its sentence's start, or after a comma: « Si je meurs,
        je tire sur Kilian. ») that says the shot (a `shots` phrase then a player's name) or
        the heir (an `heirs` word, said in the first person, one player named, the author
        aside); never a question, and it ends before a vote form of the sentence (« Kilian
        sera mon successeur, et je vote Isidore »: the heir, then the vote)."""
        if tokens[i].kind != WORD or not (speech.opens_sentence(tokens, i) or tokens[i - 1].text == ","):
            return None
        end = self._decision_end(text, tokens, i, roster, bold, author)
        if end is None:
            return None
        after = speech.phrases_end(tokens, i, self.shot_phrases)
        aimed = self._target(text, tokens, after, roster, author) if after > i else None
        if aimed is not None and aimed[0].how in (EXACT, ALIAS) and aimed[1] <= end:
            return self._decision(text, tokens, i, aimed[1], aimed[0].name, bold, SHOT), aimed[1]
        first = self._shot_named_first(text, tokens, i, end, roster, author)
        if first is not None:
            return self._decision(text, tokens, i, end, first, bold, SHOT), end
        words = {t.fold for t in tokens[i:end] if t.kind == WORD}
        named = names_between(text, tokens, i, end, roster, author)
        if not (words & self.folded["heirs"] and words & self.folded["first_person"]) or len(named) != 1:
            return None
        return self._decision(text, tokens, i, end, named[0], bold, HEIR), end

    def _shot_named_first(self, text: str, tokens: Sequence[Token], i: int, end: int, roster: Roster,
                          author: str | None) -> str | None:
        """The player named at i, then (past a comma) the shot's words ending the clause
        (`shots_after`: « Kilian, je l'emporte avec moi »); else None."""
        named = self._target(text, tokens, i, roster, author)
        if named is None or named[0].how not in (EXACT, ALIAS) or named[1] >= end:
            return None
        at = named[1] + (tokens[named[1]].text == ",")
        past = speech.phrases_end(tokens, at, self.shot_after_phrases)
        return named[0].name if at < past and past >= end else None

    def _decision_end(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                      bold: Sequence[bool] | None, author: str | None) -> int | None:
        """Where the clause at token i ends: its sentence's end, or the comma or "et" before a
        vote form of the sentence; None for a question, or a vote form with neither before it."""
        end = next((k for k in range(i, len(tokens)) if speech.ends_sentence(tokens[k])), len(tokens))
        if end < len(tokens) and tokens[end].text == "?":
            return None
        form = next((k for k in range(i, end) if self._match(text, tokens, k, i, roster, bold, author)), None)
        if form is None:
            return end
        return next((k for k in range(form - 1, i, -1) if tokens[k].text == "," or tokens[k].fold in self.folded["and_then"]),
                    None)

    @staticmethod
    def _decision(text: str, tokens: Sequence[Token], i: int, end: int, name: str,
                  bold: Sequence[bool] | None, reason: str) -> Found:
        start, stop = tokens[i].start, tokens[end - 1].end
        return Found(VOTE, start, stop, text[start:stop], Resolution(name, EXACT, name),
                     bool(bold) and any(bold[start:stop]), reason)
