"""`lupus-mod check`: list every problem of the game folder; exit 1 if there is any."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.checks import folder_problems, problems_json
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.game import load_game
from lupus_mod.refusal_warnings import refusal_warnings


@app.command()
def check(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION) -> None:
    """Check the game folder: TOML, ids, names, every night's orders."""
    def action() -> tuple[list, list]:
        game = load_game(game_dir)
        problems = folder_problems(game)
        # The rules' refusals are known only once every file reads.
        return problems, [] if problems else refusal_warnings(game)
    problems, warnings = guarded(action)
    if as_json:
        emit_json({"ok": not problems, "problems": problems_json(problems),
                   "warnings": [w.as_dict() for w in warnings]})
    else:
        for problem in problems:
            typer.echo(problem.render())
        for warning in warnings:
            typer.echo(warning.render())
        typer.echo("ok: no problems found" if not problems else f"{len(problems)} problem(s)")
    if problems:
        raise typer.Exit(1)
