"""`lupus-mod check`: the pre-flight; errors exit 1, warnings exit 0 (1 with --strict)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.checks import preflight, problems_json
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded


@app.command()
def check(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION,
          strict: bool = typer.Option(False, "--strict", help="Exit 1 on warnings too."),
          secrets: bool = typer.Option(False, "--secrets", help="Also render every public post "
                                       "again with each hidden fact changed and list every "
                                       "sentence that would change (docs/gm-guide.md).")) -> None:
    """Check the game folder: every file, name and id, every night and day as the commands
    would run them; outputs older than their inputs; with --secrets, every leak."""
    report = guarded(lambda: preflight(game_dir))
    if secrets and not report.errors:
        from lupus_mod.game import load_game
        from lupus_mod.lifecycle.leaks import game_leaks
        report.errors += guarded(lambda: game_leaks(load_game(game_dir)))
    failed = bool(report.errors) or (strict and bool(report.warnings))
    if as_json:
        emit_json({"ok": not failed, "errors": problems_json(report.errors),
                   "warnings": problems_json(report.warnings)})
    else:
        for problem in report.errors:
            typer.echo(f"error: {problem.render()}")
        for problem in report.warnings:
            typer.echo(f"warning: {problem.render()}")
        typer.echo(_summary(len(report.errors), len(report.warnings)))
    if failed:
        raise typer.Exit(1)


def _summary(errors: int, warnings: int) -> str:
    if not errors and not warnings:
        return "ok: no problems found"
    return (f"{errors} error(s), {warnings} warning(s)" if errors
            else f"ok: no errors, {warnings} warning(s)")
