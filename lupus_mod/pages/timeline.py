"""A day's votes as a timeline: one row per voter, a mark at each vote, drawn as SVG data.

Pure: the tally's JSON (lupus-mod tally --json, saved as out/day-D/tally.json) in, the rows,
marks and axis of the chart out; the template draws them. Each vote keeps the tally's own
verdict on it (counted, replaced, reported speech, late...), worded by the caller.

Labels are laid out so that none overlaps another or leaves the chart: a label goes right of
its mark, or left of it near the right edge, on the first line of its row where it meets no
other label; a row has as many lines as its labels need. Widths are estimated from the
characters (`CHAR` pixels each at the page's 12px font, a generous mean), which the browser
test checks against the real boxes.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any, Callable

WIDTH, LINE, LEFT, RIGHT, TOP, CHAR, GAP = 760, 18, 150, 20, 30, 7.5, 8
_PALETTE = ("#7a1f12", "#1d4ed8", "#166534", "#7c3aed", "#b45309", "#0f766e", "#be185d",
            "#374151")
Verdict = Callable[[dict[str, Any]], str]


def _moment(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def _width(text: str) -> float:
    return len(text) * CHAR


def _label(vote: dict[str, Any], w: dict[str, str]) -> str:
    """What the vote named: its player; for an abstention or a withdrawn vote, those words;
    for a vote whose name was not read (a misspelt one), the words as written."""
    if vote.get("target"):
        return vote["target"]
    if vote["kind"] in ("abstain", "unvote"):
        return w[vote["kind"]]
    return vote.get("typed") or w["unread"]


def _place(marks: list[dict[str, Any]], left: float) -> int:
    """Each mark's label at the first line of its row where it overlaps no other (`lane`,
    `tx`, `anchor`); the number of lines the row needs."""
    # The first line holds the circles too: a label never covers another mark.
    lanes: list[list[tuple[float, float]]] = [[(m["x"] - 6, m["x"] + 6) for m in marks]]
    for mark in sorted(marks, key=lambda m: m["x"]):
        size = _width(mark["label"])
        right = mark["x"] + GAP + size <= WIDTH - 4
        start = mark["x"] + GAP if right else max(left, mark["x"] - GAP - size)
        span = (start - 2, start + size + 2)
        lane = next((n for n, taken in enumerate(lanes)
                     if all(span[1] <= a or span[0] >= b for a, b in taken)), len(lanes))
        if lane == len(lanes):
            lanes.append([])
        lanes[lane].append(span)
        mark.update(lane=lane, tx=round(start if right else start + size, 1),
                    anchor="start" if right else "end")
    return max(1, len(lanes))


def timeline(tally: dict[str, Any], w: dict[str, str], verdict: Verdict) -> dict[str, Any]:
    """The chart of one tally: who voted whom, when, which votes counted and why not."""
    votes = [v for v in tally.get("votes", []) if v.get("time") and v.get("kind") in ("vote", "abstain", "unvote")]
    times = [_moment(v["time"]) for v in votes]
    window = tally.get("window", {})
    start = _moment(window.get("opens")) or (min(times) if times else None)
    end = _moment(window.get("closes")) or (max(times) if times else None)
    voters = list(dict.fromkeys(v["voter"] for v in votes))
    targets = list(dict.fromkeys(v["target"] for v in votes if v.get("target")))
    colour = {t: _PALETTE[i % len(_PALETTE)] for i, t in enumerate(targets)}
    span = (end - start).total_seconds() if start and end and end > start else 1.0
    left = max(LEFT, GAP * 2 + max((_width(v) for v in voters), default=0))

    def x(moment: datetime) -> float:
        return round(left + (WIDTH - left - RIGHT) * max(0.0, min(1.0, (moment - start).total_seconds() / span)), 1)

    marks = [{"x": x(moment), "voter": vote["voter"], "label": _label(vote, w),
              "colour": colour.get(vote.get("target") or "", "#4a4a4a"),
              "counted": vote.get("status") == "counted", "verdict": verdict(vote),
              "clock": moment.strftime("%H:%M"), "permalink": vote.get("permalink") or ""}
             for vote, moment in zip(votes, times)]
    rows, y = [], TOP
    for voter in voters:
        own = [m for m in marks if m["voter"] == voter]
        lines = _place(own, left)
        middle = y + LINE // 2
        for mark in own:
            mark.update(y=middle, ty=middle + 4 + LINE * mark["lane"])
        rows.append({"name": voter, "y": middle})
        y += LINE * lines + 8
    ticks = [{"x": x(m), "clock": m.strftime("%H:%M")} for m in (start, end) if m]
    return {"day": tally.get("day"), "runoff": tally.get("ballot") == "runoff",
            "burned": tally.get("burned"), "width": WIDTH, "height": y + 20, "left": left,
            "rows": rows, "marks": marks, "ticks": ticks,
            "legend": [{"name": t, "colour": colour[t]} for t in targets]}
