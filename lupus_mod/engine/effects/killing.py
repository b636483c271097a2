"""Effects that kill: the pack's attack, duels, guesses, torment, predictions, delayed deaths."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import at_dawn, effect, step_effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night
    from lupus_mod.rules.spec import StepSpec


def _report_kill(night: "Night", action: "Action", victim: str, died: bool) -> None:
    """Lupo Cattivo: whether the victim was a hero and whether he held an item when he died."""
    report = action.power.setting("report_to")
    if not report:
        return
    told = [s.name for s in night.living() if night.is_(s.name, report)]
    if not died:
        night.tell(told, "attack-no-victim")
        return
    seat = night.seat(victim)
    role = night.ruleset.role(seat.role)
    # "eroe" = a special role of the VILLAGGIO; a converted player is no longer one.
    hero = role.hero and seat.faction == role.faction
    night.tell(told, "attack-report", target=victim, hero=hero, held_item=bool(seat.items_at_death))


@effect("kill", reads=("cause", "unstoppable", "fail_message", "report_to"))
def kill(night: "Night", action: "Action") -> None:
    settings = action.power.settings
    victim = action.target
    died = night.kill(victim, settings.get("cause", action.power.id), action.actor,
                      unstoppable=settings.get("unstoppable", False))
    if not died:
        night.tell(action.actor, settings.get("fail_message", "attack-failed"), target=victim)
    _report_kill(night, action, victim, died)


@effect("guess-role-kill")
def guess_role_kill(night: "Night", action: "Action") -> bool:
    role_id, victim = action.args[0], action.args[1]
    settings = action.power.settings
    if role_id in settings.get("forbidden_roles", ()):
        night.reject(action.order, "forbidden-role", role=role_id)
        return False
    # The true role counts ("Il Massone e il Massone Innamorato contano come due ruoli diversi").
    if night.seat(victim).role != role_id:
        night.tell(action.actor, "guess-wrong", target=victim)
        return True
    night.kill(victim, settings.get("cause", action.power.id), action.actor,
               unstoppable=settings.get("unstoppable", True))
    night.tell(action.actor, "guess-right", target=victim)
    return True


@effect("duel")
def duel(night: "Night", action: "Action") -> None:
    target = action.target
    if not night.alive(target):
        return
    if night.is_(target, action.power.setting("wins_against", "not:faction:villaggio")):
        night.kill(target, "duello", action.actor, unstoppable=True)
    else:
        night.kill(action.actor, "duello", action.actor, unstoppable=True)


def usable_night_powers(night: "Night", name: str) -> list:
    """Night powers the player can still use in the rest of the game (items aside)."""
    seat = night.seat(name)
    role = night.ruleset.role(seat.role)
    return [p for p in role.powers
            if not p.day and not p.group and (not p.uses or seat.used(p.id) < p.uses)]


def _may_tell_blocked(night: "Night", target: str) -> bool:
    """"Il Game Master comunicherà al giocatore tormentato di essere stato bloccato" — unless the
    news would tell an unaware player he is not the role he believes (policy
    `tell_unaware_blocked`): the role he believes he has would have been blocked too when he
    holds items or when that role has a night power, and then he is told."""
    role = night.role_of(target)
    if not role.unaware_as or night.ruleset.policy("tell_unaware_blocked", False):
        return True
    believed = night.ruleset.role(role.unaware_as)
    return bool(night.seat(target).items) or any(not p.day and not p.group for p in believed.powers)


@effect("torment")
def torment(night: "Night", action: "Action") -> None:
    settings = action.power.settings
    target = action.target
    if night.is_(target, settings.get("immune", "conta:LUPO")):
        night.tell(target, "tormented")      # "I lupi ... sono informati di essere stati tormentati."
        return
    powers = usable_night_powers(night, target)
    here = night.ruleset.step_index(night.step)
    later = [p for p in powers if night.ruleset.step_index(p.step) >= here]
    # Items he holds act later: blocked only under policy torment_blocks_early_actor_items.
    items_left = bool(night.seat(target).items) and night.ruleset.policy(
        "torment_blocks_early_actor_items", False)
    if powers and not later and not items_left:
        # Shinigami: "non muore ... perché agisce di notte ... non può essere bloccato perché
        # agisce prima del Tormentatore."
        night.note("acted-before", actor=action.actor, target=target)
        return
    if powers or night.seat(target).items:
        night.scratch[target].blocked_by = action.actor
        if _may_tell_blocked(night, target):
            night.tell(target, "blocked")
        return
    night.tell(target, "tormented-dead")
    night.kill(target, settings.get("cause", "tormento"), action.actor)
    night.kill(action.actor, settings.get("self_cause", "sforzo"), action.actor)


@at_dawn("predict-death")
def predict_death_end(night: "Night", action: "Action") -> None:
    settings = action.power.settings
    counter = settings.get("counter", "punti")
    seat = night.seat(action.actor)
    target = action.target
    if target in night.deaths:
        seat.counters[counter] = seat.counters.get(counter, 0) + 1
        night.emit("score", actor=action.actor, target=target, points=seat.counters[counter])
        return
    if not night.deaths and settings.get("kill_if_nobody_died", True):
        # "Se quella notte non dovesse morire nessuno, morirà il giocatore scelto ... e gli
        # varrà come punto."
        if night.kill(target, settings.get("cause", "shinigami"), action.actor, unstoppable=True):
            seat.counters[counter] = seat.counters.get(counter, 0) + 1
            night.emit("score", actor=action.actor, target=target,
                       points=seat.counters[counter])


@step_effect("scheduled-deaths")
def scheduled_deaths(night: "Night", step: "StepSpec") -> None:
    causes = step.settings.get("causes")   # this step's delayed deaths only; absent: all
    due = [s for s in night.scheduled if s.night == night.index and s.effect == "death"
           and (not causes or s.cause in causes)]
    night.scheduled = [s for s in night.scheduled if s not in due]
    for item in due:
        if item.about and night.seats[item.about].alive:
            night.note("grief-spared", player=item.target, beloved=item.about)
            continue
        night.kill(item.target, item.cause, item.actor, unstoppable=not item.protectable)
