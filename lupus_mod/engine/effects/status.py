"""Effects that change a player's standing: charms, resurrections, boosts, announcements."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


@effect("add-status")
def add_status(night: "Night", action: "Action") -> None:
    status = action.power.setting("status", action.power.id)
    for target in action.players():
        if not night.alive(target):
            # Died earlier tonight: the check let the order through for the living ones, and
            # the resolver logged the name dropped (`argument-dropped`).
            continue
        night.seat(target).statuses.add(status)
        night.emit("status", actor=action.actor, target=target, status=status)
        if action.power.setting("tell_target"):
            night.tell(target, action.power.setting("message", status))


@effect("announce")
def announce(night: "Night", action: "Action") -> None:
    # Pifferaio: "Anche se bloccato però, finché il Pifferaio è in vita il Game Master annuncerà
    # che una melodia è stata suonata nel corso della notte."
    night.announce(action.power.setting("message", action.power.id))


@effect("resurrect")
def resurrect(night: "Night", action: "Action") -> bool | None:
    target = action.target
    if action.power.setting("died_tonight") and target not in night.deaths:
        # Guaritore: "puo' resuscitare una persona morta durante la notte": the use is kept.
        night.reject(action.order, "not-dead-tonight")
        return False
    if "unsavable" in night.role_of(target).passives:
        # Cavaliere: "I poteri di protezione o di resurrezione usati sul Cavaliere non hanno
        # alcun effetto." The power is spent all the same.
        night.note("resurrection-no-effect", actor=action.actor, target=target)
        return
    night.revive(target, action.actor, action.power.setting("cause", "resurrezione"))
    night.tell(target, "revived", items=list(night.seat(target).items))
    if action.power.setting("tell_actor"):
        # Guaritore: "il master sveglia il guaritore e gli indica i morti": he knows whom he
        # raised, and that his one use is spent.
        night.tell(action.actor, action.power.setting("tell_actor"), target=target)


@effect("random-boost")
def random_boost(night: "Night", action: "Action") -> None:
    """Pastorella: each night a random living player of a kind gets a heavier vote tomorrow."""
    pool = [s.name for s in night.living() if night.is_(s.name, action.power.setting("among"))]
    if not pool:
        night.note("boost-nobody", actor=action.actor)
        return
    chosen = night.rng.choice(pool)
    night.day_weights[chosen] = int(action.power.setting("weight", 2))
    night.emit("boost", actor=action.actor, target=chosen,
               weight=night.day_weights[chosen])


@effect("vote-weight")
def vote_weight(night: "Night", action: "Action") -> None:
    """The target's vote weighs `weight` in tomorrow's tally (2: double; 0: cancelled)."""
    weight = int(action.power.setting("weight", 2))
    night.day_weights[action.target] = weight
    night.emit("boost", actor=action.actor, target=action.target, weight=weight)


@effect("protect", reads=("void_while", "against"))
def protect(night: "Night", action: "Action") -> None:
    target = action.target
    if "unsavable" in night.role_of(target).passives:
        night.note("protection-no-effect", actor=action.actor, target=target)
        return
    void = action.power.setting("void_while")
    if void and any(night.is_(s.name, void) for s in night.living()):
        # Strega: "La protezione non funziona se e' presente la strega nera."
        night.note("protection-void", actor=action.actor, target=target, by=void)
        return
    night.scratch[target].protected_by.append(action.actor)
    against = action.power.setting("against")
    if against:
        night.scratch[target].shields[action.actor] = tuple(against)


@effect("block", reads=("mark", "tell_target"))
def block(night: "Night", action: "Action") -> None:
    night.scratch[action.target].blocked_by = action.actor
    if action.power.setting("mark"):
        night.scratch[action.target].marks.add(action.power.setting("mark"))
    if action.power.setting("tell_target"):
        night.tell(action.target, "blocked")
