"""The night of a loop turn: the mayor's proposals and their Sì/No votes, the ritual, the hunt
(Acchiappastreghe, "Notte"). The thread's facts come from days/<n>.toml."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from lupus_mod.engine.loop.context import Ctx, arg, refused, standing, step_effect
from lupus_mod.engine.loop.state import Event, LoopOrder, LoopState, Proposal, approved, full_at, rng
from lupus_mod.errors import GameFolderError, LupusError, raise_all
from lupus_mod.messages import say
from lupus_mod.rules.loop import LoopSpec, StepSpec


def _problem(ctx: Ctx, line: int, message: str, hint: str) -> GameFolderError:
    return GameFolderError(message, file=ctx.inputs.source, line=line or None, hint=hint)


def _check_proposal(ctx: Ctx, state: LoopState, proposal: Proposal, mayor: str) -> None:
    acting = state.in_form(ctx.loop.acting_form)
    if proposal.mayor and proposal.mayor != mayor:
        raise _problem(ctx, proposal.line_of("sindaco"), say("council.wrong-mayor", mayor=mayor, written=proposal.mayor),
                       say("council.wrong-mayor-hint", mayor=mayor))
    # "Il numero deve essere esatto."
    if len(set(proposal.members)) != len(state.needs) or len(proposal.members) != len(state.needs):
        raise _problem(ctx, proposal.line_of("membri"), say("council.wrong-size", count=len(proposal.members),
                                               needs=len(state.needs)), say("council.wrong-size-hint"))
    for name in (*proposal.members, *(proposal.no or ())):
        if name not in acting:
            where = "membri" if name in proposal.members else "no"
            raise _problem(ctx, proposal.line_of(where), say("council.not-human", name=name),
                           say("council.not-human-proposal-hint"))


def _short_circle(ctx: Ctx, state: LoopState, acting: str) -> list[Event]:
    """The morning's needs ("tanti quanti necessari", never more than the cats in human form at
    dawn) outnumber the cats the attack left in human form: "Il numero deve essere esatto", so
    no proposal can be made. ASSUNZIONE (docs/rulings/acchiappastreghe.md, "A circle too
    short"): the ritual fails by itself, as with a full curse bar, and the game goes to the vote."""
    if ctx.inputs.proposals:
        raise _problem(ctx, ctx.inputs.proposals[0].line,
                       say("council.short", needs=len(state.needs), cats=len(state.in_form(acting))),
                       say("council.short-hint"))
    return [{"kind": "circle-short", "public": True, "needs": len(state.needs),
             "cats": len(state.in_form(acting))}]


@step_effect("proposals")
def proposals(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """The mayor proposes, every cat in human form votes Sì or No ("Gli assenti votano Sì"; "In
    caso di parità è respinta"). A rejection fills the curse bar by one and the next cat is mayor
    at once; a full bar fails the ritual by itself; the next day starts after the last mayor."""
    office, counter = str(step.settings["office"]), str(step.settings["counter"])
    full = full_at(ctx.loop, counter, len(state.seats))
    acting = ctx.loop.acting_form
    events: list[Event] = []
    mayor = state.next_holder(office, state.offices[office], acting)
    if not state.members and len(state.in_form(acting)) < len(state.needs):
        return state, _short_circle(ctx, state, acting), ""
    for n, proposal in enumerate(ctx.inputs.proposals):
        if mayor is None or state.members or state.counter(counter) >= full:
            raise _problem(ctx, proposal.line, say("council.too-many"), say("council.too-many-hint"))
        if proposal.drawn:
            proposal = replace(proposal, members=_drawn(ctx, state, n))
        _check_proposal(ctx, state, proposal, mayor)
        if proposal.no is None:
            return state, [*events, {"kind": "waiting-vote", "public": False, "mayor": mayor,
                                     "members": list(proposal.members)}], "proposal-vote"
        voters = state.in_form(acting)
        no = [n for n in voters if n in proposal.no]
        yes = [n for n in voters if n not in proposal.no]
        passed = approved(state, proposal, acting)
        state = state.with_office(office, state.seat_of(mayor) + 1)
        if passed:
            state = replace(state, members=tuple(proposal.members))
        else:
            state = state.add(counter)
        events.append({"kind": "proposal", "public": True, "mayor": mayor,
                       "members": list(proposal.members), "yes": yes, "no": no,
                       "approved": passed, "bar": state.counter(counter), "full": full,
                       "drawn": proposal.drawn})
        mayor = state.next_holder(office, state.offices[office], acting)
    if state.members:
        return state, events, ""
    if state.counter(counter) >= full:
        # "il rito del giorno fallisce da solo (nessun sigillo, non conta per lo sblocco degli
        # incantesimi) e si passa direttamente alla votazione"
        return state, [*events, {"kind": "curse-full", "public": True}], ""
    return state, [*events, {"kind": "waiting-proposal", "public": False, "mayor": mayor}], "proposal"


def _drawn(ctx: Ctx, state: LoopState, n: int) -> tuple[str, ...]:
    """"Senza limite si attende che il sindaco proponga (Assente = proposta casuale)": as many
    cats in human form as tonight's needs, drawn from the seed (the same on every replay)."""
    acting = state.in_form(ctx.loop.acting_form)
    count = min(len(state.needs), len(acting))
    return tuple(rng(ctx.seed, state.day, f"proposta:{n}").sample(list(acting), count))


@step_effect("ritual")
def ritual(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """"Ciascun membro proposto gioca in segreto 1 ingrediente" (absent: "la prima carta
    giocabile", the first of his bag); success when the circle gets exactly tonight's needs.
    Only "riuscito" or "fallito" is announced. `held_counter` counts every ritual held, riuscito
    or fallito: a ritual the full curse bar fails is not held ("non conta per lo sblocco degli
    incantesimi")."""
    if not state.members:
        return state, [], ""
    if step.settings.get("held_counter"):
        state = state.add(str(step.settings["held_counter"]))
    kept, events = standing(ctx, state, str(step.settings["choice"]))
    played: dict[str, str] = {}
    instead: dict[str, str] = {}       # a member played for: why ("not-in-bag", "absent")
    asked: list[LupusError] = []       # every member to ask again, told together
    for name in state.members:
        order = kept.pop(name, None)
        taken_back = [o for o in ctx.inputs.orders if o.player == name and o.withdrawn_by
                      and o.choice == step.settings["choice"]]
        if order is None and taken_back and state.bag(name):
            # "gioco la spiga", then "nn gioco niente": she answered, so she is not absent
            # ("Assente = la prima carta giocabile"); the GM asks her again, as for a card
            # she does not hold (it played her first card and told her she had not chosen).
            asked.append(_not_in_bag(ctx, state, taken_back[-1], "", taken_back[-1].withdrawn_by))
            continue
        chosen = arg(order, ctx, "ingredient") if order else ""
        if order is not None and chosen not in state.bag(name) and state.bag(name):
            # "Non c'è limite di tempo (Assente = la prima carta giocabile)": a member who
            # answered with a card he does not hold is not absent; the GM asks him again.
            asked.append(_not_in_bag(ctx, state, order, chosen))
            continue
        if order is not None and chosen not in state.bag(name):
            # An empty bag (the Borseggiatore took his one card) has no card to ask for: the
            # play is refused and he plays nothing.
            first = state.bag(name)[0] if state.bag(name) else ""
            events.append(refused(order, "not-in-bag", ingredient=chosen, played_instead=first))
            chosen = ""
        if chosen:
            events.append({"kind": "played", "to": [name], "public": False, "player": name,
                           "ingredient": chosen})
        else:
            chosen = state.bag(name)[0] if state.bag(name) else ""
            instead[name] = "not-in-bag" if order is not None else "absent"
            events.append({"kind": "played-for-you", "to": [name], "public": False,
                           "player": name, "ingredient": chosen, "refused": order is not None})
        if chosen:
            bag = list(state.bag(name))
            bag.remove(chosen)
            state = state.with_bag(name, bag)
        played[name] = chosen
    raise_all(asked)
    events += [refused(o, "not-a-member") for o in kept.values()]
    success = Counter(i for i in played.values() if i) == Counter(state.needs)
    if success:
        state = state.add(str(step.settings["counter"]))
    full = full_at(ctx.loop, str(step.settings["counter"]), len(state.seats))
    events.append({"kind": "ritual", "public": True, "success": success,
                   "seals": state.counter(str(step.settings["counter"])), "full": full})
    events.append({"kind": "ritual-detail", "public": False, "to": [], "played": played,
                   "instead": instead})
    return state, events, ""


def _not_in_bag(ctx: Ctx, state: LoopState, order: LoopOrder, chosen: str, withdrawn: int = 0) -> GameFolderError:
    """The stop for a play of a card not in the member's bag, or taken back with none played
    instead (`withdrawn`: the line taking it back): his words, his bag, and how the GM writes
    his new answer (or marks him absent: the first card)."""
    def named(thing: str) -> str:
        return next((str(i.name) for i in ctx.loop.ingredients if i.id == thing), thing)
    bag = state.bag(order.player)
    facts = {"player": order.player, "said": order.said or order.raw, "bag": ", ".join(named(i) for i in bag)}
    return GameFolderError(
        say("council.withdrawn", line=withdrawn, **facts) if withdrawn else
        say("council.not-in-bag", ingredient=named(chosen) if chosen else "?", **facts),
        file=order.source or ctx.inputs.log, line=withdrawn or order.line or None,
        hint=say("council.not-in-bag-hint", line=withdrawn or order.line, first=named(bag[0]).lower(),
                 player=order.player, overrides=re.sub(r"\.txt$", ".overrides.toml", ctx.inputs.log)))


@step_effect("hunt")
def hunt(ctx: Ctx, state: LoopState, step: StepSpec) -> tuple[LoopState, list[Event], str]:
    """The vote's result, counted by the tally in the thread (`burned` of days/<n>.toml): the
    hunted cat takes the form `cacciato`; a tie or a general abstention hunts nobody."""
    # The thread is told the vote is open, and on the knights' day what it decides ("se il
    # gatto cacciato … è una strega, vince il villaggio … oppure se nessuno viene cacciato per
    # parità o astensione generale, vincono le streghe").
    opened: Event = {"kind": "vote-open", "public": True, "last_day": is_last_day(ctx.loop, state)}
    hunted = ctx.inputs.hunted
    if hunted is None:
        return state, [opened], "vote"
    if hunted and hunted not in state.in_form(ctx.loop.acting_form):
        raise _problem(ctx, ctx.inputs.hunted_line, say("council.not-human", name=hunted),
                       say("council.not-human-hunt-hint"))
    if hunted:
        state = state.with_form(hunted, str(step.settings["form"]))
    return replace(state, hunted=hunted), [opened, {"kind": "hunted", "public": True,
                                                    "player": hunted, "day": state.day}], ""


def is_last_day(loop: LoopSpec, state: LoopState) -> bool:
    """"Il giorno in cui arrivano i cavalieri è l'ultimo giorno" (`last_day` of [loop])."""
    return bool(loop.last_day) and state.day >= loop.table(loop.last_day, len(state.seats))
