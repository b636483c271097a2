"""game.toml, checked key by key: every problem of the file at once, each at its own line."""
from __future__ import annotations

import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lupus_mod.errors import LupusError
from lupus_mod.folder import TomlFile, suggest
from lupus_mod.inputs.forum import table_problems
from lupus_mod.inputs.names import name_problem
from lupus_mod.render import languages as catalog_languages
from lupus_mod.rules.checks import shown, type_ok

HHMM = re.compile(r"^([01]?\d|2[0-3]):[0-5]\d$")
_TYPES: dict[str, type] = {"title": str, "language": str, "seed": int, "timezone": str,
                           "first_night": int, "gm": list, "accept_late": list,
                           "schedule": dict, "votes": dict, "forum": dict}
_NAMES = {str: "a string", int: "an integer", list: "a list", dict: "a table"}
_EXAMPLES = {"seed": "seed = 20261129", "timezone": 'timezone = "Europe/Rome"',
             "language": 'language = "it"', "gm": 'gm = ["Talilinds"]',
             "accept_late": 'accept_late = ["2"]', "first_night": "first_night = 1",
             "title": 'title = "Lupus in Tabula — partita 12"'}
# The times game.toml's [schedule] gives (docs/game-folder.md, docs/tally.md).
SCHEDULE_KEYS = ("day_close", "powers_deadline", "runoff_close", "revote_close", "votes_close",
                 "election_close")


def config_problems(src: TomlFile) -> list[LupusError]:
    data = src.data
    problems: list[LupusError] = []
    for key, value in data.items():
        kind = _TYPES.get(key)
        if kind is None:
            problems.append(src.error((key,), f"unknown key {key!r}{suggest(key, _TYPES)}",
                                      f"the keys of game.toml are: {', '.join(_TYPES)}"))
        elif not type_ok(value, kind):
            problems.append(src.error((key,), f"{key} must be {_NAMES[kind]}, not {shown(value)}",
                                      f"e.g. {_EXAMPLES.get(key, f'[{key}]')}"))
    if "seed" not in data:
        problems.append(src.error((), "no `seed`", "add e.g. seed = 20261129 (the deal and every "
                                  "random choice come from it)"))
    return problems + [p for p in _values(src) if p is not None]


def _values(src: TomlFile) -> list[LupusError | None]:
    data = src.data
    found: list[LupusError | None] = []
    zone = data.get("timezone", "Europe/Rome")
    if isinstance(zone, str):
        found.append(zone_problem(src, zone))
    language = data.get("language", "it")
    languages = catalog_languages()
    if isinstance(language, str) and language not in languages:
        found.append(src.error(("language",), f"language = {language!r}: no templates in that language"
                               f"{suggest(language, languages)}", f"use one of: {', '.join(languages)}"))
    first = data.get("first_night", 1)
    if type_ok(first, int) and first not in (0, 1):
        found.append(src.error(("first_night",), f"first_night must be 0 or 1, not {first}",
                               "0 where the game has a Notte 0, else 1"))
    for key in ("gm", "accept_late"):
        for n, value in enumerate(data.get(key) if isinstance(data.get(key), list) else ()):
            label = key == "accept_late" and str(value).isdigit() and not isinstance(value, bool)
            if not (label or (key == "gm" and isinstance(value, str))):
                found.append(src.error((key, n), f"{key} must list {'night labels' if key == 'accept_late' else 'nicknames'}, "
                                       f"not {shown(value)}", f"e.g. {_EXAMPLES[key]}"))
            elif key == "gm" and name_problem(value, "a nickname"):
                found.append(src.error((key, n), f"gm: {name_problem(value, 'a nickname')}",
                                       f"e.g. {_EXAMPLES[key]}"))
    if isinstance(data.get("title"), str) and not data["title"].strip():
        found.append(src.error(("title",), "title is empty", f"e.g. {_EXAMPLES['title']}"))
    found += machine_table_problems(src)
    if isinstance(data.get("forum"), dict):
        found += [src.error(("forum", *path), message, hint)
                  for path, message, hint in table_problems(data["forum"])]
    return found


def machine_table_problems(src: TomlFile) -> list[LupusError | None]:
    """[schedule] and [votes], in game.toml or in the roles.toml `new` copies them from."""
    found: list[LupusError | None] = []
    schedule = src.data.get("schedule", {})
    for key, value in (schedule.items() if isinstance(schedule, dict) else ()):
        if key not in SCHEDULE_KEYS:
            found.append(src.error(("schedule", key), f"[schedule] unknown key {key!r}"
                                   f"{suggest(key, SCHEDULE_KEYS)}", f"the keys are: {', '.join(SCHEDULE_KEYS)}"))
        elif not isinstance(value, str) or not HHMM.match(value):
            found.append(src.error(("schedule", key), f"[schedule] {key} = {shown(value)} is not a time HH:MM",
                                   f'e.g. {key} = "22:30"'))
    if isinstance(src.data.get("votes"), dict):
        found.append(_votes_problem(src))
    return found


def zone_problem(src: TomlFile, zone: str, path: tuple[str, ...] = ("timezone",)) -> LupusError | None:
    try:
        ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError):
        return src.error(path, f"unknown time zone {zone!r}", 'e.g. timezone = "Europe/Rome"')
    return None


def _votes_problem(src: TomlFile) -> LupusError | None:
    """[votes], read as the tally will read it, pointed at the line of the key it names."""
    from lupus_mod.votes.settings import read_settings
    try:
        read_settings(src.data["votes"])
    except LupusError as error:
        key = re.match(r"\[votes\] (\w+)", error.message)
        return src.error(("votes", key.group(1)) if key else ("votes",), error.message, error.hint)
    return None

