"""Soak: many seeded runs of `lupus-mod simulate` on one core, and no game may fail.

For each seed, plays GAMES games of a built-in ruleset with each bot, exactly as
`lupus-mod simulate --ruleset R --games GAMES --seed S --jobs 1` does, on the installed build
(the compiled fast path when `pip install .` built it). A failing game stops that run with the
game seed and the options that play it again (runner.GameFailed); the other runs go on. Not a
test: the 8 × 20,000 games of Lupus of the Rings take a few minutes;
tests/simulate/test_compiled_build.py keeps the seeds that once failed.

    python bench/soak.py [games] [seeds] [ruleset | all]

The ruleset defaults to Lupus of the Rings (at 21 players); `all` soaks every built-in ruleset
at its own size, one after the other (those off the fast path play tens of games a second:
give them fewer games).
"""
from __future__ import annotations

import sys
import time

from lupus_mod.inputs.catalog import builtin_ids
from lupus_mod.simulate import fastplay, runner
from lupus_mod.simulate.setup import plan_from_ruleset

SIZES = {"lupus-of-the-rings": 21}


def soak(ruleset: str, games: int, seeds: int) -> int:
    """The failed runs of one ruleset, each printed with the options that replay it."""
    plan = plan_from_ruleset(ruleset, SIZES.get(ruleset), (), False)
    failed = 0
    for strategy in ("random", "informed"):
        for seed in range(1, seeds + 1):
            began = time.process_time()
            try:
                summary = runner.run(plan.text, plan.setup, strategy, seed, games, jobs=1)
            except runner.GameFailed as error:
                failed += 1
                print(f"{ruleset} {strategy} seed {seed}: {error.render()}", flush=True)
                continue
            rate = summary.games / max(time.process_time() - began, 1e-9)
            print(f"{ruleset} ({plan.setup.players}) {strategy} seed {seed}: {summary.games} games, "
                  f"{rate:,.0f} games/s, {summary.dead_ends} dead ends", flush=True)
    return failed


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    chosen = sys.argv[3] if len(sys.argv) > 3 else "lupus-of-the-rings"
    print(f"fast path: {fastplay.__file__}")
    failed = sum(soak(r, games, seeds) for r in (sorted(builtin_ids()) if chosen == "all" else [chosen]))
    print(f"{failed} failed runs")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
