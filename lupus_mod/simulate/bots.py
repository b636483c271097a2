"""The bots: who sends which order each night, and whom the day burns.

A bot sees only what its player would know: his own role and powers, the allies his role
knows (`knows`), the answers of his own investigations; `informed` village bots also share the
answers their investigators publish. Pure: the state, the ruleset and a random generator in,
orders and a name out.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Iterable

from lupus_mod.engine.seats import Seat, matches_any
from lupus_mod.engine.state import Event, GameState, PlayerState
from lupus_mod.engine.titles import title_weights
from lupus_mod.rules.spec import PowerSpec, Ruleset


@dataclass(frozen=True)
class BotOrder:
    """An order as the resolver reads it (lupus_mod.engine.night.OrderLike)."""

    player: str
    keyword: str
    args: tuple[str, ...]
    line: int = 0
    raw: str = ""


@dataclass
class Knowledge:
    """What the bots have learnt so far: investigation answers, by investigator."""

    answers: dict[str, dict[str, str]] = field(default_factory=dict)   # who asked -> target -> answer

    def learn(self, events: Iterable[Event]) -> None:
        for ev in events:
            if ev.kind == "result" and ev.actor and ev.target and "answer" in ev:
                self.answers.setdefault(ev.actor, {})[ev.target] = str(ev["answer"])


def night_powers(ruleset: Ruleset, player: PlayerState, index: int) -> list[PowerSpec]:
    """The powers a player may use tonight: his role's, his groups', his items'."""
    seat = Seat.of(player)
    powers = list(ruleset.role(player.role).powers)
    for group in ruleset.groups:
        if matches_any(seat, group.members, ruleset):
            powers += group.powers
    for item in player.items:
        powers += ruleset.item(item).powers
    return [p for p in powers if p.keyword and not p.day and index >= p.from_night
            and not (p.uses and player.used(p.id) >= p.uses)]


def _pool(state: GameState, power: PowerSpec, actor: PlayerState) -> list[str]:
    """Whom the power may name, by its target rule; a killing power spares known allies."""
    living = [p.name for p in state.players if p.alive]
    dead = [p.name for p in state.players if not p.alive]
    pool = {"other-alive": [n for n in living if n != actor.name], "alive": living,
            "dead": dead, "burned": [p.name for p in state.players if p.death_cause == "rogo" and not p.alive],
            "other": [p.name for p in state.players if p.name != actor.name]}.get(
        power.target, [p.name for p in state.players])
    if power.lethal or power.effect in ("kill", "attack"):
        pool = [n for n in pool if n not in actor.knows] or pool
    return pool


def evil_answers(ruleset: Ruleset) -> frozenset[str]:
    """Answers that point away from the largest faction: given to more of the others' cards
    than of its own (the Veggente's LOSCO, though the Incompreso is seen LOSCO too)."""
    counts: dict[str, int] = {}
    for role in ruleset.roles:
        counts[role.faction] = counts.get(role.faction, 0) + role.count
    village = max(counts, key=lambda f: counts[f]) if counts else ""
    score: dict[str, int] = {}
    for role in ruleset.roles:
        score[role.visto] = score.get(role.visto, 0) + (-role.count if role.faction == village else role.count)
    return frozenset(a for a, s in score.items() if s > 0)


class RandomBot:
    """Every power used each night it may be, each argument a uniformly random legal choice;
    the day burns a uniformly random living player."""

    name = "random"

    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.roles = [r.id for r in ruleset.roles]
        self.passes = [s for s in ruleset.steps if s.settings.get("keyword") and
                       tuple(s.settings.get("args", ())) == ("item", "player")]

    def choose(self, state: GameState, power: PowerSpec, actor: PlayerState, rng: random.Random,
               knowledge: Knowledge) -> str:
        return rng.choice(_pool(state, power, actor))

    def args_for(self, state: GameState, power: PowerSpec, actor: PlayerState, rng: random.Random,
                 knowledge: Knowledge) -> tuple[str, ...] | None:
        args: list[str] = []
        for kind in power.args:
            base = kind.rstrip("?")
            # A standing shot names its player ("il doit désigner une personne"): taken back
            # (naming no one), the GM would ask the dying Chasseur, which no bot answers.
            if kind.endswith("?") and power.effect != "designate" and rng.random() < 0.5:
                continue
            if base == "player":
                pool = _pool(state, power, actor)
                if not pool:
                    return None
                args.append(self.choose(state, power, actor, rng, knowledge) if not args else rng.choice(pool))
            elif base == "role":
                args.append(rng.choice(self.roles))
            elif base == "item" and actor.items:
                args.append(rng.choice(actor.items))
            else:
                return None
        return tuple(args)

    def night_orders(self, state: GameState, rng: random.Random, knowledge: Knowledge) -> list[BotOrder]:
        index = state.nights_played + 1
        orders: list[BotOrder] = []
        group_done: set[str] = set()
        group_of = {p.id: g.id for g in self.ruleset.groups for p in g.powers}
        for actor in (p for p in state.players if p.alive):
            for power in night_powers(self.ruleset, actor, index):
                group = group_of.get(power.id)
                if group in group_done:
                    continue      # one order for the whole pack
                args = self.args_for(state, power, actor, rng, knowledge)
                if args is not None:
                    orders.append(BotOrder(actor.name, power.keyword, args, len(orders) + 1))
                    if group:
                        group_done.add(group)
            orders += self._passes(state, actor, rng, len(orders))
        return orders

    def _passes(self, state: GameState, actor: PlayerState, rng: random.Random, n: int) -> list[BotOrder]:
        if not self.passes or not actor.items:
            return []
        others = [p.name for p in state.players if p.alive and p.name != actor.name]
        chosen = rng.sample(others, min(len(others), len(actor.items)))
        return [BotOrder(actor.name, self.passes[0].settings["keyword"], (item, to), n + i + 1)
                for i, (item, to) in enumerate(zip(actor.items, chosen))]

    def burn(self, state: GameState, rng: random.Random, knowledge: Knowledge) -> str:
        living = [p.name for p in state.players if p.alive]
        return rng.choice(living) if living else ""

    def suspects(self, state: GameState, actor: PlayerState, knowledge: Knowledge) -> list[str]:
        """Whom a decision's lethal answer goes for: nobody in particular (random answers)."""
        return []

    def elect(self, state: GameState, rng: random.Random, knowledge: Knowledge) -> str:
        """A title's election (the Capitaine): a random living player."""
        living = [p.name for p in state.players if p.alive]
        return rng.choice(living) if living else ""

    def heir(self, state: GameState, holder: PlayerState, rng: random.Random, knowledge: Knowledge) -> str:
        """The heir a dying holder names: a random other living player."""
        living = [p.name for p in state.players if p.alive and p.name != holder.name]
        return rng.choice(living) if living else ""


class InformedBot(RandomBot):
    """The village votes against the most suspected, from what its investigators published;
    killers avoid their known allies and go for revealed investigators; protectors guard them."""

    name = "informed"

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__(ruleset)
        self.evil = evil_answers(ruleset)

    def _suspicion(self, knowledge: Knowledge, candidates: list[str], state: GameState) -> dict[str, int]:
        """The candidates' scores, in their order (never a set's: the same seed must give the
        same choice in every process)."""
        score = dict.fromkeys(candidates, 0)
        living = {p.name for p in state.players if p.alive}
        for asker, found in knowledge.answers.items():
            if asker not in living:
                continue        # a dead investigator published nothing more
            for target, answer in found.items():
                if target in score:
                    score[target] += 2 if answer in self.evil else -2
        return score

    def choose(self, state: GameState, power: PowerSpec, actor: PlayerState, rng: random.Random,
               knowledge: Knowledge) -> str:
        pool = _pool(state, power, actor)
        revealed = [n for n in pool if n in knowledge.answers]
        if power.lethal or power.effect in ("kill", "attack"):
            if actor.faction != self._village(state):
                return rng.choice(revealed or pool)
            suspects = self._suspicion(knowledge, pool, state)
            best = max(suspects.values(), default=0)
            return rng.choice([n for n, s in suspects.items() if s == best] if best > 0 else pool)
        if power.effect == "protect" and revealed and actor.faction == self._village(state):
            return rng.choice(revealed)
        if power.effect == "investigate":
            unknown = [n for n in pool if n not in knowledge.answers.get(actor.name, {})]
            return rng.choice(unknown or pool)
        return rng.choice(pool)

    def _village(self, state: GameState) -> str:
        counts: dict[str, int] = {}
        for p in state.players:
            counts[p.faction] = counts.get(p.faction, 0) + 1
        return max(counts, key=lambda f: (counts[f], f))

    def suspects(self, state: GameState, actor: PlayerState, knowledge: Knowledge) -> list[str]:
        """The village's most suspected (if anyone is); the others' revealed investigators."""
        pool = [p.name for p in state.players if p.alive and p.name != actor.name and p.name not in actor.knows]
        if actor.faction != self._village(state):
            return [n for n in pool if n in knowledge.answers]
        score = self._suspicion(knowledge, pool, state)
        best = max(score.values(), default=0)
        return [n for n, s in score.items() if s == best] if best > 0 else []

    def elect(self, state: GameState, rng: random.Random, knowledge: Knowledge) -> str:
        """The village, the most numerous, elects the least suspected living player."""
        living = [p.name for p in state.players if p.alive]
        score = self._suspicion(knowledge, living, state)
        least = min(score.values(), default=0)
        return rng.choice([n for n, s in score.items() if s == least]) if living else ""

    def heir(self, state: GameState, holder: PlayerState, rng: random.Random, knowledge: Knowledge) -> str:
        """A holder names a known ally if one lives, else the least suspected of the others."""
        living = [p.name for p in state.players if p.alive and p.name != holder.name]
        allies = [n for n in living if n in holder.knows]
        if allies or not living:
            return rng.choice(allies) if allies else ""
        score = self._suspicion(knowledge, living, state)
        least = min(score.values())
        return rng.choice([n for n, s in score.items() if s == least])

    def burn(self, state: GameState, rng: random.Random, knowledge: Knowledge) -> str:
        living = [p for p in state.players if p.alive]
        if not living:
            return ""
        village = self._village(state)
        suspicion = self._suspicion(knowledge, [p.name for p in living], state)
        # A title's vote (the Capitaine's "voix compte double"), always or only on a tie.
        weight, tie = title_weights(state, self.ruleset, tie=False), title_weights(state, self.ruleset, tie=True)
        votes: dict[str, int] = {}
        cast: dict[str, str] = {}
        for voter in living:
            pool = [p.name for p in living if p.name != voter.name and p.name not in voter.knows]
            if not pool:
                continue
            if voter.faction == village:
                best = max(suspicion[n] for n in pool)
                pick = rng.choice([n for n in pool if suspicion[n] == best])
            else:
                revealed = [n for n in pool if n in knowledge.answers]
                pick = rng.choice(revealed or pool)
            votes[pick] = votes.get(pick, 0) + weight.get(voter.name, 1)
            cast[voter.name] = pick
        top = max(votes.values(), default=0)
        tied = sorted(n for n, v in votes.items() if v == top)
        for holder in tie if len(tied) > 1 else ():
            if cast.get(holder) in tied:
                return cast[holder]
        return rng.choice(tied) if votes else ""


STRATEGIES = {bot.name: bot for bot in (RandomBot, InformedBot)}
