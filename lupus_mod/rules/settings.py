"""The `settings` of powers, steps and passives in roles.toml, checked when the ruleset loads.

Each key an effect reads has one meaning wherever it appears (docs/rulesets.md), so the
vocabulary below is by key: its type, and what it names (a role, a selector, an item, a step,
a faction). A key no effect reads is a misspelling ("did you mean"); a value of another type,
or naming nothing, is an error at the key's own line, before any night uses the power. Pure.
"""
from __future__ import annotations

from typing import Any, Mapping

from lupus_mod.rules.checks import Path, TableReader, check_selector, conta_words, shown, table_label, type_ok
from lupus_mod.rules.spec import Ruleset
from lupus_mod.messages import say

_TEXT = ("cause", "self_cause", "message", "fail_message", "caught_message", "spotted_message",
         "victim_message", "decider_message", "owl_message", "owl_no_answer_message",
         "alarm_message", "tell_target", "tell_actor", "tell_attackers", "announce", "status",
         "actor_status", "target_status", "tag", "phase_tag", "kind", "lens", "mark", "watch_mark",
         "day_key", "power", "needs_order", "drops_conta", "forced_conta", "takes_place_of",
         "unseen_when_spent", "answer", "counter", "keyword", "note", "agree", "carry",
         "strikes", "choice", "nobody_message", "spent_message", "night_parity", "ask")
_NUMBERS = ("radius", "weight", "night", "until_night", "until_day", "only_night", "after_nights",
            "times")
_FLAGS = ("reveal", "owl", "died_tonight", "skip_died_tonight", "target_at_dusk", "unstoppable",
          "kill_if_nobody_died", "not_if_blocked", "when_burned", "keep_faction", "unless_revived",
          "only_named", "not_self_consecutive", "protectable")
_LISTS = ("causes", "nights", "phases", "no_answer", "against", "synonyms", "args", "convert",
          "resists")
_TABLES = ("grant", "inverse")
# Keys that name something of the ruleset.
_SELECTORS = ("for", "only_if", "members", "immune", "wins_against", "report_to", "decided_by",
              "inverted_while", "void_while", "cannot_alone", "reveals_to", "mixed_by", "key",
              "not_among")
_ROLE_LISTS = ("ranked_by", "forbidden_roles", "stay_as", "roles")
_NAMED = {"role": "role", "as_role": "role", "via_item": "item", "book": "item", "step": "step",
          "phase_of": "faction", "mixed_faction": "faction"}
_SELECTOR_LISTS = ("closed_groups",)
_STEP_LISTS = ("steps",)    # move-step-first: the steps brought to the front, in order
# The keys of a power itself (beside `effect`, lupus_mod/rules/load.py), never of its settings.
POWER_KEYS = frozenset({"id", "effect", "step", "keyword", "synonyms", "foreign_synonyms", "phrases", "args",
                        "from_night", "uses", "group", "lethal", "unblockable", "day", "target",
                        "distinct_targets", "never_same_target", "not_consecutive", "every",
                        "blocked_use_counts", "visits", "while", "required", "settings", "description"})
# Settings that became policies: a roles.toml copied before says where they went.
MOVED = {"guess_also": "rules.setting-moved"}
# Keys that choose among words (engine/groups.py).
_CHOICES = {"agree": ("all", "last"), "carry": ("next", "none"),
            "strikes": ("each", "one-random"),    # effect on-visitors (engine/effects/visits.py)
            "night_parity": ("odd", "even")}      # any power (engine/targets.py)
_EFFECTS = ("also", "then")    # checked with the effects (lupus_mod/rules/load.py)
KNOWN = frozenset((*_TEXT, *_NUMBERS, *_FLAGS, *_LISTS, *_TABLES, *_SELECTORS, *_ROLE_LISTS,
                   *_NAMED, *_SELECTOR_LISTS, *_STEP_LISTS, *_EFFECTS, "among"))
_TYPES: dict[str, type] = {**{k: str for k in (*_TEXT, *_SELECTORS, *_NAMED)},
                           **{k: int for k in _NUMBERS}, **{k: bool for k in _FLAGS},
                           **{k: list for k in (*_LISTS, *_ROLE_LISTS, *_SELECTOR_LISTS, *_STEP_LISTS)},
                           **{k: dict for k in _TABLES}, "then": str, "also": list}
_TYPE_NAMES = {str: "common.a-string", int: "common.an-integer", bool: "rules.true-or-false",
               list: "common.a-list", dict: "common.a-table"}
# `tell_target` is a message id everywhere but in these effects, where it says whether the
# target is told (engine/effects/status.py): there a word ("no") would tell him all the same.
_TELLS_BY_FLAG = frozenset({"block", "add-status"})
# The effects and passives that read `tell_target` at all (`protect` does not: its target is
# never told).
_TELLS = _TELLS_BY_FLAG | {"cancel-scheduled", "bind", "survives", "turns", "strikes-back"}


def _effects_of(power: Any) -> frozenset[str]:
    """The effects a power runs: its own and those of `also`."""
    also, then = power.settings.get("also"), power.settings.get("then")
    return frozenset({power.effect, *(also if isinstance(also, list) else ()),
                      *((then,) if isinstance(then, str) else ())})


def check_settings(rs: Ruleset, reader: TableReader) -> None:
    """Every settings table of the ruleset (read with no problem so far: indexes match)."""
    for n, role in enumerate(rs.roles):
        for k, power in enumerate(role.powers):
            _table(reader, rs, power.settings, ("role", n, "power", k, "settings"),
                   table_label("power", power.id, table_label("role", role.id)), _effects_of(power))
        for name, rule in role.passives.items():
            _table(reader, rs, rule, ("role", n, "passives", name), table_label("passive", name, table_label("role", role.id)),
                   frozenset({name}))
    for n, item in enumerate(rs.items):
        for k, power in enumerate(item.powers):
            _table(reader, rs, power.settings, ("item", n, "power", k, "settings"),
                   table_label("power", power.id, table_label("item", item.id)), _effects_of(power))
    for group in rs.groups:
        for k, power in enumerate(group.powers):
            _table(reader, rs, power.settings, ("group", group.id, "power", k, "settings"),
                   table_label("power", power.id, table_label("group", group.id)), _effects_of(power))
    for key, steps in (("step", rs.steps), ("day_step", rs.day_steps)):
        for n, step in enumerate(steps):
            _table(reader, rs, step.settings, (key, n, "settings"), table_label(key, step.id),
                   frozenset({step.effect}))


def _table(reader: TableReader, rs: Ruleset, settings: Mapping[str, Any], path: Path, where: str,
           effects: frozenset[str]) -> None:
    for key, value in settings.items():
        here = path + (key,)
        if key in MOVED:
            reader.problem(here, say(MOVED[key], where=where, key=key))
        elif key not in KNOWN and key in POWER_KEYS and "power" in path:
            # `uses = 1` under [role.power.settings]: a key of the power, written a table too low.
            reader.problem(here, say("rules.power-key-in-settings", where=where, key=key))
        elif key not in KNOWN:
            reader.problem(here, say("rules.setting-unknown", where=where, key=key, suggestion=reader.close(key, KNOWN)))
        elif key != "tell_target" and (read := _read_by(reader, effects, path)) and key not in read[1]:
            # `weight = 3` under an investigation: a setting of another effect, read by none of its.
            reader.problem(here, say("rules.setting-not-read", where=where, key=key,
                                     effects=", ".join(sorted(effects)), read=", ".join(sorted(read[0])) or "-",
                                     suggestion=reader.close(key, read[0])))
        elif key == "tell_target" and not effects & _TELLS:
            reader.problem(here, say("loop-rules.tell-nothing", where=where, effects=", ".join(sorted(effects)),
                                     readers=", ".join(sorted(_TELLS))))
        elif key == "tell_target" and effects & _TELLS_BY_FLAG:
            if not isinstance(value, bool):
                reader.problem(here, say("loop-rules.tell-flag", where=where, value=shown(value),
                                         effects=", ".join(sorted(effects & _TELLS_BY_FLAG))))
        elif key in _TYPES and not type_ok(value, _TYPES[key]):
            reader.problem(here, say("rules.setting-type", where=where, key=key, kind=say(_TYPE_NAMES[_TYPES[key]]),
                                     value=shown(value)))
        elif key in _NUMBERS and value < 0:
            # "weight = -1" would take votes away from a total (and stop the tally).
            reader.problem(here, say("rules.not-negative", where=where, key=key, value=value))
        else:
            _references(reader, rs, key, value, here, where)


def _read_by(reader: TableReader, effects: frozenset[str], path: Path) -> tuple[frozenset[str], frozenset[str]] | None:
    """The settings a power's effects read (their own; with those of any power), when each of
    them declares them (engine/registry.py); None when one does not (or for a step or a
    passive): its keys are then checked by name only."""
    known = getattr(reader, "effects", None)
    if known is None or "power" not in path or not all(e in known.reads for e in effects):
        return None
    own = frozenset().union(*(known.reads[e] for e in effects))
    return own, own | known.any_power


# An outcome of `convert` (lupus_mod/engine/effects/allegiance.py): who it is for, what he becomes.
_OUTCOME: dict[str, str] = {"who": "selectors", "role": "role", "faction": "faction", "set_conta": "list",
                            "add_conta": "str", "status": "str", "kill_actor": "str",
                            "tell_actor": "str", "tell_target": "str", "introduce": "bool"}


def _outcomes(reader: TableReader, rs: Ruleset, value: list[Any], path: Path, where: str) -> None:
    for n, outcome in enumerate(value):
        here = path + (n,)
        if not isinstance(outcome, dict):
            reader.problem(here, say("rules.convert-tables", where=where, value=shown(outcome)))
            continue
        for key, item in outcome.items():
            kind = _OUTCOME.get(key)
            if kind is None:
                reader.problem(here + (key,), say("rules.convert-key", where=where, key=key,
                                                  suggestion=reader.close(key, _OUTCOME)))
            elif kind == "selectors":
                for selector in item if isinstance(item, list) else [item]:
                    check_selector(reader, rs, selector, here + (key,), where)
            elif kind in ("role", "faction"):
                _named(reader, rs, kind, item, here + (key,), f"{where}: convert {key}")
            elif not type_ok(item, {"list": list, "str": str, "bool": bool}[kind]):
                reader.problem(here + (key,), say("rules.convert-type", where=where, key=key, value=shown(item),
                                                  kind=say(_TYPE_NAMES[{'list': list, 'str': str, 'bool': bool}[kind]])))


def _lenses(rs: Ruleset) -> frozenset[str]:
    """What a lens may look through: `visto`, the role, an `appears` of some role, or a kind
    players count as ("lupo": LUPO or NON LUPO)."""
    return frozenset({"visto", "role", *(k for r in rs.roles for k in r.appears),
                      *(c.lower() for c in conta_words(rs))})


def _references(reader: TableReader, rs: Ruleset, key: str, value: Any, path: Path, where: str) -> None:
    if key == "convert":
        _outcomes(reader, rs, value, path, where)
    elif key in _CHOICES and value not in _CHOICES[key]:
        reader.problem(path, say("loop-rules.choice", where=where, key=key, value=shown(value),
                                 choices=", ".join(map(repr, _CHOICES[key])),
                                 suggestion=reader.close(str(value), _CHOICES[key])))
    elif key == "lens" and value not in _lenses(rs):
        # "vistoo" answers "NON VISTOO" about everyone (engine/phase.card_appearance).
        reader.problem(path, say("loop-rules.choice", where=where, key=key, value=shown(value),
                                 choices=", ".join(map(repr, sorted(_lenses(rs)))),
                                 suggestion=reader.close(str(value), _lenses(rs))))
    elif key in ("keyword", "synonyms"):     # a step's own order (the delivery's "passo")
        for n, word in enumerate([value] if key == "keyword" else value):
            if not isinstance(word, str) or len(word.split()) != 1:
                reader.problem(path + ((n,) if key == "synonyms" else ()),
                               say("rules.one-word", where=where, key=key, value=shown(word)))
    elif key in _SELECTORS or (key == "among" and not isinstance(value, list)):
        check_selector(reader, rs, value, path, where)
    elif key in _SELECTOR_LISTS:
        for n, selector in enumerate(value):
            check_selector(reader, rs, selector, path + (n,), where)
    elif key in _STEP_LISTS:
        for n, step in enumerate(value):
            _named(reader, rs, "step", step, path + (n,), f"{where}: {key}")
    elif key in _ROLE_LISTS or key == "among":
        for n, role in enumerate(value):
            _named(reader, rs, "role", role, path + (n,), f"{where}: {key}")
    elif key in _NAMED:
        _named(reader, rs, _NAMED[key], value, path, f"{where}: {key}")


def _named(reader: TableReader, rs: Ruleset, kind: str, value: Any, path: Path, where: str) -> None:
    ids = {"role": [r.id for r in rs.roles], "item": [i.id for i in rs.items],
           "faction": [f.id for f in rs.factions],
           "step": [s.id for s in (*rs.steps, *rs.day_steps)]}[kind]
    if value not in ids:
        reader.problem(path, say("rules.names-no", where=where, kind=kind, value=shown(value),
                                 suggestion=reader.close(str(value), ids)))


# [composition] (lupus_mod/lifecycle/composition.py): what `new` deals for a number of players.
_COMPOSITION = {"players": int, "min_players": int, "spare_cards": int, "filler": "role",
                "spare_with": "role", "remove": "roles", "add": "roles", "always": "roles",
                "always_from": "counts", "never_below": "counts", "needs": "role-of-role",
                "table": "tables"}


def check_composition(rs: Ruleset, reader: TableReader) -> None:
    for key, value in rs.composition.items():
        path: Path = ("composition", key)
        kind = _COMPOSITION.get(key)
        if kind is None:
            reader.problem(path, say("rules.composition-key", key=key, suggestion=reader.close(key, _COMPOSITION)))
        elif isinstance(kind, type):
            if not type_ok(value, kind) or value < 0:
                reader.problem(path, say("rules.composition-players", key=key, value=shown(value)))
        elif kind == "role":
            _named(reader, rs, "role", value, path, f"[composition] {key}")
        elif kind == "roles":
            for n, role in enumerate(value if isinstance(value, list) else [value]):
                _named(reader, rs, "role", role, path + (n,), f"[composition] {key}")
            if key == "remove" and isinstance(value, list):
                _removed_too_often(reader, rs, value, path)
        else:
            _composition_tables(reader, rs, key, kind, value, path)
    _players_add_up(reader, rs)


def _players_add_up(reader: TableReader, rs: Ruleset) -> None:
    """`players` is the standard game: the sum of the roles' `count`, less the spare cards
    dealt to nobody (docs/lifecycle.md, Composition). Otherwise `new` refuses that very size."""
    players, spare = rs.composition.get("players"), rs.composition.get("spare_cards", 0)
    if not type_ok(players, int) or not type_ok(spare, int):
        return
    counts = sum(r.count for r in rs.roles)
    if counts - spare != players:
        reader.problem(("composition", "players"), say(
            "own-ruleset.players-sum", players=players, sum=counts - spare,
            counts=", ".join(f"{r.id} {r.count}" for r in rs.roles if r.count != 1)))


def _removed_too_often(reader: TableReader, rs: Ruleset, roles: list[Any], path: Path) -> None:
    """A role removed more often than it is dealt leaves `new` a negative count from the size
    where the rule removes it once too often (lupus_mod/lifecycle/composition.py)."""
    counts = {r.id: r.count for r in rs.roles}
    for n, role in enumerate(roles):
        if role in counts and roles[:n + 1].count(role) > counts[role]:
            players = max(0, int(rs.composition.get("players", 0)) - n - 1)
            reader.problem(path + (n,), say("composition-remove.too-often", role=role, count=players))
            return


def _composition_tables(reader: TableReader, rs: Ruleset, key: str, kind: str, value: Any, path: Path) -> None:
    if not isinstance(value, Mapping):
        reader.problem(path, say("rules.composition-table", key=key, value=shown(value)))
        return
    for name, item in value.items():
        if kind == "tables":
            if not str(name).isdigit() or not isinstance(item, Mapping):
                reader.problem(path + (name,), say("rules.composition-size", name=name))
                continue
            _composition_tables(reader, rs, f"table.{name}", "counts", item, path + (name,))
            continue
        _named(reader, rs, "role", name, path + (name,), f"[composition] {key}")
        if kind == "role-of-role":
            _named(reader, rs, "role", item, path + (name,), f"[composition] {key}")
        elif not type_ok(item, int) or item < 0:
            reader.problem(path + (name,), say("rules.composition-number", key=key, name=name, value=shown(item)))
