"""A dead player's power used by the living (the peer's Negromante calling up a spirit):
docs/rulesets.md, The dead's roles and powers."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lupus_mod.engine.registry import EFFECTS, effect
from lupus_mod.engine.targets import check_action
from lupus_mod.rules.spec import PowerSpec

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def night_power(night: "Night", dead: str, players: int) -> PowerSpec | None:
    """The dead's power an order may name at night (a keyword, not a day power), the first of
    his role's that takes `players` player arguments."""
    return next((p for p in night.role_of(dead).powers if p.keyword and not p.day
                 and sum(1 for kind in p.args if kind == "player") == players), None)


@effect("use-dead-power")
def use_dead_power(night: "Night", action: "Action") -> bool | None:
    """The first player named is a dead player (matching `among`, a selector, when set); the
    actor uses that dead player's night power, now, on the players named after him, under the
    borrowed power's own target rules and `uses` (a refusal names the borrowed power's reason). A living
    first player, one outside `among` or one without such a power leaves the order without
    effect, its use not spent, the actor told `fail_message`."""
    settings = action.power.settings
    dead, *rest = action.players()
    borrowed = None if night.alive(dead) else night_power(night, dead, len(rest))
    if borrowed is None or ("among" in settings and not night.is_(dead, settings["among"])):
        night.tell(action.actor, settings.get("fail_message", "dead-power-not-borrowed"), target=dead)
        return False
    borrowing = replace(action, power=borrowed, args=tuple(rest))
    problem = check_action(night, borrowing)
    if problem:
        night.reject(action.order, problem, power=borrowed.id)
        return False
    night.note("dead-power-used", actor=action.actor, dead=dead, power=borrowed.id, players=rest)
    used = EFFECTS[borrowed.effect](night, borrowing)
    if used is not False:
        # The borrowed power's `uses` count his own borrowings of it: the dead hunter's one
        # shot is fired once by each who calls him up.
        seat = night.seat(action.actor)
        seat.uses[borrowed.id] = seat.used(borrowed.id) + 1
    return used
