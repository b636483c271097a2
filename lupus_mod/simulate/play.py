"""One whole game played by bots: a fold over its phases, night and day, until a win.

    play_game(setup, seed, strategy) -> Outcome

Pure: the same setup, seed and strategy give the same game. The phases go through the very
functions the GM's commands replay a folder with (resolve_night, apply_day), so a simulated
game is a game the tool could have resolved (tests/simulate/test_equivalence.py).
"""
from __future__ import annotations

import random

from lupus_mod.engine.day import apply_day
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.ending import GOING_ON
from lupus_mod.engine.state import GameState
from lupus_mod.lifecycle.deal import deal_with_spares
from lupus_mod.lifecycle.roster import Recruit
from lupus_mod.simulate.bots import STRATEGIES, Knowledge
from lupus_mod.simulate.compiled import compile_rules
from lupus_mod.simulate.lean import Compiled
from lupus_mod.simulate.fastplay import STRATEGIES as FAST_STRATEGIES, play_fast
from lupus_mod.simulate.outcome import Outcome, Phase, Setup
from lupus_mod.simulate.waiting import settle_day, settle_night


def vote_rules(data: dict) -> tuple[tuple[str, object], ...]:
    """The plain settings of a ruleset's [votes] (tie_break, self_vote…), for Setup.votes."""
    table = data.get("votes", {})
    return tuple(sorted((k, v) for k, v in table.items() if isinstance(v, (str, bool, int))))


def start(setup: Setup, seed: int) -> GameState:
    """The state after the deal, exactly as `lupus-mod new` and players.toml would give it."""
    recruits = tuple(Recruit(name) for name in setup.names)
    dealt, spare = deal_with_spares(recruits, dict(setup.counts), setup.ruleset, seed)
    seating = tuple(Seating(d.name, d.role, d.items) for d in dealt)
    return initial_state(seating, setup.ruleset, seed, spare)


def _result(setup: Setup, seed: int, first: GameState, state: GameState,
            phases: list[Phase], keep: bool, dead_end: bool) -> Outcome:
    ending = state.ending or GOING_ON
    solo = tuple(w.role for w in setup.ruleset.wins if w.alone and w.role and
                 any(p.role == w.role for p in state.players if ending.won(p.name))
                 and w.faction not in ending.factions)
    deaths = tuple((e.cause, ph.kind, ph.index) for ph in phases for e in ph.events if e.kind == "death")
    return Outcome(seed, tuple((p.name, p.role) for p in first.players),
                   ending.factions, solo, ending.conditions,
                   state.nights_played, state.days_played,
                   deaths, dead_end, tuple(phases) if keep else ())


_COMPILED: dict[tuple[int, tuple[tuple[str, int], ...]], Compiled] = {}


def compiled(setup: Setup) -> Compiled:
    """The setup's tables for the fast path, compiled once per process."""
    key = (id(setup.ruleset), setup.counts)
    rules = _COMPILED.get(key)
    if rules is None or rules.ruleset is not setup.ruleset:
        rules = _COMPILED[key] = compile_rules(setup.ruleset, tuple(r for r, n in setup.counts if n))
    return rules


def play_game(setup: Setup, seed: int, strategy: str = "random", keep: bool = False,
              state: GameState | None = None, path: str = "auto") -> Outcome:
    """Play from the deal (or from `state`, a game folder's present) to the end: on the fast
    path when the setup's vocabulary allows it (path "auto"), else — or with path
    "resolver" — phase by phase through the GM's resolver. A ruleset with its own loop
    plays through the loop engine (lupus_mod.simulate.loop_play)."""
    if setup.ruleset.loop.declared:
        from lupus_mod.simulate.loop_play import play_loop     # the loop stack, only when played
        return play_loop(setup, seed, strategy, state)   # type: ignore[arg-type]
    if path == "auto" and state is None and strategy in FAST_STRATEGIES:
        rules = compiled(setup)
        if not rules.unsupported:
            return play_fast(rules, setup, seed, strategy, keep)
    ruleset = setup.ruleset
    bot = STRATEGIES[strategy](ruleset)
    rng = random.Random(f"{seed}:bots")
    knowledge = Knowledge()
    first = state if state is not None else start(setup, seed)
    state = first
    phases: list[Phase] = []
    kind = "day" if setup.day_first and state.nights_played == state.days_played else (
        "night" if state.nights_played <= state.days_played else "day")
    # A game that has not ended after this many phases never will: a dead end, reported.
    limit = 4 * setup.players + 8
    while not state.game_over and len(phases) < limit:
        if kind == "night":
            index = state.nights_played + 1
            result, orders = settle_night(
                bot, state, bot.night_orders(state, rng, knowledge),
                lambda sent: resolve_night(state, sent, ruleset, seed, str(index)), rng, knowledge)
            phases.append(Phase("night", index, orders, "", result.events))
        else:
            burned = bot.burn(state, rng, knowledge)
            result, record = settle_day(bot, state, burned, lambda r: apply_day(state, r, ruleset, seed),
                                        rng, knowledge)
            phases.append(Phase("day", record.day, (), burned, result.events, tuple(record.choices.items())))
        knowledge.learn(result.events)
        state = result.state
        if not any(p.alive for p in state.players) and not state.game_over:
            break
        kind = "day" if kind == "night" else "night"
    return _result(setup, seed, first, state, phases, keep, dead_end=not state.game_over)
