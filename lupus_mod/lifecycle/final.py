"""The final post: the winners, every player's true role, and where every item went.

    final_facts(ruleset, start, records, nick, gender) -> dict for templates/final/final.bbcode.j2

Pure: `start` is the state after the deal, `records` the phases played (lifecycle.chronicle),
`nick(name, phase)` the nickname playing a slot during a phase.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from lupus_mod.engine.ending import GOING_ON
from lupus_mod.engine.state import GameState
from lupus_mod.engine.wins import NOBODY_ALIVE, NOBODY_ALIVE_ALL_WIN
from lupus_mod.lifecycle.chronicle import PhaseRecord
from lupus_mod.rules.spec import Ruleset

Nick = Callable[[str, str], str]


def item_trails(ruleset: Ruleset, start: GameState, records: list[PhaseRecord],
                nick: Nick) -> list[dict[str, Any]]:
    """Each item's holders in order, from the deal to now; `lost` once it left play."""
    last = records[-1].phase if records else ""
    trails = []
    for item in ruleset.items:
        first = start.holder(item.id)
        steps = [{"holder": nick(first, last), "phase": None}] if first else []
        for record in records:
            for ev in record.events:
                if ev.kind == "item" and ev.get("item") == item.id and ev.get("new_holder"):
                    steps.append({"holder": nick(ev["new_holder"], last), "phase": record})
                elif ev.kind == "revive" and item.id in ev.get("items", ()):
                    steps.append({"holder": nick(ev.target, last), "phase": record})
        holder = records[-1].state.holder(item.id) if records else first
        trails.append({"item": item, "trail": steps, "holder": nick(holder, last) if holder else None,
                       "lost": bool(steps) and holder is None})
    return trails


def _death_phase(records: list[PhaseRecord], name: str) -> PhaseRecord | None:
    found = None
    for record in records:
        for ev in record.events:
            if ev.kind == "death" and ev.target == name:
                found = record
            elif ev.kind == "revive" and ev.target == name:
                found = None
    return found


def final_facts(ruleset: Ruleset, start: GameState, records: list[PhaseRecord], nick: Nick,
                gender: Mapping[str, str] | None = None) -> dict[str, Any]:
    state = records[-1].state if records else start
    last = records[-1].phase if records else ""
    ending = state.ending or GOING_ON
    roster = []
    for p in state.players:
        role = ruleset.role(p.role)
        now = nick(p.name, last)
        # A player converted during the game (the Soldato Alieno who was the Guardingo).
        dealt = start.player(p.name).role
        roster.append({
            "name": now, "slot": p.name if now != p.name else "", "role": role.name,
            "gender": (gender or {}).get(p.name, ""),
            "believed": ruleset.role(role.unaware_as).name if role.unaware_as else "",
            "was": ruleset.role(dealt).name if dealt != p.role else "",
            "faction": ruleset.faction_name(p.faction), "alive": p.alive,
            "death": _death_phase(records, p.name), "cause": p.death_cause,
            "counters": dict(p.counters), "winner": ending.won(p.name)})
    return {
        "factions": [ruleset.faction_name(f) for f in ending.factions],
        "winners": [nick(n, last) for n in ending.players],
        "nobody_alive": NOBODY_ALIVE in ending.conditions,
        "all_win": NOBODY_ALIVE_ALL_WIN in ending.conditions,
        "roster": roster, "item_trails": item_trails(ruleset, start, records, nick),
    }
