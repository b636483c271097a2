"""The players offered after a vote's name: "Zefiro o Anna", "Zefiro/Anna", "voto Zanna >
Ululone", "voto Nazgul Grima", "voto Nazgul, Gollum." — a choice unmade, which only the GM
settles. A mixin of `Grammar` (it reads `self.folded` and the phrase tables). Pure.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.names import ALIAS, AMBIGUOUS, EXACT, WORD as NAME_WORD, Resolution, Roster
from lupus_mod.votes.written_names import name_tokens


class OfferedNames:
    """The names offered after the first (Grammar compiles the words it reads)."""

    folded: dict[str, frozenset[str]]
    today_phrases: frozenset[tuple[str, ...]]
    undecided_phrases: frozenset[tuple[str, ...]]

    def _undecided_after(self, tokens: Sequence[Token], end: int) -> bool:
        """After the names offered, past a comma or a pause, the author says he has not decided:
        "voto Merrino oppure Pipino, devo ancora decidere", « … ou Hugo, j'hésite »."""
        at = end
        while at < len(tokens) and tokens[at].text in (",", "...", "…"):
            at += 1
        return at > end and speech.phrases_end(tokens, at, self.undecided_phrases) > at

    def _alternative(self, text: str, tokens: Sequence[Token], start: int, end: int, roster: Roster,
                     first: str | None, lists: bool = False) -> tuple[Resolution, int] | None:
        """The players offered after `first` (from `start` to `end`), each after the one before
        ("Grima > Nazgul > Gollum": all three), as one ambiguous name and the index past it;
        with `lists`, after a comma too ("voto Nazgul, Gollum")."""
        names, at = [first], end
        while (other := self._next_offered(text, tokens, at, roster, names[-1], lists)) is not None:
            names, at = names + [other[0].name], other[1]
        typed = text[tokens[start].start:tokens[at - 1].end]
        return None if at == end else (Resolution(typed, AMBIGUOUS, candidates=tuple(dict.fromkeys(names))), at)

    def _settled_among(self, text: str, tokens: Sequence[Token], end: int, roster: Roster,
                       offered: Resolution) -> tuple[Resolution, int] | None:
        """A correction right after the names offered, its name ending the clause: "voto Falco
        o Calamity, anzi Calamity", "…, anzi Doc" — the name he settled on offered first, the
        doubt kept (the GM reads his choice); None otherwise ("…, anzi Calamity mi sembra
        innocente" says something of her)."""
        later = self._corrected(text, tokens, end, roster)
        if later is None or not later[0].ok or later[1] < len(tokens) and tokens[later[1]].kind == WORD:
            return None
        first = later[0].name
        return replace(offered, candidates=(first, *(c for c in offered.candidates if c != first))), later[1]

    def _next_offered(self, text: str, tokens: Sequence[Token], end: int, roster: Roster,
                      first: str | None = None, lists: bool = False) -> tuple[Resolution, int] | None:
        """A player offered right after the name (`first`): "Zefiro o Anna", "Zefiro/Anna", a second
        name with nothing between ("voto Nazgul Grima": which one?); past a stop when that name
        ends its clause ("voto Zefiro, o Anna", "Je vote Kilian. Ou Hortense."); else None."""
        at = end
        alternatives = self.folded["alternatives"]
        crossed = at + 1 < len(tokens) and tokens[at].kind != WORD \
            and tokens[at + 1].kind == WORD and tokens[at + 1].fold in alternatives
        at += crossed
        # "voto Nazgul, Gollum.", "voto Nazgul, oggi Gollum": a list, or Gollum addressed? The
        # GM says; the listed name must end its clause ("voto Nazgul, Gollum mente" is talk).
        listed = lists and not crossed and at + 1 < len(tokens) and tokens[at].text == "," and tokens[at + 1].kind == WORD
        at = speech.phrases_end(tokens, at + 1, self.today_phrases) if listed else at
        while listed and at < len(tokens) and tokens[at].fold in self.folded["doubt_words"]:
            at += 1   # "voto Nazgul, forse Gollum"
        gap = text[tokens[at - 1].end:tokens[at].start] if 0 < at < len(tokens) else "\n"
        # Only spaces between, the next word a player's name as written: "voto Nazgul Grima".
        bare = at < len(tokens) and tokens[at].kind == WORD and not gap.strip() and "\n" not in gap
        if at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in alternatives:
            at += 1
            bare = False
            while at < len(tokens) and tokens[at].kind == WORD and (tokens[at].fold in self.folded["doubt_words"]
                                                                   or tokens[at].fold in self.folded["also"]
                                                                   or tokens[at].fold in self.folded["moved_to"]
                                                                   or tokens[at].fold in self.folded["inserts"]):
                at += 1   # "Anna o forse Bea", "Zanna, e anche Becchino", « Isidore, ou alors Kilian »
        elif not (gap.strip() in PREFERRED or bare or listed):
            return None
        words = name_tokens(text, tokens, at, roster.max_words + 1)
        if not words:
            return None
        second, used = roster.match_start([t.fold for t in words], [t.text for t in words])
        if crossed and at + used < len(tokens) and tokens[at + used].kind == WORD \
                and speech.phrases_end(tokens, at + used, self.undecided_phrases | self.condition_phrases) == at + used:
            # "voto Zefiro, e Anna mi sembra innocente": talk about Anna; « je vote Isidore...
            # ou Gaspard je sais pas », « je vote Isidore, ou alors Kilian si Isidore se
            # justifie » offer both.
            return None
        # A word of another player's name written as a name ("voto Corvo Rossa", Nuvola Rossa
        # playing) is offered too; "voto Corvo rosso di rabbia" is the vote.
        named = second.how in (EXACT, ALIAS) or second.how == NAME_WORD and tokens[at].text[:1].isupper()
        if (bare or listed) and (not named or second.name == first):
            return None   # "voto Grima oggi", "voto Grima Grima"
        # The list goes on to its clause's end: "voto Nazgul, Gollum e Grima.", not "…e Grima mente".
        past = (self._alternative(text, tokens, at, at + used, roster, second.name, lists) or (None, at + used))[1]
        # « jvote pour Dorian, Gaspard, ou Kilian, choisissez »: three names or more end their
        # list at the comma too (it counted Dorian): no player is spoken to by a list.
        chained = past > at + used and past < len(tokens) and tokens[past].text == ","
        if listed and not (past >= len(tokens) or speech.ends_sentence(tokens[past]) or chained):
            return None
        return (second, at + used) if second.ok else None


# Between two names, a choice unmade ("Zefiro/Anna") or an order of preference ("voto Zanna >
# Ululone", as "->" would move the vote): which one counts, the GM says.
PREFERRED = frozenset({"/", ">", ">>", ">>>", "<", "+", "&"})   # "voto Becchino + Ululone"
