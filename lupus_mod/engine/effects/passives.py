"""Passive rules of roles: they react to deaths or to the end of the night."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from lupus_mod.engine.effects.info import sense_visitors
from lupus_mod.engine.registry import passive

if TYPE_CHECKING:
    from lupus_mod.engine.phase import Phase
    from lupus_mod.engine.seats import Seat


@passive("grieves", "after_death")
def grieves(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], dead: str, cause: str) -> None:
    """Massone Innamorato: "se questi dovesse morire per qualsiasi motivo, il Massone
    Innamorato si suiciderebbe disperato durante la notte successiva"."""
    if not seat.alive or dead == seat.name or not phase.is_(dead, settings["for"]):
        return
    # The night after a day is that day's number + 1; the night after night N is N + 1.
    # `unless_revived`: the reading in which a beloved back to life by then spares him
    # (docs/rulings/lupus-of-the-rings.md, Massone Innamorato).
    about = dead if settings.get("unless_revived") else ""
    phase.schedule(phase.index + 1, "death", seat.name, settings.get("cause", "suicidio"), about=about)
    phase.note("grief-scheduled", player=seat.name, night=phase.index + 1, beloved=dead)


@passive("senses-visitors", "night_end")
def senses(phase: "Phase", seat: "Seat", settings: Mapping[str, Any]) -> None:
    """Lupo Sensitivo: told which roles acted on him tonight (not who)."""
    if seat.alive:
        sense_visitors(phase, seat.name)


@passive("exiled-when-gone", "after_death")
def exiled(phase: "Phase", seat: "Seat", settings: Mapping[str, Any], dead: str, cause: str) -> None:
    """A team that cannot go on without its key role: when the last living player matching
    `key` dies, he leaves the game at once (cause `cause`, default "esilio"), whoever he is."""
    key = settings["key"]
    if not seat.alive or not phase.is_(dead, key) or any(phase.is_(s.name, key) for s in phase.living()):
        return
    phase.kill(seat.name, settings.get("cause", "esilio"), unstoppable=True)
