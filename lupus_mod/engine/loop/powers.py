"""The roles' secret choices run at a step (`run-choices`): the Erborista's reversion, the
Borseggiatore's pick, the Veggente's and the Corvo's looks. Each is a choice effect."""
from __future__ import annotations

from lupus_mod.engine.loop.context import (CHOICE_EFFECTS, Ctx, arg, choice_effect, out_of_form,
                                           refused, standing, step_effect, target_problem)
from lupus_mod.engine.loop.state import Event, LoopOrder, LoopState, matches, rng
from lupus_mod.rules.loop import Named, StepSpec


@step_effect("run-choices")
def run_choices(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """Each listed choice, in the listed order, for each player in seat order. A player who is
    no longer in the acting form (made a frog today) does not act."""
    events: list[Event] = []
    for choice_id in step.settings.get("choices", ()):
        spec = ctx.choice(choice_id)
        kept, refusals = standing(ctx, state, choice_id)
        events += refusals
        for name in state.names:
            order = kept.get(name)
            if order is None:
                continue
            if state.forms[name] != ctx.loop.acting_form:
                events.append(out_of_form(ctx, state, order))
                continue
            problem = target_problem(ctx, state, order, choice_id)
            if problem:
                events.append(refused(order, problem))
                continue
            state, done = CHOICE_EFFECTS[str(spec.get("effect"))](ctx, state, order, spec)
            events += done
    return state, events, ""


def _told(order: LoopOrder, kind: str, **fields: object) -> Event:
    return {"kind": kind, "to": [order.player], "public": False, "player": order.player, **fields}


@choice_effect("revert")
def revert(ctx: Ctx, state: LoopState, order: LoopOrder, spec: Named) -> tuple[LoopState, list[Event]]:
    """② "ritrasformazione dell'erborista": a frog of this morning becomes a cat again."""
    target = arg(order, ctx, "player")
    form = str(dict(spec.get("settings", {})).get("form", ctx.loop.acting_form))
    if state.dawn_forms.get(target) == form:
        # He chose during the day: only a frog of this morning can be named.
        return state, [refused(order, "not-a-frog-this-morning")]
    return state.with_form(target, form), [
        _told(order, "reverted", target=target),
        {"kind": "reverted-self", "to": [target], "public": False, "player": target}]


@choice_effect("pickpocket")
def pickpocket(ctx: Ctx, state: LoopState, order: LoopOrder, spec: Named) -> tuple[LoopState, list[Event]]:
    """The Borseggiatore sees the bag and takes one ingredient of it, drawn at random."""
    target = arg(order, ctx, "player")
    bag = list(state.bag(target))
    if not bag:
        return state, [_told(order, "pickpocketed", target=target, bag=[], taken="")]
    taken = rng(ctx.seed, state.day, f"borseggio:{order.player}").choice(bag)
    bag.remove(taken)
    state = state.with_bag(target, bag).with_bag(order.player, (*state.bag(order.player), taken))
    return state, [_told(order, "pickpocketed", target=target, bag=sorted([*bag, taken]), taken=taken)]


@choice_effect("see-faction")
def see_faction(ctx: Ctx, state: LoopState, order: LoopOrder, spec: Named) -> tuple[LoopState, list[Event]]:
    target = arg(order, ctx, "player")
    settings = dict(spec.get("settings", {}))
    answer = matches(state, target, str(settings["lens"]))
    return state, [_told(order, "seen", target=target,
                         answer=str(settings["yes"] if answer else settings["no"]))]


@choice_effect("see-location")
def see_location(ctx: Ctx, state: LoopState, order: LoopOrder, spec: Named) -> tuple[LoopState, list[Event]]:
    target = arg(order, ctx, "player")
    return state, [_told(order, "watched", target=target, location=state.places.get(target, ""))]
