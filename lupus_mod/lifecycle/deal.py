"""The deal: who plays which role and who holds which item at the start.

    deal(recruits, counts, ruleset, seed) -> tuple[Dealt, ...]

A pure function of the seed: the same list, counts and seed always give the same deal.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping

from lupus_mod.lifecycle.composition import spare_cards
from lupus_mod.lifecycle.roster import Recruit
from lupus_mod.rules.spec import Ruleset


@dataclass(frozen=True)
class Dealt:
    """A player as `new` deals him: name, role, gender and items."""
    name: str
    role: str
    gender: str = ""
    items: tuple[str, ...] = ()


def _holders(roles: Mapping[str, str], ruleset: Ruleset, rng: random.Random) -> dict[str, str]:
    """item id -> its first holder: a random player ("random" start) or the first player, in
    list order, of a role that starts with it."""
    names = list(roles)
    holders: dict[str, str] = {}
    for item in ruleset.items:
        if item.start == "random":
            # "consegnato all'inizio della partita a un giocatore casuale (indipendentemente dalla fazione)"
            holders[item.id] = rng.choice(names)
            continue
        owner = next((n for n in names if item.id in ruleset.role(roles[n]).items), None)
        if owner is not None:
            holders[item.id] = owner
    return holders


def deal(recruits: tuple[Recruit, ...], counts: Mapping[str, int], ruleset: Ruleset,
         seed: int) -> tuple[Dealt, ...]:
    return deal_with_spares(recruits, counts, ruleset, seed)[0]


def deal_with_spares(recruits: tuple[Recruit, ...], counts: Mapping[str, int], ruleset: Ruleset,
                     seed: int) -> tuple[tuple[Dealt, ...], tuple[str, ...]]:
    """The deal and the cards left over (the Voleur's "deux cartes qui n'ont pas été
    distribuées": the last ones of the shuffled bag)."""
    bag = [role for role, n in counts.items() for _ in range(n)]
    if len(bag) != len(recruits) + spare_cards(ruleset, counts):
        raise ValueError(f"{len(bag)} roles for {len(recruits)} players")
    rng = random.Random(f"{seed}:deal")
    rng.shuffle(bag)
    roles = {r.name: role for r, role in zip(recruits, bag)}
    holders = _holders(roles, ruleset, rng)
    dealt = tuple(Dealt(r.name, roles[r.name], r.gender,
                        tuple(i.id for i in ruleset.items if holders.get(i.id) == r.name))
                  for r in recruits)
    return dealt, tuple(bag[len(recruits):])
