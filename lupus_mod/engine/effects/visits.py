"""Visits: who acted on whom tonight, for the watcher, the tracker, the guard and the powers
that strike a player's visitors (docs/rulesets.md, Visits).

A visit is an order that acted on a player: a power aimed at him that was applied (not blocked,
not refused), unless the power says `visits = false`. The night records them as they happen
(`Night.visits`); nobody visits himself. The three reports are given at dawn, once every step
has run: a visit made after the watcher's own step is seen too.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from lupus_mod.engine.registry import EFFECTS, at_dawn, effect
from lupus_mod.engine.seats import matches

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def visitors(night: "Night", name: str, besides: str = "") -> list[str]:
    """Who visited `name` tonight so far, in list order, `besides` (the watcher) left out."""
    found = {v for v, t in night.visits if t == name and v not in (name, besides)}
    return [p for p in night.order if p in found]


def visited(night: "Night", name: str) -> list[str]:
    """Whom `name` visited tonight so far, in list order."""
    found = {t for v, t in night.visits if v == name and t != name}
    return [p for p in night.order if p in found]


@at_dawn("watch-visitors")
def watch_visitors_dawn(night: "Night", action: "Action") -> None:
    """The Voyeur: told who visited his target tonight (names, never what they did)."""
    night.tell(action.actor, action.power.setting("message", "visitors-seen"), target=action.target,
               players=visitors(night, action.target, besides=action.actor))


@at_dawn("track-visits")
def track_visits_dawn(night: "Night", action: "Action") -> None:
    """The Stalker: told whom his target visited tonight."""
    night.tell(action.actor, action.power.setting("message", "visits-seen"), target=action.target,
               players=visited(night, action.target))


@at_dawn("count-visitors")
def count_visitors_dawn(night: "Night", action: "Action") -> None:
    """A guard: told how many visited his target tonight, not who."""
    night.tell(action.actor, action.power.setting("message", "visitors-counted"), target=action.target,
               count=len(visitors(night, action.target, besides=action.actor)))


@effect("on-visitors")
def on_visitors(night: "Night", action: "Action") -> None:
    """Its `then` effect (kill, block, …) strikes each player who visited the target before this
    order's turn (earlier steps, or earlier in list order within the step), the actor aside;
    with `strikes = "one-random"`, one of them drawn from the game's seed (the peer's Assassino
    kills one visitor at random)."""
    then = EFFECTS[action.power.settings["then"]]
    struck = visitors(night, action.target, besides=action.actor)
    if action.power.setting("strikes", "each") == "one-random":
        living = [name for name in struck if night.alive(name)]
        struck = [night.rng.choice(living)] if living else []
    night.note("visitors-struck", actor=action.actor, target=action.target, players=struck)
    for name in struck:
        if night.alive(name):
            then(night, replace(action, args=(name,)))


@effect("ward")
def ward(night: "Night", action: "Action") -> None:
    """Guards the target's house tonight: every later order that would visit him, of a player
    matching `for` (default any), is blocked (the peer's Stregone, Esorcista, Occultamento)."""
    night.scratch[action.target].warded_by.append((action.actor, action.power.setting("for", "any")))


def stop_at_ward(night: "Night", action: "Action") -> None:
    """Blocks the actor of an order that would visit a warded house (the warder aside)."""
    if not action.power.visits or action.power.unblockable or night.blocked(action.actor):
        return
    for target in action.players():
        for warder, stops in night.scratch[target].warded_by if target in night.scratch else ():
            if warder != action.actor and matches(night.seat(action.actor), stops, night.ruleset):
                night.scratch[action.actor].blocked_by = warder
                return
