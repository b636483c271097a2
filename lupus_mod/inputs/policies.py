"""roles.toml `[policies]`, checked when the ruleset loads: every key a known policy, every
value of its type and, for a choice, one of its values; `told_refusals` lists refusal reasons.
Its `[schedule]` and `[votes]` (what `new` copies into game.toml) are checked as game.toml's.

The policies are those of the built-in rulesets (a policy is a switch a built-in ruleset sets,
docs/rulesets.md), with the type its value has there; a refusal reason is one the GM log words
(templates/night/refusals.j2), so a reason told to the player is always one the
engine gives.
"""
from __future__ import annotations

import functools
import re
import tomllib
from typing import Any

from lupus_mod.errors import LupusError
from lupus_mod.inputs.folder import TomlFile, suggest
from lupus_mod.inputs.config import machine_table_problems, zone_problem
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.rules.engine_policies import ENGINE_POLICIES
from lupus_mod.messages import say

# The policies that choose among words (the engine reads the others as true/false, numbers).
CHOICES = {"strikes_back_at": ("first", "last"), "missing_pass": ("random", "remove"),
           "witch_after_heal": ("phrase", "nothing"), "last_shot_missing": ("ask", "none", "random"),
           "card_known_shows": ("role", "faction", "conta", "name"), "capitaine_vote": ("tie", "always"),
           "lovers_learn": ("partner", "camp"), **ENGINE_POLICIES}
_TYPE_NAMES = {str: "common.a-string", int: "common.an-integer", bool: "rules.true-or-false",
               list: "common.a-list", float: "common.a-number", dict: "common.a-table"}
_REASON = re.compile(r'\br (?:==|in) (\([^)]*\)|"[a-z-]+")')


@functools.lru_cache(maxsize=1)
def builtin_policies() -> dict[str, type]:
    """Each policy a built-in ruleset sets, with the type of its value."""
    from lupus_mod.inputs.catalog import builtin_ids, builtin_text
    found: dict[str, type] = {key: str for key in ENGINE_POLICIES}
    for rid in builtin_ids():
        for key, value in tomllib.loads(builtin_text(rid)).get("policies", {}).items():
            found.setdefault(key, float if isinstance(value, float) else type(value))
    return found


@functools.lru_cache(maxsize=1)
def refusal_reasons() -> frozenset[str]:
    """The reason ids the GM log words (the branches of refusals.j2's `why`)."""
    from lupus_mod.words.render import template_files
    path = template_files().get("night/refusals.j2")
    text = path.read_text(encoding="utf-8") if path is not None else ""
    return frozenset(re.findall(r'"([a-z-]+)"', " ".join(_REASON.findall(text))))


def policy_problems(src: TomlFile) -> list[LupusError]:
    """[policies], and the [schedule] and [votes] `new` copies into game.toml."""
    tables = [p for p in machine_table_problems(src) + _settings_read(src) if p is not None]
    policies = src.data.get("policies")
    if not isinstance(policies, dict):
        return tables   # its type is checked with the other tables
    known = builtin_policies()
    problems: list[LupusError] = tables
    for key, value in policies.items():
        path = ("policies", key)
        if key not in known:
            problems.append(src.error(path, say("policies.unknown", key=key, suggestion=suggest(key, known)),
                                      say("policies.unknown-hint")))
        elif not _type_ok(value, known[key]):
            problems.append(src.error(path, say("policies.type", key=key, kind=say(_TYPE_NAMES[known[key]]),
                                                value=shown(value)), say("policies.see-rulesets")))
        elif key in CHOICES and value not in CHOICES[key]:
            problems.append(src.error(path, say("policies.choice", key=key, value=shown(value),
                                                suggestion=suggest(value, CHOICES[key])),
                                      say("policies.choice-hint", values=", ".join(CHOICES[key]))))
        elif key == "told_refusals":
            problems += _reasons(src, value)
        elif key == "guess_also":
            problems += _guessed_roles(src, value)
    return problems


def _guessed_roles(src: TomlFile, table: dict[str, Any]) -> list[LupusError]:
    """`guess_also = { guessed = [roles] }`: every name a role id, or the guess never matches."""
    roles = [r.get("id") for r in src.data.get("role", ()) if isinstance(r, dict)]
    problems: list[LupusError] = []
    for guessed, also in table.items():
        for role in [guessed, *(also if isinstance(also, list) else [also])]:
            if role not in roles:
                problems.append(src.error(("policies", "guess_also", guessed),
                                          say("policies.guess-also", value=shown(role),
                                              suggestion=suggest(str(role), roles)),
                                          say("policies.guess-also-hint")))
    return problems


def _type_ok(value: Any, kind: type) -> bool:
    if kind is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return type_ok(value, kind)


def _reasons(src: TomlFile, reasons: list[Any]) -> list[LupusError]:
    known = refusal_reasons()
    problems: list[LupusError] = []
    for n, reason in enumerate(reasons):
        if not isinstance(reason, str) or (known and reason not in known):
            problems.append(src.error(("policies", "told_refusals", n),
                                      say("policies.reason", value=shown(reason), suggestion=suggest(str(reason), known)),
                                      say("policies.reason-hint")))
    return problems


def _settings_read(src: TomlFile) -> list[LupusError]:
    """The three [settings] values `new` reads (the others are the opening post's text)."""
    settings = src.data.get("settings")
    if not isinstance(settings, dict):
        return []
    found = []
    for key, kind, example in (("first_night", int, "first_night = 1"), ("timezone", str, 'timezone = "Europe/Rome"'),
                               ("gm", str, 'gm = "Talilinds & Loudo"')):
        if key in settings and not type_ok(settings[key], kind):
            found.append(src.error(("settings", key), say("policies.settings-type", key=key, kind=say(_TYPE_NAMES[kind]),
                                                          value=shown(settings[key])),
                                   say("common.example", example=example)))
    if type_ok(settings.get("first_night"), int) and settings["first_night"] not in (0, 1):
        found.append(src.error(("settings", "first_night"), say("policies.first-night"),
                               say("config.first-night-hint")))
    if isinstance(settings.get("timezone"), str):
        found.append(zone_problem(src, settings["timezone"], ("settings", "timezone")))
    return [p for p in found if p is not None]
