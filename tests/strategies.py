"""Hypothesis strategies shared by the rulesets' property tests: random canonical orders."""
from __future__ import annotations

from hypothesis import strategies as st

from lupus_mod.engine.seats import Seat, matches_any
from lupus_mod.engine.state import GameState, PlayerState
from lupus_mod.rules.spec import PowerSpec, Ruleset
from tests.scenarios.harness import ScenarioOrder


def powers_at_dusk(ruleset: Ruleset, player: PlayerState) -> list[PowerSpec]:
    """The powers a player may name tonight: his role's, his groups', his items'."""
    seat = Seat.of(player)
    powers = list(ruleset.role(player.role).powers)
    for group in ruleset.groups:
        if matches_any(seat, group.members, ruleset):
            powers += group.powers
    for item in player.items:
        powers += ruleset.item(item).powers
    return [p for p in powers if p.keyword and not p.day]


@st.composite
def night_orders(draw: st.DrawFn, state: GameState, ruleset: Ruleset,
                 roles: list[str]) -> list[ScenarioOrder]:
    """Each living player may send an order for each of his powers, with arguments drawn from
    the living (or everyone, for powers that may name the dead) and from `roles`."""
    living = [p.name for p in state.players if p.alive]
    everyone = [p.name for p in state.players]
    orders = []
    for player in (p for p in state.players if p.alive):
        for power in powers_at_dusk(ruleset, player):
            if not draw(st.booleans()):
                continue
            args = []
            for kind in power.args:
                if kind.endswith("?") and draw(st.booleans()):
                    continue
                pool = roles if kind.startswith("role") else \
                    (living if power.target in ("other-alive", "alive") else everyone)
                args.append(draw(st.sampled_from(pool)))
            orders.append(ScenarioOrder(player.name, power.keyword, tuple(args), len(orders) + 1, ""))
    return orders
