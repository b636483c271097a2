"""A vote asked and answered by its author: "Il mio voto? Grima.", "Chi voto? Grima.", "Mon vote ?
Kilian.", "Pour qui je vote ? Kilian.", "Capitaine ? Léonie. Bûcher ? Kilian." A part of the
grammar (votes/grammar.py).

The question holds the keyword of a vote form, one word that asks whose or which vote
(`asking`: "mio", "chi"; "mon", "qui") unless the keyword is a noun that votes only before a
colon ("Bûcher : Kilian", "Ballottaggio: Zanna"), and otherwise only fillers, first-person words, the
words that open a main clause and the stake's ("Quindi, per chi voto oggi?", "Chi voto al
ballottaggio?"); the next sentence opens with a
player's name. The answer is the vote, read as after a colon ("Il mio voto: Grima"): "Grima o
Gollum" and "forse Grima" are doubts, as they are there, and so are more words after the name
in its sentence ("Chi voto? Grima mente da giorni", the name may begin talk about him), and
so is a name past a colon after a few words ("Il mio voto? Lo sapete già: Grima.").

Anything else stays as the rest of the grammar reads it: a question with another word ("Il tuo
voto? Grima", "Perché voto? Grima mi convince", someone else's vote or a reason asked), an
answer that names nobody ("Il mio voto? Non lo dico", "Chi voto? Boh"), or a name after a
negation ("Chi voto? Non Grima") is talk; a quoted one is someone else's words.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, tokenize
from lupus_mod.votes import recaps, speech
from lupus_mod.votes.forms import DOUBT, ELECT, REPORTED, VOTE, Form, Found, past_breaks
from lupus_mod.votes.names import Roster

MAX_LEAD = 3   # "Cice, il mio voto?", "Allora ragazzi, chi voto?"
MAX_AFTER = 3   # "Gollum, ovviamente.", "Isidore, sans hésiter." under a quoted question


class SelfAsked:
    """A mixin of `Grammar` (it reads `self.folded`, `self.starting`, `self.election`,
    `self._target`, `self._unread_lead` and `self._complete`)."""

    election: tuple[str, ...]
    election_held: bool
    hedge_phrases: frozenset[tuple[str, ...]]
    chosen: frozenset[tuple[str, ...]]

    def _asked(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
               bold: Sequence[bool] | None, author: str | None) -> tuple[Found | None, int] | None:
        """The answered question whose vote keyword starts at token i, and the index past the
        answer's name; None unless the post asks its own vote and answers with a name."""
        form, mark = self._question_of(tokens, i)
        if form is None:
            return None
        answer = past_breaks(tokens, mark + 1)
        named = self._target(text, tokens, answer, roster, author)
        if named is None or not named[0].ok:   # "Il mio voto? Lo sapete già: Zanna.": a doubt
            named = self._unread_lead(text, tokens, answer, roster)
        skipped = tokens[answer:named[1]] if named is not None else ()
        if named is None or not named[0].ok or any(t.fold in self.folded["negations"] for t in skipped):
            return None
        f = self.folded
        reported = speech.inside_quotes(text, tokens[i].start) or \
            recaps.recount_line(text, tokens, i, roster) or speech.reporting_verb(tokens, i, f, roster)
        item, end = self._complete(text, tokens, i, answer, form, True, roster, bold,
                                   REPORTED if reported else "", author)
        if item is None:
            return None
        if not item.reason and end < len(tokens) and tokens[end].kind == WORD \
                and tokens[end].fold not in f["fillers"] | f["election_links"] and not self._sure_after(tokens, end):
            # "Chi voto? Grima mente da giorni": the name may begin talk about him ("Grima per
            # il rogo", "Kilian pour le bûcher" say the vote's poll).
            item = replace(item, reason=DOUBT)
        first = speech.sentence_start(tokens, i)
        titled = any(t.fold in f["titles"] for t in tokens[first:mark])
        if titled and item.kind == VOTE:
            # "Pour qui je vote comme capitaine ? Hortense.": the election's vote; a title
            # this game does not elect, the GM settles ("Per il sindaco voto Aragorno").
            item = replace(item, kind=ELECT) if self.election and self.election_held else \
                item if self.election else replace(item, reason=item.reason or DOUBT)
        start = tokens[first].start
        return replace(item, start=start, typed=text[start:item.end]), end

    def _sure_after(self, tokens: Sequence[Token], end: int) -> bool:
        """The words after the answer's name, to its sentence's end, only say he is sure
        (`sure_after`: « Capitaine ? Amandine évidemment. », « … sans hésiter »)."""
        stop = end
        while stop < len(tokens) and tokens[stop].kind == WORD:
            stop += 1
        ends = stop == len(tokens) or speech.ends_sentence(tokens[stop])
        return ends and " ".join(t.fold for t in tokens[end:stop]) in self.folded["sure_after"]

    def quote_answered(self, text: str, roster: Roster, bold: Sequence[bool] | None) -> Found | None:
        """A post that quotes a question and opens with a player's name, a comma and at most
        `MAX_AFTER` words ("[quote]Nazgul, chi voti?[/quote] Gollum, ovviamente.", "Isidore,
        sans hésiter."): most likely the vote asked for, a doubt offering the name (the name
        alone is `_bare`'s). More words, or a question, talk to him: "Gollum, spiegati meglio
        perché ieri hai taciuto"."""
        tokens = tokenize(text)
        first = next((k for k, t in enumerate(tokens) if t.kind == WORD), None)
        named = self._target(text, tokens, first, roster) if first is not None and "?" not in text else None
        if named is None or not named[0].ok or named[1] >= len(tokens) or tokens[named[1]].text != ",":
            return None
        rest = [t for t in tokens[named[1]:] if t.text != "\n"]
        words = [t for t in rest if t.kind == WORD]
        if not words or len(words) > MAX_AFTER or any(t.kind == STRONG for t in rest[:-1]):
            return None
        start, stop = tokens[first].start, tokens[named[1] - 1].end
        return Found(VOTE, start, stop, text[start:stop], named[0], bool(bold) and any(bold[start:stop]), DOUBT)

    def _question_of(self, tokens: Sequence[Token], i: int) -> tuple[Form | None, int]:
        """The vote form whose keyword starts at token i and the index of the question mark
        that ends its sentence, when the sentence asks the author's vote; (None, i) else."""
        forms = self.starting.get(tokens[i].fold, ()) if tokens[i].kind == WORD else ()
        if not forms:
            return None, i
        f = self.folded
        # "Il mio voto per il ballottaggio?", "Mon vote pour le bûcher ?", "Pour qui je vote
        # comme capitaine ?": the poll named.
        allowed = f["asking"] | f["fillers"] | f["first_person"] | f["hedge_ends"] | f["alternatives"] \
            | f["stake"] | f["election_links"] | f["titles"]
        for form in forms:
            n = len(form.words)
            # A choice's verb asks no vote: "chi resta? Rosie" (who is left), "resta Rosie" aside.
            if form.kind not in (VOTE, ELECT) or not form.target or form.first or form.words in self.chosen or \
                    tuple(t.fold for t in tokens[i:i + n] if t.kind == WORD) != form.words:
                continue
            # A noun that votes only before a colon ("Bûcher : Kilian", "Capitaine : Léonie")
            # names the poll asked: "Bûcher ? Kilian." ("voto" votes without one: "Voto? Grima."
            # is the keyword alone beside a name, a doubt).
            noun = form.colon == "required" and not any(g.words == form.words and g.colon != "required"
                                                        for g in forms)
            start, mark = self._past_lead(tokens, speech.sentence_start(tokens, i), i), i + n
            while mark < len(tokens) and tokens[mark].kind == WORD and tokens[mark].fold in allowed:
                mark += 1
            around = [t for t in (*tokens[start:i], *tokens[i + n:mark]) if t.text != ","]
            if mark < len(tokens) and tokens[mark].kind == STRONG and "?" in tokens[mark].text \
                    and all(t.kind == WORD and t.fold in allowed for t in around) \
                    and (noun or any(t.fold in f["asking"] for t in around)):
                return form, mark
        return None, i

    def _past_lead(self, tokens: Sequence[Token], start: int, i: int) -> int:
        """`start` moved past a few words and a comma that open the sentence: someone spoken
        to or an interjection ("Cice, il mio voto?", "Ragazzi, chi voto?", "Allora, il mio
        voto?"); never past a condition or someone's saying ("Se insistete, il mio voto?",
        "Wyatt ha detto, chi voto?"), which the rest of the grammar reads."""
        comma = next((k for k in range(start, i) if tokens[k].text == ","), None)
        f = self.folded
        barred = f["reported"] | f["reading"] | f["third_person"] | {p[0] for p in self.hedge_phrases}
        if comma is None or not 0 < comma - start <= MAX_LEAD or \
                any(t.kind != WORD or t.fold in barred for t in tokens[start:comma]):
            return start
        return comma + 1

    def _names_asked(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                     bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """ "Zorg o Klaatu? Zorg.": a question of players' names only, opening its sentence,
        answered in the next by one of them alone. No vote form: most likely the vote, never
        counted unasked; a doubt offering the name (quoted, someone else's words)."""
        if not speech.opens_sentence(tokens, i) or not _asks(tokens, i):
            return None
        names, k = [], i
        while True:
            named = self._target(text, tokens, k, roster)
            if named is None or not named[0].ok or named[1] >= len(tokens):
                return None
            names.append(named[0].name)
            k = named[1]
            if tokens[k].kind == STRONG and "?" in tokens[k].text:
                break
            if tokens[k].text != "," and tokens[k].fold not in self.folded["alternatives"]:
                return None
            k += 1
        answer = self._target(text, tokens, past_breaks(tokens, k + 1), roster)
        if len(names) < 2 or answer is None or answer[0].name not in names or \
                (answer[1] < len(tokens) and tokens[answer[1]].kind == WORD):
            return None
        start, stop = tokens[i].start, tokens[answer[1] - 1].end
        quoted = speech.inside_quotes(text, start) or recaps.recount_line(text, tokens, i, roster)
        return Found(VOTE, start, stop, text[start:stop], answer[0], bool(bold) and any(bold[start:stop]),
                     REPORTED if quoted else DOUBT), answer[1]


def _asks(tokens: Sequence[Token], i: int) -> bool:
    """Whether the sentence opened at token i ends with a question mark: the names of a
    question ("Zorg o Klaatu?") are looked for in such a sentence only, since every
    sentence of a thread opens at some token and looking up its first words as names is most
    of the time of a tally."""
    end = next((k for k in range(i, len(tokens)) if speech.ends_sentence(tokens[k])), None)
    return end is not None and tokens[end].kind == STRONG and "?" in tokens[end].text
