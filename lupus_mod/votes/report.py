"""A tally as plain data: the `--json` object and the context of the tally templates.

Pure: times are shown in the time zone passed in; nothing here reads or writes files.
"""
from __future__ import annotations

import json
from datetime import datetime, tzinfo
from functools import lru_cache
from typing import Any, Mapping, Sequence

from lupus_mod.text.folding import account_key, printable
from lupus_mod.votes.day_decisions import DAY_KEYS
from lupus_mod.votes.election import EITHER
from lupus_mod.votes.audit import AMBIGUOUS_NAME, FUZZY_NAME, LOOK_ALIKE, QUOTED, UNKNOWN_NAME, Candidate, Entry, Step, Tally
from lupus_mod.votes.action import UNTRUSTED_LATE
from lupus_mod.votes.forms import (AGAINST, COUNTERFACTUAL, DOUBT, FOR_RUNOFF, REPORTED, RETRACTED, STAKE, STRUCK_OUT, TITLE,
                                   UNDECIDED, VOTE)
from lupus_mod.votes.names import LATE
from lupus_mod.votes.post_reading import PostReading


# The fates the GM settles in one line: a doubt, and a name that is no player's for sure
# ("voto Sarumanno", "voto Grim", "[b]Voto: Pippo[/b]"), which is a doubt about the name.
SETTLED_BY_GM = (DOUBT, AMBIGUOUS_NAME, FUZZY_NAME, UNKNOWN_NAME)
# A vote of the post that is not the author's own: quoted, reported, struck out.
_OTHERS_WORDS = (QUOTED, REPORTED, STRUCK_OUT)


def settle_line(entry: Entry, day: int, entries: Sequence[Entry] = ()) -> str | None:
    """For a doubt, the one line of days/D.toml that settles it ([corrections], docs/tally.md):
    `days/3.toml → [corrections] "85" = "Anna"`; the name is the one read, or the first of the
    names offered (or resembled), else "none"; in the election's count a vote whose poll is in
    doubt is settled as an election vote (`"85" = "Capitaine : Kilian"`), an unvote whose poll
    is in doubt as the election's unvote (`"85" = "Capitaine : unvote"`). A doubt naming no
    one after the post's own vote (`entries`: the day's): that vote kept ("voto Gollum … se
    Grima nn si spiega sposto su di lui"), since "none" would take it away. None for any other fate."""
    if entry.fate not in SETTLED_BY_GM:
        return None
    action = entry.action
    if action.why == UNTRUSTED_LATE:   # « Oggi, 22:30 » misdated, its clock after the close
        return correction_line(action.post_id, LATE, day)
    if action.why in (UNDECIDED, RETRACTED, COUNTERFACTUAL, AGAINST, FOR_RUNOFF):
        # "voto Merrino oppure Pipino, devo ancora decidere": no vote yet; "voto Grima
        # (scherzo)", "voto Gollum, anzi no aspetto": the vote unsaid; "per il ballottaggio
        # voto Becchino": no vote of the day's in that post (his earlier one stands).
        return correction_line(action.post_id, "none", day)
    # A name that resembles several players, the author among them ("voto Grim" by Grimaldo):
    # the others first — a vote for oneself is rarely what a short name meant.
    others = [c for c in action.candidates if c != action.author] if len(action.candidates) > 1 else []
    value = (others[0] if others and action.target in (None, action.author) else None) \
        or action.target or next(iter(action.candidates), None)
    if value is None and action.kind != VOTE:
        # "[quote]voto Grima[/quote] cancellate, ho sbagliato": an unvote in doubt offers the
        # unvote, never the vote it may take back.
        value = action.kind
    if value is None:
        earlier = [e.action.target for e in entries if e.action.post_id == action.post_id
                   and e.action.index < action.index and e.action.kind == VOTE and e.action.target
                   and e.fate not in _OTHERS_WORDS]
        value = earlier[-1] if earlier else "none"
    if action.poll not in ("", EITHER, STAKE, TITLE) and value != "none":   # the election's count
        value = f"{action.poll}\u00a0: {value}"   # French typography; the parse strips it
    return correction_line(action.post_id, value, day)


def record_line(entry: Entry, day: int) -> str | None:
    """For a decision of the day said in the thread (the Chasseur's shot, the Capitaine's heir:
    votes/day_decisions.py), the line of the day's record that takes it (`days/3.toml → tir =
    "Gaspard"`); None for any other fate."""
    if entry.fate not in DAY_KEYS:
        return None
    return f"days/{day}.toml → {DAY_KEYS[entry.fate]} = {json.dumps(entry.action.target, ensure_ascii=False)}"


def correction_line(post_id: str, value: str, day: int) -> str:
    """The line of days/D.toml that reads post `post_id` as `value`."""
    quoted = (json.dumps(v, ensure_ascii=False) for v in (post_id, value))
    return f"days/{day}.toml → [corrections] {' = '.join(quoted)}"
from lupus_mod.votes.ties import FIRST_DECISIVE


# A moment is shown several times (the JSON, the audit, the post, each candidate's history):
# each is converted once.
@lru_cache(maxsize=16384)
def _time(moment: datetime | None, tz: tzinfo) -> str | None:
    return moment.astimezone(tz).isoformat() if moment else None


@lru_cache(maxsize=16384)
def _clock(moment: datetime | None, tz: tzinfo) -> str:
    if not moment:
        return ""
    local = moment.astimezone(tz)
    return f"{local.hour:02d}:{local.minute:02d}:{local.second:02d}"


def _moment(moment: datetime | None, tz: tzinfo) -> dict[str, Any] | None:
    """A date and time in parts, for each language's templates to write as its GMs do."""
    if moment is None:
        return None
    local = moment.astimezone(tz)
    return {"year": local.year, "month": local.month, "day": local.day,
            "hh": f"{local.hour:02d}", "mm": f"{local.minute:02d}"}


def burned_value(tally: Tally) -> str | list[str] | None:
    """One name, null when nobody burns, a list only when several burn (tie_break = "all")."""
    if not tally.burned:
        return None
    return tally.burned[0] if len(tally.burned) == 1 else list(tally.burned)


def vote_json(entry: Entry, tz: tzinfo, tally: Tally | None = None) -> dict[str, Any]:
    """One vote action and its fate; within the day's `tally`, a doubt carries the line that
    settles it and a look-alike account the ids its `account_id` line would list."""
    action = entry.action
    return {
        "voter": entry.voter, "author": action.author, "kind": action.kind,
        "target": action.target, "typed": printable(action.typed, one_line=True, controls=True),
        "post": action.post_id, "permalink": action.permalink, "time": _time(action.time, tz), "weight": entry.weight,
        "status": entry.fate, "where": action.where, "several": action.several,
        "corrected": action.corrected, "candidates": list(action.candidates),
        "edited": _time(action.edited, tz),
        "slot": entry.slot, "account": action.author_id,
        "accounts": _accounts_line(entry, tally) if tally else [],
        "settle": settle_line(entry, tally.day, tally.entries) if tally else None,
        "record": record_line(entry, tally.day) if tally else None,
        "why": action.why if entry.fate == DOUBT and action.why else None,
        "editor": _editor(action),
    }


def _editor(action) -> str | None:
    """Who made the post's last edit, when the board names someone else than its author
    («Modificato da Staff ForumFree» on Merrino's post): the GM reads whose change it was."""
    other = action.edited_by and account_key(action.edited_by) != account_key(action.author)
    return printable(action.edited_by, one_line=True, controls=True) if other else None


def _accounts_line(entry: Entry, tally: Tally) -> list[str]:
    """For an account only looking like a player on a board with member ids: the ids the line
    that makes it his lists (his accounts counted in this thread, then this one); [] otherwise."""
    member = entry.action.author_id
    if entry.fate != LOOK_ALIKE or not member or not entry.slot:
        return []
    his = {e.action.author_id for e in tally.entries
           if e.voter == entry.slot and e.fate != LOOK_ALIKE and e.action.author_id}
    return [*sorted(his - {member}), member]


def reading_json(reading: PostReading) -> dict[str, Any]:
    """A post's one reading: `reading` is vote, unvote, abstain, elect, none (the GM's
    correction), doubt, reported or talk."""
    return {"post": reading.post_id, "reading": reading.kind, "target": reading.target,
            "candidates": list(reading.candidates), "election": reading.election}


def doubts_first(entries: Sequence[Entry]) -> list[Entry]:
    """The anomalies with the doubts first: they stop the count until the GM settles them."""
    return sorted(entries, key=lambda e: e.fate not in SETTLED_BY_GM)


def step_json(step: Step, tz: tzinfo) -> dict[str, Any]:
    return {"candidate": step.candidate, "total": step.total, "time": _time(step.time, tz),
            "post": step.post_id, "voter": step.voter, "malus": step.post_id is None}


def candidate_json(candidate: Candidate, tz: tzinfo) -> dict[str, Any]:
    return {
        "name": candidate.name, "votes": candidate.total, "malus": candidate.malus,
        "voters": [e.voter for e in candidate.voters],
        "reached": step_json(candidate.reached, tz) if candidate.reached else None,
        "history": [step_json(s, tz) for s in candidate.steps],
    }


def tally_json(tally: Tally, tz: tzinfo, notes: Sequence[Mapping[str, Any]] = (),
               readings: Sequence[PostReading] = ()) -> dict[str, Any]:
    """The `--json` object of `lupus-mod tally`; `readings`: every post's reading."""
    return {
        "day": tally.day,
        "ballot": tally.ballot,
        "window": {"opens": _time(tally.opens, tz), "closes": _time(tally.closes, tz)},
        "votes": [vote_json(e, tz, tally) for e in tally.entries],
        "totals": tally.totals,
        "candidates": [candidate_json(c, tz) for c in tally.candidates],
        "burned": burned_value(tally),
        "tied": list(tally.tied),
        "runoff": list(tally.runoff),
        "decided_by": tally.decided_by,
        "spared": list(tally.spared),
        "unvoted": list(tally.unvoted),
        "majority": step_json(tally.majority, tz) if tally.majority else None,
        "non_voters": list(tally.non_voters),
        "abstained": list(tally.abstainers),
        "next_malus": dict(tally.next_malus),
        "anomalies": [vote_json(e, tz, tally) for e in doubts_first(tally.anomalies)],
        "posts": [reading_json(r) for r in readings],
        "notes": [dict(n) for n in notes],
    }


def template_context(tally: Tally, tz: tzinfo, notes: Sequence[Mapping[str, Any]] = ()) -> dict[str, Any]:
    """What the tally templates (post, audit, table) are rendered with."""
    standing = {e.voter: e for c in tally.candidates for e in c.voters}
    standing.update({e.voter: e for e in tally.entries
                     if e.fate == "counted" and e.action.kind == "abstain"})

    built: dict[int, dict[str, Any]] = {}

    def entry(e: Entry) -> dict[str, Any]:
        # An entry is listed up to three times (in time order, among its candidate's voters,
        # among the anomalies): its row is built once.
        row = built.get(id(e))
        if row is None:
            row = built[id(e)] = {**vote_json(e, tz, tally), "clock": _clock(e.action.time, tz),
                                  "anomaly": e.anomaly, "edited_clock": _clock(e.action.edited, tz)}
        return row

    links = {e.action.post_id: e.action.permalink for e in tally.entries}

    def step(s: Step) -> dict[str, Any]:
        return {**step_json(s, tz), "clock": _clock(s.time, tz), "permalink": links.get(s.post_id or "")}

    return {
        "day": tally.day,
        "ballot": tally.ballot,
        "opens": _clock(tally.opens, tz),
        "closes": tally.closes.astimezone(tz).strftime("%Y-%m-%d %H:%M") if tally.closes else "",
        "closes_at": _moment(tally.closes, tz),
        "candidates": [{**candidate_json(c, tz), "voters": [entry(e) for e in c.voters],
                        "history": [step(s) for s in c.steps],
                        "reached": step(c.reached) if c.reached else None}
                       for c in tally.candidates],
        "entries": [entry(e) for e in tally.entries],
        "anomalies": [entry(e) for e in doubts_first(tally.anomalies)],
        "abstainers": [entry(standing[p]) for p in tally.abstainers],
        "non_voters": list(tally.non_voters),
        "burned": list(tally.burned),
        "tied": list(tally.tied),
        "runoff": list(tally.runoff),
        "decided_by": tally.decided_by,
        "spared": list(tally.spared),
        "unvoted": list(tally.unvoted),
        "by_thread_order": by_thread_order(tally),
        "moved_between": moved_between(tally),
        "majority": step(tally.majority) if tally.majority else None,
        "next_malus": dict(tally.next_malus),
        "notes": [dict(n) for n in notes],
    }


def by_thread_order(tally: Tally) -> bool:
    """A first-decisive tie whose two earliest decisive votes bear the same time: boards print
    times to the minute, so the order of the posts in the thread decided it, and the result
    sentence says so (two "at 21:09" would not explain it)."""
    if tally.decided_by != FIRST_DECISIVE or moved_between(tally):
        return False
    times = sorted(c.reached.time for c in tally.candidates
                   if c.name in tally.tied and c.reached is not None and c.reached.time is not None)
    return len(times) > 1 and times[0] == times[1]


def moved_between(tally: Tally) -> dict[str, str] | None:
    """A first-decisive tie made by one vote moved from the leader who burns to another: both
    counts last changed in that post, and the sentence says why the one it left burns (he had
    his votes before; the other received the decisive one there), not "same minute"."""
    if tally.decided_by != FIRST_DECISIVE:
        return None
    steps = sorted((c.reached for c in tally.candidates if c.name in tally.tied and c.reached is not None),
                   key=lambda s: s.key)
    if len(steps) < 2 or steps[0].post_id is None or steps[0].post_id != steps[1].post_id \
            or not steps[0].fell or steps[1].fell:
        return None
    return {"left": steps[0].candidate, "to": steps[1].candidate}


def _outcome(tally: Tally) -> tuple[Any, ...]:
    return tally.burned, tally.runoff, tally.tied, tally.decided_by


def public_context(tally: Tally, shown: Tally, tz: tzinfo, notes: Sequence[Mapping[str, Any]] = (),
                   built: dict[str, Any] | None = None) -> dict[str, Any]:
    """The tally post's context: the count as the thread may see it (`shown`: the same votes
    with only the weights whose source is public, [public] tally_weights) and the true result.
    When a secret weight changed the result, `secret_outcome` is true and the post states the
    result without a count that would not explain it. A doubt still open is left out of it. `built`: template_context of `shown`,
    if already built."""
    ctx = dict(built) if built is not None else template_context(shown, tz, notes)
    # A doubt still open is the GM's question, not a vote refused: the post says nothing of it
    # (the audit and the terminal list it first, and --record waits for it; docs/tally.md, Doubts).
    ctx["anomalies"] = [row for row in ctx["anomalies"] if row["status"] not in SETTLED_BY_GM]
    ctx["secret_outcome"] = _outcome(shown) != _outcome(tally)
    if ctx["secret_outcome"]:
        ctx.update(burned=list(tally.burned), runoff=list(tally.runoff), tied=list(tally.tied),
                   decided_by=tally.decided_by, next_malus=dict(tally.next_malus))
    return ctx


def provisional(ctx: dict[str, Any], in_doubt: list[str], awaited: bool, certain: bool,
                missing: dict[str, Any] | None = None) -> dict[str, Any]:
    """The post's context while doubts are open or an answer is awaited: the voters in doubt
    listed as such (never "no vote"), and no result, which they may still change — unless
    no answer can (`certain`, tally.record.result_certain). `missing`: the saved pages stop
    before the thread and the close (tally/unread_pages.py): no result, the pages named."""
    if not in_doubt and not awaited and not missing:
        return ctx
    return {**ctx, "in_doubt": in_doubt, "awaited": awaited, "certain": certain and not awaited and not missing,
            "pages_missing": missing["missing"] if missing else "",
            "non_voters": [v for v in ctx["non_voters"] if v not in in_doubt]}


# The keys of the post's context that hold one player's name, or a list of names.
_NAME_KEYS = frozenset({"name", "voter", "target"})
_NAME_LIST_KEYS = frozenset({"non_voters", "burned", "tied", "runoff", "spared", "removed", "in_doubt", "unvoted"})


def renamed(ctx: Any, shown_as: Mapping[str, str]) -> Any:
    """The post's context with each player named as the thread knows him that day: a slot a
    substitute plays is named by the substitute's nickname (docs/lifecycle.md, Substitutions:
    the posts use the new nickname). The audit and the table keep the slots, as the GM's logs do."""
    if isinstance(ctx, list):
        return [renamed(v, shown_as) for v in ctx]
    if not isinstance(ctx, dict):
        return ctx
    out: dict[Any, Any] = {}
    for key, value in ctx.items():
        if key in _NAME_KEYS and isinstance(value, str):
            out[key] = shown_as.get(value, value)
        elif key in _NAME_LIST_KEYS and isinstance(value, list):
            out[key] = [shown_as.get(v, v) if isinstance(v, str) else v for v in value]
        else:
            out[key] = renamed(value, shown_as)
    return out
