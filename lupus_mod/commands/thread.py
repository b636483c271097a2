"""`lupus-mod thread D`: every post of day D's window as read, with the vote forms found."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.errors import TallyError
from lupus_mod.forum.progress import progress_bar
from lupus_mod.game import load_game
from lupus_mod.tally import TallyRequest, run_thread


@app.command()
def thread(
    day: int = typer.Argument(..., help="The day whose posts to show."),
    pages: list[Path] = typer.Argument(None, help="With --html: the saved pages, in order.", show_default=False),
    game_dir: Path = GAME_OPTION,
    url: str = typer.Option(None, "--url", help="Read this thread instead of the one in game.toml."),
    html: bool = typer.Option(False, "--html", help="Read the saved pages given after DAY, offline."),
    from_post: str = typer.Option(None, "--from", help="The post opening the day (id or permalink)."),
    until: str = typer.Option(None, "--until", help='The close, "YYYY-MM-DD HH:MM" (game time zone).'),
    as_json: bool = JSON_OPTION,
    refresh: bool = typer.Option(False, "--refresh", help="Fetch every page again, ignoring the cache."),
) -> None:
    """Show every post of day DAY's window: author, time, edit, the text read, the votes found."""
    request = TallyRequest(day, url, tuple(pages or ()) if html else (), from_post, until,
                           refresh=refresh)

    def action():
        if pages and not html:
            raise TallyError(f"{pages[0]}: saved pages are read only with --html",
                             hint=f"lupus-mod thread {day} --html PAGE...")
        with progress_bar() as progress:
            return run_thread(load_game(game_dir), request, progress=progress)
    outcome = guarded(action)
    emit_json(outcome.data) if as_json else typer.echo(outcome.table, nl=False)
