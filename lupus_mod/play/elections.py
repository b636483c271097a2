"""An election the ruleset's thread holds and no day record settles.

A title elected by the thread (`[[title]] elected`, Thiercelieux's Capitaine: "Lors de la
première journée, il peut y avoir une action supplémentaire à faire avant de décider du
coupable : il s'agit de l'élection du Capitaine du village") is given by its key of the day
record. A day over (`burned` written) whose record, like every one before it, lacks the key
leaves the title unheld without a word: the GM is warned, not stopped ("il peut y avoir", and
the engine accepts the key any later day: an election held late). `capitaine = ""` records
that no election was held, and the warning stops.
"""
from __future__ import annotations

from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.play.game import Game
from lupus_mod.messages import say


def days_written(game: Game) -> list[int]:
    folder = game.path("days")
    if not folder.is_dir():
        return []
    return sorted(int(p.stem) for p in folder.glob("*.toml") if p.stem.isdigit())


def unsettled_elections(game: Game, up_to: int | None = None) -> list[LupusError]:
    """One warning per elected title no day record names (not even empty), at the first day
    over (up to day `up_to`): what is missing and the one line that settles it."""
    titles = [t for t in game.ruleset.titles if t.elected]
    days = [d for d in days_written(game) if up_to is None or d <= up_to]
    if not titles or not days:
        return []
    over = [d for d in days if game.day_over(d)]
    warnings: list[LupusError] = []
    for title in titles:
        if over and not any(title.elected in game.read_day(d) for d in days):
            warnings.append(GameFolderError(
                say("elections.unsettled", title=title.name, key=title.elected, day=over[0]),
                file=game.show(game.day_file(over[0])),
                hint=say("elections.unsettled-hint", key=title.elected, day=over[0])))
    return warnings
