"""Visits made up: a player seen visiting another without acting on him (the peer's Illusione)
(docs/rulesets.md, Visits). What the watcher, the tracker, the guard and `on-visitors` read is
the night's record of visits, so a made-up one is seen by all of them like any."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


@effect("fake-visit")
def fake_visit(night: "Night", action: "Action") -> None:
    """With two player arguments, the first is seen visiting the second tonight, and no role
    acted on the visited (the passive `senses-visitors` feels nothing); with one, the actor is
    seen visiting him (his order, like any). Nothing else happens to either."""
    players = action.players()
    visitor, visited = (players[0], players[1]) if len(players) > 1 else (action.actor, players[0])
    if visitor != visited:      # nobody visits himself
        night.visits.append((visitor, visited))
    night.note("fake-visit", actor=action.actor, visitor=visitor, target=visited)
