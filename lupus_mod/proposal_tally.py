"""`lupus-mod tally N --proposal`: the thread's Sì/No vote on the mayor's pending proposal
(Acchiappastreghe), counted among the cats in human form; with --record, who voted No is
written into that `[[proposta]]` of days/N.toml.

The shell around `lupus_mod.votes.proposal`: the thread is read as for the day's count.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence


from lupus_mod.errors import TallyError
from lupus_mod.folder import read_text, write_atomic
from lupus_mod.forum.model import Post
from lupus_mod.record_edit import edited
from lupus_mod.render import render
from lupus_mod.tally import Progress, TallyRequest, close_time, opening_post, prepare_day
from lupus_mod.tally_posts import thread_posts
from lupus_mod.votes.names import Roster
from lupus_mod.votes.proposal import COUNTED, ProposalCount, count_proposal
from lupus_mod.votes.reading import read_thread

# The two answers, as players write them after the vote keyword ("voto Sì", "voto no").
CHOICES = ("Sì", "No")


@dataclass(frozen=True)
class ProposalOutcome:
    count: ProposalCount
    table: str
    data: dict[str, Any]
    written: tuple[Path, ...] = ()
    recorded: Path | None = None
    notes: tuple[dict[str, Any], ...] = field(default_factory=tuple)


def _pending(path: Path, shown: str) -> tuple[dict[str, Any], int]:
    data = tomllib.loads(read_text(path)) if path.exists() else {}
    tables = data.get("proposta", [])
    pending = [n for n, t in enumerate(tables) if isinstance(t, dict) and "no" not in t]
    if not pending:
        raise TallyError("no proposal waits for its vote", file=shown,
                         hint='add the mayor\'s proposal: [[proposta]] membri = [...] opened_post = "<post id>"')
    return data, pending[0]


def _closed(count: ProposalCount, closes: datetime | None, tz: Any) -> str | None:
    """When the Sì/No vote closed: "Nel momento in cui tutti hanno votato" (the last vote
    counted, once nobody is missing), else the close given with --until; None if neither."""
    counted = [action.time for action, fate in count.fates if fate == COUNTED]
    at = max(counted) if counted and not count.absent else closes
    return at.astimezone(tz).strftime("%Y-%m-%d %H:%M") if at else None


def run_proposal(game: Any, request: TallyRequest, *, posts: Sequence[Post] | None = None,
                 progress: Progress | None = None, now: datetime | None = None) -> ProposalOutcome:
    day = prepare_day(game, request)
    path = Path(game.dir) / day.day_file
    data, index = _pending(path, day.day_file)
    notes: list[dict[str, Any]] = []
    thread = posts if posts is not None else thread_posts(day, progress, now, notes)
    facts = day.facts
    roster = Roster(alive=(*facts.alive, *CHOICES), dead=tuple(facts.dead), gm=tuple(facts.gm),
                    non_players=day.settings.non_players, aliases=dict(facts.aliases),
                    substitutes=dict(facts.substitutes), fuzzy_cutoff=day.settings.fuzzy_cutoff)
    ref = request.from_post or data["proposta"][index].get("opened_post")
    opening = opening_post(thread, ref, day.day_file, notes, "opened_post")
    closes = close_time(day, opening.created, "votes_close") if request.until else None
    count = count_proposal(read_thread(thread, day.settings.grammar, roster, day.corrections),
                           facts.alive, CHOICES, opening.created, closes)
    recorded = None
    closed = _closed(count, closes, day.tz)
    if request.record:
        # The close is the moment the Borseggiatore's window ends (docs/rulings/acchiappastreghe.md);
        # one the GM wrote is kept.
        data["proposta"][index] = {**({"chiusura": closed} if closed else {}),
                                   **data["proposta"][index], "no": list(count.no)}
        write_atomic(path, edited(read_text(path, Path(game.dir)), data))
        recorded = path
    table = render("round/proposal.txt.j2", str(game.config.get("language", "it")), Path(game.dir),
                   count=count, number=index + 1)
    json = {"proposal": index + 1, "yes": list(count.yes), "no": list(count.no), "closed": closed,
            "absent": list(count.absent), "approved": count.approved,
            "actions": [{"post": a.post_id, "voter": a.voter, "target": a.target, "fate": f}
                        for a, f in count.fates]}
    return ProposalOutcome(count, table, json, (), recorded, tuple(notes))
