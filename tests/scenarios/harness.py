"""Run a scenario written as data (TOML) through the pure engine and check what it expects.

A scenario file:
    ruleset = "lupus-of-the-rings"        # a built-in ruleset, or:
    ruleset_file = "games/borgo-delle-lanterne/roles.toml"   # a GM's own (from the repository)
    rule = "the rulebook line it checks"
    seed = 7                              # optional
    removed_items = ["palantir"]          # optional: items out of play from the start
    spare_cards = ["loup-garou", "voyante"]  # optional: cards left out of the deal (Voleur)
    [policies]                            # optional: the GM's switches of roles.toml [policies]
    edits = [["old", "new"]]              # optional: a GM's switch written in the built-in
                                          # ruleset's text (each "old" stands there once)
    [[player]]                            # list order; items = [...] overrides the deal
    name = "Aldo"
    role = "veggente"
    [[phase]]                             # nights and days, in order
    night = "1"                           # or: day = 1, burned = "Bruno", double_vote = "X"
    choices = { capitaine = "X" }         # (a day) other keys of days/<d>.toml
    revote = true                         # (a day) its runoff was tied and voted again
    orders = ["Aldo: indago Bruno"]       # canonical form, names without spaces
    [phase.expect]                        # any of the keys below

Expectations (all optional; after every phase the invariants of `check_invariants` hold too):
    deaths = [{player, cause}] or names   # exactly these deaths, any order ([] = nobody died)
    death_order = [names]                 # the deaths in the order they happened
    revived, alive, dead                  # names
    items = {item = "holder" or ""}       # "" = out of play
    messages / no_messages = [{to, message, <data key> = value}]
    silent = [names]                      # told nothing (but the dawn notices of an item
                                          # received and of a refused order)
    events / no_events = [{kind, step, actor, target, cause, message, to, <data key>}]
    rejected = [{player, reason}], blocked / not_blocked = [names]
    public = [message ids]                # the dawn post's announcements, in order
    statuses / not_statuses = {name = [..]}, counters = {name = {counter = n}}
    uses = {name = {power = n}}, factions / roles = {name = id}, conta = {name = [..]}
    knows / not_knows = {name = [names]}, archive = {book = [documents]}
    weights = {name = n}                  # next day's weights from the night
    boosted_among = [names]               # exactly one of them votes double tomorrow
    day_weights = {name = n}              # the weights of the day just applied
    tie_weights = {name = n}              # the weights that only break a tie, after the phase
    winners = {} or {factions, players, conditions, phase}
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from importlib.resources import files
from pathlib import Path
from typing import Any

from lupus_mod.rules.engine_policies import ENGINE_POLICIES
from lupus_mod.engine.day import DayRecord, apply_day, day_weights, tie_weights
from lupus_mod.engine.night import resolve_night
from lupus_mod.engine.setup import Seating, initial_state
from lupus_mod.engine.state import Event, GameState
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.spec import Ruleset, frozen_map


@dataclass(frozen=True)
class ScenarioOrder:
    player: str
    keyword: str
    args: tuple[str, ...]
    line: int = 0
    raw: str = ""


def builtin_ruleset(ruleset_id: str, edits: tuple[tuple[str, str], ...] = (), extra: str = "") -> Ruleset:
    """A built-in ruleset, with each `(old, new)` of `edits` replaced in its text (a GM's
    switch: each `old` must stand there once) and `extra` (tables of his own) added at its end."""
    text = (files("lupus_mod.rulesets") / f"{ruleset_id}.toml").read_text(encoding="utf-8")
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return ruleset_from_dict(tomllib.loads(text + extra))


def play_switched(ruleset_id: str, edits, roster: dict[str, str], phases, extra: str = "") -> GameState:
    """The state after `phases` of a game of `roster` (name -> role) on the built-in ruleset
    with `edits` and `extra` (tests/test_*_switches.py: each documented switch played both ways)."""
    ruleset = builtin_ruleset(ruleset_id, tuple(edits), extra)
    state = scenario_state({"player": [{"name": n, "role": r} for n, r in roster.items()]}, ruleset, 1)
    for phase in phases:
        state = run_phase(state, phase, ruleset, 1).state
    return state


def parse_order(text: str, line: int) -> ScenarioOrder:
    player, _, rest = text.partition(":")
    keyword, *args = rest.split(maxsplit=1 if rest.split()[0] == "archivio" else -1)
    return ScenarioOrder(player.strip(), keyword, tuple(args), line, text)


_EVENT_FIELDS = ("kind", "step", "actor", "target", "cause", "message")
# An event's own fields; every other key of the mapping is a field of its kind.
_FIELD_NAMES = {"kind", "to", "public", *_EVENT_FIELDS}
# A scenario's words for data keys renamed so as not to clash with an event's fields (issue 25).
_DATA_KEY = {("item", "to"): "new_holder", ("note", "to"): "new_holder", ("question", "message"): "asked_by"}


def _event_matches(event: Event, want: dict[str, Any]) -> bool:
    """`want` names fields of the event (kind, step, actor, target, cause, message), `to` (one
    of the recipients) and keys of its data; a field the event leaves empty is looked up in its
    data under the scenario's word (an item's new holder, which the event keeps as `new_holder`;
    the message that asked a question, kept as `asked_by`)."""
    for key, value in want.items():
        if key == "to" and event.to:
            found = value in event.to
        elif key in _EVENT_FIELDS and getattr(event, key):
            found = getattr(event, key) == value
        else:
            key = _DATA_KEY.get((event.kind, key), key)
            found = key not in _FIELD_NAMES and event.get(key) == value
        if not found:
            return False
    return True


def _message_matches(event: Event, want: dict[str, Any]) -> bool:
    return event.kind == "message" and _event_matches(event, want)


def _messages_to(events: tuple[Event, ...], name: str) -> list[Event]:
    return [e for e in events if e.kind == "message" and name in e.to]


def event_dict(event: Event) -> dict[str, Any]:
    """An event as the scenarios write one: its fields that say something, tuples as lists."""
    out: dict[str, Any] = {k: v for k, v in event.items() if v and k in _FIELD_NAMES and k != "to"}
    if event.to:
        out["to"] = list(event.to)
    own = {k: (list(v) if isinstance(v, tuple) else v) for k, v in event.items() if k not in _FIELD_NAMES}
    if own:
        out["data"] = own
    return out


def _dump(events: tuple[Event, ...], kind: str | None = None) -> list[dict[str, Any]]:
    return [event_dict(e) for e in events if kind is None or e.kind == kind]


@dataclass(frozen=True)
class Phase:
    """What one phase produced, with everything a check may look at."""

    events: tuple[Event, ...]
    before: GameState
    state: GameState
    ruleset: Ruleset
    where: str


def _check_deaths(ph: Phase, expect: dict[str, Any]) -> None:
    deaths = [(e.target, e.cause) for e in ph.events if e.kind == "death"]
    if "deaths" in expect:
        # Who died and of what; the order is `death_order`'s business.
        want = {d["player"]: d.get("cause") for d in expect["deaths"] if isinstance(d, dict)}
        want.update({d: None for d in expect["deaths"] if isinstance(d, str)})
        got = dict(deaths)
        assert set(got) == set(want) and len(deaths) == len(expect["deaths"]) and all(
            cause is None or got[name] == cause for name, cause in want.items()), \
            f"{ph.where}: deaths {deaths} != {expect['deaths']}"
    if "death_order" in expect:
        assert [p for p, _ in deaths] == list(expect["death_order"]), \
            f"{ph.where}: deaths in order {deaths}"
    revived = [e.target for e in ph.events if e.kind == "revive"]
    if "revived" in expect:
        assert revived == list(expect["revived"]), f"{ph.where}: revived {revived}"
    for name in expect.get("alive", ()):
        assert ph.state.player(name).alive, f"{ph.where}: {name} should be alive"
    for name in expect.get("dead", ()):
        assert not ph.state.player(name).alive, f"{ph.where}: {name} should be dead"


def _check_items(ph: Phase, expect: dict[str, Any]) -> None:
    for item, holder in expect.get("items", {}).items():
        got = ph.state.holder(item)
        assert got == (holder or None), \
            f"{ph.where}: {item} held by {got}, expected {holder or 'nobody'}; {_dump(ph.events, 'item')}"


def _check_events(ph: Phase, expect: dict[str, Any]) -> None:
    for want in expect.get("messages", ()):
        assert any(_message_matches(e, want) for e in ph.events), \
            f"{ph.where}: no message {want}; got {_dump(ph.events, 'message')}"
    for want in expect.get("no_messages", ()):
        assert not any(_message_matches(e, want) for e in ph.events), f"{ph.where}: unexpected {want}"
    for name in expect.get("silent", ()):
        got = [e for e in _messages_to(ph.events, name)
               if e.message not in ("item-received", "order-refused")]
        assert not got, f"{ph.where}: {name} should be told nothing, got {_dump(got)}"
    for want in expect.get("events", ()):
        assert any(_event_matches(e, want) for e in ph.events), \
            f"{ph.where}: no event {want}; got {_dump(ph.events)}"
    for want in expect.get("no_events", ()):
        found = [event_dict(e) for e in ph.events if _event_matches(e, want)]
        assert not found, f"{ph.where}: unexpected {found}"
    for want in expect.get("rejected", ()):
        assert any(e.kind == "rejected" and e.actor == want["player"]
                   and e.cause == want["reason"] for e in ph.events), \
            f"{ph.where}: no rejection {want}; got {_dump(ph.events, 'rejected')}"
    for want in expect.get("blocked", ()):
        assert any(e.kind == "blocked" and e.actor == want for e in ph.events), \
            f"{ph.where}: {want} not blocked; {_dump(ph.events)}"
    for want in expect.get("not_blocked", ()):
        assert not any(e.kind == "blocked" and e.actor == want for e in ph.events), \
            f"{ph.where}: {want} blocked"
    if "public" in expect:
        got = [e.message for e in ph.events if e.public]
        assert got == list(expect["public"]), f"{ph.where}: public {got} != {expect['public']}"


def _check_players(ph: Phase, expect: dict[str, Any]) -> None:
    state, where = ph.state, ph.where
    for name, statuses in expect.get("statuses", {}).items():
        assert set(statuses) <= state.player(name).statuses, f"{where}: {name} statuses"
    for name, statuses in expect.get("not_statuses", {}).items():
        assert not set(statuses) & state.player(name).statuses, f"{where}: {name} statuses"
    for name, points in expect.get("counters", {}).items():
        for counter, value in points.items():
            assert state.player(name).counters.get(counter, 0) == value, \
                f"{where}: {name} {counter} = {state.player(name).counters.get(counter, 0)}"
    for name, uses in expect.get("uses", {}).items():
        for power, value in uses.items():
            assert state.player(name).used(power) == value, \
                f"{where}: {name} used {power} {state.player(name).used(power)} times"
    for name, faction in expect.get("factions", {}).items():
        assert state.player(name).faction == faction, f"{where}: {name} faction"
    for name, role in expect.get("roles", {}).items():
        assert state.player(name).role == role, f"{where}: {name} role"
    for name, conta in expect.get("conta", {}).items():
        got = sorted(state.player(name).conta)
        assert got == sorted(conta), f"{where}: {name} counts as {got}, expected {sorted(conta)}"
    for name, known in expect.get("knows", {}).items():
        assert set(known) <= set(state.player(name).knows), f"{where}: {name} knows"
    for name, known in expect.get("not_knows", {}).items():
        assert not set(known) & set(state.player(name).knows), f"{where}: {name} knows"
    for book, documents in expect.get("archive", {}).items():
        got = list(state.notes.get(book, ()))
        assert got == list(documents), f"{where}: {book} holds {got}"


def _check_weights(ph: Phase, expect: dict[str, Any]) -> None:
    state, where = ph.state, ph.where
    if "weights" in expect:
        got = dict(state.day_weights)
        assert got == expect["weights"], f"{where}: next day weights {got} != {expect['weights']}"
    if "boosted_among" in expect:
        # The Pastorella's pick is random: exactly one of these votes double tomorrow.
        got = dict(state.day_weights)
        assert len(got) == 1 and set(got) <= set(expect["boosted_among"]) \
            and set(got.values()) == {2}, f"{where}: next day weights {got}"
    if "day_weights" in expect:
        got = day_weights(state, ph.ruleset, state.days_played)
        assert got == expect["day_weights"], f"{where}: day weights {got}"
    if "tie_weights" in expect:
        got = tie_weights(state, ph.ruleset)
        assert got == expect["tie_weights"], f"{where}: tie weights {got}"


def _check_winners(ph: Phase, expect: dict[str, Any]) -> None:
    if "winners" not in expect:
        return
    want, ending = expect["winners"], ph.state.ending
    if not want:
        assert ending is None, f"{ph.where}: game should go on, winners {ending}"
        return
    assert ending is not None, f"{ph.where}: nobody won"
    got = ending.fields()
    for key in ("factions", "players", "conditions"):
        if key in want:
            assert sorted(got[key]) == sorted(want[key]), \
                f"{ph.where}: winners {key} {got[key]} != {want[key]}"
    # The phase the game ended in ("night-3"), however far into it.
    assert want.get("phase", got["phase"]) == got["phase"], f"{ph.where}: won in {got['phase']}"


def check_invariants(ph: Phase) -> None:
    """What holds after any phase, whatever the scenario expects."""
    dead_before = {p.name for p in ph.before.players if not p.alive}
    died = [e.target for e in ph.events if e.kind == "death"]
    revived = {e.target for e in ph.events if e.kind == "revive"}
    assert len(died) == len(set(died)), f"{ph.where}: somebody died twice: {died}"
    assert not set(died) & (dead_before - revived), f"{ph.where}: a dead player died again"
    seen: dict[str, str] = {}
    for p in ph.state.players:
        assert p.alive or not p.items, f"{ph.where}: dead {p.name} holds {p.items}"
        for item in p.items:
            assert item not in seen, f"{ph.where}: {item} held by {seen[item]} and {p.name}"
            seen[item] = p.name


CHECKS = (_check_deaths, _check_items, _check_events, _check_players, _check_weights,
          _check_winners)


def check_phase(ph: Phase, expect: dict[str, Any]) -> None:
    check_invariants(ph)
    for check in CHECKS:
        check(ph, expect)


def scenario_ruleset(data: dict[str, Any]) -> Ruleset:
    """The built-in ruleset (or the GM's own, `ruleset_file`), with the scenario's `edits` and
    `[policies]` switched (a GM's choice)."""
    if "ruleset_file" in data:
        from lupus_mod.inputs.ruleset import load_ruleset
        ruleset = load_ruleset(Path(__file__).resolve().parents[2] / data["ruleset_file"])
    else:
        ruleset = builtin_ruleset(data["ruleset"], tuple(map(tuple, data.get("edits", ()))))
    if "policies" not in data:
        return ruleset
    unknown = set(data["policies"]) - set(ruleset.policies) - set(ENGINE_POLICIES)
    assert not unknown, f"unknown policies {sorted(unknown)}"
    return replace(ruleset, policies=frozen_map({**ruleset.policies, **data["policies"]}))


def scenario_state(data: dict[str, Any], ruleset: Ruleset, seed: int) -> GameState:
    """The deal, without the items the scenario puts out of play (`removed_items`)."""
    seating = tuple(Seating(p["name"], p["role"], tuple(p["items"]) if "items" in p else None)
                    for p in data["player"])
    state = initial_state(seating, ruleset, seed, tuple(data.get("spare_cards", ())))
    removed = set(data.get("removed_items", ()))
    return replace(state, players=tuple(replace(p, items=tuple(i for i in p.items if i not in removed))
                                        for p in state.players))


def run_phase(state: GameState, phase: dict[str, Any], ruleset: Ruleset, seed: int):
    if "night" in phase:
        orders = [parse_order(o, i) for i, o in enumerate(phase.get("orders", ()), 1)]
        return resolve_night(state, orders, ruleset, seed, str(phase["night"]))
    choices = {"double_vote": phase["double_vote"]} if "double_vote" in phase else {}
    choices.update(phase.get("choices", {}))
    return apply_day(state, DayRecord(int(phase["day"]), phase.get("burned", ""), choices,
                                      revote=bool(phase.get("revote"))), ruleset, seed)


def run_scenario(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    if "turn" in data:       # a ruleset with a declared loop (Acchiappastreghe)
        from tests.scenarios.loop_harness import run_loop_scenario
        return run_loop_scenario(path, data)
    ruleset = scenario_ruleset(data)
    seed = int(data.get("seed", 1))
    state = scenario_state(data, ruleset, seed)
    for n, phase in enumerate(data["phase"], 1):
        result = run_phase(state, phase, ruleset, seed)
        check_phase(Phase(result.events, state, result.state, ruleset, f"{path.name} phase {n}"),
                    phase.get("expect", {}))
        state = result.state
