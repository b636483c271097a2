"""One tally's request and what every count of it shares (the day's facts, vote settings,
roster, time zone, the GM's corrections): the ground of `lupus-mod tally`, whichever vote it
counts (lupus_mod.tally: the day, its runoff, the election; lupus_mod.proposal_tally: a
declared loop's Sì/No on the mayor's proposal)."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from datetime import tzinfo
from typing import Any, Callable
from zoneinfo import ZoneInfo

from lupus_mod.errors import TallyError
from lupus_mod.votes import Roster, VoteSettings, read_corrections, read_settings

Progress = Callable[[int, "int | None"], None]


@dataclass(frozen=True)
class TallyRequest:
    """What the GM asked `tally` for: the day, where to read it, from and until which post."""
    day: int
    url: str | None = None
    html: tuple[Path, ...] = ()
    from_post: str | None = None
    until: str | None = None
    record: bool = False
    force: bool = False
    runoff: bool = False
    refresh: bool = False
    revote: bool = False          # the new vote after a tied runoff (runoff_tie_break = "revote")
    election: bool = False        # the title's election (the Capitaine): tally --election
    proposal: bool = False        # a declared loop's Sì/No vote on the mayor's proposal


@dataclass(frozen=True)
class TallyDay:
    """What every step of one tally shares."""

    game: Any
    request: TallyRequest
    facts: Any
    settings: VoteSettings
    roster: Roster
    tz: tzinfo
    corrections: dict
    shown: bool = False           # count with the weights the thread may see only
    read: dict = field(default_factory=dict, compare=False)   # the posts last read, their actions

    @property
    def day_file(self) -> str:
        return f"days/{self.request.day}.toml"


def prepare_day(game: Any, request: TallyRequest) -> TallyDay:
    elected = tuple(t.name for t in elected_titles(game))
    settings = read_settings(game.config.get("votes"), str(game.config.get("language", "it")), elected)
    facts = game.day_facts(request.day)
    roster = Roster(alive=tuple(facts.alive), dead=tuple(facts.dead), gm=tuple(facts.gm),
                    non_players=settings.non_players, aliases=dict(facts.aliases),
                    substitutes=dict(facts.substitutes), fuzzy_cutoff=settings.fuzzy_cutoff)
    tz = ZoneInfo(str(game.config.get("timezone", "Europe/Rome")))
    table = facts.day_file.get("corrections", {})
    if not isinstance(table, dict):
        raise TallyError("[corrections] must be a table", file=f"days/{request.day}.toml",
                         hint='write it as [corrections] then lines like "85" = "Cassandra"')
    corrections = read_corrections(table, roster, f"days/{request.day}.toml")
    return TallyDay(game, request, facts, settings, roster, tz, corrections)


def elected_titles(game: Any) -> list[Any]:
    # A game without a ruleset (a bare folder read only for its votes) elects nothing.
    return [t for t in getattr(getattr(game, "ruleset", None), "titles", ()) if t.elected]
