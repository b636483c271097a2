"""The Bus Driver: two players swapped for the night, every later order on one acting on the
other (docs/rulesets.md, "Swapping two players"). The order's sender is not told: his answers
name the player he named (Action.named, Phase.tell)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night

# Target rules that refuse the sender himself (engine/targets.py): a swap never turns such an
# order on its own sender, which would refuse it and tell him of the swap.
_NOT_SELF = ("other-alive", "other", "other-dead")


@effect("swap-targets", reads=())
def swap_targets(night: "Night", action: "Action") -> None:
    """Every order of a step after this one (and every action moved to such a step) that
    names one of the two players acts on the other instead; several swaps apply in turn."""
    first, second = action.players()[:2]
    later = {step.id for step in night.queue}
    moved: list[str] = []

    def swapped(act: "Action") -> "Action":
        kinds = [k.rstrip("?") for k in act.power.args]
        pair = {first: second, second: first}
        args = tuple(pair.get(a, a) if k == "player" else a for k, a in zip(kinds, act.args)) + act.args[len(kinds):]
        if args == act.args or act.order is None or \
                (act.power.target in _NOT_SELF and act.actor in args and act.actor not in act.args):
            return act
        moved.append(act.actor)
        return replace(act, args=args, named=act.named or act.args)

    night.actions[:] = [swapped(a) if a.power.step in later else a for a in night.actions]
    for step_id in later & set(night.deferred):
        night.deferred[step_id] = [swapped(a) for a in night.deferred[step_id]]
    night.note("targets-swapped", actor=action.actor, first=first, second=second,
               players=[p for p in night.order if p in moved])
