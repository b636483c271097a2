"""Every body line read against the sender's earlier orders of the night: his last word
counts, whether on the same line, the next one or a later PM; what cannot be read one way
only is a `Doubt` (docs/orders.md "How every line is read").

Pure: lines in, orders, chatter, errors, doubts and one `Reading` per line out. The Ledger
is filled by `parse.parse_log` in log order; each player's messages are in the order sent.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.antecedent import for_sender, given_to_named, offered
from lupus_mod.orders.changed_lines import LineChanges
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.corrections import opens_corrected
from lupus_mod.orders.handed_alone import handed_alone
from lupus_mod.orders.italian import ALSO_WORDS, IN_TIME, ONLY_WORDS
from lupus_mod.orders.item_kept import with_standing_item
from lupus_mod.orders.let_go import left_to_die, wished_dead_unnamed
from lupus_mod.orders.asked_premise import premised_change
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.line_errors import line_error
from lupus_mod.orders.meaning import Intent, intent_of
from lupus_mod.orders.model import (ANSWERED, ANY_POWER, BARE, CONDITION, CORRECTION, DOUBT, NONE, ORDER, TALK, UNCLEAR_WITHDRAWAL,
                                    WITHDRAWAL, LineCorrection, Order, Reading)
from lupus_mod.orders.own_words import own_words
from lupus_mod.orders.recipient_first import RecipientFirst
from lupus_mod.orders.scan import Key, Piece, Said, Word
from lupus_mod.orders.self_answered import answered_text
from lupus_mod.orders.self_fallback import fallback_kept
from lupus_mod.orders.settle_lines import bad_correction, canonical_line, withdrawn_keyword
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.step_change import step_taken_back
from lupus_mod.orders.take_back import Withdrawal, keeps_item
from lupus_mod.orders.talk_doubts import TalkDoubts
from lupus_mod.orders.text import holds_phrase
from lupus_mod.orders.text_orders import shown as _shown
from lupus_mod.orders.gone_back import before_change, drops_first, going_back
from lupus_mod.orders.unread_change import unread_change
from lupus_mod.orders.unsure import never_mind
from lupus_mod.orders.victim_named import with_victim
from lupus_mod.orders.withdrawals import Withdrawals, noun_first




class Ledger(LineChanges, Withdrawals, RecipientFirst, TalkDoubts):
    """The log read line by line (`parse.parse_log`): each line taken as an order, a
    correction, a withdrawal, talk or a doubt against the sender's orders standing; the
    corrections (orders.corrections), doubts (orders.doubts) and withdrawals
    (orders.withdrawals) are read by the classes it stands on."""

    def read(self, line: LogLine, reading: LineReading, *, deferred: bool = False,
             quoted: tuple[Draft, ...] = (), answer: LineReading | None = None) -> None:
        """A line as the player wrote it (`deferred`: its only problem is a word like a keyword,
        whose error the night gives or not by the sender's powers, orders.sender_powers;
        `quoted`: the orders of the text his PM quotes above the line; `answer`: the line read
        into the GM's question quoted above it, orders.quoted_question)."""
        self._heard.setdefault(line.sender, []).append((line.time, line.number))
        if answer is not None:
            # « A chi passi lo specchio? » quoted, then "a Rosie": the order the question asks,
            # first, or talk (as "Gaspard" under « qui veux-tu regarder ? » asks).
            self._doubt_of(line, ANSWERED, (*dict.fromkeys(_shown(d) for d in answer.drafts), NONE))
            return
        reading = given_to_named(for_sender(reading, self.index, line.sender), self.index)
        intent = intent_of(reading.pieces, self.index)
        if wished_dead_unnamed(reading.pieces) and self._live.get(line.sender) and not reading.drafts \
                and not intent.withdrawal:
            reading = self._wished_dead(line)
            if reading is None:
                return
            intent = intent_of(reading.pieces, self.index)
        premise = premised_change(reading.pieces, [self.orders[p] for p in self._live.get(line.sender, [])],
                                  self.index)
        if premise:     # "Samvise nn ha più lo specchio? allora Pippino": true only if the GM says so
            self._doubt_of(line, CONDITION, premise)
            return
        if intent.condition and not line.late and holds_phrase(
                [p.fold for p in reading.pieces if isinstance(p, Word)], IN_TIME):
            # "cmq se nn e' troppo tardi cambio: gimlino" sent before the deadline: it holds.
            intent = replace(intent, condition=False)
        answered = answered_text(line.text, intent.hedged, self.index) if intent.hedged else None
        if answered is not None:   # "non so se indagare Grima o Nazgul. Indago Nazgul"
            reading = for_sender(read_line(answered, self.index), self.index, line.sender)
            intent = intent_of(reading.pieces, self.index)
        victim = self._victim_named(line, reading)
        if victim is not None:      # « jempoisonne la victime des loups »
            reading, intent = victim, intent_of(victim.pieces, self.index)
        kept = with_standing_item(line.text, reading, [self.orders[p] for p in self._live.get(line.sender, [])],
                                  lambda text: for_sender(read_line(text, self.index), self.index, line.sender)
                                  ) if reading.problems else None
        if kept is not None:        # « lascia stare, dallo a Boromiro » after `passo palantir Merrino`
            reading, intent = kept, intent_of(kept.pieces, self.index)
        handed = handed_alone(line.text, reading, intent, self.index)
        if handed is not None:      # "lo specchio a Rosie": `passo specchio Rosie`
            reading, intent = for_sender(handed, self.index, line.sender), intent_of(handed.pieces, self.index)
        chosen, of_line = self._settles(line, reading, intent.replacement)
        if chosen:
            # His open doubt settled by his later word: the earlier line is moot (orders.moot).
            self._add(line, chosen)
            self.readings.append(Reading(line.sender, line.file, line.number, CORRECTION,
                                         "; ".join(map(_shown, chosen)), (of_line,)))
            return
        doubt = self._doubt(line, reading, intent)
        if doubt:
            self.doubts.append(doubt)
            self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
            return
        if reading.problems and not deferred and self._asked_instead(line, reading):
            return
        if reading.problems and not deferred:
            # "indago lui" after a PM about Gollum: the settle line offers Gollum.
            named = [n for c in self.chatter if c.player == line.sender for n in c.names]
            standing = [self.orders[p] for p in self._live.get(line.sender, [])]
            self.errors.append(line_error(line, fallback_kept(offered(reading, named, self.index, line.sender),
                                                              standing)))
            self._misspelt.setdefault(line.sender, []).extend(
                (line.number, p.reading) for p in reading.problems if p.reading)
            self.unread[line.number] = (line.sender, tuple(p.power for p in reading.problems))
        reading, beside = self._own_beside(line, reading)
        self._take(line, reading, intent, quoted=quoted)
        self._relayed_beside(line, beside)

    def _wished_dead(self, line: LogLine) -> LineReading | None:
        """ "la Jolene?" / "nah, che muoia": said of the one player the line above names, read as
        the one line "la Jolene? nah, che muoia" is; with none there, asked and None ("anzi nn
        salvo nessuno, che muoia" says itself what it takes back)."""
        above = [c.names for c in self.chatter if c.player == line.sender and c.file == line.file
                 and c.line == line.number - 1 and len(c.names) == 1]
        if not above:
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, self._taken_back(self._live[line.sender]))
            return None
        return for_sender(read_line(f"{above[0][0]}? {line.text}", self.index), self.index, line.sender)

    def _victim_named(self, line: LogLine, reading: LineReading) -> LineReading | None:
        """The line read with the pack's standing victim for « la victime », where only that
        makes it read (orders.victim_named); None otherwise."""
        pack = [o for p in sorted(p for ps in self._live.values() for p in ps) if len((o := self.orders[p]).args) == 1
                and self._slot(o.keyword).startswith("group:")]
        text = with_victim(line.text, pack[-1].args[0]) if reading.problems and pack else ""
        again = for_sender(read_line(text, self.index), self.index, line.sender) if text else None
        return again if again is not None and again.drafts and not again.problems else None

    def corrected(self, line: LogLine, correction: LineCorrection) -> None:
        """A line as the GM reads it (`[corrections]`): "none", orders in canonical form, or
        "none <keyword>" (the sender's earlier orders of that power withdrawn), split by ";"."""
        drafts: list[Draft] = []
        withdrawn: list[str] = []
        for part in (p.strip() for p in correction.reading.split(";")):
            if not part or part.casefold() == NONE:
                continue
            keyword = withdrawn_keyword(part, self.index)
            reading = read_line(part, self.index) if keyword is None else None
            if keyword:
                withdrawn.append(keyword)
            elif reading and canonical_line(part, reading, self.index):
                drafts += reading.drafts
            else:
                self.errors.append(bad_correction(correction, part, reading, self.index))
                return
        reading = LineReading(tuple(drafts), (), bool(drafts), False)
        self._take(line, reading, Intent(withdrawal=Withdrawal(tuple(withdrawn), after_orders=False)
                                         if withdrawn else None), by_gm=True)

    def _take(self, line: LogLine, reading: LineReading, intent: Intent, *, by_gm: bool = False,
              quoted: tuple[Draft, ...] = ()) -> None:
        taken = self._changed(line, reading, intent, by_gm)
        if taken is None:
            return
        drafts, kind, revived_of = taken
        if self._asked_beside(line, reading, drafts, kind, by_gm):
            return
        taken_back = self._withdrawal(line, reading, intent, drafts, kind, by_gm)
        if taken_back is None:
            return
        withdrawal, before = taken_back
        drafts = self._with_recipient(line, drafts) if kind == ORDER and drafts and not by_gm else drafts
        replaced, restated = self._add(line, drafts, reading.pieces)
        after = self._withdraw(line, withdrawal, by_gm) if withdrawal and withdrawal.after_orders else []
        if after is None:
            return
        answer = () if by_gm else self._denial_answered(line, withdrawal)
        if answer:
            # "je sauve pas Kilian": the Sorcière's answer, « ne rien faire ».
            self._add(line, answer)
            drafts = (*drafts, *answer)
        withdrawn = [*before, *after]
        standing = [self.orders[p].canonical() for p in self._live.get(line.sender, [])
                    if self.orders[p].line == line.number]
        gone = self._withdrawn_powers(line) if withdrawn else []
        if gone or withdrawn and not standing:
            standing += gone
            kind = WITHDRAWAL
        elif withdrawn or set(replaced) - set(restated) or _corrected_on_line(drafts, reading.pieces):
            # The same order written again ("Je regarde Baptiste." twice, "come detto prima:
            # indago Boromiro") changes nothing: it is no correction for the GM to look at.
            kind = CORRECTION
        elif not drafts:
            kind = TALK
        if kind == TALK and not by_gm and not reading.problems and self._talk_doubt(line, reading, intent, quoted):
            return
        self.readings.append(Reading(line.sender, line.file, line.number, kind,
                                     "; ".join(standing),
                                     tuple(sorted({*replaced, *withdrawn, *revived_of})),
                                     by_gm))

    def _withdrawal(self, line: LogLine, reading: LineReading, intent: Intent, drafts: tuple[Draft, ...],
                    kind: str, by_gm: bool) -> tuple[Withdrawal | None, list[int]] | None:
        """What the line takes back, and the lines of the orders it took back before its own
        are added; None when it asks (the doubt recorded)."""
        withdrawal = intent.withdrawal or self._only(line, reading, drafts)
        if withdrawal and (withdrawal.unclear and drafts or kind == CORRECTION and (withdrawal.names or intent.replacement)):
            # "finalement je garde loup-garou": the keeping word gave the line's own order;
            # "anzi no lasciamo stare Pippino, Eowyna", "grima nn lo indago più, gollum": the
            # name let go is the one corrected.
            withdrawal = None
        if withdrawal and withdrawal.of_message and not drafts and self._after_talk(line, drops_first(reading.pieces)):
            # "ignora l'ultimo messaggio" after "ciao master come va": the message it names
            # ordered nothing, his orders stand (`none`); or he meant them.
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, self._taken_back(self._live[line.sender]))
            return None
        if withdrawal and not drafts and drops_first(reading.pieces) and before_change(line.sender, self.orders, self._live):
            # « oubliez mon premier message » after « finalement Gaspard »: the order it gave is
            # replaced already; the standing one is what he meant.
            withdrawal = None
        back = bool(withdrawal) and (withdrawal.of_message or going_back(reading.pieces))
        changed = before_change(line.sender, self.orders, self._live, back) if back and not drafts else ()
        if changed:
            # "anzi Gollum", then "ignora l'ultimo messaggio" or "anzi no, vale il primo": the
            # correction taken back (the first order again, offered first) or every order?
            # After a change of mind, only he knows.
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, (*changed, *self._taken_back(self._live.get(line.sender, []))))
            return None
        if withdrawal and not withdrawal.keywords and not drafts and not by_gm \
                and self._live.get(line.sender) and never_mind(reading.pieces):
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, self._taken_back(self._live[line.sender]))
            return None
        if withdrawal and withdrawal.unclear:
            # "lo specchio lo tengo io x ora" after `indago Legolasso`: only a pass is kept back.
            kept = keeps_item(reading.pieces)
            live = [p for p in self._live.get(line.sender, []) if self.orders[p].item or not kept]
            kept_named = self._kept_by_name(line, reading, live) if not kept else ()
            if live and not kept_named:
                # "il salvataggio lascia perdere": the power the line names by a word of its own first.
                keywords = noun_first(dict.fromkeys(self.orders[p].power_word for p in self._latest_first(
                    reading, live)), line.text, self.index)
                # "anzi no Sauron", "anzi no, Gri": a name misspelt or begun after it, the change first.
                moved = unread_change(line.sender, line.time, reading, True, self.orders, self._live, self.index,
                                      (), line.number)
                self._doubt_of(line, UNCLEAR_WITHDRAWAL, (*moved, *(f"{NONE} {k}" for k in keywords if k), NONE))
                return None
            if kept_named:
                # "meglio tenerlo per piu avanti il consulto": that power kept for a later night.
                withdrawal = replace(withdrawal, unclear=False, keywords=kept_named, after_orders=False)
            else:
                # "stanotte niente" from a wolf with no order of his own: of the pack's, if a mate
                # gave one (`_withdraw` asks), else of nothing.
                every = replace(withdrawal, unclear=False, everything=True)
                withdrawal = every if self._mates_orders(line, every) and not kept else None
        before: list[int] = []
        named = self._new_names(line.sender, reading) if withdrawal and not withdrawal.keywords \
            and not reading.has_keyword and not drafts else None
        if named and left_to_die(list(reading.pieces)):
            # "la Jolene? nah, che muoia" after `rapisco Wyatt cowboy`: no order of his names
            # her, and one wished dead is no new target: talk.
            named, withdrawal = None, None
        if named:
            # "anzi Eowyna", then "no niente, resta come prima: Boromiro": the "niente" takes
            # back the correction, not the order; whether the names make a new one, he says.
            live = self._live.get(line.sender, [])
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, (*(_shown(d) for d in self._new_fits(
                line.sender, named)), *self._taken_back(live)))
            return None
        if withdrawal and not withdrawal.after_orders:
            before = self._withdraw(line, withdrawal, by_gm, drafts)
            if before is None:
                return None
        return withdrawal, before

    def _only(self, line: LogLine, reading: LineReading, drafts: tuple[Draft, ...]) -> Withdrawal | None:
        """ "finalement juste la potion de vie" after `sauve Kilian; empoisonne Baptiste`: "only"
        right before the line's keyword (or phrase) takes back the sender's orders of his other
        powers (the poison), as a GM reads it; None without such a word."""
        first = next((n for n, p in enumerate(reading.pieces) if isinstance(p, (Key, Said))), None)
        said = [p for p in reading.pieces[:first] if not (isinstance(p, Word) and p.filler)] if first else []
        if not drafts or not said or not isinstance(said[-1], Word) or said[-1].fold not in ONLY_WORDS:
            return None
        kept = {k for d in drafts for k in (d.keyword, *d.among)}
        others = tuple(dict.fromkeys(self.orders[p].keyword for p in self._live.get(line.sender, [])
                                     if self.orders[p].keyword not in kept))
        return Withdrawal(others, after_orders=False) if others else None

    def _also(self, line: LogLine, reading: LineReading, drafts: tuple[Draft, ...]) -> bool:
        """An order said "also" ("anche", "aussi") of a power the sender already ordered on an
        earlier line, to another target."""
        return any(isinstance(p, Word) and p.fold in ALSO_WORDS for p in reading.pieces) and any(
            o.keyword == d.keyword and o.args != d.args for o in self._standing_before(line) for d in drafts)

    def _standing_before(self, line: LogLine) -> list[Order]:
        """The sender's standing orders of lines before this one."""
        return [self.orders[p] for p in self._live.get(line.sender, []) if self.orders[p].line != line.number]

    def _add(self, line: LogLine, drafts: tuple[Draft, ...], pieces: tuple[Piece, ...] = ()) -> tuple[list[int], list[int]]:
        """The line's orders added; the earlier lines whose orders they replace, and those of
        them whose orders were the same (restated, not changed)."""
        replaced: list[int] = self._bare_corrected(line, drafts)
        restated: list[int] = []
        live = self._live.setdefault(line.sender, [])
        raw = line.raw.strip()     # once: a line of thousands of orders is one text
        for draft in drafts:
            draft = self._standing_power(draft, live)
            order = Order(line.sender, draft.keyword, draft.args, line.file, line.number, line.time,
                          line.late, raw, draft.item, draft.among, said=own_words(line.text, pieces, draft))
            same = [p for p in live if self.orders[p].key() == order.key()]
            restated += [self.orders[p].line for p in same if self.orders[p].line != line.number
                         and self.orders[p].args == order.args]
            for p in (p for p in live if self._declined(order, self.orders[p], opens_corrected(pieces))):
                # Another power's order: the key does not replace it, so it is taken back.
                self.orders[p] = replace(self.orders[p], withdrawn_by=line.number, withdrawn_late=line.late)
                same.append(p)
            replaced += [self.orders[p].line for p in same if self.orders[p].line != line.number]
            live[:] = [p for p in live if p not in same]
            live.append(len(self.orders))
            self.orders.append(order)
        return replaced, [n for n in restated if replaced.count(n) == restated.count(n)]

    def _bare_corrected(self, line: LogLine, drafts: tuple[Draft, ...]) -> list[int]:
        """ "bosco", then a PM "vado al bosco": the sender's earlier lines naming a thing
        without its verb whose readings the new orders replace (a correction of them); each
        such doubt learns the keywords said after it, and is settled by the sender's powers."""
        keywords = {d.keyword for d in drafts}
        corrected: list[int] = []
        for n, doubt in enumerate(self.doubts):
            if doubt.player != line.sender or doubt.kind not in BARE or doubt.line == line.number:
                continue
            said = keywords & {c.split(" ", 1)[0] for c in doubt.candidates}
            if said:
                self.doubts[n] = replace(doubt, later=tuple(dict.fromkeys((*doubt.later, *sorted(said)))))
                corrected.append(doubt.line)
        return corrected

    def _standing_power(self, draft: Draft, live: list[int]) -> Draft:
        """ "tire sur Josephine", then "je change : ma balle sera pour Baptiste": an order said
        with a power's phrase is that power's when the sender's one standing order among the
        phrase's powers is of it; so it replaces that order and shows as a correction (the
        night would have given it that power anyway, orders.any_power)."""
        if draft.keyword != ANY_POWER or not draft.among:
            return draft
        standing = {self.orders[p].keyword for p in live} & draft.among
        return replace(draft, keyword=standing.pop()) if len(standing) == 1 else draft


def _corrected_on_line(drafts: tuple[Draft, ...], pieces: tuple[Piece, ...]) -> bool:
    """ "indago Sam, anzi no, Merry": two orders of one power on one line, the later standing;
    "proteggo il mulino, anzi no vado al prato": one taken back for another of its step."""
    keys = [(d.keyword, d.item) for d in drafts]
    return len(set(keys)) < len(keys) or step_taken_back(pieces)
