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

from lupus_mod.folder import suggest
from lupus_mod.rules.checks import shown

Path = tuple[str | int, ...]
Problem = tuple[Path, str, str]

KEYS = ("engine", "thread", "delay", "cookies_file", "generic", "bbcode_tags")
# The adapters of lupus_mod/forum/engines.py, by name (a test checks they are the same).
ENGINES = ("invision", "forumfree", "phpbb", "xenforo", "smf", "vbulletin", "discourse", "forumactif",
           "misago", "generic")
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
        if key not in KEYS:
            problems.append(((key,), f"[forum] unknown key {key!r}{suggest(key, KEYS)}",
                             f"the keys are: {', '.join(KEYS)}"))
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
        found.append((("engine",), f"[forum] engine = {shown(engine)} is not a known engine"
                      f"{suggest(str(engine).lower(), ENGINES)}",
                      f"one of: {', '.join(ENGINES)}; or leave it out to recognise it"))
    thread = table.get("thread")
    if thread is not None and (not isinstance(thread, str) or not thread.startswith(("http://", "https://"))):
        found.append((("thread",), f"[forum] thread = {shown(thread)} is not a web address",
                      'the address of the day\'s thread, like "https://forum.example/topic/123-giorno-2/"'))
    delay = table.get("delay", DEFAULT_DELAY)
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or delay < 0:
        found.append((("delay",), f"[forum] delay = {shown(delay)} is not a number of seconds",
                      "for example delay = 1.5"))
    if "cookies_file" in table and not isinstance(table["cookies_file"], str):
        found.append((("cookies_file",), "[forum] cookies_file must be a path",
                      'for example cookies_file = "cookies.txt" (beside game.toml)'))
    tags = table.get("bbcode_tags")
    if tags is not None and not (isinstance(tags, list) and all(isinstance(t, str) for t in tags)):
        found.append((("bbcode_tags",), "[forum] bbcode_tags must be a list of tag names",
                      'for example bbcode_tags = ["b", "i", "url", "quote", "spoiler"]'))
    return found


def generic_problems(config: Any) -> list[Problem]:
    """The [forum.generic] selectors: the required ones there, no unknown key, each valid."""
    if not config:
        return [(("generic",), "the generic forum adapter needs its selectors",
                 f"add {GENERIC} with at least: {', '.join(GENERIC_REQUIRED)}")]
    if not isinstance(config, dict):
        return [(("generic",), f"{GENERIC} must be a table of CSS selectors, not {shown(config)}",
                 'e.g. [forum.generic] then post = "div.message"')]
    known = GENERIC_REQUIRED + GENERIC_OPTIONAL
    problems: list[Problem] = []
    missing = [key for key in GENERIC_REQUIRED if not str(config.get(key) or "").strip()]
    if missing:
        problems.append((("generic",), f"{GENERIC} lacks {', '.join(missing)}",
                         'each is a CSS selector, e.g. post = "div.message"'))
    for key, value in config.items():
        if key not in known:
            problems.append((("generic", key), f"{GENERIC} has unknown keys: {key}"
                             f"{suggest(key, known)}", f"the keys are: {', '.join(known)}"))
        elif not isinstance(value, str):
            problems.append((("generic", key), f"{GENERIC} {key} must be a string, not {shown(value)}",
                             f'e.g. {key} = "div.message"'))
        elif key == "time_format" and not re.search(r"%[HIklXTcR]", value):
            # A format without the hour would read every post at midnight.
            problems.append((("generic", key), f"{GENERIC} time_format = {value!r} has no hour (%H or %I)",
                             'give the whole time as the board prints it, e.g. time_format = "%d/%m/%Y %H:%M"'))
        elif key == "time_zone" and not _known_zone(value):
            problems.append((("generic", key), f"{GENERIC} time_zone = {value!r} is not a time zone",
                             'write the zone the reading account\'s profile shows, e.g. time_zone = "UTC" '
                             'or "Europe/Rome"'))
        elif key in SELECTORS and value and (error := _selector_error(value)):
            problems.append((("generic", key), f"{GENERIC} {key}: the CSS selector {value!r} is "
                             f"not valid ({error})", f"fix it in game.toml {GENERIC}"))
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

