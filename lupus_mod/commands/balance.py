"""`lupus-mod balance`: the values a ruleset declares tunable ([[tune]]), searched at each size
for the one closest to an even game; written into a game's roles.toml only with --write."""
from __future__ import annotations

import os
import tomllib
from pathlib import Path

import typer

from lupus_mod.commands.app import JSON_OPTION, app, emit_json, guarded
from lupus_mod.messages import say


def _sizes(spec: str) -> tuple[int, ...]:
    from lupus_mod.errors import GameFolderError
    low, _, high = spec.partition("-")
    try:
        first, last = int(low), int(high or low)
    except ValueError:
        first, last = 0, -1
    if first < 1 or last < first:
        raise GameFolderError(say("simulate-gm.players", spec=spec), file="--players",
                              hint=say("simulate-gm.players-hint"))
    return tuple(range(first, last + 1))


def _table(search, w: dict[str, str], heading: str, side_name: str) -> str:
    best = search.chosen()
    rows = [(w["players"], w["values"], w["rate"].format(side=side_name), w["interval"], "")]
    for p in search.points:
        low, high = p.interval
        rows.append((str(p.players), ", ".join(f"{k}={v}" for k, v in p.values), f"{p.rate:.1%}",
                     f"{low:.1%} – {high:.1%}", w["chosen"] if best[p.players] is p else ""))
    widths = [max(len(r[i]) for r in rows) for i in range(5)]
    lines = ["  ".join(c.ljust(n) for c, n in zip(r, widths)).rstrip() for r in rows]
    return f"{heading}\n\n" + "\n".join(lines) + "\n"


@app.command()
def balance(
    ruleset: str = typer.Option(..., "--ruleset", help="A built-in ruleset id or a roles.toml path."),
    players: str = typer.Option(..., "--players", help="A number of players, or a range: 6-12."),
    tune: list[str] = typer.Option([], "--tune", metavar="NAME", help="A [\\[tune]] entry to search (repeatable; default: all)."),
    side: str = typer.Option("", "--side", help="The faction whose rate should be even (default: the first)."),
    games: int = typer.Option(300, "--games", min=1, help="Games per value and size."),
    strategy: str = typer.Option("informed", "--strategy", help="The bots: random or informed."),
    seed: int = typer.Option(1, "--seed", help="The seed: the same seed gives the same search."),
    jobs: int = typer.Option(0, "--jobs", help="Processes (default: every core)."),
    write: Path = typer.Option(None, "--write", help="A game folder whose roles.toml gets the chosen tables."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Search the values a ruleset declares tunable for the game closest to even at each size,
    with the curve of win rates and their 95 % intervals."""
    from lupus_mod.errors import GameFolderError
    from lupus_mod.inputs.folder import write_atomic
    from lupus_mod.words.render import labels
    from lupus_mod.simulate.bots import STRATEGIES
    from lupus_mod.simulate.setup import plan_from_ruleset
    from lupus_mod.simulate.tune import search, tunables, written

    def action():
        if strategy not in STRATEGIES:
            raise GameFolderError(say("simulate.strategy", strategy=strategy), file="--strategy",
                                  hint=say("simulate.one-of", values=", ".join(STRATEGIES)))
        sizes = _sizes(players)
        plan = plan_from_ruleset(ruleset, sizes[0], (), False)
        factions = [f.id for f in plan.setup.ruleset.factions]
        if side and side not in factions:
            raise GameFolderError(say("simulate-gm.no-faction", side=side), file="--side",
                                  hint=say("simulate.one-of", values=", ".join(factions)))
        if write is not None and not (write / "roles.toml").is_file():
            raise GameFolderError(say("simulate-gm.no-roles"), file=str(write), hint=say("simulate-gm.no-roles-hint"))
        found = search(plan.text, ruleset, sizes, tuple(tune), side or factions[0], strategy, seed,
                       games, jobs or os.cpu_count() or 1)
        return plan, found

    plan, found = guarded(action)
    rs = plan.setup.ruleset
    w = labels(rs.language)["balance"]
    side_id = found.side
    best = found.chosen()
    declared = tunables(tomllib.loads(plan.text), ruleset)
    counts = {t.id: t for t in declared if t.kind == "count"}
    notes = [w["not-written"].format(players=n, role=counts[k].target, value=v)
             for n, p in best.items() for k, v in p.values if k in counts]
    if write is not None:
        target = write / "roles.toml"
        text = guarded(lambda: written(target.read_text(encoding="utf-8"), str(target), found, declared))
        write_atomic(target, text)
        notes.append(w["wrote"].format(file=target, tables="; ".join(
            f"{n}: " + ", ".join(f"{k}={v}" for k, v in p.values if k not in counts) for n, p in best.items())))
    else:
        notes.append(w["dry"])
    for note in notes:
        typer.echo(note, err=True)
    if as_json:
        emit_json({"ruleset": rs.id, "side": side_id, "strategy": strategy, "seed": seed, "games": games,
                   "points": [{"players": p.players, "values": dict(p.values), "wins": p.wins, "games": p.games,
                               "rate": p.rate, "low": p.interval[0], "high": p.interval[1]} for p in found.points],
                   "chosen": {str(n): dict(p.values) for n, p in best.items()},
                   "written": str(write / "roles.toml") if write is not None else None})
        return
    heading = w["heading"].format(ruleset=rs.name, side=rs.faction_name(side_id), games=games,
                                  strategy=strategy, seed=seed)
    typer.echo(_table(found, w, heading, rs.faction_name(side_id)), nl=False)
