"""A player's working record during a phase (mutable), and the selectors rules use.

The night is a fold over the steps; while it runs each player has a `Seat` (the state being
built) and a `Scratch` (what happened to him tonight: blocked, protected, visited). Both are
thrown away once the phase is frozen back into a GameState.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lupus_mod.engine.state import PlayerState, mapping
from lupus_mod.rules.spec import Ruleset
from lupus_mod.messages import say


@dataclass
class Seat:
    """A player's state made mutable for the length of one phase."""
    name: str
    role: str
    faction: str
    conta: list[str]
    alive: bool
    items: list[str]
    items_at_death: list[str]
    statuses: set[str]
    uses: dict[str, int]
    counters: dict[str, int]
    memory: dict[str, Any]
    death_cause: str
    death_phase: str
    knows: list[str]

    @classmethod
    def of(cls, p: PlayerState) -> "Seat":
        return cls(p.name, p.role, p.faction, list(p.conta), p.alive, list(p.items),
                   list(p.items_at_death), set(p.statuses), dict(p.uses), dict(p.counters),
                   dict(p.memory), p.death_cause, p.death_phase, list(p.knows))

    def frozen(self) -> PlayerState:
        return PlayerState(
            name=self.name, role=self.role, faction=self.faction, conta=tuple(self.conta),
            alive=self.alive, items=tuple(self.items), items_at_death=tuple(self.items_at_death),
            statuses=frozenset(self.statuses), uses=mapping(self.uses),
            counters=mapping(self.counters), memory=mapping(self.memory),
            death_cause=self.death_cause, death_phase=self.death_phase, knows=tuple(self.knows))

    def used(self, power_id: str) -> int:
        return self.uses.get(power_id, 0)

    def learn(self, name: str) -> None:
        if name != self.name and name not in self.knows:
            self.knows.append(name)


@dataclass
class Scratch:
    """What befalls a player during one night (blocks, protections, visits, deliveries); dropped
    at dawn."""
    blocked_by: str = ""
    protected_by: list[str] = field(default_factory=list)
    visited_by: list[str] = field(default_factory=list)    # role ids that acted on him
    received: list[str] = field(default_factory=list)      # items delivered tonight
    shields: dict[str, tuple[str, ...]] = field(default_factory=dict)  # protector -> causes only
    marks: set[str] = field(default_factory=set)           # what befell him tonight ("rapito")
    warded_by: list[tuple[str, str]] = field(default_factory=list)  # (warder, whom it stops): effect ward
    seen_as: str = ""          # tonight's disguise: "player:<name>" or "role:<id>" (effect disguise)
    seen_inverse: dict[str, str] = field(default_factory=dict)  # tonight's aura flip: answer -> read as


def matches(seat: Seat, selector: str, ruleset: Ruleset) -> bool:
    """Selectors used in rulesets: conta:X, faction:X, role:X, tag:X, status:X, hero, any, dead."""
    kind, _, value = selector.partition(":")
    if kind == "conta":
        return value in seat.conta
    if kind == "faction":
        return seat.faction == value
    if kind == "role":
        return seat.role == value
    if kind == "tag":
        return value in ruleset.role(seat.role).tags
    if kind == "status":
        return value in seat.statuses
    if kind == "hero":
        return ruleset.role(seat.role).hero
    if kind == "any":
        return True
    if kind == "dead":
        # A ward that stops only the dead's powers (docs/rulesets.md, Visits: `ward`).
        return not seat.alive
    if kind == "not":
        return not matches(seat, value, ruleset)
    raise ValueError(say("orders-gm.unknown-selector", selector=selector))


def matches_any(seat: Seat, selectors: list[str] | tuple[str, ...] | str, ruleset: Ruleset) -> bool:
    if isinstance(selectors, str):
        selectors = [selectors]
    return any(matches(seat, s, ruleset) for s in selectors)
