"""`lupus-mod tally D`: count day D's votes from the thread, write the post and the audit."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.errors import TallyError
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, echo_shown, emit_json, guarded
from lupus_mod.forum.progress import progress_bar
from lupus_mod.play.game import load_game
from lupus_mod.play.game_over import refuse_after_end
from lupus_mod.tally.count import TallyRequest, run_tally
from lupus_mod.messages import say, tell

# How the day's thread is read: shared by `tally` and `thread`.
PAGES_ARGUMENT = typer.Argument(None, help="With --html: the saved pages, in order.", show_default=False,
                                metavar="PAGES")
URL_OPTION = typer.Option(None, "--url", help="Read this thread instead of the one in game.toml.")
HTML_OPTION = typer.Option(False, "--html", help="Read the saved pages given after DAY, offline.")
FROM_OPTION = typer.Option(None, "--from", help="The post opening the day (id or permalink).")
UNTIL_OPTION = typer.Option(None, "--until", help='The close, "YYYY-MM-DD HH:MM" (game time zone).')
REFRESH_OPTION = typer.Option(False, "--refresh", help="Fetch every page again, ignoring the cache.")


def saved_pages(command: str, day: int, pages: list[Path] | None, html: bool) -> tuple[Path, ...]:
    """The --html pages; pages given without --html are a clear error."""
    if pages and not html:
        raise TallyError(say("tally.pages-without-html", page=str(pages[0])),
                         hint=f"lupus-mod {command} {day} --html PAGE...")
    return tuple(pages or ())


@app.command()
def tally(
    day: int = typer.Argument(..., metavar="DAY", help="The day to count."),
    pages: list[Path] = PAGES_ARGUMENT,
    game_dir: Path = GAME_OPTION,
    url: str = URL_OPTION,
    html: bool = HTML_OPTION,
    from_post: str = FROM_OPTION,
    until: str = UNTIL_OPTION,
    record: bool = typer.Option(False, "--record", help="Write the result into days/D.toml."),
    force: bool = typer.Option(False, "--force", help="Count a day after the end of the game; with "
                               "--record: replace a different recorded result."),
    runoff: bool = typer.Option(False, "--runoff", help="Count the runoff (second ballot) of day D."),
    revote: bool = typer.Option(False, "--revote", help="Count the new vote after a tied runoff of day D."),
    election: bool = typer.Option(False, "--election", help="Count the election of the ruleset's title (the Capitaine)."),
    proposal: bool = typer.Option(False, "--proposal", help="Count the Sì/No vote on the mayor's pending proposal (Acchiappastreghe)."),
    as_json: bool = JSON_OPTION,
    refresh: bool = REFRESH_OPTION,
) -> None:
    """Count day DAY's votes; write out/day-DAY/tally.bbcode and tally-audit.md."""
    def action():
        if election and runoff:
            raise TallyError(say("tally.election-runoff"), hint=say("tally.election-runoff-hint", day=day))
        request = TallyRequest(day, url, saved_pages("tally", day, pages, html), from_post, until,
                               record, force, runoff, refresh, revote, election, proposal)
        game = load_game(game_dir)
        refuse_after_end(game, "tally", str(day), force)
        with progress_bar() as progress:
            return run_tally(game, request, progress=progress)
    outcome = guarded(action, writes=game_dir, as_json=as_json)
    emit_json(outcome.data) if as_json else echo_shown(outcome.table)
    typer.echo("\n".join(tell("cli.wrote", path=str(p)) for p in (*outcome.written, *filter(None, [outcome.recorded]))), err=True)
    if outcome.unsettled is not None:
        typer.echo(tell("cli.warning", problem=outcome.unsettled.render()), err=True)
