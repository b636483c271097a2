"""Soak: many seeded runs of `lupus-mod simulate` on one core, and no game may fail.

For each seed, plays GAMES games of Lupus of the Rings at 21 players with each bot, exactly as
`lupus-mod simulate --ruleset lupus-of-the-rings --games GAMES --seed S --jobs 1` does, on the
installed build (the compiled fast path when `pip install .` built it). A failing game stops the
run with the game seed and the options that play it again (runner.GameFailed). Not a test: the
8 × 20,000 games take a few minutes; tests/simulate/test_compiled_build.py keeps the seeds that
once failed.

    python bench/soak.py [games] [seeds]
"""
from __future__ import annotations

import sys
import time

from lupus_mod.simulate import fastplay, runner
from lupus_mod.simulate.setup import plan_from_ruleset


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 8
    plan = plan_from_ruleset("lupus-of-the-rings", 21, (), False)
    print(f"fast path: {fastplay.__file__}")
    failed = 0
    for strategy in ("random", "informed"):
        for seed in range(1, seeds + 1):
            began = time.process_time()
            try:
                summary = runner.run(plan.text, plan.setup, strategy, seed, games, jobs=1)
            except runner.GameFailed as error:
                failed += 1
                print(f"{strategy} seed {seed}: {error.render()}")
                continue
            rate = summary.games / max(time.process_time() - began, 1e-9)
            print(f"{strategy} seed {seed}: {summary.games} games, {rate:,.0f} games/s, "
                  f"{summary.dead_ends} dead ends")
    print(f"{failed} failed runs")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
