"""The phases of a ruleset of nights and days: its night and its day as phases of the one phase
engine (docs/rulesets.md, "Phases of nights and days").

    read_night_day(reader, data, steps, day_steps, wins) -> LoopSpec

The night is one `run-powers` step per `[[step]]`, in their order, then `dawn` (the finishers,
the night-end passives, the refusals told); the day is one `day-step` per `[[day_step]]`, or the
`stake` alone. A ruleset may write them (`[[phase]]` with `kind = "night"` / `"day"`); without
them they are derived from its steps. The steps' own settings stay in `[[step]]` and
`[[day_step]]`: a phase names them, in their order, so that the two never disagree in silence.
The wins are checked after each phase's last step: its `checks` name every `[[win]]` of the
ruleset, and are derived when that step does not write them.
Pure: every problem goes to the ruleset reader with the path of its key.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from lupus_mod.messages import say
from lupus_mod.rules.checks import Path, TableReader
from lupus_mod.rules.loop import (DAY, NIGHT, LoopSpec, PhaseSpec, checked_last, day_phase,
                                  night_day_loop, night_phase)
from lupus_mod.rules.loop_checks import LoopReader, refuse_loop_keys
from lupus_mod.rules.spec import DAWN_STEP, STAKE_STEP


def read_night_day(reader: TableReader, data: Mapping[str, Any], steps: tuple[str, ...],
                   day_steps: tuple[str, ...], wins: tuple[str, ...]) -> LoopSpec:
    """The night and the day of `data`: as declared, or derived from its steps; each checks
    the `wins` (the ids of its `[[win]]`s) after its last step."""
    refuse_loop_keys(reader, data)
    if "phase" not in data:
        return night_day_loop(steps, day_steps, DAWN_STEP, STAKE_STEP, wins)
    if not isinstance(data["phase"], list):
        reader.problem(("phase",), say("night-day-phases.not-list"))
        return LoopSpec(phases=())
    phases = LoopReader(reader, data).phases(night_day=True)
    if not reader.problems:
        _check_kinds(reader, phases)
    if not reader.problems:
        _check_same(reader, 0, phases[0], night_phase(steps, DAWN_STEP), "step")
        _check_same(reader, 1, phases[1], day_phase(day_steps, STAKE_STEP), "day_step")
    if not reader.problems:
        phases = tuple(_checks(reader, data["phase"][n], n, phase, wins)
                       for n, phase in enumerate(phases))
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


def _checks(reader: TableReader, table: Mapping[str, Any], n: int, phase: PhaseSpec,
            wins: tuple[str, ...]) -> PhaseSpec:
    """The phase with its win checks after its last step: as written there, or every [[win]].
    "Win conditions are checked after every night and every day": a night or a day checks
    them all at once (one may win alone, another join the winners), so it names every one."""
    raw = [s if isinstance(s, dict) else {} for s in table.get("step", [])]
    last = len(raw) - 1
    for m, step in enumerate(raw[:-1]):
        if "checks" in step and phase.kind != NIGHT:
            reader.problem(("phase", n, "step", m, "checks"),
                           say("phase-checks.not-last", phase=phase.id, step=phase.steps[m].id))
        elif "checks" in step:
            # "Se in qualsiasi momento della partita…": a night's step may check some wins
            # at once (engine/night._won_at); its last step checks them all still.
            _known(reader, ("phase", n, "step", m, "checks"), phase, phase.steps[m].checks, wins)
    if last < 0 or "checks" not in raw[last]:
        return replace(phase, steps=checked_last(phase.steps, wins))
    written = phase.steps[last].checks
    path: Path = ("phase", n, "step", last, "checks")
    _known(reader, path, phase, written, wins)
    missing = [w for w in wins if w not in written]
    if missing:
        reader.problem(path, say("phase-checks.missing", phase=phase.id, wins=", ".join(missing)))
    return phase


def _known(reader: TableReader, path: Path, phase: PhaseSpec, written: tuple[str, ...],
           wins: tuple[str, ...]) -> None:
    for check in written:
        if check not in wins:
            reader.problem(path, say("phase-checks.unknown", phase=phase.id, check=check,
                                     wins=", ".join(wins) or "-"))
