"""Twins of a phase: the same public facts, one hidden fact changed. Pure.

    twins(ruleset, before, events, after) -> [Twin]

A twin keeps everything the thread may learn (who is alive before and after the phase, the
announcements, the titles, the stake, the winners) and changes one fact of the ruleset's
`[public] never` list. A public text that differs between a phase and one of its twins depends
on that hidden fact: it is a leak (lupus_mod.lifecycle.leaks, tests/lifecycle/test_twins.py).
Twins are derived from the phase deterministically, so the checker's report never changes
between two runs.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from lupus_mod.engine.state import Event, GameState, PlayerState, changed, event, kind_fields
from lupus_mod.lifecycle.told import PUBLIC_CAUSES
from lupus_mod.rules.spec import Ruleset

# Events a twin never touches: what the thread is told, and the deaths and revivals it is
# told of (their order and causes are twinned on their own); the Chasseur's shot is told as
# it happens ("il doit désigner une personne qui mourra également, sur-le-champ").
_KEPT = ("death", "revive", "title", "override", "shot")


@dataclass(frozen=True)
class Twin:
    """A phase replayed from a state that differs in one hidden fact."""
    fact: str               # the hidden fact changed, a name of [public] never
    what: str               # what changed, for the GM ("roles of Aldo and Bruna swapped")
    before: GameState
    events: tuple[Event, ...]
    after: GameState


def _swap_roles(state: GameState, a: str, b: str) -> GameState:
    pa, pb = state.player(a), state.player(b)

    def role_of(p: PlayerState, q: PlayerState) -> PlayerState:
        return replace(p, role=q.role, faction=q.faction, conta=q.conta)
    swapped = {a: role_of(pa, pb), b: role_of(pb, pa)}
    return replace(state, players=tuple(swapped.get(p.name, p) for p in state.players))


def _roles(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
           after: GameState) -> list[Twin]:
    """Two players of different roles swap them (the deal is secret); the roles named in the
    deaths' records follow. Where the thread learns the cards of the dead ([public] learns
    "cards"), only the living swap."""
    victims = [e.target for e in events if e.kind == "death"]
    shown = "cards" in ruleset.public.learns
    players = sorted((p for p in after.players if p.alive or not shown),
                     key=lambda p: p.name not in victims)
    pair = next(((p, q) for i, p in enumerate(players) for q in players[i + 1:]
                 if p.role != q.role), None)
    if pair is None:
        return []
    a, b = pair[0].name, pair[1].name
    roles = {a: before.player(b).role, b: before.player(a).role}
    moved = tuple(changed(e, role=roles[e.target])
                  if e.kind == "death" and e.target in roles and "role" in e else e
                  for e in events)
    return [Twin("roles", f"the roles of {a} and {b} swapped", _swap_roles(before, a, b), moved,
                 _swap_roles(after, a, b))]


def _renamer(names: list[str]) -> Callable[[Any], Any]:
    shift = {n: names[(i + 1) % len(names)] for i, n in enumerate(names)}

    def rename(value: Any) -> Any:
        if isinstance(value, str):
            return shift.get(value, value)
        if isinstance(value, (list, tuple)):
            return [rename(v) for v in value]
        return value
    return rename


def _actions(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
             after: GameState) -> list[Twin]:
    """Every secret event names other players: each player's actions are another's."""
    rename = _renamer([p.name for p in before.players])
    secret = [e for e in events if not e.public and e.kind not in _KEPT]
    if not secret:
        return []
    moved = tuple(e if e.public or e.kind in _KEPT else changed(
        e, actor=rename(e.actor), target=rename(e.target), to=tuple(rename(list(e.to))),
        **{k: rename(v) for k, v in kind_fields(e).items()}) for e in events)
    return [Twin("actions", "who acted on whom (every secret action given to another player)",
                 before, moved, after)]


def _step_order(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
                after: GameState) -> list[Twin]:
    """The phase's secret events and its deaths resolve in the reverse order, at other steps.
    A day step's order is no secret: the thread is told each step in its turn (Licantropi's
    "Sequenza delle chiamate" of the day), so only the night's steps are twinned."""
    announced = {s.id for s in ruleset.day_steps}
    slots = [i for i, e in enumerate(events) if not e.public and e.step not in announced]
    if len(slots) < 2:
        return []
    steps = [s.id for s in ruleset.steps] or [""]
    shuffled = list(events)
    for i, j in zip(slots, reversed(slots)):
        e = events[j]
        k = steps.index(e.step) if e.step in steps else 0
        shuffled[i] = changed(e, step=steps[(k + 1) % len(steps)])
    return [Twin("step-order", "the order and the steps the phase's events resolved in",
                 before, tuple(shuffled), after)]


def _causes(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
            after: GameState) -> list[Twin]:
    """The dead died of other causes (the stake and the modkill are public)."""
    secret = [e for e in events if e.kind == "death" and e.cause not in PUBLIC_CAUSES]
    if not secret:
        return []
    causes = [e.cause for e in secret]
    other = {c: causes[(i + 1) % len(causes)] for i, c in enumerate(causes)}
    other = {c: (o if o != c else ("veleno" if c == "sbrano" else "sbrano")) for c, o in other.items()}
    moved = tuple(changed(e, cause=other[e.cause]) if e in secret else e for e in events)
    states = {e.target: other[e.cause] for e in secret}
    died = replace(after, players=tuple(
        replace(p, death_cause=states[p.name]) if p.name in states and not p.alive else p
        for p in after.players))
    return [Twin("causes", "how each of the dead died", before, moved, died)]


def _raised(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
            after: GameState) -> list[Twin]:
    """A victim raised in the same phase was never dead: the twin adds such a victim, or
    takes away the phase's own."""
    raised = {e.target for e in events if e.kind == "revive" and before.player(e.target).alive}
    twins = []
    if raised:
        kept = tuple(e for e in events if not (e.kind in ("death", "revive") and e.target in raised))
        twins.append(Twin("raised", f"{', '.join(sorted(raised))} not attacked and raised",
                          before, kept, after))
    survivor = next((p.name for p in after.players if p.alive and before.player(p.name).alive
                     and p.name not in raised), None)
    if survivor:
        pair = (event("death", step=events[-1].step if events else "", target=survivor,
                      cause="sbrano", items=[], role=after.player(survivor).role),
                event("revive", target=survivor, cause="resurrezione", items=[]))
        twins.append(Twin("raised", f"{survivor} killed and raised in the same phase",
                          before, events + pair, after))
    return twins


TWINS = {"roles": _roles, "actions": _actions, "step-order": _step_order, "causes": _causes,
         "raised": _raised}


def twins(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
          after: GameState) -> list[Twin]:
    """One or two twins for every hidden fact of the ruleset's `never` list that the phase
    has (vote weights are twinned by the tally: lupus_mod.votes.report)."""
    found: list[Twin] = []
    for fact in ruleset.public.never:
        if fact in TWINS:
            found += TWINS[fact](ruleset, before, events, after)
    return found
