"""`tally --record`: the day's result written into days/D.toml, every other key kept.

A doubt still open (but one the voter's later vote made moot), or a different result already
recorded (without --force), refuses the record: the file is the GM's, and the count it would
hold may still change.
"""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from lupus_mod.errors import TallyError
from lupus_mod.inputs.folder import read_text
from lupus_mod.inputs.record_edit import edited
from lupus_mod.messages import say
from lupus_mod.tally.request import TallyDay, elected_title
from lupus_mod.votes.audit import COUNTED, REPEATED, REPLACED, Entry, Tally
from lupus_mod.votes.election import elected_value
from lupus_mod.votes.report import SETTLED_BY_GM, burned_value, settle_line
from lupus_mod.votes.ties import FIRST_DECISIVE, PLURALITY, TOP_TWO


def record_result(day: TallyDay, tally: Tally) -> tuple[Path, str]:
    """days/D.toml with the result in it, every other key kept; a different recorded result
    is refused unless --force."""
    _no_doubt_left(day, tally)
    path = Path(day.game.dir) / day.day_file
    data: dict[str, Any] = {}
    text = ""
    if path.exists():
        try:
            text = read_text(path, Path(day.game.dir))     # as every command reads it: BOM, CRLF
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            from lupus_mod.text.toml_errors import toml_problem
            line, message, hint = toml_problem(str(error), text)
            raise TallyError(say("tally.unreadable-record", problem=message), file=day.day_file,
                             line=line, hint=hint) from None
    record = dict(data)
    if tally.ballot == "election":
        key, value = elected_title(day).elected, elected_value(tally)
        if value is None:
            raise TallyError(say("tally-problem.no-result"), file=day.day_file,
                             hint=say("tally-problem.no-result-hint", key=key))
        _settle(data.get(key), value, key, day)
        record[key] = value
    elif tally.runoff:
        # The day's count names the runoff; a tied runoff names the new vote ("revote").
        kind = "runoff" if tally.ballot == "day" else "revote"
        _settle(data.get(kind, {}).get("candidates"), list(tally.runoff), f"[{kind}] candidates", day)
        record[kind] = {**data.get(kind, {}), "candidates": list(tally.runoff)}
    else:
        burned = burned_value(tally)
        record["burned"] = "" if burned is None else burned
        _settle(data.get("burned"), record["burned"], "burned", day)
    if tally.ballot == "day" and day.settings.abstention == "malus":
        record["malus"] = dict(tally.next_malus)
    return path, edited(text, record)


def open_doubts(day: TallyDay, tally: Tally) -> list[Entry]:
    """The doubts whose answer may still change the result (docs/tally.md, Doubts)."""
    return [e for e in tally.anomalies if e.fate in SETTLED_BY_GM and not _moot(e, day, tally)]


def result_certain(tally: Tally, doubts: list[Entry]) -> bool:
    """One player burns by the most votes, ahead of every other by more than twice the weight
    of the doubts: whatever the GM answers (each answer may take its author's vote from the
    leader and give it to the next), the result stays — asking would hold back a result
    already certain. A tie, a runoff, a majority, a spared player: never so."""
    if not doubts or tally.decided_by != PLURALITY or len(tally.burned) != 1 or tally.tied \
            or tally.runoff or tally.majority is not None or tally.spared:
        return False
    totals = sorted((c.total for c in tally.candidates), reverse=True) + [0, 0]
    return totals[0] - totals[1] > 2 * sum(e.weight for e in doubts)


def _no_doubt_left(day: TallyDay, tally: Tally) -> None:
    """A doubt does not count until the GM settles it (docs/tally.md, Doubts): a result
    recorded before would be the count without it, which the answer may change."""
    open = open_doubts(day, tally)
    if open and not result_certain(tally, open):
        raise TallyError(say("tally-doubts-open.record", count=len(open),
                             settle=settle_line(open[0], day.request.day, tally.entries)),
                         file=day.day_file, hint=day.request.doubt_hint("record-hint"))


def _moot(doubt: Entry, day: TallyDay, tally: Tally) -> bool:
    """ "voto Giada o forse Lady Oscar", then "ok deciso: voto Giada": the voter's later vote,
    unvote or abstention replaces whatever the doubt meant, so its answer cannot change the
    result — unless the tie rule reads when votes came (first-decisive: the doubt's vote may be
    the one received first), where the GM still settles it."""
    settings = day.settings
    # A day ending in a runoff of the most voted (Licantropi) breaks no tie by time.
    day_rule = "" if settings.ballot == TOP_TWO else settings.tie_break
    rule = {"day": day_rule, "runoff": settings.runoff_tie_break,
            "revote": settings.runoff_tie_break}.get(tally.ballot, settings.election_tie_break)
    if rule == FIRST_DECISIVE:
        return False
    return any(e.voter == doubt.voter and e.fate in (COUNTED, REPLACED, REPEATED)
               and e.action.order > doubt.action.order for e in tally.entries)


def _settle(recorded: Any, counted: Any, key: str, day: TallyDay) -> None:
    if recorded is not None and recorded != counted and not day.request.force:
        raise TallyError(say("tally-problem.recorded", key=key, recorded=recorded, counted=counted),
                         file=day.day_file, hint=say("tally-problem.recorded-hint"))
