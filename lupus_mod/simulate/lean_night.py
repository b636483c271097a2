"""The night on the compiled tables, as engine/night.py resolve_night folds it: the orders
bound, each step in turn (its own effect first, then its actions), the finishers at dawn, the
wins. The effects themselves are lupus_mod.simulate.kernels.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Sequence

from lupus_mod.engine.blocks import Shape, solve
from lupus_mod.simulate.draws import below, seeded
from lupus_mod.simulate.lean import Power, Table, Turn

Order = tuple[int, Power, tuple[Any, ...]]      # sender, power, arguments (players as ints)
Action = tuple[int, Power, tuple[Any, ...] | None]     # an order, or an automatic power (None)


class Night(Turn):
    def __init__(self, table: Table, seed: int) -> None:
        super().__init__(table, table.nights + 1)
        self.seed = seed
        self._rng: random.Random | None = None
        self.unseen: list[int] = []      # draws no later draw has needed yet (kernels.random_boost)
        self.dusk = list(table.alive)
        self.start_items = [tuple(held) if held and alive else () for held, alive in zip(table.items, table.alive)]
        self.blocked: dict[int, int] = {}            # blocked player -> by whom
        self.robberies: dict[int, int] = {}          # robbed holder -> robber
        self.actions: list[Action] = []
        self.deliveries: list[tuple[int, str, int]] = []   # holder, item, recipient
        # the kernels' work left to dawn (the Shinigami's predict-death): what to call, with what
        self.finishers: list[tuple[Callable[..., None], int, Power, tuple[Any, ...]]] = []

    @property
    def rng(self) -> random.Random:
        """night.py Night: random.Random(f"{seed}:night:{label}"), made when first drawn."""
        if self._rng is None:
            self._rng = seeded(f"{self.seed}:night:{self.index}")
            for size in self.unseen:
                below(self._rng, size)
        return self._rng

    def draw_unseen(self, size: int) -> None:
        """below(rng, size) whose result nobody reads: only a later draw of the same
        night sees it, through the stream it moves on. Made when that draw comes (the
        generator is seeded, and the draw replayed, only then): the same stream, without
        seeding a generator for the nights that draw nothing else."""
        if self._rng is None:
            self.unseen.append(size)
        else:
            below(self._rng, size)

    # -- binding (night.py _bind) ---------------------------------------------------------------
    def bind(self, orders: list[Order], passes: list[tuple[int, str, int]]) -> None:
        t = self.t
        groups: dict[str, Order] = {}
        for order in orders:
            if order[1].group:
                groups[order[1].group] = order    # one order a group: the last one sent stands
            else:
                self.actions.append(order)
        self.actions.extend(groups.values())
        self.deliveries = passes
        automatic = t.rules.automatic
        holders = [who for who in t.item_automatic if self.start_items[who]] if t.item_automatic else ()
        for who in sorted({*t.automatic, *holders}) if holders else t.automatic:
            # action.py powers_for: his role's and groups', and his items' at dusk.
            if t.alive[who]:
                for owner in (t.roles[who], *self.start_items[who]):
                    for power in automatic[owner]:
                        self.actions.append((who, power, None))

    # -- the fold -----------------------------------------------------------------------------------
    def resolve(self) -> list[tuple]:
        t = self.t
        # Step by step: the step's own effect, then its actions in the order bound (as a
        # stable sort by step would order them).
        steps = t.rules.step_effects
        blocking = t.rules.block_steps
        stops = t.rules.step_stops
        by_step: list[list[Action]] = [[] for _ in steps]
        for action in self.actions:
            by_step[action[1].step].append(action)
        for index, effect in enumerate(steps):
            if effect is not None:
                self.step = index
                effect[0](self, effect[1])
            self.step = index
            if by_step[index]:
                self.run_due(by_step[index], blocking[index])
            if stops[index] and t.ends_at(stops[index]):
                break
        for finish, actor, power, args in self.finishers:
            finish(self, actor, power, args)
        t.nights = self.index
        t.check_wins()
        return self.log

    def run_due(self, due: list[Action], blocking: bool) -> None:
        """night.py _run_step: the step's actions in list order (players are their places in
        it), its blocks first, solved together (engine/blocks.py)."""
        if not _in_seat_order(due):
            due.sort(key=_sender)
        lands = self.landing_blocks(due) if blocking else []
        if not lands:           # most steps: no block lands, nothing to set apart
            for sender, power, args in due:     # unpacked: compiled, a direct call
                self.run(sender, power, args)
            return
        for place in lands:
            sender, power, args = due[place]
            self.run(sender, power, args, settled=True)
        for place in range(len(due)):
            if place not in lands:      # places, not ids: compiled tuples are re-boxed
                sender, power, args = due[place]
                self.run(sender, power, args)

    def players(self, power: Power, args: tuple[Any, ...]) -> Sequence[int]:
        """night.py Action.players: the arguments of kind player."""
        if power.all_players:
            return args
        return [args[i] for i in power.at if i < len(args)]

    def target(self, power: Power, args: tuple[Any, ...]) -> int:
        """night.py Action.target: the first player argument (compiled.py makes it required)."""
        return args[power.at[0]]

    def free_member(self, actor: int, power: Power) -> int:
        """night.py _free_member: a dead or blocked sender's group order goes to a free member."""
        t = self.t
        if t.alive[actor] and actor not in self.blocked:
            return actor
        mask = t.match(t.rules.group_members[power.group])
        return next((i for i in range(t.n) if t.alive[i] and mask >> i & 1 and i not in self.blocked),
                    actor)

    def landing_blocks(self, due: list[Action]) -> list[int]:
        """blocks.plan_step: the places in `due` of the step's blocks that land (the policy's
        default, "all": the compiled tables take no other)."""
        t = self.t
        blocks = [(i, Shape(s, self.target(p, args), p.unblockable)) for i, (s, p, args) in enumerate(due)
                  if p.effect == "block" and not p.group and args is not None
                  and t.alive[s] and (s not in self.blocked or p.unblockable)
                  and not self.refused(s, p, args)]
        if not blocks:
            return []
        lands = solve("all", [shape for _, shape in blocks])
        return [i for (i, _), ok in zip(blocks, lands) if ok]

    def run(self, sender: int, power: Power, args: tuple[Any, ...] | None, settled: bool = False) -> None:
        """night.py _run, then _record_use on the sender."""
        actor = self.free_member(sender, power) if power.group else sender
        t = self.t
        if not t.alive[actor] or (actor in self.blocked and not power.unblockable and not settled):
            return
        if args is None:            # an automatic power: no order to check, no use to count
            power.run(self, actor, power, ())
            return
        if self.refused(actor, power, args) or power.run(self, actor, power, args) is False:
            return
        key = (sender, power.id)
        if power.uses:              # the count only a power of limited uses reads
            t.uses[key] = t.uses.get(key, 0) + 1
        if power.remembers:         # the targets only never_same_target and not_consecutive read
            targets = self.players(power, args)
            target = targets[0] if targets else -1
            t.targets.setdefault(key, []).append(target)
            t.last[key] = (self.index, target)

    def refused(self, actor: int, power: Power, args: tuple[Any, ...]) -> bool:
        """targets.py check_action, for the orders the bots send."""
        t = self.t
        if self.index < power.from_night:
            return True
        if power.uses and t.uses.get((actor, power.id), 0) >= power.uses:
            return True
        if not power.texts and not power.required <= len(args) <= len(power.kinds):
            return True
        players = args if power.all_players else self.players(power, args)
        dusk = power.dusk
        rule = power.target
        alive = t.alive
        for name in players:
            if rule == "other-alive" and name != actor and alive[name]:
                continue        # the common case, checked without a call
            problem = self._target_problem(actor, rule, name, dusk)
            if problem == "dead-target" and power.skip_died_tonight and \
                    self.dusk[name] and any(alive[p] for p in players):
                continue
            if problem:
                return True
        if power.distinct_targets and len(set(players)) != len(players):
            return True
        if not power.remembers:
            return False
        target = players[0] if players else -1
        if power.never_same_target and target in t.targets.get((actor, power.id), ()):
            return True
        return power.not_consecutive and t.last.get((actor, power.id)) == (self.index - 1, target)

    def _target_problem(self, actor: int, rule: str, name: int, dusk: bool) -> str:
        alive = self.t.alive[name] or (dusk and self.dusk[name])
        if rule in ("other-alive", "other", "other-dead") and name == actor:
            return "self-target"
        if rule in ("other-alive", "alive") and not alive:
            return "dead-target"
        if rule == "dead" and alive:
            return "alive-target"
        if rule == "burned" and (alive or self.t.cause[name] != "rogo"):
            return "not-burned"
        return ""


def _sender(action: Action) -> int:
    return action[0]


def _in_seat_order(due: list[Action]) -> bool:
    """Whether a step's actions already stand in list order (the orders are sent seat by seat,
    so mostly they do): a pass, where a sort would call its key for each action."""
    for k in range(1, len(due)):
        if due[k - 1][0] > due[k][0]:
            return False
    return True
