"""One dealt game on the compiled tables: players as ints, the night and the burn resolved as
`resolve_night` and `apply_day` resolve them, for the fast path's vocabulary only
(lupus_mod.simulate.compiled). Each rule below names the engine function it mirrors.
"""
from __future__ import annotations

from typing import Any

from lupus_mod.engine.wins import NOBODY_ALIVE
from lupus_mod.simulate.compiled import Compiled, Power


class Table:
    """The state of one game between and during phases (mutable, thrown away at the end)."""

    def __init__(self, rules: Compiled, roles: list[str]) -> None:
        rs = rules.ruleset
        self.rules = rules
        self.n = n = len(roles)
        self.roles = roles
        specs = [rs.role(r) for r in roles]
        self.specs = specs
        self.faction = [s.faction for s in specs]
        self.alive = [True] * n
        self.mask = (1 << n) - 1            # the living, one bit a player
        self.cause = [""] * n
        self.powers = [rules.powers[r] for r in roles]
        by_role: dict[str, int] = {}
        for i, r in enumerate(roles):
            by_role[r] = by_role.get(r, 0) | 1 << i
        # engine/setup.py _introduced: whom each role knows from the start, never himself.
        self.knows = [sum(by_role.get(k, 0) for k in rules.knows[r]) & ~(1 << i)
                      for i, r in enumerate(roles)]
        self.uses: dict[tuple[int, str], int] = {}
        self.history: dict[tuple[int, str], list[int]] = {}
        self.last: dict[tuple[int, str], tuple[int, int]] = {}
        self.nights = self.days = 0
        self.winners: dict[str, list[str]] | None = None
        # Who matches each selector (a bitmask) and, for a conta a card carries twice, weights.
        self.sel: dict[str, tuple[int, list[tuple[int, int]] | None]] = {}
        for selector, weights in rules.selectors.items():
            mask = sum(by_role.get(r, 0) for r in weights)
            heavy = any(w > 1 for w in weights.values())
            self.sel[selector] = (mask, [(i, weights.get(r, 0)) for i, r in enumerate(roles)] if heavy else None)

    def count(self, selector: str) -> int:
        mask, weights = self.sel[selector]
        if weights is None:
            return (self.mask & mask).bit_count()
        return sum(w for i, w in weights if self.alive[i])

    def others(self, selector: str, besides: str) -> bool:
        rest = self.mask & ~self.sel[besides][0] if besides else self.mask
        return rest & ~self.sel[selector][0] == 0

    def die(self, who: int, cause: str, log: list) -> None:
        self.alive[who] = False
        self.mask &= ~(1 << who)
        self.cause[who] = cause
        log.append(("death", who, cause))

    # -- the night: engine/night.py resolve_night ------------------------------------------
    def night(self, orders: list[tuple[int, Power, tuple[int, ...]]]) -> list[tuple]:
        """What the night did, in order: ("death", player, cause) and ("result", investigator,
        target, answer)."""
        self.nights = index = self.nights + 1
        groups: dict[str, Any] = {}
        actions = []
        for order in orders:        # _bind: one order a group, the last one sent stands
            if order[1].group:
                groups[order[1].group] = order
            else:
                actions.append(order)
        actions.extend(groups.values())
        actions.sort(key=lambda a: a[1].step)   # the steps in order, each in the order bound
        night = _Night(self, index)
        for sender, power, args in actions:
            night.run(sender, power, args)
        self._check_wins()
        return night.log

    # -- the day: engine/day.py apply_day ---------------------------------------------------
    def day(self, burned: int) -> list[tuple]:
        self.days += 1
        log: list[tuple] = []
        if burned >= 0 and self.alive[burned]:
            self.die(burned, "rogo", log)       # unstoppable: no guard at the stake
        self._check_wins()
        return log

    # -- engine/wins.py winners ---------------------------------------------------------------
    def _check_wins(self) -> None:
        if self.winners is not None:
            return
        living = self.mask.bit_count()
        count, others = self.count, self.others
        wins = self.rules.wins
        met = [w for w, f in wins if not w.at_end_only and not w.joins_if_alive
               and f(count, living, others)]
        if not met and living:
            return
        met += [w for w, f in wins if w.at_end_only and f(count, living, others)]
        if not met:
            self.winners = {"factions": [], "players": [], "conditions": [NOBODY_ALIVE]}
            return
        chosen = [w for w in met if w.alone] or met
        players = {i for w in chosen for i in range(self.n)
                   if (self.roles[i] == w.role if w.role else self.faction[i] == w.faction)}
        rs = self.rules.ruleset
        joinable = not any(w.alone for w in chosen) or rs.policy("alive_joins_sole_winner", False)
        for w, _ in wins:
            if joinable and w.joins_if_alive and not any(x.alone and x.role == w.role for x in chosen):
                players |= {i for i in range(self.n) if self.roles[i] == w.role and self.alive[i]}
        self.winners = {"factions": list(dict.fromkeys(w.faction for w in chosen if w.faction)),
                        "players": sorted(players), "conditions": [w.id for w in chosen]}


class _Night:
    """What happened to whom tonight (engine/seats.py Scratch), and the actions' run."""

    def __init__(self, table: Table, index: int) -> None:
        self.t = table
        self.index = index
        self.blocked: set[int] = set()
        self.guards: dict[int, list[tuple[int, tuple[str, ...] | None]]] = {}
        self.log: list[tuple] = []

    def _free_member(self, actor: int, power: Power) -> int:
        """night.py _free_member: a dead or blocked sender's pack order goes to a free member."""
        t = self.t
        if t.alive[actor] and actor not in self.blocked:
            return actor
        mask = t.sel[t.rules.group_members[power.group]][0]
        return next((i for i in range(t.n) if t.alive[i] and mask >> i & 1 and i not in self.blocked),
                    actor)

    def _refused(self, actor: int, power: Power, args: tuple[int, ...]) -> bool:
        """targets.py check_action, for the orders the bots send."""
        spec, t = power.spec, self.t
        if self.index < spec.from_night:
            return True
        if spec.uses and t.uses.get((actor, spec.id), 0) >= spec.uses:
            return True
        rule = spec.target
        for name in args:
            alive = t.alive[name]
            if rule in ("other-alive", "other", "other-dead") and name == actor:
                return True
            if (rule in ("other-alive", "alive") and not alive) or (rule == "dead" and alive):
                return True
            if rule == "burned" and (alive or t.cause[name] != "rogo"):
                return True
        if spec.distinct_targets and len(set(args)) != len(args):
            return True
        if spec.never_same_target and args[0] in t.history.get((actor, spec.id), ()):
            return True
        return spec.not_consecutive and t.last.get((actor, spec.id)) == (self.index - 1, args[0])

    def run(self, sender: int, power: Power, args: tuple[int, ...]) -> None:
        """night.py _run, then _record_use on the sender."""
        actor = self._free_member(sender, power) if power.group else sender
        t = self.t
        if not t.alive[actor] or (actor in self.blocked and not power.spec.unblockable):
            return
        if self._refused(actor, power, args):
            return
        target = args[0]
        effect = power.effect
        if effect == "kill":
            self.kill(target, power.cause, power.unstoppable)
        elif effect == "protect":
            self.guards.setdefault(target, []).append((actor, power.against))
        elif effect == "block":
            self.blocked.add(target)
        else:      # investigate: Phase.appearance through the power's lens
            answer = _appearance(t.specs[target], power.lens)
            if answer not in power.no_answer:
                self.log.append(("result", actor, target, answer))
        key = (sender, power.spec.id)
        t.uses[key] = t.uses.get(key, 0) + 1
        if power.spec.never_same_target:
            t.history.setdefault(key, []).append(target)
        t.last[key] = (self.index, target)

    def kill(self, target: int, cause: str, unstoppable: bool) -> None:
        """Phase.kill: the dead stay dead; a guard against this cause saves."""
        if not self.t.alive[target]:
            return
        guarded = any(against is None or cause in against for _, against in self.guards.get(target, ()))
        if unstoppable or not guarded:
            self.t.die(target, cause, self.log)


def _appearance(role, lens: str) -> str:
    if lens in role.appears:
        return role.appears[lens]
    if lens == "visto":
        return role.visto
    if lens == "role":
        return role.name
    word = lens.upper()
    return word if word in role.conta else f"NON {word}"
