"""Late orders applied by `night N --accept-late` that the game's later replays will not apply.

The option holds for one run: every later command (the next night, `status`, `recap`, `check`)
replays night N from game.toml, whose `accept_late` decides whether its late orders count
(docs/game-folder.md). A night posted with late orders that the replays drop would leave the
thread and the game apart without a word, so the run says which line of game.toml keeps them.
"""
from __future__ import annotations

from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.messages import say
from lupus_mod.play.game import Game
from lupus_mod.play.replay import NightRun
from lupus_mod.text.tomlpos import locate


def late_not_kept(game: Game, run: NightRun, accept_late: bool) -> list[LupusError]:
    """One warning when this run applied late orders only because of --accept-late."""
    kept = [str(x) for x in game.config.get("accept_late", ())]
    late = [order for order in run.applied if order.late]
    if not accept_late or run.label in kept or not late:
        return []
    path = game.path("game.toml")
    line = locate(path.read_text(encoding="utf-8-sig")).line(("accept_late",)) if path.is_file() else None
    wanted = "accept_late = [" + ", ".join(f'"{label}"' for label in [*kept, run.label]) + "]"
    return [GameFolderError(
        say("late-kept.not-kept", n=run.label,
            lines=", ".join(f"{game.show(game.night_file(run.label))}:{order.line}" for order in late)),
        file="game.toml", line=line, hint=say("late-kept.hint", line=wanted, n=run.label))]
