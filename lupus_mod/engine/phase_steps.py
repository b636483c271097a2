"""The step effects of every phase, in one table (rules/loop.py STEP_EFFECTS says the kinds of
phase each serves, and the ruleset's load checks it):

    @phase_step(name)            files fn(work, step) under `name`
    run_step(kind, work, step)   runs the step of a phase of `kind`

One call shape and one result: `work` is the phase's working state (the Night of a night, the
Verdict of a day, the Turn of a declared loop, lupus_mod.engine.loop.context) and `step` its
StepSpec; a step changes `work` in place (its state and its events) and returns what it waits
for, "" when nothing (a day's vote not counted yet, a loop's proposal not recorded): the phase's
fold stops there. The powers' effects have their own registry (lupus_mod.engine.registry).
"""
from __future__ import annotations

from typing import Any, Callable

from lupus_mod.rules.loop import STEP_EFFECTS, StepSpec

StepFn = Callable[[Any, StepSpec], str]
PHASE_STEPS: dict[str, StepFn] = {}


def phase_step(name: str) -> Callable[[StepFn], StepFn]:
    """Files `fn` as the step effect `name` of the rules' table (a name it lacks is a bug here,
    not in a ruleset)."""
    if name not in STEP_EFFECTS:
        raise ValueError(f"step effect {name!r} is not in rules/loop.py STEP_EFFECTS")

    def register(fn: StepFn) -> StepFn:
        PHASE_STEPS[name] = fn
        return fn
    return register


def run_step(kind: str, work: Any, step: StepSpec) -> str:
    """Step `step` of a phase of `kind`, and what it waits for; the load refused a step effect of another kind at its
    line, so one here is a bug of the caller."""
    if kind not in STEP_EFFECTS.get(step.effect, ()):
        raise ValueError(f"step effect {step.effect!r} does not serve a phase of kind {kind!r}")
    return PHASE_STEPS[step.effect](work, step)
