"""The deal of players.toml checked against the game's [composition] (roles.toml).

    deal_problems(src, players, spare, ruleset) -> every faction dealt more cards than it gets

`new` deals the roles the composition gives for the number of players (docs/lifecycle.md,
Composition), changed by `--count`, which it records in players.toml as `counts`. A deal
edited by hand with a wolf too many (or too few) changed the game's balance without a word:
each faction should have the cards the composition gives it (`check` warns). Roles are compared by faction,
not one by one: the master may choose among the faction's roles (Licantropi: "scegliendo tra
quelli sotto elencati").
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from lupus_mod.errors import LupusError
from lupus_mod.inputs.folder import TomlFile
from lupus_mod.inputs.players import PlayerEntry
from lupus_mod.lifecycle.composition import role_counts
from lupus_mod.messages import say
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.rules.spec import Ruleset


def recorded_counts(src: TomlFile, ruleset: Ruleset) -> tuple[dict[str, int], list[LupusError]]:
    """`counts = { loup-garou = 4 }`: the `--count` the deal was made with, checked."""
    value = src.data.get("counts", {})
    if not isinstance(value, dict):
        return {}, [src.error(("counts",), say("deal-check.counts-type", value=shown(value)),
                              say("deal-check.counts-hint"))]
    problems = [src.error(("counts", role), say("deal-check.count-entry", role=role, value=shown(n)),
                          say("deal-check.counts-hint"))
                for role, n in value.items() if not (ruleset.has_role(role) and type_ok(n, int) and n >= 0)]
    return ({} if problems else dict(value)), problems


def deal_problems(src: TomlFile, players: tuple[PlayerEntry, ...], spare: tuple[str, ...],
                  ruleset: Ruleset) -> list[LupusError]:
    """Each faction dealt more cards than the composition gives it: `check`'s warnings, not
    errors — a GM may deal a game of his own on purpose (a scenario, a house variant), and the
    game is his; `counts` wrong is the load's error (recorded_counts)."""
    if not ruleset.composition or not players:
        return []
    counts, problems = recorded_counts(src, ruleset)
    if problems:
        return []
    try:
        wanted = role_counts(ruleset, len(players), counts)
    except LupusError:
        return []       # no rule for this many players: a deal made by hand, nothing to compare
    dealt = _by_faction(ruleset, [p.role for p in players] + list(spare))
    given = _by_faction(ruleset, [role for role, n in wanted.items() for _ in range(n)])
    names = {f.id: f.name for f in ruleset.factions}
    return [src.error(_likely(players, ruleset, faction, wanted),
                      say("deal-check.faction", faction=names.get(faction, faction), dealt=dealt[faction],
                          given=given[faction], players=len(players)),
                      say("deal-check.faction-hint"))
            for faction in dealt if dealt[faction] > given[faction]]


def _by_faction(ruleset: Ruleset, roles: Iterable[str]) -> Counter[str]:
    return Counter(ruleset.role(role).faction for role in roles)


def _likely(players: tuple[PlayerEntry, ...], ruleset: Ruleset, faction: str, wanted: dict[str, int]
            ) -> tuple[str | int, ...]:
    """The role most likely the one too many: the last player listed of a role dealt more often
    than the composition gives it, else the faction's last; the spare cards when no player is
    of the faction."""
    ours = [n for n, p in enumerate(players) if ruleset.role(p.role).faction == faction]
    dealt = Counter(players[n].role for n in ours)
    over = [n for n in ours if dealt[players[n].role] > wanted.get(players[n].role, 0)]
    return ("player", (over or ours)[-1], "role") if ours else ("spare_cards",)
