"""Every body line read against the sender's earlier orders of the night: his last word
counts, whether on the same line, the next one or a later PM; what cannot be read one way
only is a `Doubt` (docs/orders.md "How every line is read").

Pure: lines in, orders, chatter, errors, doubts and one `Reading` per line out. The Ledger
is filled by `parse.parse_log` in log order; each player's messages are in the order sent.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Iterable

from lupus_mod.errors import OrderError
from lupus_mod.messages import say
from lupus_mod.orders.arguments import Draft
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.meaning import Intent, intent_of
from lupus_mod.orders.take_back import Withdrawal
from lupus_mod.orders.model import (ANY_POWER, CONDITION, CORRECTION, DOUBT, HEDGE, ITEM, NO_VERB, NONE,
                                    EARLIER, LISTED, NOUN_ORDER, ORDER, PLAYER, QUESTION, TALK, UNCLEAR_CORRECTION,
                                    TEXT_ORDER, UNCLEAR_WITHDRAWAL, VISIT, WITHDRAWAL, Chatter, Doubt,
                                    LineCorrection, Order, Reading)
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text_orders import shown as _shown, text_then_order
from lupus_mod.orders.problem_words import joined
from lupus_mod.orders.scan import CORRECTION as SCAN_CORRECTION
from lupus_mod.orders.scan import Ent, Key, Said, Sep, Word
from lupus_mod.orders.take_back import REPLACE_WORDS
from lupus_mod.orders.text import WEAK, fold


@dataclass(frozen=True)
class LogLine:
    """A body line of a message, where it stands and when it was sent."""
    sender: str
    file: str
    number: int
    raw: str                   # as written (two lines when a keyword took the next one's names)
    text: str                  # quotes blanked: what is read
    time: datetime | None
    late: bool


class Ledger:
    """What the log says so far: the orders in log order, and each sender's orders still
    standing (not replaced nor withdrawn), which a later correction or withdrawal is about."""

    def __init__(self, index: NameIndex) -> None:
        self.index = index
        self.orders: list[Order] = []
        self.chatter: list[Chatter] = []
        self.errors: list[OrderError] = []
        self.doubts: list[Doubt] = []
        self.readings: list[Reading] = []
        self._live: dict[str, list[int]] = {}    # sender -> positions in `orders`, oldest first

    def read(self, line: LogLine, reading: LineReading, *, deferred: bool = False) -> None:
        """A line as the player wrote it (`deferred`: its only problem is a word like a keyword,
        whose error the night gives or not by the sender's powers, orders.sender_powers)."""
        intent = intent_of(reading.pieces, self.index)
        doubt = self._doubt(line, reading, intent)
        if doubt:
            self.doubts.append(doubt)
            self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
            return
        if reading.problems and not deferred:
            self.errors.append(line_error(line, reading))
        self._take(line, reading, intent)

    def corrected(self, line: LogLine, correction: LineCorrection) -> None:
        """A line as the GM reads it (`[corrections]`): "none", orders in canonical form, or
        "none <keyword>" (the sender's earlier orders of that power withdrawn), split by ";"."""
        drafts: list[Draft] = []
        withdrawn: list[str] = []
        for part in (p.strip() for p in correction.reading.split(";")):
            if not part or part.casefold() == NONE:
                continue
            keyword = _withdrawn_keyword(part, self.index)
            reading = read_line(part, self.index) if keyword is None else None
            if keyword:
                withdrawn.append(keyword)
            elif reading and _canonical(part, reading, self.index):
                drafts += reading.drafts
            else:
                self.errors.append(_bad_correction(correction, part, reading))
                return
        reading = LineReading(tuple(drafts), (), bool(drafts), False)
        self._take(line, reading, Intent(withdrawal=Withdrawal(tuple(withdrawn), after_orders=False)
                                         if withdrawn else None), by_gm=True)

    def _take(self, line: LogLine, reading: LineReading, intent: Intent, *, by_gm: bool = False
              ) -> None:
        drafts = reading.drafts
        kind = ORDER
        revived_of: tuple[int, ...] = ()
        if intent.replacement and drafts:
            # "indago Ululone. No aspetta, meglio Zanna": the line's own order corrected.
            fits = _own_fits(line, drafts, intent.replacement, self.index)
            if len(fits) != 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                return
            drafts = (*drafts, *fits)
        elif intent.added and not reading.has_keyword and self._live.get(line.sender):
            # "indago Zorg", then a PM "il responso a Tumbleweed": the owl's recipient added.
            fits = self._filled(line.sender, intent.added)
            if len(fits) != 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                return
            drafts, kind = fits, CORRECTION
        elif intent.unfilled and self._live.get(line.sender):
            fits = self._emptied(line.sender)
            if len(fits) != 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                return
            drafts, kind = fits, CORRECTION
        elif intent.replacement and not reading.has_keyword:
            fits = self._fits(line.sender, intent.replacement)
            # "annullo tutto", then "anzi no, confermo Nosferatu": with nothing standing, the
            # names may bring back an order he took back; a GM reads it so, never as talk.
            revived = {} if fits or self._live.get(line.sender) else self._revived(
                line.sender, intent.replacement)
            if len(revived) > 1:
                self._doubt_of(line, UNCLEAR_CORRECTION, (*map(_shown, revived), NONE))
                return
            if revived:
                (draft, of), = revived.items()
                drafts, kind, revived_of = (draft,), CORRECTION, of
            elif len(fits) != 1:
                if fits or self._live.get(line.sender):
                    self._doubt_of(line, UNCLEAR_CORRECTION, (*(_shown(d) for d in fits), NONE))
                    return
            else:
                drafts, kind = fits, CORRECTION
        switched = self._switched(line, reading, drafts) if kind == ORDER else ()
        if switched:
            # "prelevo", then "anzi no, archivio: Boromiro mente": a correction naming another
            # power may replace the earlier order or come beside it; only the sender knows.
            new = "; ".join(map(_shown, drafts))
            self._doubt_of(line, UNCLEAR_CORRECTION, (
                "; ".join((new, *(f"{NONE} {k}" for k in switched))), new, NONE))
            return
        withdrawal = intent.withdrawal
        if withdrawal and withdrawal.unclear and drafts:
            # "finalement je garde loup-garou": the keeping word gave the line's own order.
            withdrawal = None
        if withdrawal and withdrawal.unclear:
            live = self._live.get(line.sender, [])
            if live:
                self._doubt_of(line, UNCLEAR_WITHDRAWAL, (*(f"{NONE} {k}" for k in dict.fromkeys(
                    self.orders[p].keyword for p in live)), NONE))
                return
            withdrawal = None
        before: list[int] = []
        if withdrawal and not withdrawal.keywords and not reading.has_keyword \
                and self._strangers(line.sender, reading):
            # "anzi Eowyna", then "no niente, resta come prima: Boromiro": the "niente" takes
            # back the correction, not the order; whether the names make a new one, he says.
            live = self._live.get(line.sender, [])
            self._doubt_of(line, UNCLEAR_WITHDRAWAL, (*(_shown(d) for d in self._each_fit(
                line.sender, reading)), *(f"{NONE} {k}" for k in dict.fromkeys(
                    self.orders[p].keyword for p in live)), NONE))
            return
        if withdrawal and not withdrawal.after_orders:
            before = self._withdraw(line, withdrawal)
            if before is None:
                return
        replaced, restated = self._add(line, drafts)
        after = self._withdraw(line, withdrawal) if withdrawal and withdrawal.after_orders else []
        if after is None:
            return
        withdrawn = [*before, *after]
        standing = [self.orders[p].canonical() for p in self._live.get(line.sender, [])
                    if self.orders[p].line == line.number]
        if withdrawn:
            standing += self._withdrawn_powers(line)
            kind = WITHDRAWAL
        elif set(replaced) - set(restated) or _corrected_on_line(drafts):
            # The same order written again ("Je regarde Baptiste." twice, "come detto prima:
            # indago Boromiro") changes nothing: it is no correction for the GM to look at.
            kind = CORRECTION
        elif not drafts:
            kind = TALK
        if kind == TALK and not by_gm and not reading.problems:
            self.chatter.append(Chatter(line.sender, line.file, line.number, line.raw.strip(),
                                        reading.named))
        self.readings.append(Reading(line.sender, line.file, line.number, kind,
                                     "; ".join(standing),
                                     tuple(sorted({*replaced, *withdrawn, *revived_of})),
                                     by_gm))

    def _withdrawn_powers(self, line: LogLine) -> list[str]:
        """ "none indago": the canonical form of what the line withdrew."""
        return [f"{NONE} {k}".strip() for k in dict.fromkeys(
            o.keyword for o in self.orders if o.player == line.sender
            and o.withdrawn_by == line.number)]

    def _add(self, line: LogLine, drafts: tuple[Draft, ...]) -> tuple[list[int], list[int]]:
        """The line's orders added; the earlier lines whose orders they replace, and those of
        them whose orders were the same (restated, not changed)."""
        replaced: list[int] = []
        restated: list[int] = []
        live = self._live.setdefault(line.sender, [])
        for draft in drafts:
            draft = self._standing_power(draft, live)
            order = Order(line.sender, draft.keyword, draft.args, line.file, line.number,
                          line.time, line.late, line.raw.strip(), draft.item, draft.among)
            same = [p for p in live if self.orders[p].key() == order.key()]
            replaced += [self.orders[p].line for p in same if self.orders[p].line != line.number]
            restated += [self.orders[p].line for p in same if self.orders[p].line != line.number
                         and self.orders[p].args == order.args]
            live[:] = [p for p in live if p not in same]
            live.append(len(self.orders))
            self.orders.append(order)
        return replaced, [n for n in restated if replaced.count(n) == restated.count(n)]

    def _standing_power(self, draft: Draft, live: list[int]) -> Draft:
        """ "tire sur Josephine", then "je change : ma balle sera pour Baptiste": an order said
        with a power's phrase is that power's when the sender's one standing order among the
        phrase's powers is of it; so it replaces that order and shows as a correction (the
        night would have given it that power anyway, orders.any_power)."""
        if draft.keyword != ANY_POWER or not draft.among:
            return draft
        standing = {self.orders[p].keyword for p in live} & draft.among
        return replace(draft, keyword=standing.pop()) if len(standing) == 1 else draft

    def _withdraw(self, line: LogLine, withdrawal: Withdrawal) -> list[int] | None:
        """The lines whose orders the line withdraws; None when it became a doubt."""
        live = self._live.get(line.sender, [])
        if withdrawal.keywords:
            chosen = [p for p in live if self.orders[p].keyword in withdrawal.keywords
                      and set(withdrawal.names) <= set(self.orders[p].args)]
        elif withdrawal.everything:
            chosen = list(live)
        else:
            powers = list(dict.fromkeys(self.orders[p].keyword for p in live))
            # "vado al prato" at 18:12, then "osservo Carlo / niente stasera, lascia stare" in
            # one PM at 21:20: the message's own order is the one taken back.
            own = [p for p in live if line.time is not None and self.orders[p].time == line.time
                   and self.orders[p].line <= line.number]
            if len(powers) > 1 and len({self.orders[p].keyword for p in own}) == 1:
                powers = [self.orders[own[0]].keyword]
            if len(powers) > 1:
                # "annullo" after two orders: which one is taken back, only the player knows.
                self._doubt_of(line, UNCLEAR_WITHDRAWAL,
                               (*(f"{NONE} {k}" for k in powers if k), NONE))
                return None
            chosen = [p for p in live if self.orders[p].keyword in powers]
        for position in chosen:
            self.orders[position] = replace(self.orders[position], withdrawn_by=line.number,
                                            withdrawn_late=line.late)
        live[:] = [p for p in live if p not in chosen]
        return list(dict.fromkeys(self.orders[p].line for p in chosen))

    def _fits(self, sender: str, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders the new names can correct, each corrected: "sbrano
        Federica" then "anzi Lady Oscar" gives `sbrano Lady Oscar`; what is not changed stays
        ("passo palantir Sam", "anzi Merry": `passo palantir Merry`)."""
        fits: list[Draft] = []
        for position in reversed(self._live.get(sender, [])):
            order = self.orders[position]
            fitted = _refit(order, names, self.index)
            if fitted and fitted not in fits:
                fits.append(fitted)
        return tuple(fits)

    def _switched(self, line: LogLine, reading: LineReading, drafts: tuple[Draft, ...]
                  ) -> tuple[str, ...]:
        """The powers of the sender's standing orders a line opening with a correction
        ("anzi no", "cambio", "finalement") turns from to another power: none when the line
        orders one of them again (an ordinary correction) or orders nothing."""
        first = next((n for n, p in enumerate(reading.pieces) if isinstance(p, (Key, Said))), 0)
        opens = any(isinstance(p, Sep) and p.kind == SCAN_CORRECTION or isinstance(p, Word)
                    and p.fold in REPLACE_WORDS for p in reading.pieces[:first])
        live = [self.orders[p] for p in self._live.get(line.sender, [])]
        if not (opens and drafts and live):
            return ()
        # A phrase's order ("nessun attacco") stands for any of its powers (`among`).
        if any(not d.keyword and not d.among or o.keyword in ({d.keyword} | d.among) or
               self._slot(o.keyword) in {self._slot(k) for k in {d.keyword} | d.among} - {""}
               for o in live for d in drafts):
            return ()
        return tuple(dict.fromkeys(o.keyword for o in live if o.keyword))

    def _emptied(self, sender: str) -> tuple[Draft, ...]:
        """The sender's standing orders that have optional arguments, without them."""
        fits: list[Draft] = []
        for order in (self.orders[p] for p in reversed(self._live.get(sender, []))):
            spec = self.index.specs.get(order.keyword)
            needed = [k for k, optional in spec.kinds() if not optional] if spec else []
            if spec and len(order.args) > len(needed):
                fits.append(Draft(order.keyword, order.args[:len(needed)], order.item, order.among))
        return tuple(fits)

    def _slot(self, keyword: str) -> str:
        spec = self.index.specs.get(keyword)
        return spec.slot if spec else ""

    def _revived(self, sender: str, names: tuple[Ent, ...]) -> dict[Draft, tuple[int, ...]]:
        """The sender's orders taken back tonight that the names fit, as they were or with
        the names put in, each with the lines of the order and of its withdrawal."""
        found: dict[Draft, tuple[int, ...]] = {}
        for order in reversed(self.orders):
            if order.player != sender or not order.withdrawn_by or order.withdrawn_late:
                continue
            same = Draft(order.keyword, order.args, order.item, order.among)
            names_args = {m.targets[0] for n in names for m in n.matches if len(m.targets) == 1}
            fitted = same if names_args <= set(order.args) else _refit(order, names, self.index)
            if fitted and all(d.keyword != fitted.keyword for d in found):
                found[fitted] = (order.line, order.withdrawn_by)
        return found

    def _strangers(self, sender: str, reading: LineReading) -> bool:
        """The line names players none of the sender's standing orders names."""
        named = {m.targets[0] for p in reading.pieces if isinstance(p, Ent) for m in p.matches
                 if m.kind == PLAYER and len(m.targets) == 1}
        return bool(named and self._live.get(sender)) and not named <= {a for p in self._live.get(sender, [])
                                             for a in self.orders[p].args}

    def _each_fit(self, sender: str, reading: LineReading) -> tuple[Draft, ...]:
        """Each name of the line alone, as a correction of the sender's standing orders."""
        fits = [d for p in reading.pieces if isinstance(p, Ent) for d in self._fits(sender, (p,))]
        return tuple(dict.fromkeys(fits))

    def _filled(self, sender: str, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders whose empty optional arguments the names fill, in order
        ("indago Zorg" and "Tumbleweed": `indago Zorg Tumbleweed`)."""
        fits: list[Draft] = []
        for order in (self.orders[p] for p in reversed(self._live.get(sender, []))):
            spec = self.index.specs.get(order.keyword)
            empty = spec.kinds()[len(order.args):] if spec else ()
            if len(names) > len(empty) or not all(optional for _, optional in empty):
                continue
            found = [next((m.targets[0] for m in name.matches if m.kind == kind
                           and len(m.targets) == 1), None) for name, (kind, _) in zip(names, empty)]
            if names and None not in found:
                fits.append(Draft(order.keyword, (*order.args, *found), order.item, order.among))
        return tuple(fits)

    def _doubt(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        if intent.condition and (reading.drafts or reading.problems):
            return self._make(line, CONDITION, (*self._conditioned(line, reading, intent), NONE))
        if intent.condition and not reading.has_keyword and self._each_fit(line.sender, reading):
            # "se Boromiro viene sbranato, sposta su Eowyna" after "indago Boromiro".
            return self._make(line, CONDITION, (*(_shown(d) for d in self._each_fit(
                line.sender, reading)), NONE))
        if intent.noun_order and reading.chatter:
            return replace(self._make(line, NOUN_ORDER, (NONE,)), names=intent.noun_order)
        if intent.names_only and reading.chatter:
            named = self._named_only(line, intent.names_only)
            if named:
                return named
        if intent.given and reading.chatter:
            # A thing handed over is no power of a role: every power taking that thing and
            # those players is offered (the night refuses it to a sender not holding the thing).
            kinds = [k for k, _ in intent.given]
            names = tuple(n for _, n in intent.given)
            fits = [s.keyword for s in self.index.specs.values() if [k for k, _ in s.kinds()] == kinds]
            return replace(self._make(line, NOUN_ORDER, (*(" ".join((k, *names)) for k in fits), NONE)),
                           names=names, kinds=tuple(kinds))
        if intent.visit and reading.chatter:
            return replace(self._make(line, VISIT, (NONE,)), names=intent.visit)
        if intent.earlier:
            # Yesterday's order is the GM's to look up (the night's GM log); nothing is guessed.
            return self._make(line, EARLIER, (NONE,))
        listed = _listed(reading, self.index)
        if listed:
            return self._make(line, LISTED, (*listed, NONE))
        if intent.hedged and (reading.drafts or reading.problems or intent.replacement):
            return self._make(line, HEDGE, self._alternatives(line, intent))
        if intent.question and (reading.drafts or intent.replacement):
            drafts = reading.drafts or self._fits(line.sender, intent.replacement)
            return self._make(line, QUESTION, (*(_shown(d) for d in drafts), NONE))
        split = text_then_order(reading.drafts, self.index)
        if split:
            return self._make(line, TEXT_ORDER, split)
        if intent.places:
            verbs = [s.keyword for s in self.index.specs.values()
                     if [k for k, _ in s.kinds()] == [ITEM]]
            if verbs:
                return self._make(line, NO_VERB, tuple(f"{v} {p}" for p in intent.places
                                                       for v in verbs))
        return None

    def _named_only(self, line: LogLine, names: tuple[Ent, ...]) -> Doubt | None:
        """A line of names only: after an order, the new target it may be (its own names
        again only confirm it: talk); with no order standing, the order it may be, as an
        order said with a noun (the sender's powers taking those players, at the night).
        The sender's own name alone is how he signs his PM (`Morgana` under his orders): talk."""
        players = tuple(next(m.targets[0] for m in n.matches if m.kind == PLAYER) for n in names)
        if set(players) == {line.sender}:
            return None
        if self._live.get(line.sender):
            fits = self._fits(line.sender, names)
            return self._make(line, UNCLEAR_CORRECTION, (*map(_shown, fits), NONE)) if fits else None
        return replace(self._make(line, NOUN_ORDER, (NONE,)), names=players)

    def _conditioned(self, line: LogLine, reading: LineReading, intent: Intent) -> tuple[str, ...]:
        """The readings of an order under a condition: the line's own orders, then those read
        without the condition's names when they differ: "se Boromiro muore allora indago
        Eowyna" is `indago Eowyna` (not `indago` of two players), "se Lunaria si è rivelata
        proteggo lei, altrimenti Merlina" `proteggo Lunaria` or `proteggo Merlina`; when
        neither reads, each other name alone ("se Guido va al prato attacco Guido, altrimenti
        Carlo": `attacco Guido` or `attacco Carlo`)."""
        found = _readable((reading, self._without(line, intent.conditioned)))
        if not found:
            names = [p for p in reading.pieces if isinstance(p, Ent)]
            found = _readable(self._without(line, [n for n in names if n is not kept])
                              for kept in names if kept not in intent.conditioned)
        return tuple(dict.fromkeys(found or (_shown(d) for d in reading.drafts)))

    def _without(self, line: LogLine, names: Iterable[Ent]) -> LineReading:
        """The line read with those names blanked."""
        text = line.text
        for name in names:
            start = name.end - len(name.text)
            text = text[:start] + " " * len(name.text) + text[name.end:]
        return read_line(text, self.index)

    def _alternatives(self, line: LogLine, intent: Intent) -> tuple[str, ...]:
        """Each name offered, read alone: "vado al bosco o forse al prato" could be `vado
        bosco` or `vado prato`; "magari Sam" could be the order or nothing."""
        found: list[str] = []
        for chosen in intent.hedged:
            text = line.text
            for other in (e for e in intent.hedged if e is not chosen):
                start = other.end - len(other.text)
                text = text[:start] + " " * len(other.text) + text[other.end:]
            alone = read_line(text, self.index)
            drafts = alone.drafts or self._fits(line.sender, intent_of(
                alone.pieces, self.index).replacement)
            found += ["; ".join(_shown(d) for d in drafts)] if drafts and not alone.problems else []
        if len(found) < 2:
            found.append(NONE)
        return tuple(dict.fromkeys(found))

    def _make(self, line: LogLine, kind: str, candidates: tuple[str, ...]) -> Doubt:
        return Doubt(line.sender, line.file, line.number, line.raw.strip(), kind, candidates)

    def _doubt_of(self, line: LogLine, kind: str, candidates: tuple[str, ...]) -> None:
        self.doubts.append(self._make(line, kind, candidates))
        self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))


def _refit(order: Order, names: tuple[Ent, ...], index: NameIndex) -> Draft | None:
    """The order with its names of the kinds named replaced by the new ones, in order; None
    when the names do not fit its power (another kind, another count, an ambiguous name)."""
    spec = index.specs.get(order.keyword)
    kinds = [k for k, _ in spec.kinds()] if spec else [PLAYER] * len(order.args)
    kinds = kinds[:len(order.args)]
    new: dict[str, list[str]] = {}
    for name in names:
        match = next((m for m in name.matches if m.kind in kinds), None)
        if match is None or len(match.targets) != 1:
            return None
        new.setdefault(match.kind, []).append(match.targets[0])
    if any(len(targets) != kinds.count(kind) for kind, targets in new.items()):
        return None
    queues = {kind: iter(targets) for kind, targets in new.items()}
    args = tuple(next(queues[k]) if k in queues else a for k, a in zip(kinds, order.args))
    if args == order.args:
        return None
    # The corrected order keeps the key of the one it corrects (its item too: "passo il
    # palantir a Sam", then "anzi lo specchio"), so that it replaces it rather than add to it.
    return Draft(order.keyword, args, order.item, order.among)


def _listed(reading: LineReading, index: NameIndex) -> tuple[str, ...]:
    """ "indago Zorg e Klaatu" for `indago <player> [<player>]`: the optional name joined to
    the one before it by "e", "et" or a comma reads as a second target as well as the
    optional one; the order as read, then each name alone. The canonical form ("indago Zorg
    Klaatu") and a name led by its own word ("gufo a Tumbleweed") are no such list."""
    for draft in reading.drafts:
        spec = index.specs.get(draft.keyword)
        kinds = spec.kinds() if spec else ()
        for n in range(1, min(len(draft.args), len(kinds))):
            (before, needed), (kind, optional) = kinds[n - 1], kinds[n]
            if optional and not needed and before == kind and _joined(
                    reading.pieces, draft.args[n - 1], draft.args[n]):
                return tuple(_shown(Draft(draft.keyword, args, draft.item, draft.among)) for args in (
                    draft.args, draft.args[:n] + draft.args[n + 1:],
                    draft.args[:n - 1] + draft.args[n:]))
    return ()


def _joined(pieces: tuple, first: str, second: str) -> bool:
    """The two names stand one after the other with only "e", "et" or a comma between."""
    targets = [p.matches[0].targets if isinstance(p, Ent) else None for p in pieces]
    if (first,) not in targets:
        return False
    start = targets.index((first,))
    between = []
    for piece, found in zip(pieces[start + 1:], targets[start + 1:]):
        if found == (second,):
            return bool(between) and all(isinstance(p, Sep) and p.kind == WEAK or isinstance(
                p, Word) and p.fold in {"e", "ed", "et"} for p in between)
        between.append(piece)
    return False


def _own_fits(line: LogLine, drafts: tuple[Draft, ...], names: tuple[Ent, ...],
              index: NameIndex) -> tuple[Draft, ...]:
    """The line's own orders the new names of its last sentence can correct, each corrected."""
    fits: list[Draft] = []
    for draft in reversed(drafts):
        fitted = _refit(Order(line.sender, draft.keyword, draft.args, line.file, line.number,
                              item=draft.item, among=draft.among), names, index)
        if fitted and fitted not in fits:
            fits.append(fitted)
    return tuple(fits)


def _readable(readings: Iterable[LineReading]) -> list[str]:
    """The orders of the readings that read without a problem."""
    return [_shown(d) for r in readings if not r.problems for d in r.drafts]


def _corrected_on_line(drafts: tuple[Draft, ...]) -> bool:
    """ "indago Sam, anzi no, Merry": two orders of one power on one line, the later standing."""
    keys = [(d.keyword, d.item) for d in drafts]
    return len(set(keys)) < len(keys)


def _canonical(part: str, reading: LineReading, index: NameIndex) -> bool:
    """ "indago Totò": one order, its keyword first, nothing else said (names as the log
    writes them: by name, alias, id; case and accents do not matter)."""
    if len(reading.drafts) != 1 or reading.problems or intent_of(reading.pieces, index) != Intent():
        return False
    spec = index.specs.get(reading.drafts[0].keyword)
    head = fold(part.split()[0])
    return spec is not None and head in {fold(w) for w in (spec.keyword, *spec.synonyms)}


def _withdrawn_keyword(part: str, index: NameIndex) -> str | None:
    """ "none indago" in a correction: the power whose earlier orders the line withdraws."""
    head, _, keyword = part.partition(" ")
    if head.casefold() != NONE or not keyword.strip():
        return None
    wanted = keyword.strip().casefold()
    return next((s.keyword for s in index.specs.values()
                 if wanted in {w.casefold() for w in (s.keyword, *s.synonyms)}), None)


def _bad_correction(correction: LineCorrection, part: str, reading: LineReading | None
                    ) -> OrderError:
    problem = joined(list(dict.fromkeys(p.message for p in reading.problems))) if reading and \
        reading.problems else say("orders-gm.not-canonical")
    return OrderError(say("orders-gm.bad-correction", line=correction.line, reading=correction.reading, part=part,
                          problem=problem), file=correction.file, line=correction.at,
                      hint=say("orders-gm.bad-correction-hint"))


def line_error(line: LogLine, reading: LineReading) -> OrderError:
    """One error per line, however many of its keywords cannot be read."""
    messages = list(dict.fromkeys(p.message for p in reading.problems))
    hints = list(dict.fromkeys(p.hint for p in reading.problems))
    return OrderError(say("orders-gm.line", sender=line.sender, raw=line.raw.strip(), problems=joined(messages)),
                      file=line.file, line=line.number, hint=joined(hints))
