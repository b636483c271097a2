"""A mandatory order nobody sent: Cupidon "va désigner deux personnes" on the first night.

A power marked `required = true` in roles.toml is one the rulebook makes its holder use; a night
he may use it (alive, from its first night to its last, a use left) and sends no order of it,
the night still resolves, but the GM is told which player owes it and how to add it: read in
silence, the lovers are never made and the use shows as left forever. A group's such power (the
pack, which « se réveille chaque nuit pour éliminer un villageois ») is owed by the group: told
once, when none of its living members sent it.
"""
from __future__ import annotations

from lupus_mod.engine.night import night_powers
from lupus_mod.engine.targets import use_problem
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.messages import say
from lupus_mod.play.game import Game
from lupus_mod.play.replay import NightRun
from lupus_mod.rules.spec import PowerSpec


def missing_required(game: Game, run: NightRun) -> list[LupusError]:
    """One warning per living player who owed a mandatory order this night and sent none."""
    night = game.night_index(run.label)
    # An order its sender took back and nothing replaced was not sent: « jmange Kilian » then
    # « oublie » owes the pack's order still (a quiet « personne n'est mort »).
    sent = {(order.player, order.keyword) for order in (*run.applied, *run.dropped) if not order.withdrawn_by}
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
    return [*found, *_silent_groups(game, run, night, {keyword for _, keyword in sent})]


def _silent_groups(game: Game, run: NightRun, night: int, sent: set[str]) -> list[LupusError]:
    """One warning per group owing a mandatory order this night that none of its members sent
    (« on se fait Maxence ? » read as talk: « Cette nuit, personne n'est mort » in silence)."""
    owed = {power.group: power for seat in run.before.alive()
            for power in night_powers(run.before, game.ruleset, seat.name)
            if power.group and power.required and usable(power, night, 0) and power.keyword not in sent}
    shown = game.show(game.night_file(run.label))
    return [GameFolderError(say("required-orders.missing-group", keyword=power.keyword,
                                group=_group_name(game, group)),
                            file=shown, hint=say("required-orders.hint", night=run.label, keyword=power.keyword))
            for group, power in owed.items()]


def usable(power: PowerSpec, night: int, used: int) -> bool:
    """Whether a night power may still be used on night `night` (index) after `used` uses: the
    night's own checks (engine.targets.use_problem)."""
    return not power.day and not use_problem(power, night, used)


def _group_name(game: Game, group: str) -> str:
    spec = game.ruleset.group(group)
    return spec.name if spec and spec.name else group
