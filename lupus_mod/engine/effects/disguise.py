"""One night's disguise: a player seen as another by every lens until dawn (the Fattucchiera)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


@effect("disguise")
def disguise(night: "Night", action: "Action") -> bool | None:
    """Tonight the first player argument is seen, by every investigation that comes later, as
    the second player is (his card and what changed it) — or, with the setting `as_role`, as
    that role's card. It lasts until dawn; a later disguise of the same player replaces it.
    With the setting `inverse`, his aura is flipped instead (_flip)."""
    players = action.players()
    if action.power.setting("inverse"):
        return _flip(night, action, players[0])
    role = action.power.setting("as_role")
    if not role and len(players) < 2:
        night.reject(action.order, "wrong-argument-count")
        return False
    seen_as = f"role:{role}" if role else f"player:{players[1]}"
    night.scratch[players[0]].seen_as = seen_as
    night.emit("disguised", actor=action.actor, target=players[0],
               **({"role": role} if role else {"player": players[1]}))


def _flip(night: "Night", action: "Action", target: str) -> bool:
    """The Pisa rules' aura flip: tonight every answer about the target (what he is seen as,
    a disguise included) is read through `inverse` (answer -> its opposite; any other answer
    unchanged). A second flip of him tonight replaces the first: it does not turn it back."""
    night.scratch[target].seen_inverse = dict(action.power.setting("inverse"))
    # The GM log names the power (a disguise names whom he is seen as instead).
    night.emit("disguised", actor=action.actor, target=target, power=action.power.id)
    return True
