"""`lupus-mod preview [PHASE]`: every post in out/ as the forum will show it, in one HTML page."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.messages import tell


@app.command()
def preview(
    # `preview notte 2` as `preview "notte 2"`: the phase may be given in several words.
    phase: list[str] = typer.Argument(None, help="One phase (night 2, day 1, setup, recap); default: all.",
                                      show_default=False, metavar="PHASE"),
    game_dir: Path = GAME_OPTION,
    open_page: bool = typer.Option(False, "--open", help="Open the page in the web browser."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Write out/preview/index.html: every post rendered as the forum shows it, beside its
    BBCode with a copy button, and every broken tag flagged."""
    from lupus_mod.inputs.folder import write_atomic
    from lupus_mod.play.game import load_game
    from lupus_mod.pages.preview import preview_page

    def action() -> tuple[Path, list]:
        game = load_game(game_dir)
        page, shown = preview_page(game, " ".join(phase) if phase else None)
        target = game.path("out", "preview", "index.html")
        write_atomic(target, page, Path(game.dir))
        return target, shown
    target, shown = guarded(action, writes=game_dir)
    if as_json:
        emit_json({"page": str(target), "phases": [p.key for p in shown]})
    else:
        typer.echo(tell("cli.wrote", path=f"{Path('out') / 'preview' / 'index.html'} "
                        f"({', '.join(p.key for p in shown)})"), err=True)
    if open_page:
        import webbrowser
        webbrowser.open(target.resolve().as_uri())
