"""A shot fired at one's own death (the Chasseur): named beforehand, fired whatever the cause.

The player names his target with a standing order (memory `designated:<power>`); a day
record key (`day_key` of the passive) names it when he dies by day. Policy
`last_shot_missing`, when there is no target or it is dead already: "ask" (he is asked,
message `shot-asked`, and the phase waits for his answer: a decision of the ruleset), "none"
(no shot, the GM log says so) or "random" (a living player drawn from the seed).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import effect, passive

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat


@effect("designate")
def designate(night: "Night", action: "Action") -> None:
    """A standing order: it stays until replaced and is read when a passive needs it."""
    memory = night.seat(action.actor).memory
    if not action.target:
        # "Finalement je ne tire sur personne" (settled as the order naming no one): the
        # standing shot is taken back; dying, he has none (the policy `last_shot_missing`).
        memory.pop(f"designated:{action.power.id}", None)
        memory.pop(f"designated-at:{action.power.id}", None)
        night.tell(action.actor, "shot-taken-back")
        return
    memory[f"designated:{action.power.id}"] = action.target
    # Where it was written: a shot lost nights later is listed at that line of the log.
    memory[f"designated-at:{action.power.id}"] = (getattr(action.order, "file", ""),
                                                  getattr(action.order, "line", 0),
                                                  getattr(action.order, "raw", ""))
    if getattr(action.order, "awaited", False):
        # His answer to `shot-asked`, given dead: the dawn post says the shot; a reply "si tu
        # meurs, ta balle sera pour…" would be nonsense to him.
        return
    night.tell(action.actor, action.power.setting("message", "shot-designated"), target=action.target)


def _target(phase: "Phase", seat: "Seat", settings: Mapping[str, Any]) -> str:
    chosen = getattr(phase, "choices", {}).get(settings.get("day_key", ""), "")
    if chosen:
        phase.answered.add(settings["day_key"])
    standing = seat.memory.get(f"designated:{settings.get('power', '')}", "")
    chosen = chosen or standing
    if chosen and chosen in phase.seats and phase.alive(chosen) and chosen != seat.name:
        return chosen
    if chosen:
        file, line, raw = seat.memory.get(f"designated-at:{settings.get('power', '')}", ("", 0, "")) \
            if chosen == standing else ("", 0, "")
        phase.note("last-shot-void", actor=seat.name, target=chosen,
                   **({"order_file": file, "order_line": line, "order_raw": raw} if file else {}))
    missing = phase.ruleset.policy("last_shot_missing", "none")
    if missing == "random":
        pool = [s.name for s in phase.living() if s.name != seat.name]
        return phase.rng.choice(pool) if pool else ""
    if missing == "ask":
        # "il doit désigner une personne": a shot lost to a target already dead is not his
        # choice; he is asked (on a forum he cannot answer "sur-le-champ").
        phase.ask(seat.name, "shot-asked", void=chosen or "", day_key=settings.get("day_key", ""),
                  phase=phase.phase)
        return ""
    phase.note("last-shot-missing", actor=seat.name)
    return ""


@passive("shoots-on-death", "after_death")
def shoots_on_death(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], dead: str,
                    cause: str) -> None:
    """Chasseur: "dès qu'il meurt ... il doit désigner une personne qui mourra également,
    sur-le-champ, d'une balle de son fusil". Settings: `power` (his standing order), `day_key`,
    `cause`."""
    if dead != seat.name:
        return
    target = _target(phase, seat, settings)
    if not target:
        return
    phase.emit("shot", actor=seat.name, target=target)
    phase.kill(target, settings.get("cause", "fusil"), seat.name, unstoppable=True)
