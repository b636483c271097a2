"""Benchmark: whole games per second per core played by `lupus-mod simulate`'s bots.

Plays Lupus of the Rings at 21 players (and the vanilla game at 12) with the random and the
informed bots on one core, and prints games per second, phases per second and the cost of one
night and one day of the resolver — the same functions `lupus-mod night` replays a folder with,
so the simulator needs no second engine to stay true. Not a test: run it by hand.

    python bench/simulate.py [games]
"""
from __future__ import annotations

import sys
import time

from lupus_mod.simulate.play import play_game
from lupus_mod.simulate.setup import plan_from_ruleset


def measure(ruleset: str, players: int, strategy: str, games: int) -> None:
    setup = plan_from_ruleset(ruleset, players, (), False).setup
    began = time.perf_counter()
    outcomes = [play_game(setup, 1_000 + k, strategy) for k in range(games)]
    spent = time.perf_counter() - began
    phases = sum(o.nights + o.days for o in outcomes)
    print(f"{ruleset:20} {players:3} players  {strategy:9} {games / spent:8.1f} games/s  "
          f"{phases / spent:8.0f} phases/s  {1000 * spent / phases:6.2f} ms/phase")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for ruleset, players in (("lupus-of-the-rings", 21), ("vanilla", 12)):
        for strategy in ("random", "informed"):
            measure(ruleset, players, strategy, games)


if __name__ == "__main__":
    main()
