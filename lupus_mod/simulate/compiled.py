"""A ruleset compiled once for the fast path: roles, powers and win conditions as small tables.

    compile_rules(ruleset, roles) -> Compiled      (Compiled.unsupported says why not)

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

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from lupus_mod.rules.spec import PowerSpec, RoleSpec, Ruleset, WinSpec
from lupus_mod.simulate.bots import evil_answers
from lupus_mod.rules.engine_policies import ENGINE_POLICIES
from lupus_mod.simulate.kernels import KERNELS, STEP_KERNELS
from lupus_mod.simulate.win_source import Test, condition, met_function, selector_problem

# Read by the target checks of any power (lupus_mod.engine.targets).
CHECK_SETTINGS = frozenset({"target_at_dusk", "skip_died_tonight"})
# Passives the fast path runs (lean.py), and those that change nothing a night or a burn
# resolves (messages to the player; vote weights the tally reads).
PASSIVES = frozenset({"unsavable", "grieves", "keeps-game-open"})
INERT_PASSIVES = frozenset({"vote-weight", "senses-visitors"})
TARGET_RULES = frozenset({"other-alive", "alive", "dead", "burned", "other", "any", "other-dead"})
ARG_KINDS = frozenset({"player", "role", "text"})


@dataclass(frozen=True)
class Power:
    """A night power as the fast path runs it."""

    spec: PowerSpec
    effect: str
    step: int                   # index in the ruleset's steps
    group: str                  # "" or the group that sends one order for all
    kinds: tuple[str, ...]      # the argument kinds, "?" stripped (night.py Action.players)
    at: tuple[int, ...]         # the positions of the player arguments
    required: int               # the arguments an order may not leave out
    killing: bool               # the bots spare known allies (lethal, or a kill)
    settings: dict[str, Any]    # the spec's, as a plain dict
    run: Callable[..., Any]     # its kernel (kernels.KERNELS[effect].run)
    # The spec's fields read at every order, copied flat (one attribute lookup, not two).
    id: str
    args: tuple[str, ...]
    target: str
    from_night: int
    uses: int
    shape: tuple[tuple[str, bool], ...]     # each argument's kind and whether it may be left out
    texts: bool                 # an argument of kind text (the count of arguments is not checked)
    dusk: bool                  # target_at_dusk
    skip_died_tonight: bool
    remembers: bool             # never_same_target or not_consecutive: its targets are kept
    one_living: bool            # one required argument, a living player
    all_players: bool           # every argument is a player (night.py Action.players: all of them)
    lethal: bool
    unblockable: bool
    distinct_targets: bool
    never_same_target: bool
    not_consecutive: bool
    pack: str                   # the group whose members the bots send it for once ("": none)


@dataclass(frozen=True)
class Card:
    """A role as each player dealt it carries it into the game's table (lean.Table)."""

    spec: RoleSpec
    faction: str
    sent: tuple[Power, ...]     # the night powers he sends by order (his role's and groups')
    automatic: bool             # he has a night power that runs without an order
    knows: frozenset[str]       # the roles he knows from the start, among those dealt
    unsavable: bool
    keeps_open: bool            # keeps-game-open
    grieves: tuple[str, str] | None     # the grieves passive: whose death (selector), the cause
    # killing.py usable_night_powers: his role's own night powers and their steps (torment)
    night_powers: tuple[tuple[PowerSpec, int], ...]


@dataclass(eq=False)
class Compiled:
    ruleset: Ruleset
    unsupported: str                                    # "" when the fast path plays it
    # role or item id -> its night powers (a role's with its groups'), sent by order or automatic
    sent: dict[str, tuple[Power, ...]] = field(default_factory=dict)
    automatic: dict[str, tuple[Power, ...]] = field(default_factory=dict)
    group_members: dict[str, str] = field(default_factory=dict)        # group id -> members selector
    wins: tuple[tuple[WinSpec, Test], ...] = ()
    cache: dict[str, dict[str, int]] = field(default_factory=dict)     # selector -> role id -> weight if it matches
    knows: dict[str, frozenset[str]] = field(default_factory=dict)     # role id -> the roles it knows from the start
    cards: dict[str, Card] = field(default_factory=dict)
    policies: dict[str, Any] = field(default_factory=dict)             # the ruleset's, as a plain dict
    end_only: tuple[tuple[WinSpec, Test], ...] = ()     # the wins checked when nobody is left
    joiners: tuple[WinSpec, ...] = ()                   # joins_if_alive
    item_automatic: bool = False                        # an item has a power with no order
    # What the bots read of the ruleset (fastplay._Bots): the answers that point away from the
    # village, the role ids, and RandomBot.passes (the delivery step's keyword, when items
    # change hands by order).
    evil: frozenset[str] = frozenset()
    role_ids: list[str] = field(default_factory=list)
    passes: bool = False

    # The wins checked after every phase (not the end-only ones, not the joiners), as one
    # generated function on bitmasks with the selectors whose masks each game gives it
    # (lupus_mod.simulate.win_source); the steps of their own (item delivery, scheduled
    # deaths): by step index, the kernel and the step's settings, or None. Filled in once by
    # compile_rules.
    met: tuple[Callable[..., list[WinSpec]], tuple[str, ...]] = (lambda t, m, masks: [], ())
    step_effects: list[tuple[Callable[..., None], dict[str, Any]] | None] = field(default_factory=list)
    # By step index: whether a block power (not a group's) acts in it: only those steps ask
    # the block solver (lean_night.Night.landing_blocks).
    block_steps: list[bool] = field(default_factory=list)

    def weights(self, selector: str) -> dict[str, int]:
        """The cards a selector matches as dealt, each with its weight (engine/wins.py
        _count: "a conta:X counts every X the player carries", the Capotribù)."""
        found = self.cache.get(selector)
        if found is None:
            kind, _, value = selector.partition(":")
            found = self.cache[selector] = {
                r.id: r.conta.count(value) if kind == "conta" else 1
                for r in self.ruleset.roles if matches_role(r, selector)}
        return found


def matches_role(role: RoleSpec, selector: str) -> bool:
    """A selector on a card as dealt (statuses are the table's: lean.Table.mask)."""
    kind, _, value = selector.partition(":")
    if kind == "not":
        return not matches_role(role, value)
    return {"conta": lambda: value in role.conta, "faction": lambda: role.faction == value,
            "role": lambda: role.id == value, "tag": lambda: value in role.tags,
            "hero": lambda: role.hero, "any": lambda: True, "status": lambda: False}[kind]()


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
    if "grieves" in role.passives and selector_problem(role.passives["grieves"].get("for")):
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
    rules.met = met_function(checked, rules.weights, ruleset.policy)
    rules.step_effects = [(STEP_KERNELS[s.effect].run, dict(s.settings)) if s.effect else None for s in ruleset.steps]
    blocks = {p.step for own in powers.values() for p in own if p.effect == "block" and not p.group}
    rules.block_steps = [index in blocks for index in range(len(ruleset.steps))]
    rules.evil = evil_answers(ruleset)
    rules.role_ids = [r.id for r in ruleset.roles]
    rules.passes = any(st.settings.get("keyword") and tuple(st.settings.get("args", ())) == ("item", "player")
                       for st in ruleset.steps)
    return rules
