"""A vote taken back in weaker words, or in the author's next post. A part of the grammar
(votes/grammar.py).

- "voto Zanna, no, Ululone", "Je vote Kilian, pardon, Leonie": a `retakes` word between commas,
  then a name that ends its clause, corrects the vote to that name (`_retaken`, asked by
  `CorrectedName._corrected` when no `corrections` phrase follows the name). "pardon Leonie"
  may speak to her and "no, Ululone mente" talks about him: the first name stands.
- A post that opens with an edit mark or a correction and a name ending its clause ("ops,
  volevo scrivere Grima 😅", "Edit: Grima", "Euh non en fait, Hortense.", "Édit : je voulais
  dire Isidore, désolée"), or with a correction saying no alone ("Anzi no."): the author's
  earlier vote corrected, in another post. Read as talk the old vote would stand in silence;
  which vote it corrects only the GM knows: a doubt offering the name (an unvote in doubt for
  "Anzi no.") that he settles in one line (`_retake_post`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from lupus_mod.orders.text import ARROW, STRONG, WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, NEGATED, NO_WORDS, UNVOTE, VOTE, Form, Found, starts_form
from lupus_mod.votes.answers import other_answer
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster

# How far past a correction saying no its reason may run before the name the vote moves to (tokens).
_REASON_REACH = 24   # « nan jme suis trompée »: what makes a correction say no (corrected_name.CorrectedName._saying_no)


class Retaken:
    """A mixin of `Grammar` (it reads `self.folded`, the phrase tables and `self._target`)."""

    folded: dict[str, frozenset[str]]
    correction_phrases: frozenset[tuple[str, ...]]
    retake_phrases: frozenset[tuple[str, ...]]
    second_thought_phrases: frozenset[tuple[str, ...]]
    rethought_phrases: frozenset[tuple[str, ...]]
    stay_phrases: frozenset[tuple[str, ...]]
    undecided_phrases: frozenset[tuple[str, ...]]
    starting: Mapping[str, tuple[Form, ...]]
    cry_phrases: frozenset[tuple[str, ...]]
    answers: tuple[str, ...]
    vote_keywords: tuple[str, ...]

    def _retaken(self, text: str, tokens: Sequence[Token], end: int,
                 roster: Roster) -> tuple[Resolution, int] | None:
        """ "voto Zanna, no, Ululone", "Je vote Kilian, pardon, Leonie": a `retakes` word between
        commas, then a name that ends its clause; None otherwise ("pardon Leonie" may speak to
        her, "no, Ululone mente" talks about him)."""
        if end >= len(tokens) or tokens[end].kind == WORD or tokens[end].text == "\n":
            return self._second_thought(text, tokens, end, roster)
        at = speech.phrases_end(tokens, end + 1, self.retake_phrases)
        # "voto Azzecca.. no Zanna": after a pause the no needs no comma (the name cut off, then
        # the one meant); "voto Grima, no Nazgul" may refuse Nazgul.
        paused = tokens[end].text in ("...", "…") and at < len(tokens) and tokens[at].kind == WORD
        # « jvote Kilian. nan Noemie finalement »: a correction after the name says the no was
        # one (it counted Kilian); « nan Noemie, t'as tort » speaks to her.
        paused = paused or at > end + 1 and self._retake_name_correction(text, tokens, end + 1, roster)
        if at == end + 1 or tokens[at - 1].text not in (",", "...", "…") and not paused:
            return self._second_thought(text, tokens, end, roster)
        found = self._target(text, tokens, at, roster)
        # "Je vote Kilian. Non, Maxence plutôt.": a correction may follow the name too.
        after = end if found is None else speech.phrases_end(tokens, found[1], self.correction_phrases)
        if found is None or not found[0].ok or (after < len(tokens) and tokens[after].kind == WORD):
            return self._second_thought(text, tokens, end, roster)
        return found[0], after

    def _second_thought(self, text: str, tokens: Sequence[Token], end: int,
                        roster: Roster) -> tuple[Resolution, int] | None:
        """A correction past a stop, a bracket, an arrow or a word such as "ma", then a name
        that ends its sentence: "Voto Grima. Ripensandoci, Nazgul", "voto Grima (ah no,
        Nazgul)", "Voto Grima ma ci ripenso: Nazgul", "Voto Grima -> Nazgul", "Je vote Kilian.
        Mince, Isidore je voulais dire" (a correction after the name ends it too). A
        hesitation (`second_thoughts`: "no dai", "euh", "enfin") corrects only in the name's
        own sentence: "Je vote Kilian, enfin Isidore" (but "Je vote Kilian. Enfin, Isidore !"
        greets him). None otherwise: more words after the name talk about him."""
        at, crossed, arrow = _past_marks(tokens, end)
        if at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["hedge_ends"]:
            at += 1   # "ma ci ripenso: Nazgul"
        # « Je vote Isidore. Pardon, je voulais dire Maxence. »: an apology, then the correction.
        sorry = speech.phrases_end(tokens, at, self.retake_phrases)
        at = sorry if speech.phrases_end(tokens, sorry, self.correction_phrases) > sorry else at
        run = speech.phrases_end(tokens, at, self.correction_phrases | self.second_thought_phrases)
        # Only hesitations before the name ("Enfin, Isidore !"), none of the corrections that
        # may follow one: "Je vote Kilian. Zut, je voulais dire Maxence" corrects.
        hesitant = speech.phrases_end(tokens, at, self.second_thought_phrases) >= run
        # "Voto Grima. No dai, Nazgul", "… Ehm no, Nazgul": a hesitation saying no takes the
        # vote back, no greeting ("Dai, Nazgul!").
        hesitant = hesitant and not any(tokens[k].fold in NO_WORDS for k in range(at, run))
        if run == at and not arrow or self._of_another(tokens, run):
            return None   # (". Invece di Nazgul": the one turned away from)
        found = self._target(text, tokens, _past_colon(tokens, run), roster)
        if found is None or not found[0].ok:
            return None
        after = speech.phrases_end(tokens, found[1], self.correction_phrases)   # "Isidore je voulais dire"
        # After an arrow, an aside past a comma leaves the vote moved: "voto Gollum -> Grima,
        # scusate" ("Voto Grima -> Nazgul mente" goes on: the arrow may say "because").
        aside = arrow and run == at and after < len(tokens) and tokens[after].text == ","
        if not aside and after < len(tokens) and not speech.ends_sentence(tokens[after]) \
                and tokens[after].text != ")" or (crossed and hesitant and after == found[1]):
            return None
        return found[0], after

    def _rethought(self, text: str, tokens: Sequence[Token], end: int,
                   roster: Roster) -> tuple[Resolution, int] | None:
        """A second thought said past the name (`rethought`), then a player's name whose sentence
        goes on: "Voto Grima. Ripensandoci, Nazgul è peggio" moves the vote to Nazgul, or only
        says a word about him (`_second_thought` takes a name that ends its sentence). The later
        name and the end of its sentence, which the GM reads; None without one."""
        at, _, _ = _past_marks(tokens, end)
        if at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["hedge_ends"]:
            at += 1   # "Voto Grima, ma a pensarci bene Nazgul è peggio"
        run = speech.phrases_end(tokens, at, self.rethought_phrases)
        found = self._target(text, tokens, _past_colon(tokens, run), roster) if run > at else None
        if found is None or not found[0].ok:
            return None
        return found[0], next((k for k in range(found[1], len(tokens)) if speech.ends_sentence(tokens[k])),
                              len(tokens))

    def _second_word(self, text: str, tokens: Sequence[Token], after: int, end: int, target: Resolution,
                     reason: str, roster: Roster) -> tuple[Resolution, int, str, bool]:
        """What follows the name of a vote and may move it (a correction, a reason then another
        name, a stay, a take-back, a second thought): the target, the index past the words read,
        the reason and whether the vote is kept ("resto su Grima")."""
        kept = False
        # "jvote Josephine au bucher, enfin non Baptiste": the stake cried after the name is
        # of its clause; a correction past it moves the vote as one right after the name does.
        said = speech.phrases_end(tokens, end, self.cry_phrases) if target.ok else end
        later = self._corrected(text, tokens, said, roster) if target.ok else None
        moved = self._moved_past_reason(text, tokens, said, roster, target) \
            if target.ok and (later is None or later[0].name == target.name) else None
        # "voto Nerone, anzi Rosalba, anzi Nerone": each correction moves it again.
        while later is not None and (again := self._corrected(text, tokens, later[1], roster)):
            later = again
        if later is not None and _ends_clause(tokens, closed := speech.phrases_end(tokens, later[1], self.correction_phrases)):
            later = (later[0], closed)   # « jvote Kilian. Edit: nan Noemie finalement »: the correction said again
        if moved is not None:   # "voto nestore, anzi no, nestore dopo. palmiro": both offered
            (target, end), reason = moved, DOUBT
        elif later is not None and later[1] < len(tokens) and tokens[later[1]].kind == WORD \
                and target.ok and later[0].name != target.name:
            # "voto Grima, invece Nazgul lo vedo pulito", "ah no Nazgul ha ragione": the
            # later name's clause goes on, a word about him or the vote moved: both offered.
            names, end, reason = (target.name, later[0].name), later[1], DOUBT
            target = Resolution(text[tokens[after].start:tokens[end - 1].end], AMBIGUOUS, candidates=names)
        elif later is not None and later[0].name == target.name and later[1] < len(tokens) \
                and tokens[later[1]].kind == WORD and self._saying_no(tokens, said)[1] > said:
            # "voto Gollum. anzi no, Gollum mi convince": a no, then the same name whose clause goes
            # on, a word about him: the vote taken back, or kept (it was counted as it stood).
            end, reason = later[1], DOUBT
        elif later is not None:   # "voto Samvise, anzi Rosie": the later name is the vote
            # "Je ne vote pas Kilian mais plutôt Isidore": the refused name corrected, offered.
            (target, end), reason = later, DOUBT if reason == NEGATED else reason
        elif target.ok and not reason and (stay := self._kept_after(text, tokens, said, roster)):
            (target, end), reason, kept = stay, DOUBT, True   # "Voto Nazgul. No, resto su Grima"
        elif target.ok and not reason and self._taken_back(tokens, said):
            # "voto Carlo, anzi no": taken back, or (Sì/No) the other answer; the GM
            # reads the words that took it back, offered the other answer (it offered the one taken back).
            reason, end = DOUBT, _words_end(tokens, *self._saying_no(tokens, said))
            other = other_answer(target.name) if self.answers else None
            target = roster.resolve(other) if other else target
        elif target.ok and not reason and (again := self._rethought(text, tokens, said, roster)):
            # "Voto Grima. Ripensandoci, Nazgul è peggio": the later name offered first.
            names, end, reason = tuple(dict.fromkeys((again[0].name, target.name))), again[1], DOUBT
            target = Resolution(text[tokens[after].start:tokens[end - 1].end], AMBIGUOUS, candidates=names)
        return target, end, reason, kept

    def _moved_past_reason(self, text: str, tokens: Sequence[Token], end: int, roster: Roster,
                           voted: Resolution) -> tuple[Resolution, int] | None:
        """ "voto veronica anzi no veronica mi sta simpatica, luigi", "voto nestore, anzi no,
        nestore dopo. palmiro", "voto ugo. anzi no lui no, fiammetta": a correction saying no,
        a reason about the name voted, then another player's name ending its clause. Most
        likely the vote moved to him (it was counted for the first, or offered alone): both
        offered, the later first; None without such a name."""
        start, at = self._saying_no(tokens, end)
        if at == start:
            return None
        about = False   # the reason speaks of the player voted: his name, or "lui"
        # "voto Gollum. ah no aspetta Gollum nn è lui, è Nazgul il lupo": another player named
        # in the reason, his clause going on: the vote taken back, most likely to him (asked).
        spoken: tuple[Resolution, int] | None = None
        for k in range(at, min(len(tokens), at + _REASON_REACH)):
            if starts_form(self.starting, tokens, k):
                return None   # the next vote form speaks for itself
            found = self._target(text, tokens, k, roster) if tokens[k].kind == WORD else None
            # « jvote Dorian. ah nan c'est l'élection du capi? alors Amandine »: the poll mistaken, a reason too
            about = about or tokens[k].fold in self.folded["pointing"] | self.folded["poll_names"] \
                or found is not None and found[0].name == voted.name
            other = about and found is not None and found[0].ok and found[0].name != voted.name
            if other and _ends_clause(tokens, found[1]):
                names = (found[0].name, voted.name)
                return Resolution(text[tokens[start].start:tokens[found[1] - 1].end], AMBIGUOUS,
                                  candidates=names), found[1]
            spoken = spoken or (found if other else None)
        if spoken is None or not self._turned_from(tokens, at, spoken[1]):
            return None
        end = next((k for k in range(spoken[1], len(tokens)) if speech.ends_sentence(tokens[k])), len(tokens))
        return Resolution(text[tokens[start].start:tokens[end - 1].end], AMBIGUOUS,
                          candidates=(spoken[0].name, voted.name)), end

    def _turned_from(self, tokens: Sequence[Token], start: int, end: int) -> bool:
        """A negation among the words of a reason ("Gollum nn è lui"): the reason turns the vote
        away from the player voted, not only speaks of him."""
        return any(tokens[k].fold in self.folded["negations"] for k in range(start, end))

    def _kept_after(self, text: str, tokens: Sequence[Token], end: int,
                    roster: Roster) -> tuple[Resolution, int] | None:
        """ "Voto Nazgul. No, resto su Grima", "voto Gollum... anzi no, resto su Grima": past the
        name, most often a word taking the vote back, then a `stay` phrase and a player's name
        ending its clause: the vote kept on him (his earlier vote, which the count checks).
        None otherwise: "No, resto su Grima come sospetto" says something else of him."""
        at, _, _ = _past_marks(tokens, end)
        at = speech.phrases_end(tokens, at, self.correction_phrases | self.retake_phrases
                                | self.second_thought_phrases)
        while at < len(tokens) and tokens[at].text in (",", ":", "...", "…"):
            at += 1
        run = speech.phrases_end(tokens, at, self.stay_phrases)
        found = self._target(text, tokens, run, roster) if run > at else None
        return found if found is not None and found[0].ok and _ends_clause(tokens, found[1]) else None

    def _retake_name_correction(self, text: str, tokens: Sequence[Token], at: int, roster: Roster) -> bool:
        """ « nan Isidore plutot », "no Grima piuttosto": a retake word, a name, then a correction
        ending the clause ("No, Grima." alone answers something)."""
        run = speech.phrases_end(tokens, at, self.retake_phrases)
        found = self._target(text, tokens, run, roster) if run > at else None
        past = found and speech.phrases_end(tokens, found[1], self.correction_phrases)
        return found is not None and found[0].ok and past > found[1] and _ends_clause(tokens, past)

    def _undecided_post(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                        bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A post of a mind not made up after the author's vote: « ou Isidore, jhesite » (his
        vote or Isidore: a doubt offering Isidore), « jsp en fait... » (whether his vote stands:
        an unvote in doubt). Read as talk, the earlier vote stood in silence."""
        f = self.folded
        at = i + (tokens[i].fold in f["alternatives"] - f["and_then"])
        found = self._target(text, tokens, at, roster) if at > i else None
        run = found[1] if found is not None and found[0].ok else at
        while run < len(tokens) and tokens[run].text in (",", "...", "…", ".."):
            run += 1
        thought = speech.phrases_end(tokens, run, self.second_thought_phrases)
        unsure = speech.phrases_end(tokens, thought, self.undecided_phrases)
        past = speech.phrases_end(tokens, unsure, self.second_thought_phrases)
        # Alone, « jsp » may answer anyone: the second thought (« en fait ») makes it of his vote.
        if unsure == thought or any(t.kind == WORD for t in tokens[past:]) or at > i and run == at \
                or run == at and thought == run and past == unsure:
            return None
        return _doubt(VOTE if run > at else UNVOTE, text, tokens, i, past, found[0] if run > at else None, bold), past

    def _retake_then_correction(self, tokens: Sequence[Token], at: int) -> bool:
        """ « en fait plutôt Gaspard », "scusate, anzi Zanna": a retake word, then a correction."""
        run = speech.phrases_end(tokens, at, self.retake_phrases)
        run += run < len(tokens) and tokens[run].text == ","
        return run > at and speech.phrases_end(tokens, run, self.correction_phrases) > run

    def _correction_at(self, tokens: Sequence[Token], i: int) -> bool:
        """A correction phrase at token i, not the one turned away from ("Invece di Nazgul")."""
        run = speech.phrases_end(tokens, i, self.correction_phrases)
        return run > i and not self._of_another(tokens, run)

    def _past_denied_name(self, text: str, tokens: Sequence[Token], at: int, roster: Roster) -> int:
        """Past "nn Klondike", "e non Klondike", ", non Klondike" at `at` (the name a correction
        turns away from, ending its clause), else `at`."""
        k = at + (at < len(tokens) and (tokens[at].text == "," or tokens[at].fold in self.folded["and_then"]))
        if k >= len(tokens) or tokens[k].fold not in self.folded["negations"]:
            return at
        other = self._target(text, tokens, k + 1, roster)
        return other[1] if other is not None and other[0].ok and _ends_clause(tokens, other[1]) else at

    def _retake_post(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                     bold: Sequence[bool] | None, found: Sequence[Found] = ()) -> tuple[Found, int] | None:
        """The correction opening the post at token i, with the name it offers; or opening a
        later sentence of a post that voted before it ("Voto Grima, scusate ho sbagliato prima.
        Anzi no, Gollum": past the vote's own sentence, which `_second_thought` reads); None
        otherwise."""
        if tokens[i].kind != WORD:
            return None
        # "ok ho cambiato idea, Klaatu": an opener before the correction still opens the post.
        if not _first_word(tokens, i, self.folded["openers"]) \
                and not (found and found[-1].kind == VOTE and _opens_sentence(tokens, i)
                         and self._correction_at(tokens, i)):
            return None
        undecided = self._undecided_post(text, tokens, i, roster, bold)
        if undecided is not None:
            return undecided
        opening, at = not found, i
        if at + 1 < len(tokens) and tokens[at].fold in self.folded["edit_marks"] and tokens[at + 1].text == ":":
            at += 2
        oath = speech.phrases_end(tokens, at, self.second_thought_phrases)
        if oath > at and speech.phrases_end(tokens, oath, self.correction_phrases) > oath:
            at = oath   # « ah merde jme suis trompé de pseudo, Isidore »: an oath, then the correction
        if at == i and speech.phrases_end(tokens, at, self.correction_phrases) == at \
                and not self._retake_then_correction(tokens, at) and not self._retake_name_correction(text, tokens, at, roster):
            return None   # "Pardon, Hortense.", "No, Grima.": an apology or an answer
        run, table = at, self.correction_phrases | self.retake_phrases
        while (more := speech.phrases_end(tokens, run, table)) > run:
            # "ops scusate, intendevo Zanna": an apology, then the correction.
            run = more + (more < len(tokens) and tokens[more].text == "," and
                          speech.phrases_end(tokens, more + 1, table) > more + 1)
        about = self._rethought_alone(text, tokens, i, at, run, roster, bold) \
            if run < len(tokens) and tokens[run].fold in self.folded["about"] else None
        if about is not None:
            return about   # "ho cambiato idea su Quercia": about the name, not a vote moved to her
        found = self._target(text, tokens, _past_colon(tokens, run), roster)   # "J'ai changé d'avis : Kilian"
        # « nan Isidore plutot »: a correction may follow the name too.
        end = found and speech.phrases_end(tokens, found[1], self.correction_phrases)
        # "volevo scrivere Klaatu nn Klondike": the name turned away from ends the clause too.
        end = found and self._past_denied_name(text, tokens, end, roster)
        if found is not None and found[0].ok and _ends_clause(tokens, end):
            # Opening the post ("anzi no, Nazgul" after his "voto Gollum"): a move of his vote.
            return replace(_doubt(VOTE, text, tokens, i, end, found[0], bold), moves=opening), end
        if found is not None and found[0].ok and run > at and end < len(tokens) and tokens[end].fold in NO_WORDS \
                and _ends_clause(tokens, end + 1):
            # "ci ho ripensato, Zanna88 no": his vote on the name taken back, or a no to him: asked.
            return _doubt(UNVOTE, text, tokens, i, end + 1, None, bold), end + 1
        if run > at and _ends_clause(tokens, run) and any(tokens[k].fold in NO_WORDS for k in range(at, run)):
            return _doubt(UNVOTE, text, tokens, i, run, None, bold), run
        return self._rethought_alone(text, tokens, i, at, run, roster, bold)

    def _rethought_alone(self, text: str, tokens: Sequence[Token], i: int, at: int, run: int,
                         roster: Roster, bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """A post opening on a second thought (`rethought`) and no new name: "ci ho ripensato"
        alone, or about the name he voted ("ho cambiato idea su Quercia"): his vote taken back,
        or a thought on her: an unvote in doubt (read as talk, the vote stood in silence)."""
        if run == at or speech.phrases_end(tokens, at, self.rethought_phrases) != run:
            return None
        # Alone in its sentence ("ci ho ripensato." — « je change d'avis, laissez-moi réfléchir »
        # goes on to say he has not decided, and "ho cambiato idea: Becchino" names the new one).
        # A vote after it says where his vote went ("Ci ho ripensato. voto Samvise"): no take-back.
        if set(self.vote_keywords) & {t.fold for t in tokens[run:]}:
            return None
        if run >= len(tokens) or speech.ends_sentence(tokens[run]) or tokens[run].text == "\n":
            return _doubt(UNVOTE, text, tokens, i, run, None, bold), run
        about = tokens[run].fold in self.folded["about"] and self._target(text, tokens, run + 1, roster)
        if about and about[0].ok and _ends_clause(tokens, about[1]):
            return _doubt(UNVOTE, text, tokens, i, about[1], None, bold), about[1]
        return None


# Between a name and a correction past it: a stop, dots, a bracket, line breaks ("voto Grima.\n\n
# Mi correggo: Nazgul"), no more.
MARKS = 4


def _past_marks(tokens: Sequence[Token], end: int) -> tuple[int, bool, bool]:
    """The index past the marks after a name (at most MARKS), whether a stop or a line break
    was among them, and whether an arrow was ("Voto Grima -> Nazgul")."""
    at = end
    while at < len(tokens) and at - end < MARKS and tokens[at].kind != WORD:
        at += 1
    crossed = any(t.kind == STRONG or t.text == "\n" for t in tokens[end:at])
    return at, crossed, any(t.kind == ARROW for t in tokens[end:at])


def _past_colon(tokens: Sequence[Token], at: int) -> int:
    """`at`, or past a colon there ("Mi correggo: Nazgul")."""
    return at + 1 if at < len(tokens) and tokens[at].text == ":" else at


def _opens_sentence(tokens: Sequence[Token], i: int) -> bool:
    """Token i right after a stop, a pause or a line break."""
    return i > 0 and (speech.ends_sentence(tokens[i - 1]) or tokens[i - 1].text in ("...", "…"))


def _first_word(tokens: Sequence[Token], i: int, openers: frozenset[str] = frozenset()) -> bool:
    """No word before token i but `openers` ("ok", "allora"): a walk back over the marks just
    before it (linear over a post, never a look over all of it at every word)."""
    k = i - 1
    while k >= 0 and (tokens[k].kind != WORD or tokens[k].fold in openers):
        k -= 1
    return k < 0


def _ends_clause(tokens: Sequence[Token], at: int) -> bool:
    return at >= len(tokens) or tokens[at].kind != WORD


def _doubt(kind: str, text: str, tokens: Sequence[Token], start: int, end: int,
           target: Resolution | None, bold: Sequence[bool] | None) -> Found:
    first, stop = tokens[start].start, tokens[end - 1].end
    return Found(kind, first, stop, text[first:stop], target, bool(bold) and any(bold[first:stop]), DOUBT)


def _words_end(tokens: Sequence[Token], start: int, end: int) -> int:
    """`end` drawn back over the commas after the last word ("anzi no, " → "anzi no")."""
    while end > start and tokens[end - 1].kind != WORD:
        end -= 1
    return end
