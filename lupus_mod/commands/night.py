"""`lupus-mod night N`: resolve a night and write the dawn post, private replies and GM log."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import (FORCE_OPTION, GAME_OPTION, JSON_OPTION, app, broken_posts, echo_warnings,
                                   emit_report, guarded, stopped_by_doubts)
from lupus_mod.play.elections import unsettled_elections
from lupus_mod.play.game import load_game
from lupus_mod.play.game_over import refuse_after_end
from lupus_mod.play.late_kept import late_not_kept
from lupus_mod.play.required_orders import missing_required
from lupus_mod.reports.night import night_report, write_night
from lupus_mod.play.replay import run_night


@app.command()
def night(
    label: str = typer.Argument(..., metavar="LABEL", help="The night's label (0, 1, 2, …)."),
    game_dir: Path = GAME_OPTION,
    as_json: bool = JSON_OPTION,
    accept_late: bool = typer.Option(False, "--accept-late", help="Apply orders sent after the deadline."),
    deadline: str = typer.Option(
        None, "--deadline", metavar="'YYYY-MM-DD HH:MM'",
        help="The night's powers deadline, when its log has no `# deadline:` line."),
    force: bool = FORCE_OPTION,
) -> None:
    """Resolve night LABEL and write out/night-LABEL/ (thread post, private replies, GM log).

    The terminal (stderr) shows the deadline used and every order not applied, and why. A line
    of the log that reads more than one way (a doubt) stops the night, exit status 4: the
    terminal shows each doubt first, with the line of nights/LABEL.overrides.toml that settles it."""
    def action() -> None:
        game = load_game(game_dir)
        refuse_after_end(game, "night", label, force)
        run = run_night(game, label, accept_late=accept_late, deadline=deadline)
        report = night_report(game, run)
        summary = report.pop("summary")
        written = write_night(game, report)
        echo_warnings(unsettled_elections(game, up_to=game.night_index(label) - 1), as_json)
        not_kept = late_not_kept(game, run, accept_late)
        report["late_not_kept"] = [{"file": p.file, "line": p.line, "message": p.message, "hint": p.hint}
                                   for p in not_kept]
        if not as_json:
            typer.echo(summary.rstrip("\n"), err=True)
        echo_warnings(not_kept, as_json)
        echo_warnings(missing_required(game, run), as_json)
        emit_report(report, written, as_json, broken_posts(game, written))
    guarded(stopped_by_doubts(action, game_dir, as_json), writes=game_dir, as_json=as_json)
