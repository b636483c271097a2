"""A post's last words that settle what its earlier ones left open: a sentence going back to a
name the author turned away from in that post, a choice among the names of his doubt, « C'est
mon vote. » after a name and the title. A part of the grammar (votes/grammar.py).

« Je vote Isidore. Non, plutôt Fernand. Isidore quand même. », "Voto Grima, anzi Nazgul. Ok
dai, Grima.": the vote was moved, then a sentence of the name alone (with only words that open
or close a choice: « bon allez », « quand même », "ok dai", "comunque") names the first again.
Most likely his last word, yet it may answer or greet him: a doubt offering that name first,
then the vote's (read as the vote's, the middle name was counted in silence). A name never voted
in the post ("Voto Grima. Dai, Nazgul!") speaks to him: left to the other readings.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, ELECT, VOTE, Form, Found
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster


class WentBack:
    """A mixin of `Grammar` (it reads `self.folded`, the phrase tables and `self._target`)."""

    folded: dict[str, frozenset[str]]
    second_thought_phrases: frozenset[tuple[str, ...]]
    alone_after_phrases: frozenset[tuple[str, ...]]
    starting: dict[str, tuple[Form, ...]]
    chosen: frozenset[tuple[str, ...]]
    _target: Callable[..., tuple[Resolution, int] | None]

    def _last_words(self, text: str, tokens: Sequence[Token], roster: Roster, found: list[Found]) -> list[Found]:
        """`found` with what the post's last words settle: « … Isidore quand même. », « … jsais
        pas... allez Hugo », « … C'est mon vote. »."""
        found = self._settled(text, self._went_back(text, tokens, roster, found))
        return self._declared_after(text, tokens, roster, found)

    def _went_back(self, text: str, tokens: Sequence[Token], roster: Roster, found: list[Found]) -> list[Found]:
        """`found`, its last form made a doubt offering the name the post's last sentence goes
        back to, first; `found` as it was without such a sentence."""
        last = found[-1] if found else None
        if last is None or last.kind != VOTE or last.reason not in ("", DOUBT) or last.target is None \
                or not last.target.ok:
            return found
        at = next((k for k, t in enumerate(tokens) if t.start >= last.end), len(tokens))
        if at >= len(tokens) or not speech.ends_sentence(tokens[at]):
            return found
        while at < len(tokens) and tokens[at].kind != WORD:
            at += 1
        back = self._back_to(text, tokens, at, roster)
        if back is None or back[0].name == last.target.name \
                or back[0].name not in self._players_named(text, tokens, 0, at, roster):
            return found
        names = (back[0].name, last.target.name)
        stop = tokens[back[1] - 1].end
        typed = text[last.start:stop]
        return found[:-1] + [replace(last, end=stop, typed=typed, reason=DOUBT,
                                     target=Resolution(typed, AMBIGUOUS, candidates=names))]

    def _settled(self, text: str, found: list[Found]) -> list[Found]:
        """ « Capitaine : Gaëlle ou Hugo, jsais pas... allez Hugo »: a doubt between names, then a
        choice said short (a doubt, « allez Hugo ») of one of them: the one doubt, offering the
        name chosen first (the election's offered Gaëlle, the name she turned from, and the
        choice stood apart as a day vote)."""
        if len(found) < 2:
            return found
        among, chosen = found[-2], found[-1]
        names = among.target.candidates if among.reason == DOUBT and among.target is not None else ()
        if chosen.kind != VOTE or chosen.reason != DOUBT or chosen.poll or chosen.target is None \
                or chosen.target.name not in names:
            return found
        typed = text[among.start:chosen.end]
        offered = (chosen.target.name, *(n for n in names if n != chosen.target.name))
        return found[:-2] + [replace(among, end=chosen.end, typed=typed,
                                     target=Resolution(typed, AMBIGUOUS, candidates=offered))]

    def _declared_after(self, text: str, tokens: Sequence[Token], roster: Roster, found: list[Found]) -> list[Found]:
        """ « Hugo capitaine, il a l'air solide. C'est mon vote. »: a line of a name and the title
        (asked: it may cheer him) and the post's last sentence only the words of a vote said
        after its name, no player named between: the election's vote, as « Isidore. C'est mon
        vote. » is the day's."""
        last = found[-1] if found else None
        if last is None or last.kind != ELECT or last.reason != DOUBT or last.target is None or not last.target.ok:
            return found
        words = [k for k, t in enumerate(tokens) if t.kind == WORD]
        opens = speech.sentence_start(tokens, words[-1])
        said = tuple(tokens[k].fold for k in words if k >= opens)
        declared = any(f.first and f.kind == VOTE and f.words == said and f.words not in self.chosen
                       for f in self.starting.get(said[0], ()))
        after = next((k for k, t in enumerate(tokens) if t.start >= last.end), opens)
        if not declared or after > opens or self._players_named(text, tokens, after, opens, roster):
            return found
        return found[:-1] + [replace(last, reason="")]

    def _back_to(self, text: str, tokens: Sequence[Token], at: int, roster: Roster) -> tuple[Resolution, int] | None:
        """The name of the sentence at `at`, with only opening words before it and closing words
        after it (« Bon allez, Isidore quand même. »), and the index past it; None otherwise."""
        opening = self.folded["openers"] | self.folded["reply_joins"]
        while at < len(tokens) and (tokens[at].text == "," or tokens[at].kind == WORD and tokens[at].fold in opening):
            at += 1
        at = speech.phrases_end(tokens, at, self.second_thought_phrases)
        at += at < len(tokens) and tokens[at].text == ","
        named = self._target(text, tokens, at, roster)
        if named is None or not named[0].ok:
            return None
        end = speech.phrases_end(tokens, named[1], self.alone_after_phrases)
        if any(t.kind == WORD or "?" in t.text for t in tokens[end:]):
            return None   # "… Isidore est louche", "… Isidore ?": a word about him, a question
        return named[0], end

    def _players_named(self, text: str, tokens: Sequence[Token], start: int, stop: int, roster: Roster) -> set[str]:
        """The players named between tokens `start` and `stop` (a post's few sentences)."""
        named = (self._target(text, tokens, k, roster) for k in range(start, stop) if tokens[k].kind == WORD)
        return {n[0].name for n in named if n is not None and n[0].ok}
