"""`lupus-mod recap`: the recap of every night and day for the thread (out/recap.bbcode)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.inputs.folder import write_atomic
from lupus_mod.errors import raise_all
from lupus_mod.play.game import load_game
from lupus_mod.play.replay import night_gaps
from lupus_mod.lifecycle.views import loop_recap_for, recap_for
from lupus_mod.words.render import render
from lupus_mod.messages import tell


@app.command()
def recap(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION) -> None:
    """Write out/recap.bbcode: every night's orders and outcomes once the game is over
    (before the end, only what the thread was told)."""
    def action() -> None:
        game = load_game(game_dir)
        # A night log missing before later ones: the page would stop there, the rest unsaid.
        raise_all(night_gaps(game))
        text, facts = recap_text(game)
        write_atomic(game.path("out", "recap.bbcode"), text, Path(game.dir))
        if as_json:
            emit_json({"full": facts["full"], "phases": len(facts.get("phases", facts.get("turns", ()))),
                       "public": text})
        else:
            typer.echo(text)
            typer.echo(tell("cli.wrote", path=str(Path('out') / 'recap.bbcode')), err=True)
    guarded(action, writes=game_dir)


def recap_text(game) -> tuple[str, dict]:
    """The recap's text and facts: a declared loop's turns (round/recap), else the nights and days."""
    if game.ruleset.loop.declared:
        facts = loop_recap_for(game)
        return render("round/recap.bbcode.j2", game.language, game.dir, **facts), facts
    facts = recap_for(game)
    return render("recap/recap.bbcode.j2", game.language, game.dir, **facts), facts
