"""Dying in another's place: the passive rule, and the order that makes a player ready to."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import effect, passive

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat


@effect("stand-ready")
def stand_ready(night: "Night", action: "Action") -> None:
    """An order valid for tonight only, read by a passive (the Generale's sacrifice)."""
    night.scratch[action.actor].marks.add(f"ready:{action.power.id}")
    if action.target:
        # Whom he stands by tonight: read by `dies-instead`'s `only_named` (the bodyguard).
        night.scratch[action.actor].marks.add(f"ready:{action.power.id}@{action.target}")
    night.note("ready", actor=action.actor, power=action.power.id)


@passive("dies-instead", "before_death")
def dies_instead(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], target: str,
                 cause: str) -> bool:
    """Settings: `for` (whom he saves), `causes` (only these deaths), `phases` ("night",
    "day"), `only_if` (a selector he must match himself), `needs_order` (a power of his he must
    have used tonight), `only_named` (only for the player that order named: the forums'
    bodyguard, who dies in place of the one he guards), `not_if_blocked` (blocked tonight, he cannot come: the Leader Alieno's
    abducted "per quella notte non potrà agire").

    Vicesceriffo: "Se però lo Sceriffo dovesse essere sbranato durante la notte dai lupi, il
    Vicesceriffo ... morirà al suo posto." Generale Alieno: "se il Leader Alieno viene ucciso
    durante la notte (per qualsiasi motivo), il Generale Alieno può scegliere di sacrificarsi al
    suo posto"."""
    if not phase.is_(target, settings["for"]):
        return False
    if "causes" in settings and cause not in settings["causes"]:
        return False
    if "phases" in settings and phase.phase not in settings["phases"]:
        return False
    if "only_if" in settings and not phase.is_(seat.name, settings["only_if"]):
        return False
    if settings.get("not_if_blocked") and phase.scratch[seat.name].blocked_by:
        return False
    ready = settings.get("needs_order")
    if ready and settings.get("only_named"):
        ready = f"{ready}@{target}"
    return not ready or f"ready:{ready}" in phase.scratch[seat.name].marks
