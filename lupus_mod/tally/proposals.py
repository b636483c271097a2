"""`lupus-mod tally N --proposal`: the thread's Sì/No votes on the mayor's proposals still
waiting for theirs (Acchiappastreghe), counted among the cats in human form, each between its
post and the next proposal's; with --record, who voted No and when the vote closed are
written into each `[[proposta]]` of days/N.toml. The count prints its audit: the close and why,
every answer counted and every one ignored.

The shell around `lupus_mod.votes.proposal`: the thread is read as for the day's count.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any, Sequence


from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.inputs.folder import read_text, write_atomic
from lupus_mod.forum.model import Post
from lupus_mod.inputs.record_edit import edited
from lupus_mod.orders.log_dates import read_when
from lupus_mod.words.render import render
from lupus_mod.tally.request import Progress, TallyRequest, prepare_day
from lupus_mod.tally.window import close_time, opening_post
from lupus_mod.tally.posts import thread_posts
from lupus_mod.votes.accounts import in_thread
from lupus_mod.votes.names import Roster
from lupus_mod.votes.answers import CHOICES, answer_words, answering
from lupus_mod.votes.proposal import COUNTED, TO_SETTLE, ProposalCount, count_proposal, offered
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.report import correction_line



@dataclass(frozen=True)
class Counted:
    """One proposal's count and its audit: where its vote opened and closed, and why."""
    number: int                            # 1-based, in days/N.toml
    count: ProposalCount
    opened: Post
    closed: str | None                     # "YYYY-MM-DD HH:MM", or None: not known
    closed_by: str                         # all-voted, next-proposal, until, unknown
    next_post: Post | None


@dataclass(frozen=True)
class ProposalOutcome:
    """The Sì/No count of each proposal still waiting for it, as `tally --proposal` prints and
    writes them."""
    counts: tuple[Counted, ...]
    table: str
    data: dict[str, Any]
    written: tuple[Path, ...] = ()
    recorded: Path | None = None
    notes: tuple[dict[str, Any], ...] = field(default_factory=tuple)
    unsettled: TallyError | None = None    # an answer in doubt: no result until the GM settles it


def _pending(path: Path, shown: str) -> tuple[dict[str, Any], list[int]]:
    """days/N.toml and the proposals without `no`: each is counted, up to the first that has no
    post to open its vote (the mayor's post, `opened_post`) but the first."""
    data = tomllib.loads(read_text(path)) if path.exists() else {}
    tables = data.get("proposta", [])
    pending = [n for n, t in enumerate(tables) if isinstance(t, dict) and "no" not in t]
    if not pending:
        raise TallyError(say("late-checks.no-proposal"), file=shown, hint=say("late-checks.no-proposal-hint"))
    return data, pending


def _close(count: ProposalCount, until: datetime | None, nxt: Post | None, tz: Any,
           written: bool = False) -> tuple[str | None, str]:
    """When the Sì/No vote closed, and why: the `chiusura` the GM wrote in the proposal
    (`written`), else "Nel momento in cui tutti hanno votato" (the last vote counted, once
    nobody is missing), else the next proposal's post (the vote was over when the next mayor
    proposed), else the close given with --until; None if none is known."""
    counted = [action.time for action, fate in count.fates if fate == COUNTED]
    if written and until is not None:
        at, why = until, "written"
    elif counted and not count.absent:
        at, why = max(counted), "all-voted"
    elif nxt is not None and (until is None or nxt.created <= until):
        at, why = nxt.created, "next-proposal"
    elif until is not None:
        at, why = until, "until"
    else:
        return None, "unknown"
    return at.astimezone(tz).strftime("%Y-%m-%d %H:%M"), why


def _count_each(day: Any, thread: Sequence[Post], data: dict[str, Any], pending: list[int],
                request: TallyRequest, notes: list[dict[str, Any]]) -> list[Counted]:
    """Each pending proposal counted between its post and the next proposal's: a "voto No"
    written after the next mayor proposed answers the next proposal, never this one. Authors
    are identified as in the day's count: by member id where the board gives one."""
    tables = data["proposta"]
    facts = day.facts
    roster = answering(Roster(alive=facts.alive, dead=tuple(facts.dead), gm=tuple(facts.gm),
                              non_players=day.settings.non_players, aliases=dict(facts.aliases),
                              substitutes=dict(facts.substitutes), declared=dict(facts.accounts),
                              fuzzy_cutoff=day.settings.fuzzy_cutoff))
    roster = in_thread(roster, thread)
    # "Sì 👍" with no vote form is an answer too, or a doubt: never Sì by silence (votes/answers.py).
    grammar = replace(day.settings.grammar, answers=answer_words())
    actions = read_thread(thread, grammar, roster, day.corrections)
    counted: list[Counted] = []
    for index in pending:
        given = request.from_post if index == pending[0] else None
        if index != pending[0] and not tables[index].get("opened_post"):
            break
        opening = opening_post(thread, given, tables[index].get("opened_post"), day.day_file, notes, "opened_post")
        later = [t.get("opened_post") for t in tables[index + 1:] if isinstance(t, dict)]
        nxt = opening_post(thread, None, later[0], day.day_file, notes, "opened_post") if later and later[0] else None
        # The close the GM wrote (`chiusura`) holds: answers after it are late.
        written = _written_close(tables[index].get("chiusura"), day.tz)
        until = written or (close_time(day, opening.created, "votes_close") if request.until else None)
        count = count_proposal(actions, facts.alive, CHOICES, opening.created, until,
                               nxt.position if nxt else None)
        closed, why = _close(count, until, nxt, day.tz, written is not None)
        counted.append(Counted(index + 1, count, opening, closed, why, nxt))
    return counted


def _written_close(value: Any, tz: Any) -> datetime | None:
    """A proposal's `chiusura` as days/N.toml writes it (checked when the folder is loaded)."""
    if isinstance(value, datetime):
        return value.replace(tzinfo=tz) if value.tzinfo is None else value
    when = read_when(value) if isinstance(value, str) else None
    return when.replace(tzinfo=tz) if when else None


def run_proposal(game: Any, request: TallyRequest, *, posts: Sequence[Post] | None = None,
                 progress: Progress | None = None, now: datetime | None = None) -> ProposalOutcome:
    day = prepare_day(game, request)
    path = Path(game.dir) / day.day_file
    data, pending = _pending(path, day.day_file)
    notes: list[dict[str, Any]] = []
    thread = posts if posts is not None else thread_posts(day, progress, now, notes)
    counts = _count_each(day, thread, data, pending, request, notes)
    settle = {a.post_id: correction_line(a.post_id, offered(a, CHOICES), request.day)
              for c in counts for a, fate in c.count.fates if fate == TO_SETTLE}
    recorded = None
    # An answer in doubt may turn the result: nothing is recorded before the GM settles it.
    doubts = TallyError(say("tally-doubts-open.record", count=len(settle), settle=next(iter(settle.values()))),
                        file=day.day_file, hint=say("tally-doubts.record-hint", day=request.day)) if settle else None
    if request.record and doubts:
        raise doubts
    if request.record:
        # Every close is recorded: the Borseggiatore's window ends at the vote that formed the
        # circle, or at the first one (docs/rulings/acchiappastreghe.md); one the GM wrote is kept.
        for c in counts:
            table = data["proposta"][c.number - 1]
            data["proposta"][c.number - 1] = {**({"chiusura": c.closed} if c.closed else {}),
                                              **table, "no": list(c.count.no)}
        write_atomic(path, edited(read_text(path, Path(game.dir)), data), Path(game.dir))
        recorded = path
    text = render("round/proposal.txt.j2", str(game.config.get("language", "it")), Path(game.dir),
                  counts=counts, tz=day.tz, settle=settle)
    each = [_json(c) for c in counts]
    return ProposalOutcome(tuple(counts), text, {**each[0], "proposals": each}, (), recorded, tuple(notes),
                           _unsettled(settle, day, request.day))


def _unsettled(settle: dict[str, str], day: Any, number: int) -> TallyError | None:
    """The count stops on its answers in doubt as a day's count does, with the line that settles the first."""
    if not settle:
        return None
    return TallyError(say("tally-doubts-open.answers", count=len(settle), settle=next(iter(settle.values()))),
                      file=day.day_file, hint=say("tally-doubts.answers-hint", day=number))


def _json(c: Counted) -> dict[str, Any]:
    return {"proposal": c.number, "yes": list(c.count.yes), "no": list(c.count.no),
            "closed": c.closed, "closed_by": c.closed_by, "opened_post": c.opened.id,
            "next_post": c.next_post.id if c.next_post else None,
            "absent": list(c.count.absent), "in_doubt": list(c.count.in_doubt), "approved": c.count.approved,
            "actions": [{"post": a.post_id, "voter": a.voter, "target": a.target, "fate": f}
                        for a, f in c.count.fates]}
