"""Run a scenario written as data (TOML) through the pure engine and check what it expects.

A scenario file:
    ruleset = "lupus-of-the-rings"        # a built-in ruleset
    rule = "the rulebook line it checks"
    seed = 7                              # optional
    [[player]]                            # list order; items = [...] overrides the deal
    name = "Aldo"
    role = "veggente"
    [[phase]]                             # nights and days, in order
    night = "1"                           # or: day = 1, burned = "Bruno", double_vote = "X"
    orders = ["Aldo: indago Bruno"]       # canonical form, names without spaces
    [phase.expect]                        # any of the keys checked in `check_phase`
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any

from lupus_mod.engine.day import DayRecord, apply_day, day_weights
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.state import Event, GameState
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.spec import Ruleset


@dataclass(frozen=True)
class ScenarioOrder:
    player: str
    keyword: str
    args: tuple[str, ...]
    line: int = 0
    raw: str = ""


def builtin_ruleset(ruleset_id: str) -> Ruleset:
    text = (files("lupus_mod.rulesets") / f"{ruleset_id}.toml").read_text(encoding="utf-8")
    return ruleset_from_dict(tomllib.loads(text))


def parse_order(text: str, line: int) -> ScenarioOrder:
    player, _, rest = text.partition(":")
    keyword, *args = rest.split(maxsplit=1 if rest.split()[0] == "archivio" else -1)
    return ScenarioOrder(player.strip(), keyword, tuple(args), line, text)


def _message_matches(event: Event, want: dict[str, Any]) -> bool:
    if event.kind != "message" or event.message != want["message"]:
        return False
    if "to" in want and want["to"] not in event.to:
        return False
    return all(event.data.get(k) == v for k, v in want.items() if k not in ("to", "message"))


def _messages_to(events: tuple[Event, ...], name: str) -> list[Event]:
    return [e for e in events if e.kind == "message" and name in e.to]


def check_phase(events: tuple[Event, ...], state: GameState, ruleset: Ruleset,
                expect: dict[str, Any], where: str) -> None:
    deaths = [(e.target, e.cause) for e in events if e.kind == "death"]
    if "deaths" in expect:
        want = [(d["player"], d["cause"]) if isinstance(d, dict) else (d, None)
                for d in expect["deaths"]]
        got = [(p, c if want_c is not None else None) for (p, c), (_, want_c)
               in zip(deaths, want)] if len(deaths) == len(want) else deaths
        assert got == want, f"{where}: deaths {deaths} != {want}"
    for name in expect.get("alive", ()):
        assert state.player(name).alive, f"{where}: {name} should be alive"
    for name in expect.get("dead", ()):
        assert not state.player(name).alive, f"{where}: {name} should be dead"
    for item, holder in expect.get("items", {}).items():
        assert state.holder(item) == (holder or None), \
            f"{where}: {item} held by {state.holder(item)}, expected {holder or 'nobody'}"
    for want in expect.get("messages", ()):
        assert any(_message_matches(e, want) for e in events), \
            f"{where}: no message {want}; got {[e.as_dict() for e in events if e.kind == 'message']}"
    for name in expect.get("silent", ()):
        got = _messages_to(events, name)
        assert not got, f"{where}: {name} should be told nothing, got {[e.as_dict() for e in got]}"
    for want in expect.get("no_messages", ()):
        assert not any(_message_matches(e, want) for e in events), f"{where}: unexpected {want}"
    for want in expect.get("rejected", ()):
        assert any(e.kind == "rejected" and e.actor == want["player"]
                   and e.cause == want["reason"] for e in events), \
            f"{where}: no rejection {want}; got {[e.as_dict() for e in events if e.kind == 'rejected']}"
    for want in expect.get("blocked", ()):
        assert any(e.kind == "blocked" and e.actor == want for e in events), f"{where}: {want} not blocked"
    if "public" in expect:
        got = [e.message for e in events if e.public]
        assert got == list(expect["public"]), f"{where}: public {got} != {expect['public']}"
    for name, statuses in expect.get("statuses", {}).items():
        assert set(statuses) <= state.player(name).statuses, f"{where}: {name} statuses"
    for name, points in expect.get("counters", {}).items():
        for counter, value in points.items():
            assert state.player(name).counters.get(counter, 0) == value, \
                f"{where}: {name} {counter} = {state.player(name).counters.get(counter, 0)}"
    for name, faction in expect.get("factions", {}).items():
        assert state.player(name).faction == faction, f"{where}: {name} faction"
    for name, role in expect.get("roles", {}).items():
        assert state.player(name).role == role, f"{where}: {name} role"
    for name, known in expect.get("knows", {}).items():
        assert set(known) <= set(state.player(name).knows), f"{where}: {name} knows"
    if "weights" in expect:
        got = dict(state.day_weights)
        assert got == expect["weights"], f"{where}: next day weights {got} != {expect['weights']}"
    if "day_weights" in expect:
        got = day_weights(state, ruleset, state.days_played)
        assert got == expect["day_weights"], f"{where}: day weights {got}"
    if "winners" in expect:
        want = expect["winners"]
        if not want:
            assert state.winners is None, f"{where}: game should go on, winners {state.winners}"
        else:
            assert state.winners is not None, f"{where}: nobody won"
            for key in ("factions", "players"):
                if key in want:
                    assert sorted(state.winners[key]) == sorted(want[key]), \
                        f"{where}: winners {key} {state.winners[key]} != {want[key]}"


def run_scenario(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    ruleset = builtin_ruleset(data["ruleset"])
    seed = int(data.get("seed", 1))
    seating = tuple(Seating(p["name"], p["role"], tuple(p["items"]) if "items" in p else None)
                    for p in data["player"])
    state = initial_state(seating, ruleset, seed)
    for n, phase in enumerate(data["phase"], 1):
        where = f"{path.name} phase {n}"
        if "night" in phase:
            orders = [parse_order(o, i) for i, o in enumerate(phase.get("orders", ()), 1)]
            result = resolve_night(state, orders, ruleset, seed, str(phase["night"]))
        else:
            choices = {"double_vote": phase["double_vote"]} if "double_vote" in phase else {}
            result = apply_day(state, DayRecord(int(phase["day"]), phase.get("burned", ""),
                                                choices), ruleset, seed)
        state = result.state
        if "expect" in phase:
            check_phase(result.events, state, ruleset, phase["expect"], where)
