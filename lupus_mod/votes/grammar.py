"""The vote grammar: which words in a post are a vote, an unvote or an abstention.

Players vote with a few fixed forms ("voto Zefiro", "[b]Voto: Cassandra[/b]", "je vote pour
Chloé", "tolgo il voto", "je m'abstiens") and talk about votes all day long in sentences that
contain the same words. The engine is one for every language; the words are data
(languages.py, each list a `[votes]` setting). A form counts only where it is a declaration;
otherwise it is still found, with the reason it is talk, so the audit can show it:

- `reported`: someone else's words: quoted («voto Nome», ha scritto "voto Kira"), after a
  verb of saying, writing or reading ("c'era scritto voto Kira", "il m'a dit je vote X"), or
  a recount line naming whose vote it is ("Totò: voto Brigante");
- `negated`: "Io per ora non voto", "je ne vote pas X", "je vote pas X", "Neanche io voto X";
- `mention`: the keyword used as a noun, after an article, a possessive, a preposition or
  another subject, unless a colon follows it: "Confermo il mio voto su Zefiro", "il vote X",
  "j'ai voté X" (but "Il mio voto: Zefiro" is a vote);
- `hedged`: a hypothesis, advice or a vote to come earlier in the same sentence: "Domani voto
  lui", "Se fossi in te voto Hugo", "Plus tard je vote Hugo";
- `question`: a question with a question word: "Perché voto Zefiro?", "Pourquoi je vote Marc ?".

A `doubt` is the author's own form, but unsure, which only the GM can settle (docs/tally.md,
Doubts): two names offered ("voto Anna o forse Bea", "Je vote Zoé ou Léa"), a doubt word
("forse voto Anna", "voto magari Anna", "Peut-être que je vote X"), a question mark without a
question word ("voto Anna?"), a condition on either side of the vote ("Se Grima non risponde
voto Grima", "voto Grima se non risponde": `why` CONDITION, the GM knows whether it held).

Another form of the verb with a player's name after it ("Ieri ho votato Sam", "Votez Hugo !")
is a `mention` too. Forms of that kind that name nobody ("voto a caso") are not
kept at all; after a colon or in bold a name nobody has ("Voto: Pippo") is reported as an
unknown name instead.
A vote that elects a title ("je vote François pour capitaine", "capitaine : François", "Pour le
capitaine je vote Chloé", "je vote pour le maire Zoé") is of kind `elect`, counted apart from
the day's vote (`tally D --election`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from lupus_mod.orders.text import ARROW, WORD, Token, tokenize
from lupus_mod.votes import hedges, poll_words, recaps, speech
from lupus_mod.votes.forms import (ABSTAIN, COUNTERFACTUAL, DOUBT, SAID, ELECT, HEDGED, MENTION, NEGATED, QUESTION, REPORTED, STAKE, TITLE, UNVOTE,
                                   ON_BEHALF, RETRACTED, UNDECIDED, VOTE, Form, Found, as_doubt, keyword_end, past_breaks, starts_form)
from lupus_mod.votes.leads import Leads
from lupus_mod.votes.lexicon import Lexicon
from lupus_mod.votes.names import ALIAS, EXACT, UNKNOWN, Resolution, Roster
from lupus_mod.votes.after_name import AfterName
from lupus_mod.votes.agreement import as_yesterday, gone_back
from lupus_mod.votes.apart import NamesApart
from lupus_mod.votes.asked import SelfAsked
from lupus_mod.votes.cries import Cries
from lupus_mod.votes.denied import Denied
from lupus_mod.votes.recount import Recounted
from lupus_mod.votes.retake import Retaken
from lupus_mod.votes.returned import Returned
from lupus_mod.votes.offered import OfferedNames
from lupus_mod.votes.targets import TargetReading
from lupus_mod.votes.title_line import title_line
from lupus_mod.votes.titled import TitleWords
from lupus_mod.votes.went_back import WentBack
from lupus_mod.votes.whose import WhoseVote
from lupus_mod.votes.withdrawn import Withdrawn


@dataclass(frozen=True)
class Grammar(Lexicon, TargetReading, OfferedNames, Leads, AfterName, NamesApart, Cries, SelfAsked, Retaken, Denied, WhoseVote, TitleWords,
              Withdrawn, Recounted, WentBack, Returned):
    """The vote reader of one game: its words (`Lexicon`, `Grammar.for_language`) and how a post is read."""

    def scan(self, text: str, roster: Roster, bold: Sequence[bool] | None = None,
             author: str | None = None) -> tuple[Found, ...]:
        """Every vote form in `text`, in order. `bold[i]` says whether character i is bold;
        `author` is the slot the writer plays, when known."""
        text = speech.unglued(text, self.starting)
        tokens = speech.signed_off(tokenize(text), self.sign_off_phrases)
        found: list[Found] = []
        i = boundary = 0
        while i < len(tokens):
            # "Confermo il voto di ieri" whole is yesterday's vote, before any form reads "di ieri".
            hit = as_yesterday(text, tokens, i, self.as_yesterday_phrases) or \
                gone_back(text, tokens, i, self.gone_back_phrases) or \
                self._cry(text, tokens, i, boundary, roster, bold) or \
                self._bare(text, tokens, i, roster, bold) or \
                self._moved_line(text, tokens, i, roster, bold) or \
                self._asked(text, tokens, i, roster, bold, author) or \
                self._names_asked(text, tokens, i, roster, bold) or \
                self._retake_post(text, tokens, i, roster, bold, found) or \
                self._own_after(text, tokens, i, roster, found) or \
                self._whose(text, tokens, i, roster, author) or \
                self._clitic(text, tokens, i, roster, bold, author) or \
                self._returned(text, tokens, i, roster, bold, author) or \
                self._withdrawn(text, tokens, i, roster, bold) or \
                self._match(text, tokens, i, boundary, roster, bold, author) or \
                self._other_verb(text, tokens, i, roster, author) or self._unvote_told(text, tokens, i, roster, author) or \
                (title_line(text, tokens, i, roster, self.folded) if self.election and self.election_held else None)
            if hit is None:
                i += 1
                continue
            item, next_i = hit
            if item is not None and item.kind == UNVOTE and (self._of_yesterday(tokens, next_i)
                                                             or self.left_after_vote(item, found)):
                item = None   # « PS : je retire mon vote d'hier »; "Voto Klaatu, cambio da Wyatt"
            if item is not None and item.kind == VOTE and self.election and \
                    poll_words.names_stake(tokens, i, next_i, boundary, self.folded["stake"], self.folded["alternatives"]):
                item = replace(item, poll=STAKE)   # "Je vote Hortense pour le bûcher"
            if item is not None and item.kind in (UNVOTE, ABSTAIN) and self.election:
                # "Je vote blanc pour le capitaine": the election's abstention, not the day's.
                item = replace(item, poll=self._unvote_poll(tokens, i, next_i, boundary))
            if item is not None and item.why == COUNTERFACTUAL and any(f.kind == VOTE and not f.reason for f in found):
                item = None   # "voto Gollum e voto anche x Shelob se potessi": one vote each, Gollum's
            if item is not None:
                if found and (found[-1].kind == ELECT) == (item.kind == ELECT) \
                        and self._offered_instead(tokens, boundary, i, found[-1].kind):
                    # "voto Grima oppure mi astengo": two forms offered, neither chosen ("je vote
                    # Kilian, et je vote Amandine pour capitaine" is one of each poll).
                    found[-1], item = (replace(f, reason=f.reason or DOUBT) for f in (found[-1], item))
                found.append(self._also(tokens, i, next_i, item, found))
                boundary = next_i
            second = None if item is None else self._and_then(text, tokens, next_i, roster, item) \
                if item.kind == ELECT else self._and_elects(text, tokens, next_i, roster, item) \
                if item.kind in (VOTE, ABSTAIN) and item.poll != TITLE and self.election else None
            if second is not None:
                # The vote's own poll said after its name, or its name put in doubt (« … ou
                # Noemie »): that vote, in its place.
                found[-1:] = [replace(second[0], rewrites=False)] if second[0].rewrites else [found[-1], second[0]]
                boundary = next_i = second[1]
            i = next_i
        found = self._last_words(text, tokens, roster, found)   # « … Isidore quand même. »
        opening = None if found else self._name_sentence(text, tokens, roster, bold)
        found = [opening] if opening else found   # "Zanna. Per me è lupo al 100%"
        # With no form but doubts ("voto Grima? no dai, troppo facile. Gollum") or denials ("altro
        # che voto Rosaspina. Ombroso!"), a closing name may be the vote; another's vote told: talk.
        # After his own vote, a closing name of another player may be the vote moved ("voto
        # Bilbetto... anzi no era Frodino, lui ha votato Rosie per primo. Frodino"): asked.
        own = [f for f in found if f.reason in ("", DOUBT)]
        voted = bool(own) and own[-1].kind == VOTE and own[-1].target is not None
        closing = self._closing(text, tokens, roster, bold, author) \
            if voted or not any(f.reason not in (DOUBT, NEGATED) for f in found) else \
            self._closing(text, tokens, roster, bold, author, True) \
            if not any(f.reason not in (DOUBT, NEGATED, MENTION, HEDGED) for f in found) else None
        if closing is not None and any(f.target == closing.target or f.end > closing.start for f in found):
            closing = None   # "Voto. Fosco.": the doubt found names him already
        return self._day_said(tokens, self._for_another_day([*found, closing] if closing else found))

    def _of_yesterday(self, tokens: Sequence[Token], after: int) -> bool:
        """ "ritiro il voto di ieri", « je retire mon vote d'hier »: the unvote names a past day."""
        at = after
        while at < len(tokens) and tokens[at].kind == WORD and tokens[at].fold in self.folded["whose"]:
            at += 1
        return after < at < len(tokens) and tokens[at].fold in self.folded["yesterday"]

    def _offered_instead(self, tokens: Sequence[Token], boundary: int, i: int, last: str) -> bool:
        """Only an alternative word ("oppure", "o", "ou") between the last form and this one;
        after an unvote (`last`), "e", "et" join the two in order ("Ritiro il voto e voto Nazgul")."""
        words = [t for t in tokens[boundary:i] if t.text != ","]
        return len(words) == 1 and words[0].kind == WORD and words[0].fold in self.folded["alternatives"] \
            and not (last == UNVOTE and words[0].fold in self.folded["and_then"])

    def _match(self, text: str, tokens: Sequence[Token], i: int, boundary: int, roster: Roster,
               bold: Sequence[bool] | None, author: str | None) -> tuple[Found | None, int] | None:
        for form in self.starting.get(tokens[i].fold, ()) if tokens[i].kind == WORD else ():
            if form.first:   # "Nazgul è il mio voto."
                named = self._named_first(text, tokens, i, form, boundary, roster, bold)
                if named is not None:
                    return self._of_title_said(tokens, named)
                continue
            alone = (lambda at: self._named_alone(text, tokens, at, roster)) if form.target else None
            after = keyword_end(tokens, i, form, self.folded["inserts"], alone,
                                (self.folded["poll_links"], self.folded["poll_names"]), self.poll_aside)
            if after is None or (form.target and starts_form(self.starting, tokens, after)) \
                    or (form.words in self.alone_only and not self._named_alone(text, tokens, after, roster, True)) \
                    or (form.words in self.alone_only and not self._noun_opens(tokens, i)):
                continue   # "Allora cambio: voto Tom Bombadil": the next form names him
            # « jvote comme la capi »: the holder's vote followed, no title voted (titled.py).
            follows_title = self._title_followed(tokens, after) if form.kind == VOTE else None
            titled = self._title_first(tokens, after) if form.kind == VOTE and follows_title is None else None
            if titled is not None:   # "je vote pour le maire Hugo": the title, then the name
                form, after = Form(ELECT, form.words, form.colon, True), titled
            elif form.kind == VOTE and self._titled_inside(tokens, i, after):
                form = Form(ELECT, form.words, form.colon, True)   # "Mon vote pour le capitaine va à Hortense"
            # "Mon vote pour le capitaine : Hortense", "Il mio voto per il rogo: Gollum": a
            # colon after the title or the fillers declares, as in "Il mio voto: Zefiro".
            # "il mio voto -> Zorg": an arrow declares as the colon does.
            has_colon = any(t.text == ":" or t.kind == ARROW for t in tokens[i + 1:after]) \
                or self._colon_after_fillers(tokens, after) is not None
            # The word before the form is the end of an earlier form ("~~voto Grima~~ voto
            # Gollum"), no subject of this one.
            reason = (self._subject(text, tokens, i, roster, author) if i > boundary else "") or \
                self._reason(text, tokens, i, after, form, has_colon, roster, author) or \
                (DOUBT if form.words in self.chosen else "")   # "scelgo Zappa": a choice, no vote form
            reason, why = as_doubt(reason)   # "Se Grima non risponde, voto Grima": the GM knows if it held
            # "@Fosco voto te": the mention is no subject ("Fosco voto" would report him).
            found = (self._mentioned_you(text, tokens, i, after, roster) if form.kind == VOTE else None) \
                or (self._you_unnamed(text, tokens, i, after, reason, bold, roster, author, why)
                    if form.kind == VOTE else None) \
                or (self._holder_followed(text, tokens, i, follows_title, reason) if follows_title else None) \
                or self._complete(text, tokens, i, after, form, has_colon, roster, bold, reason, author, why)
            item, end = found
            if item is not None and form.words in self.chosen and form.words[:1] in {w[:1] for w in self.stay_phrases}:
                item = replace(item, kept=True)   # "Resto su Grima." with his vote on Grima: it stands
            if item is not None and form.words in self.moving and self._plain_move(tokens, i, end):
                item = replace(item, moves=True)   # "sposto su Gollum" with his vote on another: moved
            if (item is None and form.words in self.chosen) or self._said_of_vote(form, item, tokens, end):
                continue   # "Il mio voto è chiaro: Grima": no choice named, the words go on being read
            past = self._elects(tokens, i, end, boundary) if item and item.kind == VOTE and follows_title is None else None
            if past is None and item is not None and item.kind == VOTE and not item.reason \
                    and self._names_title(tokens, i, end, boundary):
                # "Per il sindaco voto Aragorno" where no sindaco is elected: never a vote to
                # execute, and no election to count it in; the GM settles it.
                item = replace(item, reason=DOUBT)
            if item is not None and past is not None:
                stop = tokens[past - 1].end
                item = Found(ELECT, item.start, stop, text[item.start:stop], item.target,
                             item.bold, item.reason)
                item, end = self._title_corrected(text, tokens, item, past, roster)
            return item, end
        return None

    def _subject(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                 author: str | None) -> str:
        """ "Hugo vote Marc", "il vote Marc": REPORTED; "Chloé vote Marc" by Chloé: a DOUBT. A
        form that opens with the first person ("je vote") has its subject: "Hortense je vote
        Kilian", "Comme capitaine je vote Kilian" are the author's."""
        f = self.folded
        # "tra Zappa e Bacco voto Zappa": the two names are the choice, no subject.
        if tokens[i].fold in f["first_person"] | self.glued_subjects or speech.among(text, tokens, i, roster, f["between"],
                                                               f["alternatives"]):
            return ""
        whose = speech.whose(text, tokens, i, roster, f["third_person"], author)
        if whose == "other" and i + 1 < len(tokens) and tokens[i + 1].fold in f["pointing"]:
            return ""   # "Zorg voto lui, Klaatu lo salvo": the name before is the pronoun's, no subject
        return {"other": REPORTED, "own": DOUBT}.get(whose, "")

    def _reason(self, text: str, tokens: Sequence[Token], i: int, after: int, form: Form,
                has_colon: bool, roster: Roster, author: str | None = None) -> str:
        """Why the form at token i is talk ("" when it is a declaration)."""
        f = self.folded
        if author and recaps.recount_line(text, tokens, i, roster) and not recaps.recount_line(text, tokens, i, roster, author):
            # "Pippino: voto Gollum" by Pippino: his own vote labelled? Also as a line of a recap
            # ("Frodino: voto Grima / Eowyna: voto Grimaldo" by Eowyna): the others' lines are
            # theirs, his own line his vote, asked (it was dropped as someone else's words).
            return DOUBT
        if (speech.inside_quotes(text, tokens[i].start) or recaps.recount_line(text, tokens, i, roster)
                or speech.reporting_verb(tokens, i, f, roster)):
            # "Falco dice: voto Doc" by Falco: his own words in the third person, or a recount.
            return DOUBT if author and (self._said_by(text, tokens, i, roster) == author
                                        or self._said_by_role(tokens, i, text, roster)) else REPORTED
        if speech.said_before_colon(tokens, i, f):
            return SAID   # "Mi ha scritto in privato: voto Gollum": his words, or the author's?
        # The word right before it, if nothing stands between ("je ne me présente pas 😅
        # Capitaine : Amandine": the emoji ends the sentence the negation belongs to).
        before = tokens[i - 1] if i > 0 and tokens[i - 1].kind == WORD \
            and not text[tokens[i - 1].end:tokens[i].start].strip() else None
        # "je vote pas X": a negation between the keyword and the name.
        next_word = tokens[after] if form.target and after < len(tokens) \
            and tokens[after].kind == WORD else None
        earlier_no = self._no_of_clause_before(tokens, i)   # « Si Isidore ne répond pas je vote X »
        if (before and before.fold in f["negations"] and not earlier_no) \
                or (next_word and next_word.fold in f["negations"]):
            return NEGATED
        denied = earlier_no or self._denied(tokens, i)   # "Neanche io voto Grima", "Pas question que je vote X"
        # « mais là je vote Fernand »: before a subject of the first person ("je", "io") an
        # article's word is none ("là"); a relative or a question word still is ("ce que je vote").
        subject_first = form.words[0] in f["first_person"] and before is not None \
            and before.fold not in f["question_words"] | f["relatives"]
        if before and before.fold in f["talk_before"] and not has_colon and not denied and not subject_first:
            # "Olive a voté Thibault" (voté folds to vote): a player and an auxiliary before
            # it, another's vote reported, which "moi aussi" may join (agreement.py).
            return REPORTED if speech.subject(text, tokens, i - 1, roster) is not None else MENTION
        # "Salvo che Rosa non parli, voto Rosa" with Salvo playing: a hedge, or his name? A doubt.
        named = frozenset(h for h in self.hedge_phrases | self.condition_phrases if roster.names_word(h[0]))
        hedge = hedges.hedged(tokens, i, self.hedge_tables(named), f["hedge_ends"], self.aside_phrases, cut=DOUBT,
                              today=self.today_phrases)
        # The no of a condition: a hedge; of a clause said without one, the GM reads it.
        return (hedge or (DOUBT if earlier_no else NEGATED)) if denied else hedge

    def _complete(self, text: str, tokens: Sequence[Token], i: int, after: int, form: Form,
                  has_colon: bool, roster: Roster, bold: Sequence[bool] | None,
                  reason: str, author: str | None = None, why: str = "") -> tuple[Found | None, int]:
        target: Resolution | None = None
        end, kept, joined, unvoted = after, False, None, ""
        refused = self._not_voting(text, tokens, i, after, roster) if form.target and form.kind == VOTE else None
        if refused is not None:   # "voto di non votare": no vote cast, but which way?
            return refused if reason in ("", DOUBT) else (None, after)
        # "Il mio voto è quello che leggi lì" (a choice form) points to words, follows nobody.
        # "Il mio voto è uguale a quello di Tumbleweed": the like word right after it follows him.
        likened = after < len(tokens) and tokens[after].fold in self.folded["like"]
        followed = self._followed(text, tokens, after, roster) \
            if form.target and form.kind == VOTE and (form.words not in self.chosen or likened) else None
        if followed is not None and followed[0] is None:
            # "voto come ieri", "je vote comme Amandine": a vote whose name is not written.
            end, reason = followed[1], reason or DOUBT
        elif form.target:
            found = followed or (self._moved_from(text, tokens, after, roster) if form.kind == VOTE else None)
            if found is None and form.kind == VOTE and (left := self._left_only(text, tokens, i, after, roster)):
                return left   # "cambio da Wyatt": the vote he leaves, not his vote
            found = found or self._target(text, tokens, after, roster, author)
            # "Il mio voto per il lupo: Zefiro": the author's own vote as a noun, as before a colon.
            own = not reason or (reason == MENTION and i > 0 and tokens[i - 1].fold in self.folded["asking"])
            lead = self._unread_lead(text, tokens, after, roster) if form.kind == VOTE and own and (
                found is None or not found[0].ok) else None
            if lead is not None:   # "voto per il lupo: Zefiro": the GM reads the words
                found, reason = lead, DOUBT
            if found is None:
                # "Rosa: voto." is no recount ("Totò: voto Brigante"): the keyword names nobody
                # after it, so the line's name is the one it may point to.
                alone = reason in ("", DOUBT) or (reason == REPORTED and recaps.recount_line(text, tokens, i, roster))
                named = (self._named_before(text, tokens, i, after, roster)
                         or self._named_after(text, tokens, i, after, roster)) if alone else None
                named = named or (self._myself_before(text, tokens, i, after, author, why, form.words in self.chosen)
                                  if reason in ("", DOUBT) else None)
                return named or (None, after)
            target, end = found
            reason = reason or (self._recount(text, tokens, end, roster) if target.ok else "")
            if not reason and any(t.fold in self.folded["doubt_words"] for t in tokens[after:end]):
                reason = DOUBT   # "voto forse Anna"
            named_end = end
            target, end, reason, kept = self._second_word(text, tokens, after, end, target, reason, roster)
            if reason == DOUBT and target.ok and not kept and not self.answers \
                    and self._taken_back(tokens, speech.phrases_end(tokens, named_end, self.cry_phrases)):
                why = RETRACTED   # "voto Gollum, anzi no aspetto di leggere le difese": none first
            other = self._alternative(text, tokens, after, end, roster, target.name,
                                      reason in ("", DOUBT, HEDGED) and not self.answers) \
                if target.ok else None
            joined = self._and_another(text, tokens, after, end, roster, target.name) \
                if target.ok and other is None and not reason else None
            other = other or joined   # "Je vote Kilian au bûcher et Isidore": both offered
            if not reason and other is None and self._hedged_after(tokens, end):
                reason = DOUBT   # "voto Anna, o forse no", "je vote Zoé, ou peut-être pas"
                why = RETRACTED if self._retracted_after(tokens, end) else why
            if not reason and self._never_after(tokens, end):
                reason = NEGATED   # "voto Grima quando gli asini volano"
            if not reason and self._cited_after(tokens, end):
                reason = REPORTED   # "voto Grima (cit. Sam)"
            if not reason and self._on_behalf_after(tokens, end):
                reason = DOUBT   # "voto Nazgul da parte di Bilbetto": whose vote, the GM says
            if not reason and self._for_player_after(tokens, end, roster, target.name, author):
                reason, why = DOUBT, ON_BEHALF   # "voto Grima per Faramiro": a proxy
            clause = self._conditioned(tokens, end) if not reason and other is None else None
            if clause is not None:   # "Voto Grima se non si spiega": the GM reads the condition
                reason, (end, why) = DOUBT, clause
            if other is not None:   # "Anna oppure Bea", "Zoé ou Léa": never a pick; nor "domani voto Nazgul, oggi Gollum"
                today = reason == HEDGED and hedges.today_listed(tokens, end, self.today_phrases)
                (target, end), reason = other, DOUBT if today else reason or DOUBT
                target = hedges.today_first(target) if today else target
                why = UNDECIDED if self._undecided_after(tokens, end) else why
                (target, end) = self._settled_among(text, tokens, end, roster, target) or (target, end)
        elif not reason and form.kind == ABSTAIN and (named := self._abstention_goes_on(text, tokens, after, roster)):
            # "Voto: nessuno sa chi è il lupo, quindi Nazgul": a vote for him, offered.
            (target, end), reason, form = named, DOUBT, Form(VOTE, form.words, form.colon, True)
        elif not reason:
            target = _named_by_keyword(tokens, i, form, roster)
            reason = DOUBT if target is not None else reason
            moved = self._moved_to(text, tokens, after, roster) if form.kind == UNVOTE else None
            if target is None and moved is not None:
                # "Tolgo il voto a Grima e Gollum": the vote may have moved, not gone; "… e lo do
                # a Gollum" says it moved: a vote for him.
                (target, end), reason = moved, DOUBT if not moved[0].ok else ""
                form = form if not target.ok else Form(VOTE, form.words, form.colon, True)
            elif target is None and form.kind == UNVOTE and (named := self._unvoted(text, tokens, after, roster)):
                unvoted, end = named   # "tolgo il voto a Grima"
        start, stop = tokens[i].start, tokens[end - 1].end
        if target is not None and roster.look_alike(target.typed) is not None:
            # "voto Salvo_": the GM reads the name as written, "_" and all (no token of its own).
            stop = max(stop, text.find(target.typed, start) + len(target.typed))
        is_bold = bool(bold) and any(bold[start:stop])
        mark = speech.question_mark(tokens, end, self.tag_phrases)
        question = mark is not None
        if reason in ("", DOUBT) and question:
            # "Perché voto Anna?" asks something: talk. "voto Anna?" may be a vote: a doubt.
            # "Bilbetto: voto Nazgul, no?" asks Bilbetto his vote: talk.
            asks = speech.asks(tokens, i, self.folded["question_words"]) or \
                self._asks_another(text, tokens, i, roster, author)
            answered = past_breaks(tokens, mark + 1)   # "Perché voto Nazgul? Perché mente.": his reason
            because = answered < len(tokens) and tokens[answered].fold in self.folded["because"]
            reason = QUESTION if asks and not because else DOUBT
        kind = form.kind
        instead = self._but_instead(text, tokens, end, roster) \
            if reason == NEGATED and kind == VOTE and target is not None and target.ok else None
        if instead is not None:   # "Non voto Salvo ma Luna", "non voto più Nazgul ma Boromiro": offered
            (target, end), reason = instead, DOUBT
            stop = tokens[end - 1].end
        elif reason == NEGATED and kind == VOTE and target is not None and target.ok and \
                any(t.fold in self.folded["no_longer"] for t in tokens[i:end]):
            # "Non voto più Gollum", "Je ne vote plus Kilian": the vote taken back, or a word
            # about one already gone; read as talk the vote would stand unasked.
            kind, target, reason = UNVOTE, None, DOUBT
        if reason == DOUBT:   # the GM reads what made it unsure: "forse voto Anna?"
            start = tokens[speech.sentence_start(tokens, i)].start
            stop = tokens[mark].end if mark is not None else stop
        if kind == VOTE and not reason and target is not None and target.ok:
            reason = recaps.labelled_reason(text, tokens, end, roster, author)   # « voto Grima (Galadriella) »
        if kind == VOTE and reason in ("", DOUBT) and self._role_named(target):   # "Voto il Chupacabra"
            return Found(kind, start, stop, text[start:stop], Resolution(target.typed, UNKNOWN), is_bold, DOUBT), end
        nobody = target is not None and target.how == UNKNOWN
        pointed = self._pointed_back(text, tokens, i, after, roster, author) \
            if nobody and kind == VOTE and reason in ("", DOUBT) else None
        if pointed is not None:   # "Gollum mente. Voto lui.": Gollum, offered to the GM
            pointed, end = self._otherwise_named(text, tokens, end, roster, pointed)   # ", altrimenti Wyatt"
            start, stop = tokens[speech.sentence_start(tokens, i)].start, tokens[end - 1].end
            return Found(kind, start, stop, text[start:stop], pointed, is_bold, DOUBT, why=why), end
        if nobody and starts_form(self.starting, tokens, after):
            return None, after   # "Ballottaggio: voto Zanna", "Bûcher : je vote Kilian": the next form says
        described = self._described(tokens, after, roster) if nobody and not reason and form.kind == VOTE else None
        namely = self._namely(text, tokens, end if described is None else described, roster, author) \
            if nobody and not reason and form.kind == VOTE else None
        if namely is not None:   # « jvote la voyante autoproclamée, cad Amandine », "voto KQ, cioè me stessa"
            target, end = namely
            return Found(kind, start, tokens[end - 1].end, text[start:tokens[end - 1].end], target, is_bold), end
        if described is not None:   # "voto lo sceriffo": who he is, the GM says
            end, stop = described, tokens[described - 1].end
            target = Resolution(text[tokens[after].start:stop], UNKNOWN)
            return Found(kind, start, stop, text[start:stop], target, is_bold, DOUBT), end
        nickname = self._nickname(target, tokens, end, roster) if nobody and not reason else None
        if nickname is not None:   # "jvote kiki": Kilian, offered
            return Found(kind, start, stop, text[start:stop], nickname, is_bold, DOUBT), end
        if nobody and (reason or form.kind == ELECT or not (has_colon or is_bold or self._written_as_name(target))):
            return None, after   # "voto lui, tanto è uguale", "voto a caso", "Capitaine : je vote X": talk
        if target is None and reason not in ("", QUESTION, DOUBT):
            return None, after   # talk that names nobody: "Non mi astengo", "l'astensione"
        return Found(kind, start, stop, text[start:stop], target, is_bold, reason, kept=kept,
                     why=why if reason == DOUBT else "", joined=_second(joined), unvoted=unvoted), end


def _named_by_keyword(tokens: Sequence[Token], i: int, form: Form, roster: Roster) -> Resolution | None:
    """The player a form's last keyword word names, if any: "je vote Blanc" with a player named
    Blanc is an abstention or a vote for him, a doubt; None when it names nobody."""
    last = tokens[i + len(form.words) - 1]
    found = roster.resolve(last.text)
    return found if found.how in (EXACT, ALIAS) else None


def _second(joined: tuple[Resolution, int] | None) -> str:
    """The name joined after the stake's words, "" without one."""
    return joined[0].candidates[-1] if joined is not None and joined[0].candidates else ""
