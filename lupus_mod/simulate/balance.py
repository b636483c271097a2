"""`balance` as one call: the options checked, the search run (simulate/tune.py), and what the
command shows of it — the notes, the table, the JSON — worded from the ruleset's language.

    balanced(ask) -> Balanced        # checks and searches; rewrites no file
    notes(result, words), table(result, words), as_json(result)
"""
from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lupus_mod.errors import GameFolderError
from lupus_mod.messages import say
from lupus_mod.simulate.bots import STRATEGIES
from lupus_mod.simulate.setup import Plan, plan_from_ruleset
from lupus_mod.simulate.tune import Point, Search, Tunable, search, tunables, written


@dataclass(frozen=True)
class Ask:
    """The command's options as given."""
    ruleset: str
    players: str
    tune: tuple[str, ...]
    side: str
    games: int
    strategy: str
    seed: int
    jobs: int
    write: Path | None


@dataclass(frozen=True)
class Balanced:
    ask: Ask
    plan: Plan
    found: Search
    declared: tuple[Tunable, ...]
    rewritten: str | None       # the roles.toml of --write with the chosen tables, else None

    @property
    def best(self) -> dict[int, Point]:
        return self.found.chosen()


def balanced(ask: Ask) -> Balanced:
    """Check the options, search, and (with --write) the game's roles.toml rewritten, unwritten."""
    if ask.strategy not in STRATEGIES:
        raise GameFolderError(say("simulate.strategy", strategy=ask.strategy), file="--strategy",
                              hint=say("simulate.one-of", values=", ".join(STRATEGIES)))
    sizes = _sizes(ask.players)
    plan = plan_from_ruleset(ask.ruleset, sizes[0], (), False)
    factions = [f.id for f in plan.setup.ruleset.factions]
    if ask.side and ask.side not in factions:
        raise GameFolderError(say("simulate-gm.no-faction", side=ask.side), file="--side",
                              hint=say("simulate.one-of", values=", ".join(factions)))
    target = ask.write / "roles.toml" if ask.write is not None else None
    if target is not None and not target.is_file():
        raise GameFolderError(say("simulate-gm.no-roles"), file=str(ask.write), hint=say("simulate-gm.no-roles-hint"))
    found = search(plan.text, ask.ruleset, sizes, ask.tune, ask.side or factions[0], ask.strategy, ask.seed,
                   ask.games, ask.jobs or os.cpu_count() or 1)
    declared = tunables(tomllib.loads(plan.text), ask.ruleset)
    rewritten = (written(target.read_text(encoding="utf-8"), str(target), found, declared)
                 if target is not None else None)
    return Balanced(ask, plan, found, declared, rewritten)


def _sizes(spec: str) -> tuple[int, ...]:
    low, _, high = spec.partition("-")
    try:
        first, last = int(low), int(high or low)
    except ValueError:
        first, last = 0, -1
    if first < 1 or last < first:
        raise GameFolderError(say("simulate-gm.players", spec=spec), file="--players",
                              hint=say("simulate-gm.players-hint"))
    return tuple(range(first, last + 1))


def _values(point: Point, keep=lambda key: True) -> str:
    return ", ".join(f"{k}={v}" for k, v in point.values if keep(k))


def notes(result: Balanced, w: dict[str, str]) -> list[str]:
    """What the terminal says beside the table: a count chosen is told (a count is not a
    table: it is never written), then what --write wrote or that nothing was."""
    counts = {t.id: t for t in result.declared if t.kind == "count"}
    said = [w["not-written"].format(players=n, role=counts[k].target, value=v)
            for n, p in result.best.items() for k, v in p.values if k in counts]
    if result.ask.write is None:
        return [*said, w["dry"]]
    tables = "; ".join(f"{n}: " + _values(p, lambda k: k not in counts) for n, p in result.best.items())
    return [*said, w["wrote"].format(file=result.ask.write / "roles.toml", tables=tables)]


def table(result: Balanced, w: dict[str, str]) -> str:
    """The curve: a row per point tried, the chosen one marked at each size."""
    rs = result.plan.setup.ruleset
    side = rs.faction_name(result.found.side)
    ask = result.ask
    heading = w["heading"].format(ruleset=rs.name, side=side, games=ask.games, strategy=ask.strategy, seed=ask.seed)
    rows = [(w["players"], w["values"], w["rate"].format(side=side), w["interval"], "")]
    for p in result.found.points:
        low, high = p.interval
        rows.append((str(p.players), _values(p), f"{p.rate:.1%}", f"{low:.1%} – {high:.1%}",
                     w["chosen"] if result.best[p.players] is p else ""))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(c.ljust(n) for c, n in zip(r, widths)).rstrip() for r in rows]
    return f"{heading}\n\n" + "\n".join(lines) + "\n"


def as_json(result: Balanced) -> dict[str, Any]:
    ask = result.ask
    return {"ruleset": result.plan.setup.ruleset.id, "side": result.found.side, "strategy": ask.strategy,
            "seed": ask.seed, "games": ask.games,
            "points": [{"players": p.players, "values": dict(p.values), "wins": p.wins, "games": p.games,
                        "rate": p.rate, "low": p.interval[0], "high": p.interval[1]} for p in result.found.points],
            "chosen": {str(n): dict(p.values) for n, p in result.best.items()},
            "written": str(ask.write / "roles.toml") if ask.write is not None else None}
