"""How many of each role a game has, for its number of players.

The ruleset's roles carry `count` (the standard game); its `[composition]` table says how the
game changes with fewer or more players (docs/lifecycle.md):

    [composition]
    players = 21                          # the standard number: the sum of the counts
    remove = ["contadino-semplice", …]    # one role less per missing player, in this order
    add = ["contadino-semplice", …]       # one role more per extra player, in this order
    [composition.table.18]                # an exact number of players: the counts that differ
    lupo-sensitivo = 0                    # from the standard (this table beats remove/add)

The GM's `--count role=N` then overrides any count. Presence rules are checked on the result:

    always = ["veggente"]                 # "Sempre presente"
    always_from = { lupo-3 = 12 }         # present from that many players on
    never_below = { vampiro = 12 }        # "mai presente se il numero di giocatori e' inferiore a 12"
    needs = { ghoul = "vampiro" }         # "mai presente se non esiste il vampiro"

Pure.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from lupus_mod.errors import GameFolderError, RulesetError
from lupus_mod.rules.spec import Ruleset


def _role_list(ruleset: Ruleset, value: Any, key: str) -> tuple[str, ...]:
    roles = tuple(value or ())
    for role in roles:
        if not ruleset.has_role(role):
            raise RulesetError(f"[composition] {key}: unknown role {role!r}",
                               hint="use role ids of this ruleset")
    return roles


def _tables(ruleset: Ruleset) -> dict[int, dict[str, int]]:
    tables: dict[int, dict[str, int]] = {}
    for size, table in dict(ruleset.composition.get("table", {})).items():
        if not str(size).isdigit() or not isinstance(table, Mapping):
            raise RulesetError(f"[composition.table.{size}] must be a number of players with role counts")
        tables[int(size)] = {role: int(n) for role, n in table.items()}
        _role_list(ruleset, tables[int(size)], f"table.{size}")
    return tables


def spare_cards(ruleset: Ruleset, counts: Mapping[str, int]) -> int:
    """Cards dealt to nobody: `spare_cards` when the role `spare_with` is in play (the Voleur:
    "on doit ajouter deux cartes de plus au paquet")."""
    role = ruleset.composition.get("spare_with", "")
    return int(ruleset.composition.get("spare_cards", 0)) if role and counts.get(role) else 0


def size_range(ruleset: Ruleset) -> tuple[int, int]:
    """The fewest and most players the ruleset's remove/add rule deals to."""
    standard = sum(r.count for r in ruleset.roles)
    standard -= spare_cards(ruleset, {r.id: r.count for r in ruleset.roles})
    fewer = len(_role_list(ruleset, ruleset.composition.get("remove"), "remove"))
    more = len(_role_list(ruleset, ruleset.composition.get("add"), "add"))
    return standard - fewer, standard + more


def _ruleset_counts(ruleset: Ruleset, players: int) -> dict[str, int] | None:
    """The counts the ruleset gives for `players`, or None when it has no rule for them."""
    counts = {r.id: r.count for r in ruleset.roles}
    tables = _tables(ruleset)
    if players in tables:
        return {**counts, **tables[players]}
    low, high = size_range(ruleset)
    if not low <= players <= high:
        return None
    standard = sum(counts.values()) - spare_cards(ruleset, counts)
    for role in _role_list(ruleset, ruleset.composition.get("remove"), "remove")[:max(0, standard - players)]:
        counts[role] -= 1
    for role in _role_list(ruleset, ruleset.composition.get("add"), "add")[:max(0, players - standard)]:
        counts[role] += 1
    if min(counts.values()) < 0:
        raise RulesetError("[composition] remove takes a role away more often than its count")
    return counts


def parse_counts(texts: Iterable[str], ruleset: Ruleset) -> dict[str, int]:
    """`--count role=N` options → {role: N}."""
    counts: dict[str, int] = {}
    for text in texts:
        role, sep, number = text.partition("=")
        role = role.strip()
        if not sep or not number.strip().isdigit():
            raise GameFolderError(f"--count {text!r}: expected ROLE=N", file="--count",
                                  hint="e.g. --count contadino-semplice=6")
        if not ruleset.has_role(role):
            raise GameFolderError(f"--count {text!r}: no role {role!r} in {ruleset.name}",
                                  file="--count", hint=f"roles: {', '.join(r.id for r in ruleset.roles)}")
        counts[role] = int(number)
    return counts


def _check_beliefs(ruleset: Ruleset, counts: Mapping[str, int]) -> None:
    # A role told it is another must meet that role in the game, or its card gives it away.
    for role in ruleset.roles:
        if counts.get(role.id) and role.unaware_as and not counts.get(role.unaware_as):
            believed = ruleset.role(role.unaware_as)
            raise GameFolderError(
                f"{role.name} believes to be {believed.name}, but there is no {believed.name}",
                file="--count", hint=f"keep at least one {role.unaware_as}, or remove {role.id}")


def _check_presence(ruleset: Ruleset, counts: Mapping[str, int], players: int) -> None:
    rules = ruleset.composition
    problems = [f"{role} is always present" for role in rules.get("always", ())
                if not counts.get(role)]
    problems += [f"{role} is always present with {n} players or more"
                 for role, n in dict(rules.get("always_from", {})).items()
                 if players >= int(n) and not counts.get(role)]
    problems += [f"{role} is never present with fewer than {n} players"
                 for role, n in dict(rules.get("never_below", {})).items()
                 if players < int(n) and counts.get(role)]
    problems += [f"{role} is never present without {other}"
                 for role, other in dict(rules.get("needs", {})).items()
                 if counts.get(role) and not counts.get(other)]
    if problems:
        raise GameFolderError(f"{ruleset.name}: " + "; ".join(problems), file="--count",
                              hint="change --count so that the ruleset's [composition] rules hold")


def role_counts(ruleset: Ruleset, players: int, overrides: Mapping[str, int] | None = None
                ) -> dict[str, int]:
    """{role id: count} for the roles in play (ruleset order), adding up to `players`."""
    overrides = dict(overrides or {})
    counts = _ruleset_counts(ruleset, players)
    if counts is None:
        if not overrides:
            low, high = size_range(ruleset)
            raise GameFolderError(
                f"{ruleset.name} is dealt to {low}–{high} players, not {players}", file="--players",
                hint="pass --count ROLE=N for each role to change, so that the roles add up")
        counts = {r.id: r.count for r in ruleset.roles}
    counts.update(overrides)
    total = sum(counts.values()) - spare_cards(ruleset, counts)
    if total != players:
        listing = ", ".join(f"{role}={n}" for role, n in counts.items() if n)
        raise GameFolderError(f"the roles add up to {total}, not {players} players ({listing})",
                              file="--count",
                              hint="change --count so that the counts add up to the players")
    _check_beliefs(ruleset, counts)
    _check_presence(ruleset, counts, players)
    return {role: n for role, n in counts.items() if n > 0}
