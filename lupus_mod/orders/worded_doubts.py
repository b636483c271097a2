"""The doubts of what a line says beside or in place of its orders: an order said by what it
does, reported from a mate, listed, wondered about, asked, aimed at a player without its
keyword, a place or a card alone (the later steps of orders.doubts)."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders import bare, handed, said_again, unsure
from lupus_mod.orders.aimed import aimed_after_place, aimed_beside, named_beside, place_opening
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.card_place import card_by_place
from lupus_mod.orders.change_words import CHOICE_WORDS
from lupus_mod.orders.common_after import common_after_plain, described_after_common
from lupus_mod.orders.conditioned_doubts import ConditionedDoubts
from lupus_mod.orders.conditions import FALLBACK_WORDS
from lupus_mod.orders.corrections import own_fits
from lupus_mod.orders.italian import ALSO_WORDS, REPORTED_CHANGES, REPORTING, WE_ENDINGS, WE_SUBJECTS
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.meaning import Intent, intent_of
from lupus_mod.orders.model import (CARD_ALONE, CARD_PLACE, CORRECTION, HEDGE, LISTED, NO_VERB, NONE, ORDER, PLAYER, QUESTION,
                                    RELAYED, RELAYED_FOR, ROLE, TEXT_ORDER, UNSAID, Doubt, is_thing)
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.owl_words import fill_led, recipient_of
from lupus_mod.orders.reported import speaker_says
from lupus_mod.orders.refused import answered_no
from lupus_mod.orders.relayed_for import pointed_by, relayed_beside, relayed_orders
from lupus_mod.orders.scan import Ent, Key, Said, Sep, Word
from lupus_mod.orders.settled import settles_change
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.take_back import last_clause, last_sentence
from lupus_mod.orders.text import WEAK, fold, tokenize
from lupus_mod.orders.text_orders import shown as _shown, text_then_order
from lupus_mod.orders.unsaid import unsaid_orders

# "ha detto di sbranare Eowyna": what a reported word says to do.
INFINITIVES = ("are", "ere", "ire")
# An order relayed beside the sender's own: (the player, his orders, the sender's own orders).
Relayed = tuple[str, tuple[str, ...], tuple[str, ...]]


class WordedDoubts(ConditionedDoubts):
    """The doubts of a line's wording beyond its orders."""

    def _relayed_doubt(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A mate's words reported: his order, or a change of the pack's; or another player's
        order relayed for him (orders.relayed_for)."""
        relayed = self._relayed(line, reading)
        if relayed:
            return self._make(line, RELAYED, (*relayed, NONE))
        moved = self._relayed_change(line, reading)
        if moved:
            return moved
        other = relayed_orders(line.text, reading, self.index, pointed_by(line.sender, set()))
        if other and other[0] != line.sender:
            return replace(self._make(line, RELAYED_FOR, (*other[1], NONE)), names=(other[0],), keywords=other[1])
        return None

    def _own_beside(self, line: LogLine, reading: LineReading) -> tuple[LineReading, Relayed | None]:
        """The line's own orders and the order it relays beside them (orders.relayed_for.
        relayed_beside), if one: "resuscito Grimaldo e Merrino gli passa il palantir" is no pass
        of the sender's to Merrino (it was read as one), the pass is Merrino's."""
        beside = relayed_beside(line.text, reading, self.index, line.sender)
        if not beside or beside[0] == line.sender:
            return reading, None
        return replace(reading, drafts=tuple(d for d in reading.drafts if _shown(d) in beside[2])), beside

    def _relayed_beside(self, line: LogLine, beside: Relayed | None) -> None:
        """ "sbraniamo Doc. e Corvo mi ha detto di scriverti che consulta Klaatu": his own orders
        taken, the relayed one asked as on its own line, his own the one reading offered
        (`_own_beside`); it was dropped unsaid."""
        if beside and self.readings[-1].kind in (ORDER, CORRECTION):
            self.doubts.append(replace(self._make(line, RELAYED_FOR, ("; ".join(beside[2]),)),
                                       names=(beside[0],), keywords=beside[1]))

    def _listed_doubt(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """Names listed where the power takes one and an optional other."""
        listed = _listed(reading, self.index)
        if listed:
            return self._make(line, LISTED, (*listed, NONE))
        return None

    def _wondered(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A change wondered about a PM after the order."""
        wondered = (intent.hedged or unsure.wondered(reading.pieces)) \
            if reading.chatter and not intent.replacement and self._live.get(line.sender) else ()
        changed = (self._owl_sent(line.sender, wondered, reading.pieces) or self._fits(line.sender, wondered)
                   or self._each_slot(line.sender, wondered, reading.pieces)) if wondered else ()
        if changed:
            # "forse Quercia", "sto pensando a Quercia" a PM after "proteggo Bacco": a change
            # wondered about, not made ("forse meglio Quercia" below); read as talk, the order
            # stood in silence.
            return self._make(line, HEDGE, (*map(_shown, changed), NONE))
        return None

    def _owl_sent(self, sender: str, names: tuple[Ent, ...], pieces: tuple) -> tuple[Draft, ...]:
        """The standing order with the owl's recipient changed to the names the line's owl's
        words send to ("gufo a Tumble o Falco" after `indago Zorg Falco`: `indago Zorg
        Tumbleweed`, never `indago Tumbleweed Falco`); () when they send to none of them."""
        owl = recipient_of(pieces)
        sent = names if fill_led(last_clause(pieces)) else (owl,) if owl is not None and owl in names else ()
        return tuple(dict.fromkeys(d for name in sent for d in self._filled(sender, (name,))))

    def _hedge(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A hedge between names, or a place wondered about without its verb."""
        if intent.hedged and (reading.drafts or reading.problems or intent.replacement):
            return self._make(line, HEDGE, self._alternatives(line, reading, intent))
        hedged = () if reading.has_keyword else self._taking(
            (m.kind, m.targets[0]) for e in intent.hedged for m in e.matches if is_thing(m.kind))
        if hedged:
            # "forse al prato, ci penso e ti dico": a place wondered about without its verb,
            # asked as "forse vado al prato" is (or nothing: it was talk, a place at random).
            return self._make(line, NO_VERB, (*hedged, NONE))
        return None

    def _asked_who(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """"ti dirò a chi": the order, or the one it names."""
        if intent.asked_who and (reading.drafts or reading.named):
            # Read whole, "Frodino ti dirà a chi passo il palantir" passed it to Frodino.
            keys = [p.written for p in reading.pieces if isinstance(p, Key)]
            things = " ".join(p.text for p in reading.pieces if isinstance(p, Ent)
                              and not any(m.kind == PLAYER for m in p.matches))
            said = [d for name in reading.pieces if isinstance(name, Ent)
                    for d in _said_of(keys, name, self.index, things)]
            return self._make(line, QUESTION, (*dict.fromkeys(_shown(d) for d in (*reading.drafts, *said)), NONE))
        return None

    def _question(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order asked, or answered by the sender himself."""
        if intent.question and (reading.drafts or intent.replacement) and not bare.ordered_after_question(
                reading.pieces, reading.drafts):
            # "vado al mulino? meglio di no, prato": the answer he gave himself first; so are the
            # names alone after the question ("derubo Elrondo che ha il palantir, no aspetta l'ha
            # passato a theodeno? allora theodeno").
            replacement = intent.replacement or bare.names_after_question(reading.pieces)
            fits = own_fits(line, reading.drafts, replacement, self.index) if reading.drafts else ()
            answered = "; ".join(_shown(d) for d in (*(d for d in reading.drafts if d.keyword not in {
                f.keyword for f in fits}), *fits)) if len(fits) == 1 else ""
            # "anzi Tumble?" after `indago Zorg Falco`: the name in each of the order's places
            # (it offered none, and was read as talk).
            drafts = reading.drafts or self._fits(line.sender, intent.replacement) \
                or self._each_slot(line.sender, intent.replacement, reading.pieces)
            # (« on se fait Maxence ? »: no draft, but the name stays on the line read as talk.)
            offered = tuple(dict.fromkeys((*filter(None, (answered,)), *(_shown(d) for d in drafts))))
            # "sacrificarmi? mai": his own answer refuses it, nothing offered first; so does
            # "posso proteggere anche Podesta?" after his `proteggo Lunaria`: one more asked of
            # the GM, not his order changed (it offered Podesta first, dropping Lunaria).
            offered = (NONE, *offered) if answered_no(reading.pieces) or self._asked_also(line, reading) \
                else (*offered, NONE)
            return replace(self._make(line, QUESTION, offered), names=reading.named)
        return None

    def _asked_also(self, line: LogLine, reading: LineReading) -> bool:
        """ "posso proteggere anche Podesta?": "also" asked of a power whose order he gave."""
        standing = {self.orders[p].keyword for p in self._live.get(line.sender, [])}
        return any(isinstance(p, Word) and p.fold in ALSO_WORDS for p in reading.pieces) \
            and bool(standing & {d.keyword for d in reading.drafts})

    def _handed(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order beside a pass said without its keyword."""
        handed = self._handed_beside(reading)
        if handed:
            return self._make(line, HEDGE, handed)
        return None

    def _aimed(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """An order beside a thing aimed at a player without its keyword."""
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
        return None

    def _twice(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A place or a name said again after the order, in talk."""
        twice = common_after_plain(reading.pieces, reading.drafts) or described_after_common(reading.pieces, reading.drafts)
        if twice:   # "vado al bosco. ci vediamo al mulino stasera", "vedo Enzo molto agitato"
            return self._make(line, HEDGE, twice)
        return None

    def _text_order(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A free text that may hold an order."""
        split = text_then_order(reading.drafts, self.index)
        if split:
            return self._make(line, TEXT_ORDER, split)
        return None

    def _card_place(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A card chosen by its place."""
        placed = card_by_place(reading.pieces, reading.drafts, self.index,
                               {a for n in self._live.get(line.sender, ()) for a in self.orders[n].args})
        if placed:
            # « non en fait l'autre », « je prends celle de gauche »: which card, asked.
            return self._make(line, CARD_PLACE, (*placed, NONE))
        return None

    def _places(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A place or a card alone, without its verb."""
        if intent.places:
            # Only the powers taking a thing of its kind: "bosco" is `vado bosco`, never
            # `gioco bosco` (`gioco` takes an ingredient).
            readings = self._taking(intent.places)
            # "raccolgo", then "dimenticavo, al bosco": the place his open order left out, first
            # (it offered `vado bosco` first).
            open_keys = {self.orders[n].keyword for n in self._live.get(line.sender, ()) if not self.orders[n].args}
            readings = tuple(sorted(readings, key=lambda r: r.split(" ", 1)[0] not in open_keys))
            if readings:
                card = all(kind == ROLE for kind, _ in intent.places)
                return self._make(line, CARD_ALONE if card else NO_VERB, readings)
        return None

    def _turned(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """A first word turning to a place without its verb."""
        turned = () if reading.has_keyword or self._live.get(line.sender) else self._taking(
            (m.kind, m.targets[0]) for e in intent.replacement for m in e.matches if is_thing(m.kind))
        if turned:
            # "oggi mulino no, prato", "al bosco no, troppo rischioso: mulino" as the cat's first
            # word: the place he turns to, without its verb (it was talk, a place at random).
            return self._make(line, NO_VERB, turned)
        return None

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

    def _relayed(self, line: LogLine, reading: LineReading) -> tuple[str, ...]:
        """ "Gollum dice che sbraniamo Merrino, lo scrivo io per lui", "Gollum ha detto di
        sbranare Eowyna": a player's words reported (orders.reading reads them as no order), with
        a keyword of the first person plural that counts the sender among those acting, or an
        infinitive saying what is to be done; the order read from the keyword on, offered."""
        if reading.drafts or reading.problems or not speaker_says(list(reading.pieces)):
            return ()
        # "Gollum ha detto di sbranare Eowyna": the deed reported for the pack, an infinitive.
        pieces = reading.pieces
        ours = next((p for n, p in enumerate(pieces) if isinstance(p, Key)
                     and (fold(p.written).endswith((*WE_ENDINGS, *INFINITIVES))
                          or n and isinstance(pieces[n - 1], Word) and pieces[n - 1].fold in WE_SUBJECTS)), None)
        if ours is None:
            return ()
        again = read_line(line.text[ours.end - len(ours.written):], self.index)
        return () if again.problems else tuple(_shown(d) for d in again.drafts)

    def _mate_confirmed(self, line: LogLine, reading: LineReading, intent: Intent) -> Doubt | None:
        """ "confermo quello che ha detto Corvonero" from a pack mate: the order Corvonero
        stands on tonight, confirmed (the pack's one order: "Il lupo con il numero piu' basso
        decide se e chi attaccare"); asked with that order, which the sender may give too
        (orders.sender_powers keeps the readings of his powers). It asked for the sender's
        orders of the night before, or none."""
        if not intent.usual or intent.earlier or reading.drafts:
            return None
        # "quello che ha detto Corvonero" reads as one aside: the speaker follows his verb.
        words = tokenize(line.text)
        said = next((t for t in words if t.fold in REPORTING), None)
        # "confermo quello che ha detto Corvonero ieri": his order of the night before.
        if said is None or said_again.of_night_before({t.fold for t in words}):
            return None
        pieces = read_line(line.text[said.end:], self.index).pieces
        named = {t for p in pieces if isinstance(p, Ent) for t in p.players()} - {line.sender}
        said = [_shown(self.orders[at]) for mate in sorted(named) for at in self._live.get(mate, ())]
        return self._make(line, RELAYED, (*dict.fromkeys(said), NONE)) if said else None

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
        # « on bouffe Hortense ou Gaspard ? »: a phrase of roles.toml orders as its keyword does.
        keys = [p.written if isinstance(p, Key) else p.text for p in reading.pieces if isinstance(p, (Key, Said))]
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
            named = intent_of(alone.pieces, self.index).replacement
            drafts = () if alone.problems else alone.drafts or tuple(dict.fromkeys(
                (*self._owl_sent(line.sender, named, alone.pieces), *self._fits(line.sender, named))))
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


def _said_of(keys: list[str], name: Ent, index: NameIndex, things: str = "") -> tuple[Draft, ...]:
    """The line's keywords (as written), each said of one player alone ("dévore Kilian"), where that reads;
    with the `things` the line names ("a chi passo il palantir? Rosie": `passo palantir Rosie`)."""
    if not any(m.kind == PLAYER for m in name.matches):
        return ()
    alone = [read_line(" ".join(w for w in (key, things, name.text) if w), index) for key in keys]
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
