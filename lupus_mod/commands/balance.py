"""`lupus-mod balance`: the values a ruleset declares tunable ([[tune]]), searched at each size
for the one closest to an even game; written into a game's roles.toml only with --write."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import JSON_OPTION, app, emit_json, guarded


@app.command()
def balance(
    ruleset: str = typer.Option(..., "--ruleset", help="A built-in ruleset id or a roles.toml path."),
    players: str = typer.Option(..., "--players", help="A number of players, or a range: 6-12."),
    tune: list[str] = typer.Option([], "--tune", metavar="NAME", help="A [\\[tune]] entry to search (repeatable; default: all)."),
    side: str = typer.Option("", "--side", help="The faction whose rate should be even (default: the first)."),
    games: int = typer.Option(300, "--games", min=1, help="Games per value and size."),
    strategy: str = typer.Option("informed", "--strategy", help="The bots: random or informed."),
    seed: int = typer.Option(1, "--seed", help="The seed: the same seed gives the same search."),
    jobs: int = typer.Option(0, "--jobs", help="Processes (default: every core)."),
    write: Path = typer.Option(None, "--write", help="A game folder whose roles.toml gets the chosen tables."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Search the values a ruleset declares tunable for the game closest to even at each size,
    with the curve of win rates and their 95 % intervals."""
    from lupus_mod.inputs.folder import write_atomic
    from lupus_mod.simulate import balance as balancing
    from lupus_mod.words.render import labels

    ask = balancing.Ask(ruleset, players, tuple(tune), side, games, strategy, seed, jobs, write)
    result = guarded(lambda: balancing.balanced(ask))
    if result.rewritten is not None:
        # The game folder is written by one command at a time (inputs/lock.py).
        guarded(lambda: write_atomic(write / "roles.toml", result.rewritten), writes=write)
    w = labels(result.plan.setup.ruleset.language)["balance"]
    for note in balancing.notes(result, w):
        typer.echo(note, err=True)
    if as_json:
        emit_json(balancing.as_json(result))
        return
    typer.echo(balancing.table(result, w), nl=False)
