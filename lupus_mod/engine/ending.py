"""How a game ended, one shape for every ruleset: the phase that ended it, who won, the
factions and the conditions met. A night/day game's state keeps it as its `ending`, a declared
loop's beside its `ended` (the victory's own record, scores and message); the status, the
recaps, the final post and the refusal of a phase after the end read it.
Pure, standard library only.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Ending:
    phase: str                      # the phase that ended it: "night-3", "day-4", "round-2"
    players: tuple[str, ...]        # who won, in seat order
    factions: tuple[str, ...]       # the factions that won ("" none: a role won alone)
    conditions: tuple[str, ...]     # the wins met (a loop: its victory)

    @classmethod
    def of(cls, won: Mapping[str, Sequence[str]], phase: str) -> Ending:
        """The end the wins found (engine/wins.winners) make once `phase` has ended."""
        return cls(phase, tuple(won["players"]), tuple(won["factions"]), tuple(won["conditions"]))

    def fields(self) -> dict[str, Any]:
        """The end as the game-over event carries it."""
        return {"factions": list(self.factions), "players": list(self.players),
                "conditions": list(self.conditions), "phase": self.phase}

    def won(self, name: str) -> bool:
        return name in self.players

    def winners(self) -> dict[str, list[str]]:
        """Who won as a phase's JSON report says it: the factions and the players."""
        return {"factions": list(self.factions), "players": list(self.players)}


# The ending of a game that goes on, for a reader that words who won either way (the final post
# of a stopped game, a simulated game that never ended): nobody, no faction, no condition.
GOING_ON = Ending("", (), (), ())
