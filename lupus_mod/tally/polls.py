"""Which poll a vote that names none is for, on the day of a title's election (Thiercelieux's
Capitaine): the day's count's side of votes/election.py, with the game's schedule."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from typing import Any

from lupus_mod.tally.request import TallyDay, elected_title
from lupus_mod.tally.window import ELECTION_CLOSE, election_close_time
from lupus_mod.votes.election import UNDECLARED_DAY, UNDECLARED_ELECTION, undeclared_mode, undeclared_polls


def day_polls(day: TallyDay, actions: tuple, opens: datetime | None, notes: list[dict[str, Any]]) -> tuple:
    """On the day of the title's election, until [schedule] election_close (all day without
    it, unless the title's holder is recorded in the day's file: the election is over), a vote
    whose words do not say which poll is a doubt, never a vote to execute
    (votes/election.py), or, the election run first (`undeclared_poll = "election"`, the
    default with a close), the election's; the note says so once."""
    grammar = day.settings.grammar
    mode = undeclared_of(day)
    # `capitaine = ""` in the day record: no election was held, only the stake's poll was open.
    if not grammar.election or not grammar.election_held or opens is None \
            or mode == UNDECLARED_DAY or day.facts.day_file.get(elected_title(day).elected) == "":
        return actions
    closes = election_close_time(replace(day, request=replace(day.request, until=None)), opens)
    read = undeclared_polls(actions, lambda a: closes is None or a.time <= closes, mode == UNDECLARED_ELECTION)
    elected = day.facts.day_file.get(elected_title(day).elected)
    if read != actions and closes is None and elected and not day.settings.undeclared_poll:
        # `capitaine = "Amandine"` recorded, no close: the election is over (« avant de décider du
        # coupable »; its count recorded only once its doubts were settled), so a vote naming no
        # poll is the stake's, as after a close (docs/rulings/thiercelieux.md, election-puis-bucher).
        notes.append({"note": "polls-elected", "title": elected_title(day).name, "elected": str(elected),
                      "file": day.day_file})
        return actions
    if read != actions:
        day.read.update(actions=read)
        notes.append({"note": "polls-in-turn" if mode == UNDECLARED_ELECTION else "polls-open",
                      "title": elected_title(day).name,
                      "until": closes.astimezone(day.tz).strftime("%H:%M") if closes else ""})
    return read


def undeclared_of(day: TallyDay) -> str:
    """How a vote naming no poll is read on the election's day ([votes] undeclared_poll, else
    by whether the GM declared the election's close)."""
    return undeclared_mode(day.settings.undeclared_poll, ELECTION_CLOSE in day.game.config.get("schedule", {}))
