"""Properties of the Licantropi ruleset on a game with every role, whatever the orders.

Random canonical orders for every power a living player holds, random condemnations and day
powers, over five nights and days: the outcome is the same on a second run, nobody dies twice,
the pack kills at most once a night, roles change only as the rulebook allows, and the roles
that cannot die of a cause never do.
"""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lupus_mod.engine.day import DayRecord, apply_day
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.state import GameState
from tests.scenarios.harness import builtin_ruleset
from tests.strategies import night_orders

RULESET = builtin_ruleset("licantropi")
CAST = [r.id for r in RULESET.roles if r.id not in ("lupo-4", "vampirizzato")]
NAMES = [f"P{n:02d}" for n in range(len(CAST))]
MYSTICS = [r.id for r in RULESET.roles if "mistico" in r.tags]
ROLE_IDS = [r.id for r in RULESET.roles]
DAY_POWERS = [p for _, p in RULESET.all_powers() if p.day and p.step]


def _start() -> GameState:
    return initial_state(tuple(Seating(n, r) for n, r in zip(NAMES, CAST)), RULESET, 9)


@st.composite
def day_record(draw: st.DrawFn, state: GameState, day: int) -> DayRecord:
    living = [p.name for p in state.players if p.alive] or NAMES
    burned = draw(st.sampled_from(["", *living]))
    choices = {}
    for power in DAY_POWERS:
        if draw(st.booleans()):
            pool = MYSTICS + ["sindaco"] if power.args[0] == "role" else NAMES
            choices[power.keyword] = draw(st.sampled_from(pool))
    return DayRecord(day, burned, choices)


def _check_phase(before: GameState, events: tuple, after: GameState) -> None:
    died = [(e.target, e.cause) for e in events if e.kind == "death"]
    roles_at_death = {e.target: e["role"] for e in events if e.kind == "death"}
    names = [n for n, _ in died]
    assert len(names) == len(set(names)), died
    assert all(before.player(n).alive for n in names), "a dead player died again"
    assert sum(1 for _, cause in died if cause == "sbrano") <= 1, "the pack attacks once a night"
    for name, cause in died:
        role = roles_at_death[name]      # vampirized tonight, he has lost his passives
        # "Non puo' essere ucciso dai lupi"; "Non muore se viene bruciata sul rogo".
        assert not (role == "druido" and cause in ("sbrano", "reazione"))
        assert not (role == "bocca-di-rosa" and cause == "rogo")
        assert not (role == "traditore" and cause == "sbrano")
    for old, new in zip(before.players, after.players):
        if new.role != old.role:
            # Vampirized (never a mystic, the Prete or a wolf), or the Contadino lupo turned.
            assert (new.role, new.faction) in (("vampirizzato", "vampiri"), ("lupo-4", "lupi"))
            assert old.role not in MYSTICS and old.role != "prete" and "LUPO" not in old.conta
            assert new.role == "vampirizzato" or old.role == "contadino-lupo"


def _play(nights: list, days: list) -> list:
    state, trail = _start(), []
    for n, (orders, record) in enumerate(zip(nights, days), 1):
        result = resolve_night(state, orders, RULESET, 9, str(n))
        day = apply_day(result.state, record, RULESET, 9)
        trail += [(state, result.events, result.state), (result.state, day.events, day.state)]
        state = day.state
    return trail


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_orders_keep_the_rulebook_invariants(data: st.DataObject) -> None:
    state, nights, days, trail = _start(), [], [], []
    for n in range(1, 6):
        nights.append(data.draw(night_orders(state, RULESET, MYSTICS + ROLE_IDS[:2])))
        result = resolve_night(state, nights[-1], RULESET, 9, str(n))
        days.append(data.draw(day_record(result.state, n)))
        day = apply_day(result.state, days[-1], RULESET, 9)
        trail += [(state, result.events, result.state), (result.state, day.events, day.state)]
        state = day.state
    for before, events, after in trail:
        _check_phase(before, events, after)
    replay = _play(nights, days)
    assert [(e, s) for _, e, s in replay] == [(e, s) for _, e, s in trail]
