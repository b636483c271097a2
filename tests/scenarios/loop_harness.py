"""Scenarios of a ruleset with a declared loop (Acchiappastreghe), run on the pure loop engine.

A scenario file:
    ruleset = "acchiappastreghe"
    rule = "the rulebook line it checks"
    seed = 7                                  # optional
    [patch]                                   # optional: top-level tables of roles.toml replaced
    tables = { ingredienti = { 4 = 1 }, … }   # (the GM's edited ruleset)
    [[player]]                                # seat order
    name = "Ada"
    role = "strega"
    [start]                                   # optional: the state before the first turn
    forms = { Bea = "rana" }, bags = { Ada = ["fungo"] }, counters = { sigilli = 1 }
    day = 3, offices = { sindaco = 2 }
    [[turn]]                                  # one giornata each, in order
    orders = ["Ada: vado bosco", "Ada: attacco Bea"]   # keyword and canonical arguments
    # an order with the time of its PM: { order = "Bea: scruto Ada", at = "2026-11-02 21:10" }
    proposals = [{ members = ["Ada", "Bea"], no = ["Cico"] }]   # voting = true: no vote yet;
                                              # drawn = true (no members): the mayor was absent;
                                              # closed = "2026-11-02 22:00": its vote's close
    hunted = "Bea"                            # absent: the vote is not counted yet
    moments = { sera = "2026-11-02 21:00" }   # the moments written (sera, votazione); a
    guessed = ["votazione"]                   # moment listed here is only a guess; "sera" not
                                              # given is unknown, "votazione" open until hunted
    overrides = [{ action = "form", player = "Ada", form = "rana", at = "end", reason = "…" },
                 { action = "cancel", player = "Bea", keyword = "scruto", reason = "…" },
                 { action = "force", player = "Cico", order = "vado bosco", reason = "…" }]
                                              # the GM's, in file order (docs/game-folder.md)
    [turn.expect]

Expectations (all optional): forms, bags = {name = [...]}, needs = [...], mayors = [...]
(the proposals' mayors in order), bar (curse bar after the proposals), seals, ritual
("success", "failure", "none"), victory (an id, "" for none), winners = [names], scores,
waiting, next_mayor (who the next day's rotation starts from), public = [kinds], error (a
text of the GameFolderError the turn's inputs raise),
events = [{kind, …}] (each found among the turn's events), no_events, refused = [{player, reason}],
unread = [keys] (the thread's facts recorded for steps the game's end left unplayed: `round`
refuses them).
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.inputs.catalog import builtin_text
from lupus_mod.engine.loop.run import TurnRun, run_turn
from lupus_mod.engine.loop.state import (LoopInputs, LoopOrder, LoopOverride, LoopState, Proposal,
                                         new_state)
from lupus_mod.engine.loop.windows import GUESSED, OPEN_MOMENT, WRITTEN, Moment
from lupus_mod.errors import GameFolderError
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.rules.spec import Ruleset


def loop_ruleset(data: dict[str, Any]) -> Ruleset:
    base = tomllib.loads(builtin_text(data["ruleset"]))
    return ruleset_from_dict({**base, **data.get("patch", {})})


TZ = ZoneInfo("Europe/Rome")


def _time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text).replace(tzinfo=TZ) if text else None


def _order(ruleset: Ruleset, order: str | dict[str, str], line: int) -> LoopOrder:
    text = order if isinstance(order, str) else order["order"]
    player, _, rest = text.partition(":")
    keyword, *args = rest.split()
    return LoopOrder(player.strip(), _choice(ruleset, keyword), tuple(args), line, text,
                     None if isinstance(order, str) else _time(order.get("at")))


def _moments(turn: dict[str, Any]) -> dict[str, Moment]:
    written, guessed = turn.get("moments", {}), set(turn.get("guessed", ()))
    moments = {name: Moment(_time(at), GUESSED if name in guessed else WRITTEN, "scenario", 0,
                            f"the moment {name}") for name, at in written.items()}
    moments.setdefault("sera", Moment(write="sera"))
    moments.setdefault("votazione", OPEN_MOMENT if turn.get("hunted") is None else Moment(write="chiusura"))
    return moments


def _close(proposal: dict[str, Any]) -> Moment:
    if "closed" in proposal:
        return Moment(_time(proposal["closed"]), WRITTEN)
    return OPEN_MOMENT if proposal.get("voting") else Moment(write="chiusura in the [[proposta]]")


def _start(data: dict[str, Any], ruleset: Ruleset) -> LoopState:
    state = new_state([(p["name"], p["role"]) for p in data["player"]], ruleset)
    start = data.get("start", {})
    return replace(state, forms={**state.forms, **start.get("forms", {})},
                   bags={k: tuple(v) for k, v in start.get("bags", {}).items()},
                   counters={**state.counters, **start.get("counters", {})},
                   offices={**state.offices, **start.get("offices", {})},
                   day=int(start.get("day", 0)))


def _choice(ruleset: Ruleset, keyword: str) -> str:
    return next(c.id for c in ruleset.loop.choices
                if keyword == c.get("keyword") or keyword in c.get("synonyms", ()))


def _override(ruleset: Ruleset, raw: dict[str, str], line: int) -> LoopOverride:
    order = raw.get("order")
    return LoopOverride(raw["action"], raw["player"], raw.get("reason", "scenario"), line, "overrides",
                        at=raw.get("at", "start"), form=raw.get("form", ""),
                        choice=_choice(ruleset, raw["keyword"]) if raw.get("keyword") else "",
                        order=replace(_order(ruleset, f"{raw['player']}: {order}", line), source="overrides")
                        if order else None)


def _inputs(ruleset: Ruleset, turn: dict[str, Any]) -> LoopInputs:
    return LoopInputs(
        orders=tuple(_order(ruleset, o, n) for n, o in enumerate(turn.get("orders", ()), 1)),
        proposals=tuple(Proposal(tuple(p.get("members", ())),
                                 None if p.get("voting") else tuple(p.get("no", ())), p.get("mayor", ""), n,
                                 _close(p), bool(p.get("drawn")))
                        for n, p in enumerate(turn.get("proposals", ()), 1)),
        hunted=turn.get("hunted"), source="scenario", moments=_moments(turn),
        accept_late=bool(turn.get("accept_late")),
        overrides=tuple(_override(ruleset, o, n) for n, o in enumerate(turn.get("overrides", ()), 1)))


def _events(run: TurnRun) -> list[dict[str, Any]]:
    return [e for phase in run.phases for e in phase.events]


def _subset(wanted: dict[str, Any], event: dict[str, Any]) -> bool:
    return all(event.get(k) == v for k, v in wanted.items())


def check_turn(run: TurnRun, expect: dict[str, Any], where: str) -> None:
    state, events = run.state, _events(run)
    for name, form in expect.get("forms", {}).items():
        assert state.forms[name] == form, f"{where}: {name} is {state.forms[name]}, expected {form}"
    for name, bag in expect.get("bags", {}).items():
        assert sorted(state.bag(name)) == sorted(bag), f"{where}: {name}'s bag {state.bag(name)}"
    if "needs" in expect:
        assert sorted(state.needs) == sorted(expect["needs"]), f"{where}: needs {state.needs}"
    proposals = [e for e in events if e["kind"] == "proposal"]
    if "mayors" in expect:
        assert [e["mayor"] for e in proposals] == expect["mayors"], f"{where}: mayors {proposals}"
    if "approved" in expect:
        assert [e["approved"] for e in proposals] == expect["approved"], f"{where}: {proposals}"
    if "bar" in expect:
        assert state.counter("maledizione") == expect["bar"], f"{where}: bar {state.counters}"
    if "seals" in expect:
        assert state.counter("sigilli") == expect["seals"], f"{where}: seals {state.counters}"
    if "ritual" in expect:
        rituals = [e for e in events if e["kind"] == "ritual"]
        got = ("success" if rituals[0]["success"] else "failure") if rituals else "none"
        assert got == expect["ritual"], f"{where}: ritual {got}"
    victory = state.ended.get("victory", "") if state.ended else ""
    if "victory" in expect:
        assert victory == expect["victory"], f"{where}: victory {victory!r}, expected {expect['victory']!r}"
    if "winners" in expect:
        assert sorted(state.ended.get("winners", ())) == sorted(expect["winners"]), f"{where}: {state.ended}"
    if "scores" in expect:
        assert dict(state.ended.get("scores", {})) == expect["scores"], f"{where}: {state.ended}"
    if "waiting" in expect:
        assert run.waiting == expect["waiting"], f"{where}: waiting {run.waiting!r}"
    if "next_mayor" in expect:
        nxt = state.next_holder("sindaco", state.offices["sindaco"], "umano")
        assert nxt == expect["next_mayor"], f"{where}: next mayor {nxt}"
    if "public" in expect:
        got = [e["kind"] for e in events if e.get("public")]
        assert got == expect["public"], f"{where}: public {got}"
    if "unread" in expect:
        got = [key for key, _ in run.unread]
        assert got == expect["unread"], f"{where}: facts left unread {got}"
    for wanted in expect.get("events", ()):
        assert any(_subset(wanted, e) for e in events), f"{where}: no event {wanted} in {events}"
    for unwanted in expect.get("no_events", ()):
        assert not any(_subset(unwanted, e) for e in events), f"{where}: event {unwanted} found"
    for wanted in expect.get("refused", ()):
        assert any(e["kind"] == "refused" and _subset(wanted, e) for e in events), \
            f"{where}: not refused {wanted}: {[e for e in events if e['kind'] == 'refused']}"


def run_loop_scenario(path: Path, data: dict[str, Any]) -> None:
    ruleset = loop_ruleset(data)
    seed = int(data.get("seed", 1))
    state = _start(data, ruleset)
    for n, turn in enumerate(data["turn"], 1):
        if "error" in turn.get("expect", {}):
            with pytest.raises(GameFolderError, match=re.escape(turn["expect"]["error"])):
                run_turn(state, ruleset, _inputs(ruleset, turn), seed)
            return
        run = run_turn(state, ruleset, _inputs(ruleset, turn), seed)
        check_turn(run, turn.get("expect", {}), f"{path.name} turn {n}")
        state = run.state
