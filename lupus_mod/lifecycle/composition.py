"""How many of each role a game has, for its number of players.

The ruleset's roles carry `count` (the standard game); its `[composition]` table says how the
game changes with fewer or more players (docs/lifecycle.md):

    [composition]
    players = 21                          # the standard number: the sum of the counts
    remove = ["contadino-semplice", …]    # one role less per missing player, in this order
    add = ["contadino-semplice", …]       # one role more per extra player, in this order
    min_players = 9                       # the rulebook's minimum: fewer players are refused
    filler = "contadino-semplice"         # beyond the add list, one more of this per player
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

import difflib
from typing import Any, Iterable, Mapping

from lupus_mod.errors import GameFolderError, RulesetError
from lupus_mod.messages import say
from lupus_mod.orders.text import fold
from lupus_mod.rules.spec import Ruleset


def _role_list(ruleset: Ruleset, value: Any, key: str) -> tuple[str, ...]:
    roles = tuple(value or ())
    for role in roles:
        if not ruleset.has_role(role):
            raise RulesetError(say("late-checks.composition-role", key=key, role=role),
                               hint=say("late-checks.composition-role-hint"))
    return roles


def _tables(ruleset: Ruleset) -> dict[int, dict[str, int]]:
    tables: dict[int, dict[str, int]] = {}
    for size, table in dict(ruleset.composition.get("table", {})).items():
        if not str(size).isdigit() or not isinstance(table, Mapping):
            raise RulesetError(say("late-checks.composition-table", size=size),
                               hint=say("late-checks.composition-table-hint"))
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
    return max(standard - fewer, minimum(ruleset)), standard + more


def minimum(ruleset: Ruleset) -> int:
    """The fewest players the ruleset is played with (`min_players`, the rulebook's word)."""
    return int(ruleset.composition.get("min_players", 0))


def filler(ruleset: Ruleset) -> str:
    """The role added once per player beyond the add list ("" : the ruleset stops there)."""
    role = str(ruleset.composition.get("filler", ""))
    _role_list(ruleset, [role] if role else [], "filler")
    return role


def supported(ruleset: Ruleset) -> tuple[int, int | None]:
    """The sizes `new` deals without --count: (fewest, most), most None when unbounded."""
    low, high = size_range(ruleset)
    tables = [n for n in _tables(ruleset) if n >= minimum(ruleset)]
    return min([low, *tables]), (None if filler(ruleset) else max([high, *tables]))


def _ruleset_counts(ruleset: Ruleset, players: int) -> dict[str, int] | None:
    """The counts the ruleset gives for `players`, or None when it has no rule for them."""
    counts = {r.id: r.count for r in ruleset.roles}
    tables = _tables(ruleset)
    if players in tables:
        return {**counts, **tables[players]}
    low, high = size_range(ruleset)
    if players > high and filler(ruleset):
        counts = _ruleset_counts(ruleset, high) or counts
        counts[filler(ruleset)] += players - high
        return counts
    if not low <= players <= high:
        return None
    standard = sum(counts.values()) - spare_cards(ruleset, counts)
    for role in _role_list(ruleset, ruleset.composition.get("remove"), "remove")[:max(0, standard - players)]:
        counts[role] -= 1
    for role in _role_list(ruleset, ruleset.composition.get("add"), "add")[:max(0, players - standard)]:
        counts[role] += 1
    short = [role for role, count in counts.items() if count < 0]
    if short:
        raise RulesetError(say("composition-remove.too-often", role=short[0], count=players),
                           hint=say("composition-remove.too-often-hint", role=short[0], count=players))
    return counts


def parse_counts(texts: Iterable[str], ruleset: Ruleset) -> dict[str, int]:
    """`--count role=N` options → {role: N}."""
    counts: dict[str, int] = {}
    for text in texts:
        role, sep, number = text.partition("=")
        if not sep or not number.strip().isdigit():
            raise GameFolderError(say("composition.count-form", text=text), file="--count",
                                  hint=say("composition.count-form-hint"))
        counts[_role_id(ruleset, role.strip(), text)] = int(number)
    return counts


def _role_id(ruleset: Ruleset, written: str, text: str) -> str:
    """A role of `--count` by its id or by its name, case and accents ignored ("Veggente")."""
    by_name = {fold(r.id): r.id for r in ruleset.roles} | {fold(r.name): r.id for r in ruleset.roles}
    found = by_name.get(fold(written)) or by_name.get(fold(written).replace(" ", "-"))
    if found is None:
        close = difflib.get_close_matches(fold(written), list(by_name), n=1, cutoff=0.6)
        mean = say("common.close-names", names=by_name[close[0]]) if close else ""
        raise GameFolderError(say("composition.no-role", text=text, written=written, ruleset=ruleset.name,
                                  suggestion=mean),
                              file="--count", hint=say("composition.roles", roles=", ".join(r.id for r in ruleset.roles)))
    return found


def _check_beliefs(ruleset: Ruleset, counts: Mapping[str, int]) -> None:
    # A role told it is another must meet that role in the game, or its card gives it away.
    for role in ruleset.roles:
        if counts.get(role.id) and role.unaware_as and not counts.get(role.unaware_as):
            believed = ruleset.role(role.unaware_as)
            raise GameFolderError(
                say("composition.belief", role=role.name, believed=believed.name),
                file="--count", hint=say("composition.belief-hint", believed=role.unaware_as, role=role.id))


def _check_presence(ruleset: Ruleset, counts: Mapping[str, int], players: int) -> None:
    rules = ruleset.composition
    problems = [say("composition.always", role=role) for role in rules.get("always", ())
                if not counts.get(role)]
    problems += [say("composition.always-from", role=role, count=int(n))
                 for role, n in dict(rules.get("always_from", {})).items()
                 if players >= int(n) and not counts.get(role)]
    problems += [say("composition.never-below", role=role, count=int(n))
                 for role, n in dict(rules.get("never_below", {})).items()
                 if players < int(n) and counts.get(role)]
    problems += [say("composition.needs", role=role, other=other)
                 for role, other in dict(rules.get("needs", {})).items()
                 if counts.get(role) and not counts.get(other)]
    if problems:
        raise GameFolderError(say("composition.presence", ruleset=ruleset.name, problems=_joined(problems)),
                              file="--count", hint=say("composition.presence-hint"))


def _joined(problems: list) -> str:
    """The problems, each worded in the GM's language, joined by "; "."""
    joined = say("composition.one", problem=problems[0])
    for problem in problems[1:]:
        joined = say("composition.and", first=joined, then=problem)
    return joined


def sizes_text(ruleset: Ruleset) -> str:
    """"8–24 players", "9 players or more": the sizes `new` deals without --count."""
    low, high = supported(ruleset)
    return say("composition.sizes-from", low=low) if high is None else say("composition.sizes", low=low, high=high)


def proposal(ruleset: Ruleset, players: int, counts: Mapping[str, int]) -> dict[str, int]:
    """A composition for `players` near `counts`: the most numerous role of the first faction
    (the plain villagers) takes up the difference. Empty when none exists."""
    plain = _plain_role(ruleset)
    if not plain or players < minimum(ruleset):
        return {}
    total = sum(counts.values()) - spare_cards(ruleset, counts)
    wanted = counts.get(plain, 0) + players - total
    return {plain: wanted} if wanted >= 0 else {}


def _plain_role(ruleset: Ruleset) -> str:
    if filler(ruleset):
        return filler(ruleset)
    village = [r for r in ruleset.roles if ruleset.factions and r.faction == ruleset.factions[0].id]
    return max(village, key=lambda r: r.count).id if village else ""


def _flags(changes: Mapping[str, int]) -> str:
    return " ".join(f"--count {role}={n}" for role, n in changes.items())


def _refuse_size(ruleset: Ruleset, players: int) -> None:
    roles = ", ".join(r.id for r in ruleset.roles)
    standard = {r.id: r.count for r in ruleset.roles}
    if players < minimum(ruleset):
        raise GameFolderError(
            say("composition.too-few", ruleset=ruleset.name, sizes=sizes_text(ruleset), count=players,
                minimum=minimum(ruleset), roles=roles), file="--players",
            hint=say("gm-trial-2.too-few-own", ruleset=ruleset.id,
                     hint=say("composition.too-few-hint", minimum=minimum(ruleset))))
    changes = proposal(ruleset, players, standard)
    offer = say("composition.offer", flags=_flags(changes)) if changes else ""
    raise GameFolderError(
        say("composition.size", ruleset=ruleset.name, sizes=sizes_text(ruleset), count=players, roles=roles,
            offer=offer),
        file="--players",
        hint=(say("composition.offer-hint", flags=_flags(changes)) if changes
              else say("composition.size-hint")))


def role_counts(ruleset: Ruleset, players: int, overrides: Mapping[str, int] | None = None
                ) -> dict[str, int]:
    """{role id: count} for the roles in play (ruleset order), adding up to `players`."""
    overrides = dict(overrides or {})
    counts = _ruleset_counts(ruleset, players)
    if counts is None:
        if not overrides or players < minimum(ruleset):
            _refuse_size(ruleset, players)
        counts = {r.id: r.count for r in ruleset.roles}
    counts.update(overrides)
    total = sum(counts.values()) - spare_cards(ruleset, counts)
    if total != players:
        listing = ", ".join(f"{role}={n}" for role, n in counts.items() if n)
        changes = proposal(ruleset, players, counts)
        raise GameFolderError(say("composition.total", total=total, count=players, listing=listing),
                              file="--count",
                              hint=(say("composition.total-hint", flags=_flags(changes)) if changes else
                                    say("composition.total-change")))
    _check_beliefs(ruleset, counts)
    _check_presence(ruleset, counts, players)
    return {role: n for role, n in counts.items() if n > 0}
