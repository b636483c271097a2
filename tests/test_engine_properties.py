"""Properties of the night resolver on the full 21-role Lupus of the Rings game.

Random order sets (every power the players hold, with well-formed arguments naming living
players) over several nights and days; whatever the engine accepts or rejects, these hold:
the same inputs give the same events and state, nobody dies twice, no item is held twice or by
the dead, the dead never act, and the state given to a phase is never changed.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lupus_mod.engine.day import DayRecord, apply_day
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.state import Event, GameState
from lupus_mod.rules.spec import PowerSpec, Ruleset
from tests.scenarios.harness import ScenarioOrder, builtin_ruleset
from tests.strategies import powers_at_dusk

RULESET = builtin_ruleset("lupus-of-the-rings")
NIGHTS = 4


def composition(ruleset: Ruleset) -> list[str]:
    return [r.id for r in ruleset.roles for _ in range(r.count)]


def snapshot(value: Any) -> Any:
    """A plain, comparable copy of a state: changes anywhere inside show up."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__,) + tuple(snapshot(getattr(value, f.name))
                                               for f in dataclasses.fields(value))
    if isinstance(value, Mapping):
        return tuple(sorted((str(k), snapshot(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(snapshot(v) for v in value))
    if isinstance(value, (list, tuple)):
        return tuple(snapshot(v) for v in value)
    return value


def draw_args(data: st.DataObject, power: PowerSpec, me: str, state: GameState) -> tuple[str, ...]:
    living = [p.name for p in state.players if p.alive]
    dead = [p.name for p in state.players if not p.alive]
    # A resurrection names the dead (the burned among them), any other power the living.
    others = (dead if power.target in ("dead", "burned") and dead else
              [n for n in living if n != me] or living)
    args: list[str] = []
    for kind in (k.rstrip("?") for k in power.args):
        if kind == "player":
            args.append(data.draw(st.sampled_from(others)))
        elif kind == "role":
            args.append(data.draw(st.sampled_from([r.id for r in RULESET.roles])))
        elif kind == "text":
            args.append(data.draw(st.sampled_from(["un indizio", "nulla da dire"])))
        else:
            args.append(data.draw(st.sampled_from([i.id for i in RULESET.items])))
    return tuple(args)


def draw_orders(data: st.DataObject, state: GameState) -> list[ScenarioOrder]:
    living = [p.name for p in state.players if p.alive]
    delivery = next(s for s in RULESET.steps if s.effect == "deliver-items").settings["keyword"]
    orders: list[ScenarioOrder] = []
    for player in (p for p in state.players if p.alive):
        for power in powers_at_dusk(RULESET, player):
            if data.draw(st.booleans()):
                args = draw_args(data, power, player.name, state)
                orders.append(ScenarioOrder(player.name, power.keyword, args, len(orders) + 1))
        for item in player.items:
            if data.draw(st.booleans()):
                to = data.draw(st.sampled_from([n for n in living if n != player.name] or living))
                orders.append(ScenarioOrder(player.name, delivery, (item, to), len(orders) + 1))
    return data.draw(st.permutations(orders))


def check_events(before: GameState, events: tuple[Event, ...]) -> None:
    alive = {p.name for p in before.players if p.alive}
    for ev in events:
        if ev.kind == "death":
            assert ev.target in alive, f"{ev.target} died twice"
            alive.discard(ev.target)
        elif ev.kind == "revive":
            assert ev.target not in alive, f"{ev.target} revived while alive"
            alive.add(ev.target)
        elif ev.kind == "order":
            assert ev.actor in alive, f"dead {ev.actor} acted: {dict(ev)}"


def check_items(state: GameState) -> None:
    holders: dict[str, str] = {}
    for p in state.players:
        assert p.alive or not p.items, f"dead {p.name} holds {p.items}"
        for item in p.items:
            assert item not in holders, f"{item} held by {holders[item]} and {p.name}"
            holders[item] = p.name


def play_night(state: GameState, orders: list[ScenarioOrder], seed: int, label: str) -> GameState:
    frozen = snapshot(state)
    first = resolve_night(state, orders, RULESET, seed, label)
    again = resolve_night(state, orders, RULESET, seed, label)
    assert snapshot(state) == frozen, "the night changed the state it was given"
    assert first.events == again.events and snapshot(first.state) == snapshot(again.state)
    check_events(state, first.events)
    check_items(first.state)
    return first.state


def play_day(state: GameState, record: DayRecord, seed: int) -> GameState:
    frozen = snapshot(state)
    result = apply_day(state, record, RULESET, seed)
    assert snapshot(state) == frozen, "the day changed the state it was given"
    check_events(state, result.events)
    check_items(result.state)
    return result.state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), roles=st.permutations(composition(RULESET)), data=st.data())
def test_random_games_keep_the_rules_invariants(seed: int, roles: list[str],
                                                data: st.DataObject) -> None:
    seating = tuple(Seating(f"Giocatore{i:02d}", role) for i, role in enumerate(roles, 1))
    state = initial_state(seating, RULESET, seed)
    check_items(state)
    for night in range(1, NIGHTS + 1):
        state = play_night(state, draw_orders(data, state), seed, str(night))
        living = [p.name for p in state.players if p.alive]
        burned = data.draw(st.sampled_from(living + [""])) if living else ""
        double = [p.name for p in state.players if p.alive and p.role == "shinigami"]
        choices = {"double_vote": double[0]} if double and data.draw(st.booleans()) else {}
        state = play_day(state, DayRecord(night, burned, choices), seed)


def test_the_ruleset_seats_twenty_one_players() -> None:
    assert len(composition(RULESET)) == RULESET.composition["players"] == 21
