"""A player who cannot be condemned at the next day's vote (the peer's Avvocato): docs/rulesets.md,
Powers on tomorrow's votes. The tally reads whom (`spared_on`) and passes him over by the
policy `no_condemn` (lupus_mod/votes/spared.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import at_dawn

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def _key(day: int) -> str:
    return f"no-condemn:{day}"


def spared_on(flags: Mapping[str, Any], day: int) -> tuple[str, ...]:
    """Who cannot be condemned on day `day` (the day after the night of the same index)."""
    return tuple(flags.get(_key(day), ()))


@at_dawn("no-condemn")
def no_condemn(night: "Night", action: "Action") -> None:
    """Tomorrow's vote cannot condemn the target. Said in the dawn post (`announce`, default
    `no-condemn`): the count the thread reads depends on it, so it is a public fact. Given at
    dawn, to a target alive then (the wolves' victim needs no lawyer)."""
    if not night.alive(action.target):
        return
    key = _key(night.index)
    night.flags[key] = tuple(dict.fromkeys([*night.flags.get(key, ()), action.target]))
    night.announce(action.power.setting("announce", "no-condemn"), target=action.target)
