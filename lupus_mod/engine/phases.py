"""One entry for every phase of every ruleset:

    run_phase(state, ruleset, inputs, seed) -> the phase's outcome

The inputs say which phase: a night of a ruleset of nights and days (its orders and the GM's
overrides), its day (the day record and the overrides), or a turn of a declared loop (the
thread's facts and the secret choices). Each is a fold over the steps its ruleset declares
(`[[phase]]`, rules/night_day.py and rules/loop_checks.py); each outcome says what it still
waits for (`waits`). Pure: no I/O, no clock; randomness only from `seed`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence, overload

from lupus_mod.engine.day import apply_day
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.overrides import Override
from lupus_mod.engine.state import DayRecord, DayResult, GameState, NightResult, OrderLike
from lupus_mod.rules.spec import Ruleset

# The loop engine is imported where a turn is played: a night or a day needs none of it
# (docs/performance.md).
if TYPE_CHECKING:
    from lupus_mod.engine.loop.run import TurnRun
    from lupus_mod.engine.loop.state import LoopInputs, LoopState


@dataclass(frozen=True)
class NightInputs:
    """Night `label`: the orders that stand and the GM's overrides of it."""
    label: str
    orders: tuple[OrderLike, ...]
    overrides: Sequence[Override] = ()


@dataclass(frozen=True)
class DayInputs:
    """Day `record.day`: what the thread decided and the GM's overrides of it."""
    record: DayRecord
    overrides: Sequence[Override] = ()


@overload
def run_phase(state: GameState, ruleset: Ruleset, inputs: NightInputs, seed: int) -> NightResult: ...
@overload
def run_phase(state: GameState, ruleset: Ruleset, inputs: DayInputs, seed: int) -> DayResult: ...
@overload
def run_phase(state: LoopState, ruleset: Ruleset, inputs: LoopInputs, seed: int) -> TurnRun: ...


def run_phase(state: GameState | LoopState, ruleset: Ruleset,
              inputs: NightInputs | DayInputs | LoopInputs, seed: int
              ) -> NightResult | DayResult | TurnRun:
    if isinstance(inputs, NightInputs) and isinstance(state, GameState):
        return resolve_night(state, inputs.orders, ruleset, seed, inputs.label, inputs.overrides)
    if isinstance(inputs, DayInputs) and isinstance(state, GameState):
        return apply_day(state, inputs.record, ruleset, seed, inputs.overrides)
    from lupus_mod.engine.loop.run import run_turn
    from lupus_mod.engine.loop.state import LoopInputs, LoopState
    if isinstance(inputs, LoopInputs) and isinstance(state, LoopState):
        return run_turn(state, ruleset, inputs, seed)
    raise TypeError(f"no phase takes {type(inputs).__name__} on {type(state).__name__}")
