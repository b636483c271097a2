"""What cannot be read one way only: a line under a condition, hedged, asked, listed, of
names only or of a noun, each a `Doubt` with the readings the GM chooses from (docs/orders.md
"How every line is read")."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders import bare, handed, unsure
from lupus_mod.orders.aimed import aimed_after_place, aimed_beside, aimed_readings, named_beside, place_opening
from lupus_mod.orders.common_after import common_after_plain, described_after_common
from lupus_mod.orders.arguments import Draft
from lupus_mod.orders.card_place import card_by_place
from lupus_mod.orders.conditions import FALLBACK_WORDS
from lupus_mod.orders.conditioned_doubts import ConditionedDoubts
from lupus_mod.orders.corrections import fragment_fits, or_other, own_fits
from lupus_mod.orders.later_night import rests_tonight
from lupus_mod.orders.line import LineReading, power_hedged, read_line
from lupus_mod.orders.meaning import Intent, intent_of
from lupus_mod.orders.italian import REPORTED_CHANGES, WE_ENDINGS
from lupus_mod.orders.unordered import rules_asked
# "ha detto di sbranare Eowyna": what a reported word says to do.
INFINITIVES = ("are", "ere", "ire")
LOCATION = "location"   # a declared loop's place, the argument of a choice of place
from lupus_mod.orders.model import (ANY_POWER, CARD_ALONE, CARD_PLACE, CONDITION, DOUBT, EARLIER, HEDGE, LATER, LISTED,
                                    NO_VERB, NONE, NOUN_ORDER, PLAYER, QUESTION, ROLE, RELAYED, TEXT, TEXT_CHANGE,
                                    TEXT_ORDER, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL, UNSAID, VISIT, Doubt, Reading,
                                    is_thing)
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reading import speaker_says
from lupus_mod.orders.refused import answered_no
from lupus_mod.orders.change_words import CHOICE_WORDS
from lupus_mod.orders.scan import Ent, Key, Sep, Word
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.text import WEAK, fold
from lupus_mod.orders.text_change import new_text
from lupus_mod.orders.thing_denied import denied_things, turned_to
from lupus_mod.orders.name_left_out import left_out
from lupus_mod.orders.text_orders import shown as _shown, text_then_order
from lupus_mod.orders.unsaid import unsaid_orders
from lupus_mod.orders.settled import settles_change
from lupus_mod.orders.take_back import last_sentence
from lupus_mod.orders.unread_change import unread_change


class Doubts(ConditionedDoubts):
    """The doubts a line raises, each with its candidate readings."""

    def _doubt(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        if reading.later and reading.chatter and not reading.numbered and not rests_tonight(reading.pieces) \
                and not self._live.get(line.sender):
            # With tonight's order already sent, "la prossima volta indago lui" is a plan.
            return self._make(line, LATER, (*(_shown(d) for d in reading.later), NONE))
        filled = bare.yesterday_fill(reading.pieces) if reading.drafts else ""
        if filled == "same":
            # "indago come ieri ma il gufo a Falco": read whole, Falco was investigated.
            keys = tuple(dict.fromkeys(p.spec.keyword for p in reading.pieces if isinstance(p, Key)))
            return replace(self._make(line, EARLIER, (NONE,)), keywords=keys)
        if filled == "told":
            # "indago Zorg, ieri ho mandato il gufo a Tumble": the order without the recipient first.
            own = tuple(_shown(replace(d, args=d.args[:self.index.specs[d.keyword].required()]))
                        for d in reading.drafts)
            return self._make(line, HEDGE, (*dict.fromkeys((*own, *map(_shown, reading.drafts))), NONE))
        changed = self._text_changed(line, reading) or self._place_denied(line, reading)
        if changed:
            return changed
        cut_off = left_out(reading, self.index)
        if cut_off:     # « si jmeurs je tire, c'est sûr, sur Baptiste »: not a shot taken back
            return self._make(line, HEDGE, (*cut_off, NONE))
        if (intent.joked or intent.unsure or not reading.has_keyword and any(
                d.keyword == ANY_POWER for d in reading.drafts) and power_hedged(reading.pieces)) \
                and reading.drafts:
            # "sfido Nazgul (scherzo)", "ma non so se fidarmi": the order said, and unsaid;
            # "Indago Nosferatu. anzi no... Merli": the order on the name fragment first.
            # "tormento Eowyna, anzi no lei domani", "anzi lui no, l'altro": turned from it, nobody
            # named instead: the take-back first.
            fixed = fragment_fits(line, reading, self.index) if intent.unsure else ()
            said = "; ".join(dict.fromkeys(_shown(d) for d in reading.drafts))
            if fixed:       # each order alone beside it, never two of one power ("indago A; indago B")
                return self._make(line, HEDGE, (*dict.fromkeys(map(_shown, (*fixed, *reading.drafts))), NONE))
            turned = intent.unsure and not fixed and unsure.turned_after(reading.pieces) \
                or intent.joked and unsure.joke_kept(reading.pieces)
            other = tuple(map(_shown, or_other(line, reading.drafts, reading.pieces, self.index)))
            return self._make(line, HEDGE, (*map(_shown, fixed), *((NONE, said) if turned else (said, *other, NONE))))
        if intent.condition and (reading.drafts or reading.problems):
            found = self._conditioned(line, reading, intent)
            if not found and not reading.has_keyword:
                # "e se Bacco è già protetto allora Zappa" ("protetto" like a keyword), a PM
                # after `proteggo Bacco`: nothing of its own reads; each name may correct it.
                found = tuple(map(_shown, self._each_fit(line.sender, reading)))
            if not found and intent.replacement:
                # "theodeno sfida di notte, se lo attacchiamo ci ammazza? meglio elrondo" after a
                # mate's `sbraniamo theodeno`: the "se" says why; the name after it is the change.
                found = unread_change(line.sender, line.time, reading, True, self.orders, self._live,
                                      self.index, (), line.number)
            # « si jmeurs c Isidore qui prend, pas Josephine » a night after « je tire sur
            # Josephine »: nothing reads; the sender's powers taking the players named are offered.
            names = () if found or intent.withdrawal else tuple(unsure.named_apart(reading.pieces))
            # "ah e se posso ne scruto un altro: guido" after `scruto Flora`: one more asked, the
            # first standing is the likelier (it offered the second first, in place of the first).
            more = unsure.one_more(reading.pieces) and {d.keyword for d in reading.drafts} & {
                self.orders[n].keyword for n in self._live.get(line.sender, ())}
            return replace(self._make(line, CONDITION, (NONE, *found) if more else (*found, NONE)), names=names)
        if intent.withdrawal and intent.withdrawal.conditioned:
            # « si c'est Gaspard je le sauve pas »: a power refused under a condition; read
            # whole, the order (or her answer) was taken back whatever the night.
            kept = (*reading.drafts, *(self.orders[p] for p in self._live.get(line.sender, ())))
            # "se Klondike è già morto il colpo nn lo sprecare": the power kept is the standing one.
            keys = intent.withdrawal.keywords or tuple(dict.fromkeys(o.keyword for o in kept)) \
                if intent.withdrawal.unclear else intent.withdrawal.keywords
            return self._make(line, CONDITION, (*dict.fromkeys(map(_shown, kept)), *(
                f"{NONE} {k}" for k in keys if kept), NONE))
        if intent.condition and not reading.has_keyword and not rules_asked(reading.pieces) \
                and self._each_fit(line.sender, reading):
            # "se Boromiro viene sbranato, sposta su Eowyna" after "indago Boromiro".
            return self._make(line, CONDITION, (*(_shown(d) for d in self._each_fit(
                line.sender, reading)), NONE))
        if intent.noun_order and reading.chatter:
            return replace(self._make(line, NOUN_ORDER, (NONE,)), names=intent.noun_order)
        if intent.names_only and reading.chatter:
            named = self._named_only(line, intent.names_only)
            if named:
                return named
        if intent.given and reading.chatter and not (intent.replacement and self._live.get(line.sender)):
            # (After an order, "il palantir a Eowyna, anzi a Boromiro" is its correction.)
            # A thing handed over is no power of a role: every power taking that thing and
            # those players is offered (the night refuses it to a sender not holding the thing).
            kinds = [k for k, _ in intent.given]
            names = tuple(n for _, n in intent.given)
            fits = [" ".join((s.keyword, *names)) for s in self.index.specs.values()
                    if [k for k, _ in s.kinds()] == kinds]
            aimed = () if fits else aimed_readings(intent.given, reading.pieces, self.index)
            if aimed:       # "maledizione della rana su Guido": `lancio rana; attacco Guido`
                return replace(self._make(line, UNSAID, (*aimed, NONE)), names=names)
            if not fits and len(intent.given) > 2:
                # "specchio a Rosie, no ad Aragorno", "specchio: rosie ❌ aragorno ✅": one
                # thing to several players, the last most often the one meant.
                fits = [" ".join((s.keyword, names[0], name)) for name in reversed(names[1:])
                        for s in self.index.specs.values() if [k for k, _ in s.kinds()] == kinds[:2]]
            return replace(self._make(line, NOUN_ORDER, (*fits, NONE)), names=names, kinds=tuple(kinds))
        if intent.visit and reading.chatter:
            return replace(self._make(line, VISIT, (NONE,)), names=intent.visit)
        likened = bare.likened_names(reading.pieces) if reading.chatter else ()
        if likened:
            # "come ieri, stavolta però Gollum": the sender's powers taking those players, or nothing
            # (read as talk, the order was lost).
            return replace(self._make(line, EARLIER, (NONE,)), names=likened)
        restored = self._restored(line.sender, reading.pieces, True) \
            if intent.usual and not intent.earlier and not self._live.get(line.sender) else ()
        if restored:   # "confermo", "come prima" after tonight's take-back: tonight's order, not night 1's
            return self._make(line, UNCLEAR_CORRECTION, (*restored, NONE))
        if intent.earlier and not reading.drafts and (reading.problems or not reading.has_keyword) \
                or intent.usual and not self._live.get(line.sender):
            # Yesterday's order is in another night's log: the night offers the sender's orders
            # of the night before (orders.earlier_orders); nothing is guessed from this one:
            # "proteggo di nuovo la stessa di ieri" names nobody of tonight.
            said = tuple(dict.fromkeys(p.spec.keyword for p in reading.pieces if isinstance(p, Key)))
            if not said and bare.of_a_place(reading.pieces):
                said = tuple(s.keyword for s in self.index.specs.values() if s.kinds() == ((LOCATION, False),))
            return replace(self._make(line, EARLIER, (NONE,)), keywords=said)
        unsaid = self._unsaid(line, reading, intent)
        if unsaid:
            return unsaid
        relayed = self._relayed(line, reading)
        if relayed:
            return self._make(line, RELAYED, (*relayed, NONE))
        moved = self._relayed_change(line, reading)
        if moved:
            return moved
        listed = _listed(reading, self.index)
        if listed:
            return self._make(line, LISTED, (*listed, NONE))
        wondered = (intent.hedged or unsure.wondered(reading.pieces)) \
            if reading.chatter and not intent.replacement and self._live.get(line.sender) else ()
        changed = self._fits(line.sender, wondered) if wondered else ()
        if changed:
            # "forse Quercia", "sto pensando a Quercia" a PM after "proteggo Bacco": a change
            # wondered about, not made ("forse meglio Quercia" below); read as talk, the order
            # stood in silence.
            return self._make(line, HEDGE, (*map(_shown, changed), NONE))
        if intent.hedged and (reading.drafts or reading.problems or intent.replacement):
            return self._make(line, HEDGE, self._alternatives(line, reading, intent))
        hedged = () if reading.has_keyword else self._taking(
            (m.kind, m.targets[0]) for e in intent.hedged for m in e.matches if is_thing(m.kind))
        if hedged:
            # "forse al prato, ci penso e ti dico": a place wondered about without its verb,
            # asked as "forse vado al prato" is (or nothing: it was talk, a place at random).
            return self._make(line, NO_VERB, (*hedged, NONE))
        if intent.asked_who and (reading.drafts or reading.named):
            # Read whole, "Frodino ti dirà a chi passo il palantir" passed it to Frodino.
            keys = [p for p in reading.pieces if isinstance(p, Key)]
            things = " ".join(p.text for p in reading.pieces if isinstance(p, Ent)
                              and not any(m.kind == PLAYER for m in p.matches))
            said = [d for name in reading.pieces if isinstance(name, Ent)
                    for d in _said_of(keys, name, self.index, things)]
            return self._make(line, QUESTION, (*dict.fromkeys(_shown(d) for d in (*reading.drafts, *said)), NONE))
        if intent.question and (reading.drafts or intent.replacement) and not bare.ordered_after_question(
                reading.pieces, reading.drafts):
            # "vado al mulino? meglio di no, prato": the answer he gave himself first; so are the
            # names alone after the question ("derubo Elrondo che ha il palantir, no aspetta l'ha
            # passato a theodeno? allora theodeno").
            replacement = intent.replacement or bare.names_after_question(reading.pieces)
            fits = own_fits(line, reading.drafts, replacement, self.index) if reading.drafts else ()
            answered = "; ".join(_shown(d) for d in (*(d for d in reading.drafts if d.keyword not in {
                f.keyword for f in fits}), *fits)) if len(fits) == 1 else ""
            drafts = reading.drafts or self._fits(line.sender, intent.replacement)
            # (« on se fait Maxence ? »: no draft, but the name stays on the line read as talk.)
            offered = tuple(dict.fromkeys((*filter(None, (answered,)), *(_shown(d) for d in drafts))))
            # "sacrificarmi? mai": his own answer refuses it, nothing offered first.
            offered = (NONE, *offered) if answered_no(reading.pieces) else (*offered, NONE)
            return replace(self._make(line, QUESTION, offered), names=reading.named)
        handed = self._handed_beside(reading)
        if handed:
            return self._make(line, HEDGE, handed)
        aimed = aimed_beside(reading.pieces, "; ".join(map(_shown, reading.drafts)), self.index) \
            if reading.drafts else ()
        aimed = aimed or (named_beside(reading.pieces, "; ".join(map(_shown, reading.drafts)), self.index)
                          if reading.drafts else aimed_after_place(
                              reading.pieces, self.index, lambda s: self._taking(bare.bare_places(s))))
        aimed = aimed or (place_opening(reading.pieces, "; ".join(map(_shown, reading.drafts)), {
            k for d in reading.drafts for w in (d.among or {d.keyword}) if w in self.index.specs
            for k, _ in self.index.specs[w].kinds()}, self._taking) if reading.drafts else ())
        if aimed:   # "vado al mulino, rana su Guido", "vado al prato. Guido 🐸", "prato. rana su Gui"
            return self._make(line, UNSAID, aimed)
        twice = common_after_plain(reading.pieces, reading.drafts) or described_after_common(reading.pieces, reading.drafts)
        if twice:   # "vado al bosco. ci vediamo al mulino stasera", "vedo Enzo molto agitato"
            return self._make(line, HEDGE, twice)
        split = text_then_order(reading.drafts, self.index)
        if split:
            return self._make(line, TEXT_ORDER, split)
        placed = card_by_place(reading.pieces, reading.drafts, self.index,
                               {a for n in self._live.get(line.sender, ()) for a in self.orders[n].args})
        if placed:
            # « non en fait l'autre », « je prends celle de gauche »: which card, asked.
            return self._make(line, CARD_PLACE, (*placed, NONE))
        if intent.places:
            # Only the powers taking a thing of its kind: "bosco" is `vado bosco`, never
            # `gioco bosco` (`gioco` takes an ingredient).
            readings = self._taking(intent.places)
            if readings:
                card = all(kind == ROLE for kind, _ in intent.places)
                return self._make(line, CARD_ALONE if card else NO_VERB, readings)
        turned = () if reading.has_keyword or self._live.get(line.sender) else self._taking(
            (m.kind, m.targets[0]) for e in intent.replacement for m in e.matches if is_thing(m.kind))
        if turned:
            # "oggi mulino no, prato", "al bosco no, troppo rischioso: mulino" as the cat's first
            # word: the place he turns to, without its verb (it was talk, a place at random).
            return self._make(line, NO_VERB, turned)
        return None

    def _place_denied(self, line: LogLine, reading: LineReading) -> Doubt | None:
        """ "ci ho ripensato, niente mulino" after `vado mulino`: that order taken back (or moved
        to the place named beside it: "niente mulino, prato"), asked (orders.thing_denied)."""
        denied = () if reading.has_keyword else denied_things(reading.pieces)
        hit = [self.orders[n] for n in self._live.get(line.sender, ())
               if any(name in self.orders[n].args for _, name in denied)]
        if not hit:
            return None
        keywords = tuple(dict.fromkeys(o.keyword for o in hit))
        moved = tuple(f"{k} {name}" for k in keywords for kind, name in turned_to(reading.pieces, denied)
                      if [a for a, _ in self.index.specs[k].kinds()] == [kind])
        return self._make(line, UNCLEAR_WITHDRAWAL, (*moved, *(f"{NONE} {k}" for k in keywords)))

    def _taking(self, things) -> tuple[str, ...]:
        """The orders of the powers taking only a thing of each one's kind, (kind, name) each."""
        return tuple(f"{s.keyword} {name}" for kind, name in things
                     for s in self.index.specs.values() if [k for k, _ in s.kinds()] == [kind])

    def _text_changed(self, line: LogLine, reading: LineReading) -> Doubt | None:
        """ "cambio il testo: Grima mente" after `archivio Sarumano è lupo`: the standing free
        text's order with the line's text (orders.text_change), or nothing."""
        if reading.has_keyword or reading.drafts:
            return None
        texts = [o for o in (self.orders[p] for p in self._live.get(line.sender, ()))
                 if (spec := self._spec_of(o)) is not None and TEXT in [k for k, _ in spec.kinds()]]
        new = new_text(line.raw) if texts else ""
        if not new:
            return None
        return self._make(line, TEXT_CHANGE, (*(" ".join((o.keyword, *o.args[:-1], new)) for o in texts), NONE))

    def _unsaid(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """ "stanotte facciamo fuori Eowyna": an order said by what it does (orders.unsaid); after
        an order of the sender, a new one ("sbraniamo Eowyna", then "kill Boromiro"), unless it
        only says a standing order again. The night keeps the readings of the powers he holds,
        or reads the line as talk."""
        if not reading.chatter or intent.replacement or intent.withdrawal or intent.condition:
            return None
        found = unsaid_orders(reading.pieces, line.text, self.index)
        standing = {self.orders[p].canonical() for p in self._live.get(line.sender, ())}
        if not found or set(found) <= standing:
            return None
        return replace(self._make(line, UNSAID, (*found, NONE)), names=reading.named)

    def _handed_beside(self, reading: LineReading) -> tuple[str, ...]:
        """ "sfido Grima, lo specchio lo giro a Frodino": the line's orders with the pass its
        clause without a keyword says (each power taking that thing and those players), then
        the line's orders alone; () when no such clause, or its thing is already ordered."""
        each = handed.handed_beside(reading.pieces, self.index) if reading.drafts else ()
        if not each or any(each[0][0][1] in (*d.args, d.item) for d in reading.drafts):
            return ()
        orders = "; ".join(_shown(d) for d in reading.drafts)
        found = [f"{orders}; {s.keyword} {' '.join(n for _, n in handed)}" for handed in each
                 for s in self.index.specs.values() if [k for k, _ in s.kinds()] == [k for k, _ in handed]]
        return (*found, orders) if found else ()

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

    def _relayed(self, line: LogLine, reading: LineReading) -> tuple[str, ...]:
        """ "Gollum dice che sbraniamo Merrino, lo scrivo io per lui", "Gollum ha detto di
        sbranare Eowyna": a player's words reported (orders.reading reads them as no order), with
        a keyword of the first person plural that counts the sender among those acting, or an
        infinitive saying what is to be done; the order read from the keyword on, offered."""
        if reading.drafts or reading.problems or not speaker_says(list(reading.pieces)):
            return ()
        # "Gollum ha detto di sbranare Eowyna": the deed reported for the pack, an infinitive.
        ours = next((p for p in reading.pieces if isinstance(p, Key)
                     and fold(p.written).endswith((*WE_ENDINGS, *INFINITIVES))), None)
        if ours is None:
            return ()
        again = read_line(line.text[ours.end - len(ours.written):], self.index)
        return () if again.problems else tuple(_shown(d) for d in again.drafts)

    def _relayed_change(self, line: LogLine, reading: LineReading) -> Doubt | None:
        """ "Zanna dice di cambiare su Quercia" from a mate: the pack's order moved by someone
        else's word, reported, asked as `_relayed` asks "Gollum ha detto di sbranare Eowyna":
        the sender's standing orders with the players named after the change, or, none
        standing, each of his powers taking them (at the night); read as talk, it was dropped."""
        pieces = list(reading.pieces)
        if reading.has_keyword or reading.problems or not speaker_says(pieces):
            return None
        at = next((n for n, p in enumerate(pieces)
                   if isinstance(p, Word) and p.fold in REPORTED_CHANGES), None)
        names = tuple(p for p in pieces[at:] if isinstance(p, Ent)) if at is not None else ()
        if not names:
            return None
        if self._live.get(line.sender):
            fits = self._fits(line.sender, names)
            return self._make(line, RELAYED, (*map(_shown, fits), NONE)) if fits else None
        players = tuple(m.targets[0] for n in names for m in n.matches[:1] if m.kind == PLAYER)
        return replace(self._make(line, RELAYED, (NONE,)), names=players) \
            if len(players) == len(names) and all(len(n.matches[0].targets) == 1 for n in names) else None

    def _alternatives(self, line: LogLine, reading: LineReading, intent: Intent) -> tuple[str, ...]:
        """Each name offered, read alone: "vado al bosco o forse al prato" could be `vado
        bosco` or `vado prato`; "magari Sam" could be the order or nothing; "On dévore qui ce
        soir ? Kilian ou Maxence ?" `dévore Kilian` or `dévore Maxence` (the line's power said
        of each player offered, where the names stand apart from it)."""
        keys = [p for p in reading.pieces if isinstance(p, Key)]
        found: list[str] = []
        asked_apart = False
        # "indago grima o nazgul? boh vada per nazgul": the name the line settles on, first.
        tail = last_sentence(reading.pieces)
        # A word of choice made there ("vada per", « bon »): « …. enfin Josephine » may greet her.
        chose = settles_change(list(tail)) and any(isinstance(p, Word) and p.fold in CHOICE_WORDS for p in tail)
        settled = {t for p in tail if isinstance(p, Ent) for t in p.players()} if chose else set()
        hedged = sorted(intent.hedged, key=lambda e: not e.players() & settled)
        for chosen in hedged:
            text = line.text
            for other in (e for e in intent.hedged if e is not chosen):
                start = other.end - len(other.text)
                text = text[:start] + " " * len(other.text) + text[other.end:]
            alone = read_line(text, self.index)
            drafts = () if alone.problems else alone.drafts or self._fits(line.sender, intent_of(
                alone.pieces, self.index).replacement)
            # « je tire sur Baptiste, enfin Josephine »: with Baptiste blanked the shot reads
            # without its name (« sur » left apart); the name then said of the power itself.
            drafts = drafts if not chosen.players() or any(chosen.players() & set(d.args) for d in drafts) else ()
            apart = () if drafts else _said_of(keys, chosen, self.index)
            found += ["; ".join(dict.fromkeys(_shown(d) for d in drafts or apart))] if drafts or apart else []
            # Names standing apart from the power ("qui ? Kilian ou Maxence ?") may be neither.
            asked_apart = asked_apart or bool(apart)
        hedged = {p for e in intent.hedged for p in e.players()}
        if hedged and reading.drafts and not any(hedged & set(d.args) for d in reading.drafts):
            # "sfido Radagasto a duello!! ⚔️ ...o forse Rosie": only the name after "o forse"
            # is weighed; the order said before it is the first reading.
            found.insert(0, "; ".join(dict.fromkeys(_shown(d) for d in reading.drafts)))
        if len(found) < 2 or asked_apart:
            found.append(NONE)
        return tuple(dict.fromkeys(found))

    def signed(self, line: LogLine, reading: LineReading) -> None:
        """A line under the signature's "--" that reads as an order ("Erbaria, la strega che
        protegge Merlina"): read whole, the motto replaced the PM's own order; the GM says,
        `none` first (a signature is most often no order)."""
        self._doubt_of(line, HEDGE, (NONE, *dict.fromkeys(_shown(d) for d in reading.drafts)))

    def _make(self, line: LogLine, kind: str, candidates: tuple[str, ...]) -> Doubt:
        return Doubt(line.sender, line.file, line.number, line.raw.strip(), kind, candidates)

    def _doubt_of(self, line: LogLine, kind: str, candidates: tuple[str, ...]) -> None:
        self.doubts.append(self._make(line, kind, candidates))
        self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))


def _said_of(keys: list[Key], name: Ent, index: NameIndex, things: str = "") -> tuple[Draft, ...]:
    """The line's keywords, each said of one player alone ("dévore Kilian"), where that reads;
    with the `things` the line names ("a chi passo il palantir? Rosie": `passo palantir Rosie`)."""
    if not any(m.kind == PLAYER for m in name.matches):
        return ()
    alone = [read_line(" ".join(w for w in (key.written, things, name.text) if w), index) for key in keys]
    # A word of several powers (« choisis toi meneur »: `choisis`) has no one keyword to offer:
    # `regarde Baptiste;  Baptiste` was offered, then refused as no canonical order.
    return tuple(d for r in alone if not r.problems for d in r.drafts if d.keyword or len(d.among) == 1)


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
    """The two names stand one after the other with only "e", "et", "altrimenti" or a comma
    between."""
    targets = [p.matches[0].targets if isinstance(p, Ent) else None for p in pieces]
    if (first,) not in targets:
        return False
    start = targets.index((first,))
    between = []
    for piece, found in zip(pieces[start + 1:], targets[start + 1:]):
        if found == (second,):
            # "indago Zorg, altrimenti Klaatu": the fallback's player, or the owl's recipient?
            return bool(between) and all(isinstance(p, Sep) and p.kind == WEAK or isinstance(
                p, Word) and p.fold in {"e", "ed", "et", *FALLBACK_WORDS} for p in between)
        between.append(piece)
    return False
