"""game.toml, checked key by key: every problem of the file at once, each at its own line."""
from __future__ import annotations

import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lupus_mod.errors import LupusError
from lupus_mod.inputs.folder import TomlFile, suggest
from lupus_mod.inputs.forum import GENERIC, table_problems
from lupus_mod.inputs.names import name_problem
from lupus_mod.words.render import languages as catalog_languages
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.messages import say

HHMM = re.compile(r"^([01]?\d|2[0-3]):[0-5]\d$")
_TYPES: dict[str, type] = {"title": str, "language": str, "seed": int, "timezone": str,
                           "first_night": int, "gm": list, "accept_late": list,
                           "schedule": dict, "votes": dict, "forum": dict}
_NAMES = {str: "common.a-string", int: "common.an-integer", list: "common.a-list", dict: "common.a-table"}
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
        if key == "time_zone":      # the board's zone ([forum.generic]), or the game's misspelt
            problems.append(src.error((key,), say("forum-zone.in-game", table=GENERIC),
                                      say("forum-zone.in-game-hint", table=GENERIC)))
        elif kind is None:
            problems.append(src.error((key,), say("config.unknown-key", key=key, suggestion=suggest(key, _TYPES)),
                                      say("config.unknown-key-hint", keys=", ".join(_TYPES))))
        elif not type_ok(value, kind):
            problems.append(src.error((key,), say("config.type", key=key, kind=say(_NAMES[kind]), value=shown(value)),
                                      _example(_EXAMPLES.get(key, f"[{key}]"))))
    if "seed" not in data:
        problems.append(src.error((), say("config.no-seed"), say("config.no-seed-hint")))
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
        found.append(src.error(("language",), say("config.language", language=language,
                                                  suggestion=suggest(language, languages)),
                               say("config.language-hint", languages=", ".join(languages))))
    first = data.get("first_night", 1)
    if type_ok(first, int) and first not in (0, 1):
        found.append(src.error(("first_night",), say("config.first-night", value=first),
                               say("config.first-night-hint")))
    for key in ("gm", "accept_late"):
        for n, value in enumerate(data.get(key) if isinstance(data.get(key), list) else ()):
            label = key == "accept_late" and str(value).isdigit() and not isinstance(value, bool)
            if not (label or (key == "gm" and isinstance(value, str))):
                listed = "config.list-labels" if key == "accept_late" else "config.list-nicknames"
                found.append(src.error((key, n), say(listed, key=key, value=shown(value)), _example(_EXAMPLES[key])))
            elif key == "gm" and name_problem(value, say("config.nickname")):
                found.append(src.error((key, n), say("config.gm-name", problem=name_problem(value, say("config.nickname"))),
                                       _example(_EXAMPLES[key])))
    if isinstance(data.get("title"), str) and not data["title"].strip():
        found.append(src.error(("title",), say("config.title-empty"), _example(_EXAMPLES["title"])))
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
            found.append(src.error(("schedule", key), say("config.schedule-key", key=key,
                                                          suggestion=suggest(key, SCHEDULE_KEYS)),
                                   say("config.keys-are", keys=", ".join(SCHEDULE_KEYS))))
        elif not isinstance(value, str) or not HHMM.match(value):
            found.append(src.error(("schedule", key), say("config.hhmm", key=key, value=shown(value)),
                                   _example(f'{key} = "22:30"')))
    if isinstance(src.data.get("votes"), dict):
        found.append(_votes_problem(src))
    return found


def zone_problem(src: TomlFile, zone: str, path: tuple[str, ...] = ("timezone",)) -> LupusError | None:
    try:
        ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError):
        return src.error(path, say("config.zone", zone=zone), _example('timezone = "Europe/Rome"'))
    return None


def _example(text: str) -> str:
    return say("common.example", example=text)


def _votes_problem(src: TomlFile) -> LupusError | None:
    """[votes], read as the tally will read it, pointed at the line of the key it names."""
    from lupus_mod.votes.settings import read_settings
    try:
        read_settings(src.data["votes"])
    except LupusError as error:
        key = re.match(r"\[votes\] (\w+)", error.message)
        return src.error(("votes", key.group(1)) if key else ("votes",), error.message, error.hint)
    return None

