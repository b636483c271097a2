"""The recap of a game played on a declared loop (Acchiappastreghe), a view over its turns' events.

    loop_recap_facts(loop, runs, full) -> dict for templates/round/recap.bbcode.j2

Every turn gives what the thread was told — the day's needs, the new frogs and the cats back,
each proposal with its Sì and No by name, the curse bar, the ritual's success or failure and
the seals, the hunt, the forms the GM changed, the end with the team scores — read from the public events only, so
the public recap can be posted at any time. `full` (the game is over) adds the hidden facts
from the private events: where each cat went and what he collected, the attacks, the
reversions, the evening's powers and their answers, who played what in the ritual, and every
choice not applied. Pure.
"""
from __future__ import annotations

from typing import Any, Iterable

from lupus_mod.engine.loop.run import TurnRun
from lupus_mod.engine.loop.state import Event, full_at
from lupus_mod.rules.loop import LoopSpec
from lupus_mod.rules.public import on_thread

# The private events the full recap tells, by kind (the others are replies' details).
_POWERS = ("pickpocketed", "seen", "watched")


def _events(run: TurnRun) -> list[Event]:
    return [e for phase in run.phases for e in phase.events]


def _first(events: Iterable[Event], kind: str) -> Event | None:
    return next((e for e in events if e["kind"] == kind), None)


def _public(loop: LoopSpec, run: TurnRun) -> dict[str, Any]:
    events = on_thread(_events(run))
    needs, evening = _first(events, "needs"), _first(events, "evening")
    hunted = _first(events, "hunted")
    seats = len(run.state.seats)
    # The forms the GM changed (engine.loop.overrides), told as the thread was told them.
    master = [{k: e[k] for k in ("player", "form", "at")} for e in events if e["kind"] == "override"]
    return {
        **({"master": master} if master else {}),
        "day": run.day,
        "needs": list(needs["needs"]) if needs else [],
        "evening": {"frogs": list(evening["frogs"]), "back": list(evening["back"])} if evening else None,
        "proposals": [{k: e[k] for k in ("mayor", "members", "yes", "no", "approved", "bar", "full")}
                      | {"drawn": bool(e.get("drawn"))}
                      for e in events if e["kind"] == "proposal"],
        "curse_full": _first(events, "curse-full") is not None,
        "circle_short": _first(events, "circle-short"),
        "ritual": ({"success": r["success"], "seals": r["seals"], "full": r["full"]}
                   if (r := _first(events, "ritual")) else None),
        "hunted": None if hunted is None else hunted["player"],
        "counters": [{"id": c.id, "name": c.name, "value": run.state.counter(c.id),
                      "full": full_at(loop, c.id, seats)} for c in loop.counters],
        "victory": ({k: v[k] for k in ("message", "winners", "scores")}
                    if (v := _first(events, "victory")) else None),
        "waiting": run.waiting,
    }


def _hidden(run: TurnRun) -> dict[str, Any]:
    events = _events(run)
    state = run.before
    collected = {e["player"]: e for e in events if e["kind"] == "collected"}
    random_place = {e["player"] for e in events if e["kind"] == "random-location"}
    ritual = _first(events, "ritual-detail")
    places = run.phases[0].state.places if run.phases else {}
    return {
        "cats": [{"name": c.name, "role": c.role, "location": places.get(c.name, ""),
                  "random": c.name in random_place,
                  "ingredient": collected[c.name]["ingredient"] if c.name in collected else "",
                  "collected": c.name in collected,
                  "guarded": bool(collected.get(c.name, {}).get("guarded"))}
                 for c in state.seats if c.name in places],
        "attacks": [{k: e.get(k, "") for k in ("player", "target", "spell", "result", "location")}
                    for e in events if e["kind"] == "attack"],
        "reversions": [{"player": e["player"], "target": e["target"]}
                       for e in events if e["kind"] == "reverted"],
        "powers": [dict(e) for e in events if e["kind"] in _POWERS],
        "played": dict(ritual["played"]) if ritual else {},
        "refused": [dict(e) for e in events if e["kind"] == "refused" and e["reason"] != "replaced"],
        "roles": {c.name: c.role for c in state.seats},
    }


def loop_recap_facts(loop: LoopSpec, runs: list[TurnRun], full: bool) -> dict[str, Any]:
    """Every turn's recap, in order; with `full`, each turn's hidden facts too."""
    turns = []
    for run in runs:
        facts = _public(loop, run)
        if full:
            facts["hidden"] = _hidden(run)
        turns.append(facts)
    return {"full": full, "turns": turns}
