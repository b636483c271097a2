"""A simulation as the command runs it: plan, play with a progress bar, sum up, write the page."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lupus_mod.simulate import runner
from lupus_mod.simulate.setup import plan_from_game, plan_from_ruleset
from lupus_mod.simulate.view import chart, table


@dataclass(frozen=True)
class Simulation:
    data: dict[str, Any]
    table: str


def _progress():
    """A bar on stderr while the games are played (--json stays clean; none off a terminal)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    console = Console(stderr=True)
    return Progress(BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                    transient=True, disable=not console.is_terminal)


def simulate_plan(ruleset: str | None, game_dir: Path | None, players: int | None,
                  counts: tuple[str, ...], games: int, strategy: str, seed: int, jobs: int,
                  day_first: bool, html: Path | None) -> Simulation:
    from lupus_mod.folder import write_atomic
    from lupus_mod.pages.html import render_page, words

    plan = plan_from_game(game_dir) if game_dir is not None else \
        plan_from_ruleset(ruleset or "", players, counts, day_first)
    setup = plan.setup
    w = words(setup.ruleset.language)
    with _progress() as bar:
        task = bar.add_task("", total=games)
        summary = runner.run(plan.text, setup, strategy, seed, games, jobs,
                             progress=lambda n: bar.advance(task, n), game_dir=plan.game_dir)
    report = summary.report(setup.ruleset)
    heading = f"{setup.ruleset.name} — {setup.players} {w['sim-players']}, {games} {w['sim-games']}, " \
              f"{w['sim-strategy']} {strategy}" + (f", {w['sim-day-first']}" if setup.day_first else "") + \
              (f" ({w['sim-from']} {game_dir})" if game_dir is not None else "")
    data = {"ruleset": setup.ruleset.id, "players": setup.players, "counts": dict(setup.counts),
            "strategy": strategy, "seed": seed, "day_first": setup.day_first, **report}
    if html is not None:
        write_atomic(html, render_page("simulate.html.j2", setup.ruleset.language, None,
                                       heading=heading, report=report, strategy=strategy,
                                       c=chart(report, w)))
    return Simulation(data, table(report, w, heading))
