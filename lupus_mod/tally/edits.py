"""A vote in an edited post: written when the post was, or when it was edited? The board shows
both times and not which the vote's words date from («Modificato 21:30 — cambio voto»).

Where the answer could change the count — who reached a tie first (`first-decisive`), which of
the author's votes is his last — the vote is a doubt, and the GM settles it in one line giving
the time it counts at: `[edited] "6010" = "21:30"` in days/D.toml (or a [corrections] line,
which counts it as first written). Where it cannot, it counts at the post's time, and the
audit says the post was edited (docs/tally.md, Edits).
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime, tzinfo
from typing import Any, Callable, Mapping, Sequence

from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.votes.action import EDITED_AFTER_CLOSE
from lupus_mod.votes.audit import EDITED_LATE, EDITED_UNDATED, Tally
from lupus_mod.votes.forms import DOUBT
from lupus_mod.votes.reading import BODY, VoteAction
from lupus_mod.text.folding import account_key

EDITED_TABLE = "edited"
# Why a vote of a post edited at a time the board does not show is a doubt (labels [vote-reading]).
EDIT_UNDATED = "edit-undated"
# ... and why a vote of a post whose last edit another account made (no GM) is one.
EDITED_BY_OTHER = "edited-by-other"


def settled_times(actions: Sequence[VoteAction], day_file: Mapping[str, Any], tz: tzinfo,
                  file: str) -> tuple[VoteAction, ...]:
    """The actions with the times the GM gave their edited posts (`[edited]`: "HH:MM" on the
    post's own date, or "YYYY-MM-DD HH:MM")."""
    table = day_file.get(EDITED_TABLE, {})
    if not isinstance(table, dict):
        raise TallyError(say("tally-edited.table"), file=file, hint=say("tally-edited.table-hint"))
    if not table:
        return tuple(actions)
    return tuple(replace(a, time=_moment(str(table[a.post_id]), a.time, tz, a.post_id, file), edited=None)
                 if a.post_id in table else a for a in actions)


def _moment(value: str, written: datetime, tz: tzinfo, post: str, file: str) -> datetime:
    day = written.astimezone(tz).strftime("%Y-%m-%d")
    for text, form in ((value.strip(), "%Y-%m-%d %H:%M"), (f"{day} {value.strip()}", "%Y-%m-%d %H:%M")):
        try:
            return datetime.strptime(text, form).replace(tzinfo=tz)
        except ValueError:
            continue
    raise TallyError(say("tally-edited.time", post=post, value=value), file=file,
                     hint=say("tally-edited.time-hint", post=post))


def edit_doubts(actions: Sequence[VoteAction], count: Callable[[Sequence[VoteAction]], Tally],
                tz: tzinfo, day: int) -> tuple[tuple[VoteAction, ...], list[dict[str, Any]]]:
    """The actions, with each own vote of an edited post whose edit time would change the
    result (or its own fate) made a doubt; and a note for each, with its settle line."""
    actions = undated_doubts(actions, count)
    uncertain = [a for a in actions if _own(a) and a.edited is not None and a.edited > a.time]
    if not uncertain:
        return tuple(actions), []
    base = count(actions)
    doubted: set[tuple[str, int]] = set()
    notes = []
    for action in uncertain:
        if _fate(base, action) == EDITED_LATE:
            continue    # edited after the close: already the GM's to confirm (docs/tally.md, Edits)
        moved = [replace(a, time=a.edited) if a is action else a for a in actions]
        if _differs(base, count(moved), action):
            doubted.add((action.post_id, action.index))
            notes.append({"note": "edit-time-doubt", "post": action.post_id, "author": action.author,
                          "written": _clock(action.time, tz), "edited": _clock(action.edited, tz),
                          "settle": f'days/{day}.toml → [{EDITED_TABLE}] "{action.post_id}" = '
                                    f'"{_clock(action.edited, tz)}"'})
    return tuple(replace(a, reason=DOUBT) if (a.post_id, a.index) in doubted else a for a in actions), notes


def _own(action: VoteAction) -> bool:
    """An own vote form whose edit may be the player's (a GM's edit is not: gm_edits)."""
    return action.where == BODY and not action.corrected and not action.reason and not action.superseded \
        and not action.edit_by_gm


def gm_edits(actions: Sequence[VoteAction], gm: Sequence[str], closes: datetime | None,
             tz: tzinfo) -> tuple[tuple[VoteAction, ...], list[dict[str, Any]]]:
    """The actions of posts whose last edit the board says a listed GM made («Last Edit: Oct 03,
    2026, 10:45 PM by Narratore  Reason: tolto insulto», «Last edited by Narratore on …»),
    marked: the GM took an insult out, he did not move the player's vote after the deadline,
    so the vote counts at the post's time. A note names each such edit made after the close
    or at a time not shown, where the vote would otherwise have been left out. A vote whose
    post another account edited last (no GM's, not the author's: «Last edited by Grima») is a
    doubt: the words may be that account's, not the author's (`_edited_by_other`)."""
    keys = {account_key(name) for name in gm}
    marked = tuple(replace(a, edit_by_gm=True) if a.edited_by and account_key(a.edited_by) in keys
                   else _edited_by_other(a, closes) for a in actions)
    notes, seen = [], set()
    for a in marked:
        late = a.edit_undated or (a.edited is not None and closes is not None and a.edited > closes)
        if a.edit_by_gm and late and a.where == BODY and a.post_id not in seen:
            seen.add(a.post_id)
            notes.append({"note": "gm-edit", "post": a.post_id, "author": a.author, "gm": a.edited_by,
                          "edited": _clock(a.edited, tz)})
    return marked, notes


def _edited_by_other(action: VoteAction, closes: datetime | None) -> VoteAction:
    """A vote form of the author's own in a post another account edited last: asked, the vote
    as the board shows it offered (a moderator's fix, or a vote planted in another's post). An
    edit after the close, or at a time not shown, is the late edit's to judge (`undated_doubts`,
    whose line names the editor too)."""
    late = action.edit_undated or action.edited is None or closes is None or action.edited > closes
    if not action.edited_by or account_key(action.edited_by) == account_key(action.author) \
            or not _own(action) or late:
        return action
    return replace(action, reason=DOUBT, why=EDITED_BY_OTHER)


def undated_doubts(actions: Sequence[VoteAction], count: Callable[[Sequence[VoteAction]], Tally]
                   ) -> tuple[VoteAction, ...]:
    """An edit mark without its time («Modificato da Niccolò», Invision's "(modificato)") may
    be before the close as well as after: its vote is not counted (`edited-undated`), which is
    a result as sure as the guess that the edit was late. An edit after the close may have moved
    the vote or only fixed a typo or an image («Modificato da Staff ForumFree - 22:40»): not
    counted either (`edited-late`). Where counting such votes would change the result, each that
    matters is a doubt instead, as a known-but-ambiguous edit time is (docs/tally.md, Edits):
    the GM's [corrections] line counts it, "none" leaves it out."""
    undated = [a for a in actions if _own(a) and (a.edit_undated or a.edited is not None)]
    if not undated:
        return tuple(actions)
    base = count(actions)
    undated = [a for a in undated if _fate(base, a) in (EDITED_UNDATED, EDITED_LATE)]
    counted = _outcome(count(_dated(actions, undated)))
    if not undated or counted == _outcome(base):
        return tuple(actions)
    # One matters when counting it alone changes the result, or leaving it out of them all does.
    matters = {id(a) for a in undated if _outcome(count(_dated(actions, [a]))) != _outcome(base)
               or _outcome(count(_dated(actions, [u for u in undated if u is not a]))) != counted}
    return tuple(_doubt(a) if id(a) in matters else a for a in actions)


def _doubt(action: VoteAction) -> VoteAction:
    if action.edit_undated:
        return replace(action, reason=DOUBT, why=EDIT_UNDATED, edit_undated=False)
    return replace(action, reason=DOUBT, why=EDITED_AFTER_CLOSE)


def _dated(actions: Sequence[VoteAction], undated: Sequence[VoteAction]) -> list[VoteAction]:
    """The actions with `undated`'s edits taken as made before the close (at the post's time)."""
    return [replace(a, edit_undated=False, edited=a.time if a.edited else None) if any(a is u for u in undated)
            else a for a in actions]


def _outcome(tally: Tally) -> tuple:
    return (tally.burned, tally.runoff, tally.tied, tally.decided_by)


def _differs(base: Tally, moved: Tally, action: VoteAction) -> bool:
    """The result, or the fate of the vote itself (his last vote, or one he replaced)."""
    return _outcome(base) != _outcome(moved) \
        or _fate(base, action) != _fate(moved, action)


def _fate(tally: Tally, action: VoteAction) -> str:
    return next(e.fate for e in tally.entries if (e.action.post_id, e.action.index) == (action.post_id, action.index))


def _clock(moment: datetime | None, tz: tzinfo) -> str:
    return moment.astimezone(tz).strftime("%H:%M") if moment else ""
