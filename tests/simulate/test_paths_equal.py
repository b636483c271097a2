"""The paths are proven equal: for every built-in ruleset the fast path plays, at any size it
deals, night or day first, with either bot and any seed, the fast path and the GM's resolver
play the same game — every order, burn, death, answer and winner, and the same per-game
summary. A failure names the seed and the `simulate` options that play the game again.

The count is small here (CI); `python bench/paths_equal.py` runs the same property with a large
one (LUPUS_PATHS_EXAMPLES). The compiled modules are held to the pure files by
test_compiled_build.py, on hypothesis-drawn seeds as well.
"""
from __future__ import annotations

import os
from dataclasses import replace

from hypothesis import HealthCheck, given, settings, strategies as st

from lupus_mod.inputs.catalog import builtin, builtin_ids
from lupus_mod.lifecycle.composition import size_range
from lupus_mod.simulate.play import compiled, play_game
from lupus_mod.simulate.runner import game_seed
from lupus_mod.simulate.setup import plan_from_ruleset
from lupus_mod.simulate.stats import Summary
from tests.simulate.test_fast_path import _trace

EXAMPLES = int(os.environ.get("LUPUS_PATHS_EXAMPLES", "30"))


def _fast_rulesets() -> tuple[str, ...]:
    """The built-ins whose standard deal the fast path plays (found, not listed by hand)."""
    found = []
    for rid in builtin_ids():
        ruleset = builtin(rid)
        if not ruleset.loop.declared and not compiled(plan_from_ruleset(rid, None, (), False).setup).unsupported:
            found.append(rid)
    return tuple(found)


FAST = _fast_rulesets()


def test_the_fast_rulesets_are_found() -> None:
    """The property below covers every ruleset with a fast path; today these two."""
    assert {"vanilla", "lupus-of-the-rings"} <= set(FAST)


@st.composite
def _games(draw):
    rid = draw(st.sampled_from(FAST))
    low, high = size_range(builtin(rid))
    players = draw(st.integers(low, min(high, 24)))
    return (rid, players, draw(st.booleans()), draw(st.sampled_from(["random", "informed"])),
            game_seed(draw(st.integers(1, 10**6)), draw(st.integers(0, 999))))


def _replay(rid: str, players: int, day_first: bool, strategy: str, seed: int) -> str:
    run, k = divmod(seed, game_seed(1, 0))
    return (f"lupus-mod simulate --ruleset {rid} --players {players} --strategy {strategy} "
            f"--seed {run} --games {k + 1} --jobs 1" + (" --day-first" if day_first else "")
            + f" (game seed {seed}, its last game)")


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=_games())
def test_the_fast_path_and_the_resolver_play_the_same_games(game) -> None:
    rid, players, day_first, strategy, seed = game
    setup = plan_from_ruleset(rid, players, (), day_first).setup
    assert compiled(setup).unsupported == "", f"{rid} at {players} falls back: {compiled(setup).unsupported}"
    fast = play_game(setup, seed, strategy, keep=True)
    slow = play_game(setup, seed, strategy, keep=True, path="resolver")
    where = _replay(rid, players, day_first, strategy, seed)
    assert _trace(fast) == _trace(slow), f"the paths differ: {where}"
    assert replace(fast, phases=()) == replace(slow, phases=()), f"the outcomes differ: {where}"
    assert Summary().add([fast]).report(setup.ruleset) == Summary().add([slow]).report(setup.ruleset), \
        f"the summaries differ: {where}"
    assert not fast.dead_end, f"a dead end: {where}"
