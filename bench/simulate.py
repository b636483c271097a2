"""Benchmark: whole games per second per core played by `lupus-mod simulate`'s bots.

For each built-in ruleset (Lupus of the Rings at 21 players, the others at their size), plays
the same seeded games on the fast path (lupus_mod.simulate.fastplay, when the ruleset is in its
vocabulary) and through the GM's resolver (resolve_night and apply_day, phase by phase; a
ruleset with its own loop, Acchiappastreghe, has one path: the loop engine's run_turn), with
the random and the informed bots, on one core. Prints games per second of each path, the ratio,
and why a ruleset falls back to the resolver. CPU time of this process is measured, not the
wall clock: on a shared machine it is the nearer figure for one core. Not a test: run it by hand.

    python bench/simulate.py [games] [--installed | --checkout]

It measures what `lupus-mod simulate` runs: the copy `pip install .` put in the environment (the
fast path compiled with mypyc when it could be, setup.py) when that copy is built from this
checkout's files, else this checkout's files (pure Python); `--installed` or `--checkout` chooses.
It says which build it measured.
"""
from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]


def _installed_is_this_checkout() -> bool:
    """Whether the installed package's fast path was built from this checkout's files."""
    spec = importlib.util.find_spec("lupus_mod")     # found, not imported
    where = Path(spec.origin).parent / "simulate" if spec and spec.origin else None
    mine = CHECKOUT / "lupus_mod" / "simulate"
    return where is not None and where != mine and all(
        (where / f.name).exists() and (where / f.name).read_bytes() == f.read_bytes() for f in mine.glob("*.py"))


INSTALLED = "--installed" in sys.argv or ("--checkout" not in sys.argv and _installed_is_this_checkout())
if not INSTALLED:
    sys.path.insert(0, str(CHECKOUT))     # this checkout's lupus_mod

from lupus_mod.inputs.catalog import builtin_ids  # noqa: E402
from lupus_mod.simulate import fastplay  # noqa: E402
from lupus_mod.simulate.play import compiled, play_game  # noqa: E402
from lupus_mod.simulate.setup import plan_from_ruleset  # noqa: E402

SIZES = {"lupus-of-the-rings": 21, "vanilla": 12}


def _rate(setup, strategy: str, games: int, path: str) -> tuple[float, tuple]:
    began = time.process_time()
    outcomes = tuple(play_game(setup, 1_000 + k, strategy, path=path) for k in range(games))
    return games / (time.process_time() - began), outcomes


def measure(ruleset: str, players: int | None, strategy: str, games: int) -> None:
    setup = plan_from_ruleset(ruleset, players, (), False).setup
    why = "its own loop, through the loop engine" if setup.ruleset.loop.declared else compiled(setup).unsupported
    slow, reference = _rate(setup, strategy, max(20, games // 20), "resolver")
    fast, outcomes = _rate(setup, strategy, games, "auto")
    same = outcomes[:len(reference)] == reference
    print(f"{ruleset:20} {setup.players:3}  {strategy:9} {fast:8.0f} games/s  (resolver {slow:6.0f}, "
          f"×{fast / slow:5.1f})  " + (f"fallback: {why}" if why else "fast path") +
          ("" if same else "  OUTCOMES DIFFER"))


def build() -> str:
    """Which fast path is measured: the compiled modules (an extension module, not a .py)."""
    where = Path(fastplay.__file__)
    return f"{'pure Python' if where.suffix == '.py' else 'compiled (mypyc)'}: {where.parent}"


def main() -> None:
    numbers = [a for a in sys.argv[1:] if a not in ("--installed", "--checkout")]
    games = int(numbers[0]) if numbers else 1000
    print(f"fast path {build()}")
    for ruleset in sorted(builtin_ids(), key=lambda r: (r not in SIZES, r)):
        for strategy in ("random", "informed"):
            measure(ruleset, SIZES.get(ruleset), strategy, games)


if __name__ == "__main__":
    main()
