"""`lupus-mod report`: the end-of-game page (out/report/index.html) for the post-game thread."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.messages import tell


@app.command()
def report(
    game_dir: Path = GAME_OPTION,
    force: bool = typer.Option(False, "--force", help="Write it before the end (it tells every secret)."),
    open_page: bool = typer.Option(False, "--open", help="Open the page in the web browser."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Write out/report/index.html once the game is over: the deal, every night and day, the
    votes as a timeline, the winners."""
    from lupus_mod.inputs.folder import write_atomic
    from lupus_mod.errors import raise_all
    from lupus_mod.play.game import load_game
    from lupus_mod.play.replay import night_gaps
    from lupus_mod.pages.report import report_page

    def action() -> Path:
        game = load_game(game_dir)
        # A night log missing before later ones: the page would stop there, the rest unsaid.
        raise_all(night_gaps(game))
        target = game.path("out", "report", "index.html")
        write_atomic(target, report_page(game, force), Path(game.dir))
        return target
    target = guarded(action, writes=game_dir)
    if as_json:
        emit_json({"page": str(target)})
    else:
        typer.echo(tell("cli.wrote", path=str(Path('out') / 'report' / 'index.html')), err=True)
    if open_page:
        import webbrowser
        webbrowser.open(target.resolve().as_uri())
