"""A line of a night's PM that reads as talk, weighed against the orders standing: a change
it names without a keyword ("no dai, Boromiro"), a standing order taken back in other words
(« finalement je ne tire sur personne »), the pack's order handed over ("decidete voi"),
second thoughts ("ci ho ripensato"): asked; else kept as talk (a part of orders.later)."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.agreed import conceded
from lupus_mod.orders.change_words import ANNUL_WORDS
from lupus_mod.orders.pieces import Word
from lupus_mod.orders.italian import REST
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.handed_over import handed_over, leaves_choice
from lupus_mod.orders.italian import ALSO_WORDS
from lupus_mod.orders.keeping import left_as_it_is
from lupus_mod.orders.later_night import rests_tonight
from lupus_mod.orders.line import LineReading, roles_named
from lupus_mod.orders.meaning import Intent, said_no
from lupus_mod.orders.model import (DENIED_OTHER, DOUBT, HANDED_OVER, NONE, NOUN_ORDER, TAKEN_BACK,
                                    UNCLEAR_CORRECTION, Chatter, Order, Reading)
from lupus_mod.orders.put_off import later_or_not_yet
from lupus_mod.orders.quoted_confirmed import approves
from lupus_mod.orders.gone_back import before_change
from lupus_mod.orders.second_thoughts import message_disowned, second_thoughts, stays_alive
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.take_back import standing_denied
from lupus_mod.orders.text import tokenize
from lupus_mod.orders.text_orders import shown as _shown
from lupus_mod.orders.unordered import said_as_talk
from lupus_mod.orders.retarget import retargeted
from lupus_mod.orders.unread_change import unread_change
from lupus_mod.orders.unsure import joke_only, named_apart, still_deciding


class TalkDoubts:
    """The doubts of a line read as talk (the Ledger's state: orders, doubts, readings)."""

    def _talk_doubt(self, line: LogLine, reading: LineReading, intent: Intent,
                    quoted: tuple[Draft, ...]) -> bool:
        """A line of talk: True when it raised a doubt (a change, a take-back or a hand-over
        it may say of an order standing); else it is kept as talk, False."""
        # "[quote=Nazgul]sbraniamo Eowyna[/quote]" / "no dai, Boromiro": with no order of
        # his own standing, the order he quotes is the one his names may change.
        answered = tuple(Order(line.sender, d.keyword, d.args, line.file, line.number,
                               item=d.item, among=d.among) for d in quoted)
        asked = unread_change(line.sender, line.time, reading, bool(intent.replacement),
                              self.orders, self._live, self.index, answered, line.number)
        live = self._live.get(line.sender, [])
        if quoted and not live and approves(line.text):
            # "> Master: ricevuto, indaghi Zanna" / "perfetto grazie!": the quoted order approved.
            self._doubt_of(line, UNCLEAR_CORRECTION, (*dict.fromkeys(_shown(d) for d in quoted), NONE))
            return True
        asked = asked or (() if live or reading.problems else self._restored(line.sender, reading.pieces))
        if asked:
            # "annullo", then "ripristina l'ordine di prima": the order he took back, or none;
            # "posso proteggere anche Podesta?" after `proteggo Lunaria`: one more asked of the
            # GM, his order unchanged first (it offered Podesta first, dropping Lunaria).
            # "io direi Eowyna, ma fate voi" after a mate's `sbraniamo Arwenna`: the choice
            # handed to the others, his name only a suggestion: none first.
            also = "?" in line.text and any(t.fold in ALSO_WORDS for t in tokenize(line.text))
            first_none = also and live or leaves_choice(reading.pieces)
            self._doubt_of(line, UNCLEAR_CORRECTION, (NONE, *asked) if first_none else (*asked, NONE))
            return True
        players = () if live or reading.problems or conceded(reading.pieces, [
            self.orders[p] for ps in self._live.values() for p in ps]) else retargeted(reading.pieces)
        if players:
            # "Je change de cible : Isidore" a night after "je tire sur Josephine", "on a
            # décidé : Maxence": the night offers the sender's powers taking those players.
            self.doubts.append(replace(self._make(line, NOUN_ORDER, (NONE,)), names=players))
            self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
            return True
        taken = () if live or reading.problems else standing_denied(reading.pieces)
        if taken:
            # "Finalement je ne tire sur personne" a night after "je tire sur Josephine":
            # the standing shot taken back (its keyword naming no one) or still standing;
            # « …, c Isidore ma cible »: or moved to the players named apart from the denial.
            moved = (f"{keyword} {player}" for player in named_apart(reading.pieces) for keyword in taken)
            self._doubt_of(line, TAKEN_BACK, (*dict.fromkeys(moved), *taken, NONE))
            return True
        ordered = [self.orders[p] for p in live]
        grouped = [o for o in ordered if self._slot(o.keyword).startswith("group:")]
        if grouped and handed_over(reading.pieces):
            # "stanotte decidete voi ragazzi, io non ci sono" after his `sbraniamo Quercia`.
            self._doubt_of(line, HANDED_OVER, (*dict.fromkeys(f"{NONE} {o.keyword}" for o in grouped), NONE))
            return True
        if live and not left_as_it_is(reading.pieces) and (
                second_thoughts(reading.pieces) or joke_only(reading.pieces) or stays_alive(reading.pieces)
                or self._disowned(line, reading)
                or still_deciding(reading.pieces) or said_no(
                reading.pieces, {a for o in ordered for a in o.args})):
            # "ci ho ripensato", "scherzavo", "ah no": a change announced and not written; a
            # later order of the same power makes the doubt moot (orders.moot), else the GM
            # says whether the order stands or is taken back.
            kept = tuple(dict.fromkeys(o.canonical() for o in ordered))
            back = tuple(dict.fromkeys(f"{NONE} {o.keyword}" for o in ordered))
            # "no aspetta, lo faccio domani": put off to a later night, the take-back first; so
            # where the line says a take-back or a rest beside its why (« attends nan annule, j'en
            # parle avec jo d'abord », « nan finalement je dors, trop peur »: the kept order was first);
            # "io resto vivo" after `sacrifico`: his life kept; "scherzo" alone under the order ("just
            # kidding": the order was the joke): the take-back first.
            self._doubt_of(line, UNCLEAR_CORRECTION, (*back, *kept) if later_or_not_yet(reading.pieces)
                           or stays_alive(reading.pieces) or _says_back(reading.pieces)
                           or joke_only(reading.pieces) or self._disowned(line, reading) else (*kept, *back))
            return True
        other = self._denied_other(line, intent.withdrawal)
        if other:
            self.doubts.append(replace(self._make(line, DENIED_OTHER, other),
                                       keywords=intent.withdrawal.keywords))
            self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
            return True
        self.chatter.append(Chatter(line.sender, line.file, line.number, line.raw.strip(), reading.named,
                                    talk_by_form=said_as_talk(reading.pieces), rests=rests_tonight(reading.pieces),
                                    roles=roles_named(reading.pieces)))
        return False

    def _disowned(self, line: LogLine, reading: LineReading) -> bool:
        """« mon premier message était une erreur » with no change of mind tonight (after one,
        which message he means only a later word says: talk, as before)."""
        return message_disowned(reading.pieces) and not before_change(line.sender, self.orders, self._live)


def _says_back(pieces) -> bool:
    """A word of taking back (« annule », « oublie ») or of resting (« je dors ») in the line."""
    return bool({p.fold for p in pieces if isinstance(p, Word)} & (ANNUL_WORDS | REST))
