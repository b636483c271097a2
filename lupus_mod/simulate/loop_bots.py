"""The bots of a ruleset with its own loop (Acchiappastreghe): every secret choice of a turn,
the mayor's proposal, the Sì/No, the ritual's ingredient and the hunt vote.

Nothing here names a role, a location or a spell: the bots read each [[choice]]'s `who`,
`args`, `target`, `effect` and `settings`, and the steps that read the choices
(`assign-locations`, `attack`, `run-choices`, `ritual`, `proposals`), so a new role whose
choice has a known effect needs no Python. A bot knows what its player would know: his own
role and bag, the allies his role `knows`, the answers of his own looks, what was public (the
needs, the forms announced in the evening, the proposals and their votes, the rituals'
results, the hunts, the seals) and, for the `informed` village, the answers its seers publish.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Iterable, Mapping

from lupus_mod.engine.loop.state import Event, LoopOrder, LoopState, matches
from lupus_mod.rules.loop import Named, StepSpec
from lupus_mod.rules.spec import Ruleset


class LoopBot:
    """`random`: each choice a uniformly random legal one. `informed`: the village goes where
    the needed ingredients grow, proposes and hunts the most suspected (a published "is a
    witch", a failed ritual), the knight guards the busiest location, the witches' side
    attacks the revealed seers and sabotages the circle; each side votes Sì for its own."""

    def __init__(self, ruleset: Ruleset, state: LoopState, strategy: str, rng: random.Random,
                 votes: Mapping[str, Any]) -> None:
        self.loop, self.rng, self.informed = ruleset.loop, rng, strategy == "informed"
        self.nobody_on_tie = votes.get("tie_break") == "nobody"
        self.self_vote = bool(votes.get("self_vote", True))
        self.steps: list[tuple[str, StepSpec]] = [(p.id, s) for p in self.loop.phases for s in p.steps]
        self.placing = self._step("assign-locations")
        self.attack = self._step("attack")
        self.players = len(state.seats)
        self.allies = {c.name: {o.name for o in state.seats if o.name != c.name and any(
            matches(state, o.name, sel) for sel in ruleset.role(c.role).knows)} for c in state.seats}
        sizes = Counter(c.faction for c in state.seats)
        self.village = max(sizes, key=lambda f: (sizes[f], f))
        # who attacks: those told the counts last (the witches), who also choose the spell
        self.attackers = str((self.placing or {}).get("counts_to", ""))
        self.side = next((c.faction for c in state.seats if matches(state, c.name, self.attackers)), "")
        self.open = [x.id for x in self.loop.locations if int(x.get("from_players", 0)) <= self.players]
        self.place_choices = [self.loop.find("choices", c) for c in (self.placing or {}).get("choices", ())]
        # the choice of a location every cat has ("vado al …")
        self.plain = next((c for c in self.place_choices if str(c.get("who", "any")) == "any"), None)
        self.lens_yes = next((dict(c.get("settings", {})).get("yes") for c in self.loop.choices
                              if c.get("effect") == "see-faction"), None)
        self.answers: dict[str, dict[str, bool]] = {}      # seer -> target -> is of the lens
        self.published: dict[str, bool] = {}                # what the informed village shares
        self.failed: Counter[str] = Counter()               # members of failed rituals

    def _step(self, effect: str) -> Mapping[str, Any] | None:
        return next((s.settings for _, s in self.steps if s.effect == effect), None)

    def _choices(self, phase: str, effect: str) -> list[Named]:
        return [self.loop.find("choices", c) for p, s in self.steps if p == phase and s.effect == effect
                for c in s.settings.get("choices", ())]

    # -- who is who, from the player's seat -------------------------------------------------
    def _acting(self, state: LoopState) -> tuple[str, ...]:
        return state.in_form(self.loop.acting_form)

    def _evil(self, state: LoopState, name: str) -> bool:
        return state.cat(name).faction != self.village

    def _suspicion(self, name: str) -> int:
        seen = self.published.get(name)
        return (3 if seen else -3 if seen is False else 0) + self.failed[name]

    def _pool(self, state: LoopState, choice: Named, player: str) -> list[str]:
        pool = [n for n in state.names if matches(state, n, str(choice.get("target", "any")))]
        return [n for n in pool if n != player or choice.get("self", False)]

    def _pick(self, pool: list[str]) -> str:
        return self.rng.choice(pool) if pool else ""

    def _most(self, pool: list[str], score) -> str:
        best = max((score(n) for n in pool), default=0)
        return self._pick([n for n in pool if score(n) == best])

    def _sided(self, state: LoopState, name: str) -> bool:
        """Whether the player plays for the village or the witches (not for himself alone)."""
        return state.cat(name).faction in (self.village, self.side)

    # -- the day -----------------------------------------------------------------------------
    def _late(self, state: LoopState, name: str) -> bool:
        """Whether the player chooses his location after being told the counts."""
        settings = self.placing or {}
        return any(matches(state, name, str(settings.get(k, ""))) for k in ("counts_to", "counts_to_last")
                   if settings.get(k))

    def morning(self, state: LoopState, needs: tuple[str, ...]) -> list[LoopOrder]:
        """Every cat's location but those told the counts first, and the day's run-choices
        (the Erborista's frog of this morning)."""
        orders: list[LoopOrder] = []
        grows = {x.id: set(x.get("ingredients", ())) for x in self.loop.locations}
        for name in self._acting(state):
            if self.plain is None or self._late(state, name):
                continue
            lacking = set(needs) - set(state.bag(name))
            useful = [x for x in self.open if grows[x] & lacking]
            pick = self._pick(useful if self.informed and useful and not self._evil(state, name) else self.open)
            orders.append(LoopOrder(name, self.plain.id, (pick,)))
        orders += self._run_choices(state, self._phase_of("attack"))
        return orders

    def _phase_of(self, effect: str) -> str:
        return next((p for p, s in self.steps if s.effect == effect), "")

    def told_counts(self, state: LoopState, counts: Mapping[str, int], told: Iterable[str]) -> list[LoopOrder]:
        """The choices made after the counts: the guard's collect-or-protect, the attackers'
        location, spell and target."""
        orders: list[LoopOrder] = []
        for name in told:
            if matches(state, name, self.attackers):
                orders += self._attack(state, name, counts)
            else:
                orders += self._guard(state, name, counts)
        return orders

    def _busiest(self, counts: Mapping[str, int]) -> str:
        top = max(counts.values(), default=0)
        return self._pick(sorted(x for x, n in counts.items() if n == top))

    def _guard(self, state: LoopState, name: str, counts: Mapping[str, int]) -> list[LoopOrder]:
        mine = [c for c in self.place_choices if matches(state, name, str(c.get("who", "any")))]
        protect = [c for c in mine if c.get("effect") == "protect"]
        collect = [c for c in mine if c.get("effect") != "protect"]
        collect = [c for c in collect if str(c.get("who")) != "any"] or collect
        options = [*protect[:1], *collect[:1]]
        if not options:
            return []
        choice = options[0] if self.informed and protect else self.rng.choice(options)
        where = self._busiest(counts) if self.informed else self._pick(self.open)
        return [LoopOrder(name, choice.id, (where,))]

    def _attack(self, state: LoopState, witch: str, counts: Mapping[str, int]) -> list[LoopOrder]:
        settings = self.attack or {}
        where = self._busiest(counts) if self.informed else self._pick(self.open)
        orders = [LoopOrder(witch, self.plain.id, (where,))] if self.plain is not None else []
        seals = state.counter(str(settings.get("unlock_counter", "")))
        spells = [s for s in self.loop.spells if int(s.get("unlock", 0)) <= seals]
        anywhere = [s for s in spells if s.get("effect") == "transform"
                    and not dict(s.get("settings", {})).get("same_location")]
        spell = (anywhere or spells)[-1] if self.informed and spells else self.rng.choice(spells)
        orders.append(LoopOrder(witch, str(settings["spell_choice"]), (spell.id,)))
        choice = self.loop.find("choices", str(settings["target_choice"]))
        pool = [n for n in self._pool(state, choice, witch) if n not in self.allies[witch]]
        revealed = [n for n in pool if n in self.answers and self.informed and n in self._seers()]
        target = self._pick(revealed or pool)
        return orders + ([LoopOrder(witch, choice.id, (target,))] if target else [])

    def _seers(self) -> set[str]:
        """The seers whose answers the informed village published: known to everyone."""
        return {s for s, found in self.answers.items() if any(t in self.published for t in found)}

    # -- the evening and the day's run-choices ------------------------------------------------
    def evening(self, state: LoopState) -> list[LoopOrder]:
        return self._run_choices(state, self._phase_of("announce-forms"))

    def _run_choices(self, state: LoopState, phase: str) -> list[LoopOrder]:
        orders: list[LoopOrder] = []
        for choice in self._choices(phase, "run-choices"):
            for name in self._acting(state):
                if not matches(state, name, str(choice.get("who", "any"))):
                    continue
                target = self._target(state, choice, name)
                if target:
                    orders.append(LoopOrder(name, choice.id, (target,)))
        return orders

    def _target(self, state: LoopState, choice: Named, name: str) -> str:
        pool = self._pool(state, choice, name)
        effect = choice.get("effect")
        if effect == "revert":
            # only a frog of this morning may be named (the engine refuses the others)
            pool = [n for n in pool if state.dawn_forms.get(n) != self.loop.acting_form]
        if not self.informed or not pool:
            return self._pick(pool)
        if effect == "see-faction":
            return self._pick([n for n in pool if n not in self.answers.get(name, {})] or pool)
        evil = self._evil(state, name)
        if effect == "revert":
            # a frog of the other side stays one: frogs are the witches' points
            return self._pick([n for n in pool if n in self.allies[name]] if evil else
                              [n for n in pool if self._suspicion(n) <= 0])
        if effect == "pickpocket" and not evil:
            return self._most(pool, self._suspicion)
        return self._pick(pool)

    # -- the night: proposals, the ritual, the hunt -------------------------------------------
    def propose(self, state: LoopState, mayor: str) -> tuple[str, ...] | None:
        """The mayor's circle, exactly as many cats in human form as today's needs; None when
        there are not enough of them (no legal proposal: a dead end)."""
        size, pool = len(state.needs), list(self._acting(state))
        if len(pool) < size:
            return None
        if not self.informed:
            return tuple(self.rng.sample(pool, size))
        others = [n for n in pool if n != mayor]
        self.rng.shuffle(others)
        if self._evil(state, mayor):
            return (mayor, *others[:size - 1])
        # the cats tell their bags in the thread (nobody bluffs): the mayor covers the needs
        # with the least suspected holders, himself first, then fills up the circle
        others.sort(key=self._suspicion)
        circle: list[str] = []
        for need in state.needs:
            holder = next((n for n in (mayor, *others) if n not in circle and need in state.bag(n)
                           and self._suspicion(n) <= 0), None)
            if holder is not None:
                circle.append(holder)
        circle += [n for n in (mayor, *others) if n not in circle][:size - len(circle)]
        return tuple(circle[:size])

    def answer(self, state: LoopState, members: tuple[str, ...]) -> tuple[str, ...]:
        """Who votes No."""
        no = []
        for voter in self._acting(state):
            if not self.informed or not self._sided(state, voter):
                yes = self.rng.random() < 0.5
            elif self._evil(state, voter):
                yes = voter in members or bool(self.allies[voter] & set(members))
            else:
                yes = all(self._suspicion(n) <= 0 for n in members if n != voter)
            if not yes:
                no.append(voter)
        return tuple(no)

    def ritual(self, state: LoopState, choice: str) -> list[LoopOrder]:
        """Each member's ingredient: the informed village covers the needs in turn (it talks in
        the thread), the other side plays what is not needed when it can."""
        orders: list[LoopOrder] = []
        wanted = Counter(state.needs)
        for name in state.members:
            bag = list(state.bag(name))
            if not bag:
                continue
            if not self.informed:
                pick = self.rng.choice(bag)
            elif self._evil(state, name):
                pick = next((i for i in bag if i not in wanted), bag[0])
            else:
                pick = next((i for i in bag if wanted[i] > 0), bag[0])
                wanted[pick] -= 1
            orders.append(LoopOrder(name, choice, (pick,)))
        return orders

    def hunt(self, state: LoopState, last_day: bool) -> str:
        """The vote among the cats in human form, counted as [votes] says (a tie: nobody with
        tie_break = "nobody", else a random one of the tied)."""
        acting = list(self._acting(state))
        # the witches' side agrees on one name: a revealed seer, else one of the others
        side = self._pick([n for n in acting if n in self._seers()] or
                          [n for n in acting if not matches(state, n, self.attackers)]) \
            if self.informed else ""
        votes: Counter[str] = Counter()
        for voter in acting:
            pool = [n for n in acting if n != voter or self.self_vote]
            pool = [n for n in pool if n not in self.allies[voter]] or pool
            if not self.informed or not self._sided(state, voter):
                pick = self._pick(pool)
            elif self._evil(state, voter):
                pick = side if side in pool else self._pick(pool)
            else:
                best = max((self._suspicion(n) for n in pool), default=0)
                pick = self._most(pool, self._suspicion) if best > 0 or last_day else ""
            if pick:
                votes[pick] += 1
        top = max(votes.values(), default=0)
        tied = sorted(n for n, v in votes.items() if v == top)
        if not tied or (len(tied) > 1 and self.nobody_on_tie):
            return ""
        return self.rng.choice(tied)

    # -- what the turn taught -----------------------------------------------------------------
    def learn(self, state: LoopState, events: Iterable[Event]) -> None:
        circle: list[str] = []
        for ev in events:
            if ev["kind"] == "seen":
                found = ev["answer"] == self.lens_yes
                self.answers.setdefault(ev["player"], {})[ev["target"]] = found
                if self.informed and state.forms[ev["player"]] == self.loop.acting_form \
                        and not self._evil(state, ev["player"]):
                    self.published[ev["target"]] = found
            elif ev["kind"] == "proposal" and ev["approved"]:
                circle = list(ev["members"])
            elif ev["kind"] == "ritual" and not ev["success"]:
                self.failed.update(circle)
