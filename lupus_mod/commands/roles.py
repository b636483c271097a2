"""`lupus-mod roles` (the game's powers vocabulary) and `lupus-mod rulesets` (built-ins)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.catalog import builtin_summaries, powers_vocabulary
from lupus_mod.commands.app import GAME_OPTION, JSON_OPTION, app, emit_json, guarded
from lupus_mod.game import load_game
from lupus_mod.render import render
from lupus_mod.rules.spec import Ruleset


@app.command()
def roles(game_dir: Path = GAME_OPTION, as_json: bool = JSON_OPTION) -> None:
    """List every power of the game's ruleset: keyword, synonyms, arguments, nights, limits."""
    def action() -> None:
        game = load_game(game_dir)
        if game.ruleset.loop.declared:
            from lupus_mod.turns import choices_vocabulary
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
            named = [{**row, **_display_names(game.ruleset, row)} for row in rows]
            typer.echo(render("roles.txt.j2", game.language, game.dir, rows=named,
                              ruleset=game.ruleset), nl=False)
    guarded(action)


def _display_names(ruleset: Ruleset, row: dict) -> dict[str, str]:
    """The names a GM reads for a row's owner ("role:lupo-3" → "Lupo 3") and step."""
    kind, _, key = str(row["owner"]).partition(":")
    owners = {"role": {r.id: r.name for r in ruleset.roles},
              "group": {g.id: g.name for g in ruleset.groups},
              "item": {i.id: i.name for i in ruleset.items},
              "step": {s.id: s.name for s in ruleset.steps}}
    steps = {s.id: s.name for s in (*ruleset.steps, *ruleset.day_steps)}
    return {"owner_name": owners.get(kind, {}).get(key, key),
            "step_name": steps.get(row.get("step") or "", "")}


@app.command()
def rulesets(as_json: bool = JSON_OPTION) -> None:
    """List the built-in rulesets."""
    rows = guarded(builtin_summaries)
    if as_json:
        emit_json(rows)
        return
    for row in rows:
        low, high = row["min_players"], row["max_players"]
        sizes = f"{low} or more" if high is None else f"{low}–{high}"
        typer.echo(f"{row['id']:<24} {row['name']} ({row['roles']} roles, {row['items']} items, "
                   f"{row['players']} players, dealt to {sizes}, {row['language']})")
