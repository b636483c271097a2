"""`lupus-mod status`: who is alive, who holds what, points, uses left, the game's end."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, echo_warnings, emit_json, guarded
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import night_gaps
from lupus_mod.words.render import render
from lupus_mod.reports.status import status_report
from lupus_mod.words.wording import Wording


@app.command()
def status(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION) -> None:
    """Show the state of the game after the last phase played (--json: one schema for every
    ruleset, docs/game-folder.md)."""
    def action() -> None:
        game = load_game(game_dir)
        report = status_report(game)
        if as_json:
            emit_json(report)
        elif game.ruleset.loop.declared:
            typer.echo(render("round/status.txt.j2", game.language, game.dir, **report), nl=False)
        else:
            typer.echo(render("status.txt.j2", game.language, game.dir, **report,
                              w=Wording(game.ruleset, game.language, game.dir)), nl=False)
        # A missing night stops the replay before the later ones: the state shown is older.
        echo_warnings(night_gaps(game), False)
    guarded(action, as_json=as_json)
