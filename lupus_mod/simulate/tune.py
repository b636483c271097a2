"""Balance as a tool: the values a ruleset declares tunable (`[[tune]]`: a `[tables]` entry or a
role's count, with the values to try), each tried at each size over the same seeds, and the
one whose win rate for a side is closest to an even game chosen (docs/simulate.md, "balance").

    search(text, spec, sizes, names, side, strategy, seed, games, jobs) -> Search

The games go through runner.run (sharded by seed over the process pool), so a search gives the
same numbers for a seed whatever --jobs. `table_line` rewrites one `[tables]` line of a
roles.toml's text: the same edit plays a tried value and writes a chosen one (--write).
"""
from __future__ import annotations

import itertools
import re
import tomllib
from dataclasses import dataclass

from lupus_mod.errors import RulesetError
from lupus_mod.lifecycle.composition import role_counts
from lupus_mod.messages import say
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.simulate import runner
from lupus_mod.simulate.play import Setup, vote_rules
from lupus_mod.simulate.stats import wilson


@dataclass(frozen=True)
class Tunable:
    id: str
    kind: str                   # "table" (a [tables] entry) or "count" (a role's count)
    target: str                 # the table's key or the role's id
    values: tuple[int, ...]
    filler: str = ""            # a count: the role that takes up the difference


@dataclass(frozen=True)
class Point:
    players: int
    values: tuple[tuple[str, int], ...]     # tunable id -> the value tried
    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


@dataclass(frozen=True)
class Search:
    side: str
    points: tuple[Point, ...]

    def chosen(self) -> dict[int, Point]:
        """Per size, the point closest to an even game (the first tried on a tie)."""
        best: dict[int, Point] = {}
        for point in self.points:
            if point.players not in best or abs(point.rate - 0.5) < abs(best[point.players].rate - 0.5):
                best[point.players] = point
        return best


def tunables(data: dict, shown: str) -> tuple[Tunable, ...]:
    """The ruleset's `[[tune]]` entries, each checked against its tables and roles."""
    entries = data.get("tune", [])
    roles = {r.get("id") for r in data.get("role", []) if isinstance(r, dict)}
    tables = data.get("tables", {})
    found = []
    for n, entry in enumerate(entries if isinstance(entries, list) else [entries]):
        if not isinstance(entry, dict) or set(entry) - {"id", "table", "count", "values", "filler"} or \
                ("table" in entry) == ("count" in entry):
            raise RulesetError(say("simulate-gm.tune-entry", n=n + 1), file=shown,
                               hint='[[tune]]\ntable = "sigilli"\nvalues = [2, 3, 4]')
        kind = "table" if "table" in entry else "count"
        target = str(entry[kind])
        values = entry.get("values")
        if not isinstance(values, list) or not values or not all(isinstance(v, int) for v in values):
            raise RulesetError(say("simulate-gm.tune-values", n=n + 1, target=target), file=shown,
                               hint="values = [1, 2, 3]")
        if (kind == "table" and target not in tables) or (kind == "count" and target not in roles):
            raise RulesetError(say("simulate-gm.tune-target", n=n + 1, kind=kind, target=target), file=shown,
                               hint=say("simulate.one-of", values=", ".join(sorted(tables if kind == "table" else roles))))
        found.append(Tunable(str(entry.get("id", target)), kind, target, tuple(values), str(entry.get("filler", ""))))
    return tuple(found)


def table_line(text: str, key: str, rows: dict[int, int], shown: str) -> str:
    """`text` with the `[tables]` line `key = {…}` replaced by `rows` (by number of players)."""
    lines = text.splitlines(keepends=True)
    section = ""
    for n, line in enumerate(lines):
        head = re.match(r"\s*\[([^\[\]]+)\]\s*$", line)
        if head:
            section = head.group(1).strip()
        elif section == "tables" and re.match(rf"\s*{re.escape(key)}\s*=", line):
            if "{" not in line or "}" not in line:
                raise RulesetError(say("simulate-gm.tune-one-line", key=key),
                                   file=shown, line=n + 1, hint=f"{key} = {{ 4 = 2, 7 = 3 }}")
            body = ", ".join(f"{k} = {v}" for k, v in sorted(rows.items()))
            lines[n] = f"{key} = {{ {body} }}\n"
            return "".join(lines)
    raise RulesetError(say("simulate-gm.tune-no-line", key=key), file=shown,
                       hint=f"[tables]\n{key} = {{ 4 = 2 }}")


def _counts(ruleset, size: int, tried: dict[Tunable, int], shown: str) -> tuple[tuple[str, int], ...]:
    counts = role_counts(ruleset, size)
    for tunable, value in tried.items():
        if tunable.kind != "count":
            continue
        filler = tunable.filler or str(ruleset.composition.get("filler", "")) or \
            next(iter(ruleset.composition.get("add", ())), "")
        counts[filler] = counts.get(filler, 0) + counts.get(tunable.target, 0) - value
        counts[tunable.target] = value
        if not filler or counts[filler] < 0:
            raise RulesetError(say("simulate-gm.tune-filler", target=tunable.target, value=value, size=size,
                                   filler=filler or say("simulate-gm.tune-a-filler")), file=shown,
                               hint=say("simulate-gm.tune-filler-hint"))
    return tuple((r.id, counts[r.id]) for r in ruleset.roles if counts.get(r.id))


def setting(text: str, size: int, tried: dict[Tunable, int], shown: str) -> tuple[str, Setup]:
    """The ruleset's text and setup at `size` with the values tried."""
    for tunable, value in tried.items():
        if tunable.kind == "table":
            text = table_line(text, tunable.target, {size: value}, shown)
    data = tomllib.loads(text)
    ruleset = ruleset_from_dict(data)
    return text, Setup(ruleset, _counts(ruleset, size, tried, shown), size, False, vote_rules(data))


def search(text: str, shown: str, sizes: tuple[int, ...], names: tuple[str, ...], side: str,
           strategy: str, seed: int, games: int, jobs: int, progress=None) -> Search:
    """Every combination of the chosen tunables' values at every size, over the same seeds."""
    declared = tunables(tomllib.loads(text), shown)
    chosen = [t for t in declared if not names or t.id in names]
    unknown = set(names) - {t.id for t in declared}
    if unknown or not chosen:
        raise RulesetError(say("simulate-gm.tune-unknown", id=sorted(unknown)[0]) if unknown
                           else say("simulate-gm.tune-nothing"), file=shown,
                           hint=say("simulate-gm.tune-declared", ids=", ".join(t.id for t in declared))
                           if declared else say("simulate-gm.tune-none"))
    points = []
    for size in sizes:
        for combo in itertools.product(*(t.values for t in chosen)):
            tried = dict(zip(chosen, combo))
            played, setup = setting(text, size, tried, shown)
            summary = runner.run(played, setup, strategy, seed, games, jobs, progress=progress)
            points.append(Point(size, tuple((t.id, v) for t, v in tried.items()), summary.wins[side], games))
    return Search(side, tuple(points))


def written(text: str, shown: str, result: Search, declared: tuple[Tunable, ...]) -> str:
    """`text` with each tuned table set, at each size searched, to the value chosen there (the
    sizes not searched keep their value). A count is not a table: it is told, not written."""
    tables = tomllib.loads(text).get("tables", {})
    by_id = {t.id: t for t in declared}
    best = result.chosen()
    for tid in dict(next(iter(best.values())).values) if best else ():
        tunable = by_id[tid]
        if tunable.kind != "table":
            continue
        if tunable.target not in tables:
            raise RulesetError(say("simulate-gm.tune-no-table", table=tunable.target), file=shown,
                               hint=f"[tables]\n{tunable.target} = {{ 4 = 2 }}")
        rows = {int(k): int(v) for k, v in tables[tunable.target].items()}
        # one size past the search keeps the old value for the sizes above it
        every = {n: _at(rows, n) for n in range(min(rows), max(*rows, max(best) + 1) + 1)}
        every.update({n: dict(p.values)[tid] for n, p in best.items()})
        text = table_line(text, tunable.target, _steps(every), shown)
    return text


def _at(rows: dict[int, int], players: int) -> int:
    """A table's value: the largest key not above the number of players (rules/loop.py)."""
    return rows[max((k for k in rows if k <= players), default=min(rows))]


def _steps(every: dict[int, int]) -> dict[int, int]:
    """A value per size written as the table's steps: a key only where the value changes."""
    steps: dict[int, int] = {}
    for n, value in sorted(every.items()):
        if not steps or list(steps.values())[-1] != value:
            steps[n] = value
    return steps
