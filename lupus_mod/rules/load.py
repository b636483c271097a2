"""Build a Ruleset from the parsed TOML of roles.toml, checking every reference.

Pure: takes the dict tomllib produced. Errors carry a `key` (the TOML key or id that is
wrong) so the caller, who has the file, can point at its line.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from lupus_mod.errors import RulesetError
from lupus_mod.rules.spec import (DecisionSpec, FactionSpec, GroupSpec, ItemSpec, PowerSpec, RoleSpec, Ruleset,
                                  StepSpec, TitleSpec, WinSpec, frozen_map)

ARG_KINDS = {"player", "item", "role", "text"}
TARGET_KINDS = {"other-alive", "alive", "any", "dead", "other", "burned"}

_POWER_KEYS = {"id", "effect", "step", "keyword", "synonyms", "args", "from_night", "uses",
               "group", "lethal", "unblockable", "day", "target", "distinct_targets",
               "never_same_target", "not_consecutive", "settings", "description"}
_ROLE_KEYS = {"id", "name", "faction", "visto", "conta", "appears", "hero", "unaware_as",
              "aliases", "knows", "tags", "items", "power", "passives", "count", "description"}
_ITEM_KEYS = {"id", "name", "short_names", "start", "power", "description"}
_TITLE_KEYS = {"id", "name", "elected", "successor", "weight", "weight_policy", "description"}
_DECISION_KEYS = {"id", "name", "asked_by", "answers", "day_key"}
_WIN_KEYS = {"id", "faction", "role", "when", "alone", "at_end_only", "joins_if_alive",
             "description"}


class _Problem(RulesetError):
    def __init__(self, message: str, key: str) -> None:
        super().__init__(message, hint="fix roles.toml (see docs/rulesets.md)")
        self.key = key


def _check_keys(table: Mapping[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(set(table) - allowed)
    if unknown:
        raise _Problem(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(allowed))})",
                       unknown[0])


def _require(table: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in table:
        raise _Problem(f"{where}: missing key {key!r}", where.split('"')[1] if '"' in where else key)
    return table[key]


def _power(table: Mapping[str, Any], where: str, steps: set[str]) -> PowerSpec:
    _check_keys(table, _POWER_KEYS, where)
    pid = _require(table, "id", where)
    here = f'{where} power "{pid}"'
    step = table.get("step", "") if table.get("day") else _require(table, "step", here)
    if step and step not in steps:
        raise _Problem(f"{here}: unknown step {step!r} (steps: {', '.join(sorted(steps))})", step)
    args = tuple(table.get("args", ()))
    for kind in args:
        if kind.rstrip("?") not in ARG_KINDS:
            raise _Problem(f"{here}: unknown argument kind {kind!r}", kind)
    target = table.get("target", "other-alive")
    if target not in TARGET_KINDS:
        raise _Problem(f"{here}: unknown target rule {target!r}", target)
    return PowerSpec(
        id=pid, effect=_require(table, "effect", here), step=step,
        keyword=table.get("keyword", ""), synonyms=tuple(table.get("synonyms", ())),
        args=args, from_night=int(table.get("from_night", 1)), uses=int(table.get("uses", 0)),
        group=table.get("group", ""), lethal=bool(table.get("lethal", False)),
        unblockable=bool(table.get("unblockable", False)), day=bool(table.get("day", False)),
        target=target, distinct_targets=bool(table.get("distinct_targets", False)),
        never_same_target=bool(table.get("never_same_target", False)),
        not_consecutive=bool(table.get("not_consecutive", False)),
        settings=frozen_map(table.get("settings")), description=table.get("description", ""))


def _role(table: Mapping[str, Any], steps: set[str], factions: set[str]) -> RoleSpec:
    rid = table.get("id", "?")
    where = f'role "{rid}"'
    _check_keys(table, _ROLE_KEYS, where)
    faction = _require(table, "faction", where)
    if faction not in factions:
        raise _Problem(f"{where}: unknown faction {faction!r}", faction)
    return RoleSpec(
        id=_require(table, "id", where), name=_require(table, "name", where), faction=faction,
        visto=table.get("visto", "INNOCENTE"), conta=tuple(table.get("conta", ("UMANO",))),
        appears=frozen_map(table.get("appears")), hero=bool(table.get("hero", False)),
        unaware_as=table.get("unaware_as", ""), aliases=tuple(table.get("aliases", ())),
        knows=tuple(table.get("knows", ())), tags=tuple(table.get("tags", ())),
        items=tuple(table.get("items", ())),
        powers=tuple(_power(p, where, steps) for p in table.get("power", ())),
        passives=frozen_map({k: frozen_map(v) for k, v in table.get("passives", {}).items()}),
        count=int(table.get("count", 1)), description=table.get("description", ""))


def _item(table: Mapping[str, Any], steps: set[str]) -> ItemSpec:
    iid = table.get("id", "?")
    where = f'item "{iid}"'
    _check_keys(table, _ITEM_KEYS, where)
    return ItemSpec(
        id=_require(table, "id", where), name=_require(table, "name", where),
        short_names=tuple(table.get("short_names", ())), start=table.get("start", ""),
        powers=tuple(_power(p, where, steps) for p in table.get("power", ())),
        description=table.get("description", ""))


def _group(gid: str, table: Mapping[str, Any], steps: set[str]) -> GroupSpec:
    where = f'group "{gid}"'
    _check_keys(table, {"members", "power", "name"}, where)
    powers = tuple(replace(_power(p, where, steps), group=gid) for p in table.get("power", ()))
    return GroupSpec(id=gid, members=_require(table, "members", where), powers=powers,
                     name=table.get("name", gid))


def _win(table: Mapping[str, Any]) -> WinSpec:
    where = f'win "{table.get("id", "?")}"'
    _check_keys(table, _WIN_KEYS, where)
    return WinSpec(
        id=_require(table, "id", where), faction=table.get("faction", ""),
        role=table.get("role", ""), when=frozen_map(table.get("when")),
        alone=bool(table.get("alone", False)), at_end_only=bool(table.get("at_end_only", False)),
        joins_if_alive=bool(table.get("joins_if_alive", False)),
        description=table.get("description", ""))


def _title(table: Mapping[str, Any]) -> TitleSpec:
    where = f'title "{table.get("id", "?")}"'
    _check_keys(table, _TITLE_KEYS, where)
    return TitleSpec(
        id=_require(table, "id", where), name=table.get("name", table.get("id", "")),
        elected=table.get("elected", ""), successor=table.get("successor", ""),
        weight=int(table.get("weight", 1)), weight_policy=table.get("weight_policy", ""),
        description=table.get("description", ""))


def _decision(table: Mapping[str, Any]) -> DecisionSpec:
    where = f'decision "{table.get("id", "?")}"'
    _check_keys(table, _DECISION_KEYS, where)
    decision = DecisionSpec(
        id=_require(table, "id", where), name=table.get("name", table.get("id", "")),
        asked_by=tuple(_require(table, "asked_by", where)), answers=tuple(table.get("answers", ())),
        day_key=table.get("day_key", ""))
    if not decision.answers and not decision.day_key:
        raise _Problem(f"{where}: say how it is answered (`answers` powers or a `day_key`)",
                       decision.id)
    return decision


def _check_decisions(rs: Ruleset) -> None:
    power_ids = {p.id for _, p in rs.all_powers()}
    for decision in rs.decisions:
        unknown = [a for a in decision.answers if a not in power_ids]
        if unknown:
            raise _Problem(f'decision "{decision.id}": unknown power {unknown[0]!r} in answers',
                           unknown[0])


def _check_references(rs: Ruleset) -> None:
    role_ids = {r.id for r in rs.roles}
    for role in rs.roles:
        if role.unaware_as and role.unaware_as not in role_ids:
            raise _Problem(f'role "{role.id}": unaware_as names unknown role {role.unaware_as!r}',
                           role.unaware_as)
        for item in role.items:
            if not rs.has_item(item):
                raise _Problem(f'role "{role.id}": unknown starting item {item!r}', item)
    for item in rs.items:
        if item.start not in ("", "random"):
            raise _Problem(f'item "{item.id}": start must be "random" or absent (a role\'s '
                           'starting items are listed in its `items`)', item.start)
    for win in rs.wins:
        if win.role and win.role not in role_ids:
            raise _Problem(f'win "{win.id}": unknown role {win.role!r}', win.role)


def _unique(ids: list[str], what: str) -> None:
    seen: set[str] = set()
    for i in ids:
        if i in seen:
            raise _Problem(f"duplicate {what} id {i!r}", i)
        seen.add(i)


def ruleset_from_dict(data: Mapping[str, Any]) -> Ruleset:
    """Read a ruleset; raise RulesetError (with `.key`) on the first problem."""
    head = data.get("ruleset", {})
    steps = [StepSpec(id=s["id"], name=s.get("name", s["id"]), effect=s.get("effect", ""),
                      settings=frozen_map(s.get("settings"))) for s in data.get("step", ())]
    day_steps = [StepSpec(id=s["id"], name=s.get("name", s["id"]), effect=s.get("effect", ""),
                          settings=frozen_map(s.get("settings"))) for s in data.get("day_step", ())]
    # A day power names a day step; a night power a night step.
    step_ids = {s.id for s in steps} | {s.id for s in day_steps}
    factions = [FactionSpec(id=f["id"], name=f.get("name", f["id"].upper()))
                for f in data.get("faction", ())]
    faction_ids = {f.id for f in factions}
    roles = [_role(r, step_ids, faction_ids) for r in data.get("role", ())]
    items = [_item(i, step_ids) for i in data.get("item", ())]
    _unique([s.id for s in steps] + [s.id for s in day_steps], "step")
    _unique([r.id for r in roles], "role")
    _unique([i.id for i in items], "item")
    ruleset = Ruleset(
        id=head.get("id", "custom"), name=head.get("name", "Custom"),
        language=head.get("language", "it"), factions=tuple(factions), roles=tuple(roles),
        items=tuple(items), steps=tuple(steps), wins=tuple(_win(w) for w in data.get("win", ())),
        policies=frozen_map(data.get("policies")), settings=frozen_map(data.get("settings")),
        groups=tuple(_group(k, v, step_ids) for k, v in data.get("group", {}).items()),
        composition=frozen_map(data.get("composition")), day_steps=tuple(day_steps),
        titles=tuple(_title(t) for t in data.get("title", ())),
        decisions=tuple(_decision(d) for d in data.get("decision", ())))
    _check_references(ruleset)
    _check_decisions(ruleset)
    return ruleset
