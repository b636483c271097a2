"""The phases of a ruleset of nights and days: its night and its day as phases of the one phase
engine (docs/rulesets.md, "Phases of nights and days").

    read_night_day(reader, data, steps, day_steps) -> LoopSpec

The night is one `run-powers` step per `[[step]]`, in their order, then `dawn` (the finishers,
the night-end passives, the refusals told); the day is one `day-step` per `[[day_step]]`, or the
`stake` alone. A ruleset may write them (`[[phase]]` with `kind = "night"` / `"day"`); without
them they are derived from its steps. The steps' own settings stay in `[[step]]` and
`[[day_step]]`: a phase names them, in their order, so that the two never disagree in silence.
Pure: every problem goes to the ruleset reader with the path of its key.
"""
from __future__ import annotations

from typing import Any, Mapping

from lupus_mod.messages import say
from lupus_mod.rules.checks import Path, TableReader
from lupus_mod.rules.loop import DAY, NIGHT, LoopSpec, PhaseSpec, day_phase, night_day_loop, night_phase
from lupus_mod.rules.loop_checks import LoopReader, refuse_loop_keys
from lupus_mod.rules.spec import DAWN_STEP, STAKE_STEP


def read_night_day(reader: TableReader, data: Mapping[str, Any], steps: tuple[str, ...],
                   day_steps: tuple[str, ...]) -> LoopSpec:
    """The night and the day of `data`: as declared, or derived from its steps."""
    refuse_loop_keys(reader, data)
    if "phase" not in data:
        return night_day_loop(steps, day_steps, DAWN_STEP, STAKE_STEP)
    if not isinstance(data["phase"], list):
        reader.problem(("phase",), say("night-day-phases.not-list"))
        return LoopSpec(phases=())
    phases = LoopReader(reader, data).phases(night_day=True)
    if not reader.problems:
        _check_kinds(reader, phases)
    if not reader.problems:
        _check_same(reader, 0, phases[0], night_phase(steps, DAWN_STEP), "step")
        _check_same(reader, 1, phases[1], day_phase(day_steps, STAKE_STEP), "day_step")
    return LoopSpec(phases=phases)


def _check_kinds(reader: TableReader, phases: tuple[PhaseSpec, ...]) -> None:
    kinds = [p.kind for p in phases]
    for n, phase in enumerate(phases):
        if not phase.kind:
            reader.problem(("phase", n), say("night-day-phases.no-kind", phase=phase.id))
        elif phase.choices:
            reader.problem(("phase", n, "choices"), say("night-day-phases.choices", phase=phase.id))
    if all(kinds) and kinds != [NIGHT, DAY]:
        reader.problem(("phase", 0, "kind"), say("night-day-phases.order", kinds=", ".join(kinds)))


def _check_same(reader: TableReader, n: int, phase: PhaseSpec, expected: PhaseSpec,
                table: str) -> None:
    """The steps declared are the ruleset's, in its order: the first that differs is named."""
    found = [(s.id, s.effect) for s in phase.steps]
    wanted = [(s.id, s.effect) for s in expected.steps]
    at = next((m for m, (a, b) in enumerate(zip(found, wanted)) if a != b), min(len(found), len(wanted)))
    if found == wanted:
        return
    path: Path = ("phase", n, "step", at) if at < len(found) else ("phase", n)
    shown = ", ".join(f'{s} ({e})' for s, e in wanted)
    if at < len(wanted):
        reader.problem(path, say("night-day-phases.expected", phase=phase.id, table=table,
                                 id=wanted[at][0], effect=wanted[at][1], steps=shown))
    else:
        reader.problem(path, say("night-day-phases.extra", phase=phase.id, table=table,
                                 id=found[at][0], steps=shown))
