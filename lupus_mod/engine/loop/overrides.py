"""The GM's overrides of a turn of a declared loop: a player's form changed, a choice cancelled
or forced (docs/game-folder.md, "The GM's overrides of a turn").

They are inputs of the turn (`LoopInputs.overrides`), applied as a night's or a day's are
(lupus_mod.engine.overrides): in file order before the fold — a cancelled choice never
reaches a step, a forced one reaches it like any other (the rules still apply to it), a form
`at = "start"` is the player's form as the turn opens — and the forms `at = "end"` as the
turn's last step, after which the victories of its last step are checked once more. Pure.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from lupus_mod.engine.loop.state import Event, LoopOrder, LoopOverride, LoopState

STEP = "master"


def override_event(ov: LoopOverride, **data: Any) -> Event:
    """The GM log's line of an override; a form changed is public (the thread sees every form:
    "Rane e gatti cacciati non possono né votare né essere votati"), the rest is the GM's."""
    public = ov.action == "form" and "refused" not in data
    return {"kind": "override", "public": public, "to": [], "player": ov.player,
            "action": ov.action, "reason": ov.reason, "file": ov.file, "line": ov.line,
            "at": ov.at if ov.action == "form" else "", "form": ov.form, **data}


def opening(state: LoopState, orders: tuple[LoopOrder, ...], overrides: tuple[LoopOverride, ...]
            ) -> tuple[LoopState, tuple[LoopOrder, ...], list[Event]]:
    """The turn as its overrides open it, in file order: the forms `at = "start"` (remembered
    as the forms at dawn, so that the evening does not announce them as new frogs), the
    orders without the cancelled ones and with the forced ones."""
    kept = list(orders)
    events: list[Event] = []
    for ov in overrides:
        if ov.action == "form" and ov.at == "start":
            state, done = _form(state, ov)
            events += done
        elif ov.action == "cancel":
            hit = [o for o in kept if o.player == ov.player and ov.choice in ("", o.choice)]
            kept = [o for o in kept if o not in hit]
            events += ([override_event(ov, choice=o.choice, cancelled=o.raw, order_line=o.line) for o in hit]
                       or [override_event(ov, choice=ov.choice, refused="nothing-to-cancel")])
        elif ov.action == "force" and ov.order is not None:
            # It replaces the player's orders of that choice, as his last word would (and a
            # witch's first location, which she cannot change herself).
            replaced = [o for o in kept if o.player == ov.player and o.choice == ov.order.choice]
            kept = [o for o in kept if o not in replaced] + [ov.order]
            events.append(override_event(ov, choice=ov.order.choice, forced=ov.order.raw,
                                         replaced=[o.line for o in replaced]))
    return replace(state, dawn_forms=dict(state.forms)), tuple(kept), events


def closing(state: LoopState, overrides: tuple[LoopOverride, ...]) -> tuple[LoopState, list[Event]]:
    """The forms `at = "end"`, the turn's last step; after the end of the game, none applies
    (each is told in the GM log as refused)."""
    events: list[Event] = []
    for ov in (o for o in overrides if o.action == "form" and o.at == "end"):
        if state.game_over:
            events.append(override_event(ov, refused="game-over"))
            continue
        state, done = _form(state, ov)
        events += done
    return state, events


def ends_with_forms(overrides: tuple[LoopOverride, ...]) -> bool:
    return any(o.action == "form" and o.at == "end" for o in overrides)


def _form(state: LoopState, ov: LoopOverride) -> tuple[LoopState, list[Event]]:
    was = state.forms[ov.player]
    if was == ov.form:
        return state, [override_event(ov, refused="same-form")]
    return state.with_form(ov.player, ov.form), [override_event(ov, was=was)]
