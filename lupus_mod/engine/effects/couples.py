"""Two players bound together (Cupidon's lovers): linked, introduced, dying together.

The link is a status on both and each one's partner in `memory["partners:<status>"]`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import effect, passive, step_effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat
    from lupus_mod.rules.spec import StepSpec


@effect("link-pair")
def link_pair(night: "Night", action: "Action") -> None:
    """Cupidon: "il va désigner deux personnes qui seront amoureuses jusqu'à la fin du jeu".
    Settings: `status`; `mixed_by` (a selector) and `mixed_faction`: a pair where one matches
    and the other does not forms that faction ("Si l'un des amoureux est villageois et l'autre
    loup-garou ... ils forment une équipe de deux, seuls contre tous")."""
    settings = action.power.settings
    status = settings.get("status", action.power.id)
    first, second = action.players()[:2]
    for name, partner in ((first, second), (second, first)):
        seat = night.seat(name)
        seat.statuses.add(status)
        seat.memory[f"partners:{status}"] = [partner]
        seat.memory[f"linked:{status}"] = night.index
        night.emit("status", actor=action.actor, target=name, status=status)
    split = settings.get("mixed_by")
    if split and night.is_(first, split) != night.is_(second, split):
        for name in (first, second):
            night.seat(name).faction = settings["mixed_faction"]
            night.emit("converted", actor=action.actor, target=name,
                       role=night.seat(name).role, faction=settings["mixed_faction"],
                       conta=list(night.seat(name).conta))
    night.tell(action.actor, settings.get("message", "pair-linked"), first=first, second=second)


@step_effect("introduce-partners")
def introduce_partners(night: "Night", step: "StepSpec") -> None:
    """"Les amoureux apprennent la formation de leur couple ... pour découvrir qui est leur
    partenaire": the pair linked tonight learn each other (settings `status`, `message`).
    Policy `lovers_learn`: "partner" (who the partner is, nothing more: the text) or "camp"
    (also their camp, which tells a villager that his partner is a wolf)."""
    status = step.settings.get("status", "")
    camp = night.ruleset.policy("lovers_learn", "camp") == "camp"
    for seat in night.living():
        if seat.memory.get(f"linked:{status}") != night.index:
            continue
        partners = list(seat.memory.get(f"partners:{status}", []))
        for partner in partners:
            seat.learn(partner)
        told = {"faction": seat.faction,
                "faction_name": night.ruleset.faction_name(seat.faction)} if camp else {}
        night.tell(seat.name, step.settings.get("message", "partner"), partners=partners, **told)


@passive("partners-die-together", "with_death")
def partners_die_together(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], dead: str,
                          cause: str) -> None:
    """"Si l'une des deux personnes vient à mourir, l'autre meurt immédiatement de désespoir."
    Held by the role that makes the pairs (every pair of the game, whoever made it)."""
    status = settings.get("status", "")
    for partner in phase.seat(dead).memory.get(f"partners:{status}", []):
        if phase.alive(partner):
            phase.force_death(partner, settings.get("cause", "chagrin"), dead)
