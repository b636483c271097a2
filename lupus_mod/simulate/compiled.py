"""A ruleset compiled once for the fast path: roles, powers and win conditions as small tables.

    compile_rules(ruleset, roles) -> Compiled      (Compiled.unsupported says why not)

The tables' records (Power, Card, Compiled) are lupus_mod.simulate.lean's.

The fast path (lupus_mod.simulate.fastplay) plays whole games on these tables with ints for
players and gives the very outcomes `resolve_night` and `apply_day` give (tested seed by seed in
tests/simulate/test_fast_path.py). It knows a vocabulary — the effects of
lupus_mod.simulate.kernels with the settings each reads, the passives and win conditions below —
read from the TOML as the resolver reads it, so a new role of a known pattern needs no Python
here either. A setup that uses anything else (an effect, a setting, a passive, a policy switch
the kernels do not read, titles, day steps) is played by the resolver instead, whole game by
whole game: slower, never different (docs/simulate.md). Pure: a ruleset in, tables out.
"""
from __future__ import annotations

from lupus_mod.rules.loop import NIGHT
from lupus_mod.rules.spec import PowerSpec, RoleSpec, Ruleset
from lupus_mod.simulate.bots import evil_answers
from lupus_mod.rules.engine_policies import ENGINE_POLICIES
from lupus_mod.simulate.kernels import KERNELS, STEP_KERNELS
from lupus_mod.simulate.lean import Card, Compiled, Power, matches_role
from lupus_mod.simulate.win_source import condition, met_function, selector_problem

# Read by the target checks of any power (lupus_mod.engine.targets).
CHECK_SETTINGS = frozenset({"target_at_dusk", "skip_died_tonight"})
# Passives the fast path runs (lean.py), and those that change nothing a night or a burn
# resolves (messages to the player; vote weights the tally reads).
PASSIVES = frozenset({"unsavable", "grieves", "keeps-game-open"})
INERT_PASSIVES = frozenset({"vote-weight", "senses-visitors"})
TARGET_RULES = frozenset({"other-alive", "alive", "dead", "burned", "other", "any", "other-dead"})
ARG_KINDS = frozenset({"player", "role", "text"})


def _power_problem(power: PowerSpec) -> str:
    if power.day:
        return ""       # the bots use no day power, and a burn reads none
    if power.effect not in KERNELS:
        return f"effect {power.effect!r}"
    if power.every != 1 or power.blocked_use_counts:
        return f"cadence of {power.id!r}"      # every, blocked_use_counts: the engine's own
    if power.acts_while != "alive":
        return f"a power of the dead: {power.id!r}"
    extra = set(power.settings) - KERNELS[power.effect].settings - CHECK_SETTINGS
    if extra:
        return f"setting {sorted(extra)[0]!r} of {power.id!r}"
    if any(k.rstrip("?") not in ARG_KINDS for k in power.args):
        return f"arguments of {power.id!r}"
    kernel = KERNELS[power.effect]
    if kernel.targeted and (not power.args or power.args[0] != "player") or \
            (kernel.shape and power.args != kernel.shape):
        return f"arguments of {power.id!r}"       # the kernel reads them by position
    if power.target not in TARGET_RULES:
        return f"target {power.target!r}"
    return next((f"selector of {power.id!r}" for k in KERNELS[power.effect].selectors
                 if k in power.settings and selector_problem(power.settings[k])), "")


def _role_problem(role: RoleSpec) -> str:
    passive = next((p for p in role.passives if p not in PASSIVES | INERT_PASSIVES), None)
    if passive:
        return f"passive {passive!r} of {role.id!r}"
    grieves = role.passives.get("grieves")
    if grieves is not None and (selector_problem(grieves.get("for")) or grieves.get("unless_revived")):
        return f"passive 'grieves' of {role.id!r}"
    if any(p.group for p in role.powers):
        return f"group power of {role.id!r}"
    keywords = [p.keyword for p in role.powers if p.keyword]
    if len(set(keywords)) != len(keywords):
        return f"two powers of {role.id!r} with one keyword"
    return next((why for p in role.powers if (why := _power_problem(p))), "")


def _ruleset_problem(ruleset: Ruleset) -> str:
    if ruleset.titles:
        return "titles"
    changed = next((k for k, values in ENGINE_POLICIES.items() if ruleset.policy(k, values[0]) != values[0]), "")
    if changed:
        return f"policy {changed!r}"     # the fast path plays each one's default only
    if ruleset.day_steps:
        return "day steps"
    if ruleset.composition.get("spare_with"):
        return "spare cards"
    if {i.id for i in ruleset.items} & {r.id for r in ruleset.roles}:
        return "an item and a role with one id"      # the tables key both by id
    for step in ruleset.steps:
        if step.effect and (step.effect not in STEP_KERNELS or
                            set(step.settings) - STEP_KERNELS[step.effect].settings):
            return f"step effect {step.effect!r}"
    for powers in (*(g.powers for g in ruleset.groups), *(i.powers for i in ruleset.items)):
        why = next((w for p in powers if (w := _power_problem(p))), "")
        if why:
            return why
    return next((f"selector {g.members!r}" for g in ruleset.groups if selector_problem(g.members)), "")


def _compile_power(ruleset: Ruleset, power: PowerSpec) -> Power:
    kinds = tuple(k.rstrip("?") for k in power.args)
    # RandomBot.night_orders: a power of a group's id is sent once for the whole group
    pack = {p.id: g.id for g in ruleset.groups for p in g.powers}.get(power.id, "")
    return Power(power, power.effect, ruleset.step_index(power.step), power.group, kinds,
                 tuple(i for i, k in enumerate(kinds) if k == "player"),
                 sum(1 for k in power.args if not k.endswith("?")),
                 power.lethal or power.effect in ("kill", "attack"), dict(power.settings),
                 KERNELS[power.effect].run, power.id, power.args, power.target, power.from_night,
                 power.uses, tuple((k.rstrip("?"), k.endswith("?")) for k in power.args),
                 "text" in kinds, bool(power.settings.get("target_at_dusk")),
                 bool(power.settings.get("skip_died_tonight")),
                 power.never_same_target or power.not_consecutive,
                 power.args == ("player",) and power.target in ("other-alive", "alive"),
                 all(k == "player" for k in kinds), power.lethal, power.unblockable,
                 power.distinct_targets, power.never_same_target, power.not_consecutive, pack)


def _card(ruleset: Ruleset, role: RoleSpec, rules: Compiled) -> Card:
    grieves = role.passives.get("grieves")
    return Card(role, role.faction, rules.sent[role.id], bool(rules.automatic[role.id]), rules.knows[role.id],
                "unsavable" in role.passives, "keeps-game-open" in role.passives,
                (grieves["for"], grieves.get("cause", "suicidio")) if grieves is not None else None,
                tuple((p, ruleset.step_index(p.step)) for p in role.powers if not p.day and not p.group))


def compile_rules(ruleset: Ruleset, roles: tuple[str, ...] | None = None) -> Compiled:
    """The tables for the roles dealt (`roles`: every role of the ruleset when None)."""
    dealt = [ruleset.role(r) for r in (roles if roles is not None else [r.id for r in ruleset.roles])]
    why = _ruleset_problem(ruleset) or next((w for r in dealt if (w := _role_problem(r))), "")
    wins = []
    if not why:
        try:
            wins = [(w, condition(w.when, ruleset, w)) for w in ruleset.wins]
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
    for item in ruleset.items:
        powers[item.id] = tuple(_compile_power(ruleset, p) for p in item.powers if not p.day)
    # whom each role knows among the roles dealt (the others are in no deal of this setup)
    knows = {r.id: frozenset(o.id for o in dealt if any(matches_role(o, k) for k in r.knows))
             for r in ruleset.roles}
    rules = Compiled(ruleset, "", {k: tuple(p for p in v if p.spec.keyword) for k, v in powers.items()},
                     # an automatic power that only tells (no order, no use counted) changes
                     # nothing a game plays: not run at all
                     {k: tuple(p for p in v if p.spec.automatic and not KERNELS[p.effect].inert)
                      for k, v in powers.items()},
                     {g.id: g.members for g in ruleset.groups}, tuple(wins), {}, knows)
    rules.cards = {r.id: _card(ruleset, r, rules) for r in ruleset.roles}
    rules.policies = dict(ruleset.policies)
    rules.item_automatic = any(rules.automatic[i.id] for i in ruleset.items)
    rules.end_only = tuple((w, f) for w, f in wins if w.at_end_only)
    rules.joiners = tuple(w for w, _ in wins if w.joins_if_alive)
    checked = tuple((w, f) for w, f in wins if not w.at_end_only and not w.joins_if_alive)
    rules.checks, rules.win_selectors = met_function(checked, rules.weights, ruleset.policy)
    rules.step_effects = [(STEP_KERNELS[s.effect].run, dict(s.settings)) if s.effect else None for s in ruleset.steps]
    blocks = {p.step for own in powers.values() for p in own if p.effect == "block" and not p.group}
    rules.block_steps = [index in blocks for index in range(len(ruleset.steps))]
    rules.step_stops = _step_stops(ruleset)
    rules.evil = evil_answers(ruleset)
    rules.role_ids = [r.id for r in ruleset.roles]
    rules.passes = any(st.settings.get("keyword") and tuple(st.settings.get("args", ())) == ("item", "player")
                       for st in ruleset.steps)
    return rules


def _step_stops(ruleset: Ruleset) -> list[frozenset[str]]:
    """By step index, the wins checked right after it before the night's end: a night's
    `run-powers` steps are the ruleset's steps in order (rules/night_day.py), the last of the
    phase's steps checks them all at dawn (engine/night.resolve_night)."""
    phase = ruleset.loop.of_kind(NIGHT).steps
    stops = [frozenset(s.checks) if s is not phase[-1] else frozenset()
             for s in phase if s.effect == "run-powers"]
    return stops + [frozenset()] * (len(ruleset.steps) - len(stops))
