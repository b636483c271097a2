"""Deaths that come later: an attack now, the death on a later night unless someone saves."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


@effect("delayed-kill", reads=("cause", "after_nights", "victim_message", "decided_by", "decider_message",
                             "protectable"))
def delayed_kill(night: "Night", action: "Action") -> None:
    """Chupacabra: "La persona dissanguata verrà a conoscenza di essere stata attaccata, ma non
    morirà. Anche il Leader Alieno verrà a conoscenza del dissanguamento"; FAQ: "La vittima del
    Chupacabra si dissangua (muore) la notte dopo il suo attacco." The death runs at a
    `scheduled-deaths` step of that night, unstoppable; `protectable = true`: a protection
    standing at that step stops it (Thiercelieux's wolves, whose death waits for the Sorcière)."""
    settings = action.power.settings
    target = action.target
    cause = settings.get("cause", action.power.id)
    due = night.index + int(settings.get("after_nights", 1))
    night.schedule(due, "death", target, cause, action.actor,
                   protectable=bool(settings.get("protectable", False)))
    night.emit("scheduled", actor=action.actor, target=target, cause=cause, night=due)
    if settings.get("victim_message", "attacked"):
        # An empty message: the victim is not told (the wolves' attack, seen only at dawn).
        night.tell(target, settings.get("victim_message", "attacked"))
    decider = settings.get("decided_by")
    if not decider:
        return
    deciders = [s.name for s in night.living() if night.is_(s.name, decider)]
    if deciders:
        night.tell(deciders, settings.get("decider_message", "attack-report"), target=target)
    else:
        # "Se il Leader è morto, la vittima morirà dissanguata automaticamente."
        night.note("nobody-can-save", target=target)


@effect("cancel-scheduled")
def cancel_scheduled(night: "Night", action: "Action") -> bool:
    """Leader Alieno: "spetta al Leader decidere se salvare la vittima" (the night it is due)."""
    cause = action.power.setting("cause")
    named = action.target
    due = [s for s in night.scheduled if s.night == night.index and s.cause == cause
           and (not named or s.target == named)]
    if not due:
        night.reject(action.order, "nothing-to-cancel", death_cause=cause)
        return False
    for item in due:
        night.scheduled.remove(item)
        night.emit("cancelled", actor=action.actor, target=item.target, cause=cause)
        if action.power.setting("tell_target"):
            night.tell(item.target, action.power.setting("tell_target"))
    return True
