"""Properties of the Cowboys & Aliens ruleset on its 19-player game, whatever the orders.

Random canonical orders for every power a living player holds (players and roles drawn from
the game) and random burnings, over five nights: the outcome is the same on a second run,
nobody dies twice, sides change only in the ways the rulebook allows, and the counts the win
conditions read stay within the rulebook's bounds.
"""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lupus_mod.engine.day import DayRecord, apply_day
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.state import GameState
from tests.scenarios.harness import ScenarioOrder, builtin_ruleset
from tests.strategies import night_orders

RULESET = builtin_ruleset("cowboys-and-aliens")
CAST = [r.id for r in RULESET.roles for _ in range(r.count)]
NAMES = [f"P{n:02d}" for n in range(len(CAST))]
ROLE_IDS = [r.id for r in RULESET.roles]
FACTIONS = {f.id for f in RULESET.factions}


def _play(orders_by_night: list[list[ScenarioOrder]], burns: list[str]) -> list:
    state = initial_state(tuple(Seating(n, r) for n, r in zip(NAMES, CAST)), RULESET, 5)
    trail = []
    for night, (orders, burned) in enumerate(zip(orders_by_night, burns), 1):
        result = resolve_night(state, orders, RULESET, 5, str(night))
        trail.append((state, result.events, result.state))
        day = apply_day(result.state, DayRecord(night, burned if result.state.player(burned).alive else ""),
                        RULESET, 5)
        trail.append((result.state, day.events, day.state))
        state = day.state
    return trail


def _check_phase(before: GameState, events: tuple, after: GameState) -> None:
    died = [e.target for e in events if e.kind == "death"]
    assert len(died) == len(set(died)), died
    assert all(before.player(n).alive for n in died), "a dead player died again"
    for old, new in zip(before.players, after.players):
        assert new.faction in FACTIONS and RULESET.has_role(new.role)
        if old.role == "man-in-black-j":
            # "non può essere trasformato in Soldato Alieno dal Leader Alieno"
            assert new.role == "man-in-black-j"
        if new.role != old.role:
            # The only new role anyone takes is the Soldato Alieno's.
            assert new.role == "soldato-alieno" and new.faction == "invasione"
            assert old.faction in ("villaggio", "fuorilegge")
        if new.faction != old.faction and new.role == old.role:
            # The Bandito's recruit: a villager becomes FUORILEGGE.
            assert (old.faction, new.faction) == ("villaggio", "fuorilegge")
        if new.role == "capotribu":
            assert new.conta.count("PELLEROSSA") in (1, 2)
        if "ALIENO" in new.conta and new.faction != "invasione":
            # Brainwashed without being transformed: a Pellerossa or the Bandito.
            assert new.role == "bandito" or new.faction == "villaggio-pellerossa"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_orders_keep_the_rulebook_invariants(data: st.DataObject) -> None:
    state = initial_state(tuple(Seating(n, r) for n, r in zip(NAMES, CAST)), RULESET, 5)
    nights, burns, trail = [], [], []
    for night in range(1, 6):
        nights.append(data.draw(night_orders(state, RULESET, ROLE_IDS)))
        burns.append(data.draw(st.sampled_from(NAMES)))
        result = resolve_night(state, nights[-1], RULESET, 5, str(night))
        burned = burns[-1] if result.state.player(burns[-1]).alive else ""
        day = apply_day(result.state, DayRecord(night, burned), RULESET, 5)
        trail += [(state, result.events, result.state), (result.state, day.events, day.state)]
        state = day.state
    for before, events, after in trail:
        _check_phase(before, events, after)
    replay = _play(nights, burns)
    assert [(e, s) for _, e, s in replay] == [(e, s) for _, e, s in trail]
