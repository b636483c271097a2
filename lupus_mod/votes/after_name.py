"""What follows a vote's name and makes it unsure: a joke ("voto Grima (scherzo)"), a doubt
word ("Je vote Kilian peut-être"), a condition ("Voto Grima se non si spiega"), an alternative
saying no ("Je vote Kilian... ou pas"); and what only looks like one: a joke denied ("Voto
Nazgul (non è uno scherzo)", "Je vote Isidore et je ne plaisante pas"), a condition that is a
manner of speaking (`asides`: "voto Grima (se ho capito bene il regolamento)", "je vote
Kilian s'il vous plaît"). A part of the grammar (votes/grammar.py)."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import CONDITION, COUNTERFACTUAL, DOUBT, HEDGED, NO_WORDS, VOTE, Form, Found, starts_form
from lupus_mod.votes.names import ALIAS, AMBIGUOUS, EXACT, Resolution, Roster

# How far after the name a joke on its line still makes the vote a doubt (tokens).
JOKE_REACH = 10
# How many words before a joke word a negation denies it: "non è uno scherzo", "je ne plaisante pas".
DENIED_JOKE = 3
# "(cit. Sam)", "(cfr Sam)", "(semicit.)": the words before are someone else's.
_CITED = frozenset({"cit", "cfr", "semicit", "citazione", "citation", "dixit", "quote"})


# "voto Nazgul da parte di Bilbetto", « je vote Kilian de la part de Léa »: a vote given for
# another player, whom no account votes for: the GM reads whose it is.
_ON_BEHALF = frozenset({("da", "parte", "di"), ("da", "parte", "del"), ("da", "parte", "della"),
                        ("per", "conto", "di"), ("a", "nome", "di"), ("al", "posto", "di"),
                        ("de", "la", "part", "de"), ("de", "la", "part", "d"), ("pour", "le", "compte", "de"),
                        ("a", "la", "place", "de"), ("au", "nom", "de"), ("on", "behalf", "of")})


class AfterName:
    """A mixin of `Grammar` (it reads `self.folded` and the phrase tables)."""

    folded: dict[str, frozenset[str]]
    condition_phrases: frozenset[tuple[str, ...]]
    bluff_phrases: frozenset[tuple[str, ...]]
    vote_holds_words: frozenset[str]
    second_thought_phrases: frozenset[tuple[str, ...]]
    unless_phrases: frozenset[tuple[str, ...]]
    aside_phrases: frozenset[tuple[str, ...]]
    today_phrases: frozenset[tuple[str, ...]]
    starting: dict[str, tuple[Form, ...]]
    another_day_phrases: frozenset[tuple[str, ...]]
    shrug_phrases: frozenset[tuple[str, ...]]
    change_later_phrases: frozenset[tuple[str, ...]]
    counterfactual_phrases: frozenset[tuple[str, ...]]
    doubt_phrases: frozenset[tuple[str, ...]]
    _target: Callable[..., tuple[Resolution, int] | None]

    def _cited_after(self, tokens: Sequence[Token], end: int) -> bool:
        """ "voto Grima (cit. Sam)", "je vote Kilian (cit. Hortense)": the words are cited from
        someone, right after the name in brackets: his vote reported, never the author's."""
        return end + 1 < len(tokens) and tokens[end].text in ("(", "[") and tokens[end + 1].fold in _CITED

    def _on_behalf_after(self, tokens: Sequence[Token], end: int) -> bool:
        """ "voto Nazgul da parte di Bilbetto": the vote said for someone else, right after the
        name (a comma aside): no vote of the author's to count in silence."""
        k = end + (end < len(tokens) and tokens[end].text == ",")
        words = tuple(t.fold for t in tokens[k:k + 4] if t.kind == WORD)
        return any(words[:len(p)] == p for p in _ON_BEHALF)

    def _for_player_after(self, tokens: Sequence[Token], end: int, roster: Roster, *names: str | None) -> bool:
        """ "voto Grima per Faramiro": the word for a player (`for_player`) right after the name,
        then another player's name exactly: the vote relayed for him (a proxy, a dead player's
        wish), not the author's own ("voto Grima per il bene del villaggio" is his)."""
        if end + 1 >= len(tokens) or tokens[end].kind != WORD or tokens[end].fold not in self.folded["for_player"] \
                or tokens[end + 1].kind != WORD:
            return False
        found = roster.exactly(tokens[end + 1].text)
        return found is not None and found.name not in names

    def _hedged_after(self, tokens: Sequence[Token], end: int) -> bool:
        """An alternative word and a doubt word right after the name: "Anna, o forse no"; a
        doubt word in brackets right after it: "voto Grima (scherzo)", "Gaspard (je rigole)";
        a title in brackets, which may make it an election vote: "Je vote Hortense
        (capitaine)"; a doubt word right after it: "voto Zorg scherzo" (a joke in a tiny font,
        the tags gone), "Je vote Kilian peut-être"; or a doubt word alone in the next short
        sentence: "voto Gollum\nscherzo!", "Je vote Kilian. Je rigole." A joke denied is none:
        "Voto Nazgul (non è uno scherzo)", "Je vote Isidore (je rigole pas)"."""
        words = [t for t in tokens[end:end + 4] if t.text not in (",", "...", "…")]   # "Anna... o forse no"
        f = self.folded
        if end < len(tokens) and tokens[end].kind == WORD and tokens[end].fold in f["doubt_words"]:
            return True
        if self._doubt_after_pause(tokens, end):
            return True
        if end < len(tokens) and tokens[end].text == "(":
            shut = next((k for k in range(end, len(tokens)) if tokens[k].text == ")"), len(tokens))
            # A title this game elects says the poll (« Kilian (capitaine) », votes/poll_words.py).
            unsure = (f["doubt_words"] - f["joke_words"]) | (f["titles"] - f["election"])
            return any(tokens[k].fold in unsure or self._joke_at(tokens, k) or self._bluff_at(tokens, k)
                       for k in range(end, shut))
        if len(words) >= 2 and all(t.kind == WORD for t in words[:2]) \
                and words[0].fold in f["alternatives"] and words[1].fold in f["doubt_words"]:
            return True
        # "voto Frodino, scherzo ovviamente 😜", "Je vote Gaspard... je plaisante hein": a joke
        # later on the name's line.
        close = next((k for k in range(end, min(len(tokens), end + JOKE_REACH)) if tokens[k].text == "\n"),
                     min(len(tokens), end + JOKE_REACH))
        if any(self._joke_at(tokens, k) or self._bluff_at(tokens, k) for k in range(end, close)):
            return True
        return speech.joke_after(tokens, end, f["doubt_words"])

    def _retracted_after(self, tokens: Sequence[Token], end: int) -> bool:
        """Of the doubts `_hedged_after` reads, those that unsay the vote: a joke on the name's
        line or in the short sentence after it ("voto Grima (scherzo)", "voto Gollum. Scherzo!"),
        or "or maybe not" ("voto Grima ...o forse no", « je vote Kilian, ou peut-être pas »)."""
        f = self.folded
        k = next((k for k in range(end, min(len(tokens), end + 4)) if tokens[k].kind == WORD), len(tokens))
        past = speech.phrases_end(tokens, k + 1, self.doubt_phrases) if k < len(tokens) \
            and tokens[k].fold in f["alternatives"] else k
        if k + 1 < past < len(tokens) and (tokens[past].fold in NO_WORDS or tokens[past].fold in f["negations"]):
            return True
        close = next((k for k in range(end, min(len(tokens), end + JOKE_REACH)) if tokens[k].text == "\n"),
                     min(len(tokens), end + JOKE_REACH))
        return any(self._joke_at(tokens, k) for k in range(end, close)) \
            or speech.joke_after(tokens, end, f["joke_words"])

    def _doubt_after_pause(self, tokens: Sequence[Token], end: int) -> bool:
        """ "Voto Grima, forse", « je vote Kilian.. peut-être »: a doubt after a comma or a pause,
        ending its sentence (it counted the vote; "voto Grima, forse Nazgul è lupo" still does)."""
        k = end
        while k < len(tokens) and tokens[k].text in (",", "..", "...", "…"):
            k += 1
        past = speech.phrases_end(tokens, k, self.doubt_phrases) if k > end else k
        if past > k and (past >= len(tokens) or tokens[past].kind != WORD):
            return True
        # « je vote Baptiste, enfin je crois », « jvote Baptiste stp... enfin jcrois », « jvote
        # Isidore. chui pas sure », « je vote moi-même tant qu'on y est 🙄 »: past a pause, a stop
        # (and a courtesy) or right after the name, the words of a guess, of not being sure or of
        # sarcasm ending the sentence (`unsure_after`).
        k = end
        while k < len(tokens) and (tokens[k].kind != WORD and tokens[k].text not in ("?", "\n")
                                   or k == end and tokens[k].fold in self.folded["title_extras"]):
            k += 1
        past = speech.phrases_end(tokens, k, self.unsure_after_phrases)
        return past > k and (past >= len(tokens) or tokens[past].kind != WORD)

    def _condition_after(self, tokens: Sequence[Token], end: int) -> tuple[int, str] | None:
        """A condition said at `end`, as `_conditioned` reads it, where it is one the GM judges
        (no other day, no "o no"): "Grima si prende il mio voto se non parla"."""
        clause = self._conditioned(tokens, end) if end < len(tokens) and tokens[end].kind == WORD else None
        return clause if clause is not None and clause[1] == CONDITION else None

    def _because_after(self, tokens: Sequence[Token], end: int) -> bool:
        """The clause goes on at `end` with why, no question: "Grima si prende il mio voto perché
        mente" (but "Grima è il mio voto perché?" asks)."""
        return end < len(tokens) and tokens[end].kind == WORD and tokens[end].fold in self.folded["because"] \
            and speech.question_mark(tokens, end) is None

    def _bluff_at(self, tokens: Sequence[Token], k: int) -> bool:
        """A `bluffs` phrase at token k ending its clause: "voto Radagasto (non è vero, lo dico
        per vedere come reagisce)"; "voto Grima, non è vero che tace" gives a reason."""
        past = speech.phrases_end(tokens, k, self.bluff_phrases)
        return past > k and (past >= len(tokens) or tokens[past].kind != WORD)

    def _joke_at(self, tokens: Sequence[Token], k: int) -> bool:
        """A joke word at token k that no negation denies, a few words before it or right
        after it: "scherzo", but not "non è uno scherzo", "e non scherzo", "je rigole pas"."""
        f = self.folded
        if tokens[k].kind != WORD or tokens[k].fold not in f["joke_words"]:
            return False
        before = tokens[max(0, k - DENIED_JOKE):k]
        denied = any(t.kind == WORD and t.fold in f["negations"] for t in before) or \
            (k + 1 < len(tokens) and tokens[k + 1].kind == WORD and tokens[k + 1].fold in f["negations"])
        return not denied

    def _abstention_goes_on(self, text: str, tokens: Sequence[Token], after: int,
                            roster: Roster) -> tuple[Resolution, int] | None:
        """ "Voto: nessuno sa chi è il lupo, quindi Nazgul": the abstention's last word ("nessuno",
        « personne ») is the subject of a clause that goes on to a player's name ending its
        sentence. Most likely a vote for him, read as an abstention in silence: the name and
        the index past it, offered; None when the abstention ends its clause ("voto nessuno
        oggi", "voto nessuno, non so")."""
        f = self.folded
        if after >= len(tokens) or tokens[after].kind != WORD or tokens[after].fold in f["fillers"] \
                or speech.phrases_end(tokens, after, self.today_phrases) > after:
            return None
        for k in range(after, len(tokens)):
            if speech.ends_sentence(tokens[k]) or starts_form(self.starting, tokens, k):
                return None   # "Ritiro l'astensione: voto Gianmarco": the next form speaks for itself
            found = self._target(text, tokens, k, roster) if tokens[k].kind == WORD else None
            if found is not None and found[0].ok and (found[1] >= len(tokens) or tokens[found[1]].kind != WORD):
                return found
        return None

    def _conditioned(self, tokens: Sequence[Token], end: int) -> tuple[int, str] | None:
        """A condition right after the name, or after its comma ("Voto Grima se non si spiega
        entro le 20", "je vote Kilian, à moins qu'il se justifie", "voto Zanna ma se Cice parla
        lo difendo"): the vote holds only if
        something happens, which the GM judges; or an alternative saying no ("Je vote
        Kilian... ou pas", "voto Gollum, o no"): the player has not made up his mind. Either
        way a doubt, never the vote as written; a condition contrary to fact ("se potessi")
        is no vote cast (why COUNTERFACTUAL). Returns the index where its sentence ends, so
        the GM reads the condition with the vote, and why the GM is asked (CONDITION, or "" for
        the alternative); None without one, or where the condition is an aside ("voto Grima (se
        ho capito bene il regolamento)")."""
        if end < len(tokens) and tokens[end].kind == WORD \
                and speech.phrases_end(tokens, end, self.another_day_phrases) > end:
            # "voto Grima domani", « je vote Kilian demain »: said for another day (a hedge
            # before the form, "domani voto Grima", is talk); today's only if the GM says so.
            return next((k for k in range(end, len(tokens)) if tokens[k].kind == STRONG or tokens[k].text == "\n"),
                        len(tokens)), CONDITION
        f = self.folded
        poll = end
        while poll < len(tokens) and tokens[poll].kind == WORD and tokens[poll].fold in f["poll_links"]:
            poll += 1   # « jvote Leonie au bucher si elle se defend pas »: past the poll's words
        if any(t.fold in f["poll_names"] for t in tokens[end:poll]):
            end = poll
        at = end
        while at < len(tokens) and tokens[at].text in (",", "...", "…", "("):   # "Kilian (sauf si…)"
            at += 1
        if at >= len(tokens) or tokens[at].kind != WORD:
            apart = self._unless_next(tokens, end)
            return None if apart is None else (apart, CONDITION)
        # "voto Zanna ma se Cice parla lo difendo", "je vote Kilian, mais s'il parle...", « je vote
        # Baptiste, enfin s'il ne se défend pas » (a hesitation before the condition).
        lead = at + 1 if tokens[at].fold in f["hedge_ends"] else \
            speech.phrases_end(tokens, at, self.second_thought_phrases)
        if lead > at and speech.phrases_end(tokens, lead, self.condition_phrases) > lead:
            at = lead
        elif tokens[at - 1].text == "(" and tokens[at].text[:1].isupper() and at + 1 < len(tokens) \
                and speech.phrases_end(tokens, at + 1, self.condition_phrases) > at + 1:
            at += 1   # "voto Becchino (Zanna se Becchino si spiega)": another name, if…
        after = at + 1
        while after < len(tokens) and tokens[after].kind == WORD and tokens[after].fold in f["fillers"]:
            after += 1   # "o anche no"
        said_no = after < len(tokens) and tokens[after].kind == WORD and tokens[after].fold in f["negations"] \
            and tokens[at].fold in f["alternatives"] and (after + 1 >= len(tokens) or tokens[after + 1].kind != WORD)
        if not said_no and (speech.phrases_end(tokens, at, self.condition_phrases) == at
                            or speech.phrases_end(tokens, at, self.aside_phrases) > at):
            return None
        stop = next((k for k in range(at, len(tokens)) if tokens[k].kind == STRONG or tokens[k].text == "\n"),
                    len(tokens))
        if not said_no and (self._ends_on(self.shrug_phrases, tokens, at, stop)
                            or self._ends_on(self.change_later_phrases, tokens, at, stop)):
            # "…, se poi si scopre che è villico pazienza": a concession; "…, ma se Grima si
            # giustifica cambio": a change to come, in a later post. The vote stands now.
            return None
        if self._counterfactual(tokens, at, stop):
            return stop, COUNTERFACTUAL   # "voto Shelob se potessi": contrary to fact, not cast
        return stop, "" if said_no else CONDITION

    def _otherwise_named(self, text: str, tokens: Sequence[Token], end: int, roster: Roster,
                         first: Resolution) -> tuple[Resolution, int]:
        """ "Se Klaatu non parla entro le 18 voto lui, altrimenti Wyatt": the name after a
        condition's word that closes the vote's sentence (`conditions`: "altrimenti", "sennò")
        offered after the first; (first, end) without one."""
        at = end + (end < len(tokens) and tokens[end].text == ",")
        past = speech.phrases_end(tokens, at, self.condition_phrases)
        named = self._target(text, tokens, past, roster) if past > at else None
        if named is None or named[0].how not in (EXACT, ALIAS) or \
                (named[1] < len(tokens) and not speech.ends_sentence(tokens[named[1]])):
            return first, end
        offered = (*(first.candidates or (first.name,)), named[0].name)
        return Resolution(text[tokens[at].start:tokens[named[1] - 1].end], AMBIGUOUS,
                          candidates=tuple(dict.fromkeys(offered))), named[1]

    def _plain_move(self, tokens: Sequence[Token], i: int, end: int) -> bool:
        """The move's sentence (form at `i`, name before `end`) holds no question, condition,
        doubt, alternative or no: "sposto su Gollum" moves the vote, "sposto su Gollum se Grima
        non parla" or "forse sposto su Gollum?" asks as they did."""
        f = self.folded
        stop = next((k for k in range(end, len(tokens)) if speech.ends_sentence(tokens[k])), len(tokens))
        words = range(speech.sentence_start(tokens, i), stop)
        turning = f["doubt_words"] | f["alternatives"] | f["negations"]
        return not (stop < len(tokens) and tokens[stop].text == "?") \
            and not any(tokens[k].fold in turning or speech.phrases_end(tokens, k, self.condition_phrases) > k
                        for k in words if tokens[k].kind == WORD)

    def _counterfactual(self, tokens: Sequence[Token], at: int, stop: int) -> bool:
        """A condition contrary to fact at `at` whose sentence names nobody after it ("se
        potessi"; "se potessi voterei anche Shelob" is another vote under it)."""
        past = speech.phrases_end(tokens, at, self.counterfactual_phrases)
        return past > at and not any(t.kind == WORD and t.text[:1].isupper() for t in tokens[past:stop])

    def _ends_on(self, phrases: frozenset[tuple[str, ...]], tokens: Sequence[Token], at: int, stop: int) -> bool:
        """The condition's sentence ends on one of `phrases` (a shrug: "pazienza", « tant pis »)."""
        words = [k for k in range(at, stop) if tokens[k].kind == WORD]
        return any(speech.phrases_end(tokens, k, phrases) >= (words[-1] + 1)
                   for k in words[-4:]) if words else False

    def _unless_next(self, tokens: Sequence[Token], end: int) -> int | None:
        """The next sentence opening with an `unless` phrase ("Voto Grima. A meno che non si
        spieghi.", "Je vote Kilian. Sauf si Isidore parle."): the condition written apart still
        holds the vote back. The index where that sentence ends; None otherwise."""
        at = end
        while at < len(tokens) and at - end < 3 and tokens[at].text in (".", "...", "…", "\n"):
            at += 1
        if at == end:
            return None
        stop = next((k for k in range(at, len(tokens)) if speech.ends_sentence(tokens[k])), len(tokens))
        # "Voto Rosaspina. Se non risponde entro stasera allora vale il voto.": a condition on it
        holds = speech.phrases_end(tokens, at, self.condition_phrases) > at \
            and any(t.fold in self.vote_holds_words for t in tokens[at:stop])
        return stop if holds or speech.phrases_end(tokens, at, self.unless_phrases) > at else None

    def _for_another_day(self, found: Sequence[Found]) -> list[Found]:
        """The forms, a vote said for another day after the post's own plain vote made talk:
        "Voto: Zorg\nMotivazione: …, voto Klaatu domani se serve" votes Zorg today ("voto Klaatu
        domani" alone stays a doubt: today's only if the GM says so)."""
        out: list[Found] = []
        for item in found:
            voted = any(f.kind == VOTE and not f.reason and f.target is not None and f.target.ok for f in out)
            if voted and item.kind == VOTE and item.reason == DOUBT and item.why == CONDITION \
                    and item.target is not None and self._another_day_after(item):
                item = replace(item, reason=HEDGED, why="")
            out.append(item)
        return out

    def _another_day_after(self, item: Found) -> bool:
        """An `another_day` phrase ("domani") right after the name the form names."""
        at = item.typed.lower().find(item.target.typed.lower()) if item.target is not None else -1
        if at < 0:
            return False
        tokens = tokenize(item.typed[at + len(item.target.typed):])
        return bool(tokens) and speech.phrases_end(tokens, 0, self.another_day_phrases) > 0
