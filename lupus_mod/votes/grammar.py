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
from lupus_mod.votes.forms import (ABSTAIN, AGAINST, COUNTERFACTUAL, DOUBT, SAID, ELECT, HEDGED, HEIR, MENTION, NEGATED, REPORTED, SHOT,
                                   STAKE, TITLE, UNVOTE, VOTE, Form, Found, as_doubt, keyword_end, starts_form)
from lupus_mod.votes.leads import Leads
from lupus_mod.votes.lexicon import Lexicon
from lupus_mod.votes.names import Roster
from lupus_mod.votes.after_name import AfterName
from lupus_mod.votes.agreement import as_yesterday, gone_back
from lupus_mod.votes.apart import NamesApart
from lupus_mod.votes.asked import SelfAsked
from lupus_mod.votes.completion import Completion
from lupus_mod.votes.cries import Cries
from lupus_mod.votes.cry_leads import CryLeads
from lupus_mod.votes.day_decisions import DayDecisions
from lupus_mod.votes.denied import Denied
from lupus_mod.votes.recount import Recounted
from lupus_mod.votes.retake import Retaken
from lupus_mod.votes.returned import Returned
from lupus_mod.votes.offered import OfferedNames
from lupus_mod.votes.targets import TargetReading
from lupus_mod.votes.title_line import title_line
from lupus_mod.votes.glued import split_glued, vote_words
from lupus_mod.votes.titled import TitleWords
from lupus_mod.votes.went_back import WentBack
from lupus_mod.votes.whose import WhoseVote
from lupus_mod.votes.withdrawn import Withdrawn


@dataclass(frozen=True)
class Grammar(Lexicon, TargetReading, OfferedNames, Leads, AfterName, NamesApart, Cries, CryLeads, SelfAsked, Retaken, Denied, WhoseVote, TitleWords,
              Withdrawn, Recounted, WentBack, Returned, DayDecisions, Completion):
    """The vote reader of one game: its words (`Lexicon`, `Grammar.for_language`) and how a post is read."""

    def scan(self, text: str, roster: Roster, bold: Sequence[bool] | None = None,
             author: str | None = None) -> tuple[Found, ...]:
        """Every vote form in `text`, in order. `bold[i]` says whether character i is bold;
        `author` is the slot the writer plays, when known."""
        text = speech.unglued(text, self.starting)
        tokens = speech.signed_off(tokenize(text), self.sign_off_phrases)
        # « je voteKilian »: the keyword glued to a player's name, read as written apart.
        tokens = split_glued(tokens, roster, vote_words(tuple(self._glued(self.vote))),
                             self.folded["first_person"] | self.glued_subjects, self.own_words)
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
                self._day_decision(text, tokens, i, roster, bold, author) or \
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
                if found and (found[-1].kind == ELECT) == (item.kind == ELECT) and found[-1].reason not in (SHOT, HEIR) \
                        and self._offered_instead(tokens, boundary, i, found[-1].kind):
                    # "voto Grima oppure mi astengo": two forms offered, neither chosen ("je vote
                    # Kilian, et je vote Amandine pour capitaine" is one of each poll).
                    found[-1], item = (replace(f, reason=f.reason or DOUBT) for f in (found[-1], item))
                found.append(self._also(tokens, i, next_i, item, found))
                boundary = next_i
            second = None if item is None else self._and_then(text, tokens, next_i, roster, item) \
                if item.kind == ELECT or self._after_unelected(tokens, next_i) else self._and_elects(text, tokens, next_i, roster, item) \
                if item.kind in (VOTE, ABSTAIN) and item.poll != TITLE and self.election else None
            if second is not None:
                # The vote's own poll said after its name, or its name put in doubt (« … ou
                # Noemie »): that vote, in its place.
                found[-1:] = [replace(second[0], rewrites=False)] if second[0].rewrites \
                    else [self._title_half(found[-1], tokens, next_i), second[0]]
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
            unelected = self._unelected_title(tokens, i, end, boundary) \
                if past is None and item is not None and item.kind == VOTE and not item.reason else None
            if unelected is not None:
                # "Per il sindaco voto Aragorno" where no sindaco is elected: never a vote to
                # execute, and no election to count it in; the GM settles it. Its title words
                # are read with it, so that a name joined after them is read (« … pour la
                # capitainerie et Isidore au bûcher »: scan's `_and_then`).
                item, end = replace(item, reason=DOUBT), unelected
            if item is not None and past is not None:
                stop = tokens[past - 1].end
                against = self._against(tokens, i, end)
                item = Found(ELECT, item.start, stop, text[item.start:stop], item.target,
                             item.bold, item.reason or (DOUBT if against else ""), why=AGAINST if against else item.why)
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
