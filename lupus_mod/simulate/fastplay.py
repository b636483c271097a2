"""The fast path: a whole game on the compiled tables, the bots choosing structured orders.

    play_fast(rules, setup, seed, strategy, keep) -> Outcome

The bots here are lupus_mod.simulate.bots' strategies on ints: the same choices from the same
random stream (`{seed}:bots`), so a game played here is, death for death, the game `play_game`
plays through the resolver (tests/simulate/test_fast_path.py). Pure.
"""
from __future__ import annotations

import random
from typing import Any

from lupus_mod.engine.state import Event, event
from lupus_mod.simulate.bots import BotOrder
from lupus_mod.simulate.draws import choice, pick, seeded, shuffle
from lupus_mod.simulate.lean import Compiled, Power, Table, Winners
from lupus_mod.simulate.lean_night import Night
from lupus_mod.simulate.outcome import Outcome, Phase


STRATEGIES = frozenset({"random", "informed"})     # the bots of lupus_mod.simulate.bots mirrored
_WEIGHED = frozenset({"protect", "investigate"})    # InformedBot.choose's own rules, with killing


class _Bots:
    """RandomBot and InformedBot (lupus_mod.simulate.bots) on a Table."""

    def __init__(self, t: Table, strategy: str, rng: random.Random, by_name: list[int]) -> None:
        self.t = t
        self.informed = strategy == "informed"
        self.rng = rng
        self.answers: dict[int, dict[int, str]] = {}     # Knowledge.answers
        # the same answers as bitmasks: who has asked (answers' keys), whom each one asked
        self.asked = 0
        self.seen = [0] * t.n
        self.by_name = by_name          # the seats in their names' order: a tie is drawn in it
        counts: dict[str, int] = {}
        for f in t.faction:
            counts[f] = counts.get(f, 0) + 1
        self.village = ""       # InformedBot._village: the most numerous, the last by name on a tie
        for faction, count in counts.items():
            if count > counts.get(self.village, 0) or count == counts[self.village] and faction > self.village:
                self.village = faction
        rules = t.rules
        self.role_ids, self.passes = rules.role_ids, rules.passes
        self.evil = rules.evil if self.informed else frozenset()

    def _drop(self, power: Power, actor: int) -> int:
        """Whom a living-player pool leaves out: himself (other-alive), and the allies he knows
        for a killing power unless nobody else is left."""
        t = self.t
        drop = 1 << actor if power.target == "other-alive" else 0
        if power.killing and t.mask & ~(drop | t.knows[actor]):
            drop |= t.knows[actor]
        return drop

    def _pool(self, power: Power, actor: int) -> list[int]:
        """RandomBot._pool: whom the power may name, by its target rule, for the rules other
        than the living ones (those are the bitmask t.mask less _drop)."""
        t = self.t
        rule = power.target
        n = range(t.n)
        if rule == "dead":
            pool = [i for i in n if not t.alive[i]]
        elif rule == "burned":
            pool = [i for i in n if not t.alive[i] and t.cause[i] == "rogo"]
        elif rule == "other":
            pool = [i for i in n if i != actor]
        else:
            pool = list(n)
        if power.killing:
            knows = t.knows[actor]
            pool = [i for i in pool if not knows >> i & 1] or pool
        return pool

    def _suspicion(self) -> list[int]:
        """InformedBot._suspicion, by seat: what the living investigators' answers say of each
        player (only the candidates' scores are read)."""
        score = [0] * self.t.n
        alive = self.t.alive
        for asker, found in self.answers.items():
            if not alive[asker]:
                continue
            for target, answer in found.items():
                score[target] += 2 if answer in self.evil else -2
        return score

    def _choose(self, power: Power, actor: int, pool: list[int]) -> int:
        """InformedBot.choose: whom a power weighed by the bots names from the pool."""
        mask = 0
        for i in pool:
            mask |= 1 << i
        return self._choose_among(power, actor, mask)

    def _choose_among(self, power: Power, actor: int, pool: int) -> int:
        """InformedBot.choose on the pool as a bitmask (not empty): each list it filters is
        drawn from as the mask of its players, in seat order (draws.pick: the same draw)."""
        rng = self.rng
        village = self.t.faction[actor] == self.village
        if power.killing:
            if not village:
                return pick(rng, pool & self.asked or pool)
            score = self._suspicion()
            best = _top(score, pool)
            return pick(rng, _at(score, pool, best) if best > 0 else pool)
        if power.effect == "protect" and village and pool & self.asked:
            return pick(rng, pool & self.asked)
        if power.effect == "investigate":
            return pick(rng, pool & ~self.seen[actor] or pool)
        return pick(rng, pool)

    def _args(self, power: Power, actor: int) -> tuple | None:
        args: list = []
        rng = self.rng
        for kind, optional in power.shape:
            if optional and power.effect != "designate" and rng.random() < 0.5:
                continue    # a standing shot names its player (bots.RandomBot.args_for)
            # a uniform choice among the living less a few (the random bots', and the informed
            # bots' but for the powers InformedBot.choose weighs): drawn with no list built
            uniform = not self.informed or args or not (power.killing or power.effect in _WEIGHED)
            if kind == "player" and power.target in ("other-alive", "alive"):
                pool = self.t.mask & ~self._drop(power, actor)
                if not pool:
                    return None
                args.append(pick(rng, pool) if uniform else self._choose_among(power, actor, pool))
            elif kind == "player":
                pool_list = self._pool(power, actor)
                if not pool_list:
                    return None
                args.append(choice(rng, pool_list) if args or not self.informed
                            else self._choose(power, actor, pool_list))
            elif kind == "role":
                args.append(choice(rng, self.role_ids))
            elif kind == "item" and self.t.items[actor]:
                args.append(choice(rng, self.t.items[actor]))
            else:
                return None
        return tuple(args)

    def night_orders(self) -> tuple[list[tuple[int, Power, tuple]], list[tuple[int, str, int]],
                                    list[tuple[int, Power | None, tuple]]]:
        """RandomBot.night_orders: each living player's orders, then his items' passes: the
        orders, the passes (holder, item, recipient), and both in the order sent (power None,
        arguments (item, recipient) for a pass)."""
        t = self.t
        index = t.nights + 1
        orders: list[tuple[int, Power | None, tuple]] = []
        sent_orders: list[tuple[int, Power, tuple]] = []
        passes: list[tuple[int, str, int]] = []
        living = [i for i in range(t.n) if t.alive[i]]
        done: set[str] = set()
        sent, uses, items = t.rules.sent, t.uses, t.items
        simple = not self.informed      # one required living player: drawn here, no list built
        for actor in living:
            held = items[actor]
            powers = t.sent[actor] if not held else \
                [p for owner in (t.roles[actor], *held) for p in sent[owner]]
            for power in powers:
                if index < power.from_night or (power.uses and uses.get((actor, power.id), 0) >= power.uses):
                    continue
                group = power.pack
                if group and group in done:
                    continue
                args: tuple[Any, ...] | None
                if simple and power.one_living:
                    target = pick(self.rng, t.mask & ~self._drop(power, actor))
                    args = (target,) if target >= 0 else None
                else:
                    args = self._args(power, actor)
                if args is not None:
                    orders.append((actor, power, args))
                    sent_orders.append((actor, power, args))
                    if group:
                        done.add(group)
            if self.passes and items[actor]:
                others = t.mask & ~(1 << actor)
                count = len(items[actor])
                # rng.sample of one is rng.choice: the same single draw among the others
                chosen = [pick(self.rng, others)] if count == 1 and others else \
                    self.rng.sample([i for i in living if i != actor], min(len(living) - 1, count))
                for item, to in zip(items[actor], chosen):
                    orders.append((actor, None, (item, to)))
                    passes.append((actor, item, to))
        return sent_orders, passes, orders

    def burn(self) -> int:
        t = self.t
        living = t.mask
        if not living:
            return -1
        rng = self.rng
        if not self.informed:
            return pick(rng, living)
        suspicion = self._suspicion()
        top = _at(suspicion, living, _top(suspicion, living))       # the most suspected
        revealed = living & self.asked      # the investigators
        votes = [0] * t.n
        most = 0
        for voter in range(t.n):
            drop = t.knows[voter] | 1 << voter
            if not living >> voter & 1 or living & ~drop == 0:
                continue        # dead, or nobody to vote for
            if t.faction[voter] == self.village:
                vote = pick(rng, top & ~drop)
                if vote < 0:    # the most suspected are himself and his allies: the next ones
                    pool = living & ~drop
                    vote = pick(rng, _at(suspicion, pool, _top(suspicion, pool)))
            else:
                vote = pick(rng, revealed & ~drop)
                if vote < 0:
                    vote = pick(rng, living & ~drop)
            votes[vote] += 1
            if votes[vote] > most:
                most = votes[vote]
        if not most:
            return -1       # nobody voted
        return choice(rng, [i for i in self.by_name if votes[i] == most])

    def learn(self, log: list[tuple]) -> None:
        """Knowledge.learn: the investigations' answers."""
        for fact in log:
            if fact[0] == "result":
                self.answers.setdefault(fact[1], {})[fact[2]] = fact[3]
                self.asked |= 1 << fact[1]
                self.seen[fact[1]] |= 1 << fact[2]


def _top(values: list[int], among: int) -> int:
    """The highest of the values of the players of a bitmask (not empty)."""
    top = values[(among & -among).bit_length() - 1]
    for i in range(among.bit_length()):
        if among >> i & 1 and values[i] > top:
            top = values[i]
    return top


def _at(values: list[int], among: int, value: int) -> int:
    """The players of a bitmask whose value is the one given, as a bitmask."""
    found = 0
    for i in range(among.bit_length()):
        if among >> i & 1 and values[i] == value:
            found |= 1 << i
    return found


class _Deal:
    """lifecycle/deal.py deal_with_spares on ints, for a setup with no spare cards (compiled.py
    sends those to the resolver): the same bag, the same shuffle and the same draws, from
    tables made once a setup rather than once a game."""

    def __init__(self, rules: Compiled, counts: tuple[tuple[str, int], ...], players: int) -> None:
        rs = rules.ruleset
        self.rules = rules
        self.bag = [role for role, n in counts for _ in range(n)]
        self.players = range(players)
        self.names = tuple(f"G{n}" for n in range(1, players + 1))      # play.Setup.names
        self.by_name = sorted(self.players, key=self.names.__getitem__)
        # deal.py _holders, item by item: None for a random holder, else the roles it starts with.
        self.items = [(i.id, None if i.start == "random" else
                       frozenset(r.id for r in rs.roles if i.id in r.items)) for i in rs.items]

    def __call__(self, seed: int) -> tuple[list[str], list[list[str]]]:
        rng = seeded(f"{seed}:deal")
        roles = list(self.bag)
        shuffle(rng, roles)
        items: list[list[str]] = [[] for _ in self.players]
        for item, starts in self.items:
            if starts is None:
                items[choice(rng, self.players)].append(item)
            else:
                owner = next((k for k in self.players if roles[k] in starts), None)
                if owner is not None:
                    items[owner].append(item)
        return roles, items


_DEALS: dict[tuple[int, tuple[tuple[str, int], ...], int], _Deal] = {}


def _deal(rules: Compiled, setup) -> _Deal:
    key = (id(rules), setup.counts, setup.players)
    found = _DEALS.get(key)
    if found is None or found.rules is not rules:
        found = _DEALS[key] = _Deal(rules, setup.counts, setup.players)
    return found


def play_fast(rules: Compiled, setup, seed: int, strategy: str, keep: bool = False):
    """Play the setup from the deal to the end on the compiled tables (see play.play_game)."""
    deal = _deal(rules, setup)
    names = deal.names
    roles, items = deal(seed)
    t = Table(rules, roles, items)
    bots = _Bots(t, strategy, seeded(f"{seed}:bots"), deal.by_name)
    deaths: list[tuple[str, str, int]] = []
    phases: list = []
    night = not setup.day_first
    limit = 4 * setup.players + 8
    while _undecided(t) and len(phases) < limit:
        burned = -1
        if night:
            sent, passes, orders = bots.night_orders()
            tonight = Night(t, seed)
            tonight.bind(sent, passes)
            log = tonight.resolve()
            bots.learn(log)
            index = t.nights
        else:
            burned = bots.burn()
            log, orders = t.day(burned), []
            index = t.days
        kind = "night" if night else "day"
        deaths += [(fact[2], kind, index) for fact in log if fact[0] == "death"]
        phases.append(_phase(t, kind, index, orders, burned, log, names) if keep else kind)
        if not t.mask and _undecided(t):
            break
        night = not night
    winners = t.winners or Winners((), (), ())
    won = {roles[i] for i in winners.players}
    solo = tuple(w.role for w in rules.ruleset.wins if w.alone and w.role and w.role in won
                 and w.faction not in winners.factions)
    return Outcome(seed, tuple(zip(names, roles)), winners.factions, solo, winners.conditions,
                   t.nights, t.days, tuple(deaths), t.winners is None, tuple(phases) if keep else ())


def _undecided(t: Table) -> bool:
    """No winner yet. A call, not `t.winners is None` in the loop's test: mypy would narrow
    `t.winners` to None for the whole loop body (the phases set it through a method), and the
    compiled build then checks that narrowed type at run time and fails once a phase ends the
    game with nobody left alive."""
    return t.winners is None


def _phase(t: Table, kind: str, index: int, orders, burned: int, log, names: tuple[str, ...]):
    """The phase as play_game keeps it: the orders as the resolver reads them, and the events
    the equivalence tests compare (deaths, returns, item movements, answers, the end)."""
    def name(x: Any) -> str:
        return (names[x] if x >= 0 else "") if isinstance(x, int) else x

    passing = _pass_keyword(t)
    bot_orders = tuple(BotOrder(names[a], p.spec.keyword if p else passing, tuple(name(x) for x in args), k + 1)
                       for k, (a, p, args) in enumerate(orders))
    events: list[Event] = [_event(f, name, t) for f in log]
    if t.winners is not None:
        won = t.winners
        events.append(event("game-over", factions=list(won.factions),
                            players=[names[i] for i in won.players], conditions=list(won.conditions)))
    return Phase(kind, index, bot_orders, name(burned), tuple(events))


def _pass_keyword(t: Table) -> str:
    return next((st.settings["keyword"] for st in t.rules.ruleset.steps if st.settings.get("keyword")), "")


def _event(fact: tuple, name, t: Table) -> Event:
    kind = fact[0]
    if kind == "death":
        return event("death", target=name(fact[1]), cause=fact[2], role=t.roles[fact[1]])
    if kind == "revive":
        return event("revive", target=name(fact[1]), cause=fact[2])
    if kind == "result":
        return event("result", actor=name(fact[1]), target=name(fact[2]), answer=fact[3])
    _, actor, target, item, to, cause = fact
    return event("item", actor=name(actor), target=name(target), cause=cause,
                 item=item, new_holder=name(to) or None)
