"""`lupus-mod roles` (the game's powers vocabulary) and `lupus-mod rulesets` (built-ins)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.inputs.catalog import builtin_summaries, powers_vocabulary
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.play.game import load_game
from lupus_mod.messages import say, spoken
from lupus_mod.words.render import render
from lupus_mod.words.wording import Wording


@app.command()
def roles(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION) -> None:
    """List every power of the game's ruleset: keyword, synonyms, arguments, nights, limits."""
    def action() -> None:
        game = load_game(game_dir)
        if game.ruleset.loop.declared:
            from lupus_mod.play.turns import choices_vocabulary
            rows = choices_vocabulary(game)
            if as_json:
                emit_json({"ruleset": game.ruleset.id, "choices": rows})
            else:
                typer.echo(render("round/choices.txt.j2", game.language, game.dir, rows=rows,
                                  ruleset=game.ruleset), nl=False)
            return
        rows = powers_vocabulary(game.ruleset)
        if as_json:
            emit_json({"ruleset": game.ruleset.id, "powers": rows})
        else:
            typer.echo(render("roles.txt.j2", game.language, game.dir, rows=rows,
                              ruleset=game.ruleset,
                              w=Wording(game.ruleset, game.language, game.dir)), nl=False)
    guarded(action)


@app.command()
def rulesets(as_json: bool = JSON_OPTION, game_dir: Path = GAME_OPTION) -> None:
    """List the built-in rulesets."""
    # `game_dir` is read by `speaking` alone: the table is worded in that folder's language.
    rows = guarded(builtin_summaries)
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        low, high = row["min_players"], row["max_players"]
        sizes = say("late-checks.sizes-open", low=low) if high is None else f"{low}–{high}"
        typer.echo(say("late-checks.ruleset-row", id=f"{row['id']:<24}", name=row["name"], roles=row["roles"],
                       items=row["items"], players=row["players"], sizes=sizes,
                       language=row["language"]).worded(spoken()))
