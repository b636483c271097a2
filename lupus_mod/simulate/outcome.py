"""What a simulated game is played with (its setup) and what it gives: its phases (kept for
the equivalence tests) and its outcome, the same records whichever path played it
(lupus_mod.simulate.play, fastplay, loop_play)."""
from __future__ import annotations

from dataclasses import dataclass

from lupus_mod.engine.state import Event
from lupus_mod.rules.spec import Ruleset
from lupus_mod.simulate.bots import BotOrder


@dataclass(frozen=True)
class Setup:
    ruleset: Ruleset
    counts: tuple[tuple[str, int], ...]     # role id -> how many, in ruleset order
    players: int
    day_first: bool = False
    votes: tuple[tuple[str, object], ...] = ()   # the ruleset's [votes] (a loop's hunt count)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(f"G{n}" for n in range(1, self.players + 1))


@dataclass(frozen=True)
class Phase:
    kind: str                       # "night" | "day"
    index: int
    orders: tuple[BotOrder, ...]    # the night's orders
    burned: str                     # the day's burn
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Outcome:
    seed: int
    roles: tuple[tuple[str, str], ...]      # player -> role dealt
    winners: tuple[str, ...]                # winning factions ("" when a solo role won alone)
    solo: tuple[str, ...]                   # roles that won alone
    conditions: tuple[str, ...]             # the win conditions met (a draw has no faction)
    nights: int
    days: int
    deaths: tuple[tuple[str, str, int], ...]   # (cause, "night" | "day", index)
    dead_end: bool
    phases: tuple[Phase, ...] = ()          # kept only when asked (the equivalence test)
    scores: tuple[tuple[str, int], ...] = ()   # a loop's team scores at the end (witch points)
