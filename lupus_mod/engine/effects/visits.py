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

from lupus_mod.engine.registry import EFFECTS, effect, finisher

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


@effect("watch-visitors")
def watch_visitors(night: "Night", action: "Action") -> None:
    night.later("watch-visitors", action)


@finisher("watch-visitors")
def watch_visitors_dawn(night: "Night", action: "Action") -> None:
    """The Voyeur: told who visited his target tonight (names, never what they did)."""
    night.tell(action.actor, action.power.setting("message", "visitors-seen"), target=action.target,
               players=visitors(night, action.target, besides=action.actor))


@effect("track-visits")
def track_visits(night: "Night", action: "Action") -> None:
    night.later("track-visits", action)


@finisher("track-visits")
def track_visits_dawn(night: "Night", action: "Action") -> None:
    """The Stalker: told whom his target visited tonight."""
    night.tell(action.actor, action.power.setting("message", "visits-seen"), target=action.target,
               players=visited(night, action.target))


@effect("count-visitors")
def count_visitors(night: "Night", action: "Action") -> None:
    night.later("count-visitors", action)


@finisher("count-visitors")
def count_visitors_dawn(night: "Night", action: "Action") -> None:
    """A guard: told how many visited his target tonight, not who."""
    night.tell(action.actor, action.power.setting("message", "visitors-counted"), target=action.target,
               count=len(visitors(night, action.target, besides=action.actor)))


@effect("on-visitors")
def on_visitors(night: "Night", action: "Action") -> None:
    """Its `then` effect (kill, block, …) strikes each player who visited the target before this
    order's turn (earlier steps, or earlier in list order within the step), the actor aside."""
    then = EFFECTS[action.power.settings["then"]]
    struck = visitors(night, action.target, besides=action.actor)
    night.note("visitors-struck", actor=action.actor, target=action.target, players=struck)
    for name in struck:
        if night.alive(name):
            then(night, replace(action, args=(name,)))
