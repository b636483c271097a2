"""Who plays a slot at a given phase: a player entry may record that other nicknames took it
over (`substitutes = [{ name = "NuovoNick", from = "day 3" }]` in players.toml).

Phases are ordered setup, then night and day alternately: with the first night played being
night index 1, night index i sits at 2i - 1 and day d at 2d.
"""
from __future__ import annotations

import re
from typing import Iterable

from lupus_mod.text.folding import account_key
from lupus_mod.messages import say

_PHASE = re.compile(r"^\s*(night|notte|day|giorno)\s+(\d+)\s*$", re.IGNORECASE)
_NIGHT_WORDS = ("night", "notte")


def phase_position(phase: str, first_night: int = 1) -> int:
    """0 for the setup ("setup" or ""), then 1, 2, 3… for night, day, night…

    Raises ValueError for a phase that is not `night N` / `day N` (or `notte N` / `giorno N`)."""
    if phase.strip().lower() in ("", "setup"):
        return 0
    found = _PHASE.match(phase)
    if not found:
        raise ValueError(say("phase.not-a-phase", phase=phase))
    kind, number = found.group(1).lower(), int(found.group(2))
    if kind in _NIGHT_WORDS:
        index = number - first_night + 1
        if index < 1:
            raise ValueError(say("phase.no-night", number=number, first=first_night))
        return 2 * index - 1
    if number < 1:
        raise ValueError(say("phase.days-from-one"))
    return 2 * number


def nick_at(name: str, substitutes: tuple[tuple[str, str], ...], phase: str,
            first_night: int = 1) -> str:
    """The nickname playing slot `name` during `phase` ("" = now: the last substitute)."""
    if not phase:
        return substitutes[-1][0] if substitutes else name
    here = phase_position(phase, first_night)
    nick = name
    for substitute, start in substitutes:
        if phase_position(start, first_night) <= here:
            nick = substitute
    return nick


def gender_at(gender: str, substitutes: tuple[tuple[str, str], ...], genders: tuple[str, ...],
              phase: str, first_night: int = 1) -> str:
    """The gender of the nickname playing the slot during `phase` ("" = now): the slot's
    own `gender` before the first substitute, then the substitute's own ("" when players.toml
    gives him none: masculine, as a player without one)."""
    here = phase_position(phase, first_night) if phase else None
    found = gender
    for (_, start), own in zip(substitutes, genders):
        if here is None or phase_position(start, first_night) <= here:
            found = own
    return found


def history(name: str, substitutes: tuple[tuple[str, str], ...], phase: str,
            first_night: int = 1) -> list[dict[str, object]]:
    """The slot's nicknames in order, each with the phase it starts from and whether it has
    started by `phase` ("" = now)."""
    here = phase_position(phase, first_night) if phase else None
    rows: list[dict[str, object]] = [{"name": name, "from": "", "started": True}]
    for substitute, start in substitutes:
        started = here is None or phase_position(start, first_night) <= here
        rows.append({"name": substitute, "from": start, "started": started})
    return rows


def off_turn(slots: Iterable[tuple[str, tuple[tuple[str, str], ...]]], phase: str,
             first_night: int = 1) -> dict[str, tuple[str, str]]:
    """The nicknames that do not play their slot during `phase`, by `account_key`: (fate, slot).
    A substitute plays from his phase on and the nickname he replaces stops there
    (docs/lifecycle.md): the tally shows the one as NOT_YET before it, the other as
    SUBSTITUTED from it on."""
    from lupus_mod.votes.audit import NOT_YET, SUBSTITUTED   # the tally's words, for its days only
    here = phase_position(phase, first_night)
    found: dict[str, tuple[str, str]] = {}
    for name, substitutes in slots:
        playing = nick_at(name, substitutes, phase, first_night)
        nicknames = [name, *(nick for nick, _ in substitutes)]
        for nick, start in zip(nicknames, ["", *(start for _, start in substitutes)]):
            if phase_position(start, first_night) > here:
                found[account_key(nick)] = (NOT_YET, name)
            elif nick != playing:
                found[account_key(nick)] = (SUBSTITUTED, name)
    return found
