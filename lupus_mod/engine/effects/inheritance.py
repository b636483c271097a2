"""Taking a dead player's role (the peer's Trasformista and Necrofilo): docs/rulesets.md, The
dead's roles and powers."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.effects.allegiance import become
from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


@effect("take-role")
def take_role(night: "Night", action: "Action") -> bool | None:
    """The actor becomes the dead target's role: its faction, conta and acquaintances (with
    `keep_faction = true`, its powers and conta only: he stays on his side). He plays it from
    the next night; the dead keeps his own. A target that does not match `among` (a selector:
    "a dead ally") leaves him as he was, his use not spent, told `fail_message`."""
    settings, actor, target = action.power.settings, action.actor, action.target
    role_id = night.seat(target).role
    if "among" in settings and not night.is_(target, settings["among"]):
        night.tell(actor, settings.get("fail_message", "role-not-taken"), target=target)
        return False
    seat = night.seat(actor)
    side = seat.faction
    become(night, actor, role_id)
    seat.statuses.discard("convertito")      # a role taken is no conversion
    if settings.get("keep_faction"):
        seat.faction = side
    night.emit("card-taken", actor=actor, target=target, role=role_id, faction=seat.faction)
    night.tell(actor, settings.get("message", "role-taken"), target=target, role=role_id,
               role_name=night.ruleset.role(role_id).name, known=list(seat.knows))
    return None
