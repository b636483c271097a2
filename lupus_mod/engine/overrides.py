"""The GM's overrides of a phase: modkills, revivals, cancelled and forced orders.

Overrides are inputs of the phase (read from `nights/<label>.overrides.toml` /
`days/<d>.overrides.toml` by the shell), in file order: cancelled orders never reach the
resolver (`cancel_orders`, `day_choices`), forced orders reach it like any other (the rules
still apply to them), kills and revivals happen at the start of the phase (`apply_moment`) or
at its end, the phase's last step, after which its wins are checked once (`end_phase`).
Pure: no I/O, no clock.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Iterable, Sequence

from lupus_mod.engine.phase import Phase
from lupus_mod.engine.state import DayRecord, Event, GameState, OrderLike, event
from lupus_mod.engine.wins import check_wins
from lupus_mod.rules.spec import Ruleset

ACTIONS = ("kill", "revive", "cancel", "force")
MOMENTS = ("start", "end")
MODKILL = "modkill"
STEP = "master"


@dataclass(frozen=True)
class Override:
    """One entry of an overrides file: a GM's kill, revival, cancel or forced order."""
    action: str                 # kill | revive | cancel | force
    player: str                 # the slot (players.toml name) it is about
    reason: str
    at: str = "start"           # kill / revive: at the "start" or at the "end" of the phase
    cause: str = MODKILL        # kill: the cause of death ("modkill" is announced as such)
    keyword: str = ""           # cancel: the power keyword ("" = every order of the player)
    order: str = ""             # force: the order as the player would have written it
    public_reason: bool = False # the thread post gives the reason of a modkill
    line: int = 0               # where it is written (for the GM log)

    def describe(self) -> dict[str, Any]:
        return {"action": self.action, "reason": self.reason, "line": self.line,
                "public_reason": self.public_reason, "at": self.at,
                **({"order": self.order} if self.order else {}),
                **({"keyword": self.keyword} if self.keyword else {})}


def _override_event(ov: Override, **fields: Any) -> Event:
    return event("override", step=STEP, target=ov.player, cause=ov.action,
                 **{**ov.describe(), **fields})


def _cancel_refused(ov: Override) -> Event:
    """A cancel that found nothing to cancel: told in the GM log, never a silent no-op."""
    written = f", keyword = {ov.keyword}" if ov.keyword else ""
    return event("rejected", step=STEP, target=ov.player, cause="cancel-not-possible",
                 reason=ov.reason, line=ov.line, power=ov.keyword, who=ov.player,
                 raw=f"[[override]] action = cancel{written}")


def cancel_orders(orders: Iterable[OrderLike], overrides: Sequence[Override]
                  ) -> tuple[tuple[OrderLike, ...], tuple[Event, ...]]:
    """Drop every order a `cancel` names; each dropped order becomes an override event (with
    the order's line), each cancel that dropped nothing a refusal."""
    kept: list[OrderLike] = []
    events: list[Event] = []
    cancels = [o for o in overrides if o.action == "cancel"]
    used: set[int] = set()       # the cancels (by index) that dropped an order
    for order in orders:
        hit = next((n for n, c in enumerate(cancels) if c.player == order.player
                    and c.keyword in ("", order.keyword)), None)
        if hit is None:
            kept.append(order)
        else:
            used.add(hit)
            events.append(_override_event(cancels[hit], raw=order.raw, cancelled=order.keyword,
                                          order_line=order.line))
    events += [_cancel_refused(c) for n, c in enumerate(cancels) if n not in used]
    return tuple(kept), tuple(events)


def apply_moment(state: GameState, overrides: Sequence[Override], ruleset: Ruleset, seed: int,
                 kind: str, index: int, at: str) -> tuple[GameState, tuple[Event, ...]]:
    """The kills and revivals due at the `at` ("start" / "end") of phase `kind` `index`."""
    chosen = [o for o in overrides if o.action in ("kill", "revive") and o.at == at]
    if not chosen:
        return state, ()
    phase = Phase(state, ruleset, random.Random(f"{seed}:override:{kind}:{index}:{at}"), kind, index)
    phase.step = STEP
    for ov in chosen:
        if ov.player not in phase.seats:
            phase.events.append(_override_event(ov, refused="non-player"))
            continue
        phase.events.append(_override_event(ov))
        done = (phase.force_death(ov.player, ov.cause) if ov.action == "kill"
                else phase.revive(ov.player, actor="", cause="override"))
        if not done:
            # A modkill of one already dead, a revival of one alive: told in the GM log.
            phase.emit("rejected", target=ov.player, cause=f"{ov.action}-not-possible",
                       reason=ov.reason, line=ov.line,
                       raw=f"[[override]] action = {ov.action}, at = {ov.at}")
    return phase.frozen(), tuple(phase.events)


def forced(overrides: Sequence[Override]) -> tuple[Event, ...]:
    """The orders the GM forced, each an override event (the order itself reaches the night
    through the orders: lupus_mod.lifecycle.overrides.forced_orders)."""
    return tuple(_override_event(o) for o in overrides if o.action == "force")


def end_phase(opened: GameState, state: GameState, ruleset: Ruleset, seed: int, kind: str,
              index: int, label: str, step: str, overrides: Sequence[Override] = ()
              ) -> tuple[GameState, tuple[Event, ...]]:
    """The phase's last step, once its declared steps have run (`state`; `opened` is the state
    it opened with, `step` the last step run): the GM's kills and revivals `at = "end"`, then
    the wins the phase checks, once ("Win conditions are checked after every night and every
    day": the end is an event, named for the GM's step when his overrides ran last)."""
    ended, last = apply_moment(state, overrides, ruleset, seed, kind, index, "end")
    final = check_wins(ended, ruleset, label, kind)
    if final.ending is None or opened.game_over:
        return final, last
    over = event("game-over", step=STEP if last else step, **final.ending.fields())
    return replace(final, history=final.history + (over,)), last + (over,)


def day_choices(record: DayRecord, overrides: Sequence[Override]
                 ) -> tuple[DayRecord, tuple[Event, ...]]:
    """Cancel or force the day's choices by keyword: `burned` (one of the burned, when the tie
    rule burns all the tied) or a day power (`double_vote`)."""
    many = isinstance(record.burned, tuple)
    burning = list(record.burned) if many else [record.burned] if record.burned else []
    choices = dict(record.choices)
    notes: list[Event] = []
    for ov in overrides:
        if ov.action == "cancel":
            named = [key for key, who in choices.items() if who == ov.player and ov.keyword in ("", key)]
            burns = ov.keyword in ("", "burned") and ov.player in burning
            for key in named:
                del choices[key]
            if burns:
                burning.remove(ov.player)
            notes += [_override_event(ov, cancelled=key) for key in (*named, *(["burned"] if burns else []))]
            notes += [] if named or burns else [_cancel_refused(ov)]
        elif ov.action == "force" and ov.order == "burned":
            # The day record's burn it replaces is named, never dropped unseen.
            replaced = [b for b in burning if b != ov.player]
            burning = [ov.player]
            notes.append(_override_event(ov, **({"replaced": tuple(replaced)} if replaced else {})))
        elif ov.action == "force":
            choices[ov.order] = ov.player
            notes.append(_override_event(ov))
    burned = tuple(burning) if many else (burning[0] if burning else "")
    return replace(record, burned=burned, choices=choices), tuple(notes)
