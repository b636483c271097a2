"""Seeing what happens at night without acting on it: the victim shown to the Sorcière, the
Petite Fille peeking at the wolves."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def _due(night: "Night", cause: str) -> list[int]:
    return [n for n, s in enumerate(night.scheduled)
            if s.night == night.index and s.effect == "death" and s.cause == cause]


def _spent(night: "Night", action: "Action", power_id: str) -> bool:
    power = night.role_of(action.actor).power(power_id)
    return power is not None and bool(power.uses) and \
        night.seat(action.actor).used(power_id) >= power.uses


@effect("report-scheduled")
def report_scheduled(night: "Night", action: "Action") -> None:
    """Sorcière: "le meneur va appeler la sorcière et va lui montrer la personne tuée par les
    loups-garous"; once the power `unseen_when_spent` is spent, "le meneur ne lui désigne plus
    la victime" (policy `witch_after_heal`: "phrase" tells her the phrase without a name,
    "nothing" tells her nothing). Settings: `cause`, `unseen_when_spent`."""
    settings = action.power.settings
    victims = [night.scheduled[n].target for n in _due(night, settings.get("cause", ""))]
    spent = settings.get("unseen_when_spent", "")
    if spent and _spent(night, action, spent):
        night.note("victim-not-shown", actor=action.actor, victims=victims)
        if night.ruleset.policy("witch_after_heal", "phrase") == "phrase":
            night.tell(action.actor, "victim-phrase")
        return
    if not victims:
        night.tell(action.actor, "no-victim")
        return
    night.tell(action.actor, "victim-shown", target=victims[0], victims=victims)


@effect("decline")
def decline(night: "Night", action: "Action") -> None:
    """An answer that does nothing ("ne rien faire", the Sorcière's first possibility): the
    question it answers is no longer awaited. Setting `note`: the GM log's note (the
    Licantropi pack "decide se e chi attaccare": "pack-declined")."""
    night.note(action.power.setting("note", "declined"), actor=action.actor, power=action.power.id)


def _spotted(night: "Night", action: "Action", spotters: list[str]) -> None:
    """"Si la petite fille est démasquée à ce moment par les loups-garous, elle pourra être
    égorgée (en silence) à la place de la victime des loups-garous." """
    actor = action.actor
    for name in spotters:
        night.seat(name).learn(actor)
    night.tell(spotters, "peeker-spotted", player=actor)
    night.emit("spotted", actor=actor, by=spotters)
    cause = action.power.setting("takes_place_of", "")
    due = _due(night, cause) if cause else []
    if due and night.ruleset.policy("peek_spotted_dies", True):
        old = night.scheduled[due[0]]
        night.scheduled[due[0]] = replace(old, target=actor)
        night.emit("substituted", actor=actor, target=old.target, cause=cause)


@effect("peek")
def peek(night: "Night", action: "Action") -> None:
    """Petite Fille: "peut discrètement entrouvrir les yeux afin d'essayer de démasquer les
    loups-garous". She learns one living player matching `among`, drawn from the seed; with
    the chance of policy `peek_spotted_chance` they spot her (see `_spotted`)."""
    among = action.power.setting("among", "conta:LOUP")
    pool = [s.name for s in night.living() if s.name != action.actor and night.is_(s.name, among)]
    if not pool:
        night.tell(action.actor, "peek-nothing")
        return
    seen = night.rng.choice(pool)
    night.seat(action.actor).learn(seen)
    night.emit("result", actor=action.actor, target=seen, answer="seen")
    night.tell(action.actor, "peek-seen", target=seen)
    if night.rng.random() < float(night.ruleset.policy("peek_spotted_chance", 0.0)):
        _spotted(night, action, pool)
