"""What cannot be read one way only: a line under a condition, hedged, asked, listed, of
names only or of a noun, each a `Doubt` with the readings the GM chooses from (docs/orders.md
"How every line is read")."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders import bare, said_again, unsure
from lupus_mod.orders.aimed import aimed_readings
from lupus_mod.orders.conditions import named_around_condition
from lupus_mod.orders.corrections import fragment_fits, or_other
from lupus_mod.orders.dead_described import dead_described, described_dead_of
from lupus_mod.orders.held_described import held_described
from lupus_mod.orders.given_by import given_by
from lupus_mod.orders.described_as import as_described
from lupus_mod.orders.heir_named import heir_named
from lupus_mod.orders.italian import STANDING_NIGHTS
from lupus_mod.orders.later_night import rests_tonight
from lupus_mod.orders.line import LineReading, power_hedged
from lupus_mod.orders.meaning import Intent
from lupus_mod.orders.model import (ANY_POWER, CONDITION, DESCRIBED_AS, DOUBT, EARLIER, GIVEN_BY, HEDGE, HEIR, HELD_BY, LATER,
                                     NONE, OVERFULL, SAME_START,
                                    NOUN_ORDER, PLAYER, TEXT,
                                    STANDING, TALK, TEXT_CHANGE, UNCLEAR_CORRECTION, UNCLEAR_WITHDRAWAL, UNSAID, VISIT, Chatter, Doubt,
                                    Reading)
from lupus_mod.orders.name_left_out import left_out
from lupus_mod.orders.same_start import shared_by
from lupus_mod.orders.scan import Ent, Key
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.text import holds_phrase, tokenize
from lupus_mod.orders.text_change import new_text
from lupus_mod.orders.text_orders import shown as _shown
from lupus_mod.orders.thing_denied import denied_things, turned_to
from lupus_mod.orders.unordered import rules_asked
from lupus_mod.orders.unread_change import unread_change
from lupus_mod.orders.worded_doubts import WordedDoubts

LOCATION = "location"   # a declared loop's place, the argument of a choice of place


class Doubts(WordedDoubts):
    """The doubts a line raises, each with its candidate readings."""

    def _doubt(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """The first doubt of the steps below, in their order: the narrower reading first
        (a plan for another night before a hedge, a condition before a question)."""
        steps = (
            self._heir,
            self._planned,
            self._standing_nights,
            self._yesterday,
            self._thing_changed,
            self._cut_off,
            self._said_and_unsaid,
            self._conditioned_order,
            self._refused_if,
            self._moved_if,
            self._noun_order,
            self._names_alone,
            self._given,
            self._visit,
            self._likened,
            self._restored_tonight,
            self._mate_confirmed,
            self._earlier,
            self._unsaid,
            self._relayed_doubt,
            self._described_as,
            self._listed_doubt,
            self._wondered,
            self._hedge,
            self._asked_who,
            self._question,
            self._handed,
            self._aimed,
            self._twice,
            self._text_order,
            self._card_place,
            self._places,
            self._turned,
        )
        return next(filter(None, (step(line, reading, intent) for step in steps)), None)

    def _heir(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """The Capitaine's heir named (orders.heir_named): the line's other orders, or none, first."""
        found = heir_named(line.text, self.index)
        if found is None:
            return None
        heir, rest = found
        orders = "; ".join(_shown(d) for d in rest.drafts) if not rest.problems else ""
        return replace(self._make(line, HEIR, (orders, NONE) if orders else (NONE,)), names=(heir,))

    def _described_as(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A choice described as another player's ("vado dove va Carlo")."""
        offered = as_described(reading, self.index, lambda p: [self.orders[n] for n in self._live.get(p, [])]) \
            if reading.problems else ()
        return self._make(line, DESCRIBED_AS, offered) if offered else None

    def _planned(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order for another night, with tonight's already sent."""
        if reading.later and reading.chatter and not reading.numbered and not rests_tonight(reading.pieces) \
                and not self._live.get(line.sender):
            # With tonight's order already sent, "la prossima volta indago lui" is a plan.
            # "Zanna la indago domani, stanotte Becchino": tonight's name, the same power, first
            # (it offered tomorrow's Zanna only).
            tonight = tuple(m.targets[0] for p in bare.names_only(reading.pieces) for m in p.matches[:1])
            now = tuple(" ".join((d.keyword, *tonight)) for d in reading.later) if tonight else ()
            return self._make(line, LATER, (*dict.fromkeys((*now, *(_shown(d) for d in reading.later))), NONE))
        return None

    def _standing_nights(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """ "proteggo Erbaria, e anche le prossime notti sempre lei finché non ti dico altro":
        tonight's order, and the same for the nights after, which no later log holds (night 3
        forgot it, and Erbaria died). The GM is asked, tonight's order first."""
        words = [t.fold for t in tokenize(line.text)]
        if not reading.drafts or "?" in line.text or not holds_phrase(words, STANDING_NIGHTS):
            return None
        return self._make(line, STANDING, ("; ".join(_shown(d) for d in reading.drafts), NONE))

    def _yesterday(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order filled in from last night's ("come ieri")."""
        filled = said_again.yesterday_fill(reading.pieces) if reading.drafts else ""
        if filled == "same":
            # "indago come ieri ma il gufo a Falco": read whole, Falco was investigated.
            keys = tuple(dict.fromkeys(p.spec.keyword for p in reading.pieces if isinstance(p, Key)))
            return replace(self._make(line, EARLIER, (NONE,)), keywords=keys)
        if filled == "told":
            # "indago Zorg, ieri ho mandato il gufo a Tumble": the order without the recipient first.
            own = tuple(_shown(replace(d, args=d.args[:self.index.specs[d.keyword].required()]))
                        for d in reading.drafts)
            return self._make(line, HEDGE, (*dict.fromkeys((*own, *map(_shown, reading.drafts))), NONE))
        return None

    def _thing_changed(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A free text or a place of a standing order changed or denied."""
        changed = self._text_changed(line, reading) or self._place_denied(line, reading)
        if changed:
            return changed
        return None

    def _cut_off(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A name left out of the order it was said with."""
        cut_off = left_out(reading, self.index)
        if cut_off:     # « si jmeurs je tire, c'est sûr, sur Baptiste »: not a shot taken back
            return self._make(line, HEDGE, (*cut_off, NONE))
        return None

    def _said_and_unsaid(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order said, then joked about or doubted."""
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
        return None

    def _conditioned_order(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order under a condition."""
        if intent.condition and (reading.drafts or reading.problems):
            found = self._conditioned(line, reading, intent)
            standing = {self.orders[n].keyword for n in self._live.get(line.sender, ())}
            if not found and (not reading.has_keyword or reading.problems and any(
                    isinstance(p, Key) and p.spec.keyword in standing for p in reading.pieces)):
                # "e se Bacco è già protetto allora Zappa" ("protetto" like a keyword), a PM
                # after `proteggo Bacco`; "se Boromiro è morto dallo a Merrino" after `passo il
                # palantir a Boromiro` ("dallo": no item of its own): nothing of its own reads;
                # each name out of the condition may correct it.
                found = tuple(_shown(d) for d in self._each_fit(line.sender, replace(reading, pieces=tuple(
                    p for p in reading.pieces if p not in intent.conditioned))))
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
        return None

    def _refused_if(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A power refused under a condition."""
        if intent.withdrawal and intent.withdrawal.conditioned:
            # « si c'est Gaspard je le sauve pas »: a power refused under a condition; read
            # whole, the order (or her answer) was taken back whatever the night.
            kept = (*reading.drafts, *(self.orders[p] for p in self._live.get(line.sender, ())))
            # "se Klondike è già morto il colpo nn lo sprecare": the power kept is the standing one.
            keys = intent.withdrawal.keywords or tuple(dict.fromkeys(o.keyword for o in kept)) \
                if intent.withdrawal.unclear else intent.withdrawal.keywords
            return self._make(line, CONDITION, (*dict.fromkeys(map(_shown, kept)), *(
                f"{NONE} {k}" for k in keys if kept), NONE))
        return None

    def _moved_if(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A standing order moved under a condition, with no keyword."""
        if not intent.condition or reading.has_keyword or rules_asked(reading.pieces):
            return None
        # "se Boromiro viene sbranato, sposta su Eowyna" after "indago Boromiro"; "anzi Tumble
        # se Falco muore" after `indago Zorg Falco`: the name before the condition in each place
        # (it was applied as `indago Tumbleweed Falco`, the condition's name taken as the owl's).
        changed = named_around_condition(reading.pieces)[0]
        fits = self._each_fit(line.sender, reading) or self._fits(line.sender, changed) \
            or self._each_slot(line.sender, changed, reading.pieces)
        return self._make(line, CONDITION, (*map(_shown, fits), NONE)) if fits else None

    def _noun_order(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order said with a noun in place of its verb."""
        if intent.noun_order and reading.chatter:
            return replace(self._make(line, NOUN_ORDER, (NONE,)), names=intent.noun_order)
        return None

    def _names_alone(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A line of names only."""
        if intent.names_only and reading.chatter:
            named = self._named_only(line, intent.names_only)
            if named:
                return named
        return None

    def _given(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A thing handed over without a power's keyword."""
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
            return replace(self._make(line, NOUN_ORDER, (*self._declining(line, intent, fits), NONE)),
                           names=names, kinds=tuple(kinds))
        return None

    def _declining(self, line: LogLine, intent: Intent, fits: list[str]) -> list[str]:
        """ "stanotte nn indago, lo specchio a Rosie" after his `indago Gollum`: each reading with
        the standing order of the power declined taken back, first (settled with the pass
        alone, the investigation stood)."""
        standing = {self.orders[n].keyword for n in self._live.get(line.sender, ())}
        declined = [k for k in (intent.withdrawal.keywords if intent.withdrawal else ()) if k in standing]
        return [*(f"{fit}; {NONE} {k}" for fit in fits for k in declined), *fits]

    def _visit(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A visit said without a power's keyword."""
        if intent.visit and reading.chatter:
            return replace(self._make(line, VISIT, (NONE,)), names=intent.visit)
        return None

    def _likened(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """Names said like last night's ("come ieri, stavolta Gollum")."""
        likened = said_again.likened_names(reading.pieces) if reading.chatter else ()
        if likened:
            # "come ieri, stavolta però Gollum": the sender's powers taking those players, or nothing
            # (read as talk, the order was lost).
            return replace(self._make(line, EARLIER, (NONE,)), names=likened)
        return None

    def _restored_tonight(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """Tonight's order taken back, then said again ("confermo")."""
        restored = self._restored(line.sender, reading.pieces, True) \
            if intent.usual and not intent.earlier and not self._live.get(line.sender) else ()
        if restored:   # "confermo", "come prima" after tonight's take-back: tonight's order, not night 1's
            return self._make(line, UNCLEAR_CORRECTION, (*restored, NONE))
        return None

    def _earlier(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order of an earlier night said again."""
        if intent.earlier and not reading.drafts and (reading.problems or not reading.has_keyword) \
                or intent.usual and not self._live.get(line.sender):
            # Yesterday's order is in another night's log: the night offers the sender's orders
            # of the night before (orders.earlier_orders); nothing is guessed from this one:
            # "proteggo di nuovo la stessa di ieri" names nobody of tonight.
            said = tuple(dict.fromkeys(p.spec.keyword for p in reading.pieces if isinstance(p, Key)))
            if not said and said_again.of_a_place(reading.pieces):
                said = tuple(s.keyword for s in self.index.specs.values() if s.kinds() == ((LOCATION, False),))
            return replace(self._make(line, EARLIER, (NONE,)), keywords=said)
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

    def signed(self, line: LogLine, reading: LineReading) -> None:
        """A line under the signature's "--" that reads as an order ("Erbaria, la strega che
        protegge Merlina"): read whole, the motto replaced the PM's own order; the GM says,
        `none` first (a signature is most often no order)."""
        # "Aragorno, figlio di Arathorn, che sfida chiunque": his own name there is who signs,
        # never his target.
        self._doubt_of(line, HEDGE, (NONE, *dict.fromkeys(_shown(d) for d in reading.drafts)))
        self.signed_over(line)

    def signed_over(self, line: LogLine) -> None:
        """A line under the signature that orders nothing, read as any other ("Aragorno,
        figlio di Arathorn. "Nn sfido nessuno che nn lo meriti""): a doubt it raised offers
        `none` first (a motto), never the sender as his own target; with nothing else left it is talk."""
        asked = self.doubts[-1] if self.doubts else None
        if asked is None or (asked.file, asked.line) != (line.file, line.number):
            return
        offered = tuple(c for c in asked.candidates if c != NONE)
        kept = tuple(c for c in offered if line.sender not in c.split()[1:])
        if not offered:
            return      # "Eowyna" alone under it: which power, asked by the sender's powers
        if kept:
            self.doubts[-1] = replace(asked, kind=HEDGE, candidates=(NONE, *kept))
            return
        self.doubts.pop()
        self.readings[-1] = Reading(line.sender, line.file, line.number, TALK)
        self.chatter.append(Chatter(line.sender, line.file, line.number, line.raw.strip(), ()))

    def _make(self, line: LogLine, kind: str, candidates: tuple[str, ...]) -> Doubt:
        # "anzi Grim": the players one word may be, offered where the power may name them.
        return Doubt(line.sender, line.file, line.number, line.raw.strip(), kind, self._once_each(candidates),
                     begun=shared_by(line.raw, self.index))

    def _once_each(self, candidates: tuple[str, ...]) -> tuple[str, ...]:
        """Never two orders of one power that takes one player ("regarde Isidore; regarde
        Gaspard" for the Voyante, who looks once: the night would keep the second in silence)."""
        def twice(candidate: str) -> bool:
            words = [part.split()[0] for part in candidate.split(";") if part.strip()]
            return any(words.count(w) > 1 and (spec := self.index.specs.get(w)) is not None
                       and [k for k, _ in spec.kinds()] == [PLAYER] for w in words)
        kept = tuple(c for c in candidates if not twice(c))
        return kept if kept else candidates

    def _asked_instead(self, line: LogLine, reading: LineReading) -> bool:
        """A line whose problem still lets it be read: asked, never an error (True when it
        raised a doubt). "sbrano Podesta e Quercia": the order on each, or none."""
        problem = reading.problems[0] if len(reading.problems) == 1 and not reading.drafts else None
        if problem and problem.choices:
            # "indago Grim": the players the word begins, ordered by the night (orders.same_start).
            self._doubt_of(line, SAME_START if problem.same_start else OVERFULL, (*problem.choices, NONE),
                           names=problem.same_start, keywords=(problem.keyword,) if problem.same_start else ())
            return True
        return self._dead_described(line, reading)

    def _dead_described(self, line: LogLine, reading: LineReading) -> bool:
        """A target described as the night's dead (an order under a condition), as the player
        burned last, the dead of the day before or an item's holder (looked up by the night): a
        doubt, never a player called «muoia»."""
        kind, burned = described_dead_of(reading.pieces)
        held = held_described(reading, self.index)
        given = given_by(reading, self.index)
        if burned:
            self.doubts.append(replace(self._make(line, kind, (NONE,)), keywords=(burned,)))
            self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
        elif held or given:
            # "derubo chi ha il palantir" (an item's holder), "gioco quello che mi ha passato Carlo".
            kind, (keyword, name) = (HELD_BY, held) if held else (GIVEN_BY, given)
            self._doubt_of(line, kind, (NONE,), keywords=(keyword,), names=(name,))
        elif dead_described(reading.pieces):
            self._doubt_of(line, CONDITION, (NONE,))
        return bool(burned or held or given) or dead_described(reading.pieces)

    def _doubt_of(self, line: LogLine, kind: str, candidates: tuple[str, ...], **fields: tuple[str, ...]) -> None:
        self.doubts.append(replace(self._make(line, kind, candidates), **fields))
        self.readings.append(Reading(line.sender, line.file, line.number, DOUBT))
