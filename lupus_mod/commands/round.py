"""`lupus-mod round N`: a turn of a ruleset that declares its loop (Acchiappastreghe)."""
from __future__ import annotations

from pathlib import Path

import typer

from lupus_mod.commands.app import (FORCE_OPTION, GAME_OPTION, JSON_OPTION, app, broken_posts, emit_json,
                                   guarded, stopped_by_doubts)
from lupus_mod.messages import tell


@app.command(name="round")
def round_(
    turn: int = typer.Argument(..., metavar="N", help="The turn (giornata) number: 1, 2, …"),
    game_dir: Path = GAME_OPTION,
    as_json: bool = JSON_OPTION,
    force: bool = FORCE_OPTION,
) -> None:
    """Resolve turn N as far as its files go (nights/N.txt: the PMs; days/N.toml: the thread's
    proposals and vote) and write out/round-N/ (a post per phase, private replies, GM log)."""
    def action() -> None:
        from lupus_mod.play.game import load_game
        from lupus_mod.play.game_over import refuse_after_end
        from lupus_mod.reports.turn import turn_json, turn_summary, write_turn
        from lupus_mod.play.turns import require_loop, run_turn_of
        # A failed run leaves out/ as it was: the Giorno post already published stays; an
        # earlier run's outputs older than a file fixed since are `status`'s and `check`'s
        # "stale" warning (lupus_mod.play.staleness).
        game = load_game(game_dir)
        require_loop(game)
        refuse_after_end(game, "round", str(turn), force)
        run = run_turn_of(game, turn, after_end=force)
        written = write_turn(game, run)
        if as_json:
            emit_json(turn_json(game, run))
            return
        for path in written:
            if path.endswith(".bbcode") and "/pm/" not in path:
                typer.echo(Path(path).read_text(encoding="utf-8"))
        # Nothing silent: every choice not applied, with its line, as `night` lists its orders.
        typer.echo(turn_summary(game, run).rstrip("\n"), err=True)
        typer.echo("\n".join(tell("cli.wrote", path=str(p)) for p in written), err=True)
        for problem in broken_posts(game, [game.show(Path(p)) for p in written]):
            typer.echo(tell("cli.warning", problem=problem.render()), err=True)
    guarded(stopped_by_doubts(action, game_dir, as_json), writes=game_dir, as_json=as_json)
