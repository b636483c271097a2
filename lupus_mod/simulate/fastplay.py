"""The fast path: a whole game on the compiled tables, the bots choosing structured orders.

    play_fast(rules, setup, seed, strategy, keep) -> Outcome

The bots here are lupus_mod.simulate.bots' strategies on ints: the same choices from the same
random stream (`{seed}:bots`), so a game played here is, death for death, the game `play_game`
plays through the resolver (tests/simulate/test_fast_path.py). Pure.
"""
from __future__ import annotations

import random

from lupus_mod.engine.state import Event, event
from lupus_mod.lifecycle.deal import deal_with_spares
from lupus_mod.lifecycle.roster import Recruit
from lupus_mod.simulate.bots import BotOrder, evil_answers
from lupus_mod.simulate.compiled import Compiled, Power
from lupus_mod.simulate.lean import Table


class _Bots:
    """RandomBot and InformedBot (lupus_mod.simulate.bots) on a Table."""

    def __init__(self, t: Table, strategy: str, rng: random.Random) -> None:
        self.t = t
        self.informed = strategy == "informed"
        self.rng = rng
        self.answers: dict[int, dict[int, str]] = {}     # Knowledge.answers
        counts: dict[str, int] = {}
        for f in t.faction:
            counts[f] = counts.get(f, 0) + 1
        self.village = max(counts, key=lambda f: (counts[f], f))     # InformedBot._village
        self.evil = evil_answers(t.rules.ruleset) if self.informed else frozenset()
        self.group_of = {p.id: g.id for g in t.rules.ruleset.groups for p in g.powers}

    def _pool(self, power: Power, actor: int) -> list[int]:
        t = self.t
        rule = power.spec.target
        n = range(t.n)
        if rule == "other-alive":
            pool = [i for i in n if t.alive[i] and i != actor]
        elif rule == "alive":
            pool = [i for i in n if t.alive[i]]
        elif rule == "dead":
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

    def _suspicion(self, candidates: list[int]) -> dict[int, int]:
        score = dict.fromkeys(candidates, 0)
        alive = self.t.alive
        for asker, found in self.answers.items():
            if not alive[asker]:
                continue
            for target, answer in found.items():
                if target in score:
                    score[target] += 2 if answer in self.evil else -2
        return score

    def _choose(self, power: Power, actor: int, pool: list[int]) -> int:
        rng = self.rng
        if not self.informed:
            return rng.choice(pool)
        answers = self.answers
        revealed = [i for i in pool if i in answers]
        village = self.t.faction[actor] == self.village
        if power.killing:
            if not village:
                return rng.choice(revealed or pool)
            suspects = self._suspicion(pool)
            best = max(suspects.values(), default=0)
            return rng.choice([i for i, s in suspects.items() if s == best] if best > 0 else pool)
        if power.effect == "protect" and revealed and village:
            return rng.choice(revealed)
        if power.effect == "investigate":
            seen = answers.get(actor, {})
            return rng.choice([i for i in pool if i not in seen] or pool)
        return rng.choice(pool)

    def _args(self, power: Power, actor: int) -> tuple[int, ...] | None:
        args: list[int] = []
        for kind in power.spec.args:
            if kind.endswith("?") and self.rng.random() < 0.5:
                continue
            pool = self._pool(power, actor)
            if not pool:
                return None
            args.append(self._choose(power, actor, pool) if not args else self.rng.choice(pool))
        return tuple(args)

    def night_orders(self) -> list[tuple[int, Power, tuple[int, ...]]]:
        t = self.t
        index = t.nights + 1
        orders = []
        done: set[str] = set()
        for actor in range(t.n):
            if not t.alive[actor]:
                continue
            for power in t.powers[actor]:
                spec = power.spec
                if index < spec.from_night or (spec.uses and t.uses.get((actor, spec.id), 0) >= spec.uses):
                    continue
                group = self.group_of.get(spec.id)
                if group in done:
                    continue
                args = self._args(power, actor)
                if args is not None:
                    orders.append((actor, power, args))
                    if group:
                        done.add(group)
        return orders

    def burn(self) -> int:
        t = self.t
        living = [i for i in range(t.n) if t.alive[i]]
        if not living:
            return -1
        if not self.informed:
            return self.rng.choice(living)
        suspicion = self._suspicion(living)
        votes: dict[int, int] = {}
        for voter in living:
            knows = t.knows[voter]
            pool = [i for i in living if i != voter and not knows >> i & 1]
            if not pool:
                continue
            if t.faction[voter] == self.village:
                best = max(suspicion[i] for i in pool)
                pick = self.rng.choice([i for i in pool if suspicion[i] == best])
            else:
                pick = self.rng.choice([i for i in pool if i in self.answers] or pool)
            votes[pick] = votes.get(pick, 0) + 1
        if not votes:
            return -1
        top = max(votes.values())
        names = [f"G{i + 1}" for i in range(t.n)]
        return self.rng.choice(sorted((i for i, v in votes.items() if v == top), key=names.__getitem__))

    def learn(self, log: list[tuple]) -> None:
        for fact in log:
            if fact[0] == "result":
                self.answers.setdefault(fact[1], {})[fact[2]] = fact[3]


def play_fast(rules: Compiled, setup, seed: int, strategy: str, keep: bool = False):
    """Play the setup from the deal to the end on the compiled tables (see play.play_game)."""
    from lupus_mod.simulate.play import Outcome, Phase

    names = setup.names
    dealt, _ = deal_with_spares(tuple(Recruit(n) for n in names), dict(setup.counts), rules.ruleset, seed)
    t = Table(rules, [d.role for d in dealt])
    bots = _Bots(t, strategy, random.Random(f"{seed}:bots"))
    deaths: list[tuple[str, str, int]] = []
    phases: list = []
    night = not setup.day_first
    limit = 4 * setup.players + 8
    played = 0
    while t.winners is None and played < limit:
        if night:
            orders = bots.night_orders()
            log = t.night(orders)
            bots.learn(log)
            index = t.nights
        else:
            burned = bots.burn()
            log, orders = t.day(burned), ()
            index = t.days
        kind = "night" if night else "day"
        deaths += [(fact[2], kind, index) for fact in log if fact[0] == "death"]
        if keep:
            phases.append(_phase(Phase, t, kind, index, orders, burned if not night else -1, log, names))
        played += 1
        if not t.mask and t.winners is None:
            break
        night = not night
    winners = t.winners or {}
    won = {names[i] for i in winners.get("players", ())}
    solo = tuple(w.role for w in rules.ruleset.wins if w.alone and w.role and
                 any(d.role == w.role for d in dealt if d.name in won)
                 and w.faction not in winners.get("factions", ()))
    return Outcome(seed, tuple((d.name, d.role) for d in dealt), tuple(winners.get("factions", ())),
                   solo, tuple(winners.get("conditions", ())), t.nights, t.days, tuple(deaths),
                   not t.winners, tuple(phases))


def _phase(phase_type, t: Table, kind: str, index: int, orders, burned: int, log,
           names: tuple[str, ...]):
    """The phase as play_game keeps it: the orders as the resolver reads them, and the events
    the equivalence tests compare (deaths, answers, the end)."""
    bot_orders = tuple(BotOrder(names[a], p.spec.keyword, tuple(names[x] for x in args), k + 1)
                       for k, (a, p, args) in enumerate(orders))
    events: list[Event] = [
        event("death", target=names[f[1]], cause=f[2], data={"role": t.roles[f[1]]}) if f[0] == "death"
        else event("result", actor=names[f[1]], target=names[f[2]], data={"answer": f[3]}) for f in log]
    if t.winners is not None and not any(e.kind == "game-over" for e in events):
        events.append(event("game-over", data={**t.winners, "players": [names[i] for i in t.winners["players"]]}))
    return phase_type(kind, index, bot_orders, names[burned] if burned >= 0 else "", tuple(events))
