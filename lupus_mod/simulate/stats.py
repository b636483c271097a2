"""Many games summed up: win rates with their 95 % intervals, game lengths, deaths.

Pure: outcomes in, plain data out (the terminal table, --json and the HTML page read it).
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Any, Iterable

from lupus_mod.rules.spec import Ruleset
from lupus_mod.simulate.play import Outcome

Z95 = 1.959964


def wilson(successes: int, n: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (good near 0 and 1, unlike ±1.96σ)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = p + Z95 ** 2 / (2 * n)
    spread = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n))
    scale = 1 + Z95 ** 2 / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def result_label(outcome: Outcome) -> tuple[str, ...]:
    """What one game's end counts as: its winning factions and solo roles, or its condition."""
    if outcome.dead_end:
        return ("dead-end",)
    return tuple(outcome.winners) + tuple(f"role:{r}" for r in outcome.solo) or \
        tuple(f"condition:{c}" for c in outcome.conditions)


class Summary:
    """Running totals over outcomes, in the order they come (merging is order-free)."""

    def __init__(self) -> None:
        self.games = 0
        self.wins: Counter[str] = Counter()
        self.lengths: Counter[int] = Counter()
        self.deaths: Counter[tuple[str, str, int]] = Counter()
        self.dead_ends = 0
        self.scores: Counter[tuple[str, int]] = Counter()   # (score, value at the end) -> games

    def add(self, outcomes: Iterable[Outcome]) -> "Summary":
        for o in outcomes:
            self.games += 1
            self.wins.update(result_label(o))
            self.lengths[o.nights] += 1
            self.deaths.update(o.deaths)
            self.dead_ends += o.dead_end
            self.scores.update(o.scores)
        return self

    def _scores(self, ruleset: Ruleset) -> list[dict[str, Any]]:
        """A loop's team scores at the end of the games that ended (the witch points)."""
        rows = []
        for score in ruleset.loop.scores:
            spread = {v: n for (k, v), n in sorted(self.scores.items()) if k == score.id}
            ended = sum(spread.values())
            if ended:
                rows.append({"id": score.id, "name": score.name,
                             "mean": sum(v * n for v, n in spread.items()) / ended,
                             "distribution": {str(v): n for v, n in spread.items()}})
        return rows

    def report(self, ruleset: Ruleset) -> dict[str, Any]:
        def name(label: str) -> str:
            kind, _, key = label.partition(":")
            if kind == "role":
                return ruleset.role(key).name
            if kind == "condition":
                return next((w.description for w in ruleset.wins if w.id == key), key)
            return "dead-end" if label == "dead-end" else ruleset.faction_name(label)
        rows = []
        for label, won in sorted(self.wins.items(), key=lambda kv: (-kv[1], kv[0])):
            low, high = wilson(won, self.games)
            rows.append({"id": label, "name": name(label), "wins": won,
                         "rate": won / self.games if self.games else 0.0, "low": low, "high": high})
        causes: Counter[str] = Counter()
        for (cause, _, _), n in self.deaths.items():
            causes[cause] += n
        return {"games": self.games, "results": rows,
                "length": {str(k): v for k, v in sorted(self.lengths.items())},
                "deaths_by_cause": dict(sorted(causes.items(), key=lambda kv: (-kv[1], kv[0]))),
                "deaths_by_phase": [{"cause": c, "phase": k, "index": i, "deaths": n}
                                    for (c, k, i), n in sorted(self.deaths.items(), key=lambda kv: (kv[0][2], kv[0][1], kv[0][0]))],
                "scores": self._scores(ruleset),
                "dead_ends": self.dead_ends,
                "dead_end_rate": self.dead_ends / self.games if self.games else 0.0}
