"""Players changing side, and players of one side learning who the others are.

A conversion is a table of outcomes in the power's settings, tried in order; the first whose
`who` selector matches the target applies:

    [[role.power.settings.convert]]
    who = ["faction:villaggio", "faction:fuorilegge"]
    role = "soldato-alieno"          # becomes that role (its faction, conta, acquaintances)
    faction = "fuorilegge"           # or only changes side, keeping his role and powers
    add_conta = "ALIENO"             # or only starts counting as one more kind
    set_conta = ["ALIENO"]           # or counts as these kinds instead of his own
    status = "lavaggio"              # a mark for the GM
    kill_actor = "reazione"          # or the target kills the actor on the spot (a cause)
    introduce = true                 # actor and target learn each other
    tell_target = "brainwashed"      # message ids
    tell_actor = "brainwash-success"

A role with the passive `unconvertible = {resists = ["lavaggio"]}` is untouched by a
conversion whose `kind` is listed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.registry import effect, passive

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat


def resists(phase: "Phase", name: str, kind: str) -> bool:
    guard = phase.role_of(name).passives.get("unconvertible")
    return guard is not None and kind in guard.get("resists", (kind,))


def become(phase: "Phase", name: str, role_id: str) -> None:
    """The player's role is replaced: he takes its faction, conta and acquaintances."""
    seat = phase.seat(name)
    role = phase.ruleset.role(role_id)
    seat.memory["was"] = seat.role
    seat.role, seat.faction, seat.conta = role_id, role.faction, list(role.conta)
    seat.statuses.add("convertito")
    for other in phase.living():
        if role.knows and phase.is_(other.name, role.knows):
            seat.learn(other.name)


def _change(night: "Night", target: str, outcome: Mapping[str, Any]) -> bool:
    """Apply the outcome's changes to the target; True if he changed at all."""
    seat = night.seat(target)
    before = (seat.role, seat.faction, list(seat.conta), set(seat.statuses))
    if outcome.get("role"):
        become(night, target, outcome["role"])
    if outcome.get("faction"):
        seat.faction = outcome["faction"]
    if outcome.get("set_conta"):
        seat.conta = list(outcome["set_conta"])
    if outcome.get("add_conta") and outcome["add_conta"] not in seat.conta:
        seat.conta.append(outcome["add_conta"])
    if outcome.get("status"):
        seat.statuses.add(outcome["status"])
    return before != (seat.role, seat.faction, seat.conta, seat.statuses)


def _apply(night: "Night", actor: str, target: str, outcome: Mapping[str, Any]) -> None:
    if outcome.get("kill_actor"):
        night.kill(actor, outcome["kill_actor"], target)
        if outcome.get("tell_actor"):
            # Vampiro: "se l'attacco e' a un lupo o al cacciatore di vampiri si comunica al
            # vampiro che e' morto".
            night.tell(actor, outcome["tell_actor"], target=target)
        return
    seat = night.seat(target)
    if _change(night, target, outcome):
        night.emit("converted", actor=actor, target=target,
                   role=seat.role, faction=seat.faction, conta=list(seat.conta))
    if outcome.get("introduce"):
        seat.learn(actor)
        night.seat(actor).learn(target)
    if outcome.get("tell_target"):
        night.tell(target, outcome["tell_target"], by=actor, role=seat.role,
                   role_name=night.ruleset.role(seat.role).name)
    if outcome.get("tell_actor"):
        night.tell(actor, outcome["tell_actor"], target=target)


@effect("convert")
def convert(night: "Night", action: "Action") -> None:
    """Bandito: "può provare a reclutare un altro giocatore nella sua banda"."""
    settings = action.power.settings
    target = action.target
    outcome = next((o for o in settings.get("convert", ()) if night.is_(target, o["who"])), None)
    if outcome is None or resists(night, target, settings.get("kind", "")):
        night.note("conversion-failed", actor=action.actor, target=target)
        night.tell(action.actor, settings.get("fail_message", "conversion-failed"), target=target)
        return
    _apply(night, action.actor, target, outcome)


@effect("convert-on-guess")
def convert_on_guess(night: "Night", action: "Action") -> None:
    """Leader Alieno: "Se indovina il suo ruolo, lo trasformerà" (the true role counts; the
    policy `guess_also = {guessed = [roles]}` makes a guess right for other roles too)."""
    guess, role = action.first("role"), night.seat(action.target).role
    if role != guess and role not in night.ruleset.policy("guess_also", {}).get(guess, ()):
        night.tell(action.actor, action.power.setting("fail_message", "conversion-failed"),
                   target=action.target)
        return
    convert(night, action)


@passive("reveals-allies", "after_death")
def reveals_allies(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], dead: str,
                   cause: str) -> None:
    """Leader Alieno: "Nel momento in cui il Leader Alieno muore (di notte o di giorno), tutti
    gli altri membri dell'INVASIONE ... riconoscendosi tra loro"."""
    if dead != seat.name:
        return
    allies = [s.name for s in phase.living() if phase.is_(s.name, settings["members"])]
    for name in allies:
        for other in allies:
            phase.seat(name).learn(other)
    phase.tell(allies, settings.get("message", "allies-revealed"), allies=allies, leader=dead)
