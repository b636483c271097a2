"""A ruleset's loop: the phases of one turn, their steps, the secret choices each takes and the
win checks after each step; with the general mechanisms a loop uses (seat order, forms,
counters, rotating offices, team scores, tables by number of players).

A ruleset of nights and days declares two phases of a `kind` (docs/rulesets.md, "Phases of
nights and days"): the night, one `run-powers` step per `[[step]]` then `dawn`; the day, its
`stake` or one `day-step` per `[[day_step]]`. Without `[[phase]]` they are derived from those
steps (`night_day_loop`). Pure: reads the dict tomllib produced, every problem with the `path`
of its key (docs/rulesets.md, "Phases").
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping


ARG_KINDS = ("location", "spell", "ingredient", "player")
CHOICE_EFFECTS = ("", "protect", "revert", "pickpocket", "see-faction", "see-location")
SPELL_EFFECTS = ("transform", "spoil")
CONDITIONS = ("all", "any", "not", "counter_full", "all_forms", "outnumber", "hunted", "last_day")
SCOPES = ("giornata", "game")
# The moments of a turn a choice's `window` may name (lupus_mod.engine.loop.context): the evening
# post, the close of the first proposal vote and of the one that ended the proposals, the vote's close.
MOMENTS = ("sera", "prima-proposta", "proposta", "votazione")
# The kinds of phase: of a declared loop (none), the night and the day of a ruleset of nights
# and days.
LOOP, NIGHT, DAY = "", "night", "day"
KINDS = (LOOP, NIGHT, DAY)
# What a phase step may do: each step effect with the kinds of phase it serves (the engine
# registers each one: lupus_mod.engine.loop a declared loop's, engine.night and engine.day theirs).
STEP_EFFECTS: Mapping[str, tuple[str, ...]] = {
    **{name: (LOOP,) for name in ("draw-needs", "assign-locations", "attack", "run-choices",
                                  "distribute", "announce-forms", "proposals", "ritual", "hunt")},
    "run-powers": (NIGHT,), "dawn": (NIGHT,), "stake": (DAY,), "day-step": (DAY,)}


def step_effects(*kinds: str) -> tuple[str, ...]:
    """The step effects a phase of one of `kinds` may name, in the table's order."""
    return tuple(name for name, served in STEP_EFFECTS.items() if set(served) & set(kinds))
LOOP_KEYS = ("loop", "phase", "forms", "tables", "counter", "office", "score", "location",
             "ingredient", "spell", "choice", "victory")


@dataclass(frozen=True)
class Named:
    """A thing of the loop with an id, a name and its free settings (a location, a spell…)."""

    id: str
    name: str
    data: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


@dataclass(frozen=True)
class StepSpec:
    """A step of a declared loop's phase: its effect and settings."""
    id: str
    effect: str
    settings: Mapping[str, Any] = field(default_factory=dict, compare=False)
    checks: tuple[str, ...] = ()


@dataclass(frozen=True)
class PhaseSpec:
    """A phase: its steps and the choices it reads. `kind` is NIGHT or DAY in a ruleset of
    nights and days, "" in a declared loop."""
    id: str
    name: str
    steps: tuple[StepSpec, ...] = ()
    choices: tuple[str, ...] = ()
    kind: str = ""


@dataclass(frozen=True)
class LoopSpec:
    """The phases of one turn. `declared` is False for a ruleset of nights and days (its two
    phases are of kind NIGHT and DAY)."""

    phases: tuple[PhaseSpec, ...]
    declared: bool = False
    unit: str = ""
    name: str = ""
    last_day: str = ""
    forms: Mapping[str, Any] = field(default_factory=dict, compare=False)
    tables: Mapping[str, Mapping[int, int]] = field(default_factory=dict, compare=False)
    counters: tuple[Named, ...] = ()
    offices: tuple[Named, ...] = ()
    scores: tuple[Named, ...] = ()
    locations: tuple[Named, ...] = ()
    ingredients: tuple[Named, ...] = ()
    spells: tuple[Named, ...] = ()
    choices: tuple[Named, ...] = ()
    victories: tuple[Named, ...] = ()

    def table(self, key: str, players: int) -> int:
        """The value of table `key` for `players`: the entry of the largest size not above."""
        rows = self.tables[key]
        fitting = [size for size in rows if size <= players] or [min(rows)]
        return rows[max(fitting)]

    def find(self, kind: str, thing_id: str) -> Named:
        return next(x for x in getattr(self, kind) if x.id == thing_id)

    def spells_unlock_with_rituals(self) -> bool:
        """The spells unlock with every ritual held, not with the seals: the attack's
        `unlock_counter` is the ritual's `held_counter` (docs/rulings/acchiappastreghe.md,
        incantesimi)."""
        settings = [step.settings for phase in self.phases for step in phase.steps]
        held = {s.get("held_counter") for s in settings} - {None}
        return any(s.get("unlock_counter") in held for s in settings)

    def phase(self, phase_id: str) -> PhaseSpec:
        return next(p for p in self.phases if p.id == phase_id)

    def of_kind(self, kind: str) -> PhaseSpec:
        """The night or the day of a ruleset of nights and days."""
        return next(p for p in self.phases if p.kind == kind)

    @property
    def acting_form(self) -> str:
        return str(self.forms.get("acting", ""))

    @property
    def out_forms(self) -> tuple[str, ...]:
        """The forms out of the game (a hunted cat); the others are in it though they may not
        act (a frog: the Erborista turns it back, it counts for the witches' points)."""
        return tuple(str(f) for f in self.forms.get("out", ()))

    @property
    def start_form(self) -> str:
        return str(self.forms.get("start", ""))

    def form_name(self, form: str) -> str:
        return str(dict(self.forms.get("names", {})).get(form, form))


NO_LOOP = LoopSpec(phases=())


def night_phase(step_ids: tuple[str, ...], dawn: str, checks: tuple[str, ...] = ()) -> PhaseSpec:
    """The night a ruleset's `[[step]]`s make: each runs its powers, then the dawn, after which
    the wins `checks` are checked."""
    steps = (*(StepSpec(s, "run-powers") for s in step_ids), StepSpec(dawn, "dawn"))
    return PhaseSpec(NIGHT, NIGHT, checked_last(steps, checks), kind=NIGHT)


def day_phase(day_step_ids: tuple[str, ...], stake: str, checks: tuple[str, ...] = ()) -> PhaseSpec:
    """The day a ruleset's `[[day_step]]`s make (the stake is one of them), or the stake alone;
    the wins `checks` are checked after its last step."""
    steps = tuple(StepSpec(s, "day-step") for s in day_step_ids) or (StepSpec(stake, "stake"),)
    return PhaseSpec(DAY, DAY, checked_last(steps, checks), kind=DAY)


def checked_last(steps: tuple[StepSpec, ...], checks: tuple[str, ...]) -> tuple[StepSpec, ...]:
    """`steps` with the win `checks` after the last of them."""
    return (*steps[:-1], replace(steps[-1], checks=checks)) if steps else steps


def night_day_loop(step_ids: tuple[str, ...], day_step_ids: tuple[str, ...], dawn: str,
                   stake: str, checks: tuple[str, ...] = ()) -> LoopSpec:
    """The phases of a ruleset of nights and days that declares none: each checks the wins
    `checks` (every `[[win]]` of the ruleset) after its last step."""
    return LoopSpec(phases=(night_phase(step_ids, dawn, checks), day_phase(day_step_ids, stake, checks)))
