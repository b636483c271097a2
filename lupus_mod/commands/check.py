"""`lupus-mod check`: the pre-flight; errors exit 1, warnings exit 0 (1 with --strict)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.reports.checks import preflight, problems_json
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, PROVISIONAL, app, emit_json, guarded
from lupus_mod.messages import tell


@app.command()
def check(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION,
          strict: bool = typer.Option(False, "--strict", help="Exit 1 on warnings too."),
          secrets: bool = typer.Option(False, "--secrets", help="Also render every public post "
                                       "again with each hidden fact changed and list every "
                                       "sentence that would change (docs/gm-guide.md).")) -> None:
    """Check the game folder: every file, name and id, every night and day as the commands
    would run them; outputs older than their inputs; with --secrets, every leak."""
    report = guarded(lambda: preflight(game_dir))
    checked = None
    if secrets and not report.errors:
        from lupus_mod.play.game import load_game
        from lupus_mod.lifecycle.leaks import game_leaks, posts_checked
        game = load_game(game_dir)
        report.errors += guarded(lambda: game_leaks(game))
        checked = posts_checked(game)
    failed = bool(report.errors) or (strict and bool(report.warnings))
    if as_json:
        emit_json({"ok": not failed and not report.awaited, "errors": problems_json(report.errors),
                   "warnings": problems_json(report.warnings), "awaited": report.awaited,
                   **({"secrets_posts_checked": checked} if checked is not None else {})})
    else:
        for problem in report.errors:
            typer.echo(tell("cli.error", problem=problem.render()))
        for problem in report.warnings:
            typer.echo(tell("cli.warning", problem=problem.render()))
        for line in _awaited_lines(game_dir, report.awaited):
            typer.echo(line)
        if checked is not None and not report.errors:
            typer.echo(tell("check-secrets.clean", count=checked))
        typer.echo(_summary(len(report.errors), len(report.warnings), len(report.awaited)))
    if failed:
        raise typer.Exit(1)
    if report.awaited:
        raise typer.Exit(PROVISIONAL)


def _awaited_lines(game_dir: Path, rows: list[dict]) -> list[str]:
    """Each decision awaited, as `status` names it, and where its answer goes."""
    if not rows:
        return []
    from lupus_mod.play.game import load_game
    from lupus_mod.words.render import labels
    from lupus_mod.play.waits import answer_where
    game = load_game(game_dir)
    say = labels(game.language, game.dir).get("wait", {})
    return [say.get("check", "awaited: {file}: {what} — {how}").format(
        file=r["file"], how=answer_where(say, r),
        what=say.get("of", "{decision} ({who})").format(decision=r["name"], who=r["playing_as"]))
        for r in rows]


def _summary(errors: int, warnings: int, awaited: int = 0) -> str:
    if awaited and not errors:
        # Not "ok": the outputs of the phase waiting are PROVISOIRE (exit status PROVISIONAL).
        return tell("check-awaited.provisional", count=awaited, warnings=tell("check.warnings", count=warnings))
    if not errors and not warnings:
        return tell("check.ok")
    counted = tell("check.warnings", count=warnings)
    return (tell("check.failed", errors=tell("check.errors", count=errors), warnings=counted) if errors
            else tell("check.ok-warnings", warnings=counted))
