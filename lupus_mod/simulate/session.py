"""A simulation as the command runs it: plan, play with a progress bar, sum up, write the page."""
from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from lupus_mod.messages import say
from lupus_mod.simulate import runner
from lupus_mod.simulate.setup import plan_from_game, plan_from_ruleset
from lupus_mod.simulate.view import chart, table


@dataclass(frozen=True)
class Simulation:
    """What `simulate` prints: the numbers (--json), the table, and on stderr the path the
    games took with its speed (the speed is the only figure that is not the same every run)."""
    data: dict[str, Any]
    table: str
    path_line: str = ""


def game_path(setup, strategy: str, from_game: bool) -> tuple[str, str]:
    """Which way the games are played (play.play_game's choice) and, off the fast path, why:
    "loop", "fast-compiled", "fast-pure" or "resolver"."""
    from lupus_mod.simulate import fastplay
    from lupus_mod.simulate.play import FAST_STRATEGIES, compiled
    if setup.ruleset.loop.declared:
        return "loop", ""
    if from_game:
        return "resolver", "from a game folder's present"
    if strategy not in FAST_STRATEGIES:
        return "resolver", f"strategy {strategy!r}"
    unsupported = compiled(setup).unsupported
    if unsupported:
        return "resolver", unsupported
    return ("fast-pure" if Path(fastplay.__file__).suffix == ".py" else "fast-compiled"), ""


def _progress():
    """A bar on stderr while the games are played (--json stays clean; none off a terminal)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn
    console = Console(stderr=True)
    return Progress(BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                    transient=True, disable=not console.is_terminal)


def _impact(plan, strategy: str, seed: int, games: int, jobs: int, base: dict[str, Any],
            advance) -> list[dict[str, Any]]:
    """Each role with a power against its faction's plain card, over the same seeds."""
    from lupus_mod.simulate.impact import variants
    ruleset = plan.setup.ruleset
    rates = {r["id"]: r for r in base["results"]}
    rows = []
    for role, other, setup in variants(plan.setup):
        without = runner.run(plan.text, setup, strategy, seed, games, jobs, progress=advance).report(ruleset)
        faction = ruleset.role(role).faction
        after = next((r for r in without["results"] if r["id"] == faction), None)
        rows.append({"role": ruleset.role(role).name, "stand_in": ruleset.role(other).name,
                     "faction": ruleset.faction_name(faction),
                     "with": rates.get(faction, {}).get("rate", 0.0),
                     "without": after["rate"] if after else 0.0})
    return rows


def simulate_plan(ruleset: str | None, game_dir: Path | None, players: int | None,
                  counts: tuple[str, ...], games: int, strategy: str, seed: int, jobs: int,
                  day_first: bool, html: Path | None, impact: bool = False) -> Simulation:
    from lupus_mod.inputs.folder import write_atomic
    from lupus_mod.pages.html import render_page, words

    plan = plan_from_game(game_dir) if game_dir is not None else \
        plan_from_ruleset(ruleset or "", players, counts, day_first)
    setup = plan.setup
    loop = setup.ruleset.loop
    if loop.declared and day_first:
        from lupus_mod.errors import RulesetError
        raise RulesetError(say("simulate-gm.own-phases", ruleset=setup.ruleset.name, phase=loop.phases[0].name),
                           file="--day-first", hint=say("simulate-gm.own-phases-hint", id=setup.ruleset.id))
    w = words(setup.ruleset.language)
    if loop.declared:
        # the length in turns of the loop, the frogs and the hunted instead of deaths
        w = {**w, **{k: w[f"{k}-loop"] for k in ("sim-length", "sim-night", "sim-nights", "sim-deaths")}}
    from lupus_mod.simulate.impact import variants
    total = games * (1 + (len(variants(setup)) if impact and not plan.game_dir else 0))
    path, why = game_path(setup, strategy, bool(plan.game_dir))
    began = time.perf_counter()
    with _progress() as bar:
        task = bar.add_task("", total=total)
        advance = lambda n: bar.advance(task, n)   # noqa: E731
        summary = runner.run(plan.text, setup, strategy, seed, games, jobs, progress=advance,
                             game_dir=plan.game_dir)
        rate = games / max(time.perf_counter() - began, 1e-9)
        report = summary.report(setup.ruleset)
        if impact and not plan.game_dir:
            report["impact"] = _impact(plan, strategy, seed, games, jobs, report, advance)
    heading = f"{setup.ruleset.name} — {setup.players} {w['sim-players']}, {games} {w['sim-games']}, " \
              f"{w['sim-strategy']} {strategy}" + (f", {w['sim-day-first']}" if setup.day_first else "") + \
              (f" ({w['sim-from']} {game_dir})" if game_dir is not None else "")
    data = {"ruleset": setup.ruleset.id, "players": setup.players, "counts": dict(setup.counts),
            "strategy": strategy, "seed": seed, "day_first": setup.day_first,
            "path": {"kind": path, "why": why}, **report}
    if html is not None:
        write_atomic(html, render_page("simulate.html.j2", setup.ruleset.language, None,
                                       heading=heading, report=report, strategy=strategy,
                                       c=chart(report, w)))
    from lupus_mod.words.wording import Wording
    speed = f"{rate:,.0f}".replace(",", w["sim-thousands"])
    # The causes as status says them: the game's own catalog, then a role's or power's name.
    wording = Wording(setup.ruleset, setup.ruleset.language, Path(plan.game_dir) if plan.game_dir else None)
    causes = {cause: wording.cause(cause) for cause in report["deaths_by_cause"]}
    return Simulation(data, table(report, w, heading, causes),
                      w["sim-path"].format(way=_way(w, path, why), speed=speed))


def _way(w: Mapping[str, str], path: str, why: str) -> str:
    """The path, and off the fast path the names of what it lacks (`why` names them quoted:
    "setting 'night_parity' of 'astrologo'"); its other words are for a developer (--json)."""
    names = re.findall(r"'([^']*)'", why) if path == "resolver" else []
    if not names:
        return w[f"sim-path-{path}"]
    return w["sim-path-resolver-what"].format(what=", ".join(w["sim-path-name"].format(name=n) for n in names))
