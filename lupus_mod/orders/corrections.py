"""A player's later word about his standing orders: which of them the new names of a line
can correct, fill or empty, and which order taken back they bring back (docs/orders.md "How
every line is read")."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.bare import unfilled
from lupus_mod.orders.said_again import confirmed
from lupus_mod.orders.close_names import as_names, corrected_to
from lupus_mod.orders.italian import FRENCH_NOT_BEFORE, KEEPING, NEGATIONS, ONLY_NAMES
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.meaning import OR_WORDS
from lupus_mod.orders.model import (CONDITION, HEDGE, LISTED, NONE, PLAYER, QUESTION, UNCLEAR_CORRECTION,
                                    KeywordSpec, Order, is_thing)
from lupus_mod.orders.gone_back import going_back, gone_back
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.open_powers import open_keywords
from lupus_mod.orders.owl_words import fill_led, recipient_of
from lupus_mod.orders.refit import each_slot, filled_in, refit, restates
from lupus_mod.orders.replacement import said_no_again
from lupus_mod.orders.scan import CORRECTION as SCAN_CORRECTION
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.standing import LogLine, Standing
from lupus_mod.orders.swap import swap_of, turned_from
from lupus_mod.orders.change_words import CHOICE_WORDS, REPLACE_WORDS
from lupus_mod.orders.take_back import change_cued, last_clause, last_sentence
from lupus_mod.orders.text_orders import shown

# The doubts whose readings a later line of names may choose among: two orders offered, asked,
# under a condition, listed, or a correction of his orders in doubt.
CHOOSABLE = frozenset({HEDGE, QUESTION, CONDITION, LISTED, UNCLEAR_CORRECTION})


class Corrections(Standing):
    """The sender's standing orders as the names of a later line would correct them."""

    def _fits(self, sender: str, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders the new names can correct, each corrected: "sbrano
        Federica" then "anzi Lady Oscar" gives `sbrano Lady Oscar`; what is not changed stays
        ("passo palantir Sam", "anzi Merry": `passo palantir Merry`)."""
        fits: list[Draft] = []
        for position in reversed(self._live.get(sender, [])):
            order = self.orders[position]
            fitted = refit(order, names, self.index)
            # Never one player twice ("unis Dorian Dorian"): no order names a player in two places.
            if fitted and fitted not in fits and len(set(fitted.args)) == len(fitted.args):
                fits.append(fitted)
        return tuple(fits)

    def _fits_past_old(self, sender: str, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """ "anzi Ortensia, Nerone mi sembra troppo ovvio" after `indago Nerone`: the standing
        order's own player named after the new one says why he is dropped, never a second
        target; the fits of the names without him, when the first name is a new one."""
        old = {a for position in self._live.get(sender, []) for a in self.orders[position].args}
        kept = tuple(e for e in names if not old & e.players())
        return self._fits(sender, kept) if kept and kept[0] is names[0] and len(kept) < len(names) else ()

    def _meant(self, sender: str, names: tuple[Ent, ...]) -> tuple[tuple[Draft, ...], int]:
        """ "indago Ululome" (an error: no such player), then "scusa, intendevo Ululone": the
        order the misspelt line's one close name gives, when the names are that name — and the
        line in error it settles; ((), 0) else."""
        for number, meant in reversed(self._misspelt.get(sender, [])):
            drafts = read_line(meant, self.index).drafts
            if drafts and all(restates(Order(sender, d.keyword, d.args, "", number, item=d.item, among=d.among),
                                       names, self.index) for d in drafts):
                return drafts, number
        return (), 0

    def _restated(self, sender: str, reading: LineReading, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders the names restate, said as a slip put right at the
        line's end ("intendevo Zefiro", "anzi Zefiro" after the GM read his misspelt line as
        `indago Zefiro`): the order stands. (With words after the name, the same name again
        is no correction: "no aspetta, ieri Gollum ha votato con noi" hesitates.)"""
        said = [p for p in reading.pieces if not (isinstance(p, Sep) and p.kind != SCAN_CORRECTION)]
        first = next((n for n, p in enumerate(said) if isinstance(p, Ent)), len(said))
        # "no meglio Tumbleweed. cioè no dai Jolene va bene": the correction taken back on its line.
        if said_no_again(reading.pieces) != names and (
                not first or not all(isinstance(p, Ent) for p in said[first:])
                or not (isinstance(said[first - 1], Sep) or isinstance(said[first - 1], Word)
                        and said[first - 1].fold in REPLACE_WORDS)):
            return ()
        orders = (self.orders[p] for p in reversed(self._live.get(sender, [])))
        return tuple(dict.fromkeys(Draft(o.keyword, o.args, o.item, o.among) for o in orders
                                   if restates(o, names, self.index)))

    def _kept(self, sender: str, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders whose own names the names are, in their places (one
        player said twice once: "gollum l'ho gia'... no vabbe, confermo gollum")."""
        names = tuple({frozenset(e.players()): e for e in names}.values())
        orders = (self.orders[p] for p in reversed(self._live.get(sender, [])))
        return tuple(Draft(o.keyword, o.args, o.item, o.among) for o in orders if restates(o, names, self.index))

    def _settles(self, line: LogLine, reading: LineReading,
                 replacement: tuple[Ent, ...]) -> tuple[tuple[Draft, ...], int]:
        """The orders a line of names gives by settling an earlier line of the sender's: one
        reading his open doubt offers chosen, or his misspelt name put right (whose error it
        takes away); and that line. ((), 0) when it settles none."""
        if reading.problems:
            return (), 0
        chosen, of_line = self._chosen(line, reading)
        back = None if chosen else gone_back(reading.pieces, [o for o in self.orders if o.player == line.sender],
                                             [self.orders[p] for p in self._live.get(line.sender, [])])
        if back:    # "no ok torno a Gollum" after `indago Gollum`, `indago Nazgul`
            chosen, of_line = (back[0],), back[1]
        if not chosen and replacement and not reading.has_keyword:
            chosen, of_line = self._meant(line.sender, replacement)
            self.errors = [e for e in self.errors if not (chosen and e.file == line.file and e.line == of_line)]
        return chosen, of_line

    def _chosen(self, line: LogLine, reading: LineReading) -> tuple[tuple[Draft, ...], int]:
        """ "indago Zanna o forse Ululone", then a PM "ok deciso: Ululone": a line of players'
        names only (and words of a choice made) picking one of the readings the sender's open
        doubt offers — that reading, his last word, and the doubt's line; ((), 0) else."""
        # "non posso. allora confermo Lunaria" after "posso proteggere me stessa? se si proteggo
        # me, sennò Lunaria": the last sentence makes the choice, the ones before say why.
        pieces = next((part for part in (reading.pieces, last_sentence(reading.pieces)) if all(
            isinstance(p, (Ent, Sep)) or isinstance(p, Word) and (p.filler or p.fold in CHOICE_WORDS | KEEPING)
            for p in part)), None)
        if reading.has_keyword or reading.drafts or reading.problems or pieces is None:
            return (), 0
        # "vado al mulino o forse grotta boh", then "ok deciso: grotta": a place picks too.
        named = {m.targets[0] for p in pieces if isinstance(p, Ent)
                 for m in p.matches[:1] if (m.kind == PLAYER or is_thing(m.kind)) and len(m.targets) == 1}
        for doubt in reversed(self.doubts):
            if doubt.player != line.sender or doubt.kind not in CHOOSABLE:
                continue
            offered = [read_line(c, self.index).drafts for c in doubt.candidates if c != NONE]
            picked = [drafts for drafts in offered if drafts and named <= {a for d in drafts for a in d.args}]
            return (picked[0], doubt.line) if named and len(picked) == 1 else ((), 0)
        return (), 0

    def _each_slot(self, sender: str, names: tuple[Ent, ...], pieces: tuple[Piece, ...] = ()) -> tuple[Draft, ...]:
        """One new name where the sender's standing orders hold several of its kind: each
        order with each of them replaced in turn (orders.refit.each_slot)."""
        found = [d for p in reversed(self._live.get(sender, []))
                 for d in each_slot(self.orders[p], names, self.index, pieces)]
        return tuple(dict.fromkeys(found))

    def _swap(self, line: LogLine, reading: LineReading, replacement: tuple[Ent, ...] = ()) -> Draft | None:
        """ "Grima al posto di Shelob", "sostituisci Shelob con Grima" after `sfido Shelob`: the
        one standing order of the sender naming the player turned away from, with the new one
        in his place (orders.swap); None when the line says more, or no such order stands. A
        correction's names (`replacement`) with one turned from among them swap as well: "no
        aspetta boromiro l'ho già ammaliato, metti grimaldo al suo posto"."""
        swap = swap_of(reading.pieces, self.index)
        if swap is None and replacement:
            away = turned_from(reading.pieces, self.index)
            new = [name for e in replacement for name in e.players() if name not in away]
            swap = (away, new[0]) if away and len(new) == 1 else None
        if swap is None or reading.drafts or reading.problems:
            return None
        away, new = swap
        fits = [self.orders[p] for p in self._live.get(line.sender, [])
                if set(away) <= set(self.orders[p].args) and new not in self.orders[p].args]
        if len(fits) != 1:
            return None
        order = fits[0]
        return Draft(order.keyword, tuple(new if a in away else a for a in order.args), order.item, order.among)

    def _dropped(self, line: LogLine, reading: LineReading) -> Draft | None:
        """ "togli Klaatu", "tolgo Klaatu, solo Zorg" after `indago Zorg Klaatu`: a line with no
        order turning from players its standing order takes as optional arguments only (the
        owl's recipient), naming no one else but that order's players: the order without them
        (before, talk: the owl flew)."""
        if reading.drafts or reading.problems:
            return None
        named = {name for e in reading.pieces if isinstance(e, Ent) for name in e.players()}
        away = set(turned_from(reading.pieces, self.index)) or (named if unfilled(reading.pieces, True) else set())
        only = any(isinstance(p, Word) and p.fold in ONLY_NAMES for p in reading.pieces)
        for order in (self.orders[p] for p in reversed(self._live.get(line.sender, []))):
            spec = self.index.specs.get(order.keyword)
            optional = {a for (kind, opt), a in zip(spec.kinds() if spec else (), order.args) if opt and kind == PLAYER}
            if only and not away and named and named == set(order.args) - optional:
                away = optional   # "solo Zorg", "basta Zorg": the one investigated alone
            if away and away <= optional and named <= set(order.args):
                return Draft(order.keyword, tuple(a for a in order.args if a not in away), order.item, order.among)
        return None

    def _switched(self, line: LogLine, reading: LineReading, drafts: tuple[Draft, ...]
                  ) -> tuple[str, ...]:
        """The powers of the sender's standing orders a line opening with a correction
        ("anzi no", "cambio", "finalement") turns from to another power: none when the line
        orders one of them again (an ordinary correction) or orders nothing."""
        live = [self.orders[p] for p in self._live.get(line.sender, [])]
        if not (opens_corrected(reading.pieces) and drafts and live) or all(self._declines(d) for d in drafts):
            # "finalement rien": doing nothing comes beside no order; it replaces them (_declined).
            return ()
        # « rien cette nuit », then « ah si en fait je le sauve »: doing nothing and a potion at
        # one step replace each other (_declined), no other power come beside it.
        if all(any(self._at_one_step(d.keyword, o.keyword) for d in drafts) for o in live):
            return ()
        # A phrase's order ("nessun attacco") stands for any of its powers (`among`).
        if any(not d.keyword and not d.among or o.keyword in ({d.keyword} | d.among) or
               self._slot(o.keyword) in {self._slot(k) for k in {d.keyword} | d.among} - {""}
               for o in live for d in drafts):
            return ()
        # "palantir a theodeno" (asked), then "no aspetta, ... dallo a Legolasso": the line
        # corrects the pass in doubt, never his `resuscito Merrino`; "atacco Carol" (an error),
        # then "anzi attacco Carlo": the attack in error, which it replaces (orders.moot), never
        # his place.
        if {d.keyword for d in drafts} & open_keywords(line.sender, self.doubts, self.unread, self.orders,
                                                        self.chatter, self.index):
            return ()
        switched = tuple(dict.fromkeys(o.keyword for o in live if o.keyword))
        # "ripensandoci nn proteggo niente, raccolgo al prato" after `proteggo mulino`: the line
        # denies the power it turns from itself; no doubt whether the new order comes beside it.
        denied = {p.denied.spec.keyword for p in reading.pieces if isinstance(p, Word) and p.denied is not None}
        return () if set(switched) <= denied else switched

    def _declines(self, draft: Draft) -> bool:
        keyword = draft.keyword or (next(iter(draft.among)) if len(draft.among) == 1 else "")
        spec = self.index.specs.get(keyword)
        return spec is not None and spec.declines and not spec.slot and not draft.args

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
            fitted = same if names_args <= set(order.args) else refit(order, names, self.index)
            if fitted and all(d.keyword != fitted.keyword for d in found):
                found[fitted] = (order.line, order.withdrawn_by)
        return found

    def _restored(self, sender: str, pieces: tuple[Piece, ...], usual: bool = False) -> tuple[str, ...]:
        """ "annullo", then "ripristina l'ordine di prima", « remets mon ordre »: words asking to
        change or to go back, naming no one, with nothing standing: the orders taken back tonight;
        so does a word confirming, after tonight's take-back ("lascia stare, stanotte non indago",
        then "no dai ci ho ripensato, confermo quello di prima"): the order he took back; and, on a
        line of the usual order only (`usual`), a word going back ("come prima")."""
        if any(isinstance(p, Ent) for p in pieces) or not (
                change_cued(pieces) or confirmed(pieces) or usual and going_back(pieces)):
            return ()
        return tuple(dict.fromkeys(shown(d) for d in self._revived(sender, ())))

    def _spec_of(self, order: Order) -> KeywordSpec | None:
        """The order's power; said with a phrase of one power (« je garde mes potions », the
        Sorcière's `rien`), that power's, though the night settles its keyword."""
        keyword = order.keyword or (next(iter(order.among)) if len(order.among) == 1 else "")
        return self.index.specs.get(keyword)

    def _at_one_step(self, new: str, old: str) -> bool:
        """Two powers at one step where one of the two does nothing (the Sorcière's `rien`)."""
        a, b = self.index.specs.get(new), self.index.specs.get(old)
        return a is not None and b is not None and (a.declines or b.declines) and a.step == b.step != ""

    def _declined(self, order: Order, earlier: Order, corrected: bool = False) -> bool:
        """An earlier line's order at the step where one of the two does nothing: "J'empoisonne
        Isidore", then "je ne fais rien finalement" (or the other way round) changes the answer.
        In a later message, or on a later line led by a correction (`corrected`: « je regarde
        Kilian » / « Finalement rien »), a player's own "je ne fais rien" (the Sorcière's keyword,
        no pack's) takes back his order of another step too."""
        new, old = self._spec_of(order), self._spec_of(earlier)
        if new is None or old is None or earlier.line == order.line:
            return False
        later = earlier.time is not None and order.time is not None and earlier.time < order.time \
            or corrected
        return (new.declines or old.declines) and new.step == old.step != "" \
            or new.declines and not new.slot and not order.args and later

    def _strangers(self, sender: str, reading: LineReading) -> bool:
        """The line names players none of the sender's standing orders names."""
        named = {m.targets[0] for p in reading.pieces if isinstance(p, Ent) for m in p.matches
                 if m.kind == PLAYER and len(m.targets) == 1}
        return bool(named and self._live.get(sender)) and not named <= {a for p in self._live.get(sender, [])
                                             for a in self.orders[p].args}

    def _new_names(self, sender: str, reading: LineReading) -> LineReading | None:
        """The line as its new target reads, where it names one none of the sender's standing
        orders names: itself, or its last clause's words close to players' names read as those
        names ("lascia stare, dallo a boromir", "lascia stare, nazgull": the name shortened, in
        lower case or misspelt, as an order's argument would read it); None when it names no one
        new. A line that takes back an order and names a new target is never a bare take-back."""
        if self._strangers(sender, reading):
            return reading
        if any(isinstance(p, Ent) and p.players() for p in reading.pieces):
            return None
        # After a comma: "lascia stare nazgul" lets Nazgul go (orders.take_back).
        last = last_clause(reading.pieces)
        named = as_names(last, self.index, sure=True) if last is not reading.pieces else ()
        found = replace(reading, pieces=(*reading.pieces, *named))
        return found if named and self._strangers(sender, found) else None

    def _new_fits(self, sender: str, reading: LineReading) -> tuple[Draft, ...]:
        """Each name of the line alone as a correction of the sender's standing orders; where
        none fits so, each in the place of one of its kind, the owl's recipient first after the
        owl's words ("lascia stare, il responso a Falco" after `indago Klaatu Tumbleweed`)."""
        fits = self._each_fit(sender, reading)
        names = tuple(p for p in reading.pieces if isinstance(p, Ent))
        # "il responso su Klaatu mandalo col gufo a Tumble" after `indago Klaatu`: the name the
        # owl is sent to fills the order's recipient first, before each name as its new target.
        owl = recipient_of(reading.pieces)
        if owl is not None and fits:
            return tuple(dict.fromkeys((*self._filled(sender, (owl,)), *fits)))
        if fits or not names:
            return fits
        filled = self._filled(sender, names) if fill_led(last_clause(reading.pieces)) else ()
        return tuple(dict.fromkeys((*filled, *(d for n in names for d in self._each_slot(sender, (n,), reading.pieces)))))

    def _each_fit(self, sender: str, reading: LineReading) -> tuple[Draft, ...]:
        """Each name of the line alone, as a correction of the sender's standing orders."""
        fits = [d for p in reading.pieces if isinstance(p, Ent) for d in self._fits(sender, (p,))]
        return tuple(dict.fromkeys(fits))

    def _filled(self, sender: str, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders whose empty optional arguments the names fill, in order
        ("indago Zorg" and "Tumbleweed": `indago Zorg Tumbleweed`)."""
        orders = [self.orders[p] for p in reversed(self._live.get(sender, []))]
        # "il gufo mandalo a Falco, Tumble non risponde mai" after `indago Klaatu Tumbleweed`: the
        # order's own player named after the new one says why he is dropped.
        fits = (filled_in(order, tuple(e for e in names if not set(order.args) & e.players()) or names,
                          self.index.specs.get(order.keyword)) for order in orders)
        # "il responso su Zorg" after `indago Zorg`: the one investigated is no recipient, the
        # owl goes "a un secondo giocatore" (it read `indago Zorg Zorg`).
        return tuple(d for d in fits if d and len(set(d.args)) == len(d.args))


def opens_corrected(pieces: tuple[Piece, ...]) -> bool:
    """A correction ("anzi no", "cambio", "finalement") before the line's first keyword."""
    first = next((n for n, p in enumerate(pieces) if isinstance(p, (Key, Said))), 0)
    return any(isinstance(p, Sep) and p.kind == SCAN_CORRECTION or isinstance(p, Word)
               and p.fold in REPLACE_WORDS for p in pieces[:first])


def own_fits(line: LogLine, drafts: tuple[Draft, ...], names: tuple[Ent, ...],
              index: NameIndex) -> tuple[Draft, ...]:
    """The line's own orders the new names of its last sentence can correct, each corrected;
    one they name again as it was stands (« ma balle sera pour Baptiste. non Dorian. non ok
    Baptiste »: back to the first name)."""
    fits: list[Draft] = []
    for draft in reversed(drafts):
        order = _as_order(line, draft)
        fitted = refit(order, names, index) or (draft if names and restates(order, names, index) else None)
        if fitted and fitted not in fits:
            fits.append(fitted)
    return tuple(fits)


def _as_order(line: LogLine, draft: Draft) -> Order:
    return Order(line.sender, draft.keyword, draft.args, line.file, line.number, item=draft.item, among=draft.among)


def own_slots(line: LogLine, drafts: tuple[Draft, ...], names: tuple[Ent, ...], index: NameIndex,
              pieces: tuple[Piece, ...]) -> tuple[Draft, ...]:
    """« les amoureux seront Gaspard et Dorian. Ah non pas Dorian, plutôt Noemie », "ammalio
    gimlino e pipino. ah no pipino e' gia' ammaliato, allora aragorna": one new name for a line's
    own order of two: the one it turns from, or names again, replaced (each in turn when it turns
    from none, the last said first; it offered only `none`)."""
    away = set(turned_from(pieces, index)) | set(_denied_names(pieces)) | _said_again(pieces, names)
    slots = tuple(dict.fromkeys(d for draft in reversed(drafts)
                                for d in reversed(each_slot(_as_order(line, draft), names, index, pieces))))
    chosen = tuple(d for d in slots for o in drafts if set(o.args) - set(d.args) <= away and set(o.args) != set(d.args))
    return chosen if len(chosen) == 1 else slots


def or_other(line: LogLine, drafts: tuple[Draft, ...], pieces: tuple[Piece, ...], index: NameIndex) -> tuple[Draft, ...]:
    """« j'unis Gaspard et Dorian, ou Gaspard et Leonie je sais pas »: the line's orders with
    the names after its last "or", where they make a whole set of them (the doubt offered the
    first pair only)."""
    at = max((n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold in OR_WORDS), default=len(pieces))
    names = tuple(p for p in pieces[at + 1:] if isinstance(p, Ent))
    return tuple(d for draft in drafts if names and (d := refit(_as_order(line, draft), names, index)))


def _denied_names(pieces: tuple[Piece, ...]) -> list[str]:
    """The players right after a « pas » / "non" (« Ah non pas Dorian »)."""
    return [t for n, p in enumerate(pieces[1:], 1) if isinstance(p, Ent) and isinstance(pieces[n - 1], Word)
            and pieces[n - 1].fold in NEGATIONS | FRENCH_NOT_BEFORE for m in p.matches[:1] for t in m.targets]


def _said_again(pieces: tuple[Piece, ...], names: tuple[Ent, ...]) -> set[str]:
    """The players named twice before the new names ("… pipino. ah no pipino e' gia' ammaliato")."""
    upto = pieces.index(names[0]) if names and names[0] in pieces else len(pieces)
    said = [t for p in pieces[:upto] if isinstance(p, Ent) for m in p.matches[:1] for t in m.targets]
    return {t for t in said if said.count(t) > 1}


def fragment_fits(line: LogLine, reading: LineReading, index: NameIndex) -> tuple[Draft, ...]:
    """The line's orders on the name fragment its correction ends on (close_names.corrected_to:
    "Indago Nosferatu. anzi no... Merli"), or its order already naming him ("… Merli, lei ieri
    ha votato strano": `indago Merlina`)."""
    names = corrected_to(reading.pieces, index)
    named = {t for n in names for m in n.matches for t in m.targets}
    return (*own_fits(line, reading.drafts[-1:], names, index),
            *(d for d in reading.drafts if d.args and set(d.args) <= named))
