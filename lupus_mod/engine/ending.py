"""How a game ended, one shape for every ruleset: the phase that ended it, who won, the
factions and the conditions met. A night/day game's state keeps its `winners`, a declared
loop's its `ended` (the victory's own record, scores and message); both answer `ending` alike,
which the status, the recaps, the final post and the refusal of a phase after the end read.
Pure, standard library only.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ending:
    phase: str                      # the phase that ended it: "night-3", "day-4", "round-2"
    players: tuple[str, ...]        # who won, in seat order
    factions: tuple[str, ...]       # the factions that won ("" none: a role won alone)
    conditions: tuple[str, ...]     # the wins met (a loop: its victory)

    def won(self, name: str) -> bool:
        return name in self.players

    def winners(self) -> dict[str, list[str]]:
        """Who won as a phase's JSON report says it: the factions and the players."""
        return {"factions": list(self.factions), "players": list(self.players)}


# The ending of a game that goes on, for a reader that words who won either way (the final post
# of a stopped game, a simulated game that never ended): nobody, no faction, no condition.
GOING_ON = Ending("", (), (), ())
