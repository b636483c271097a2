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
from lupus_mod.simulate.draws import below, choice, shuffle
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
        """RandomBot._pool: whom the power may name, by its target rule."""
        t = self.t
        rule = power.target
        if rule in ("other-alive", "alive"):
            drop = self._drop(power, actor)
            return [i for i in self.living.players if not drop >> i & 1] if drop else self.living.players
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
        rng = self.rng
        if not self.informed:
            return choice(rng, pool)
        answers = self.answers
        village = self.t.faction[actor] == self.village
        if power.killing:
            if not village:
                return choice(rng, [i for i in pool if i in answers] or pool)
            score = self._suspicion()
            best = _most(score, pool)
            return choice(rng, [i for i in pool if score[i] == best] if best > 0 else pool)
        if power.effect == "protect" and village:
            revealed = [i for i in pool if i in answers]
            if revealed:
                return choice(rng, revealed)
        if power.effect == "investigate":
            seen = answers.get(actor, {})
            return choice(rng, [i for i in pool if i not in seen] or pool)
        return choice(rng, pool)

    def _args(self, power: Power, actor: int) -> tuple | None:
        args: list = []
        rng = self.rng
        for kind, optional in power.shape:
            if optional and rng.random() < 0.5:
                continue
            # a uniform choice among the living less a few (the random bots', and the informed
            # bots' but for the powers InformedBot.choose weighs): drawn with no list built
            uniform = not self.informed or args or not (power.killing or power.effect in _WEIGHED)
            if kind == "player" and uniform and power.target in ("other-alive", "alive"):
                pick = self.living.choose_without(rng, self._drop(power, actor))
                if pick < 0:
                    return None
                args.append(pick)
            elif kind == "player":
                pool = self._pool(power, actor)
                if not pool:
                    return None
                args.append(self._choose(power, actor, pool) if not args else choice(rng, pool))
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
        self.living = _Seq(living, t.mask)
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
                    pick = self.living.choose_without(self.rng, self._drop(power, actor))
                    args = (pick,) if pick >= 0 else None
                else:
                    args = self._args(power, actor)
                if args is not None:
                    orders.append((actor, power, args))
                    sent_orders.append((actor, power, args))
                    if group:
                        done.add(group)
            if self.passes and items[actor]:
                others = [i for i in living if i != actor]
                count = len(items[actor])
                # rng.sample of one is rng.choice: the same single draw below len(others)
                chosen = self.rng.sample(others, min(len(others), count)) if count > 1 or not others \
                    else [choice(self.rng, others)]
                for item, to in zip(items[actor], chosen):
                    orders.append((actor, None, (item, to)))
                    passes.append((actor, item, to))
        return sent_orders, passes, orders

    def burn(self) -> int:
        t = self.t
        living = [i for i in range(t.n) if t.alive[i]]
        if not living:
            return -1
        if not self.informed:
            return choice(self.rng, living)
        suspicion = self._suspicion()
        best = _most(suspicion, living)
        top = _Seq([i for i in living if suspicion[i] == best])       # the most suspected
        revealed = _Seq([i for i in living if i in self.answers])      # the investigators
        everyone = _Seq(living, t.mask)
        votes = [0] * t.n
        for voter in living:
            drop = t.knows[voter] | 1 << voter
            if t.mask & ~drop == 0:
                continue        # nobody to vote for
            if t.faction[voter] == self.village:
                pick = top.choose_without(self.rng, drop)
                if pick < 0:    # the most suspected are himself and his allies: the next ones
                    pool = [i for i in living if not drop >> i & 1]
                    most = max(suspicion[i] for i in pool)
                    pick = choice(self.rng, [i for i in pool if suspicion[i] == most])
            else:
                pick = revealed.choose_without(self.rng, drop)
                if pick < 0:
                    pick = everyone.choose_without(self.rng, drop)
            votes[pick] += 1
        most = _most(votes, living)     # the votes went to the living
        if not most:
            return -1       # nobody voted
        return choice(self.rng, [i for i in self.by_name if votes[i] == most])

    def learn(self, log: list[tuple]) -> None:
        """Knowledge.learn: the investigations' answers."""
        for fact in log:
            if fact[0] == "result":
                self.answers.setdefault(fact[1], {})[fact[2]] = fact[3]


def _most(values: list[int], among: list[int]) -> int:
    """max(values[i] for i in among), among not empty (a loop: compiled, no call of max)."""
    most = values[among[0]]
    for i in among:
        if values[i] > most:
            most = values[i]
    return most


class _Seq:
    """Players in seat order, to draw among them less a few (as a bitmask)."""

    def __init__(self, players: list[int], mask: int = -1) -> None:
        self.players = players
        # seat -> his place in `players` (only the players' seats are read)
        self.place = place = [0] * (players[-1] + 1 if players else 0)
        for k, p in enumerate(players):
            place[p] = k
        if mask < 0:
            mask = 0
            for p in players:
                mask |= 1 << p
        self.mask = mask

    def choose_without(self, rng: random.Random, drop: int) -> int:
        """choice(rng, [p for p in players if not drop >> p & 1]) without building the list
        (the same draw: one choice among as many), or -1 when none is left (nothing drawn)."""
        drop &= self.mask
        if not drop:
            return self.players[below(rng, len(self.players))] if self.players else -1
        size = len(self.players)
        left = drop
        while left:     # a few players dropped: counted one by one
            left &= left - 1
            size -= 1
        if size <= 0:
            return -1
        k = below(rng, size)
        while drop:     # the dropped in seat order, each one before the pick moves it on
            low = drop & -drop
            if self.place[low.bit_length() - 1] <= k:
                k += 1
            drop ^= low
        return self.players[k]


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
        rng = random.Random(f"{seed}:deal")
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
    bots = _Bots(t, strategy, random.Random(f"{seed}:bots"), deal.by_name)
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
        events.append(event("game-over", data={"factions": list(won.factions), "players": [names[i] for i in won.players],
                                               "conditions": list(won.conditions)}))
    return Phase(kind, index, bot_orders, name(burned), tuple(events))


def _pass_keyword(t: Table) -> str:
    return next((st.settings["keyword"] for st in t.rules.ruleset.steps if st.settings.get("keyword")), "")


def _event(fact: tuple, name, t: Table) -> Event:
    kind = fact[0]
    if kind == "death":
        return event("death", target=name(fact[1]), cause=fact[2], data={"role": t.roles[fact[1]]})
    if kind == "revive":
        return event("revive", target=name(fact[1]), cause=fact[2])
    if kind == "result":
        return event("result", actor=name(fact[1]), target=name(fact[2]), data={"answer": fact[3]})
    _, actor, target, item, to, cause = fact
    return event("item", actor=name(actor), target=name(target), cause=cause,
                 data={"item": item, "to": name(to) or None})
