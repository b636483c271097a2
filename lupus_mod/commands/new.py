"""`lupus-mod new DIR`: deal a new game from a seed; write its folder, role cards and opening post."""
from __future__ import annotations

import os
from pathlib import Path

import typer

from lupus_mod.commands.app import JSON_OPTION, app, emit_json, guarded
from lupus_mod.errors import GameFolderError
from lupus_mod.lifecycle.newgame import create_game, new_game_from_options
from lupus_mod.lifecycle.own_ruleset import RulesetSource, read_own_ruleset
from lupus_mod.messages import tell


@app.command()
def new(
    target: Path = typer.Argument(..., metavar="TARGET", help="The game folder to create (must not exist, or be empty)."),
    ruleset: str = typer.Option(None, "--ruleset", help="A built-in ruleset (lupus-mod rulesets)."),
    roles: Path = typer.Option(None, "--roles", metavar="FILE", help="Your own ruleset, a roles.toml "
                               "(docs/own-ruleset.md); instead of --ruleset."),
    labels: Path = typer.Option(None, "--labels", metavar="FILE", help="With --roles: the words of "
                                "your ruleset's own messages, copied to templates/labels.toml."),
    players: Path = typer.Option(None, "--players", metavar="FILE", help="A file with one nickname per line, in list order."),
    player: list[str] = typer.Option([], "--player", metavar="NICK", help="A player's nickname (repeatable; after --players)."),
    seed: int = typer.Option(None, "--seed", help="The seed of the deal (default: a random one)."),
    count: list[str] = typer.Option([], "--count", metavar="ROLE=N", help="ROLE=N: override a role's count (repeatable)."),
    title: str = typer.Option("", "--title", help="The game's title (default: the ruleset's name)."),
    gm: list[str] = typer.Option([], "--gm", metavar="NICK", help="A GM's nickname (repeatable; default: none)."),
    language: str = typer.Option("", "--language", help="The game's language, when not the ruleset's "
                                 "(it, fr): its posts, cards and files are worded in it."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Create game folder TARGET: game.toml, roles.toml, players.toml with the deal, role cards
    in out/setup/pm/ and the opening post out/setup/thread.bbcode."""
    chosen = seed if seed is not None else int.from_bytes(os.urandom(4), "big")
    def action() -> None:
        source = _ruleset_source(ruleset, roles, labels)
        game = new_game_from_options(source, players, tuple(player), chosen, tuple(count), title, tuple(gm),
                                     language)
        written = create_game(target, game)
        for warning in game.warnings:
            typer.echo(tell("cli.warning", problem=warning.render()), err=True)
        if not gm:
            typer.echo(tell("cli.warning", problem=tell("new-genders.no-gm")), err=True)
        if as_json:
            emit_json({"game": str(target), "seed": chosen, "players": len(game.dealt),
                       "composition": dict(game.counts), "files": written})
        else:
            typer.echo(tell("cli.created", folder=str(target), ruleset=game.ruleset.name, players=len(game.dealt),
                            seed=chosen))
            typer.echo("\n".join(tell("cli.wrote", path=str(target / path)) for path in written), err=True)
    guarded(action)


def _ruleset_source(ruleset: str | None, roles: Path | None, labels: Path | None) -> str | RulesetSource:
    """The built-in ruleset's id, or the GM's own ruleset read and checked (its warnings shown)."""
    from lupus_mod.inputs.catalog import builtin, builtin_ids
    from lupus_mod.words.render import labels as words_of
    # The options' mistakes in the built-in ruleset's language, when one is named.
    say = words_of(builtin(ruleset).language if ruleset in builtin_ids() else "it")["authoring"]
    if ruleset and roles:
        raise GameFolderError(say["roles-and-ruleset"], file="--roles")
    if not ruleset and not roles:
        raise GameFolderError(say["no-ruleset"], file="--ruleset", hint=say["no-ruleset-hint"])
    if labels and not roles:
        raise GameFolderError(say["labels-without-roles"], file="--labels", hint=say["labels-without-roles-hint"])
    if ruleset:
        return ruleset
    source, warnings = read_own_ruleset(roles, labels)
    for warning in warnings:
        typer.echo(tell("cli.warning", problem=warning.render()), err=True)
    return source
