"""The fast path's records: a ruleset's tables (Power, Card, Compiled, as
lupus_mod.simulate.compiled fills them) and one dealt game on them (Table): players as ints,
statuses as bitmasks, and the deaths, returns, the burn and the wins as lupus_mod.engine
resolves them, for the fast path's vocabulary only. Each rule names the engine function it
mirrors. The kernels, the lean night and the win checks name these types; nothing here names
theirs (tests/test_layering.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Final

from lupus_mod.engine.wins import NOBODY_ALIVE
from lupus_mod.simulate.draws import bit_count
from lupus_mod.rules.spec import PowerSpec, RoleSpec, Ruleset, WinSpec

Test = Callable[["Table"], bool]       # a win condition, of the table (lupus_mod.simulate.win_source)


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
    """A role as each player dealt it carries it into the game's table (Table, below)."""

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

    # The wins checked after every phase (not the end-only ones, not the joiners), each with
    # its program on bitmasks (holds, below) or None for its function, and the selectors
    # whose masks each game gives the programs (lupus_mod.simulate.win_source); the steps of
    # their own (item delivery, scheduled deaths): by step index, the kernel and the step's
    # settings, or None. Filled in once by compile_rules.
    checks: tuple[tuple[WinSpec, list[int] | None, Test], ...] = ()
    win_selectors: tuple[str, ...] = ()
    step_effects: list[tuple[Callable[..., None], dict[str, Any]] | None] = field(default_factory=list)
    # By step index: whether a block power (not a group's) acts in it: only those steps ask
    # the block solver (lean_night.Night.landing_blocks).
    block_steps: list[bool] = field(default_factory=list)
    # By step index: the ids of the wins checked right after it, before the night's end
    # (engine/night._won_at: the Pifferaio's "in qualsiasi momento"); empty for most.
    step_stops: list[frozenset[str]] = field(default_factory=list)

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
    """A selector on a card as dealt (statuses are the table's: Table.mask)."""
    kind, _, value = selector.partition(":")
    if kind == "not":
        return not matches_role(role, value)
    return {"conta": lambda: value in role.conta, "faction": lambda: role.faction == value,
            "role": lambda: role.id == value, "tag": lambda: value in role.tags,
            "hero": lambda: role.hero, "any": lambda: True, "status": lambda: False}[kind]()


# The operations of a win program (lupus_mod.simulate.win_source), in prefix order: a term
# followed by the indexes of the masks it reads, NOT followed by its program, ALL and ANY by
# their count n and the n programs they join.
NONE_ALIVE: Final = 0
ANY_ALIVE: Final = 1
COUNT_GE: Final = 2
HALF_ALIVE: Final = 3
TRUE: Final = 4
FALSE: Final = 5
NOT: Final = 6
ALL: Final = 7
ANY: Final = 8


def holds(code: list[int], m: int, masks: list[int]) -> bool:
    """Whether a win program holds for the living `m` (engine/wins.py on bitmasks)."""
    return _run(code, 0, m, masks)[0]


def _run(code: list[int], k: int, m: int, masks: list[int]) -> tuple[bool, int]:
    """The program at code[k]: whether it holds, and where the next one starts."""
    op = code[k]
    if op == NONE_ALIVE:
        return not m & masks[code[k + 1]], k + 2
    if op == ANY_ALIVE:
        return m & masks[code[k + 1]] != 0, k + 2
    if op == COUNT_GE:
        return bit_count(m & masks[code[k + 1]]) >= bit_count(m & masks[code[k + 2]]), k + 3
    if op == HALF_ALIVE:
        return 2 * bit_count(m & masks[code[k + 1]]) >= bit_count(m) > 0, k + 2
    if op == TRUE or op == FALSE:
        return op == TRUE, k + 1
    if op == NOT:
        value, k = _run(code, k + 1, m, masks)
        return not value, k
    every = op == ALL       # all of none hold; any of none does not
    found = every
    k += 2
    for _ in range(code[k - 1]):
        value, k = _run(code, k, m, masks)
        if value != every:
            found = not every
    return found, k


@dataclass(frozen=True)
class Winners:
    """engine/wins.py winners: the factions, the players (seats) and the conditions met."""

    factions: tuple[str, ...]
    players: tuple[int, ...]
    conditions: tuple[str, ...]


class Table:
    """The state of one game between phases (mutable, thrown away at the end)."""

    def __init__(self, rules: Compiled, roles: list[str], items: list[list[str]]) -> None:
        self.rules = rules
        self.n = n = len(roles)
        self.roles = roles
        self.cards = cards = [rules.cards[r] for r in roles]
        self.faction = [c.faction for c in cards]
        self.alive = [True] * n
        self.mask = self.everyone = (1 << n) - 1      # the living, one bit a player
        self.cause = [""] * n
        self.items = items
        self.items_at_death: list[list[str]] = [[] for _ in range(n)]
        self.sent = [c.sent for c in cards]       # the powers his role sends by order
        self.by_role: dict[str, int] = {}
        for i, r in enumerate(roles):
            self.by_role[r] = self.by_role.get(r, 0) | 1 << i
        # engine/setup.py _introduced: whom each role knows from the start, never himself.
        self.knows = [self._holders(c.knows) & ~(1 << i) if c.knows else 0 for i, c in enumerate(cards)]
        self.status: dict[str, int] = {}
        self.static: dict[str, tuple[int, list[tuple[int, int]] | None]] = {}
        self.fixed: dict[str, int] = {}       # selectors of the cards alone, no weight: bitmasks
        self.masks: dict[str, int] = {}       # selectors of the cards alone: who matches
        self.uses: dict[tuple[int, str], int] = {}      # the uses of the powers of limited uses
        # per player and power: the targets named (never_same_target) and the last night's
        # (not_consecutive); per player: the night he last gave items, and to whom (rob)
        self.targets: dict[tuple[int, str], list[int]] = {}
        self.last: dict[tuple[int, str], tuple[int, int]] = {}
        self.gave: dict[int, tuple[int, list[int]]] = {}
        self.counters: dict[tuple[int, str], int] = {}
        self.notes: dict[str, list[str]] = {}
        self.flags: set[str] = set()
        self.scheduled: list[tuple[int, int, str]] = []   # (night, player, cause) deaths to come
        self.nights = self.days = 0
        self.burned = 0       # who burned at the stake in the phase just ended (wins.py burned)
        self.winners: Winners | None = None
        # the grieving: who, whose death (selector) he grieves, the cause of his own
        self.grieving = [(i, c.grieves[0], c.grieves[1]) for i, c in enumerate(cards) if c.grieves is not None]
        self.open_keepers = sum(1 << i for i, c in enumerate(cards) if c.keeps_open)
        self.unsavable = [c.unsavable for c in cards]
        # Who has an automatic power by his role; who may by an item (items pass to anyone).
        self.automatic = [i for i, c in enumerate(cards) if c.automatic]
        self.item_automatic = range(n) if rules.item_automatic else range(0)
        self.win_masks = [self.match(s) for s in rules.win_selectors]

    def _holders(self, roles: frozenset[str]) -> int:
        """Who holds one of the roles, as a bitmask."""
        mask = 0
        for role in roles:
            mask |= self.by_role.get(role, 0)
        return mask

    # -- selectors (engine/seats.py matches; wins.py _count) ---------------------------------------
    def _static(self, selector: str) -> tuple[int, list[tuple[int, int]] | None]:
        found = self.static.get(selector)
        if found is None:
            weights = self.rules.weights(selector)
            mask, heavy = 0, False
            for role, weight in weights.items():     # a loop: compiled, no generator a game
                mask |= self.by_role.get(role, 0)     # a seat has one role: the masks are disjoint
                heavy = heavy or weight > 1
            found = self.static[selector] = (
                mask, [(i, weights.get(r, 0)) for i, r in enumerate(self.roles)] if heavy else None)
            if not heavy and "status:" not in selector:
                self.fixed[selector] = mask     # counted as a bitmask from now on
        return found

    def match(self, selector: str) -> int:
        """Who matches, as a bitmask: a status is the table's, the rest the card's."""
        found = self.masks.get(selector)
        if found is not None:
            return found
        if selector.startswith("status:"):
            return self.status.get(selector[7:], 0)
        kind, _, value = selector.partition(":")
        found = self.everyone & ~self.match(value) if kind == "not" else self._static(selector)[0]
        if "status:" not in selector:
            self.masks[selector] = found        # the cards do not change: once a game
        return found

    def is_(self, who: int, selector: str) -> bool:
        return bool(self.match(selector) >> who & 1)

    def count(self, selector: str) -> int:
        mask = self.fixed.get(selector)
        if mask is not None:
            return bit_count(self.mask & mask)
        if selector.startswith("conta:"):
            mask, weights = self._static(selector)
            if weights is None:
                return bit_count(self.mask & mask)
            return sum(w for i, w in weights if self.alive[i])
        return bit_count(self.mask & self.match(selector))

    def others(self, selector: str, besides: str) -> bool:
        rest = self.mask & ~self.match(besides) if besides else self.mask
        return rest & ~self.match(selector) == 0

    def score(self, role: str, counter: str) -> bool:
        if not self.nights:
            return False
        holders = self.by_role.get(role, 0)
        while holders:
            low = holders & -holders
            if 2 * self.counters.get((low.bit_length() - 1, counter), 0) >= self.nights:
                return True
            holders ^= low
        return False

    # -- the day: engine/day.py apply_day ---------------------------------------------------
    def day(self, burned: int) -> list[tuple]:
        self.days += 1
        turn = Turn(self, self.days)
        if burned >= 0 and self.alive[burned] and turn.kill(burned, "rogo", unstoppable=True):
            self.burned = 1 << burned
        self.check_wins()
        self.burned = 0
        return turn.log

    # -- engine/wins.py winners ---------------------------------------------------------------
    def ends_at(self, ids: frozenset[str]) -> bool:
        """engine/night._won_at: one of the wins `ids` is met in the middle of the night; the
        game then ends there, its winners found as at any end."""
        m, masks = self.mask, self.win_masks
        if any(w.id in ids and (test(self) if code is None else holds(code, m, masks))
               for w, code, test in self.rules.checks):
            self.check_wins()
        return self.winners is not None

    def check_wins(self) -> None:
        if self.winners is not None:
            return
        rules = self.rules
        m, masks = self.mask, self.win_masks
        met = [w for w, code, test in rules.checks if (test(self) if code is None else holds(code, m, masks))]
        if not any(w.alone for w in met) and self.mask & self.open_keepers:
            met = []     # "Finché il Pifferaio è in vita, la partita prosegue"
        if not met and self.mask:
            return
        met += [w for w, f in rules.end_only if f(self)]
        if not met:
            self.winners = Winners((), (), (NOBODY_ALIVE,))
            return
        chosen = [w for w in met if w.alone] or met
        players = {i for w in chosen for i in range(self.n)
                   if (self.roles[i] == w.role if w.role else self.faction[i] == w.faction)}
        joinable = not any(w.alone for w in chosen) or \
            rules.policies.get("alive_joins_sole_winner", False)
        for w in rules.joiners:
            if joinable and not any(x.alone and x.role == w.role for x in chosen):
                players |= {i for i in range(self.n) if self.roles[i] == w.role and self.alive[i]}
        self.winners = Winners(tuple(dict.fromkeys(w.faction for w in chosen if w.faction)),
                               tuple(sorted(players)), tuple(w.id for w in chosen))


class Turn:
    """One phase's deaths and returns (engine/phase.py Phase): what it did, in order, as
    ("death", player, cause), ("revive", player, cause), ("result", investigator, target, answer)
    and ("item", actor, target, item, to, cause) with -1 for nobody, as the engine's events."""

    def __init__(self, table: Table, index: int) -> None:
        self.t = table
        self.index = index
        self.log: list[tuple] = []
        self.deaths: list[int] = []
        self.guards: dict[int, list[tuple[int, tuple[str, ...] | None]]] = {}

    def kill(self, target: int, cause: str, unstoppable: bool = False) -> bool:
        """Phase.kill: the dead stay dead; the unsavable die whatever; a guard against this
        cause saves, unless nothing can stop it."""
        t = self.t
        if not t.alive[target]:
            return False
        guards = self.guards.get(target) if not unstoppable else None
        if guards and not t.unsavable[target] and any(
                against is None or cause in against for _, against in guards):
            return False
        self.die(target, cause)
        return True

    def die(self, target: int, cause: str) -> None:
        """Phase._die: items leave play with their holder; the grieving schedule their end."""
        t = self.t
        t.alive[target] = False
        t.mask &= ~(1 << target)
        t.cause[target] = cause
        t.items_at_death[target] = list(t.items[target])
        self.deaths.append(target)
        self.log.append(("death", target, cause))
        for item in t.items[target]:
            self.log.append(("item", -1, target, item, -1, "holder-died"))
        t.items[target] = []
        for griever, whose, cause in t.grieving:     # passives.py grieves
            if t.alive[griever] and griever != target and t.is_(target, whose):
                t.scheduled.append((self.index + 1, griever, cause))

    def revive(self, target: int, cause: str) -> None:
        """Phase.revive: back with the items he held at death that nobody living holds."""
        t = self.t
        if t.alive[target]:
            return
        t.alive[target] = True
        t.mask |= 1 << target
        held = {i for p in range(t.n) if t.alive[p] for i in t.items[p]}
        t.items[target] = [i for i in t.items_at_death[target] if i not in held]
        t.items_at_death[target] = []
        t.cause[target] = ""
        self.log.append(("revive", target, cause))
