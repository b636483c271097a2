"""Powers about *when* things happen: a step moved first, an action placed in another's phase."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import EFFECTS, effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.rules.spec import Ruleset


@effect("move-step-first")
def move_step_first(night: "Night", action: "Action") -> None:
    """Capotribù: "lo sbrano dei lupi avvenga come prima azione in assoluto per quella notte".
    `step`, or `steps` in order (a GM who lets the Guardia del Corpo's protection hold
    against it brings her step along, first)."""
    for at, step_id in enumerate(action.power.setting("steps") or [action.power.setting("step")]):
        step = next((s for s in night.queue if s.id == step_id), None)
        if step is None:
            night.note("step-not-pending", actor=action.actor, night_step=step_id)
            continue
        night.queue.remove(step)
        night.queue.insert(at, step)
        night.emit("reordered", actor=action.actor, night_step=step_id)


def phase_step(ruleset: "Ruleset", role_id: str) -> str:
    """The night step of a role: the step of its first night power ("" if it has none)."""
    return next((p.step for p in ruleset.role(role_id).powers if p.step and not p.day), "")


def _caught(night: "Night", action: "Action", role_id: str, holders: list[str]) -> None:
    settings = action.power.settings
    night.note("phase-role-alive", actor=action.actor, role=role_id, players=holders)
    role_name = night.ruleset.role(role_id).name
    if not settings.get("reveal"):
        night.tell(action.actor, settings.get("caught_message", "caught"), role=role_id,
                   role_name=role_name)
        return
    # Bandito: "quel ruolo e il Bandito verranno informati delle rispettive identità".
    night.tell(action.actor, settings.get("caught_message", "caught"), role=role_id,
               role_name=role_name, players=holders)
    night.tell(holders, settings.get("spotted_message", "spotted"), by=action.actor)
    for name in holders:
        night.seat(name).learn(action.actor)
        night.seat(action.actor).learn(name)


@effect("act-in-phase")
def act_in_phase(night: "Night", action: "Action") -> bool:
    """Bandito, Pistolero: "deve anche scegliere la fase notturna di un personaggio della
    fazione Villaggio durante la quale agire". While that role lives the attempt is caught
    (or lost); once it is dead, the effect named by `then` happens."""
    settings = action.power.settings
    role_id = action.first("role")
    if not night.ruleset.has_role(role_id):
        night.reject(action.order, "unknown-role", role=role_id)
        return False
    if settings.get("phase_of") and night.ruleset.role(role_id).faction != settings["phase_of"]:
        night.reject(action.order, "not-a-phase-of", role=role_id, faction=settings["phase_of"])
        return False
    step = phase_step(night.ruleset, role_id)
    if not step:
        night.reject(action.order, "no-night-phase", role=role_id)
        return False
    if (night.ruleset.policy("act_in_chosen_phase", False) and step != night.step
            and step not in night.done_steps):
        night.note("deferred", actor=action.actor, night_step=step)
        night.defer(action, step)
        return False
    holders = [s.name for s in night.living() if s.role == role_id]
    if holders:
        _caught(night, action, role_id, holders)
        return True
    return EFFECTS[settings["then"]](night, action) is not False
