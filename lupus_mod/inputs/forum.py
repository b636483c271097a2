"""game.toml `[forum]`: its keys, types and values, checked by every command at load.

    table_problems(table) -> [(path, message, hint)]   (pure; [] when the table is right)

The schema lives here, apart from the forum stack (requests, lxml), so `night`, `day` and
`status` check the table without importing what only `tally` and `thread` use; the stack
reads the same names (lupus_mod/forum/config.py, engines.py, generic.py). A CSS selector is
checked with cssselect alone, the translator lxml itself uses.
"""
from __future__ import annotations

import re

from typing import Any

from lupus_mod.inputs.folder import suggest
from lupus_mod.rules.checks import shown
from lupus_mod.messages import say

Path = tuple[str | int, ...]
Problem = tuple[Path, str, str]

KEYS = ("engine", "thread", "delay", "cookies_file", "generic", "bbcode_tags")
# The adapters of lupus_mod/forum/engines.py, by name (a test checks they are the same).
ENGINES = ("invision", "forumfree", "phpbb", "xenforo", "smf", "vbulletin", "discourse", "forumactif",
           "misago", "mybb", "generic")
GENERIC_REQUIRED = ("post", "author", "time", "body")
GENERIC_OPTIONAL = ("time_attribute", "time_format", "id_attribute", "permalink", "next_page",
                    "quote", "spoiler", "remove", "edited", "time_zone", "page_number")
SELECTORS = ("post", "author", "time", "body", "permalink", "next_page", "quote", "spoiler",
             "remove", "edited", "page_number")
DEFAULT_DELAY = 1.0
GENERIC = "[forum.generic]"


def table_problems(table: dict[str, Any]) -> list[Problem]:
    """Every problem of a [forum] table, each with the path of its key."""
    problems: list[Problem] = []
    for key in table:
        if key == "time_zone":
            problems.append(((key,), say("forum-zone.in-forum", table=GENERIC),
                             say("forum-zone.in-forum-hint", table=GENERIC)))
        elif key not in KEYS:
            problems.append(((key,), say("forum.unknown-key", key=key, suggestion=suggest(key, KEYS)),
                             say("config.keys-are", keys=", ".join(KEYS))))
    problems += _value_problems(table)
    generic = table.get("generic")
    engine = table.get("engine")
    if generic is not None or (isinstance(engine, str) and engine.strip().lower() == "generic"):
        problems += generic_problems(generic)
    return problems


def _value_problems(table: dict[str, Any]) -> list[Problem]:
    found: list[Problem] = []
    engine = table.get("engine")
    if engine is not None and (not isinstance(engine, str) or engine.strip().lower() not in ENGINES):
        found.append((("engine",), say("forum.engine", value=shown(engine),
                                       suggestion=suggest(str(engine).lower(), ENGINES)),
                      say("forum.engine-hint", engines=", ".join(ENGINES))))
    thread = table.get("thread")
    if thread is not None and (not isinstance(thread, str) or not thread.startswith(("http://", "https://"))):
        found.append((("thread",), say("forum.thread", value=shown(thread)), say("forum.thread-hint")))
    delay = table.get("delay", DEFAULT_DELAY)
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or delay < 0:
        found.append((("delay",), say("forum.delay", value=shown(delay)), say("forum.delay-hint")))
    if "cookies_file" in table and not isinstance(table["cookies_file"], str):
        found.append((("cookies_file",), say("forum.cookies"), say("forum.cookies-hint")))
    tags = table.get("bbcode_tags")
    if tags is not None and not (isinstance(tags, list) and all(isinstance(t, str) for t in tags)):
        found.append((("bbcode_tags",), say("forum.tags"), say("forum.tags-hint")))
    return found


def generic_problems(config: Any) -> list[Problem]:
    """The [forum.generic] selectors: the required ones there, no unknown key, each valid."""
    if not config:
        return [(("generic",), say("forum.generic-none"),
                 say("forum.generic-none-hint", table=GENERIC, keys=", ".join(GENERIC_REQUIRED)))]
    if not isinstance(config, dict):
        return [(("generic",), say("forum.generic-table", table=GENERIC, value=shown(config)),
                 say("forum.generic-table-hint"))]
    known = GENERIC_REQUIRED + GENERIC_OPTIONAL
    problems: list[Problem] = []
    missing = [key for key in GENERIC_REQUIRED if not str(config.get(key) or "").strip()]
    if missing:
        problems.append((("generic",), say("forum.generic-lacks", table=GENERIC, keys=", ".join(missing)),
                         say("forum.generic-lacks-hint")))
    for key, value in config.items():
        if key not in known:
            problems.append((("generic", key), say("forum.generic-key", table=GENERIC, key=key,
                                                   suggestion=suggest(key, known)),
                             say("config.keys-are", keys=", ".join(known))))
        elif not isinstance(value, str):
            problems.append((("generic", key), say("forum.generic-string", table=GENERIC, key=key, value=shown(value)),
                             say("forum.generic-string-hint", key=key)))
        elif key == "time_format" and not re.search(r"%[HIklXTcR]", value):
            # A format without the hour would read every post at midnight.
            problems.append((("generic", key), say("forum.time-format", table=GENERIC, value=value),
                             say("forum.time-format-hint")))
        elif key == "time_zone" and not _known_zone(value):
            problems.append((("generic", key), say("forum.time-zone", table=GENERIC, value=value),
                             say("forum.time-zone-hint")))
        elif key in SELECTORS and value and (error := _selector_error(value)):
            problems.append((("generic", key), say("forum.selector", table=GENERIC, key=key, value=value, error=error),
                             say("forum.selector-hint", table=GENERIC)))
    return problems


def _known_zone(name: str) -> bool:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def _selector_error(selector: str) -> str:
    from cssselect import HTMLTranslator, SelectorError
    try:
        HTMLTranslator().css_to_xpath(selector)
    except SelectorError as error:
        return str(error)
    return ""

