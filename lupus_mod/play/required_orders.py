"""A mandatory order nobody sent: Cupidon "va désigner deux personnes" on the first night.

A power marked `required = true` in roles.toml is one the rulebook makes its holder use; a night
he may use it (alive, from its first night to its last, a use left) and sends no order of it,
the night still resolves, but the GM is told which player owes it and how to add it: read in
silence, the lovers are never made and the use shows as left forever.
"""
from __future__ import annotations

from lupus_mod.engine.targets import use_problem
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.messages import say
from lupus_mod.play.game import Game
from lupus_mod.play.replay import NightRun
from lupus_mod.rules.spec import PowerSpec


def missing_required(game: Game, run: NightRun) -> list[LupusError]:
    """One warning per living player who owed a mandatory order this night and sent none."""
    night = game.night_index(run.label)
    sent = {(order.player, order.keyword) for order in (*run.applied, *run.dropped)}
    found: list[LupusError] = []
    for seat in run.before.alive():
        role = game.ruleset.role(seat.role)
        for power in role.powers:
            if power.required and usable(power, night, seat.used(power.id)) \
                    and (seat.name, power.keyword) not in sent:
                found.append(GameFolderError(
                    say("required-orders.missing", player=game.current_nick(seat.name, f"night {run.label}"),
                        role=role.name, keyword=power.keyword),
                    file=game.show(game.night_file(run.label)),
                    hint=say("required-orders.hint", night=run.label, keyword=power.keyword)))
    return found


def usable(power: PowerSpec, night: int, used: int) -> bool:
    """Whether a night power may still be used on night `night` (index) after `used` uses: the
    night's own checks (engine.targets.use_problem)."""
    return not power.day and not use_problem(power, night, used)
