"""The night resolver: a fold over the ruleset's steps.

    resolve_night(state, orders, ruleset, seed, label) -> NightResult(events, state)

Pure: no I/O, no clock; randomness only from `seed` and the night's label.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, Sequence

from lupus_mod.engine import effects  # noqa: F401  (registers the vocabulary)
from lupus_mod.engine.action import Action, powers_for
from lupus_mod.engine.blocks import in_list_order, plan_step
from lupus_mod.engine.effects.cards import RESOLVED as CARDS_RESOLVED
from lupus_mod.engine.effects.items import tell_recipients
from lupus_mod.engine.effects.visits import stop_at_ward
from lupus_mod.engine.groups import carrier, settle_agreement, order_data, take as groups_take
from lupus_mod.engine.phase import Phase
from lupus_mod.engine.registry import EFFECTS, FINISHERS, PASSIVES, STEP_EFFECTS
from lupus_mod.engine.overrides import Override, apply_moment, cancel_orders, end_phase, forced
from lupus_mod.engine.ending import Ending
from lupus_mod.engine.state import Event, GameState, NightResult, OrderLike, event, mapping
from lupus_mod.engine.refusals import tell_feedback, tell_refusals
from lupus_mod.engine.wins import won_at
from lupus_mod.engine.targets import check_action, named_refusal, refusal_facts, spared_targets
from lupus_mod.engine.titles import without_moot_heirs
from lupus_mod.engine.phase_steps import phase_step, run_step
from lupus_mod.rules.loop import NIGHT, StepSpec as PhaseStep
from lupus_mod.rules.spec import DAWN_STEP, PowerSpec, Ruleset, StepSpec


class Night(Phase):
    def __init__(self, state: GameState, ruleset: Ruleset, seed: int, label: str) -> None:
        index = state.nights_played + 1
        super().__init__(state, ruleset, random.Random(f"{seed}:night:{label}"), "night", index)
        self.night_label = label
        # "Colui che possiede l'oggetto all'inizio della notte è colui che beneficia del suo potere."
        self.start_items = {s.name: tuple(s.items) for s in self.living()}
        self.actions: list[Action] = []
        self.deliveries: list[Any] = []
        self.finishers: list[tuple[str, Action]] = []
        self.day_weights: dict[str, int] = {}
        self.robberies: dict[str, str] = {}     # robbed holder -> robber
        # The steps still to run, one per `run-powers` step of the night phase (a power may move
        # one first: engine/effects/timing.py).
        self.queue: list[StepSpec] = list(ruleset.steps)
        self.done_steps: list[str] = []
        self.deferred: dict[str, list[Action]] = {}      # step id -> actions moved to that step
        self.outranked: list[Action] = []    # group orders a higher-ranked sender's order beat
        self.group_sent: dict[str, list[Action]] = {}    # group id -> every order its members sent
        self.visits: list[tuple[str, str]] = []          # (visitor, visited), as they happened
        # Orders no power of the sender took: a role taken tonight may take them (the Voleur).
        self.unmatched: list[Any] = []

    def defer(self, action: Action, step_id: str) -> None:
        """Run `action` again when step `step_id` comes ("agisco durante la fase del …")."""
        self.deferred.setdefault(step_id, []).append(action)

    def waiting(self, action: Action) -> bool:
        """`action` was moved to a step still to come."""
        return any(a is action for moved in self.deferred.values() for a in moved)

    def reject(self, order: Any, reason: str, **fields: Any) -> None:
        self.emit("rejected", actor=order.player, cause=reason,
                  line=getattr(order, "line", 0), raw=getattr(order, "raw", ""),
                  keyword=order.keyword, args=list(order.args),
                  # the sender's own words for it, which his reply quotes (orders.own_words)
                  **({"said": order.said} if getattr(order, "said", "") else {}), **fields)

    def later(self, finisher: str, action: Action) -> None:
        self.finishers.append((finisher, action))

    def visit(self, action: Action, target: str) -> None:
        """Remember that the actor visited `target` (a power aimed at a player, unless it says
        `visits = false`), and which role acted on him (the Lupo Sensitivo feels it)."""
        if not target:
            return
        if action.power.visits:
            self.visits.append((action.actor, target))
        if action.owner.startswith("role:"):
            self.scratch[target].visited_by.append(action.owner[5:])

    def blocked(self, name: str) -> bool:
        return bool(self.scratch[name].blocked_by)


def _delivery_keyword(ruleset: Ruleset) -> str:
    step = next((s for s in ruleset.steps if s.effect == "deliver-items"), None)
    return step.settings.get("keyword", "") if step else ""


def pass_keyword(state: GameState, ruleset: Ruleset, name: str) -> str:
    """The item pass's keyword (`passo`) when `name` holds an item at dusk and is alive, else
    "": a pass he cannot write right is his to fix, never talk (docs/orders.md)."""
    holds = any(p.name == name and p.alive and p.items for p in state.players)
    return _delivery_keyword(ruleset) if holds else ""


def night_powers(state: GameState, ruleset: Ruleset, name: str) -> list[PowerSpec]:
    """The powers `name` may order tonight (his role's, his groups', his items' at dusk): for
    an order that names none ("uso il mio potere su Sam"). Nothing for the dead."""
    night = Night(state, ruleset, 0, "")
    if name not in night.seats:
        return []
    return [p for _, p in powers_for(night, name) if p.keyword and not p.day and not p.automatic]


def may_name(state: GameState, ruleset: Ruleset, sender: str, keyword: str, name: str) -> bool:
    """Whether the sender's power of that keyword may name the player tonight, as the night
    checks it (targets.named_refusal); an item's pass, no power, goes to the living."""
    seat = state.player(name)
    power = next((p for p in night_powers(state, ruleset, sender) if p.keyword == keyword), None)
    return seat.alive if power is None else not named_refusal(power, sender, name, seat.alive, seat.death_cause)


def _bind(night: Night, orders: Iterable[OrderLike]) -> None:
    """Turn orders into actions of the powers they name; reject what no power accepts."""
    delivery = _delivery_keyword(night.ruleset)
    groups: dict[str, Action] = {}
    for order in orders:
        if order.player not in night.seats:
            night.reject(order, "non-player")
            continue
        alive = night.alive(order.player)
        if not alive and not powers_for(night, order.player):
            night.reject(order, "dead")     # the dead don't act, but with a power of the dead
            continue
        if delivery and order.keyword == delivery and alive:   # no delivery: "" is no keyword
            night.deliveries.append(order)
            continue
        powers = powers_for(night, order.player)
        # The parser writes the canonical keyword; an order written by hand may use a synonym.
        match = ([(o, p) for o, p in powers if p.keyword and p.keyword == order.keyword]
                 or [(o, p) for o, p in powers if order.keyword in p.synonyms])
        if not match and not alive:
            night.reject(order, "dead")
            continue
        if not match:
            night.unmatched.append(order)
            night.reject(order, "no-such-power")
            continue
        owner, power = match[0]
        night.sent.add((order.player, power.id))
        if getattr(order, "awaited", False):   # an answer accepted once asked (play/waits.py)
            night.sent_after_wait.add((order.player, power.id))
        action = Action(order.player, power, owner, tuple(order.args), order)
        if power.day:
            night.reject(order, "day-power")
        elif power.group:
            # One order per group and night (the pack agrees in chat): engine/groups.py.
            groups_take(night, groups, action)
        else:
            night.actions.append(action)
    settle_agreement(night, groups)
    night.actions.extend(groups.values())
    _one_choice(night)
    for seat in night.seats.values():
        for owner, power in powers_for(night, seat.name):
            if power.automatic and seat.alive == (power.acts_while != "dead"):
                night.actions.append(Action(seat.name, power, owner))


def _one_choice(night: Night) -> None:
    """Powers of one owner sharing a `choice` word are one choice a night (the Pisa rules'
    spirit, who acts with one power among his list): as for two orders of one power, the
    last sent stands and the others are `replaced` (docs/rulesets.md, The dead's powers)."""
    last = {_choice(a): a for a in night.actions if _choice(a)}
    for action in [a for a in night.actions if _choice(a) and last[_choice(a)] is not a]:
        by = last[_choice(action)].order
        night.reject(action.order, "replaced", by=by.raw, by_line=getattr(by, "line", 0))
    night.actions[:] = [a for a in night.actions if not _choice(a) or last[_choice(a)] is a]


def _choice(action: Action) -> tuple[str, str, str] | None:
    choice = action.power.setting("choice")
    return (action.actor, action.owner, choice) if choice and action.order is not None else None


def night_event_order(night: Night, action: Action) -> Event:
    """The order applied; a group order carried by another member says whose it was (the GM
    log never shows an order as sent by a player who did not send it)."""
    sender = getattr(action.order, "player", action.actor)
    return event("order", step=night.step, actor=action.actor,
                 power=action.power.id, args=list(action.args), raw=action.order.raw,
                 **({"sent_by": sender} if sender != action.actor else {}),
                 **({"named": list(action.named)} if action.named else {}))


def _run(night: Night, action: Action, settled: bool = False) -> bool:
    """Apply one action; True when it used up one use of its power. `settled`: a block the
    step's blocks solved together let land (engine/blocks.py), whoever blocks its actor."""
    if action.power.group:
        action = carrier(night, action)
    order = action.order
    # The dead don't act, even if alive at dusk; a power of the dead is his who was dead at dusk.
    ghost = action.power.acts_while == "dead"
    if (night.state.player(action.actor).alive if ghost else not night.alive(action.actor)):
        if order is not None:
            night.reject(order, "not-dead" if ghost else "dead")
        return False
    if action.owner.startswith("role:") and night.seat(action.actor).role != action.owner[5:]:
        # Licantropi, the vampirizzato: "perde tutti i suoi poteri (anche passivi)" — an order
        # of his old role still waiting for its step (the Assassino's) no longer acts.
        if order is not None:
            night.reject(order, "lost-power", role=action.owner[5:])
        return False
    if not settled:
        stop_at_ward(night, action)
    if night.blocked(action.actor) and not action.power.unblockable and not settled:
        # "Se il potere ha un numero di usi limitato, non viene considerato sprecato." — unless
        # the power says `blocked_use_counts = true`.
        # Logged for automatic powers too (the Palantír, the Pastorella): the GM sees why.
        night.emit("blocked", actor=action.actor, cause=night.scratch[action.actor].blocked_by,
                   power=action.power.id, args=list(action.args),
                   raw=order.raw if order is not None else "", line=getattr(order, "line", 0))
        tell_feedback(night, action.actor, order, applied=False)
        return order is not None and action.power.blocked_use_counts and not check_action(night, action)
    problem = check_action(night, action)
    if problem:
        if order is not None:
            night.reject(order, problem, **refusal_facts(night, action, problem))
        return False
    for name in spared_targets(night, action):
        # The Pifferaio's second target died earlier tonight: the order acts on the other.
        night.emit("argument-dropped", actor=action.actor, target=name, cause="dead-target",
                   **{**order_data(order), "keyword": order.keyword})
    before, night.acting = len(night.events), action
    used = EFFECTS[action.power.effect](night, action)
    refused = any(e.kind == "rejected" and e.actor == action.actor for e in night.events[before:])
    if used is not False and not refused:
        # A power that does two things (the abduction blocks, then may convert).
        for extra in action.power.setting("also", ()):
            EFFECTS[extra](night, action)
    night.acting = None
    if night.waiting(action):
        # Moved to a later step (the Assassino's chosen turn): applied, told and visiting
        # there, once.
        return False
    if order is not None and not refused:
        # Logged before its consequences, once the effect has accepted it.
        night.events.insert(before, night_event_order(night, action))
        tell_feedback(night, action.actor, order, applied=True)
    for target in action.players() if not refused else ():
        night.visit(action, target)      # a refused order did not act on anybody
    return order is not None and used is not False and not refused


def _ready(night: Night, action: Action) -> bool:
    """The action would act, were nobody to block its actor tonight."""
    if action.order is None or not night.alive(action.actor) or action.target not in night.seats:
        return False
    stop_at_ward(night, action)
    if night.blocked(action.actor) and not action.power.unblockable:
        return False
    if action.owner.startswith("role:") and night.seat(action.actor).role != action.owner[5:]:
        return False
    return not check_action(night, action)


def _run_step(night: Night, due: list[Action]) -> None:
    """The step's blocks together, then its other actions in list order (engine/blocks.py)."""
    plan = plan_step(night, due, lambda a: _ready(night, a))
    for action in plan.cancelled:
        night.note("block-cycle-cancelled", target=action.target, **order_data(action.order))
    for settled, actions in ((True, plan.lands), (False, plan.rest)):
        for action in actions:
            if _run(night, action, settled):
                _record_use(night, action)


def _record_use(night: Night, action: Action) -> None:
    seat = night.seat(action.actor)
    seat.uses[action.power.id] = seat.uses.get(action.power.id, 0) + 1
    history = list(seat.memory.get(f"targets:{action.power.id}", []))
    history.append(action.target)
    seat.memory[f"targets:{action.power.id}"] = history
    seat.memory[f"last:{action.power.id}"] = [night.index, action.target]
    spent = action.power.setting("spent_message")
    if spent and action.power.uses and seat.uses[action.power.id] >= action.power.uses:
        # Sorcière: "Elle ne peut utiliser chacune de ses potions qu'une seule fois" — she is
        # told the potion she used tonight is gone, not left to count them herself.
        night.tell(action.actor, spent)
    cost = action.power.setting("drops_conta")
    if cost in seat.conta:
        # Capotribù: "da quel momento in poi ... conterà come un solo Pellerossa".
        seat.conta.remove(cost)


def _night_end_passives(night: Night) -> None:
    for name in night.order:
        seat = night.seat(name)
        for passive, settings in night.ruleset.role(seat.role).passives.items():
            hook = PASSIVES.get(passive, {}).get("night_end")
            if hook:
                hook(night, seat, settings)


@phase_step("run-powers")
def _run_powers(night: Night, phase_step: PhaseStep) -> str:
    """A `run-powers` step: the night's next step runs its own effect (an item delivery, the
    deaths due), then the powers ordered for it. The next in the night's queue: the phase's
    order, unless a power moved a step first (the Alfa's bite, engine/effects/timing.py)."""
    step = night.queue.pop(0)
    night.step = step.id
    if step.effect:
        STEP_EFFECTS[step.effect](night, step)
    due = in_list_order(night, [a for a in night.actions if a.power.step == step.id])
    _run_step(night, due + night.deferred.pop(step.id, []))
    night.done_steps.append(step.id)
    return ""


@phase_step("dawn")
def _dawn(night: Night, phase_step: PhaseStep) -> str:
    """The `dawn` step: what the night's powers left for its end (finishers), the items' news,
    the night-end passives, the refusals told."""
    night.step = DAWN_STEP
    for name, action in night.finishers:
        night.acting = action
        FINISHERS[name](night, action)
    night.acting = None
    tell_recipients(night)
    _night_end_passives(night)
    tell_refusals(night)
    return ""


def resolve_night(state: GameState, orders: Iterable[OrderLike], ruleset: Ruleset, seed: int,
                  label: str, overrides: Sequence[Override] = ()) -> NightResult:
    """The night phase with the GM's overrides of it: the orders he cancelled set aside, his
    kills and revivals at its start, the orders bound to their powers, a fold over its declared
    steps (rules/night_day.py: every [[step]] once, then the dawn), and its last step: his
    kills and revivals at its end, then the wins checked (engine/overrides.end_phase)."""
    kept, cancelled = cancel_orders(orders, overrides)
    started, first = apply_moment(state, overrides, ruleset, seed, NIGHT, state.nights_played + 1, "start")
    night = Night(started, ruleset, seed, label)
    _bind(night, kept)
    steps = ruleset.loop.of_kind(NIGHT).steps
    won = None
    for step in steps:
        # Its steps wait for nothing: a night waits for its questions' answers (NightResult.waits).
        if won is None or step.effect != "run-powers":
            run_step(NIGHT, night, step)
        if won is None and step.checks and step is not steps[-1]:
            won = won_at(night, step.checks)
    if label != "0":
        # Shinigami: "metà delle notti della partita (senza contare la Notte 0)"
        night.flags["counted_nights"] = int(night.flags.get("counted_nights", 0)) + 1
    dawn = night.frozen(nights_played=night.index, day_weights=mapping(night.day_weights),
                        **({"ending": Ending.of(won, night.label)} if won else {}))
    final, last = end_phase(state, dawn, ruleset, seed, NIGHT, night.index, night.label, night.step, overrides)
    events, final = without_moot_heirs(cancelled + forced(overrides) + first + tuple(night.events) + last, final)
    return NightResult(label, events, final)


def taken_card_powers(state, ruleset, name: str, orders) -> list:
    """The powers `name` orders tonight with the card one of his `orders` (keyword, args) takes
    ("il joue aussitôt avec la carte prise"): « je prends le loup-garou », then « on bouffe
    Kilian » is the pack's kill (the phrase is read through the sender's powers, and the
    Voleur's own at dusk had none). Nothing when no order takes a spare card."""
    if not state.flags.get("spare_cards") or state.flags.get(CARDS_RESOLVED):
        return []
    night = Night(state, ruleset, 0, "")
    if name not in night.seats:
        return []
    takes = {p.keyword for _, p in powers_for(night, name) if p.effect == "take-spare-card" and p.keyword}
    wanted = [o.args[0] for o in orders if o.player == name and o.keyword in takes and o.args
              and o.args[0] in state.flags["spare_cards"]]
    if not wanted:
        return []
    seat, role = night.seat(name), ruleset.role(wanted[-1])
    seat.role, seat.faction, seat.conta = role.id, role.faction, list(role.conta)
    return [p for _, p in powers_for(night, name) if p.keyword and not p.day and not p.automatic]

