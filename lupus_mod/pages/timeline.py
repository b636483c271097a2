"""A day's votes as a timeline: one row per voter, a mark at each vote, drawn as SVG data.

Pure: the tally's JSON (lupus-mod tally --json, saved as out/day-D/tally.json) in, the rows,
marks and axis of the chart out; the template draws them.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

WIDTH, ROW, LEFT, RIGHT, TOP = 760, 26, 150, 20, 30
_PALETTE = ("#7a1f12", "#1d4ed8", "#166534", "#7c3aed", "#b45309", "#0f766e", "#be185d",
            "#374151")


def _moment(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


def timeline(tally: dict[str, Any], w: dict[str, str]) -> dict[str, Any]:
    """The chart of one tally: who voted whom, when, and which votes counted."""
    votes = [v for v in tally.get("votes", []) if v.get("time") and v.get("kind") in ("vote", "abstain", "unvote")]
    times = [_moment(v["time"]) for v in votes]
    window = tally.get("window", {})
    start = _moment(window.get("opens")) or (min(times) if times else None)
    end = _moment(window.get("closes")) or (max(times) if times else None)
    voters = list(dict.fromkeys(v["voter"] for v in votes))
    targets = list(dict.fromkeys(v["target"] for v in votes if v.get("target")))
    colour = {t: _PALETTE[i % len(_PALETTE)] for i, t in enumerate(targets)}
    span = (end - start).total_seconds() if start and end and end > start else 1.0

    def x(moment: datetime) -> float:
        return round(LEFT + (WIDTH - LEFT - RIGHT) * max(0.0, min(1.0, (moment - start).total_seconds() / span)), 1)

    marks = []
    for vote, moment in zip(votes, times):
        label = vote.get("target") or w["abstain" if vote["kind"] == "abstain" else "unvote"]
        marks.append({"x": x(moment), "y": TOP + ROW * voters.index(vote["voter"]) + ROW // 2,
                      "label": label, "colour": colour.get(vote.get("target") or "", "#4a4a4a"),
                      "counted": vote.get("status") == "counted", "voter": vote["voter"],
                      "clock": moment.strftime("%H:%M"), "permalink": vote.get("permalink") or ""})
    ticks = [{"x": x(m), "clock": m.strftime("%H:%M")} for m in (start, end) if m]
    return {"day": tally.get("day"), "runoff": tally.get("ballot") == "runoff",
            "burned": tally.get("burned"), "width": WIDTH,
            "height": TOP + ROW * max(1, len(voters)) + 20, "left": LEFT,
            "rows": [{"name": v, "y": TOP + ROW * i + ROW // 2} for i, v in enumerate(voters)],
            "marks": marks, "ticks": ticks,
            "legend": [{"name": t, "colour": colour[t]} for t in targets]}
