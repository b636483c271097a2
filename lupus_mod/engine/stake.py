"""The day's verdict in a ruleset with `[[day_step]]`: the day powers that change it, the stake.

    run_day_step(verdict, step, choices)

`verdict.condemned` is who the vote condemned (days/<d>.toml `burned`). Each day step runs, in
the day phase's order, its own effect (`burn`: the stake) and the day powers bound to it. A day
power is used by writing its keyword in days/<d>.toml with its argument as the value
(`grazio = "Zefiro"`); the actor is the player holding the power: alive, or, for a power with
`when_burned = true` in its settings, burned at the stake today (Lupo 3). Pure.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.effects.reactions import spared, strike
from lupus_mod.engine.effects.verdicts import spared_on
from lupus_mod.engine.registry import DAY_EFFECTS, day_effect
from lupus_mod.engine.titles import election_awaited
from lupus_mod.rules.spec import PowerSpec, Ruleset, StepSpec

if TYPE_CHECKING:
    from lupus_mod.engine.phase import Phase


@dataclass
class Verdict:
    """The day being decided: who is condemned now."""

    day: "Phase"
    condemned: list[str] = field(default_factory=list)
    revote: bool = False      # the condemned comes from the new vote after a tied runoff
    missing: str = ""         # the count the day record does not say yet (DayRecord.missing)


@dataclass(frozen=True)
class DayAction:
    """A day power used in the day file, bound to its power."""
    actor: str
    power: PowerSpec
    value: str              # the argument written in the day file (a player, or a role)


# The day effects that read who the vote condemned: the first of them waits for the count.
VERDICT_EFFECTS = ("verdict", "burn")


def awaited(verdict: Verdict) -> str:
    """What the day waits for at the step that reads its verdict, "" when the record says who
    burned: the title's election first (it comes before the vote and weighs in it), else the
    count the record lacks."""
    if not verdict.missing:
        return ""
    return "election" if election_awaited(verdict.day) else verdict.missing


def unstepped(choices: Mapping[str, str], ruleset: Ruleset) -> dict[str, str]:
    """The day choices that are no day power bound to a day step (the vote's weights)."""
    stepped = {p.keyword for _, p in ruleset.all_powers() if p.day and p.step}
    return {k: v for k, v in choices.items() if k not in stepped}


def _holders(day: "Phase", power: PowerSpec) -> list[str]:
    roles = {r.id for r in day.ruleset.roles if power in r.powers}
    burned = {e.target for e in day.events if e.kind == "death" and e.cause == "rogo"}
    return [s.name for s in day.seats.values() if s.role in roles
            and (s.name in burned if power.setting("when_burned") else s.alive)]


def _unburned_holder(day: "Phase", verdict: Verdict, power: PowerSpec) -> str:
    """A power of the one who burns (`when_burned`: the Lupo 3's «porto») whose holder is alive,
    the day's verdict known: he did not burn ("porta con se' qualcuno solo se viene bruciato sul
    rogo"), so the choice is refused for that, not for a holder missing."""
    if not power.setting("when_burned") or verdict.missing:
        return ""
    roles = {r.id for r in day.ruleset.roles if power in r.powers}
    return next((s.name for s in day.seats.values() if s.role in roles and s.alive), "")


def _pardoned(day: "Phase", name: str) -> bool:
    """Whether a day power that pardons (the Oratore's «grazio») spared `name` today."""
    pardons = {p.id for _, p in day.ruleset.all_powers() if p.effect == "pardon"}
    return any(e.kind == "day-power" and e.get("power") in pardons and e.target == name
               for e in day.events)


def _resolve_role(ruleset: Ruleset, text: str) -> str:
    folded = text.strip().casefold()
    return next((r.id for r in ruleset.roles
                 if folded in {r.id, r.name.casefold(), *(a.casefold() for a in r.aliases)}), "")


def _problem(day: "Phase", act: DayAction) -> str:
    power, seat = act.power, day.seat(act.actor)
    if power.uses and seat.used(power.id) >= power.uses:
        return "no-uses-left"
    if power.args and power.args[0].rstrip("?") == "role":
        return "" if _resolve_role(day.ruleset, act.value) else "unknown-role"
    if act.value not in day.seats:
        return "non-player-target"
    if power.target in ("other-alive", "other") and act.value == act.actor:
        return "self-target"
    if power.living_target and not day.alive(act.value):
        return "dead-target"
    return ""


def _tell_thread(day: "Phase", act: DayAction, default: str, **fields: Any) -> None:
    """The act told to the thread by the power's `message` (default `default`). `message = ""`
    tells the thread nothing: the GM log has the day power (Licantropi: "Il master comunica se
    e chi e' morto sul rogo")."""
    message = act.power.setting("message", default)
    if message:
        day.announce(message, **fields)


def _reject(day: "Phase", act: DayAction, reason: str) -> None:
    day.emit("rejected", actor=act.actor, cause=reason,
             keyword=act.power.keyword, value=act.value)


def _run_power(day: "Phase", verdict: Verdict, power: PowerSpec, value: str) -> None:
    holders = _holders(day, power)
    if not holders:
        unburned = _unburned_holder(day, verdict, power)
        cause = ("no-holder" if not unburned else
                 "holder-pardoned" if _pardoned(day, unburned) else "holder-not-burned")
        day.emit("rejected", cause=cause, keyword=power.keyword, value=value,
                 **({"holder": unburned} if unburned else {}))
        return
    act = DayAction(holders[0], power, value)
    problem = _problem(day, act)
    if problem:
        _reject(day, act, problem)
        if power.setting("ask"):
            # A choice he must make, refused (« porto = <himself> »): no choice made, he is
            # asked still, and the GM's answer is an error at its line (play/phase_checks).
            day.ask(act.actor, power.setting("ask"), day_key=power.keyword)
        return
    if DAY_EFFECTS[power.effect](verdict, act) is False:
        return
    seat = day.seat(act.actor)
    seat.uses[power.id] = seat.used(power.id) + 1
    day.emit("day-power", actor=act.actor, target=value, power=power.id)


def run_day_step(verdict: Verdict, step: StepSpec, choices: Mapping[str, str]) -> None:
    """One `[[day_step]]`: its own effect (`burn`: the stake), then the day powers bound to it.
    After a tied runoff voted again (`verdict.revote`) the steps in the policy
    `after_revote_skips` do not run that day (Licantropi's tie branch, line 111: "Il master
    comunica se e chi e' morto sul rogo e immediatamente da' inizio alla notte")."""
    day = verdict.day
    powers = [p for _, p in day.ruleset.all_powers() if p.day and p.step == step.id]
    day.step = step.id
    if verdict.revote and step.id in (day.ruleset.policy("after_revote_skips", ()) or ()):
        for power in powers:
            if choices.get(power.keyword):
                day.emit("rejected", cause="after-revote",
                         keyword=power.keyword, value=choices[power.keyword])
        return
    if step.effect:
        DAY_EFFECTS[step.effect](verdict, step)
    for power in powers:
        if choices.get(power.keyword):
            _run_power(day, verdict, power, choices[power.keyword])
        elif power.setting("ask"):
            # A choice the holder must make now, missing from the record (Licantropi l.117: "Se
            # il condannato e' il lupo 3, il master gli fa aprire gli occhi e scegliere chi
            # portare con se'"): he is asked, and the day waits for his answer.
            for holder in _holders(day, power):
                day.ask(holder, power.setting("ask"), day_key=power.keyword)


# -- the day effects -------------------------------------------------------------------------
@day_effect("verdict")
def verdict_of_the_vote(verdict: Verdict, step: Any) -> None:
    """The vote's result, told before the day powers that may change it: "Il master fa aprire
    gli occhi all'oratore e gli comunica i risultati della votazione" (Licantropi, line 115).
    The player is condemned, not burned: the stake is its own step. Its words are the step's
    `message` and `nobody_message` (rules/load.py gives the runoff's or the plain vote's)."""
    day = verdict.day
    if verdict.condemned:
        day.announce(step.settings["message"], targets=tuple(verdict.condemned), revote=verdict.revote)
    else:
        day.announce(step.settings["nobody_message"], revote=verdict.revote)


@day_effect("burn")
def burn(verdict: Verdict, step: Any) -> None:
    """The stake. A role that `survives` "rogo" is condemned and does not burn (Bocca di Rosa:
    "Non muore se viene bruciata sul rogo", nota tecnica 10: "nemmeno se condannata dal
    sindaco")."""
    day = verdict.day
    for name in verdict.condemned:
        if name not in day.seats or not day.alive(name):
            day.emit("rejected", target=name, cause="burned-not-alive")
        elif name in spared_on(day.state.flags, day.index):
            day.emit("rejected", target=name, cause="no-condemn")   # a night's no-condemn
        elif not spared(day, name, "rogo", []):
            day.kill(name, "rogo", unstoppable=True)


@day_effect("remove-from-runoff")
def remove_from_runoff(verdict: Verdict, act: DayAction) -> None:
    """Avvocato: "Ogni giorno puo' togliere qualcuno dal ballottaggio per il rogo. Non puo'
    togliere se stesso." Read by the tally of the ballottaggio (flags removed:<day>)."""
    day = verdict.day
    key = f"removed:{day.index}"
    day.flags[key] = [*day.flags.get(key, ()), act.value]
    _tell_thread(day, act, "runoff-removed", target=act.value)


@day_effect("pardon")
def pardon(verdict: Verdict, act: DayAction) -> bool:
    """Oratore: "Ogni giorno puo' decidere di annullare la condanna al rogo di un giocatore, ma
    non di se stesso.\""""
    if act.value not in verdict.condemned:
        _reject(verdict.day, act, "not-condemned")
        return False
    verdict.condemned.remove(act.value)
    _tell_thread(verdict.day, act, "pardoned", target=act.value)
    return True


@day_effect("replace-condemned")
def replace_condemned(verdict: Verdict, act: DayAction) -> bool:
    """Sindaco: "Una sola volta e se non e' egli stesso il condannato, puo' sostituire il
    condannato al rogo con chiunque altro o, in caso di assenza di condannati, condannare un
    qualunque altro giocatore.\""""
    if act.actor in verdict.condemned:
        _reject(verdict.day, act, "self-condemned")
        return False
    if act.value in verdict.condemned:
        _reject(verdict.day, act, "already-condemned")
        return False
    replaced = list(verdict.condemned)
    verdict.condemned[:] = [act.value]
    _tell_thread(verdict.day, act, "condemned-instead", target=act.value, replaced=replaced)
    return True


@day_effect("take-along")
def take_along(verdict: Verdict, act: DayAction) -> None:
    """Lupo 3: "se muore attacca qualcuno a sua scelta che muore con lui"; nota tecnica 11:
    "Il lupo 3 porta con se' qualcuno solo se viene bruciato sul rogo" (the power has
    `when_burned`). A role that `survives` the cause is spared (the Druido) and the thread is
    told nothing: "Il master comunica se e chi e' morto sul rogo" — naming a survivor would
    tell whose card he holds. A role that `turns` or `strikes-back` against the cause does so
    (not the Contadini by default: docs/rulings/licantropi.md)."""
    day = verdict.day
    cause = act.power.setting("cause", "reazione")
    if spared(day, act.value, cause, [act.actor]):
        return
    strike(day, act.value, cause, act.actor, unstoppable=True)
    _tell_thread(day, act, "taken-along", actor=act.actor, target=act.value)


@day_effect("declare-role")
def declare_role(verdict: Verdict, act: DayAction) -> bool:
    """Matto: "Prima delle votazioni di ballottaggio del secondo giorno deve scegliere un
    mistico, dichiararsi tale in maniera esplicita". Settings: `tag` (the roles he may
    claim), `until_day`, `status` (what the night's `dies-unless` looks for)."""
    day, settings = verdict.day, act.power.settings
    role = _resolve_role(day.ruleset, act.value)
    if settings.get("tag") and settings["tag"] not in day.ruleset.role(role).tags:
        _reject(day, act, "not-a-phase-of")
        return False
    if day.index > int(settings.get("until_day", day.index)):
        _reject(day, act, "too-late")
        return False
    seat = day.seat(act.actor)
    seat.statuses.add(settings.get("status", "dichiarato"))
    seat.memory["declared"] = role
    return True
