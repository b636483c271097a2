"""The checks of a ruleset's TOML: key names and types, ids, references, selectors, wins.

Pure. `TableReader` reads keys of a table with their type checked, collecting a `Problem`
(with the path of the key) instead of failing at the first; `check_references` then checks
what points at what once every table was read.
"""
from __future__ import annotations

import difflib
from typing import Any, Iterable, Iterator, Mapping

from lupus_mod.errors import RulesetError
from lupus_mod.orders.text import name_words
from lupus_mod.rules.spec import PowerSpec, Ruleset
from lupus_mod.messages import all_of, say

Path = tuple[str | int, ...]

_TYPE_NAMES = {str: "common.a-string", int: "common.an-integer", bool: "rules.true-or-false",
               list: "common.a-list", dict: "common.a-table"}
# The selectors of lupus_mod/engine/seats.py `matches`: "kind:value", "hero", "any", "not:…".
SELECTOR_KINDS = {"conta", "faction", "role", "tag", "status", "hero", "any", "not", "dead"}
# The condition language of lupus_mod/engine/wins.py.
WIN_SELECTOR_KEYS = {"none_alive", "all_dead", "any_alive", "half_alive", "all_others", "besides",
                     "burned"}
WIN_KEYS = WIN_SELECTOR_KEYS | {"all", "any", "not", "count_ge", "score_half_nights", "policy"}


class Problem(RulesetError):
    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message, hint=say("rules.fix-hint"))
        self.path = path


def shown(value: Any) -> str:
    """A TOML value as the GM wrote it: true, 3, "tre", [...]."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return say("common.a-table")
    if isinstance(value, list):
        return say("common.a-list")
    return repr(value) if isinstance(value, str) else str(value)


def table_label(kind: str, tid: Any, within: str = "") -> str:
    """A table of roles.toml as a message names it, in the GM's language: `ruolo «veggente»`,
    a power inside it `ruolo «veggente», potere «indagine»` (`within`: its table's label)."""
    label = say(f"rules-where.{kind}", id=tid)
    return say("rules-where.within", outer=within, inner=label) if within else label


def type_ok(value: Any, kind: type) -> bool:
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


class TableReader:
    """Typed reads of TOML tables, every problem collected with the path of its key."""

    def __init__(self) -> None:
        self.problems: list[RulesetError] = []

    def problem(self, path: Path, message: str) -> None:
        self.problems.append(Problem(message, path))

    @staticmethod
    def close(word: str, choices: Iterable[str]) -> str:
        found = difflib.get_close_matches(str(word), sorted(choices), n=1, cutoff=0.6)
        return say("common.did-you-mean", word=found[0]) if found else ""

    @staticmethod
    def as_list(value: Any) -> list[Any]:
        return value if isinstance(value, list) else []

    def table(self, value: Any, path: Path, where: str) -> bool:
        if isinstance(value, dict):
            return True
        self.problem(path, say("rules.must-be-table", where=where, value=shown(value)))
        return False

    def keys(self, table: Mapping[str, Any], allowed: set[str], path: Path, where: str) -> None:
        for key in sorted(set(table) - allowed):
            self.problem(path + (key,), say("rules.unknown-key", where=where, key=key,
                                            suggestion=self.close(key, allowed)))

    def get(self, table: Mapping[str, Any], key: str, kind: type, default: Any, path: Path,
            where: str) -> Any:
        if key not in table:
            return default
        value = table[key]
        if not type_ok(value, kind):
            self.problem(path + (key,), say("rules.type", where=where, key=key, kind=say(_TYPE_NAMES[kind]),
                                            value=shown(value)))
            return default
        return value

    def require(self, table: Mapping[str, Any], key: str, kind: type, path: Path, where: str) -> Any:
        if key not in table:
            self.problem(path, say("rules.missing-key", where=where, key=key))
            return "?" if kind is str else kind()
        return self.get(table, key, kind, "?" if kind is str else kind(), path, where)

    def strings(self, table: Mapping[str, Any], key: str, path: Path, where: str,
                default: tuple[str, ...] = ()) -> tuple[str, ...]:
        value = self.get(table, key, list, list(default), path, where)
        bad = [n for n, v in enumerate(value) if not isinstance(v, str)]
        for n in bad:
            self.problem(path + (key, n), say("rules.list-strings", where=where, key=key, value=shown(value[n])))
        return tuple(v for v in value if isinstance(v, str))


def _unique(reader: TableReader, ids: list[tuple[str, Path]], what: str) -> None:
    seen: set[str] = set()
    for rid, path in ids:
        if rid in seen:
            reader.problem(path + ("id",), say("rules.duplicate-id", what=what, id=rid))
        seen.add(rid)


def check_selector(reader: TableReader, rs: Ruleset, selector: Any, path: Path, where: str) -> None:
    if not isinstance(selector, str):
        reader.problem(path, say("rules.selector-type", where=where, value=shown(selector)))
        return
    kind, _, value = selector.partition(":")
    if kind == "not":
        check_selector(reader, rs, value, path, where)
    elif kind not in SELECTOR_KINDS:
        reader.problem(path, say("rules.selector-unknown", where=where, selector=selector,
                                 suggestion=reader.close(kind, SELECTOR_KINDS), kinds=", ".join(sorted(SELECTOR_KINDS))))
    elif kind == "role" and not rs.has_role(value):
        reader.problem(path, say("rules.selector-no-role", where=where, selector=selector,
                                 suggestion=reader.close(value, (r.id for r in rs.roles))))
    elif kind == "faction" and value not in {f.id for f in rs.factions}:
        reader.problem(path, say("rules.selector-no-faction", where=where, selector=selector,
                                 suggestion=reader.close(value, (f.id for f in rs.factions))))
    elif kind == "conta" and value not in conta_words(rs):
        # "conta:LUPPO" matches nobody: a win on "none alive" would end the game on night 1.
        reader.problem(path, say("rules.selector-no-conta", where=where, selector=selector,
                                 suggestion=reader.close(value, conta_words(rs))))


def conta_words(rs: Ruleset) -> frozenset[str]:
    """Every kind a player may count as: the roles' `conta`, and what a power or a passive makes
    him count as (`add_conta`, `set_conta`, `forced_conta`, `drops_conta`)."""
    found = {c for role in rs.roles for c in role.conta}
    settings = [p.settings for r in rs.roles for p in r.powers] + [p.settings for i in rs.items for p in i.powers] \
        + [dict(r.passives) for r in rs.roles]
    while settings:
        value = settings.pop()
        if isinstance(value, Mapping):
            for key, item in value.items():
                words = item if isinstance(item, list) else [item]
                found |= {w for w in words if isinstance(w, str)} if key.endswith("conta") else set()
                settings.append(item)
        elif isinstance(value, list):
            settings.extend(value)
    return frozenset(found)


def _condition(reader: TableReader, rs: Ruleset, cond: Any, path: Path, where: str) -> None:
    if not isinstance(cond, Mapping):
        reader.problem(path, say("rules.condition-table", where=where, value=shown(cond)))
        return
    for key, value in cond.items():
        here = path + (key,)
        if key not in WIN_KEYS:
            reader.problem(here, say("rules.condition-unknown", where=where, key=key,
                                     suggestion=reader.close(key, WIN_KEYS)))
        elif key in ("all", "any"):
            for sub in value if isinstance(value, list) else [value]:
                _condition(reader, rs, sub, here, where)
        elif key == "not":
            _condition(reader, rs, value, here, where)
        elif key in WIN_SELECTOR_KEYS:
            check_selector(reader, rs, value, here, where)
        elif key == "count_ge":
            if not isinstance(value, list) or len(value) != 2:
                reader.problem(here, say("rules.count-ge", where=where, value=shown(value)))
            else:
                for sel in value:
                    check_selector(reader, rs, sel, here, where)


def _roles(reader: TableReader, rs: Ruleset) -> None:
    faction_ids = {f.id for f in rs.factions}
    for n, role in enumerate(rs.roles):
        path: Path = ("role", n)
        where = table_label("role", role.id)
        if role.faction not in faction_ids:
            reader.problem(path + ("faction",), say("rules.unknown-faction", where=where, faction=role.faction,
                                                    suggestion=reader.close(role.faction, faction_ids)))
        if role.unaware_as == role.id:
            reader.problem(path + ("unaware_as",), say("rules.unaware-self", where=where))
        elif role.unaware_as and not rs.has_role(role.unaware_as):
            reader.problem(path + ("unaware_as",), say("rules.unaware-unknown", where=where, role=role.unaware_as,
                           suggestion=reader.close(role.unaware_as, (r.id for r in rs.roles))))
        elif role.unaware_as and rs.role(role.unaware_as).unaware_as:
            # A player is told one role he believes he has; that role must know itself, else
            # the chain (or a cycle) has no card to show.
            reader.problem(path + ("unaware_as",), say("rules.unaware-chain", where=where, role=role.unaware_as))
        for k, item in enumerate(role.items):
            if not rs.has_item(item):
                reader.problem(path + ("items", k), say("rules.unknown-item", where=where, item=item,
                                                        suggestion=reader.close(item, (i.id for i in rs.items))))
        for k, selector in enumerate(role.knows):
            check_selector(reader, rs, selector, path + ("knows", k), where)
        for k, other in enumerate(role.see_also):
            if not rs.has_role(other):
                reader.problem(path + ("see_also", k), say("rules-see-also.unknown", where=where, role=other,
                               suggestion=reader.close(other, (r.id for r in rs.roles))))
        if role.count < 0:
            reader.problem(path + ("count",), say("rules.count", where=where, value=role.count))
        _winnable(reader, rs, role, path, where)


def _winnable(reader: TableReader, rs: Ruleset, role: Any, path: Path, where: str) -> None:
    """A role no `[[win]]` names, by its faction or by itself, could never win, yet its card
    says "Vince <faction>": the GM forgot its win (the Jester's, a third side's). A ruleset
    that declares its phases names its winners in `[[victory]]` (rules/loop_checks.py)."""
    if rs.loop.declared:
        return
    factions = sorted(f.id for f in rs.factions)
    # A [[win]] whose faction is a misspelling of his (`faction = "cità"`): its own error says
    # what to fix, where "add a [[win]]" on every role of the faction would mislead.
    misspelt = {next(iter(difflib.get_close_matches(w.faction, factions, n=1, cutoff=0.6)), "")
                for w in rs.wins if w.faction and w.faction not in factions}
    if role.faction in factions and role.faction not in misspelt and not any(
            w.faction == role.faction or w.role == role.id for w in rs.wins):
        reader.problem(path + ("faction",), say("own-ruleset.no-win", where=where, faction=role.faction))


def _power_numbers(reader: TableReader, power: Any, path: Path, where: str) -> None:
    """uses (0: no limit) and from_night (the night played it starts) are never negative; the
    keyword and its synonyms are single words (an order starts with one word)."""
    for key, value in (("uses", power.uses), ("from_night", power.from_night)):
        if value < 0:
            reader.problem(path + (key,), say("rules.not-negative", where=where, key=key, value=value))
    if power.keyword != power.keyword.strip() or len(power.keyword.split()) > 1:
        reader.problem(path + ("keyword",), say("rules.keyword-word", where=where, keyword=power.keyword))
    own = len(power.own_synonyms)
    for n, word in enumerate(power.synonyms):
        if len(word.split()) != 1:
            at = ("synonyms", n) if n < own else ("foreign_synonyms", n - own)
            reader.problem(path + at, say("rules.synonym-word", where=where, word=word))


def _powers_at(rs: Ruleset) -> Iterator[tuple[PowerSpec, Path, str]]:
    """Every power of roles, groups and items, with the path of its table and its name."""
    for n, role in enumerate(rs.roles):
        for k, power in enumerate(role.powers):
            yield power, ("role", n, "power", k), table_label("power", power.id, table_label("role", role.id))
    for group in rs.groups:
        for k, power in enumerate(group.powers):
            yield power, ("group", group.id, "power", k), table_label("power", power.id, table_label("group", group.id))
    for n, item in enumerate(rs.items):
        for k, power in enumerate(item.powers):
            yield power, ("item", n, "power", k), table_label("power", power.id, table_label("item", item.id))


def _phrases(reader: TableReader, rs: Ruleset) -> None:
    """A phrase ("la vittima è") has two words or more (one word is a synonym); it orders a
    night power with a keyword taking players or nothing (the reader takes the players after
    it, docs/orders.md); and it names one power: each declaration of a phrase two keywords
    declare is an error (powers sharing a keyword may share it: the sender's own is meant)."""
    declared: dict[tuple[str, ...], list[tuple[str, Path, str, str]]] = {}
    for power, path, where in _powers_at(rs):
        if power.phrases and (not power.keyword or power.day
                              or any(a.rstrip("?") != "player" for a in power.args)):
            reader.problem(path + ("phrases",), say("rules.phrases-power", where=where))
            continue
        for n, phrase in enumerate(power.phrases):
            words = name_words(phrase)
            if len(words) < 2:
                reader.problem(path + ("phrases", n), say("rules.phrase-words", where=where, phrase=phrase))
            declared.setdefault(words, []).append((power.keyword, path + ("phrases", n), where,
                                                   phrase))
    for places in declared.values():
        for keyword, path, where, phrase in places:
            others = sorted({w for k, _, w, _ in places if k != keyword})
            if others:
                reader.problem(path, say("rules.phrase-twice", where=where, phrase=phrase,
                                         others=all_of(others)))


def check_references(rs: Ruleset, data: Mapping[str, Any], reader: TableReader) -> None:
    """What points at what: factions, roles, items, selectors, win conditions, unique ids."""
    _unique(reader, [(s.id, ("step", n)) for n, s in enumerate(rs.steps)]
            + [(s.id, ("day_step", n)) for n, s in enumerate(rs.day_steps)], "step")
    _unique(reader, [(r.id, ("role", n)) for n, r in enumerate(rs.roles)], "role")
    _unique(reader, [(i.id, ("item", n)) for n, i in enumerate(rs.items)], "item")
    _unique(reader, [(f.id, ("faction", n)) for n, f in enumerate(rs.factions)], "faction")
    _roles(reader, rs)
    for n, item in enumerate(rs.items):
        if item.start not in ("", "random"):
            reader.problem(("item", n, "start"), say("rules.item-start", item=item.id))
    for group in rs.groups:
        check_selector(reader, rs, group.members, ("group", group.id, "members"), table_label("group", group.id))
    for power, path, where in _powers_at(rs):
        _power_numbers(reader, power, path, where)
    _phrases(reader, rs)
    for n, win in enumerate(rs.wins):
        where = table_label("win", win.id)
        if win.role and not rs.has_role(win.role):
            reader.problem(("win", n, "role"), say("rules.win-role", where=where, role=win.role,
                                                   suggestion=reader.close(win.role, (r.id for r in rs.roles))))
        if win.faction and win.faction not in {f.id for f in rs.factions}:
            reader.problem(("win", n, "faction"), say("rules.win-faction", where=where, faction=win.faction,
                                                      suggestion=reader.close(win.faction, (f.id for f in rs.factions))))
        if not win.when and not (win.at_end_only or win.joins_if_alive):
            reader.problem(("win", n, "when"), say("rules.win-empty", where=where))
        _condition(reader, rs, dict(win.when), ("win", n, "when"), where)
