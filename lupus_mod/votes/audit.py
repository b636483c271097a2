"""A day's count as the GM audits it: every vote action with its fate, the candidates with
the steps of their totals, the tally. The count (votes/count.py) decides each fate."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Mapping

from lupus_mod.votes.forms import HEDGED, MENTION, NEGATED, QUESTION, REPORTED, STRUCK_OUT
from lupus_mod.votes.reading import VoteAction

# Fates of an action.
COUNTED, REPLACED, REPEATED = "counted", "replaced", "repeated"
QUOTED, IN_SPOILER, SEVERAL, CORRECTED_NONE = "quoted", "spoiler", "several-in-post", "corrected-none"
GM_VOTER, DEAD_VOTER, NON_PLAYER = "gm", "dead-voter", "non-player"
BEFORE_OPEN, LATE, EDITED_LATE = "before-open", "late", "edited-late"
EDITED_UNDATED = "edited-undated"
NOT_BOLD, AMBIGUOUS_NAME, FUZZY_NAME, UNKNOWN_NAME = "not-bold", "ambiguous-name", "fuzzy-name", "unknown-name"
TARGET_DEAD, TARGET_NON_PLAYER, SELF_VOTE = "target-dead", "target-non-player", "self-vote"
ABSTENTION_FORBIDDEN, AFTER_MAJORITY = "abstention-forbidden", "after-majority"
# `until_all_voted`: once every voter has voted or abstained, a later change does not count.
AFTER_ALL_VOTED = "after-all-voted"
NOT_CANDIDATE, NOT_ELIGIBLE = "not-a-candidate", "not-eligible"
# An author who only looks like a player (`Zefiro_`, `Zéfiro`), a nickname whose seat a
# substitute has taken, a substitute before his phase (docs/tally.md).
LOOK_ALIKE, SUBSTITUTED, NOT_YET = "look-alike-author", "substituted-out", "substitute-later"
# The author's words that are talk (the grammar's reasons are the fates), and an election vote
# read on a day count.
ELECTION = "election"
# Fates that need no look from the GM; a doubt (DOUBT) waits for the GM's correction.
ORDINARY = frozenset({COUNTED, REPLACED, REPEATED, QUOTED, IN_SPOILER, SEVERAL, BEFORE_OPEN,
                      REPORTED, NEGATED, MENTION, HEDGED, QUESTION, STRUCK_OUT, ELECTION})


@dataclass(frozen=True)
class Entry:
    """One action with its fate, the slot that made it and the weight of that slot's vote."""

    action: VoteAction
    fate: str
    voter: str
    weight: int
    slot: str = ""      # the player a look-alike resembles, or whose seat the author left or awaits

    @property
    def anomaly(self) -> bool:
        return self.fate not in ORDINARY or (self.action.several and self.fate == COUNTED)


@dataclass(frozen=True)
class Step:
    """A candidate's total changed: malus at the opening (post_id None) or an action."""

    candidate: str
    total: int
    time: datetime | None
    post_id: str | None
    position: int = 0
    index: int = 0
    voter: str | None = None
    fell: bool = False   # the total went down (a vote taken away or moved elsewhere)

    @property
    def key(self) -> tuple:
        # A vote moved from one candidate to another changes both totals in one post: the one
        # it left had that count before, the one it reached "ha ricevuto" it there (ties.py).
        return (0,) if self.post_id is None else (1, self.time, self.position, self.index, not self.fell)


@dataclass(frozen=True)
class Candidate:
    """A player voted for: his total, his voters and how the total moved."""
    name: str
    total: int
    voters: tuple[Entry, ...]      # the standing votes on this candidate, in time order
    malus: int
    steps: tuple[Step, ...]        # every change of the total, in time order
    reached: Step | None           # when the count settled at its final total (see ties.py)


@dataclass(frozen=True)
class Tally:
    """A day's count: every vote action and its fate, the totals, who burns."""
    day: int
    ballot: str                            # "day", "runoff" or "revote" (after a tied runoff)
    entries: tuple[Entry, ...]             # every action, in time order, with its fate
    candidates: tuple[Candidate, ...]      # by total, then by who reached it first
    non_voters: tuple[str, ...]
    abstainers: tuple[str, ...]
    burned: tuple[str, ...]                # empty: nobody
    tied: tuple[str, ...]
    runoff: tuple[str, ...]                # candidates of the second ballot, if one is needed
    decided_by: str
    majority: Step | None
    next_malus: Mapping[str, int]
    opens: datetime | None
    closes: datetime | None
    spared: tuple[str, ...] = ()           # who could not be condemned (votes/spared.py)
    unvoted: tuple[str, ...] = ()          # a runoff's candidates no vote counted for

    @property
    def totals(self) -> dict[str, int]:
        return {c.name: c.total for c in self.candidates}

    @property
    def anomalies(self) -> tuple[Entry, ...]:
        return tuple(e for e in self.entries if e.anomaly)

