"""What the master tells on given nights, what he announces at dawn, and deadlines of a role.

    tell-presence    tells the actor, on `nights`, whether each of `roles` is in the game
    introduce        tells the actor, on `nights`, the players matching `among` and their roles
    reveal-self      tells the target the actor's own role (the Espansivo)
    dies-unless      the actor dies on night `night` unless he carries `status` by then
    strike-in-phase  a once-only kill in the turn of a role: its holder if alive, else the
                     player named
    announces-result (passive) while he lives, a public line at dawn when a role's
                     investigation tonight gave a given answer
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.effects.timing import phase_step
from lupus_mod.engine.registry import effect, passive

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat


@effect("tell-presence")
def tell_presence(night: "Night", action: "Action") -> bool:
    """Prete: "Solo la prima notte, il master sveglia il prete e gli fa cenno se e' presente il
    Peccatore, poi se e' presente Bocca di Rosa" (present: dealt to somebody)."""
    settings = action.power.settings
    if night.index not in settings.get("nights", (1,)):
        return False
    dealt = {p.role for p in night.state.players}
    found = [{"role": role, "name": night.ruleset.role(role).name, "present": role in dealt}
             for role in settings.get("roles", ())]
    night.tell(action.actor, settings.get("message", "presence"), roles=found)
    return True


@effect("introduce")
def introduce(night: "Night", action: "Action") -> bool:
    """Guardie: "Solo la prima notte, il master sveglia le guardie in modo che si riconoscano
    tra loro"; lupi: "Ogni lupo fa cenno del suo numero". Tells the actor, on `nights`, the
    other living players matching `among`, with their roles."""
    settings = action.power.settings
    if night.index not in settings.get("nights", (1,)):
        return False
    met = [s.name for s in night.living() if s.name != action.actor
           and night.is_(s.name, settings["among"])]
    for name in met:
        night.seat(action.actor).learn(name)
    night.tell(action.actor, settings.get("message", "allies-met"), players=met,
               roles=[night.role_of(name).name for name in met])
    return True


@effect("reveal-self")
def reveal_self(night: "Night", action: "Action") -> bool:
    """Espansivo (the Pisa rules): he reveals his own role to a player he chooses. His true
    role, whatever a disguise shows tonight; the target knows him from now on."""
    role = night.role_of(action.actor)
    night.seat(action.target).learn(action.actor)
    night.tell(action.target, action.power.setting("message", "role-revealed"),
               by=action.actor, role=role.id, role_name=role.name)
    return True


@effect("dies-unless")
def dies_unless(night: "Night", action: "Action") -> bool:
    """Matto: "Solo la terza notte, se il matto non si e' ancora dichiarato come mistico,
    muore." Nothing stops it."""
    settings = action.power.settings
    seat = night.seat(action.actor)
    if night.index != int(settings.get("night", 1)) or settings["status"] in seat.statuses:
        return False
    night.kill(action.actor, settings.get("cause", action.power.id), action.actor, unstoppable=True)
    return True


def _turn_problem(night: "Night", role_id: str, tag: str) -> str:
    if not night.ruleset.has_role(role_id):
        return "unknown-role"
    role = night.ruleset.role(role_id)
    if tag and tag not in role.tags:
        return "not-a-phase-of"
    powers = [p for p in role.powers if p.step and not p.day]
    if not powers or min(p.from_night for p in powers) > night.index:
        return "no-turn-tonight"    # the Medium has no turn on the first night
    return ""


@effect("strike-in-phase")
def strike_in_phase(night: "Night", action: "Action") -> bool:
    """Assassino: "Una sola notte si sveglia durante il turno di un mistico e se e' vivo lo
    deve uccidere, altrimenti uccide chi vuole. ... se si sveglia deve uccidere qualcuno."
    Args: the role whose turn he wakes in, then the player he kills if no holder lives.
    Settings: `phase_tag` (the roles he may choose), `cause`, `message`."""
    settings = action.power.settings
    role_id = action.first("role")
    problem = _turn_problem(night, role_id, settings.get("phase_tag", ""))
    if problem:
        night.reject(action.order, problem, role=role_id)
        return False
    step = phase_step(night.ruleset, role_id)
    if step != night.step and step not in night.done_steps:
        night.note("deferred", actor=action.actor, night_step=step)
        night.defer(action, step)   # he wakes in that turn, after its holder has acted
        return False
    holders = [s.name for s in night.living() if s.role == role_id]
    victim = holders[0] if holders else action.target
    if not victim or not night.alive(victim):
        night.reject(action.order, "needs-victim", role=role_id)
        return False
    night.kill(victim, settings.get("cause", action.power.id), action.actor)
    night.tell(action.actor, settings.get("message", "struck"), target=victim,
               role_name=night.ruleset.role(role_id).name, holder=bool(holders))
    return True


@passive("announces-result", "night_end")
def announces_result(phase: "Phase", seat: "Seat", settings: Mapping[str, Any]) -> None:
    """Oste: "Se alla mattina l'oste e' ancora vivo e la veggente nella notte ha scoperto un
    nero, il master ne da' la notizia. La veggente potrebbe anche essere morta nel frattempo."
    Settings: `role` (whose investigation), `answer`, `message`."""
    message = settings.get("message", "result-announced")
    found = any(e.kind == "result" and e.actor in phase.seats
                and phase.seat(e.actor).role == settings["role"]
                and e.get("answer") == settings["answer"] for e in phase.events)
    told = any(e.public and e.message == message for e in phase.events)
    if seat.alive and found and not told:
        phase.announce(message)
