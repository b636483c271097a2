"""Many games, sharded by seed: game k of a run with seed S is played with seed S·10⁹ + k,
whatever process plays it, so the numbers never depend on --jobs.

The shards go to the standard library's process pool. A shard is (ruleset text, setup,
strategy, first and last game): it pickles to a few kilobytes, so the same function could be
handed to Ray or Dask to spread millions of games over machines (docs/simulate.md).
"""
from __future__ import annotations

import tomllib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

from lupus_mod.errors import LupusError
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.simulate.play import Outcome, Setup, play_game, vote_rules
from lupus_mod.simulate.stats import Summary

SHARD = 50        # games per task: large enough to amortise a task, small enough to balance


@dataclass(frozen=True)
class Shard:
    ruleset_text: str
    counts: tuple[tuple[str, int], ...]
    players: int
    day_first: bool
    strategy: str
    seed: int
    first: int
    last: int       # exclusive
    game_dir: str = ""   # play on from this game folder's present


def game_seed(seed: int, k: int) -> int:
    return seed * 1_000_000_000 + k


@lru_cache(maxsize=4)
def _ruleset(text: str):
    data = tomllib.loads(text)
    return ruleset_from_dict(data), vote_rules(data)


@lru_cache(maxsize=2)
def _present(game_dir: str):
    from lupus_mod.simulate.setup import plan_from_game
    return plan_from_game(Path(game_dir)).state


class GameFailed(LupusError):
    """A simulated game failed: a bug of ours, told with the run that plays it again."""


def play_shard(shard: Shard) -> list[Outcome]:
    ruleset, votes = _ruleset(shard.ruleset_text)
    setup = Setup(ruleset, shard.counts, shard.players, shard.day_first, votes)
    state = _present(shard.game_dir) if shard.game_dir else None
    return [_play_one(setup, shard, k, state) for k in range(shard.first, shard.last)]


def _play_one(setup: Setup, shard: Shard, k: int, state) -> Outcome:
    try:
        return play_game(setup, game_seed(shard.seed, k), shard.strategy, state=state)
    except Exception as error:      # any failure: the seed that reproduces it, not a bare bug
        raise GameFailed(
            f"game {k + 1} of seed {shard.seed} (game seed {game_seed(shard.seed, k)}) failed: "
            f"{type(error).__name__}: {error}",
            hint=f"this is a bug in lupus-mod; --seed {shard.seed} --games {k + 1} --jobs 1 "
                 f"--strategy {shard.strategy} plays it again (last game)") from error


def shards(text: str, setup: Setup, strategy: str, seed: int, games: int,
           game_dir: str = "") -> Iterator[Shard]:
    for first in range(0, games, SHARD):
        yield Shard(text, setup.counts, setup.players, setup.day_first, strategy, seed,
                    first, min(games, first + SHARD), game_dir)


def run(text: str, setup: Setup, strategy: str, seed: int, games: int, jobs: int = 1,
        progress: Callable[[int], None] | None = None, game_dir: str = "") -> Summary:
    """Play `games` games and sum them up; results are merged in seed order."""
    summary = Summary()
    tasks = list(shards(text, setup, strategy, seed, games, game_dir))
    if jobs <= 1:
        results: Iterator[list[Outcome]] = map(play_shard, tasks)
        pool = None
    else:
        pool = ProcessPoolExecutor(max_workers=jobs)
        results = pool.map(play_shard, tasks)
    try:
        for outcomes in results:
            summary.add(outcomes)
            if progress:
                progress(len(outcomes))
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return summary
