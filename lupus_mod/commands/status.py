"""`lupus-mod status`: who is alive, who holds what, points, uses left, the game's end."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.game import load_game
from lupus_mod.render import render
from lupus_mod.status import game_status
from lupus_mod.wording import Wording


@app.command()
def status(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION) -> None:
    """Show the state of the game after the last night (and day) played."""
    def action() -> None:
        game = load_game(game_dir)
        if game.ruleset.loop.declared:
            from lupus_mod.turns import loop_status
            report = loop_status(game)
            if as_json:
                emit_json(report)
            else:
                typer.echo(render("round/status.txt.j2", game.language, game.dir, **report), nl=False)
            return
        report = game_status(game)
        if as_json:
            emit_json(report)
        else:
            typer.echo(render("status.txt.j2", game.language, game.dir, **report,
                              w=Wording(game.ruleset, game.language, game.dir)), nl=False)
    guarded(action)
