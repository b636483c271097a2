"""`lupus-mod simulate`: the balance of a setup, measured over many games played by bots."""
from __future__ import annotations

import os
from pathlib import Path

import typer

from lupus_mod.commands.app import JSON_OPTION, app, emit_json, guarded
from lupus_mod.messages import say, tell


@app.command()
def simulate(
    ruleset: str = typer.Option(None, "--ruleset", help="A built-in ruleset id or a roles.toml path."),
    game_dir: Path = typer.Option(None, "--game", help="A game folder, played on from where it stands."),
    players: int = typer.Option(None, "--players", help="The number of players (default: the ruleset's)."),
    count: list[str] = typer.Option([], "--count", metavar="ROLE=N", help="ROLE=N (repeatable); the plain villager fills up."),
    games: int = typer.Option(10_000, "--games", min=1, help="How many games to play."),
    strategy: str = typer.Option("random", "--strategy", help="The bots: random or informed."),
    seed: int = typer.Option(1, "--seed", help="The seed: the same seed gives the same numbers."),
    jobs: int = typer.Option(0, "--jobs", help="Processes (default: every core)."),
    day_first: bool = typer.Option(False, "--day-first", help="Start with a day instead of a night."),
    html: Path = typer.Option(None, "--html", help="Also write the results as a page (charts)."),
    impact: bool = typer.Option(False, "--impact", help="Also play each role as its faction's plain card."),
    as_json: bool = JSON_OPTION,
) -> None:
    """Play GAMES whole games with bots and report each side's win rate (95 % interval), the
    length of the games, the deaths by cause, and any dead end."""
    from lupus_mod.errors import GameFolderError
    from lupus_mod.simulate.bots import STRATEGIES
    from lupus_mod.simulate.session import simulate_plan

    def action():
        if (ruleset is None) == (game_dir is None):
            raise GameFolderError(say("simulate.either"), file="--ruleset",
                                  hint=say("simulate-gm.either-hint"))
        if games < 1:
            # Zero games printed an empty table of win rates, as if it had measured something.
            raise GameFolderError(say("simulate-games.none", games=games), file="--games",
                                  hint=say("simulate-games.none-hint"))
        if strategy not in STRATEGIES:
            raise GameFolderError(say("simulate.strategy", strategy=strategy), file="--strategy",
                                  hint=say("simulate.one-of", values=", ".join(STRATEGIES)))
        return simulate_plan(ruleset, game_dir, players, tuple(count), games, strategy, seed,
                             jobs or os.cpu_count() or 1, day_first, html, impact)
    result = guarded(action)
    typer.echo(result.path_line, err=True)
    if as_json:
        emit_json(result.data)
    else:
        typer.echo(result.table, nl=False)
        if html:
            typer.echo(tell("cli.wrote", path=str(html)), err=True)
