"""A player taking back his standing orders: which ones a line withdraws, or a doubt when
only he knows (docs/orders.md "How every line is read")."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.doubts import Doubts
from lupus_mod.orders.italian import BACK, KEEP_VERBS, NAME_THEN_NO
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import DOUBT, NONE, PACK_WITHDRAWAL, PLAYER, TALK, UNCLEAR_WITHDRAWAL, Order, Reading
from lupus_mod.orders.refit import refit
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import CORRECTION, Ent, Sep, Word
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.swap import turned_from
from lupus_mod.orders.take_back import Withdrawal
from lupus_mod.orders.text import fold, tokenize
from lupus_mod.orders.text_orders import shown


class Withdrawals(Doubts):
    """The sender's standing orders as a later line withdraws them."""

    def _withdrawn_powers(self, line: LogLine) -> list[str]:
        """ "none indago": the canonical form of what the line withdrew, but for the powers it
        orders again itself ("ah no non posso proteggere me stesso, allora proteggo Zefiro"
        takes back `proteggo Ugo` to give `proteggo Zefiro`: a correction)."""
        again = {self.orders[p].power_word for p in self._live.get(line.sender, [])
                 if self.orders[p].line == line.number}
        return [f"{NONE} {k}".strip() for k in dict.fromkeys(
            o.power_word for o in self.orders if o.player == line.sender and o.withdrawn_by == line.number)
            if k not in again]

    def _taken_back(self, positions: list[int]) -> tuple[str, ...]:
        """The settle lines taking back each power of these orders, then `none`: an order said
        with a phrase is of its power (« ma potion de mort sur Baptiste », then « en fait non je
        garde ma potion »: `none empoisonne`, the take-back she meant, offered first)."""
        return (*(f"{NONE} {k}" for k in dict.fromkeys(self.orders[p].power_word for p in positions) if k), NONE)

    def _after_talk(self, line: LogLine, first: bool = False) -> bool:
        """The sender's message before this line's (his `first` of the night) was talk only,
        and he has orders standing ("indago Bacco", "ciao master come va", then "ignora l'ultimo
        messaggio"; « Bonsoir meneur ! », « je regarde Baptiste », « oubliez mon premier message »)."""
        earlier = [(sent, n) for sent, n in self._heard.get(line.sender, []) if sent != line.time]
        if not earlier or not self._live.get(line.sender):
            return False
        lines = {n for sent, n in earlier if sent == earlier[0 if first else -1][0]}
        kinds = {r.kind for r in self.readings if r.player == line.sender and r.line in lines}
        return kinds == {TALK}

    def _pack_left(self, line: LogLine, chosen: list[int]) -> list[str]:
        """The keywords of doing nothing of a group whose order the line takes back while
        another member's order of the group still stands (empty when none stands)."""
        slots = {self._slot(self.orders[p].keyword) for p in chosen} - {""}
        others = any(self._slot(self.orders[p].keyword) in slots
                     for sender, live in self._live.items() if sender != line.sender for p in live
                     if p not in chosen)   # a mate's order the line takes back is no other
        return self._decline_words(slots) if others else []

    def _decline_words(self, slots: set[str]) -> list[str]:
        """The groups' powers of doing nothing (the pack's `rinuncio`), of those slots."""
        return sorted(s.keyword for s in self.index.specs.values() if s.declines and s.slot in slots)

    def _mates_orders(self, line: LogLine, withdrawal: Withdrawal) -> list[int]:
        """Others' standing orders of a group (the pack's) that the line's withdrawal may be
        of: any, or those of the powers it names."""
        slots = {self._slot(k) for k in withdrawal.keywords} - {""}
        # "lasciamo perdere Sam" from a mate: of the pack's order naming Sam only.
        return [p for sender, live in self._live.items() if sender != line.sender for p in live
                if self._slot(self.orders[p].keyword) and (
                    not withdrawal.keywords or self._slot(self.orders[p].keyword) in slots)
                and set(withdrawal.names) <= set(self.orders[p].args)]

    def _let_go_partly(self, line: LogLine, reading: LineReading) -> tuple[str, ...]:
        """ "solo Eowyna, Elrondo toglilo" after `ammalio Eowyna Elrondo`: a line with no order
        turning from some only of the players a standing order's power must be given, naming no
        one new: the doubt's readings (that power's order taken back, or nothing), else ()."""
        away = turned_from(reading.pieces, self.index)
        live = [self.orders[p] for p in self._live.get(line.sender, [])]
        named = {m.targets[0] for p in reading.pieces if isinstance(p, Ent) for m in p.matches
                 if m.kind == PLAYER and len(m.targets) == 1}
        partly = [o for o in live if self._partly(o, away)]
        if reading.drafts or not partly or named - {a for o in partly for a in o.args}:
            return ()
        return (*dict.fromkeys(f"{NONE} {o.keyword}" for o in partly), NONE)

    def _partly(self, order: Order, names: tuple[str, ...]) -> bool:
        """The names are some only of the players the order's power must be given: "nn
        ammalio Elrondo" after `ammalio Eowyna Elrondo` (not the owl's recipient beside the
        one investigated, whose order goes with him)."""
        spec = self.index.specs.get(order.keyword)
        required = [a for (kind, optional), a in zip(spec.kinds(), order.args)
                    if kind == PLAYER and not optional] if spec else []
        # "togli Zorg" after `indago Zorg Klaatu`: the one investigated let go, the owl's
        # recipient kept — the order taken back, or another investigation he has not said.
        optional = [a for (kind, opt), a in zip(spec.kinds(), order.args) if kind == PLAYER and opt] if spec else []
        beside = bool(optional) and set(names) <= set(required)
        return bool(names) and (len(required) > 1 or beside) and bool(set(names) & set(required)) \
            and (beside or not set(required) <= set(names))

    def _kept_by_name(self, line: LogLine, reading: LineReading, live: list[int]) -> tuple[str, ...]:
        """ "aspetta, meglio tenerlo per piu avanti il consulto", "la protezione la tengo per
        domani": a keeping word and the word of one of the sender's standing powers (its keyword
        as a noun, or a word of it): that power kept for a later night, its order taken back
        (the Sciamano's one use was spent). () when the line keeps no power of his by name."""
        words = {p.fold for p in reading.pieces if isinstance(p, Word)}
        if not words & KEEP_VERBS:
            return ()
        keywords = dict.fromkeys(self.orders[p].power_word for p in live)
        named = [k for k in noun_first(keywords, line.text, self.index)[:1] if k in self.index.specs
                 and words & {fold(w) for w in (k, *self.index.specs[k].synonyms)}]
        return tuple(named)

    def _latest_first(self, reading: LineReading, live: list[int]) -> list[int]:
        """ "anzi no" alone a PM after `rapisco Wyatt cowboy` and then `salvo Jolene`: a bare
        no turns from what was said last, offered first (it offered the abduction's take-back
        first); any other line keeps the orders as given."""
        bare_no = all(isinstance(p, Sep) and p.kind == CORRECTION and not p.question
                      or isinstance(p, Word) and p.fold in NAME_THEN_NO for p in reading.pieces)
        return sorted(live, key=lambda p: -self.orders[p].line) if bare_no and reading.pieces else live

    def _slot(self, keyword: str) -> str:
        spec = self.index.specs.get(keyword)
        return spec.slot if spec is not None else ""

    def _withdraw(self, line: LogLine, withdrawal: Withdrawal, by_gm: bool = False,
                  then: tuple[Draft, ...] = ()) -> list[int] | None:
        """The lines whose orders the line withdraws (`then`: the orders the line gives after
        its take-back); None when it became a doubt."""
        live = self._live.get(line.sender, [])
        # "lascia stare, sbraniamo Marylou" from a mate after Lupetto's `sbraniamo Tumbleweed`:
        # the pack's new order, its later word ("un ordine per tutta la tribù: vale l'ultimo
        # inviato"); the mate's order is left to the group's rule, never taken back by it.
        given = {self._slot(d.keyword) for d in then} - {""}
        mates = [] if live else [p for p in self._mates_orders(line, withdrawal)
                                 if self._slot(self.orders[p].keyword) not in given]
        if mates and not by_gm:
            # "sbraniamo Rosie" from Sarumano, then "stanotte niente" from Grima with no order
            # of his own: the pack's one order taken back by a mate ("vale l'ultimo inviato"),
            # or a word of someone outside the pack (the night keeps it for a member only).
            # Offered first, the pack's power of attacking nobody, where it has one (Licantropi's
            # `rinuncio`: "vale la decisione del lupo più alto in grado che la invia").
            declines = self._decline_words({self._slot(self.orders[p].keyword) for p in mates} - {""})
            self.doubts.append(replace(self._make(line, PACK_WITHDRAWAL, (*declines, *dict.fromkeys(
                f"{NONE} {self.orders[p].keyword}" for p in mates), NONE)), keywords=withdrawal.keywords))
            self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
            return None
        if mates:
            live = mates
        if withdrawal.keywords:
            # An order said with a phrase is of its powers: "je regarde par le trou de la
            # serrure", then "je n'espionne pas ce soir" takes it back.
            chosen = [p for p in live if (self.orders[p].keyword in withdrawal.keywords
                                          or self.orders[p].among & set(withdrawal.keywords))
                      and set(withdrawal.names) <= set(self.orders[p].args)]
        elif withdrawal.everything:
            chosen = list(live)
        else:
            # "lascia perdere Boromiro": of the orders naming him only.
            live = [p for p in live if set(withdrawal.names) <= set(self.orders[p].args)]
            powers = list(dict.fromkeys(self.orders[p].keyword for p in live))
            # "vado al prato" at 18:12, then "osservo Carlo / niente stasera, lascia stare" in
            # one PM at 21:20: the message's own order is the one taken back.
            own = [p for p in live if line.time is not None and self.orders[p].time == line.time
                   and self.orders[p].line <= line.number]
            if len(powers) > 1 and len({self.orders[p].keyword for p in own}) == 1:
                powers = [self.orders[own[0]].keyword]
            if len(powers) > 1 and then:
                # "ignora il messaggio di prima, archivio "Nazgul è sospetto"" after `archivio …`
                # and `passo il libro a Rosie`: the earlier message whole taken back and the new
                # order kept, first (every reading dropped the new order); or the new order alone.
                new = tuple(map(shown, then))
                whole = "; ".join((*new, *(f"{NONE} {k}" for k in powers if k not in {d.keyword for d in then})))
                self._doubt_of(line, UNCLEAR_WITHDRAWAL, tuple(dict.fromkeys((whole, "; ".join(new), NONE))))
                return None
            if len(powers) > 1:
                # "annullo" after two orders: which one is taken back, only the player knows.
                each = tuple(f"{NONE} {k}" for k in noun_first(powers, line.text, self.index) if k)
                # "lascia perdere quello di prima" after "sfido Nazgul e passo lo specchio a
                # Frodino": the earlier message whole, every order of it taken back, first.
                every = "; ".join(f"{NONE} {k}" for k in powers)
                back = any(t.fold in BACK for t in tokenize(line.text))
                self._doubt_of(line, UNCLEAR_WITHDRAWAL, (every, *each, NONE) if back else (*each, NONE))
                return None
            chosen = [p for p in live if self.orders[p].keyword in powers]
        partly = [p for p in chosen if self._partly(self.orders[p], withdrawal.names)]
        if partly and not by_gm:
            # "ammalio Eowyna e Elrondo", then "nn ammalio Elrondo": one of the power's players
            # let go; the order without him, another in his place, or none — he says which.
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, (*dict.fromkeys(
                f"{NONE} {self.orders[p].keyword}" for p in partly), NONE))
            return None
        declines = self._pack_left(line, chosen)
        if declines:
            # "sbraniamo Bacco", then "stanotte niente, lasciamo stare" from Lupo 1 while Lupo
            # 2 ordered "sbraniamo Quercia": the pack attacks nobody, or Lupo 2's order stands?
            self._doubt_of(line, PACK_WITHDRAWAL, (*declines, NONE))
            return None
        for position in [*chosen, *self._twins(chosen)]:
            mate = line.sender if self.orders[position].player != line.sender else ""
            self.orders[position] = replace(self.orders[position], withdrawn_by=line.number,
                                            withdrawn_late=line.late, withdrawn_from=mate)
        standing = self._live.get(line.sender, [])
        standing[:] = [p for p in standing if p not in chosen]
        return list(dict.fromkeys(self.orders[p].line for p in chosen))

    def _twins(self, chosen: list[int]) -> list[int]:
        """ « je sauve la victime... ah non en fait je garde ma potion »: the order read twice on
        its line (said, then again after the no), the first replaced by the second; taken back,
        both are."""
        taken = {(self.orders[p].line, self.orders[p].key()) for p in chosen}
        return [n for n, o in enumerate(self.orders) if n not in chosen and not o.withdrawn_by
                and (o.line, o.key()) in taken]

    def _denied_other(self, line: LogLine, withdrawal: Withdrawal | None) -> tuple[str, ...]:
        """A power denied naming no one that none of the sender's standing orders is of, all
        sent in earlier messages ("dissanguo Wyatt", then "niente attacco stanotte"): each of
        his orders taken back, or none — the sender's powers settle it (orders.sender_powers)."""
        live = [self.orders[p] for p in self._live.get(line.sender, [])]
        if withdrawal is None or not withdrawal.keywords or withdrawal.names or not live or any(
                o.keyword in withdrawal.keywords or o.time is None or line.time is None
                or o.time >= line.time for o in live):
            return ()
        return (*dict.fromkeys(f"{NONE} {o.keyword}" for o in live if o.keyword), NONE)

    def _denial_answered(self, line: LogLine, withdrawal: Withdrawal | None) -> tuple[Draft, ...]:
        """ "je sauve pas Kilian", "en fait je le sauve pas", "je garde ma potion de vie": the
        Sorcière denying her save (a power whose only player is optional: the victim she was
        shown) with nothing of hers standing at that step any more has answered the meneur's
        question — « ne rien faire »: her power of doing nothing at the same step (effect
        `decline`). Read as talk or a bare take-back, the night would wait for an answer she
        gave. Not a pack's ("non sbraniamo Zappa" spares one player, it does not decline), nor
        her poison denied ("je n'empoisonne personne" says nothing of the victim)."""
        if withdrawal is None or not withdrawal.keywords:
            return ()
        denied = [self.index.specs[k] for k in withdrawal.keywords if k in self.index.specs]
        steps = {s.step for s in denied if s.step and not s.slot and s.args
                 and all(a.endswith("?") for a in s.args)}
        # An order said with a phrase is of its powers (« potion de mort sur Josephine »).
        standing = {self._step(k) for p in self._live.get(line.sender, [])
                    for k in (self.orders[p].keyword, *self.orders[p].among)}
        return tuple(Draft(s.keyword, (), None) for s in self.index.specs.values()
                     if s.declines and not s.slot and s.step in steps - standing)

    def _step(self, keyword: str) -> str:
        spec = self.index.specs.get(keyword)
        return spec.step if spec is not None else ""

    def _taken_for_another(self, line: LogLine, reading: LineReading, withdrawal: Withdrawal | None,
                           replacement: tuple[Ent, ...] = ()) -> tuple[str, ...]:
        """ "On dévore Kilian", then "on le mange pas finalement, on prend Gaspard"; "non lo
        sbraniamo più, prendiamo Eowyna": a power's order taken back and another player named,
        with a verb that is no keyword. Read as the take-back alone, the pack would attack
        nobody and the new name be lost: the withdrawn order with the new name, or nobody
        (`none <keyword>`), offered; empty when the line says no such thing."""
        if withdrawal is None or not withdrawal.keywords:
            return ()
        own = {a for d in reading.drafts for a in d.args}
        new = tuple(p for p in reading.pieces if isinstance(p, Ent) and any(
            m.kind == PLAYER and len(m.targets) == 1 and m.targets[0] not in {*withdrawal.names, *own}
            for m in p.matches))
        taken = [self.orders[p] for p in self._live.get(line.sender, [])
                 if self.orders[p].keyword in withdrawal.keywords]
        refitted = tuple(dict.fromkeys(shown(d) for o in taken if (d := refit(o, new, self.index))))
        # "Wyatt non lo proteggo più, Jolene" after `proteggo Wyatt`: the order's own target
        # denied, then the name replacing it: a correction, as "non proteggo più Wyatt, Jolene".
        corrected = set(new) <= set(replacement) and any(set(o.args) & set(withdrawal.names) for o in taken)
        if not new or not refitted or corrected:
            return ()
        return (*refitted, *(f"{NONE} {k}" for k in dict.fromkeys(o.keyword for o in taken)))


def noun_first(keywords: Iterable[str], text: str, index: NameIndex) -> list[str]:
    """The keywords of the sender's orders, those whose power the line names by a word of its
    own first: "il salvataggio lascia perdere, non mi serve" after `rapisco Wyatt cowboy` and
    `salvo` takes back `salvo` (`none salvo` offered first; "salvataggio" is a word of `salvo`)."""
    said = {t.fold for t in tokenize(text)}
    named = [k for k in keywords if k in index.specs
             and said & {fold(w) for w in (k, *index.specs[k].synonyms)}]
    return [*named, *(k for k in keywords if k not in named)]
