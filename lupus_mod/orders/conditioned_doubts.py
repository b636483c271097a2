"""The readings a doubt offers for an order under a condition (orders.doubts): the line's own
orders, those read without the condition's names, the orders said before a conditional
sentence, and those said of a fallback's player ("sfido Grima, altrimenti Nazgul")."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.conditions import CONDITION_WORDS, DYING_FIRST_PERSON, FALLBACK_WORDS, before_condition
from lupus_mod.orders.corrections import Corrections
from lupus_mod.orders.italian import ARTICLES, HEIR_WORDS
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.meaning import Intent
from lupus_mod.orders.model import ITEM, is_thing
from lupus_mod.orders.scan import Ent
from lupus_mod.orders.standing import LogLine
from lupus_mod.orders.text import STRONG, fold, tokenize
from lupus_mod.orders.text_orders import shown as _shown


class ConditionedDoubts(Corrections):
    """The readings of a line under a condition."""

    def _conditioned(self, line: LogLine, reading: LineReading, intent: Intent) -> tuple[str, ...]:
        """The readings of an order under a condition: the line's own orders, then those read
        without the condition's names when they differ: "se Boromiro muore allora indago
        Eowyna" is `indago Eowyna` (not `indago` of two players), "se Lunaria si è rivelata
        proteggo lei, altrimenti Merlina" `proteggo Lunaria` or `proteggo Merlina`; when
        neither reads, each other name alone ("se Guido va al prato attacco Guido, altrimenti
        Carlo": `attacco Guido` or `attacco Carlo`); then the order said of a fallback's player
        ("sfido Grima, altrimenti Nazgul": `sfido Grima`, `sfido Nazgul`)."""
        unconditioned = self._without(line, intent.conditioned)
        found = _readable((unconditioned, reading) if _taken_from(reading, unconditioned, intent.conditioned)
                          else (reading, unconditioned))
        if not found:
            names = [p for p in reading.pieces if isinstance(p, Ent)]
            found = _readable(self._without(line, [n for n in names if n is not kept])
                              for kept in names if kept not in intent.conditioned)
        drafts = reading.drafts if not reading.problems else unconditioned.drafts
        # "vado al mulino, attacco Guido. Se trovo un fungo…": the orders before, whole, first.
        before = read_line(before_condition(line.text), self.index) if before_condition(line.text) else None
        if before and len(before.drafts) > 1 and not before.problems:
            found = ["; ".join(map(_shown, before.drafts)), *found]
        # "vado alla grotta, se stasera mi mettete nel cerchio ci butto il cristallo": both
        # orders kept is a reading too, right after the first (it offered each alone); not two
        # of one power ("se attaccano Podesta proteggo lui, sennò proteggo Bacco": one or other).
        keywords = [d.keyword for d in reading.drafts]
        if not reading.problems and len(keywords) > 1 == max(map(keywords.count, keywords)) and found:
            found.insert(1, "; ".join(map(_shown, reading.drafts)))
        # « je sauve Kilian. ah et si je peux, j'empoisonne Baptiste aussi ? »: the order she asks
        # leave for, granted, beside the one she gives, first (it was left out).
        # « je regarde Isidore. et si jmeurs cette nuit je file le capitanat à Gaspard »: the heir
        # named under his death is no order (the day's record takes him): the look alone first
        # (it offered a second look at the heir first).
        head = _before_heir(line.text)
        heir = read_line(head, self.index) if head else None
        if heir and heir.drafts and not heir.problems:
            return tuple(dict.fromkeys(("; ".join(map(_shown, heir.drafts)), *found)))
        granted = read_line(line.text.replace("?", "."), self.index) if "?" in line.text else None
        if granted and not granted.problems and len(granted.drafts) > len(reading.drafts):
            found = ["; ".join(map(_shown, granted.drafts)), *found]
        said = tuple(found or (_shown(d) for d in reading.drafts))
        filled, fallen = self._fallen_back(drafts, intent.fallback)
        # "se stanotte muoio lo specchio va a Rosie, sennò a Boromiro": his own death is the
        # unlikely branch (nothing says he dies); the "otherwise", while he lives, first.
        ordered = (*filled, *fallen, *said) if fallen and _own_death_first(line.text) else (*filled, *said, *fallen)
        return self._with_steady(line, self._held_first(line, intent, tuple(dict.fromkeys(ordered))))

    def _held_first(self, line: LogLine, intent: Intent, found: tuple[str, ...]) -> tuple[str, ...]:
        """ "vado in grotta, se Carlo va al mulino allora anch'io mulino", Carlo's own word in the
        log so far being `vado mulino`: the condition is about another player's choice, which
        the log already holds, so the readings of its thing come first (it offered the grotta
        first). Whether the condition truly holds is still the GM's to say."""
        players = {t for e in intent.conditioned for t in e.players()} - {line.sender}
        things = {m.targets[0] for e in intent.conditioned for m in e.matches
                  if is_thing(m.kind) and len(m.targets) == 1}
        chosen = {a for p in self._live.get(next(iter(players)), []) for a in self.orders[p].args} \
            if len(players) == 1 else set()
        if not things or not things <= chosen:
            return found
        held = tuple(r for r in found if things & set(r.replace(";", " ").split()))
        return (*held, *(r for r in found if r not in held))

    def _with_steady(self, line: LogLine, found: tuple[str, ...]) -> tuple[str, ...]:
        """ "vado al prato pure io. attacco irene se enzo non l'ha gia fatto, sennò delia": the
        orders of the sentences before the one holding the condition stand whatever it says:
        each other reading with them first (it offered the place alone, or each attack without
        it: her place or her attack lost if pasted)."""
        tokens = tokenize(line.text)
        at = next((n for n, t in enumerate(tokens) if t.fold in CONDITION_WORDS), None)
        stop = max((t.end for t in tokens[:at] if t.kind == STRONG), default=0) if at else 0
        steady = read_line(line.text[:stop], self.index) if stop and not before_condition(line.text) else None
        if steady is None or not steady.drafts or steady.problems:
            return found
        head = "; ".join(map(_shown, steady.drafts))
        return (*(f"{head}; {r}" for r in found if not r.startswith(head)), *(r for r in found if r.startswith(head)))

    def _fallen_back(self, drafts: tuple[Draft, ...], names: tuple[Ent, ...]) -> tuple[list[str], list[str]]:
        """Each order said of a fallback's player or thing instead, where the power takes one of
        its kind ("sfido Grima, altrimenti Nazgul": `sfido Nazgul`; "vado al bosco, altrimenti
        al prato": `vado prato`): (the orders whose empty optional slot it fills, the others)."""
        found, filled = [], []
        for draft in drafts:
            spec = self.index.specs.get(draft.keyword)
            kinds = [kind for kind, _ in spec.kinds()] if spec else []
            for match in (m for name in names for m in name.matches if len(m.targets) == 1):
                slot = kinds.index(match.kind) if kinds.count(match.kind) == 1 else len(draft.args)
                if slot < len(draft.args) and match.targets[0] not in draft.args:
                    args = (*draft.args[:slot], match.targets[0], *draft.args[slot + 1:])
                    found.append(_shown(replace(draft, args=args)))
                elif kinds.count(match.kind) == 1 and slot == len(draft.args) and match.targets[0] not in draft.args:
                    # "uccido il mago. se è già morto, allora Zanna": the Assassino's own optional
                    # player, "altrimenti uccide chi vuole" (the rulebook's fallback is the
                    # power's): the order completed, first.
                    filled.append(_shown(replace(draft, args=(*draft.args, match.targets[0]))))
        return filled, found

    def _without(self, line: LogLine, names: Iterable[Ent]) -> LineReading:
        """The line read with those names blanked."""
        text = line.text
        for name in names:
            start = name.end - len(name.text)
            # "se Pippino ha già passato il palantir derubo Eowyna": the thing's article goes
            # with it (left, "il derubo" read the keyword as a noun).
            before = text[:start].rstrip()
            article = before.rsplit(None, 1)[-1] if before else ""
            if any(m.kind == ITEM for m in name.matches) and fold(article) in ARTICLES:
                start = len(before) - len(article)
            text = text[:start] + " " * (name.end - start) + text[name.end:]
        return read_line(text, self.index)


def _taken_from(reading: LineReading, unconditioned: LineReading, conditioned: Iterable[Ent]) -> bool:
    """ "indago Tumble se Falco muore": the line's order takes one more player, one the
    condition names (Falco as the owl's recipient), where read without him it still orders:
    that reading first (the player whose death is the case is no target of the order). Not a
    pronoun's player ("se Lunaria si è rivelata proteggo lei": as many players either way)."""
    named = {t for e in conditioned for t in e.players()}
    args = [a for d in reading.drafts for a in d.args]
    fewer = [a for d in unconditioned.drafts for a in d.args]
    return len(args) > len(fewer) and bool((set(args) - set(fewer)) & named) \
        and bool(unconditioned.drafts) and not unconditioned.problems


def _readable(readings: Iterable[LineReading]) -> list[str]:
    """The orders of the readings that read without a problem."""
    return [_shown(d) for r in readings if not r.problems for d in r.drafts]


def _before_heir(text: str) -> str:
    """The line before the sentence its condition opens, when that sentence names an heir
    (HEIR_WORDS); "" else."""
    tokens = tokenize(text)
    at = next((n for n, t in enumerate(tokens) if t.fold in CONDITION_WORDS), None)
    if not at or not any(t.fold in HEIR_WORDS for t in tokens[at:]):
        return ""
    return text[:max((t.end for t in tokens[:at] if t.kind == STRONG), default=0)]


def _own_death_first(text: str) -> bool:
    """The line's first condition is the sender's own death ("se stanotte muoio …"), with an
    "otherwise" after it (« si je meurs de nuit …, si c'est de jour … » is two cases, no
    "otherwise": the Chasseur's shot, read in order)."""
    tokens = tokenize(text)
    at = next((n for n, t in enumerate(tokens) if t.fold in CONDITION_WORDS), None)
    return at is not None and any(t.fold in DYING_FIRST_PERSON for t in tokens[at + 1:at + 4]) \
        and any(t.fold in FALLBACK_WORDS for t in tokens[at:])
