"""The moments of a giornata that bound a secret choice's `window` (the Sera, the proposal
votes' closes, the vote's close): when each is, and how it is known — written by the GM,
guessed from [schedule], unknown, or not reached yet. The windows themselves are checked in
lupus_mod.engine.loop.context (`window_refusal`)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

# Where a moment came from.
WRITTEN, GUESSED, UNKNOWN, OPEN = "written", "guessed", "unknown", "open"


@dataclass(frozen=True)
class Moment:
    """A moment of the giornata (the Sera, a vote's close): when, and how it is known."""
    at: datetime | None = None          # aware, game time zone
    source: str = UNKNOWN               # WRITTEN, GUESSED, UNKNOWN, or OPEN (not reached yet)
    where: str = ""                     # the file it is (or would be) written in
    line: int = 0
    write: str = ""                     # what to write when it is missing or only guessed
    guess: str = ""                     # how a guess was made ("[schedule] votes_close")


OPEN_MOMENT = Moment(source=OPEN)


def stamp(at: datetime) -> str:
    """A moment as events carry it: local time, words-free (the templates word it)."""
    return at.strftime("%Y-%m-%d %H:%M")
