"""Reading a declared loop from roles.toml, and what it points at: choices, victories, tables,
counters, ingredients, selectors.

Pure: every problem goes to the ruleset reader with the path of its key.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from lupus_mod.messages import say
from lupus_mod.rules.checks import Path, TableReader, shown, table_label
from lupus_mod.rules.loop import (ARG_KINDS, CHOICE_EFFECTS, CONDITIONS, DAY, KINDS, LOOP_KEYS,
                                  MOMENTS, NIGHT, SCOPES, SPELL_EFFECTS, LoopSpec, Named,
                                  PhaseSpec, StepSpec, step_effects)

SELECTOR_KINDS = ("role", "faction", "form", "any", "not")
# The keys of each table of a declared loop (an unknown one is a typo: "did you mean").
_KEYS = {
    "counter": {"id", "name", "scope", "full"},
    "office": {"id", "name", "rotation"},
    "score": {"id", "name", "counts", "description"},
    "location": {"id", "name", "article", "ingredients", "from_players"},
    "ingredient": {"id", "name", "article", "short_names"},
    "spell": {"id", "name", "article", "short_names", "effect", "unlock", "settings", "description"},
    "choice": {"id", "keyword", "synonyms", "common_synonyms", "phrases", "args", "who", "target",
               "first_stands", "effect", "settings", "description", "self", "window", "aimed_with"},
    "victory": {"id", "winners", "when", "message", "description"},
}
# The type of a key of those tables that is not a text: a spell's `settings = 1e400` was read
# as its table and crashed the night (every value is checked where it is loaded).
# (A `window` and a `when` have checks of their own, below.)
_TYPES = {"settings": dict, "short_names": list, "synonyms": list, "common_synonyms": list,
          "phrases": list, "args": list, "ingredients": list, "unlock": int, "from_players": int,
          "self": bool}


class LoopReader:
    """Reads the loop's tables of roles.toml through the ruleset reader (its problems list)."""

    def __init__(self, reader: TableReader, data: Mapping[str, Any]) -> None:
        self.r = reader
        self.data = data

    def named(self, key: str, required: tuple[str, ...] = ()) -> tuple[Named, ...]:
        found = []
        for n, table in enumerate(self.r.as_list(self.data.get(key, []))):
            path: Path = (key, n)
            if not self.r.table(table, path, f"[[{key}]]"):
                continue
            where = table_label(key, table.get("id", "?"))
            self.r.keys(table, _KEYS[key], path, where)
            for typed in sorted(_TYPES.keys() & table.keys()):
                self.r.get(table, typed, _TYPES[typed], None, path, where)
            tid = self.r.require(table, "id", str, path, where)
            for needed in required:
                self.r.require(table, needed, object, path, where)
            found.append(Named(str(tid), str(table.get("name", tid)), dict(table)))
        ids = [x.id for x in found]
        for n, tid in enumerate(ids):
            if tid in ids[:n]:
                self.r.problem((key, n, "id"), say("loop-rules.duplicate", key=key, id=tid))
        return tuple(found)

    def phases(self, night_day: bool = False) -> tuple[PhaseSpec, ...]:
        """The `[[phase]]`s; `night_day`: of a ruleset of nights and days, where a phase that
        lacks its kind is told as such (rules/night_day.py), not for its steps."""
        phases = []
        for n, table in enumerate(self.r.as_list(self.data.get("phase", []))):
            path: Path = ("phase", n)
            if not self.r.table(table, path, "[[phase]]"):
                continue
            where = table_label("phase", table.get("id", "?"))
            self.r.keys(table, {"id", "name", "choices", "step", "kind"}, path, where)
            kind = self.r.get(table, "kind", str, "", path, where)
            if kind not in KINDS:
                self.r.problem(path + ("kind",), say("loop-rules.unknown-kind", where=where, kind=shown(kind),
                                                     night=NIGHT, day=DAY))
            # A night-and-day phase without its kind is told as such, not for its steps.
            effects = step_effects(NIGHT, DAY) if night_day and not kind else step_effects(kind)
            steps = []
            for m, step in enumerate(self.r.as_list(table.get("step", []))):
                spath = path + ("step", m)
                if not self.r.table(step, spath, "[[phase.step]]"):
                    continue
                self.r.keys(step, {"id", "name", "effect", "settings", "checks"}, spath, where)
                effect = self.r.require(step, "effect", str, spath, where)
                if isinstance(effect, str) and effect not in effects:
                    self.r.problem(spath + ("effect",), say("loop-rules.step-effect", where=where, effect=effect,
                                                          suggestion=self.r.close(effect, effects),
                                                          effects=", ".join(effects)))
                steps.append(StepSpec(str(step.get("id", effect)), str(effect),
                                      dict(self.r.get(step, "settings", dict, {}, spath, where)),
                                      self.r.strings(step, "checks", spath, where)))
            phases.append(PhaseSpec(str(self.r.require(table, "id", str, path, where)),
                                    str(table.get("name", table.get("id", ""))), tuple(steps),
                                    self.r.strings(table, "choices", path, where), str(kind)))
        return tuple(phases)

    def tables(self) -> dict[str, dict[int, int]]:
        out: dict[str, dict[int, int]] = {}
        for key, rows in self.r.get(self.data, "tables", dict, {}, (), "roles.toml").items():
            if not isinstance(rows, dict) or not rows or not all(
                    str(k).isdigit() and isinstance(v, int) for k, v in rows.items()):
                self.r.problem(("tables", key), say("loop-rules.table-rows", key=key))
                continue
            out[str(key)] = {int(k): int(v) for k, v in rows.items()}
        return out


def declares_loop(data: Mapping[str, Any]) -> bool:
    """`data` declares its own loop: `[[phase]]`s without a night/day `kind`."""
    phases = [t for t in data.get("phase", ()) if isinstance(t, dict)] if isinstance(
        data.get("phase"), list) else []
    return bool(phases) and not any("kind" in t for t in phases)


def refuse_loop_keys(reader: TableReader, data: Mapping[str, Any]) -> None:
    """A ruleset of nights and days has no forms, counters… of a declared loop."""
    for key in LOOP_KEYS:
        if key in data and key != "phase":
            reader.problem((key,), say("loop-rules.loop-only", key=key))


def read_loop(reader: TableReader, data: Mapping[str, Any]) -> LoopSpec:
    """The declared loop of `data` (`declares_loop`)."""
    lr = LoopReader(reader, data)
    head = reader.get(data, "loop", dict, {}, (), "roles.toml")
    reader.keys(head, {"unit", "name", "last_day"}, ("loop",), "[loop]")
    forms = reader.get(data, "forms", dict, {}, (), "roles.toml")
    reader.keys(forms, {"ids", "start", "acting", "out", "names", "rules"}, ("forms",), "[forms]")
    loop = LoopSpec(
        phases=lr.phases(), declared=True, unit=str(head.get("unit", "turno")),
        name=str(head.get("name", head.get("unit", "Turno"))), last_day=str(head.get("last_day", "")),
        forms=dict(forms), tables=lr.tables(), counters=lr.named("counter"),
        offices=lr.named("office"), scores=lr.named("score", ("counts",)),
        locations=lr.named("location", ("ingredients",)), ingredients=lr.named("ingredient"),
        spells=lr.named("spell", ("effect",)), choices=lr.named("choice", ("keyword",)),
        victories=lr.named("victory", ("winners", "when")))
    return loop


class _Checker:
    def __init__(self, reader: TableReader, loop: LoopSpec, roles: Iterable[str],
                 factions: Iterable[str]) -> None:
        self.r, self.loop = reader, loop
        self.roles, self.factions = set(roles), set(factions)
        self.forms = set(loop.forms.get("ids", ()))

    def known(self, value: Any, choices: Iterable[str], path: Path, what: str) -> None:
        choices = list(choices)
        if value not in choices:
            self.r.problem(path, say("loop-rules.unknown", thing=say("loop-rules.thing", what=what.replace(" ", "-")),
                                     value=value, suggestion=self.r.close(str(value), choices),
                                     known=", ".join(choices) or say("loop-rules.nothing")))

    def selector(self, selector: Any, path: Path) -> None:
        kind, _, value = str(selector).partition(":")
        if kind == "not":
            self.selector(value, path)
        elif kind not in SELECTOR_KINDS:
            self.known(kind, SELECTOR_KINDS, path, "selector kind")
        elif kind != "any":
            pool = {"role": self.roles, "faction": self.factions, "form": self.forms}[kind]
            self.known(value, sorted(pool), path, kind)

    def condition(self, cond: Any, path: Path) -> None:
        if not isinstance(cond, dict) or len(cond) != 1:
            self.r.problem(path, say("loop-rules.condition", keys=", ".join(CONDITIONS)))
            return
        key, value = next(iter(cond.items()))
        if key not in CONDITIONS:
            self.known(key, CONDITIONS, path + (key,), "condition")
        elif key in ("all", "any"):
            for n, part in enumerate(value if isinstance(value, list) else [value]):
                self.condition(part, path + (key, n))
        elif key == "not":
            self.condition(value, path + (key,))
        elif key == "counter_full":
            self.known(value, [c.id for c in self.loop.counters], path + (key,), "counter")
        elif key == "hunted":
            self.selector(value, path + (key,))
        elif key == "all_forms":
            self.selector(dict(value).get("who", ""), path + (key, "who"))
            for n, form in enumerate(dict(value).get("forms", ())):
                self.known(form, sorted(self.forms), path + (key, "forms", n), "form")
        elif key == "outnumber":
            self.selector(dict(value).get("side", ""), path + (key, "side"))
            self.known(dict(value).get("form", ""), sorted(self.forms), path + (key, "form"), "form")

    def table(self, name: Any, path: Path) -> None:
        self.known(name, sorted(self.loop.tables), path, "table")


def _each(things: tuple[Named, ...], kind: str) -> Iterable[tuple[Named, Path]]:
    return ((thing, (kind, n)) for n, thing in enumerate(things))


def check_loop(reader: TableReader, loop: LoopSpec, roles: Iterable[str],
               factions: Iterable[str]) -> None:
    c = _Checker(reader, loop, roles, factions)
    for form in (loop.start_form, loop.acting_form, *loop.out_forms):
        c.known(form, sorted(c.forms), ("forms",), "form")
    if loop.last_day:
        c.table(loop.last_day, ("loop", "last_day"))
    for counter, path in _each(loop.counters, "counter"):
        c.known(counter.get("scope", "game"), SCOPES, path + ("scope",), "scope")
        c.table(counter.get("full"), path + ("full",))
    for score, path in _each(loop.scores, "score"):
        c.selector(score.get("counts"), path + ("counts",))
    ingredients = [i.id for i in loop.ingredients]
    for location, path in _each(loop.locations, "location"):
        for n, ingredient in enumerate(location.get("ingredients", ())):
            c.known(ingredient, ingredients, path + ("ingredients", n), "ingredient")
    for spell, path in _each(loop.spells, "spell"):
        c.known(spell.get("effect"), SPELL_EFFECTS, path + ("effect",), "spell effect")
    for choice, path in _each(loop.choices, "choice"):
        for n, arg in enumerate(choice.get("args", ())):
            c.known(str(arg).rstrip("?"), ARG_KINDS, path + ("args", n), "argument kind")
        c.known(choice.get("effect", ""), CHOICE_EFFECTS, path + ("effect",), "choice effect")
        c.selector(choice.get("who", "any"), path + ("who",))
        c.selector(choice.get("target", "any"), path + ("target",))
        _check_window(c, choice.get("window"), path + ("window",))
    for victory, path in _each(loop.victories, "victory"):
        c.selector(victory.get("winners"), path + ("winners",))
        c.condition(victory.get("when"), path + ("when",))
    _check_phases(c, loop)


def _check_window(c: _Checker, window: Any, path: Path) -> None:
    """`window = { from = "sera", until = "proposta" }`: moments of the turn, either optional."""
    if window is None:
        return
    if not isinstance(window, Mapping) or not window or set(window) - {"from", "until"}:
        c.r.problem(path, say("loop-rules.window"))
        return
    for bound, moment in window.items():
        c.known(moment, MOMENTS, path + (bound,), "moment")


def _check_phases(c: _Checker, loop: LoopSpec) -> None:
    choices = [x.id for x in loop.choices]
    victories = [v.id for v in loop.victories]
    for n, phase in enumerate(loop.phases):
        for m, choice in enumerate(phase.choices):
            c.known(choice, choices, ("phase", n, "choices", m), "choice")
        for m, step in enumerate(phase.steps):
            path = ("phase", n, "step", m)
            for k, check in enumerate(step.checks):
                c.known(check, victories, path + ("checks", k), "victory")
            for k, choice in enumerate(step.settings.get("choices", ())):
                c.known(choice, choices, path + ("settings", "choices", k), "choice")
            for key, kind in (("counter", "counters"), ("office", "offices")):
                if key in step.settings:
                    c.known(step.settings[key], [x.id for x in getattr(loop, kind)],
                            path + ("settings", key), key)
            for key in ("table", "members"):
                if key in step.settings:
                    c.table(step.settings[key], path + ("settings", key))
            if "choice" in step.settings:
                c.known(step.settings["choice"], choices, path + ("settings", "choice"), "choice")
            if "form" in step.settings:
                c.known(step.settings["form"], sorted(c.forms), path + ("settings", "form"), "form")
