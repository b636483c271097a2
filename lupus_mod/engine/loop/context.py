"""What every loop step reads: the ruleset, the seed, the turn's inputs, and the secret choices
that stand (one per player and choice; nothing silent: every other one is refused with why)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from lupus_mod.engine.loop.state import Event, LoopInputs, LoopOrder, LoopState, matches
from lupus_mod.engine.loop.windows import window_refusal
from lupus_mod.rules.loop import LoopSpec, Named, StepSpec
from lupus_mod.rules.spec import Ruleset


@dataclass(frozen=True)
class Ctx:
    """What every step of a declared loop reads besides the state: the ruleset, the seed, the
    GM's inputs."""
    ruleset: Ruleset
    seed: int
    inputs: LoopInputs

    @property
    def loop(self) -> LoopSpec:
        return self.ruleset.loop

    def choice(self, choice_id: str) -> Named:
        return self.loop.find("choices", choice_id)


def refused(order: LoopOrder, reason: str, **extra: object) -> Event:
    """A choice not applied: the GM log shows it, the player is told in his reply."""
    return {"kind": "refused", "to": [order.player], "public": False, "player": order.player,
            "raw": order.raw or " ".join((order.choice, *order.args)), "line": order.line,
            "reason": reason, **extra}


def standing(ctx: Ctx, state: LoopState, choice_id: str) -> tuple[dict[str, LoopOrder], list[Event]]:
    """Each player's order of `choice_id` that stands: the last he wrote (a choice "si può
    cambiare"), or the first for the players of the choice's `first_stands` selector ("non per
    le streghe"). Orders sent outside the choice's window (engine.loop.windows), of players the
    choice is not for, or not in its form, are refused; an order outside its window replaces
    nothing, as a late night order."""
    spec = ctx.choice(choice_id)
    who = str(spec.get("who", "any"))
    acting = ctx.loop.acting_form
    first = str(spec.get("first_stands", ""))
    kept: dict[str, LoopOrder] = {}
    events: list[Event] = []
    for order in (o for o in ctx.inputs.orders if o.choice == choice_id):
        outside = window_refusal(ctx, state, order)
        if outside is not None:
            events.append(outside)
        elif order.withdrawn_by:
            # "annullo", "non vado da nessuna parte": the player took it back (orders.later).
            events.append(refused(order, "withdrawn", by_line=order.withdrawn_by))
        elif not matches(state, order.player, who):
            events.append(refused(order, "no-such-power"))
        elif state.forms[order.player] != acting:
            events.append(out_of_form(ctx, state, order))
        elif order.player in kept and first and matches(state, order.player, first):
            events.append(refused(order, "cannot-change"))
        else:
            if order.player in kept:
                events.append(refused(kept[order.player], "replaced"))
            kept[order.player] = order
    return kept, events


def out_of_form(ctx: Ctx, state: LoopState, order: LoopOrder) -> Event:
    """The order of a player no longer in the acting form: made a frog by today's attack (a
    step after "① attacco", as "② ritrasformazione dell'erborista") or since an earlier day."""
    today = state.dawn_forms.get(order.player) == ctx.loop.acting_form
    return refused(order, "frogged-today" if today else "not-in-form", form=state.forms[order.player])


# Why a named player is no valid target (worded in templates/<language>/round/messages.j2).
NON_PLAYER, SELF, NOT_ALLOWED = "non-player-target", "self-target", "bad-target"


def target_problem(ctx: Ctx, state: LoopState, order: LoopOrder, choice_id: str) -> str | None:
    """Why the player named by `order` is no valid target of the choice, or None."""
    spec = ctx.choice(choice_id)
    kinds = [str(a).rstrip("?") for a in spec.get("args", ())]
    if "player" not in kinds or not order.args:
        return None
    target = order.args[kinds.index("player")] if len(order.args) > kinds.index("player") else ""
    if target not in state.names:
        return NON_PLAYER
    if target == order.player and not spec.get("self", False):
        return SELF
    if not matches(state, target, str(spec.get("target", "any"))):
        return NOT_ALLOWED
    return None


def arg(order: LoopOrder, ctx: Ctx, kind: str) -> str:
    kinds = [str(a).rstrip("?") for a in ctx.choice(order.choice).get("args", ())]
    if kind in kinds and kinds.index(kind) < len(order.args):
        return order.args[kinds.index(kind)]
    return ""


StepFn = Callable[[Ctx, LoopState, StepSpec], "tuple[LoopState, list[Event], str]"]
STEPS: dict[str, StepFn] = {}
CHOICE_EFFECTS: dict[str, Callable[[Ctx, LoopState, LoopOrder, Named], "tuple[LoopState, list[Event]]"]] = {}


def step_effect(name: str) -> Callable[[StepFn], StepFn]:
    def register(fn: StepFn) -> StepFn:
        STEPS[name] = fn
        return fn
    return register


def choice_effect(name: str) -> Callable[..., object]:
    def register(fn: Callable[..., object]) -> Callable[..., object]:
        CHOICE_EFFECTS[name] = fn  # type: ignore[assignment]
        return fn
    return register
