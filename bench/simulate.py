"""The in-process API as a simulator uses it: whole random games of Lupus of the Rings, per core.

No files, no parsing, no rendering: `initial_state`, then `resolve_night` and `apply_day` with
random well-formed orders (each living player uses each power he holds with probability 0.7,
naming a random living player) and a random burn, until a faction wins (or 30 nights). Prints
whole games per second and where the time goes (nights vs days). The next step's target is
>= 2,000 games/s per core (issue 12 reports it; it is not one of this issue's targets).

    python3 bench/simulate.py [--games 200]
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from lupus_mod.engine.day import apply_day  # noqa: E402
from lupus_mod.engine.night import resolve_night  # noqa: E402
from lupus_mod.engine.setup import Seating, initial_state  # noqa: E402
from lupus_mod.engine.state import DayRecord  # noqa: E402
from tests.scenarios.harness import ScenarioOrder, builtin_ruleset  # noqa: E402
from tests.strategies import powers_at_dusk  # noqa: E402

RULESET = builtin_ruleset("lupus-of-the-rings")
ROLES = [r.id for r in RULESET.roles for _ in range(r.count)]


def orders(state, rng: random.Random) -> list[ScenarioOrder]:
    living = [p.name for p in state.players if p.alive]
    dead = [p.name for p in state.players if not p.alive]
    found = []
    for player in (p for p in state.players if p.alive):
        for power in powers_at_dusk(RULESET, player):
            if rng.random() > 0.7:
                continue
            pool = dead if power.target in ("dead", "burned") else [n for n in living if n != player.name]
            if not pool:
                continue
            args = tuple(rng.choice(ROLES) if k.startswith("role") else rng.choice(pool)
                         for k in power.args if not k.endswith("?"))
            found.append(ScenarioOrder(player.name, power.keyword, args, len(found) + 1, ""))
    return found


def play(seed: int, clock: dict[str, float]) -> int:
    rng = random.Random(seed)
    deal = ROLES[:]
    rng.shuffle(deal)
    state = initial_state(tuple(Seating(f"P{n}", role, None) for n, role in enumerate(deal)), RULESET, seed)
    for night in range(1, 31):
        began = time.perf_counter()
        state = resolve_night(state, orders(state, rng), RULESET, seed, str(night)).state
        middle = time.perf_counter()
        clock["nights"] += middle - began
        if state.winners:
            return night
        living = [p.name for p in state.players if p.alive]
        state = apply_day(state, DayRecord(night, rng.choice(living)), RULESET, seed).state
        clock["days"] += time.perf_counter() - middle
        if state.winners:
            return night
    return 30


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--games", type=int, default=200)
    games = options.parse_args().games
    clock = {"nights": 0.0, "days": 0.0}
    began = time.perf_counter()
    nights = sum(play(seed, clock) for seed in range(games))
    total = time.perf_counter() - began
    print(f"simulator: {games} whole games of Lupus of the Rings ({len(ROLES)} players), {nights} nights, "
          f"in {total:.2f} s on one core")
    print(f"           {games / total:7.0f} games/s  {nights / total:7.0f} nights/s   "
          f"(night {clock['nights'] / nights * 1000:.2f} ms, day {clock['days'] / nights * 1000:.2f} ms, "
          f"orders drawn {(total - clock['nights'] - clock['days']) / nights * 1000:.2f} ms; next step's target >= 2000 games/s)")


if __name__ == "__main__":
    main()
