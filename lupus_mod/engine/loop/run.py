"""One turn of a declared loop: a fold over its phases and their steps, the win checks after
each step in the declared order, and the replay of the game from the deal.

    run_turn(state, ruleset, inputs, seed) -> TurnRun

A phase whose inputs are not there yet (no proposal recorded, no vote counted) stops the turn
there: `waiting` says what it waits for, and the phases before it are complete. The GM's
overrides open the turn and close it (lupus_mod.engine.loop.overrides).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

import lupus_mod.engine.loop.gathering  # noqa: F401  (registers the day's steps)
import lupus_mod.engine.loop.powers  # noqa: F401  (registers run-choices and its effects)
from lupus_mod.engine.loop.context import Ctx, Turn
from lupus_mod.engine.phase_steps import run_step
from lupus_mod.engine.loop.council import is_last_day
from lupus_mod.engine.loop.overrides import STEP, closing, ends_with_forms, opening
from lupus_mod.engine.state import Wait
from lupus_mod.engine.loop.state import (Event, LoopInputs, LoopState, full_at, matches, score,
                                         selected, start_turn)
from lupus_mod.errors import GameFolderError
from lupus_mod.messages import say
from lupus_mod.rules.loop import LOOP, LoopSpec, Named, StepSpec
from lupus_mod.rules.spec import Ruleset


@dataclass(frozen=True)
class PhaseRun:
    """One phase of a turn of a declared loop: its events and the state after it."""
    phase: str
    events: tuple[Event, ...]
    state: LoopState


@dataclass(frozen=True)
class TurnRun:
    """A turn (giornata) of a declared loop, phase by phase, and what it waits for if
    unfinished."""
    day: int
    before: LoopState
    phases: tuple[PhaseRun, ...]
    state: LoopState
    waiting: str = ""                   # "" when the turn is over (or the game ended)
    # The thread's facts recorded for steps the end of the game left unplayed: (key of
    # days/<n>.toml, its line). Never ignored in silence: the shell says to remove them.
    unread: tuple[tuple[str, int], ...] = ()

    @property
    def over(self) -> bool:
        return not self.waiting

    @property
    def waits(self) -> tuple[Wait, ...]:
        """What the turn waits for, in the shape every phase's outcome gives it."""
        return (Wait(self.waiting),) if self.waiting else ()


def holds(state: LoopState, loop: LoopSpec, cond: Mapping[str, Any]) -> bool:
    """A victory's condition (docs/rulesets.md, Phases: the conditions)."""
    key, value = next(iter(cond.items()))
    if key == "all":
        return all(holds(state, loop, c) for c in value)
    if key == "any":
        return any(holds(state, loop, c) for c in value)
    if key == "not":
        return not holds(state, loop, value)
    if key == "counter_full":
        return state.counter(value) >= full_at(loop, value, len(state.seats))
    if key == "all_forms":
        return all(state.forms[n] in value["forms"] for n in selected(state, value["who"]))
    if key == "outnumber":
        # "se il numero di gatti in forma umana che non sono streghe diventa uguale o inferiore
        # al numero di streghe in forma umana […] Se non resta nessuna strega in forma umana,
        # questa condizione non può verificarsi."
        form = value["form"]
        side = [n for n in state.in_form(form) if matches(state, n, value["side"])]
        others = [n for n in state.in_form(form) if not matches(state, n, value["side"])]
        return bool(side) and len(others) <= len(side)
    if key == "hunted":
        return bool(state.hunted) and matches(state, str(state.hunted), value)
    if key == "last_day":
        return is_last_day(loop, state) == bool(value)
    raise KeyError(key)


def _victory(state: LoopState, loop: LoopSpec, checks: tuple[str, ...], phase: str,
             step: str) -> dict[str, Any] | None:
    for check in checks:
        victory: Named = loop.find("victories", check)
        if holds(state, loop, dict(victory.get("when"))):
            winners = selected(state, str(victory.get("winners")))
            return {"victory": victory.id, "winners": list(winners), "day": state.day,
                    "phase": phase, "step": step, "message": str(victory.get("message", "")),
                    "scores": score(state, loop)}
    return None


def run_turn(state: LoopState, ruleset: Ruleset, inputs: LoopInputs, seed: int) -> TurnRun:
    if state.game_over:
        raise GameFolderError(say("late-checks.ended", unit=ruleset.loop.unit, turn=state.ended["day"]),
                              file=inputs.source or None, hint=say("late-checks.ended-hint"))
    before = start_turn(state, ruleset.loop)
    opened: list[Event] = []
    if inputs.overrides:
        before, orders, opened = opening(before, inputs.orders, inputs.overrides)
        inputs = replace(inputs, orders=orders)
    ctx = Ctx(ruleset, seed, inputs)
    state = before
    phases: list[PhaseRun] = []
    for phase in ruleset.loop.phases:
        turn = Turn(ctx, state, opened if phase is ruleset.loop.phases[0] else [])
        waiting = ""
        for step in phase.steps:
            waiting = run_step(LOOP, turn, step)
            if waiting:
                break
            ended = _victory(turn.state, ruleset.loop, step.checks, phase.id, step.id)
            if ended:
                turn.state = turn.state.won(ended)
                turn.events.append({"kind": "victory", "public": True, **ended})
                break
        state, events = turn.state, turn.events
        if not waiting and (state.game_over or phase is ruleset.loop.phases[-1]):
            state, events = _closing(state, ruleset.loop, inputs, phase.id, events)
        phases.append(PhaseRun(phase.id, tuple(events), state))
        if waiting or state.game_over:
            return TurnRun(before.day, before, tuple(phases), state, waiting,
                           _unread(ruleset.loop, inputs, step) if state.game_over else ())
    return TurnRun(before.day, before, tuple(phases), state)


def _closing(state: LoopState, loop: LoopSpec, inputs: LoopInputs, phase: str, events: list[Event]
             ) -> tuple[LoopState, list[Event]]:
    """The turn's last step: the GM's forms `at = "end"`, then the victories of the loop's
    last step once more (as a night's or a day's wins after its end-of-phase overrides)."""
    if not ends_with_forms(inputs.overrides):
        return state, events
    ended = state.game_over
    state, done = closing(state, inputs.overrides)
    events = [*events, *done]
    victory = None if ended else _victory(state, loop, loop.phases[-1].steps[-1].checks, phase, STEP)
    if victory:
        state = state.won(victory)
        events.append({"kind": "victory", "public": True, **victory})
    return state, events


# The steps that read a fact of the thread, and where that fact is written.
_READS = {"proposals": lambda i: ("proposta", i.proposals[0].line) if i.proposals else None,
          "hunt": lambda i: ("burned", i.hunted_line) if i.hunted is not None else None}


def _unread(loop: LoopSpec, inputs: LoopInputs, last: StepSpec) -> tuple[tuple[str, int], ...]:
    """The facts recorded for the steps after `last`, which the game's end left unplayed (a
    hunt recorded when the seals completed at the ritual: "il voto finale non si svolge")."""
    steps = [s for p in loop.phases for s in p.steps]
    after = steps[steps.index(last) + 1:]
    found = (_READS[s.effect](inputs) for s in after if s.effect in _READS)
    return tuple(f for f in found if f)
