"""The installed build's fast path gives the checkout's games: `pip install .` compiles the
fast path with mypyc when it can (setup.py), and the compiled modules must play every seed as
the pure-Python files do — every death, item movement, answer and winner. Runs only where the
package is installed compiled from these very sources (.ci/run installs it); elsewhere it says
why it is skipped. No timing here: bench/simulate.py --installed measures the speed."""
from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.simulate import fastplay
from lupus_mod.simulate.play import play_game
from lupus_mod.simulate.setup import plan_from_ruleset

ROOT = Path(__file__).resolve().parents[2]
CHECKOUT = ROOT / "lupus_mod" / "simulate"


def _fast_path() -> tuple[str, ...]:
    """The modules setup.py compiles (its FAST_PATH)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    return next(ast.literal_eval(node.value) for node in tree.body
                if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "FAST_PATH")


FAST_PATH = _fast_path()
GAMES = (("lupus-of-the-rings", 21), ("lupus-of-the-rings", 9), ("vanilla", 12))
SEEDS = range(40)
# Game seeds whose phases end the game with nobody left alive, after which the compiled build once
# failed («None object expected; got Winners»): `simulate --games 20000 --jobs 1` seeds 1, 3, 6, 7.
ENDED_EMPTY = ((("lupus-of-the-rings", 21),), (1000013220, 3000016458, 6000001701, 7000007137))

# Played in a Python that sees the installed package only (-I: no checkout on its path).
PLAY = """
import json, sys
import lupus_mod.simulate.fastplay as fastplay
from lupus_mod.simulate.play import play_game
from lupus_mod.simulate.setup import plan_from_ruleset
games, seeds = json.loads(sys.argv[1])
print(fastplay.__file__)
for ruleset, players in games:
    setup = plan_from_ruleset(ruleset, players, (), False).setup
    for strategy in ("random", "informed"):
        for seed in seeds:
            print(repr(play_game(setup, seed, strategy, keep=True)))
"""


def _compiler() -> str | None:
    """The C compiler the build would use, if there is one."""
    command = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()
    return shutil.which(command[0]) if command else None


def _installed() -> Path:
    found = subprocess.run([sys.executable, "-I", "-c", "import lupus_mod.simulate as s; print(s.__path__[0])"],
                           capture_output=True, text=True, cwd="/")
    if found.returncode:
        pytest.skip("lupus-mod is not installed in this Python (pip install . builds it)")
    where = Path(found.stdout.strip())
    if not list(where.glob("fastplay.*.so")) + list(where.glob("fastplay.*.pyd")):
        if os.environ.get("CI") and not os.environ.get("LUPUS_MOD_PURE") and _compiler():
            # setup.py falls back to pure Python whatever stops the compile (a type error too):
            # in CI, with a compiler at hand, that fallback is a failure, not a reason to skip.
            pytest.fail(f"lupus-mod is installed at {where} without its compiled fast path although "
                        f"{_compiler()} is here: see pip's output for why mypyc did not build it")
        pytest.skip(f"lupus-mod is installed at {where} without its compiled fast path")
    stale = [m for m in FAST_PATH if (where / f"{m}.py").read_bytes() != (CHECKOUT / f"{m}.py").read_bytes()]
    if stale:
        pytest.skip(f"the copy installed at {where} is not built from this checkout ({stale[0]}.py differs)")
    return where


@pytest.mark.parametrize("games, seeds", [(GAMES, tuple(SEEDS)), ENDED_EMPTY])
def test_the_compiled_fast_path_plays_the_pure_games(games, seeds) -> None:
    _compare(games, seeds)


@settings(max_examples=int(os.environ.get("LUPUS_PATHS_EXAMPLES", "3")), deadline=None)
@given(run=st.integers(1, 10**6), vanilla=st.integers(4, 24), rings=st.integers(8, 24))
def test_the_compiled_fast_path_plays_the_pure_games_on_any_seed(run, vanilla, rings) -> None:
    """Seeds and sizes drawn by hypothesis; a failure names the run seed (`--seed RUN`)."""
    _compare((("vanilla", vanilla), ("lupus-of-the-rings", rings)), tuple(range(run * 10**9, run * 10**9 + 10)))


def _compare(games, seeds) -> None:
    if Path(fastplay.__file__).parent != CHECKOUT:
        pytest.skip(f"these tests run the installed {fastplay.__file__}, not this checkout's files")
    where = _installed()
    run = subprocess.run([sys.executable, "-I", "-c", PLAY, json.dumps([games, list(seeds)])],
                         capture_output=True, text=True, cwd="/", check=True)
    module, *compiled = run.stdout.splitlines()
    assert Path(module).parent == where and Path(module).suffix != ".py"
    pure = [repr(play_game(plan_from_ruleset(r, n, (), False).setup, seed, strategy, keep=True))
            for r, n in games for strategy in ("random", "informed") for seed in seeds]
    assert len(compiled) == len(pure)
    for mine, theirs in zip(compiled, pure):
        assert mine == theirs, f"compiled and pure differ on {games} (game seeds {seeds[0]}…{seeds[-1]})"
