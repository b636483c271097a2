"""The day: the burning at the stake and the day-time choices the rules record.

    apply_day(state, record, ruleset, seed, overrides) -> DayResult(events, state)

`record` is what days/<d>.toml says happened (the tally decides `burned`), `overrides` the GM's
of the day (engine/overrides.py). While the record does not say who burned (`record.missing`),
the day stops at the step that reads the verdict and its result says what it waits for
(`waiting`: "burned", "runoff", "revote", "election").
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Sequence

from lupus_mod.engine.overrides import Override, apply_moment, day_choices, end_phase
from lupus_mod.engine.phase import Phase
from lupus_mod.engine.phase_steps import phase_step, run_step
from lupus_mod.engine.seats import Seat, matches
from lupus_mod.engine.stake import VERDICT_EFFECTS, Verdict, awaited, burn, run_day_step, unstepped
from lupus_mod.engine.state import DayRecord, DayResult, GameState, mapping
from lupus_mod.engine.titles import hand_titles, heirs_awaited, title_weights, without_moot_heirs
from lupus_mod.rules.loop import DAY, StepSpec as PhaseStep
from lupus_mod.rules.spec import STAKE_STEP, Ruleset


def _day_powers(day: Phase, record: DayRecord) -> dict[str, int]:
    """Once-per-game day choices such as the Shinigami's double vote."""
    weights = dict(day.state.day_weights)
    keywords = {p.keyword for _, p in day.ruleset.all_powers() if p.day}
    for keyword, player in record.choices.items():
        if keyword not in keywords:
            continue    # a title's or a passive's key (the Capitaine, the Chasseur's shot)
        if player not in day.seats or not day.alive(player):
            day.emit("rejected", actor=player, cause="dead" if player in day.seats else "non-player",
                     keyword=keyword)
            continue
        role = day.role_of(player)
        power = next((p for p in role.powers if p.day and p.keyword == keyword), None)
        seat = day.seat(player)
        if power is None:
            day.emit("rejected", actor=player, cause="no-such-power", keyword=keyword)
        elif power.uses and seat.used(power.id) >= power.uses:
            day.emit("rejected", actor=player, cause="no-uses-left", keyword=keyword)
        else:
            seat.uses[power.id] = seat.used(power.id) + 1
            weights[player] = max(weights.get(player, 1), int(power.setting("weight", 2)))
            day.emit("day-power", actor=player, power=power.id)
    return weights


def _role_weights(state: GameState, ruleset: Ruleset) -> dict[str, int]:
    weights: dict[str, int] = {}
    for p in state.alive():
        rule = ruleset.role(p.role).passives.get("vote-weight", {})
        w = rule.get("weight")
        # `only_if`: the weight holds only while he matches it (a Mayor's, once he revealed).
        if w and ("only_if" not in rule or matches(Seat.of(p), rule["only_if"], ruleset)):
            weights[p.name] = int(w)
    return weights


def vote_weights(state: GameState, ruleset: Ruleset) -> dict[str, int]:
    """Permanent weights of roles (Sindaco, Mercante) for the living."""
    return {**_role_weights(state, ruleset), **title_weights(state, ruleset, tie=False)}


def tie_weights(state: GameState, ruleset: Ruleset) -> dict[str, int]:
    """Weights that count only to break a tie (the Capitaine, under policy "tie")."""
    return title_weights(state, ruleset, tie=True)


@phase_step("stake")
def _stake(verdict: Verdict, step: PhaseStep) -> str:
    """The `stake` step of a day without `[[day_step]]`: who the vote condemned burns, as at
    the `burn` day step (a role that `survives` "rogo" does not, a night's no-condemn holds).
    Returns what it waits for while the record does not say who burned (stake.awaited)."""
    waiting = awaited(verdict)
    if not waiting:
        burn(verdict, step)
    return waiting


@phase_step("day-step")
def _day_step(verdict: Verdict, step: PhaseStep) -> str:
    """A `day-step` step: the ruleset's `[[day_step]]` of that id (the stake is one of them),
    with the day record's choices. The first that reads the verdict waits, as the stake does."""
    day = verdict.day
    spec = next(s for s in day.ruleset.day_steps if s.id == step.id)
    waiting = awaited(verdict) if spec.effect in VERDICT_EFFECTS else ""
    if not waiting:
        run_day_step(verdict, spec, day.choices)
    return waiting


def apply_day(state: GameState, record: DayRecord, ruleset: Ruleset, seed: int,
              overrides: Sequence[Override] = ()) -> DayResult:
    """The day phase with the GM's overrides of it: his cancelled and forced choices, his kills
    and revivals at its start, a fold over its declared steps, and its last step: his kills and
    revivals at its end, then the wins checked (engine/overrides.end_phase)."""
    record, notes = day_choices(record, overrides) if overrides else (record, ())
    started, first = apply_moment(state, overrides, ruleset, seed, DAY, record.day, "start")
    day = Phase(started, ruleset, random.Random(f"{seed}:day:{record.day}"), "day", record.day)
    day.step = "giorno"
    # Read by passives that take a day-record key (the Chasseur's shot at the stake).
    day.choices = dict(record.choices)
    titles_used: set[str] = set()
    hand_titles(day, record.choices, titles_used)
    # A day power bound to a day step runs at that step (lupus_mod/engine/stake.py).
    weights = _day_powers(day, replace(record, choices=unstepped(record.choices, ruleset)))
    burned = [record.burned] if isinstance(record.burned, str) else list(record.burned)
    day.step = STAKE_STEP
    verdict = Verdict(day, [b for b in burned if b], record.revote, record.missing)
    for step in ruleset.loop.of_kind(DAY).steps:
        waiting = run_step(DAY, verdict, step)
        if waiting:
            # The day stops at the step its record does not answer yet: nothing is final, its
            # end (the GM's end-of-day overrides, the wins) not reached.
            return DayResult(record.day, notes + first + tuple(day.events), started, waiting, day.frozen())
    day.step = STAKE_STEP
    if not any(e.kind == "death" and e.cause == "rogo" for e in day.events):
        day.emit("no-burn")
    hand_titles(day, record.choices, titles_used)   # the heir of a holder who died today
    heirs_awaited(day)
    _unasked(day, record)
    day.flags[f"weights:{record.day}"] = weights
    # With tie_break = "all" several may burn; the Palantír reports on the first of them.
    first_burned = next((e.target for e in day.events if e.kind == "death" and e.cause == "rogo"), "")
    dusk = day.frozen(days_played=record.day, last_burned=first_burned, day_weights=mapping())
    final, last = end_phase(state, dusk, ruleset, seed, DAY, record.day, day.label, day.step, overrides)
    events, final = without_moot_heirs(notes + first + tuple(day.events) + last, final)
    return DayResult(record.day, events, final)


def _unasked(day: Phase, record: DayRecord) -> None:
    """An answer in the record to a question no death of the day put (« tir = "Kilian" » while
    the Chasseur lives, « successeur » while the Capitaine lives): refused, never dropped
    unseen (the shell makes it an error at its line). A day power's key has its own refusals."""
    powers = {p.keyword for _, p in day.ruleset.all_powers() if p.day}
    for decision in day.ruleset.decisions:
        key = decision.day_key
        if key and record.choices.get(key) and key not in powers and key not in day.answered:
            day.emit("rejected", cause="not-asked", keyword=key, value=record.choices[key], decision=decision.id)


def _voters(state: GameState, day: int) -> GameState:
    # Who died during that day voted in it (the Sindaco condemns after the vote).
    return replace(state, players=tuple(replace(p, alive=True) if p.death_phase == f"day-{day}"
                                        else p for p in state.players))


def day_weights(state: GameState, ruleset: Ruleset, day: int) -> dict[str, int]:
    """The vote weights of day `day`, once that day has been applied (for the tally)."""
    weights: dict[str, Any] = dict(vote_weights(_voters(state, day), ruleset))
    for name, w in dict(state.flags.get(f"weights:{day}", {})).items():
        # A night's `vote-weight = 0` cancels his vote, whatever his role or title weighs.
        weights[name] = 0 if w == 0 else max(weights.get(name, 1), w)
    return weights


def weights_revealed(opening: GameState, state: GameState, ruleset: Ruleset, day: int) -> dict[str, int]:
    """The role weights that hold once day `day`'s choices are applied and not as it opens (a
    Mayor's double vote once he revealed himself: `only_if` a status a day power gives). The
    day record says which day, not at what moment: the tally counts the weight for the whole
    day and says so (docs/own-ruleset.md §7)."""
    before = _role_weights(_voters(opening, day), ruleset)
    return {name: w for name, w in _role_weights(_voters(state, day), ruleset).items()
            if w != before.get(name, 1)}


def shown_weights(opening: GameState, state: GameState, ruleset: Ruleset, day: int) -> dict[str, int]:
    """The part of day `day`'s weights whose source the thread may learn ([public]
    tally_weights): `opening` is the state as the day opens (with the night's gifts), `state`
    the state once the day has been applied."""
    voters = _voters(state, day)
    gifts = dict(opening.day_weights)
    later = dict(state.flags.get(f"weights:{day}", {}))
    sources = {"titles": title_weights(voters, ruleset, tie=False),
               "roles": _role_weights(voters, ruleset), "nights": gifts,
               "day-powers": {n: w for n, w in later.items() if w > gifts.get(n, 1)}}
    shown: dict[str, int] = {}
    for source in ruleset.public.tally_weights:
        for name, w in sources[source].items():
            shown[name] = max(shown.get(name, 1), w)
    return shown
