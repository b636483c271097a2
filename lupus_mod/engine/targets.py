"""Whether an action is allowed: from which night, how many uses, whom it may target.

Each check answers with the reason of a rejection (a short id the GM log explains) or "".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.rules.spec import PowerSpec

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def _target_problem(night: "Night", action: "Action", name: str) -> str:
    if name not in night.seats:
        return "non-player-target"
    # A prediction is about the whole night: its target need only be alive at dusk (the
    # Shinigami scores on a player who died at the start of the night).
    alive = night.alive(name) or (bool(action.power.setting("target_at_dusk"))
                                  and night.state.player(name).alive)
    refused = named_refusal(action.power, action.actor, name, alive, night.seat(name).death_cause)
    if refused:
        return refused
    excluded = action.power.setting("not_among")
    if excluded and night.is_(name, excluded):
        # A GM's switch: a pack that may not devour one of its own (docs/rulings/thiercelieux.md,
        # "un villageois qui sera leur victime").
        return "excluded-target"
    return ""


def named_refusal(power: PowerSpec, actor: str, name: str, alive: bool, cause: str) -> str:
    """Why `power` may not name this player (roles.toml `target`: docs/rulesets.md "Whom a
    power may name"), his life and his death's cause given; "" when it may."""
    rule = power.target
    if rule in ("other-alive", "other", "other-dead") and name == actor:
        return "self-target"
    if power.living_target and not alive:
        return "dead-target"
    if rule == "dead" and alive:
        return "alive-target"
    if rule == "burned" and (alive or cause != "rogo"):
        return "not-burned"
    return ""


def _spares_died_tonight(night: "Night", action: "Action", name: str) -> bool:
    """A power on several players each acted on alone (the Pifferaio's "due giocatori da
    ammaliare") still acts on the living ones when one died earlier tonight."""
    return (bool(action.power.setting("skip_died_tonight")) and night.state.player(name).alive
            and any(night.alive(p) for p in action.players()))


def spared_targets(night: "Night", action: "Action") -> list[str]:
    """Targets an accepted order leaves out because they died earlier tonight."""
    if action.order is None:
        return []
    return [p for p in action.players() if p in night.seats and not night.alive(p)
            and _spares_died_tonight(night, action, p)]


def refusal_facts(night: "Night", action: "Action", problem: str) -> dict[str, object]:
    """What the GM and the player are told with a refusal: from which night, how many uses."""
    power = action.power
    if problem == "too-early":
        return {"from_night": power.from_night, "night": night.index}
    if problem == "too-late":
        return {"until_night": int(power.setting("until_night")), "night": night.index}
    if problem == "no-uses-left":
        return {"uses": power.uses}
    if problem == "too-soon":
        last = night.seat(action.actor).memory[f"last:{power.id}"][0]
        return {"every": power.every, "last_night": last, "next_night": last + power.every}
    return {}


def _history_problem(night: "Night", action: "Action") -> str:
    seat = night.seat(action.actor)
    power = action.power
    target = action.target
    if power.never_same_target and target in seat.memory.get(f"targets:{power.id}", []):
        return "same-target-again"
    last = seat.memory.get(f"last:{power.id}")
    follows = bool(last) and last[0] == night.index - 1 and last[1] == target
    if follows and (power.not_consecutive or (power.setting("not_self_consecutive") and target == action.actor)):
        # `not_self_consecutive`: the Doctor who may save himself, never two nights running.
        return "same-target-consecutive"
    return ""


def arity_ok(kinds: tuple[str, ...], args: tuple[str, ...]) -> bool:
    """A power of these argument kinds takes that many arguments (its optional ones may be left
    out; a text takes any): the night's check, and the reader's (orders.sender_powers)."""
    if "text" in (k.rstrip("?") for k in kinds):
        return True
    required = sum(1 for k in kinds if not k.endswith("?"))
    return required <= len(args) <= len(kinds)


def use_problem(power: PowerSpec, night: int, used: int) -> str:
    """Why a power may not be used on night `night` (index) after `used` uses, or ""."""
    if night < power.from_night:
        return "too-early"
    if power.setting("until_night") and night > int(power.setting("until_night")):
        # Cupidon: "Durant la nuit du premier tour de la partie" and no later.
        return "too-late"
    if power.uses and used >= power.uses:
        return "no-uses-left"
    parity = power.setting("night_parity")
    if parity and night % 2 != (1 if parity == "odd" else 0):
        # "Solo nelle notti dispari": refused, the use kept for a night of the right kind.
        return "off-night"
    return ""


def past_last_night(power: PowerSpec, night: int) -> bool:
    """Whether night `night` (index) comes after the power's last one: Cupidon's "Durant la nuit
    du premier tour" (`until_night`), Giulietta's "Solo la prima notte" (`only_night`)."""
    only = power.setting("only_night")
    return use_problem(power, night, 0) == "too-late" or bool(only) and night > int(only)


def check_action(night: "Night", action: "Action") -> str:
    power = action.power
    if action.order is None:
        return ""
    problem = use_problem(power, night.index, night.seat(action.actor).used(power.id))
    if problem:
        return problem
    last = night.seat(action.actor).memory.get(f"last:{power.id}")
    if power.every > 1 and last and night.index - last[0] < power.every:
        # `every = 2`: "una notte sì e una no", counted from the last night it was used.
        return "too-soon"
    if not arity_ok(power.args, action.args):
        # Two roles may share a keyword with different arguments (the Guardingo's owl).
        return "wrong-argument-count"
    players = action.players()
    for name in players:
        problem = _target_problem(night, action, name)
        if problem == "dead-target" and _spares_died_tonight(night, action, name):
            continue
        if problem:
            return problem
    if power.distinct_targets and len(set(players)) != len(players):
        return "same-target-twice"
    return _history_problem(night, action)
