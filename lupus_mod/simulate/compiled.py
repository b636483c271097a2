"""A ruleset compiled once for the fast path: roles, powers and win conditions as small tables.

    compile_rules(ruleset) -> Compiled       (Compiled.unsupported says why a game falls back)

The fast path (lupus_mod.simulate.fastplay) plays whole games on these tables with ints for
players, and gives the very outcomes `resolve_night` and `apply_day` give (tested seed by seed
in tests/simulate/test_fast_path.py). It knows a vocabulary: the effects, settings, passives and
win conditions listed below, read from the TOML as the resolver reads them, so a new role of
a known pattern needs no Python here either. A setup that uses anything else — a step of its
own, items, titles, day steps, a passive, an effect or a setting not listed — is played by the
resolver instead, whole game by whole game: slower, never different (docs/simulate.md).
Pure: a ruleset in, tables out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from lupus_mod.rules.spec import PowerSpec, RoleSpec, Ruleset, WinSpec

# Effect -> the settings the fast path reads for it (any other setting makes it fall back).
EFFECT_SETTINGS: Mapping[str, frozenset[str]] = {
    "kill": frozenset({"cause", "unstoppable", "fail_message"}),
    "protect": frozenset({"against"}),
    "block": frozenset({"tell_target"}),
    "investigate": frozenset({"lens", "no_answer", "message"}),
}
# Passives that change nothing a night or a burn resolves (the tally reads vote weights).
INERT_PASSIVES = frozenset({"vote-weight"})
WIN_KEYS = frozenset({"all", "any", "not", "none_alive", "all_dead", "any_alive", "count_ge",
                      "half_alive", "all_others", "besides", "policy"})
SELECTOR_KINDS = frozenset({"conta", "faction", "role", "tag", "hero", "any", "not", "status"})
TARGET_RULES = frozenset({"other-alive", "alive", "dead", "burned", "other", "any", "other-dead"})


@dataclass(frozen=True)
class Power:
    """A night power as the fast path runs it."""

    spec: PowerSpec
    effect: str
    step: int                   # index in the ruleset's steps
    group: str                  # "" or the group that sends one order for all
    arity: int                  # player arguments (the bots may leave out the optional ones)
    killing: bool               # the bots spare known allies (lethal, or a kill)
    cause: str
    unstoppable: bool
    lens: str
    no_answer: tuple[str, ...]
    against: tuple[str, ...] | None


@dataclass(frozen=True)
class Compiled:
    ruleset: Ruleset
    unsupported: str                            # "" when the fast path plays it
    role_ids: tuple[str, ...] = ()
    powers: Mapping[str, tuple[Power, ...]] = None   # role id -> its night powers, groups' too
    group_members: Mapping[str, str] = None     # group id -> members selector
    wins: tuple[tuple[WinSpec, Callable[..., bool]], ...] = ()
    selectors: Mapping[str, Mapping[str, int]] = None   # selector -> role id -> weight (conta
                                                        # carried twice counts twice) if it matches
    knows: Mapping[str, frozenset[str]] = None  # role id -> the roles it knows from the start


def matches_role(role: RoleSpec, selector: str) -> bool:
    """A selector on a player as dealt (no status yet: the fast path's effects give none)."""
    kind, _, value = selector.partition(":")
    if kind == "not":
        return not matches_role(role, value)
    return {"conta": lambda: value in role.conta, "faction": lambda: role.faction == value,
            "role": lambda: role.id == value, "tag": lambda: value in role.tags,
            "hero": lambda: role.hero, "any": lambda: True, "status": lambda: False}[kind]()


def _selector_problem(selector: Any) -> str:
    if not isinstance(selector, str) or selector.partition(":")[0] not in SELECTOR_KINDS:
        return f"selector {selector!r}"
    kind, _, value = selector.partition(":")
    return _selector_problem(value) if kind == "not" else ""


def _power_problem(power: PowerSpec) -> str:
    if power.day:
        return ""       # the bots use no day power, and a burn reads none
    if power.effect not in EFFECT_SETTINGS:
        return f"effect {power.effect!r}"
    if power.automatic:
        return f"automatic power {power.id!r}"
    extra = set(power.settings) - EFFECT_SETTINGS[power.effect]
    if extra:
        return f"setting {sorted(extra)[0]!r} of {power.id!r}"
    if any(k.rstrip("?") != "player" for k in power.args) or not power.args:
        return f"arguments of {power.id!r}"
    if power.target not in TARGET_RULES:
        return f"target {power.target!r}"
    return ""


def _role_problem(role: RoleSpec, ruleset: Ruleset) -> str:
    passive = next((p for p in role.passives if p not in INERT_PASSIVES), None)
    if passive:
        return f"passive {passive!r} of {role.id!r}"
    if role.items:
        return f"items of {role.id!r}"
    if any(p.group for p in role.powers):
        return f"group power of {role.id!r}"
    return next((why for p in role.powers if (why := _power_problem(p))), "")


def _ruleset_problem(ruleset: Ruleset) -> str:
    if ruleset.items:
        return "items"
    if ruleset.titles:
        return "titles"
    if ruleset.day_steps:
        return "day steps"
    if ruleset.composition.get("spare_with"):
        return "spare cards"
    step = next((s for s in ruleset.steps if s.effect), None)
    if step:
        return f"step effect {step.effect!r}"
    for group in ruleset.groups:
        why = _selector_problem(group.members) or next(
            (w for p in group.powers if (w := _power_problem(p))), "")
        if why:
            return why
    return ""


def _condition(cond: Mapping[str, Any], ruleset: Ruleset, used: list[str],
               top: bool = True) -> Callable[..., bool]:
    """A win condition as a function of `count(selector)`, the number of the living and
    `others(selector, besides)`, as engine/wins.py reads it: nested all/any/not, and
    all_others (with its besides) at the top of a condition only — nested, it is never met."""
    for key in cond:
        if key not in WIN_KEYS:
            raise LookupError(f"win condition {key!r}")
    parts: list[Callable[..., bool]] = []

    def sel(value: Any) -> str:
        why = _selector_problem(value)
        if why:
            raise LookupError(why)
        used.append(value)
        return value

    for key, value in cond.items():
        if key in ("all", "any"):
            subs = [_condition(c, ruleset, used, False) for c in value]
            parts.append((lambda s: lambda c, n, o: all(f(c, n, o) for f in s))(subs) if key == "all"
                         else (lambda s: lambda c, n, o: any(f(c, n, o) for f in s))(subs))
        elif key == "not":
            sub = _condition(value, ruleset, used, False)
            parts.append(lambda c, n, o, f=sub: not f(c, n, o))
        elif key in ("none_alive", "all_dead"):
            parts.append(lambda c, n, o, s=sel(value): c(s) == 0)
        elif key == "any_alive":
            parts.append(lambda c, n, o, s=sel(value): c(s) > 0)
        elif key == "count_ge":
            parts.append(lambda c, n, o, a=sel(value[0]), b=sel(value[1]): c(a) >= c(b))
        elif key == "half_alive":
            parts.append(lambda c, n, o, s=sel(value): 2 * c(s) >= n > 0)
        elif key == "all_others":
            # Every living player not matching `besides` matches it (vacuously true alone).
            besides = sel(cond["besides"]) if cond.get("besides") else ""
            parts.append(lambda c, n, o, s=sel(value), b=besides, t=top: t and o(s, b))
        elif key == "policy":
            flag = bool(ruleset.policy(value, False))
            parts.append(lambda c, n, o, v=flag: v)
    return lambda c, n, o: all(f(c, n, o) for f in parts)


def _compile_power(ruleset: Ruleset, power: PowerSpec) -> Power:
    settings = power.settings
    against = settings.get("against")
    return Power(power, power.effect, ruleset.step_index(power.step), power.group,
                 len(power.args), power.lethal or power.effect in ("kill", "attack"),
                 settings.get("cause", power.id), bool(settings.get("unstoppable", False)),
                 settings.get("lens", "visto"), tuple(settings.get("no_answer", ())),
                 tuple(against) if against else None)


def compile_rules(ruleset: Ruleset, roles: tuple[str, ...] | None = None) -> Compiled:
    """The tables for the roles dealt (`roles`: every role of the ruleset when None)."""
    dealt = [ruleset.role(r) for r in (roles if roles is not None else [r.id for r in ruleset.roles])]
    why = _ruleset_problem(ruleset) or next((w for r in dealt if (w := _role_problem(r, ruleset))), "")
    used: list[str] = [g.members for g in ruleset.groups]
    wins = []
    if not why:
        try:
            wins = [(w, _condition(w.when, ruleset, used)) for w in ruleset.wins]
        except LookupError as error:
            why = str(error)
    if why:
        return Compiled(ruleset, why)
    powers = {}
    for role in ruleset.roles:
        own = [_compile_power(ruleset, p) for p in role.powers if not p.day] if role in dealt else []
        for group in ruleset.groups:
            if matches_role(role, group.members):
                own += [_compile_power(ruleset, p) for p in group.powers if not p.day]
        powers[role.id] = tuple(own)
    selectors = {sel: {r.id: _weight(r, sel) for r in ruleset.roles if matches_role(r, sel)}
                 for sel in dict.fromkeys(used)}
    knows = {r.id: frozenset(o.id for o in ruleset.roles if any(matches_role(o, k) for k in r.knows))
             for r in ruleset.roles}
    return Compiled(ruleset, "", tuple(r.id for r in ruleset.roles), powers,
                    {g.id: g.members for g in ruleset.groups}, tuple(wins), selectors, knows)


def _weight(role: RoleSpec, selector: str) -> int:
    """engine/wins.py _count: "a conta:X counts every X the player carries" (the Capotribù)."""
    kind, _, value = selector.partition(":")
    return role.conta.count(value) if kind == "conta" else 1
