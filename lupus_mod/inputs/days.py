"""days/<d>.toml, checked: its keys, their types and every name, read as the PM logs read them.

    read_day_file(src, rules) -> (burned, choices, every problem of the file)

Every command reads every day file when it loads the game.

A day is applied (`night d+1`, `day d`) only once its file says who burned: `burned` is
required then, `burned = ""` meaning nobody (docs/game-folder.md).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from lupus_mod.errors import LupusError
from lupus_mod.folder import TomlFile, suggest
from lupus_mod.inputs.names import unresolved
from lupus_mod.orders.names import Resolution
from lupus_mod.orders.text import fold
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.rules.spec import Ruleset

# Keys the tally reads or writes (docs/tally.md); `burned` is also the day's outcome.
TALLY_KEYS = ("burned", "opened_post", "opened_page", "malus", "corrections", "runoff", "revote")
_RUNOFF_KEYS = ("candidates", "opened_post")


@dataclass(frozen=True)
class DayRules:
    """What a day file may say in this game: its choice keys and how names resolve."""

    choice_kinds: Mapping[str, str]            # key -> "player" or "role"
    find_player: Callable[[str], Resolution]
    ruleset: Ruleset
    burns_many: bool = True    # game.toml [votes]: a tie rule "all" burns every tied player

    @classmethod
    def of(cls, ruleset: Ruleset, find_player: Callable[[str], Resolution]) -> "DayRules":
        kinds = {key: "player" for key in ruleset.day_keys()}
        for _, power in ruleset.all_powers():
            if power.day and power.args and power.args[0].rstrip("?") in ("role", "text"):
                kinds[power.keyword] = power.args[0].rstrip("?")
        return cls(kinds, find_player, ruleset)

    def role(self, text: str) -> str | None:
        folded = fold(text.strip())
        for role in self.ruleset.roles:
            if folded in {fold(w) for w in (role.id, role.name, *role.aliases)}:
                return role.id
        return None


def _player(src: TomlFile, rules: DayRules, value: Any, path: tuple[str | int, ...],
            problems: list[LupusError]) -> str | None:
    key = " ".join(str(p) for p in path if isinstance(p, str))
    if not isinstance(value, str):
        problems.append(src.error(path, f"{key} must be a player's name, not {shown(value)}",
                                  f'e.g. {path[-1] if isinstance(path[-1], str) else key} = "<player>"'))
        return None
    found = rules.find_player(value)
    if found.target:
        return found.target
    problems.append(src.error(path, f"{key} = {unresolved(value, found)}",
                              "use a name, alias or substitute's nickname from players.toml"))
    return None


def _burned(src: TomlFile, rules: DayRules, problems: list[LupusError]) -> tuple[str, ...]:
    value = src.data.get("burned", "")
    if isinstance(value, str):
        names = [(("burned",), value)] if value.strip() else []
    elif isinstance(value, list):
        names = [(("burned", n), v) for n, v in enumerate(value)]
    else:
        problems.append(src.error(("burned",), f"burned must be a player's name (or a list of "
                                  f"names), not {shown(value)}", 'burned = "<player>", or burned = "" if nobody'))
        return ()
    if len(names) > 1 and not rules.burns_many:
        problems.append(src.error(("burned",), f"burned names {len(names)} players, but the vote "
                                  "burns one at most here (game.toml [votes]: no tie rule \"all\")",
                                  'name the one burned: burned = "<player>"'))
    found = [_player(src, rules, v, path, problems) for path, v in names]
    return tuple(f for f in found if f)


def _tally_keys(src: TomlFile, rules: DayRules, problems: list[LupusError]) -> None:
    data = src.data
    post = data.get("opened_post")
    if post is not None and not (isinstance(post, str) or type_ok(post, int)):
        problems.append(src.error(("opened_post",), f"opened_post must be a post id, not {shown(post)}",
                                  'e.g. opened_post = "12345"'))
    page = data.get("opened_page")
    if page is not None and not (type_ok(page, int) and page >= 1):
        problems.append(src.error(("opened_page",), f"opened_page must be a page number, not {shown(page)}",
                                  "the number of the thread page holding the opening post, e.g. opened_page = 40"))
    for key in ("malus", "corrections", "runoff", "revote"):
        if key in data and not isinstance(data[key], dict):
            problems.append(src.error((key,), f"{key} must be a table, not {shown(data[key])}",
                                      "see docs/tally.md"))
    for name, count in (data.get("malus") if isinstance(data.get("malus"), dict) else {}).items():
        _player(src, rules, name, ("malus", name), problems)
        if not type_ok(count, int):
            problems.append(src.error(("malus", name), f"malus {name} must be a number, not {shown(count)}"))
    for ballot in ("runoff", "revote"):
        table = data.get(ballot) if isinstance(data.get(ballot), dict) else {}
        for key in sorted(set(table) - set(_RUNOFF_KEYS)):
            problems.append(src.error((ballot, key), f"[{ballot}] unknown key {key!r}{suggest(key, _RUNOFF_KEYS)}"))
        candidates = table.get("candidates", [])
        if not isinstance(candidates, list):
            problems.append(src.error((ballot, "candidates"), f"[{ballot}] candidates must be a list of names"))
        else:
            for n, name in enumerate(candidates):
                _player(src, rules, name, (ballot, "candidates", n), problems)


def _choice(src: TomlFile, rules: DayRules, key: str, value: Any,
            problems: list[LupusError]) -> str | None:
    kind = rules.choice_kinds[key]
    if kind == "player":
        return _player(src, rules, value, (key,), problems)
    if not isinstance(value, str) or not value.strip():
        problems.append(src.error((key,), f"{key} must be a {kind}'s name, not {shown(value)}"))
        return None
    if kind == "role" and rules.role(value) is None:
        problems.append(src.error((key,), f"{key} = {value!r} is not a role of this game"
                                  f"{suggest(value, (r.name for r in rules.ruleset.roles))}",
                                  "write the role's name as roles.toml spells it"))
        return None
    return value


def read_day_file(src: TomlFile, rules: DayRules
                  ) -> tuple[tuple[str, ...], dict[str, str], list[LupusError]]:
    """Who burned, the day's choices (key -> player, or the role named) and every problem."""
    problems: list[LupusError] = []
    known = (*TALLY_KEYS, *rules.choice_kinds)
    for key in sorted(set(src.data) - set(known)):
        problems.append(src.error((key,), f"unknown key {key!r}{suggest(key, known)}",
                                  f"the keys of a day file here are: {', '.join(known)}"))
    burned = _burned(src, rules, problems)
    _tally_keys(src, rules, problems)
    choices: dict[str, str] = {}
    for key in rules.choice_kinds:
        if key in src.data and src.data[key] != "":
            value = _choice(src, rules, key, src.data[key], problems)
            if value:
                choices[key] = value
    return burned, choices, problems
