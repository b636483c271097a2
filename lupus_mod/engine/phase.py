"""The working context of one phase (a night or a day): seats, events, deaths, items.

Effects act only through these methods, so that every outcome becomes an Event with its
cause, and the rules that cut across roles (items leave play with their holder, the dead
don't act, a death triggers the passives of others) hold everywhere.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Sequence

from lupus_mod.engine.registry import PASSIVES
from lupus_mod.engine.seats import Scratch, Seat, matches_any
from lupus_mod.engine.state import Event, GameState, Scheduled, event, mapping
from lupus_mod.rules.spec import RoleSpec, Ruleset


def card_appearance(role: RoleSpec, conta: Sequence[str], lens: str) -> str:
    """What a card answers through `lens`, before any power changed how its player appears."""
    if lens in role.appears:
        return role.appears[lens]
    if lens == "visto":
        return role.visto
    if lens == "role":
        return role.name
    # A lens named after a conta ("lupo", "alieno") answers whether the player counts so.
    word = lens.upper()
    return word if word in conta else f"NON {word}"


class Phase:
    def __init__(self, state: GameState, ruleset: Ruleset, rng: random.Random, phase: str,
                 index: int) -> None:
        self.state = state
        self.ruleset = ruleset
        self.rng = rng
        self.phase = phase              # "night" or "day"
        self.index = index              # nights played including this one / day number
        self.seats = {p.name: Seat.of(p) for p in state.players}
        self.order = [p.name for p in state.players]
        self.scratch = {name: Scratch() for name in self.order}
        self.events: list[Event] = []
        self.notes = {k: list(v) for k, v in state.notes.items()}
        self.flags = dict(state.flags)
        self.scheduled = list(state.scheduled)
        self.deaths: list[str] = []
        self.revived: list[str] = []
        self.step = ""
        self.choices: dict[str, str] = {}        # the day record's keys (a day)
        self.answered: set[str] = set()          # those read as the answer to a death of the day
        self.sent: set[tuple[str, str]] = set()  # (player, power id) of every order received
        # (player, power id) of the answers sent once the phase waited for them (waits.Answer).
        self.sent_after_wait: set[tuple[str, str]] = set()
        # The night's action being applied: its sender's answers name the players he named,
        # not those a swap sent his order on to (effect swap-targets).
        self.acting: Any = None

    # -- reading ----------------------------------------------------------------
    @property
    def label(self) -> str:
        return f"{self.phase}-{self.index}"

    def seat(self, name: str) -> Seat:
        return self.seats[name]

    def alive(self, name: str) -> bool:
        return self.seats[name].alive

    def living(self) -> list[Seat]:
        return [self.seats[n] for n in self.order if self.seats[n].alive]

    def is_(self, name: str, selectors: Any) -> bool:
        return matches_any(self.seats[name], selectors, self.ruleset)

    def role_of(self, name: str):
        return self.ruleset.role(self.seats[name].role)

    def holder(self, item: str) -> str | None:
        return next((s.name for s in self.living() if item in s.items), None)

    def appearance(self, name: str, lens: str) -> str:
        """What an investigation through `lens` answers about `name` (rulebook words); tonight's
        disguise first (effect `disguise`: seen as another player's card, or a role's), then
        tonight's flip of his aura (`disguise` with `inverse`)."""
        answer = self._seen(name, lens)
        return self.scratch[name].seen_inverse.get(answer, answer)

    def _seen(self, name: str, lens: str) -> str:
        kind, _, other = self.scratch[name].seen_as.partition(":")
        if kind == "role":
            role = self.ruleset.role(other)
            return card_appearance(role, role.conta, lens)
        if kind == "player":
            name = other
        seat = self.seats[name]
        role = self.ruleset.role(seat.role)
        overrides = seat.memory.get("appears", {})
        if lens in overrides:
            return overrides[lens]
        return card_appearance(role, seat.conta, lens)

    # -- telling --------------------------------------------------------------------
    def emit(self, kind: str, **fields: Any) -> Event:
        fields.setdefault("step", self.step)
        ev = event(kind, **fields)
        self.events.append(ev)
        return ev

    def tell(self, to: str | list[str], message: str, **fields: Any) -> None:
        recipients = [to] if isinstance(to, str) else list(to)
        if self.acting is not None and recipients == [self.acting.actor] and fields.get("target"):
            fields = {**fields, "target": self.acting.as_named(fields["target"])}
        asked = self.ruleset.decisions_asked_by(message)
        if asked and all(any((name, power) in self.sent_after_wait for power in decision.answers)
                         for decision in asked for name in recipients):
            # Told again once answered: what he was shown, not the question he answered
            # (the Sorcière is still shown the victim: "va lui montrer la personne tuée").
            fields = {**fields, "answered": True}
        if recipients:
            self.emit("message", to=tuple(recipients), message=message, **fields)
        for decision in asked:
            for name in recipients:
                self._question(name, decision.id, message, self._answered(name, decision))

    def ask(self, to: str, message: str, **fields: Any) -> None:
        """Put a question whose answer is missing (the Chasseur without a target): the phase
        waits for it (docs/rulesets.md, decisions)."""
        self.emit("message", to=(to,), message=message, **fields)
        for decision in self.ruleset.decisions_asked_by(message):
            self._question(to, decision.id, message, False)

    def _answered(self, name: str, decision: Any) -> bool:
        if any((name, power) in self.sent for power in decision.answers):
            return True
        return bool(decision.day_key and self.phase == "day" and self.choices.get(decision.day_key))

    def _question(self, name: str, decision: str, message: str, answered: bool) -> None:
        self.emit("question", target=name, cause=decision,
                  asked_by=message, answered=answered)

    def announce(self, message: str, **fields: Any) -> None:
        self.emit("public", public=True, message=message, **fields)

    def note(self, message: str, **fields: Any) -> None:
        """A fact for the GM log only."""
        self.emit("note", message=message, **fields)

    # -- deaths and resurrections ------------------------------------------------------
    def kill(self, target: str, cause: str, actor: str = "", unstoppable: bool = False) -> bool:
        """Kill `target` unless he is dead already or protected; True if he died."""
        seat = self.seats[target]
        if not seat.alive:
            return False
        if "unsavable" in self.role_of(target).passives:
            # Cavaliere: "La morte del Cavaliere ... non può essere impedita in alcun modo"
            self._die(target, cause, actor)
            return True
        guards = self.guards(target, cause)
        if not unstoppable and guards:
            self.emit("saved", actor=actor, target=target, cause=cause, by=guards)
            return False
        target = self._substitute(target, cause, actor)
        self._die(target, cause, actor)
        return True

    def guards(self, target: str, cause: str) -> list[str]:
        """Who protects `target` from a death by `cause` (a protection may cover some causes
        only: "non può essere sbranato dai lupi")."""
        scratch = self.scratch[target]
        return [g for g in scratch.protected_by if cause in scratch.shields.get(g, (cause,))]

    def force_death(self, target: str, cause: str, actor: str = "") -> bool:
        """A death nothing stops or redirects (the GM's modkill); True if he died."""
        if not self.seats[target].alive:
            return False
        self._die(target, cause, actor)
        return True

    def _substitute(self, target: str, cause: str, actor: str) -> str:
        # A passive of another player may take the death on himself (Vicesceriffo, Generale).
        for seat in self.living():
            for name, settings in self.ruleset.role(seat.role).passives.items():
                hook = PASSIVES.get(name, {}).get("before_death")
                if hook and seat.name != target and hook(self, seat, settings, target, cause):
                    self.emit("substituted", actor=seat.name, target=target, cause=cause)
                    return seat.name
        return target

    def _die(self, target: str, cause: str, actor: str) -> None:
        seat = self.seats[target]
        seat.alive = False
        seat.death_cause = cause
        seat.death_phase = self.label
        seat.items_at_death = list(seat.items)
        self.deaths.append(target)
        self.emit("death", actor=actor, target=target, cause=cause,
                  items=list(seat.items), role=seat.role)
        # "Se un possessore di un oggetto muore per qualsiasi motivo, l'oggetto è rimosso dal gioco."
        for item in seat.items:
            self.emit("item", target=target, cause="holder-died", item=item, new_holder=None)
        seat.items = []
        self._ask_heir(target)
        self._after_death(target, cause)

    def _ask_heir(self, dead: str) -> None:
        """A holder who dies names his heir "dans son dernier souffle": he is asked (message
        `successor-asked`, a decision of the ruleset answered by the day record's key)."""
        for title in self.ruleset.titles:
            if title.successor and title.id in self.seat(dead).statuses \
                    and not self.choices.get(title.successor):
                self.tell(dead, "successor-asked", title_name=title.name, day_key=title.successor)

    def passives_of(self, seat: Seat) -> list[tuple[str, Any]]:
        """The role's passives, and those another player's power gave him (memory "granted":
        Romeo dies with Giulietta even once he has lost his own powers)."""
        granted = seat.memory.get("granted", {})
        return [*self.ruleset.role(seat.role).passives.items(), *granted.items()]

    def _after_death(self, dead: str, cause: str) -> None:
        # The deaths that come with this one ("l'autre meurt immédiatement de désespoir") before
        # any last act of the dead: "Si un chasseur amoureux est éliminé, il doit quand même
        # tuer une personne ... trois personnes mourront" (his lover is gone when he shoots).
        for when in ("with_death", "after_death"):
            for seat in list(self.seats.values()):
                for name, settings in self.passives_of(seat):
                    hook = PASSIVES.get(name, {}).get(when)
                    if hook:
                        hook(self, seat, settings, dead, cause)

    def revive(self, target: str, actor: str, cause: str) -> bool:
        seat = self.seats[target]
        if seat.alive:
            return False
        seat.alive = True
        held = {i for s in self.living() for i in s.items}
        # "tornerà in vita con tutti gli oggetti che aveva in suo possesso al momento della morte"
        seat.items = [i for i in seat.items_at_death if i not in held]
        seat.items_at_death = []
        seat.death_cause = seat.death_phase = ""
        self.revived.append(target)
        self.emit("revive", actor=actor, target=target, cause=cause, items=list(seat.items))
        return True

    def schedule(self, night: int, effect: str, target: str, cause: str, actor: str = "",
                 about: str = "", protectable: bool = False) -> None:
        self.scheduled.append(Scheduled(night, effect, target, cause, actor, about, protectable))

    # -- freezing ---------------------------------------------------------------------------
    def frozen(self, **changes: Any) -> GameState:
        fields: dict[str, Any] = {
            "players": tuple(self.seats[n].frozen() for n in self.order),
            "notes": mapping({k: tuple(v) for k, v in self.notes.items()}),
            "flags": mapping(self.flags), "scheduled": tuple(self.scheduled),
            "history": self.state.history + tuple(self.events)}
        fields.update(changes)
        return replace(self.state, **fields)
