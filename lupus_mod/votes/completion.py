"""A vote form completed: once the grammar has found a form's keyword and why it may be talk
(votes/grammar.py `_match`), the steps that read the rest of it, in order — the name after the
keyword (or the name the keyword leaves unsaid), what follows that name (a second name, a
correction, a condition, a word that takes it back), a question mark, a negation that offers
another name, and what a name nobody has may still point to. Each step is its own function
over one `Draft`, the reading so far. A part of the grammar.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from lupus_mod.orders.text import Token
from lupus_mod.votes import hedges, recaps, speech
from lupus_mod.votes.forms import (ABSTAIN, DOUBT, ELECT, HEDGED, MENTION, NEGATED, NO_WORDS, ON_BEHALF, QUESTION, REPORTED,
                                   RETRACTED, UNDECIDED, UNVOTE, VOTE, Form, Found, past_breaks, starts_form)
from lupus_mod.votes.names import ALIAS, EXACT, UNKNOWN, Resolution, Roster

# The stops between a vote and the no that takes it back: « Je vote Kilian.\nNon ! »
_STOPS = (".", "!", "?", "\n", "…", "...")
# What a step returns when it settles the form's reading at once: the found (None: no form
# here) and the index past it.
Done = tuple[Found | None, int]


@dataclass
class Draft:
    """A form's reading as its steps complete it: its kind (an unvote that moves the vote is a
    vote), its name and the index past it, why it is talk or a doubt, and the readings beside."""

    form: Form
    reason: str
    why: str
    end: int
    target: Resolution | None = None
    kept: bool = False                          # "Resto su Grima": a vote kept
    joined: tuple[Resolution, int] | None = None   # "Je vote Kilian au bûcher et Isidore"
    unvoted: str = ""                           # "tolgo il voto a Grima"
    start: int = 0                              # the excerpt the GM reads, in characters
    stop: int = 0
    bold: bool = False
    mark: int | None = None                     # the question mark after the form


class Completion:
    """A mixin of `Grammar`: `_complete` and its steps (the other mixins' readers are its tools)."""

    def _complete(self, text: str, tokens: Sequence[Token], i: int, after: int, form: Form,
                  has_colon: bool, roster: Roster, bold: Sequence[bool] | None,
                  reason: str, author: str | None = None, why: str = "") -> Done:
        """The form at token i, its keyword ending at `after`, read whole."""
        refused = self._not_voting(text, tokens, i, after, roster) if form.target and form.kind == VOTE else None
        if refused is not None:   # "voto di non votare": no vote cast, but which way?
            return refused if reason in ("", DOUBT) else (None, after)
        d = Draft(form, reason, why, after)
        done = self._read_name(text, tokens, i, after, roster, author, d)
        if done is not None:
            return done
        self._excerpt(text, tokens, i, roster, bold, d)
        self._asked_after(text, tokens, i, roster, author, d)
        self._negated_instead(text, tokens, i, roster, d)
        return self._found(text, tokens, i, after, has_colon, roster, author, d)

    def _read_name(self, text: str, tokens: Sequence[Token], i: int, after: int, roster: Roster,
                   author: str | None, d: Draft) -> Done | None:
        """The name the form gives, by the form's kind: written after the keyword, followed
        ("voto come Tumbleweed"), or left unsaid (an abstention going on to a name, an unvote
        naming the vote it takes back)."""
        form = d.form
        likened = after < len(tokens) and tokens[after].fold in self.folded["like"]
        # "Il mio voto è quello che leggi lì" (a choice form) points to words, follows nobody.
        # "Il mio voto è uguale a quello di Tumbleweed": the like word right after it follows him.
        followed = self._followed(text, tokens, after, roster) \
            if form.target and form.kind == VOTE and (form.words not in self.chosen or likened) else None
        if followed is not None and followed[0] is None:
            # "voto come ieri", "je vote comme Amandine": a vote whose name is not written.
            d.end, d.reason = followed[1], d.reason or DOUBT
        elif form.target:
            return self._named(text, tokens, i, after, roster, author, followed, d)
        elif not d.reason and form.kind == ABSTAIN and (named := self._abstention_goes_on(text, tokens, after, roster)):
            # "Voto: nessuno sa chi è il lupo, quindi Nazgul": a vote for him, offered.
            (d.target, d.end), d.reason, d.form = named, DOUBT, Form(VOTE, form.words, form.colon, True)
        elif not d.reason:
            self._unnamed(text, tokens, i, after, roster, d)
        return None

    def _named(self, text: str, tokens: Sequence[Token], i: int, after: int, roster: Roster,
               author: str | None, followed: tuple[Resolution, int] | None, d: Draft) -> Done | None:
        """The name after a form that wants one, then what follows it; a result at once for a
        vote that only leaves another ("cambio da Wyatt") or names nobody after its keyword."""
        form = d.form
        found = followed or (self._moved_from(text, tokens, after, roster) if form.kind == VOTE else None)
        if found is None and form.kind == VOTE and (left := self._left_only(text, tokens, i, after, roster)):
            return left   # "cambio da Wyatt": the vote he leaves, not his vote
        found = found or self._target(text, tokens, after, roster, author)
        # "Il mio voto per il lupo: Zefiro": the author's own vote as a noun, as before a colon.
        own = not d.reason or (d.reason == MENTION and i > 0 and tokens[i - 1].fold in self.folded["asking"])
        lead = self._unread_lead(text, tokens, after, roster) if form.kind == VOTE and own and (
            found is None or not found[0].ok) else None
        if lead is not None:   # "voto per il lupo: Zefiro": the GM reads the words
            found, d.reason = lead, DOUBT
        if found is None:
            return self._named_elsewhere(text, tokens, i, after, roster, author, d)
        d.target, d.end = found
        d.reason = d.reason or (self._recount(text, tokens, d.end, roster) if d.target.ok else "")
        if not d.reason and any(t.fold in self.folded["doubt_words"] for t in tokens[after:d.end]):
            d.reason = DOUBT   # "voto forse Anna"
        self._after_name(text, tokens, after, roster, author, d)
        return None

    def _named_elsewhere(self, text: str, tokens: Sequence[Token], i: int, after: int, roster: Roster,
                         author: str | None, d: Draft) -> Done:
        """A form whose keyword names nobody after it: the name of its line before it or after
        it, or the author's word for himself before it."""
        # "Rosa: voto." is no recount ("Totò: voto Brigante"): the keyword names nobody
        # after it, so the line's name is the one it may point to.
        alone = d.reason in ("", DOUBT) or (d.reason == REPORTED and recaps.recount_line(text, tokens, i, roster))
        named = (self._named_before(text, tokens, i, after, roster)
                 or self._named_after(text, tokens, i, after, roster)) if alone else None
        named = named or (self._myself_before(text, tokens, i, after, author, d.why, d.form.words in self.chosen)
                          if d.reason in ("", DOUBT) else None)
        return named or (None, after)

    def _after_name(self, text: str, tokens: Sequence[Token], after: int, roster: Roster,
                    author: str | None, d: Draft) -> None:
        """What follows the name: a second word of it or a correction, a take-back, another
        name offered, and the words after it that make it talk or a doubt."""
        named_end = d.end
        d.target, d.end, d.reason, d.kept = self._second_word(text, tokens, after, d.end, d.target, d.reason, roster)
        if d.reason == DOUBT and d.target.ok and not d.kept and not self.answers \
                and self._taken_back(tokens, speech.phrases_end(tokens, named_end, self.cry_phrases)):
            d.why = RETRACTED   # "voto Gollum, anzi no aspetto di leggere le difese": none first
        other = self._alternative(text, tokens, after, d.end, roster, d.target.name,
                                  d.reason in ("", DOUBT, HEDGED) and not self.answers) \
            if d.target.ok else None
        d.joined = self._and_another(text, tokens, after, d.end, roster, d.target.name) \
            if d.target.ok and other is None and not d.reason else None
        other = other or d.joined   # "Je vote Kilian au bûcher et Isidore": both offered
        if not d.reason:
            self._said_after(text, tokens, roster, author, other, d)
        if other is not None:
            self._other_offered(text, tokens, roster, other, d)

    def _said_after(self, text: str, tokens: Sequence[Token], roster: Roster, author: str | None,
                    other: tuple[Resolution, int] | None, d: Draft) -> None:
        """The words after a plain vote's name that make it a doubt or talk (the first that
        applies): a doubt, a never, a citation, another's behalf, a proxy, a condition."""
        end = d.end
        if other is None and self._hedged_after(tokens, end):
            d.reason = DOUBT   # "voto Anna, o forse no", "je vote Zoé, ou peut-être pas"
            d.why = RETRACTED if self._retracted_after(tokens, end) else d.why
        elif self._never_after(tokens, end):
            d.reason = NEGATED   # "voto Grima quando gli asini volano"
        elif self._cited_after(tokens, end):
            d.reason = REPORTED   # "voto Grima (cit. Sam)"
        elif self._on_behalf_after(tokens, end):
            d.reason = DOUBT   # "voto Nazgul da parte di Bilbetto": whose vote, the GM says
        elif self._for_player_after(tokens, end, roster, d.target.name, author):
            d.reason, d.why = DOUBT, ON_BEHALF   # "voto Grima per Faramiro": a proxy
        elif other is None and (clause := self._conditioned(tokens, end)) is not None:
            d.reason, (d.end, d.why) = DOUBT, clause   # "Voto Grima se non si spiega": the GM reads the condition
        elif other is None and _no_alone_after(tokens, end, self.folded["laughs"]):
            d.reason, d.why = DOUBT, RETRACTED   # « Je vote Kilian. Non. »: said, then unsaid; none first

    def _other_offered(self, text: str, tokens: Sequence[Token], roster: Roster,
                       other: tuple[Resolution, int], d: Draft) -> None:
        """ "Anna oppure Bea", "Zoé ou Léa": never a pick; nor "domani voto Nazgul, oggi Gollum"."""
        today = d.reason == HEDGED and hedges.today_listed(tokens, d.end, self.today_phrases)
        (d.target, d.end), d.reason = other, DOUBT if today else d.reason or DOUBT
        d.target = hedges.today_first(d.target) if today else d.target
        d.why = UNDECIDED if self._undecided_after(tokens, d.end) else d.why
        (d.target, d.end) = self._settled_among(text, tokens, d.end, roster, d.target) or (d.target, d.end)

    def _unnamed(self, text: str, tokens: Sequence[Token], i: int, after: int, roster: Roster, d: Draft) -> None:
        """A form that wants no name (an unvote, an abstention): the player its keyword names
        ("je vote Blanc"), or the vote an unvote moves or takes from a name."""
        form = d.form
        d.target = _named_by_keyword(tokens, i, form, roster)
        d.reason = DOUBT if d.target is not None else d.reason
        moved = self._moved_to(text, tokens, after, roster) if form.kind == UNVOTE else None
        if d.target is None and moved is not None:
            # "Tolgo il voto a Grima e Gollum": the vote may have moved, not gone; "… e lo do
            # a Gollum" says it moved: a vote for him.
            (d.target, d.end), d.reason = moved, DOUBT if not moved[0].ok else ""
            d.form = form if not d.target.ok else Form(VOTE, form.words, form.colon, True)
        elif d.target is None and form.kind == UNVOTE and (named := self._unvoted(text, tokens, after, roster)):
            d.unvoted, d.end = named   # "tolgo il voto a Grima"

    def _excerpt(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                 bold: Sequence[bool] | None, d: Draft) -> None:
        """The words the GM reads (the keyword to the name), whether bold, the question mark after."""
        d.start, d.stop = tokens[i].start, tokens[d.end - 1].end
        if d.target is not None and roster.look_alike(d.target.typed) is not None:
            # "voto Salvo_": the GM reads the name as written, "_" and all (no token of its own).
            d.stop = max(d.stop, text.find(d.target.typed, d.start) + len(d.target.typed))
        d.bold = bool(bold) and any(bold[d.start:d.stop])
        d.mark = speech.question_mark(tokens, d.end, self.tag_phrases)

    def _asked_after(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                     author: str | None, d: Draft) -> None:
        """ "Perché voto Anna?" asks something: talk. "voto Anna?" may be a vote: a doubt.
        "Bilbetto: voto Nazgul, no?" asks Bilbetto his vote: talk."""
        if d.reason not in ("", DOUBT) or d.mark is None:
            return
        asks = speech.asks(tokens, i, self.folded["question_words"]) or \
            self._asks_another(text, tokens, i, roster, author)
        answered = past_breaks(tokens, d.mark + 1)   # "Perché voto Nazgul? Perché mente.": his reason
        because = answered < len(tokens) and tokens[answered].fold in self.folded["because"]
        d.reason = QUESTION if asks and not because else DOUBT
        if d.reason == DOUBT and _no_alone_after(tokens, d.mark, self.folded["laughs"]):
            d.why = RETRACTED   # "voto Zanna? No.": asked, then answered no at once; none first

    def _negated_instead(self, text: str, tokens: Sequence[Token], i: int, roster: Roster, d: Draft) -> None:
        """A vote said not to be cast: another name offered after it, or the vote taken back."""
        if d.reason != NEGATED or d.form.kind != VOTE or d.target is None or not d.target.ok:
            return
        instead = self._but_instead(text, tokens, d.end, roster)
        if instead is not None:   # "Non voto Salvo ma Luna", "non voto più Nazgul ma Boromiro": offered
            (d.target, d.end), d.reason = instead, DOUBT
            d.stop = tokens[d.end - 1].end
        elif any(t.fold in self.folded["no_longer"] for t in tokens[i:d.end]):
            # "Non voto più Gollum", "Je ne vote plus Kilian": the vote taken back, or a word
            # about one already gone; read as talk the vote would stand unasked.
            d.form, d.target, d.reason = replace(d.form, kind=UNVOTE), None, DOUBT

    def _found(self, text: str, tokens: Sequence[Token], i: int, after: int, has_colon: bool,
               roster: Roster, author: str | None, d: Draft) -> Done:
        """The form read: its excerpt widened to the sentence for a doubt, then a name nobody
        has pointed back, described or left as talk."""
        if d.reason == DOUBT:   # the GM reads what made it unsure: "forse voto Anna?"
            d.start = tokens[speech.sentence_start(tokens, i)].start
            d.stop = tokens[d.mark].end if d.mark is not None else d.stop
        kind = d.form.kind
        if kind == VOTE and not d.reason and d.target is not None and d.target.ok:
            d.reason = recaps.labelled_reason(text, tokens, d.end, roster, author)   # « voto Grima (Galadriella) »
        if kind == VOTE and d.reason in ("", DOUBT) and self._role_named(d.target):   # "Voto il Chupacabra"
            return Found(kind, d.start, d.stop, text[d.start:d.stop], Resolution(d.target.typed, UNKNOWN), d.bold,
                         DOUBT), d.end
        if d.target is not None and d.target.how == UNKNOWN:
            return self._nobody(text, tokens, i, after, has_colon, roster, author, d)
        if d.target is None and d.reason not in ("", QUESTION, DOUBT):
            return None, after   # talk that names nobody: "Non mi astengo", "l'astensione"
        return self._declared(text, d)

    def _nobody(self, text: str, tokens: Sequence[Token], i: int, after: int, has_colon: bool,
                roster: Roster, author: str | None, d: Draft) -> Done:
        """A name nobody has: the player a pronoun points back to, the next form's name, a
        player described or named after it ("cioè Amandine"), a nickname, or talk."""
        kind, plain = d.form.kind, not d.reason and d.form.kind == VOTE
        pointed = self._pointed_back(text, tokens, i, after, roster, author) \
            if kind == VOTE and d.reason in ("", DOUBT) else None
        if pointed is not None:   # "Gollum mente. Voto lui.": Gollum, offered to the GM
            pointed, end = self._otherwise_named(text, tokens, d.end, roster, pointed)   # ", altrimenti Wyatt"
            start, stop = tokens[speech.sentence_start(tokens, i)].start, tokens[end - 1].end
            return Found(kind, start, stop, text[start:stop], pointed, d.bold, DOUBT, why=d.why), end
        if starts_form(self.starting, tokens, after):
            return None, after   # "Ballottaggio: voto Zanna", "Bûcher : je vote Kilian": the next form says
        described = self._described(tokens, after, roster) if plain else None
        namely = self._namely(text, tokens, d.end if described is None else described, roster, author) \
            if plain else None
        if namely is not None:   # « jvote la voyante autoproclamée, cad Amandine », "voto KQ, cioè me stessa"
            target, end = namely
            return Found(kind, d.start, tokens[end - 1].end, text[d.start:tokens[end - 1].end], target, d.bold), end
        if described is not None:   # "voto lo sceriffo": who he is, the GM says
            stop = tokens[described - 1].end
            target = Resolution(text[tokens[after].start:stop], UNKNOWN)
            return Found(kind, d.start, stop, text[d.start:stop], target, d.bold, DOUBT), described
        nickname = self._nickname(d.target, tokens, d.end, roster) if not d.reason else None
        if nickname is not None:   # "jvote kiki": Kilian, offered
            return Found(kind, d.start, d.stop, text[d.start:d.stop], nickname, d.bold, DOUBT), d.end
        if d.reason or d.form.kind == ELECT or not (has_colon or d.bold or self._written_as_name(d.target)):
            return None, after   # "voto lui, tanto è uguale", "voto a caso", "Capitaine : je vote X": talk
        return self._declared(text, d)

    @staticmethod
    def _declared(text: str, d: Draft) -> Done:
        return Found(d.form.kind, d.start, d.stop, text[d.start:d.stop], d.target, d.bold, d.reason, kept=d.kept,
                     why=d.why if d.reason == DOUBT else "", joined=_second(d.joined), unvoted=d.unvoted), d.end


def _named_by_keyword(tokens: Sequence[Token], i: int, form: Form, roster: Roster) -> Resolution | None:
    """The player a form's last keyword word names, if any: "je vote Blanc" with a player named
    Blanc is an abstention or a vote for him, a doubt; None when it names none."""
    last = tokens[i + len(form.words) - 1]
    found = roster.resolve(last.text)
    return found if found.how in (EXACT, ALIAS) else None


def _no_alone_after(tokens: Sequence[Token], at: int, laughs: frozenset[str]) -> bool:
    """Past the stop or the laugh after a vote (`at`), a sentence of no-words alone that ends the
    post ("voto Zanna? No.", « Je vote Kilian. Non. », "voto Zanna ahahah no"): the vote taken
    back at once. A no with more words ("No, Ombroso", "No dai") is read by the corrections."""
    k = at
    while k < len(tokens) and (tokens[k].text in _STOPS or tokens[k].fold in laughs):
        k += 1
    if k == at:
        return False   # "voto Zanna no": nothing between, the corrections read it
    said = k
    while k < len(tokens) and tokens[k].fold in NO_WORDS:
        k += 1
    return k > said and all(t.text in _STOPS and t.text != "?" for t in tokens[k:])   # "no?" may ask


def _second(joined: tuple[Resolution, int] | None) -> str:
    """The name joined after the stake's words, "" without one."""
    return joined[0].candidates[-1] if joined is not None and joined[0].candidates else ""
