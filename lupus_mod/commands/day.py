"""`lupus-mod day D`: apply day D and write the post announcing the burn (and the end)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import FORCE_OPTION, GAME_OPTION, JSON_OPTION, app, broken_posts, echo_warnings, emit_report, guarded
from lupus_mod.play.elections import unsettled_elections
from lupus_mod.play.game import load_game
from lupus_mod.play.game_over import refuse_after_end
from lupus_mod.lifecycle.day_report import day_report, write_day


@app.command()
def day(
    number: int = typer.Argument(..., metavar="D", help="The day's number (day D follows the D-th night played)."),
    game_dir: Path = GAME_OPTION,
    as_json: bool = JSON_OPTION,
    force: bool = FORCE_OPTION,
) -> None:
    """Apply day D (days/D.toml) and write out/day-D/thread.bbcode and gm-log.md."""
    def action() -> None:
        game = load_game(game_dir)
        refuse_after_end(game, "day", str(number), force)
        report = day_report(game, number)
        summary = report.pop("summary")
        written = write_day(game, report)
        echo_warnings(unsettled_elections(game, up_to=number), as_json)
        if summary.strip() and not as_json:
            typer.echo(summary.rstrip("\n"), err=True)
        emit_report(report, written, as_json, broken_posts(game, written))
    guarded(action, writes=game_dir, as_json=as_json)
