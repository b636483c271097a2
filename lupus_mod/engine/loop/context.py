"""What every loop step reads: the ruleset, the seed, the turn's inputs, and the secret choices
that stand (one per player and choice; nothing silent: every other one is refused with why).

When a secret choice may be sent: its `window` of moments of the turn (Acchiappastreghe: "il
borseggiatore (dalla sera al voto sulla proposta) e il veggente (dalla sera alla votazione)").

A choice's `window = { from = "sera", until = "proposta" }` names two moments. The shell gives
the moments it read (the evening post, the vote's close) with where each came from; the
proposal votes' closes are each `[[proposta]]`'s own. An order is checked against its window by
the time of its PM:

- inside (both ends included, as a night's order at the deadline minute is on time): applied;
- before `from` or after `until`: refused with the moment and its time, like a late order;
- no time in its PM header: applied, as a night's untimed order is never late;
- a moment not reached yet (the proposal not voted, the vote not counted, the Sera while a cat
  has no location and its time is not written): a window it closes is still open, and an order
  of a window it opens is too early;
- a moment reached but not known, or only guessed from [schedule] where the guess would
  refuse the order: an error that names the file and what to write. A guess never refuses.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from lupus_mod.engine.loop.state import (Event, LoopInputs, LoopOrder, LoopState, approved, full_at,
                                         matches, proposal_step)
from lupus_mod.engine.loop.windows import GUESSED, OPEN, OPEN_MOMENT, WRITTEN, Moment, stamp
from lupus_mod.engine.phase_steps import phase_step
from lupus_mod.errors import GameFolderError
from lupus_mod.messages import say
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
    """A choice not applied: the GM log shows it (`raw`, his line), the player is told in his
    reply the choice alone (his own words for it, `said`, else `choice` and `args`), never the
    rest of the line he wrote."""
    return {"kind": "refused", "to": [order.player], "public": False, "player": order.player,
            "raw": order.raw or " ".join((order.choice, *order.args)), "line": order.line,
            "choice": order.choice, "args": list(order.args),
            **({"said": order.said} if order.said else {}),
            "reason": reason, **({"file": order.source} if order.source else {}), **extra}


def standing(ctx: Ctx, state: LoopState, choice_id: str,
             frozen: Callable[[LoopOrder], Event | None] | None = None) -> tuple[dict[str, LoopOrder], list[Event]]:
    """Each player's order of `choice_id` that stands: the last he wrote (a choice "si può
    cambiare"), or the first for the players of the choice's `first_stands` selector ("non per
    le streghe"). Orders sent outside the choice's window (`window_refusal`), or that `frozen`
    refuses (a place changed after the choices were closed: lupus_mod.engine.loop.gathering),
    of players the choice is not for, or not in its form, are refused; an order outside its
    window replaces nothing, as a late night order."""
    spec = ctx.choice(choice_id)
    who = str(spec.get("who", "any"))
    acting = ctx.loop.acting_form
    first = str(spec.get("first_stands", ""))
    kept: dict[str, LoopOrder] = {}
    events: list[Event] = []
    for order in (o for o in ctx.inputs.orders if o.choice == choice_id):
        outside = window_refusal(ctx, state, order)
        if outside is None and frozen is not None:
            outside = frozen(order)
        if outside is not None:
            events.append(outside)
        elif order.withdrawn_by:
            # "annullo", "non vado da nessuna parte": the player took it back (orders.withdrawals).
            events.append(refused(order, "withdrawn", by_line=order.withdrawn_by))
        elif not matches(state, order.player, who):
            events.append(refused(order, "no-such-power"))
        elif state.forms[order.player] != acting:
            events.append(out_of_form(ctx, state, order))
        elif order.player in kept and first and matches(state, order.player, first) \
                and not same_message(kept[order.player], order):
            events.append(refused(order, "cannot-change"))
        else:
            if order.player in kept:
                events.append(refused(kept[order.player], "replaced"))
            kept[order.player] = order
    return kept, events


def same_message(earlier: LoopOrder, later: LoopOrder) -> bool:
    """Both orders in one PM: on the forum the PM is the tap ("Il luogo viene inviato appena lo
    si tocca"), so a witch's «vado al bosco, anzi no al prato» sent as one message is her one
    choice, the prato; "non per le streghe" bars a change in a later PM."""
    return bool(earlier.message) and earlier.message == later.message and earlier.source == later.source


def proposal_moments(ctx: Ctx, state: LoopState) -> dict[str, Moment]:
    """The closes of the first proposal vote and of the one that ended the proposals (the
    circle approved, or the curse bar filled): OPEN while the thread is still voting."""
    step = proposal_step(ctx.loop)
    if step is None:
        return {}
    counter = str(step.settings["counter"])
    full = full_at(ctx.loop, counter, len(state.seats))
    bar = state.counter(counter)
    voted = [p for p in ctx.inputs.proposals if p.no is not None]
    first = voted[0].closed if voted else OPEN_MOMENT
    for proposal in voted:
        if approved(state, proposal, ctx.loop.acting_form):
            return {"prima-proposta": first, "proposta": proposal.closed}
        bar += 1
        if bar >= full:
            return {"prima-proposta": first, "proposta": proposal.closed}
    return {"prima-proposta": first, "proposta": OPEN_MOMENT}


def _moment(ctx: Ctx, state: LoopState, name: str) -> Moment:
    if name in ("prima-proposta", "proposta"):
        return proposal_moments(ctx, state).get(name, OPEN_MOMENT)
    moment = ctx.inputs.moments.get(name, Moment())
    if name == "sera" and state.drawn and moment.source != WRITTEN:
        # A cat still without a location and no Sera written: the day's choices are still
        # open, so the Sera post has not gone up (lupus_mod.reports.turn_provisional).
        return OPEN_MOMENT
    return moment


def _missing(ctx: Ctx, order: LoopOrder, name: str, moment: Moment) -> GameFolderError:
    guessed = moment.source == GUESSED
    said = {"order": order.raw, "player": order.player, "log": ctx.inputs.log, "line": order.line,
            "sent": stamp(order.time) if order.time else "", "moment": name}
    message = (say("late-checks.moment-guessed", **said, at=stamp(moment.at), guess=moment.guess)
               if guessed and moment.at else say("late-checks.moment-unknown", **said))
    return GameFolderError(
        message, file=moment.where or ctx.inputs.source or None, line=moment.line or None,
        hint=say("late-checks.moment-hint", write=moment.write) if moment.write
        else say("late-checks.moment-time-hint"))


def window_refusal(ctx: Ctx, state: LoopState, order: LoopOrder) -> Event | None:
    """The refusal of an order sent outside its choice's window, or None (see the module)."""
    window = dict(ctx.choice(order.choice).get("window", {}))
    if order.time is None or ctx.inputs.accept_late:
        return None
    opened = ctx.inputs.moments.get("apertura")
    if opened is not None and opened.at is not None and order.time <= opened.at:
        # A PM of the giornata before, pasted into this one's log: no choice of today.
        return refused(order, "too-early", moment="apertura", at=stamp(opened.at), sent=stamp(order.time))
    for bound, reason in (("from", "too-early"), ("until", "too-late")):
        name = window.get(bound)
        if not name:
            continue
        moment = _moment(ctx, state, str(name))
        if moment.source == OPEN and bound == "from":
            # Sent before a moment that has not come yet: surely too early.
            return refused(order, reason, moment=str(name), sent=stamp(order.time))
        if moment.source == OPEN:
            continue
        outside = moment.at is not None and (order.time < moment.at if bound == "from"
                                             else order.time > moment.at)
        if moment.at is None or (outside and moment.source == GUESSED):
            raise _missing(ctx, order, str(name), moment)
        if outside:
            return refused(order, reason, moment=str(name), at=stamp(moment.at),
                           sent=stamp(order.time))
    return None


def out_of_form(ctx: Ctx, state: LoopState, order: LoopOrder) -> Event:
    """The order of a player no longer in the acting form: made a frog by today's attack (a
    step after "① attacco", as "② ritrasformazione dell'erborista") or since an earlier day."""
    today = state.dawn_forms.get(order.player) == ctx.loop.acting_form
    return refused(order, "frogged-today" if today else "not-in-form", form=state.forms[order.player])


# Why a named player is no valid target (worded in templates/round/messages.j2).
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
CHOICE_EFFECTS: dict[str, Callable[[Ctx, LoopState, LoopOrder, Named], "tuple[LoopState, list[Event]]"]] = {}


@dataclass
class Turn:
    """The working state of a phase of a declared loop, as a Night is a night's
    (lupus_mod.engine.phase_steps): the turn's context, its state so far and the phase's events
    so far, which each step changes."""
    ctx: Ctx
    state: LoopState
    events: list[Event] = field(default_factory=list)


def step_effect(name: str) -> Callable[[StepFn], StepFn]:
    """Files `fn` in the one table of step effects (lupus_mod.engine.phase_steps): a loop's step
    is a pure function of the state, whose new state and events the Turn takes."""
    def register(fn: StepFn) -> StepFn:
        def on_turn(turn: Turn, step: StepSpec) -> str:
            turn.state, done, waiting = fn(turn.ctx, turn.state, step)
            turn.events += done
            return waiting
        phase_step(name)(on_turn)
        return fn
    return register


def choice_effect(name: str) -> Callable[..., object]:
    def register(fn: Callable[..., object]) -> Callable[..., object]:
        CHOICE_EFFECTS[name] = fn  # type: ignore[assignment]
        return fn
    return register
