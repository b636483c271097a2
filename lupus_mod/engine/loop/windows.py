"""When a secret choice may be sent: its `window` of moments of the turn (Acchiappastreghe: "il
borseggiatore (dalla sera al voto sulla proposta) e il veggente (dalla sera alla votazione)").

A choice's `window = { from = "sera", until = "proposta" }` names two moments. The shell gives
the moments it read (the evening post, the vote's close) with where each came from; the
proposal votes' closes are each `[[proposta]]`'s own. An order is checked against its window by
the time of its PM:

- inside (both ends included, as a night's order at the deadline minute is on time): applied;
- before `from` or after `until`: refused with the moment and its time, like a late order;
- no time in its PM header: applied, as a night's untimed order is never late;
- a moment not reached yet (the proposal not voted, the vote not counted): the window is
  still open;
- a moment reached but not known, or only guessed from [schedule] where the guess would
  refuse the order: an error that names the file and what to write. A guess never refuses.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from lupus_mod.errors import GameFolderError

if TYPE_CHECKING:
    from lupus_mod.engine.loop.context import Ctx
    from lupus_mod.engine.loop.state import Event, LoopOrder, LoopState

# Where a moment came from.
WRITTEN, GUESSED, UNKNOWN, OPEN = "written", "guessed", "unknown", "open"


@dataclass(frozen=True)
class Moment:
    """A moment of the giornata (the Sera, a vote's close): when, and how it is known."""
    at: datetime | None = None          # aware, game time zone
    source: str = UNKNOWN               # WRITTEN, GUESSED, UNKNOWN, or OPEN (not reached yet)
    where: str = ""                     # the file it is (or would be) written in
    line: int = 0
    write: str = ""                     # what to write when it is missing or only guessed
    guess: str = ""                     # how a guess was made ("[schedule] votes_close")


OPEN_MOMENT = Moment(source=OPEN)


def stamp(at: datetime) -> str:
    """A moment as events carry it: local time, words-free (the templates word it)."""
    return at.strftime("%Y-%m-%d %H:%M")


def proposal_moments(ctx: "Ctx", state: "LoopState") -> dict[str, Moment]:
    """The closes of the first proposal vote and of the one that ended the proposals (the
    circle approved, or the curse bar filled): OPEN while the thread is still voting."""
    from lupus_mod.engine.loop.council import approved, proposal_step
    from lupus_mod.engine.loop.state import full_at
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


def _moment(ctx: "Ctx", state: "LoopState", name: str) -> Moment:
    if name in ("prima-proposta", "proposta"):
        return proposal_moments(ctx, state).get(name, OPEN_MOMENT)
    return ctx.inputs.moments.get(name, Moment())


def _missing(ctx: "Ctx", order: "LoopOrder", name: str, moment: Moment) -> GameFolderError:
    guessed = moment.source == GUESSED
    when = f" ({stamp(moment.at)}, guessed from {moment.guess})" if guessed and moment.at else ""
    problem = ("is only guessed" + when + " and the guess would refuse it") if guessed else "is not known"
    return GameFolderError(
        f"«{order.raw}» ({order.player}, {ctx.inputs.log}:{order.line}, sent "
        f"{stamp(order.time) if order.time else ''}) counts only within its window, and the "
        f"moment '{name}' {problem}",
        file=moment.where or ctx.inputs.source or None, line=moment.line or None,
        hint=f"write {moment.write}" if moment.write else "write the moment's date and time")


def window_refusal(ctx: "Ctx", state: "LoopState", order: "LoopOrder") -> "Event | None":
    """The refusal of an order sent outside its choice's window, or None (see the module)."""
    from lupus_mod.engine.loop.context import refused
    window = dict(ctx.choice(order.choice).get("window", {}))
    if not window or order.time is None or ctx.inputs.accept_late:
        return None
    for bound, reason in (("from", "too-early"), ("until", "too-late")):
        name = window.get(bound)
        if not name:
            continue
        moment = _moment(ctx, state, str(name))
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
