"""Win conditions: a small condition language evaluated after every night and day.

Conditions (TOML tables, nested with `all` / `any` / `not`):
  {none_alive = SEL}                 nobody alive matches SEL
  {any_alive = SEL}, {all_dead = SEL} (same as none_alive)
  {count_ge = [SEL_A, SEL_B]}        living A >= living B (a "conta:X" counts every X the
                                     player carries: the Capotribù counts as two)
  {half_alive = SEL}                 living SEL are at least half of the living
  {all_others = SEL, besides = SEL2} every living player not matching SEL2 matches SEL
  {score_half_nights = COUNTER}      the role's counter >= half of the nights (Notte 0 excluded)
  {policy = NAME}                    the ruleset's policy NAME is true
  {burned = SEL}                     one matching SEL burned at the stake in the day just ended
                                     (a Jester's win: checked after that day only)
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from lupus_mod.engine.seats import Seat, matches
from lupus_mod.engine.ending import Ending
from lupus_mod.engine.state import GameState
from lupus_mod.rules.loop import NIGHT
from lupus_mod.rules.spec import Ruleset, WinSpec


NOBODY_ALIVE = "nobody-alive"
NOBODY_ALIVE_ALL_WIN = "nobody-alive-all-win"   # policy nobody_alive = "all-win"


def _count(living: list[Seat], selector: str, ruleset: Ruleset) -> int:
    kind, _, value = selector.partition(":")
    if kind == "conta":
        return sum(s.conta.count(value) for s in living)
    return sum(1 for s in living if matches(s, selector, ruleset))


class _Eval:
    def __init__(self, state: GameState, ruleset: Ruleset, spec: WinSpec, living: list[Seat],
                 ended_phase: str) -> None:
        self.state = state
        self.ended_phase = ended_phase
        self.ruleset = ruleset
        self.spec = spec
        self.living = living

    def __call__(self, cond: Mapping[str, Any]) -> bool:
        return all(self._one(key, value) for key, value in cond.items() if key != "besides")

    def _one(self, key: str, value: Any) -> bool:
        rs = self.ruleset
        if key == "all":
            return all(self(c) for c in value)
        if key == "any":
            return any(self(c) for c in value)
        if key == "not":
            return not self(value)
        if key in ("none_alive", "all_dead"):
            return _count(self.living, value, rs) == 0
        if key == "any_alive":
            return _count(self.living, value, rs) > 0
        if key == "count_ge":
            return _count(self.living, value[0], rs) >= _count(self.living, value[1], rs)
        if key == "half_alive":
            return 2 * _count(self.living, value, rs) >= len(self.living) > 0
        if key == "all_others":
            return False  # evaluated with its `besides` below
        if key == "score_half_nights":
            return self._score(value)
        if key == "policy":
            # A condition the GM switches (Licantropi, nota tecnica 14: "secondo quanto
            # stabilito prima dell'inizio della partita").
            return bool(rs.policy(value, False))
        if key == "burned":
            return self._burned(value)
        raise ValueError(f"unknown win condition {key!r}")

    def _score(self, counter: str) -> bool:
        holders = [p for p in self.state.players if p.role == self.spec.role]
        nights = int(self.state.flags.get("counted_nights", 0))
        return any(2 * p.counters.get(counter, 0) >= nights > 0 for p in holders)

    def _burned(self, selector: str) -> bool:
        # Died at the stake ("rogo", engine/stake.py burn) in the phase just ended: after the
        # next night he is still dead by the stake, but that day is over.
        return any(p.death_cause == "rogo" and p.death_phase == self.ended_phase
                   and matches(Seat.of(p), selector, self.ruleset) for p in self.state.players)

    def all_others(self, cond: Mapping[str, Any]) -> bool:
        besides = cond.get("besides", "")
        others = [s for s in self.living if not (besides and matches(s, besides, self.ruleset))]
        # Vacuously true when nobody else is alive: the Pifferaio left alone has won ("tutti i
        # giocatori in vita a parte lui"), else a game he keeps open could never end.
        return all(matches(s, cond["all_others"], self.ruleset) for s in others)


def _met(state: GameState, ruleset: Ruleset, spec: WinSpec, living: list[Seat], ended_phase: str) -> bool:
    ev = _Eval(state, ruleset, spec, living, ended_phase)
    if "all_others" in spec.when:
        rest = {k: v for k, v in spec.when.items() if k not in ("all_others", "besides")}
        return ev.all_others(spec.when) and ev(rest)
    return ev(spec.when)


def _players(state: GameState, spec: WinSpec) -> list[str]:
    if spec.role:
        return [p.name for p in state.players if p.role == spec.role]
    return [p.name for p in state.players if p.faction == spec.faction]


def _game_kept_open(state: GameState, ruleset: Ruleset) -> bool:
    # "Finché il Pifferaio è in vita, la partita prosegue a prescindere dal numero di LUPI e UMANI"
    return any("keeps-game-open" in ruleset.role(p.role).passives for p in state.players if p.alive)


def winners(state: GameState, ruleset: Ruleset, checks: tuple[str, ...],
            ended_phase: str) -> dict[str, list[str]] | None:
    """Who wins by the `[[win]]`s `checks` (the phase's, after its last step), None if nobody;
    `ended_phase` ("day-2") is the phase just ended, read by `burned`."""
    wins = [w for w in ruleset.wins if w.id in checks]
    living = [Seat.of(p) for p in state.players if p.alive]   # once for every condition
    live_specs = [w for w in wins if not w.at_end_only and not w.joins_if_alive]
    met = [w for w in live_specs if _met(state, ruleset, w, living, ended_phase)]
    if not any(w.alone for w in met) and _game_kept_open(state, ruleset):
        met = []
    nobody = not any(p.alive for p in state.players)
    if not met and not nobody:
        return None
    met += [w for w in wins if w.at_end_only and _met(state, ruleset, w, living, ended_phase)]
    if not met and ruleset.policy("nobody_alive", "nobody-wins") == "all-win":
        # "Se non resta vivo nessuno, vincono tutte le squadre in gioco": every faction a
        # player belongs to at the end, every player.
        dealt = {p.faction for p in state.players}
        return {"factions": [f.id for f in ruleset.factions if f.id in dealt],
                "players": [p.name for p in state.players], "conditions": [NOBODY_ALIVE_ALL_WIN]}
    if not met:
        # Nobody is left to play (the last wolf and the Contadino eroe kill each other): no
        # condition can ever be met again, the game ends without winners (docs/rulesets.md).
        return {"factions": [], "players": [], "conditions": [NOBODY_ALIVE]}
    chosen = [w for w in met if w.alone] or met
    players = [n for w in chosen for n in _players(state, w)]
    # "vincerà insieme alla fazione vincitrice": one who wins alone ("l'unico vincitore") is no
    # winning faction to join, unless the GM says so (policy alive_joins_sole_winner).
    joinable = not any(w.alone for w in chosen) or ruleset.policy("alive_joins_sole_winner", False)
    for w in wins:
        if joinable and w.joins_if_alive and not any(x.alone and x.role == w.role for x in chosen):
            players += [p.name for p in state.players if p.role == w.role and p.alive]
    factions = [w.faction for w in chosen if w.faction]
    order = [p.name for p in state.players]
    return {"factions": list(dict.fromkeys(factions)),
            "players": sorted(set(players), key=order.index),
            "conditions": [w.id for w in chosen]}


def check_wins(state: GameState, ruleset: Ruleset, ended_phase: str, kind: str) -> GameState:
    """`state` with its winners once night or day (`kind`) `ended_phase` has ended: the wins its
    phase checks after its last step (rules/night_day.py)."""
    if state.game_over:
        return state
    found = winners(state, ruleset, ruleset.loop.of_kind(kind).steps[-1].checks, ended_phase)
    if not found:
        return state
    return replace(state, ending=Ending.of(found, ended_phase))


def won_at(night: Any, checks: tuple[str, ...]) -> dict[str, Any] | None:
    """The wins a step of `night` (an engine.night.Night, not imported: the night imports this
    module) checks before the night's end ("Se in qualsiasi momento della partita il Pifferaio
    è ancora vivo e tutti i giocatori in vita a parte lui sono stati ammaliati, la partita
    termina"): met, the game ends there — the steps still queued do not run, and each of their
    orders is refused as come after the end (the dawn still tells what was done)."""
    now = night.frozen()
    early = winners(now, night.ruleset, checks, night.label)
    if not early or not set(early["conditions"]) & set(checks):
        return None
    # Who wins is found as at any end: the joiners, the wins met beside it, the alone first.
    found = winners(now, night.ruleset, night.ruleset.loop.of_kind(NIGHT).steps[-1].checks, night.label)
    if found:
        late = {s.id for s in night.queue}
        for action in [a for a in night.actions if a.power.step in late] + \
                [a for step_id in late for a in night.deferred.pop(step_id, [])]:
            if action.order is not None:
                night.reject(action.order, "game-ended")
    return found
