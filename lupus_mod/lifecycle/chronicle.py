"""The game so far, phase by phase: every night played and every day recorded, in order.

The shell replays the folder (lupus_mod.play.replay); the views (final post, recap) read this list.
"""
from __future__ import annotations

from dataclasses import dataclass

from lupus_mod.engine.state import Event, GameState, Wait, waits_of
from lupus_mod.play.game import Game
from lupus_mod.play.phase_checks import day_open, night_open
from lupus_mod.play.replay import played_nights, run_day, run_night


@dataclass(frozen=True)
class PhaseRecord:
    """A phase played, with the state before and after it (the recap's and the report's view)."""
    kind: str                   # "night" or "day"
    key: str                    # the night's label or the day's number
    events: tuple[Event, ...]
    before: GameState
    state: GameState            # after the phase

    @property
    def waits(self) -> tuple[Wait, ...]:
        """What the phase waits for, as its outcome says (NightResult.waits, DayResult.waits)."""
        return waits_of(self.events)

    @property
    def phase(self) -> str:
        """The phase as players.toml `from` writes it: "night 3", "day 2"."""
        return f"{self.kind} {self.key}"


def chronicle(game: Game, until: str = "") -> list[PhaseRecord]:
    """Every phase played, in order, stopping after `until` ("night 3", "day 2") if given, and
    after the phase that ended the game (a log left after it is never played: `check` tells)."""
    records: list[PhaseRecord] = []
    for label in played_nights(game):
        run = run_night(game, label)
        records.append(PhaseRecord("night", label, run.result.events, run.before, run.result.state))
        day = game.night_index(label)
        # A night still waiting for an answer in its log is the last phase played so far.
        if records[-1].phase == until or run.result.state.game_over or _day_going_on(game, day) \
                or night_open(game, run):
            break
        result = run_day(game, day)
        records.append(PhaseRecord("day", str(day), result.events, run.result.state, result.state))
        # A day still waiting for an answer in its record is the last phase played so far.
        if records[-1].phase == until or result.state.game_over or day_open(game, result):
            break
    return records


def _day_going_on(game: Game, day: int) -> bool:
    """Day `day` is the last phase so far: its file does not say it is over and no later night
    was played (a later night's log makes an unfinished day an error, at its replay)."""
    return not game.day_over(day) and not game.night_file(game.night_label(day + 1)).exists()
