"""`lupus-mod thread D`: every post of day D's window as read, with the vote forms found."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.errors import TallyError
from lupus_mod.messages import say
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, echo_shown, emit_json, guarded
from lupus_mod.commands.tally import (FROM_OPTION, HTML_OPTION, PAGES_ARGUMENT, REFRESH_OPTION,
                                      UNTIL_OPTION, URL_OPTION, saved_pages)
from lupus_mod.forum.progress import progress_bar
from lupus_mod.play.game import load_game
from lupus_mod.tally.count import TallyRequest, run_thread


@app.command()
def thread(
    day: int = typer.Argument(..., metavar="DAY", help="The day whose posts to show."),
    pages: list[Path] = PAGES_ARGUMENT,
    game_dir: Path = GAME_OPTION,
    url: str = URL_OPTION,
    html: bool = HTML_OPTION,
    from_post: str = FROM_OPTION,
    until: str = UNTIL_OPTION,
    election: bool = typer.Option(False, "--election", help="Show the posts as read in the election of the ruleset's title (the Capitaine)."),
    runoff: bool = typer.Option(False, "--runoff", help="Show the posts as read in the runoff (second ballot) of day D."),
    revote: bool = typer.Option(False, "--revote", help="Show the posts as read in the new vote after a tied runoff of day D."),
    as_json: bool = JSON_OPTION,
    refresh: bool = REFRESH_OPTION,
) -> None:
    """Show every post of day DAY's window: author, time, edit, the text read, the votes found."""
    def action():
        if election and (runoff or revote):
            raise TallyError(say("tally.election-runoff"), hint=say("tally.thread-election-runoff-hint", day=day))
        request = TallyRequest(day, url, saved_pages("thread", day, pages, html), from_post, until,
                               refresh=refresh, election=election, runoff=runoff and not revote, revote=revote)
        with progress_bar() as progress:
            return run_thread(load_game(game_dir), request, progress=progress)
    outcome = guarded(action, writes=game_dir)
    emit_json(outcome.data) if as_json else echo_shown(outcome.table)
