"""When the places close in the day of a loop turn (Acchiappastreghe; docs/rulings/
acchiappastreghe.md, "Places closed"):

> Il luogo viene inviato appena lo si tocca e si può cambiare toccandone un altro fino
> all'inizio del turno delle streghe (non dopo che il cavaliere guardiano ha inviato «Proteggi»,
> e non per le streghe).

and "Quando tutti tranne le streghe hanno scelto […] solo le streghe vedono in una piccola
finestra il numero di gatti per luogo". The witches' turn begins once every other cat chose,
with the first order of a witch sent from then on (the GM sent the counts): one moment, for the
cats' changes and for the counts the witches are told. A cat who changes his place after a
moment that closes it — by a new place or by taking his place back («non vado più al mulino»)
— keeps the place he had.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Callable

from lupus_mod.engine.loop.context import Ctx, refused
from lupus_mod.engine.loop.state import Event, LoopOrder, LoopState, matches
from lupus_mod.engine.loop.windows import stamp
from lupus_mod.rules.loop import StepSpec

# Why a cat's change of place comes too late: "si può cambiare toccandone un altro fino
# all'inizio del turno delle streghe (non dopo che il cavaliere guardiano ha inviato «Proteggi»
# …)". Each with the policy that closes the places.
AFTER_PROTECT, AFTER_WITCHES = "moved-after-protect", "moved-after-witches"
FREEZES = {AFTER_PROTECT: "places_frozen_after_proteggi", AFTER_WITCHES: "places_frozen_after_streghe"}
# The knight's own change after his «Proteggi» (templates: round-guard).
GUARD_CLOSED = "after-protect"


@dataclass(frozen=True)
class Freeze:
    """A moment after which no cat changes his place: the knight's first «Proteggi» or the
    beginning of the witches' turn, by the time of its PM."""
    reason: str
    at: datetime
    exempt: frozenset[str] = frozenset()      # the knight: his own change is `after-protect`


def placing(step: StepSpec) -> set[str]:
    return set(step.settings.get("choices", ()))


def _protect(ctx: Ctx, step: StepSpec) -> set[str]:
    return {c for c in placing(step) if ctx.choice(c).get("effect") == "protect"}


def _phase_choices(ctx: Ctx, step: StepSpec) -> set[str]:
    return {c for phase in ctx.loop.phases if any(s.id == step.id for s in phase.steps)
            for c in phase.choices}


def all_chose(ctx: Ctx, state: LoopState, step: StepSpec, leave_out: set[str]) -> datetime | None:
    """When every cat in human form but the witches (and `leave_out`) had chosen a place — the
    time of the last one's first place ("Quando tutti tranne le streghe hanno scelto"); None
    when one never chose (he is given a place at random) or no choice was timed."""
    witches = str(step.settings.get("counts_to", ""))
    cats = [n for n in state.in_form(ctx.loop.acting_form)
            if n not in leave_out and not matches(state, n, witches)]
    firsts: list[datetime] = []
    for cat in cats:
        own = [o for o in ctx.inputs.orders if o.player == cat and o.choice in placing(step)]
        if not own:
            return None
        if all(o.time is not None for o in own):
            firsts.append(min(o.time for o in own if o.time))
    return max(firsts) if firsts else None


def witches_turn(ctx: Ctx, state: LoopState, step: StepSpec) -> datetime | None:
    """The beginning of the witches' turn: their first order of the day sent once every other
    cat had chosen (a witch's «io oggi vado al prato, aspetto i numeri» at 16:00 was sent before
    her turn); when some cat never chose, their first order, as the GM sent the counts then."""
    witches = str(step.settings.get("counts_to", ""))
    phase = _phase_choices(ctx, step)
    sent = sorted(o.time for o in ctx.inputs.orders if o.time is not None and not o.withdrawn_by
                  and o.choice in phase and state.forms.get(o.player) == ctx.loop.acting_form
                  and matches(state, o.player, witches))
    everyone = all_chose(ctx, state, step, set())
    return next((t for t in sent if everyone is None or t >= everyone), None)


def freezes(ctx: Ctx, state: LoopState, step: StepSpec) -> dict[str, Freeze]:
    """The moments the places close, by reason, of the policies in force (both by default)."""
    out: dict[str, Freeze] = {}
    if ctx.ruleset.policy(FREEZES[AFTER_PROTECT], True):
        guards = [o for o in ctx.inputs.orders if o.time is not None and not o.withdrawn_by
                  and o.choice in _protect(ctx, step)
                  and state.forms.get(o.player) == ctx.loop.acting_form
                  and matches(state, o.player, str(ctx.choice(o.choice).get("who", "any")))]
        if guards:
            out[AFTER_PROTECT] = Freeze(AFTER_PROTECT, min(o.time for o in guards if o.time),
                                        frozenset(o.player for o in guards))
    began = witches_turn(ctx, state, step) if ctx.ruleset.policy(FREEZES[AFTER_WITCHES], True) else None
    if began is not None:
        out[AFTER_WITCHES] = Freeze(AFTER_WITCHES, began)
    return out


def _standing_at(order: LoopOrder, at: datetime) -> bool:
    """The order stood at `at`: sent by then and not yet taken back."""
    return (order.time is None or order.time <= at) and (
        not order.withdrawn_by or (order.withdrawn_at is not None and order.withdrawn_at > at))


def frozen(ctx: Ctx, state: LoopState, step: StepSpec,
           closed: dict[str, Freeze]) -> Callable[[LoopOrder], Event | None]:
    """The refusal of a cat's place sent after the places closed, when he had one before (his
    earlier place stands); a first place sent late is his, as the rulebook's cat "che non ha
    scelto" gets one. Never a witch's (hers is `first_stands`) nor an order without a time.
    The knight's «Proteggi» changed after the witches' turn began is refused too ("Ordine di
    partenza = … → cavaliere guardiano (quando protegge) → streghe"), and so is a second
    «Proteggi» of his after his first ("non dopo che il cavaliere guardiano ha inviato
    «Proteggi»": `proteggo il mulino`, then `proteggo il prato invece`, keeps the Mulino)."""
    protect = _protect(ctx, step)
    witches = str(step.settings.get("counts_to", ""))

    def before(order: LoopOrder, at: datetime, kinds: set[str]) -> bool:
        return any(o is not order and o.player == order.player and o.choice in kinds
                   and _standing_at(o, at) for o in ctx.inputs.orders)

    def refusal(order: LoopOrder) -> Event | None:
        if order.time is None or order.choice not in placing(step) or matches(state, order.player, witches):
            return None
        for freeze in sorted(closed.values(), key=lambda f: f.at):
            if order.time <= freeze.at:
                continue
            if order.player in freeze.exempt:
                if order.choice in protect and before(order, freeze.at, protect):
                    return refused(order, GUARD_CLOSED)
            elif (order.choice not in protect or freeze.reason == AFTER_WITCHES) \
                    and before(order, freeze.at, placing(step)):
                return refused(order, freeze.reason, sent=stamp(order.time), at=stamp(freeze.at))
        return None
    return refusal


def late_withdrawals(ctx: Ctx, state: LoopState, step: StepSpec,
                     closed: dict[str, Freeze]) -> tuple[Ctx, list[Event]]:
    """A place taken back after the places closed («scusa master non vado più al mulino, resto
    al prato» after the witches' turn began) is a change come too late, as `cambio, vado al
    prato` is: the place stands (the context's orders without that withdrawal), and the player
    is told, unless the new place of that same line is refused already (one refusal a line)."""
    protect = _protect(ctx, step)
    witches = str(step.settings.get("counts_to", ""))
    orders, events = list(ctx.inputs.orders), []
    for n, order in enumerate(orders):
        if (order.choice not in placing(step) or not order.withdrawn_by or order.withdrawn_at is None
                or matches(state, order.player, witches)):
            continue
        why = _closed_by(order, closed, protect)
        if why is None:
            continue
        orders[n] = replace(order, withdrawn_by=0, withdrawn_at=None)
        if not any(o.player == order.player and o.line == order.withdrawn_by and o.choice in placing(step)
                   for o in ctx.inputs.orders):
            events.append(refused(replace(order, line=order.withdrawn_by, raw=order.withdrawn_said,
                                          said=order.withdrawn_said), why[0], **why[1]))
    return replace(ctx, inputs=replace(ctx.inputs, orders=tuple(orders))), events


def _closed_by(order: LoopOrder, closed: dict[str, Freeze],
               protect: set[str]) -> tuple[str, dict[str, str]] | None:
    """Why the order's withdrawal came after the places closed for its sender, or None."""
    back = order.withdrawn_at
    assert back is not None
    for freeze in sorted(closed.values(), key=lambda f: f.at):
        if order.player in freeze.exempt:
            if order.choice in protect and order.time is not None and back > order.time:
                return GUARD_CLOSED, {}
        elif (order.choice not in protect or freeze.reason == AFTER_WITCHES) \
                and back > freeze.at and (order.time is None or order.time <= freeze.at):
            return freeze.reason, {"sent": stamp(back), "at": stamp(freeze.at)}
    return None
