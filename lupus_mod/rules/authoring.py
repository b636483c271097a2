"""The traps of a ruleset a GM writes himself, found before any night is played.

    messages(ruleset) -> every message id the ruleset makes the engine send, with its key's path
    reserved_steps(ruleset) -> the steps whose id the engine keeps for itself
    name_clashes(ruleset) -> role and item names that are also an order word

Pure: each finding carries the `path` of its key in roles.toml; the shell (lupus_mod/inputs/
authoring.py) words it in the game's language and points at the key's line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Mapping

from lupus_mod.orders.text import name_words
from lupus_mod.rules.checks import Path
from lupus_mod.rules.spec import PowerSpec, Ruleset

# Settings whose value is a message id told to a player or to the thread (docs/rulesets.md).
# `tell_target` is one except where it is true or false (rules/settings.py).
MESSAGE_KEYS = ("message", "fail_message", "caught_message", "spotted_message", "victim_message",
                "decider_message", "owl_message", "owl_no_answer_message", "alarm_message",
                "tell_target", "tell_attackers", "tell_actor", "announce", "nobody_message",
                "spent_message")
# The steps the engine runs under its own ids: "alba", the dawn's reactions after the last
# step (lupus_mod/engine/night.py), and "master", the GM's overrides (engine/overrides.py);
# a decision asked at dawn would be placed at a step of the ruleset of that id (lupus_mod/
# play/waits.py), an override's event inside it. The day's "giorno" is the day's own start.
RESERVED_STEPS = {"step": ("alba", "master"), "day_step": ("giorno", "master")}
# The message an effect sends when its setting is not written, for the effects whose default
# no shipped catalog words (engine/effects/: allegiance.py, watching.py, delayed.py): a ruleset
# of one's own that leaves it out must word it, or set the key to a message it words.
EFFECT_DEFAULTS = {"convert": (("fail_message", "conversion-failed"),),
                   "convert-on-guess": (("fail_message", "conversion-failed"),),
                   "watch-neighbours": (("alarm_message", "alarm"),),
                   "delayed-kill": (("victim_message", "attacked"),)}


@dataclass(frozen=True)
class Finding:
    """One trap: what it is (a key of labels.toml [authoring]), its values, where it is."""
    kind: str
    path: Path
    values: Mapping[str, str]


def _texts(settings: Mapping[str, Any], path: Path) -> Iterator[tuple[str, Path]]:
    for key in MESSAGE_KEYS:
        value = settings.get(key)
        if isinstance(value, str) and value:
            yield value, path + (key,)
    for n, outcome in enumerate(settings.get("convert") or ()):
        if isinstance(outcome, Mapping):
            yield from _texts(outcome, path + ("convert", n))


def _defaults(power: PowerSpec, path: Path) -> Iterator[tuple[str, Path]]:
    """The message ids the engine makes from the ruleset's own ids when `message` is not set:
    a status told to its target, an announcement named after its power (effects/status.py),
    the `EFFECT_DEFAULTS` of its effect."""
    for key, default in EFFECT_DEFAULTS.get(power.effect, ()):
        if key not in power.settings:
            yield default, path + ("effect",)
    if "message" in power.settings:
        return
    if power.effect == "add-status" and power.setting("tell_target") is True:
        yield str(power.setting("status", power.id)), path + ("settings", "tell_target")
    if power.effect == "announce":
        yield power.id, path + ("effect",)


def power_paths(rs: Ruleset) -> Iterator[tuple[PowerSpec, Path]]:
    """Every power of the ruleset's roles, groups and items, with the path of its table."""
    for n, role in enumerate(rs.roles):
        for k, power in enumerate(role.powers):
            yield power, ("role", n, "power", k)
    for group in rs.groups:
        for k, power in enumerate(group.powers):
            yield power, ("group", group.id, "power", k)
    for n, item in enumerate(rs.items):
        for k, power in enumerate(item.powers):
            yield power, ("item", n, "power", k)


def messages(rs: Ruleset) -> list[tuple[str, Path]]:
    """Every message id the ruleset names or makes, each with the path of the key that names it."""
    found: list[tuple[str, Path]] = []
    for power, path in power_paths(rs):
        found += _texts(power.settings, path + ("settings",))
        found += _defaults(power, path)
    for n, role in enumerate(rs.roles):
        for name, settings in role.passives.items():
            found += _texts(settings, ("role", n, "passives", name))
    for key, steps in (("step", rs.steps), ("day_step", rs.day_steps)):
        for n, step in enumerate(steps):
            found += _texts(step.settings, (key, n, "settings"))
    for n, decision in enumerate(rs.decisions):
        found += [(m, ("decision", n, "asked_by", k)) for k, m in enumerate(decision.asked_by)]
    return found


def unworded(rs: Ruleset, worded: set[str]) -> list[Finding]:
    """The message ids with no wording (`worded`: the template's macros, the catalog's keys):
    the player would read the raw id and its data."""
    seen: set[str] = set()
    findings = []
    for message, path in messages(rs):
        if message not in worded and message.replace("-", "_") not in worded and message not in seen:
            seen.add(message)
            findings.append(Finding("unworded", path, {"id": message}))
    return findings


# Settings whose value is a cause of death, shown by the GM log, `status` and the recap.
CAUSE_KEYS = ("cause", "self_cause", "kill_actor")


def causes(rs: Ruleset) -> list[tuple[str, Path]]:
    """Every cause of death the ruleset names, with the path of the key that names it."""
    tables: list[tuple[Mapping[str, Any], Path]] = [
        (power.settings, path + ("settings",)) for power, path in power_paths(rs)]
    tables += [(settings, ("role", n, "passives", name))
               for n, role in enumerate(rs.roles) for name, settings in role.passives.items()]
    tables += [(step.settings, (key, n, "settings"))
               for key, steps in (("step", rs.steps), ("day_step", rs.day_steps))
               for n, step in enumerate(steps)]
    tables += [(outcome, path + ("convert", k)) for settings, path in list(tables)
               for k, outcome in enumerate(settings.get("convert") or ()) if isinstance(outcome, Mapping)]
    return [(value, path + (key,)) for settings, path in tables for key in CAUSE_KEYS
            if isinstance(value := settings.get(key), str) and value]


def unworded_causes(rs: Ruleset, worded: set[str]) -> list[Finding]:
    """The causes with no words (`worded`: the catalogs' `[cause]` keys): the GM log, `status`
    and the recap would show the id. A cause named as a role or a power is said by its name
    (lupus_mod/words/wording.py)."""
    named = worded | {r.id for r in rs.roles} | {p.id for _, p in rs.all_powers()}
    seen: set[str] = set()
    findings = []
    for cause, path in causes(rs):
        if cause not in named and cause not in seen:
            seen.add(cause)
            findings.append(Finding("cause-unworded", path, {"id": cause}))
    return findings


# The day effects' default messages are Licantropi's words, naming its roles (the Oratore,
# the Sindaco, the Avvocato: templates/<language>/labels.toml [message]); the take-along's
# («Sul rogo muore anche …») names none.
DAY_DEFAULTS = {"pardon": "pardoned", "replace-condemned": "condemned-instead",
                "remove-from-runoff": "runoff-removed"}


def day_defaults(rs: Ruleset) -> list[Finding]:
    """Day powers of a ruleset's own that leave `message` to a default naming another ruleset's role."""
    return [Finding("day-default", path + ("effect",), {"power": power.id, "effect": power.effect,
                                                          "id": DAY_DEFAULTS[power.effect]})
            for power, path in power_paths(rs) if power.effect in DAY_DEFAULTS and "message" not in power.settings]


def undescribed(rs: Ruleset) -> list[Finding]:
    """Roles and items without a `description`: the opening post and the cards leave out their
    box, and the players read nothing of what they do."""
    return [Finding(f"{key}-undescribed", (key, n), {"id": spec.id})
            for key, specs in (("role", rs.roles), ("item", rs.items))
            for n, spec in enumerate(specs) if not spec.description]


def reserved_steps(rs: Ruleset) -> list[Finding]:
    return [Finding("reserved-step", (key, n, "id"), {"id": step.id})
            for key, steps in (("step", rs.steps), ("day_step", rs.day_steps))
            for n, step in enumerate(steps) if step.id in RESERVED_STEPS[key]]


def order_words(rs: Ruleset) -> dict[tuple[str, ...], str]:
    """Every keyword and synonym of the ruleset's orders (as the reader compares words), with
    the keyword it stands for; the delivery step's own order (`passo`) included."""
    forms: dict[tuple[str, ...], str] = {}
    for _, power in rs.all_powers():
        for form in (power.keyword, *power.synonyms) if power.keyword and not power.day else ():
            forms.setdefault(name_words(form), power.keyword)
    for step in rs.steps:
        keyword = step.settings.get("keyword")
        if isinstance(keyword, str):
            for form in (keyword, *step.settings.get("synonyms", ())):
                forms.setdefault(name_words(str(form)), keyword)
    forms.pop((), None)
    return forms


def name_clashes(rs: Ruleset) -> list[Finding]:
    """Role and item names (and their other names) that are an order word, in a ruleset whose
    orders name roles (`associo`) or items (`passo`): such an order reads as the other power."""
    forms = order_words(rs)
    kinds = {kind.rstrip("?") for _, p in rs.all_powers() for kind in p.args}
    kinds |= {"item" for s in rs.steps if s.effect == "deliver-items"}
    named: list[tuple[str, str, Path]] = []
    for n, role in enumerate(rs.roles if "role" in kinds else ()):
        # A role named as its own power's word (Licantropi's Assassino, "assassino") means
        # that power either way.
        own = {name_words(f) for p in role.powers for f in (p.keyword, *p.synonyms)}
        named += [("what-role", name, path) for name, path in
                  [(role.name, ("role", n, "name")),
                   *((a, ("role", n, "aliases", k)) for k, a in enumerate(role.aliases))]
                  if name_words(name) not in own]
    for n, item in enumerate(rs.items if "item" in kinds else ()):
        named.append(("what-item", item.name, ("item", n, "name")))
        named += [("what-item", s, ("item", n, "short_names", k)) for k, s in enumerate(item.short_names)]
    return [Finding("name-keyword", path, {"what": what, "name": name, "keyword": forms[name_words(name)]})
            for what, name, path in named if name_words(name) in forms]


def protections_in_vain(rs: Ruleset) -> list[Finding]:
    """A protection that can stop nothing: its `against` names no cause of the ruleset's deaths
    (« dévore », a keyword, for "loups-garous"), or the death it is against comes at a later step
    no protection stops (a `delayed-kill` without `protectable`: a Salvateur added to
    Thiercelieux protected nobody, and `check` said nothing)."""
    lethal = {cause for cause, _ in causes(rs)} | {p.id for _, p in rs.all_powers() if p.lethal}
    known = lethal | {p.id for _, p in rs.all_powers()}
    kills = [(p.settings.get("cause", p.id), p) for p, _ in power_paths(rs)
             if p.effect == "delayed-kill" and not p.settings.get("protectable")]
    found = []
    for power, path in power_paths(rs):
        if power.effect != "protect":
            continue
        against = power.settings.get("against")
        named = tuple(against) if isinstance(against, list) else None
        found += [Finding("protect-cause", path + ("settings", "against"),
                          {"power": power.id, "cause": str(cause), "causes": ", ".join(sorted(lethal))})
                  for cause in named or () if cause not in known]
        # A death of the same night (after_nights = 0) is what an unqualified protection means to stop.
        found += [Finding("protect-in-vain", path + ("effect",), {"power": power.id, "kill": kill.id})
                  for cause, kill in kills if cause in (named or ())
                  or named is None and int(kill.settings.get("after_nights", 1)) == 0]
    return found
