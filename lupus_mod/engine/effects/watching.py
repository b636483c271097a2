"""Watching a player and those beside him in the list order."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.engine.registry import effect

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


def neighbours(night: "Night", name: str, radius: int = 1) -> list[str]:
    """Players up to `radius` places before and after `name` in the list order.

    Policies: `neighbours_living_only` (default true: the dead are skipped, as they were at
    dusk) and `neighbours_wrap` (default false: the list has a first and a last player).
    """
    living_only = night.ruleset.policy("neighbours_living_only", True)
    wrap = night.ruleset.policy("neighbours_wrap", False)
    row = [p.name for p in night.state.players if p.alive or not living_only]
    if name not in row:
        return []
    here = row.index(name)
    found: list[str] = []
    for distance in range(1, radius + 1):
        for place in (here - distance, here + distance):
            if wrap:
                place %= len(row)
            if 0 <= place < len(row) and row[place] != name:
                found.append(row[place])
    return list(dict.fromkeys(found))


@effect("watch-neighbours")
def watch_neighbours(night: "Night", action: "Action") -> None:
    """Guardia del Corpo: "se il giocatore da lui protetto, o quello subito prima o subito dopo
    nell'ordine della lista dei giocatori, viene rapito dal Leader Alieno, la Guardia del Corpo
    ne sarà informata, ma senza sapere quale dei tre è stato rapito"."""
    settings = action.power.settings
    mark = settings["watch_mark"]
    around = [action.target, *neighbours(night, action.target, int(settings.get("radius", 1)))]
    if any(mark in night.scratch[name].marks for name in around):
        night.tell(action.actor, settings.get("alarm_message", "alarm"), target=action.target)
