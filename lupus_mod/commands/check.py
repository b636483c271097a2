"""`lupus-mod check`: list every problem of the game folder; exit 1 if there is any."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.checks import folder_problems, problems_json
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.game import load_game
from lupus_mod.lifecycle.leaks import game_leaks


@app.command()
def check(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION,
          secrets: bool = typer.Option(False, "--secrets", help="Also render every public post "
                                       "again with each hidden fact changed and list every "
                                       "sentence that would change (docs/gm-guide.md).")) -> None:
    """Check the game folder: TOML, ids, names, every night's orders."""
    def action() -> list:
        return folder_problems(load_game(game_dir))
    problems = guarded(action)
    if secrets and not problems:
        problems = guarded(lambda: game_leaks(load_game(game_dir)))
    if as_json:
        emit_json({"ok": not problems, "problems": problems_json(problems)})
    else:
        for problem in problems:
            typer.echo(problem.render())
        typer.echo("ok: no problems found" if not problems else f"{len(problems)} problem(s)")
    if problems:
        raise typer.Exit(1)
