"""An attack the victim's role may answer, and players who die with another.

The passives read here carry `causes`: the deaths they answer (a role may survive the pack's
attack and not the stake). The first that applies decides:

    survives = {causes, times, reveal, tell_target, tell_attackers, announce}
        he does not die; with `reveal` he and the attackers learn each other (Traditore),
        `announce` is a public line (Bocca di Rosa at the stake); `times`: only so many
        times in the game, the next such death is his (the Elder's two lives: `times = 1`)
    turns = {causes, role, tell_target, tell_attackers}
        he does not die, becomes `role` and joins the attackers (Contadino lupo)
    strikes-back = {causes, among, cause, tell_target}
        if he dies, he kills the living player of the first role in `among` (policy
        `strikes_back_at`: "first" in the list, or "last"); `tell_target` tells him his role
        and whom he killed (Contadino eroe: "Non sa che tipo di contadino e' finche' non viene
        attaccato")
    dies-with = {for, cause}
        he dies as soon as a player matching `for` dies (Giulietta and Romeo)
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.effects.allegiance import become
from lupus_mod.engine.registry import effect, passive

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat


def _answer(phase: "Phase", target: str, kind: str, cause: str) -> Mapping[str, Any] | None:
    settings = dict(phase.passives_of(phase.seat(target))).get(kind)
    return settings if settings is not None and cause in settings.get("causes", ()) else None


def _meet(phase: "Phase", target: str, attackers: list[str]) -> None:
    for name in attackers:
        phase.seat(name).learn(target)
        phase.seat(target).learn(name)


def _survives(phase: "Phase", target: str, cause: str, attackers: list[str]) -> bool:
    settings = _answer(phase, target, "survives", cause)
    seat = phase.seat(target)
    if settings is None or seat.memory.get("survived", 0) >= settings.get("times", float("inf")):
        return False
    seat.memory["survived"] = seat.memory.get("survived", 0) + 1
    phase.emit("survived", target=target, cause=cause)
    if settings.get("reveal"):
        _meet(phase, target, attackers)
    if settings.get("tell_target"):
        phase.tell(target, settings["tell_target"], attackers=attackers)
    if settings.get("tell_attackers"):
        phase.tell(attackers, settings["tell_attackers"], target=target)
    if settings.get("announce"):
        phase.announce(settings["announce"], target=target)
    return True


def _turns(phase: "Phase", target: str, cause: str, attackers: list[str]) -> bool:
    settings = _answer(phase, target, "turns", cause)
    if settings is None:
        return False
    become(phase, target, settings["role"])
    _meet(phase, target, attackers)
    phase.emit("converted", target=target, role=settings["role"])
    phase.tell(target, settings.get("tell_target", "turned"), role=settings["role"],
               role_name=phase.ruleset.role(settings["role"]).name, attackers=attackers)
    phase.tell(attackers, settings.get("tell_attackers", "joined"), target=target,
               role_name=phase.ruleset.role(settings["role"]).name)
    return True


def strike(phase: "Phase", target: str, cause: str, actor: str, unstoppable: bool = False) -> None:
    """Kill `target` by `cause` (the pack's attack, the Lupo 3's take-along); a role that
    `strikes-back` against that cause takes the first living player of `among` with him."""
    settings = _answer(phase, target, "strikes-back", cause)
    if not phase.kill(target, cause, actor, unstoppable=unstoppable) or settings is None:
        return           # protected, he neither dies nor strikes; or no strike to make
    among = list(settings.get("among", ()))
    if phase.ruleset.policy("strikes_back_at", "first") == "last":
        among.reverse()
    living = [s.name for role in among for s in phase.living() if s.role == role]
    if living:
        phase.kill(living[0], settings.get("cause", "reazione"), target, unstoppable=True)
        if settings.get("tell_target"):
            phase.tell(target, settings["tell_target"], target=living[0],
                       role_name=phase.ruleset.role(phase.seat(target).role).name)


def spared(phase: "Phase", target: str, cause: str, attackers: list[str]) -> bool:
    """True when the victim's role keeps him alive against `cause` (he survives or turns)."""
    return _survives(phase, target, cause, attackers) or _turns(phase, target, cause, attackers)


def attackers_of(night: "Night", action: "Action") -> list[str]:
    """The group that attacks (living members), or the actor alone."""
    group = night.ruleset.group(action.power.group) if action.power.group else None
    if group is None:
        return [action.actor]
    return [s.name for s in night.living() if night.is_(s.name, group.members)]


@effect("attack")
def attack(night: "Night", action: "Action") -> bool:
    """Licantropi, the pack: "Se viene attaccato il traditore, si fa riconoscere dai lupi e non
    muore. Se viene attaccato il contadino lupo ... diventa il lupo numero 4 ... Se viene
    attaccato il druido o il personaggio protetto dalla strega, il master comunica ai lupi che
    l'attacco non ha avuto successo. Qualunque altro personaggio ... muore."
    Settings: `cause`, `fail_message`, `cannot_alone` (a selector: when every living attacker
    matches it, there is no attack: "Se rimane da solo non puo' uccidere")."""
    settings = action.power.settings
    pack = attackers_of(night, action)
    alone = settings.get("cannot_alone")
    if alone and pack and all(night.is_(name, alone) for name in pack):
        night.reject(action.order, "cannot-attack-alone")
        return False
    target = action.target
    cause = settings.get("cause", action.power.id)
    if spared(night, target, cause, pack):
        return True
    strike(night, target, cause, action.actor)
    if night.alive(target):
        # "devono essere avvisati che questi non muore"
        night.tell(pack, settings.get("fail_message", "attack-failed"), target=target)
    return True


@effect("bind")
def bind(night: "Night", action: "Action") -> bool:
    """Giulietta: "La prima notte sceglie il suo Romeo, che viene svegliato e riconosce
    Giulietta. Quando muore uno muore anche l'altro." Settings: `only_night`, `actor_status`,
    `target_status`, `grant` (passives given to the target, kept if he loses his own powers),
    `tell_target`, `tell_actor` (her choice confirmed: a GM answers the PM that names Romeo)."""
    settings = action.power.settings
    only = settings.get("only_night")
    if only and night.index != int(only):
        night.reject(action.order, "only-night", night=int(only))
        return False
    actor, target = night.seat(action.actor), night.seat(action.target)
    actor.statuses.add(settings.get("actor_status", "bound"))
    target.statuses.add(settings.get("target_status", "bound"))
    granted = dict(target.memory.get("granted", {}))
    granted.update({name: dict(rule) for name, rule in dict(settings.get("grant", {})).items()})
    target.memory["granted"] = granted
    actor.learn(target.name)
    target.learn(actor.name)
    night.emit("bound", actor=actor.name, target=target.name)
    night.tell(target.name, settings.get("tell_target", "bound"), by=actor.name)
    if settings.get("tell_actor"):
        night.tell(actor.name, settings["tell_actor"], target=target.name)
    return True


@passive("dies-with", "after_death")
def dies_with(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], dead: str,
              cause: str) -> None:
    """Giulietta's passive, and the one her choice gives Romeo (note tecniche 2-6)."""
    if not seat.alive or dead == seat.name or not phase.is_(dead, settings["for"]):
        return
    phase.kill(seat.name, settings.get("cause", "amore"), dead, unstoppable=True)
