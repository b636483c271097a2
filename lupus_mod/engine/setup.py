"""The state before the first night: who plays what and who holds which item."""
from __future__ import annotations

import random
from dataclasses import dataclass

from lupus_mod.engine.seats import Seat, matches_any
from lupus_mod.engine.state import GameState, PlayerState, mapping
from lupus_mod.rules.spec import Ruleset


@dataclass(frozen=True)
class Seating:
    """A player's seat at the start: his name, his role and, if set, his items."""
    name: str
    role: str
    items: tuple[str, ...] | None = None   # None: the ruleset decides


def initial_state(seating: tuple[Seating, ...], ruleset: Ruleset, seed: int,
                  spare: tuple[str, ...] = ()) -> GameState:
    """`spare`: the cards left out of the deal (the Voleur's two), kept in the flags."""
    rng = random.Random(f"{seed}:setup")
    explicit = {i for s in seating if s.items is not None for i in s.items}
    holders: dict[str, list[str]] = {s.name: list(s.items or ()) for s in seating}
    for item in ruleset.items:
        if item.id in explicit:
            continue  # "items" in players.toml overrides a random starting holder
        if item.start == "random":
            holders[rng.choice([s.name for s in seating])].append(item.id)
            continue
        for s in seating:
            if item.id in ruleset.role(s.role).items and s.items is None:
                holders[s.name].append(item.id)
    players = []
    for s in seating:
        role = ruleset.role(s.role)
        players.append(PlayerState(name=s.name, role=s.role, faction=role.faction,
                                   conta=role.conta, items=tuple(holders[s.name])))
    flags = mapping({"spare_cards": tuple(spare)}) if spare else mapping()
    return GameState(players=tuple(_introduced(players, ruleset)), flags=flags)


def _introduced(players: list[PlayerState], ruleset: Ruleset) -> list[PlayerState]:
    """Each player knows from the start whom his role `knows` ("Conosce i suoi compagni")."""
    seats = [Seat.of(p) for p in players]
    for seat in seats:
        selectors = ruleset.role(seat.role).knows
        for other in seats:
            if selectors and matches_any(other, selectors, ruleset):
                seat.learn(other.name)
    return [s.frozen() for s in seats]
