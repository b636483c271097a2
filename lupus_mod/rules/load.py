"""Build a Ruleset from the parsed TOML of roles.toml, checking every key and reference.

Pure: takes the dict tomllib produced. One pass collects every problem; each carries the
`path` of the TOML key that is wrong (("role", 12, "power", 0, "step")) so the caller, who
has the file, can point at the key's own line.
"""
from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from lupus_mod.errors import RulesetError, raise_all
from lupus_mod.messages import say
from lupus_mod.rules.checks import Path, Problem, TableReader, check_references, table_label
from lupus_mod.rules.effect_args import check_effect_needs, check_protect_steps, check_turn_vote_effects
from lupus_mod.rules.loop import LOOP_KEYS
from lupus_mod.rules.loop_checks import check_loop, declares_loop, read_loop
from lupus_mod.rules.night_day import read_night_day
from lupus_mod.rules.settings import KNOWN as SETTING_KEYS, POWER_KEYS, check_composition, check_settings
from lupus_mod.rules.public import PublicProblem, PublicSpec, read_public
from lupus_mod.rules.spec import (DecisionSpec, FactionSpec, GroupSpec, ItemSpec, PowerSpec,
                                  RoleSpec, Ruleset,
                                  StepSpec, TitleSpec, WinSpec, frozen_map)
from lupus_mod.votes.ties import TOP_TWO

ARG_KINDS = {"player", "item", "role", "text"}
TARGET_KINDS = {"other-alive", "alive", "any", "dead", "other", "burned"}

_POWER_KEYS = set(POWER_KEYS)
_ROLE_KEYS = {"id", "name", "faction", "visto", "conta", "appears", "hero", "unaware_as",
              "aliases", "knows", "tags", "items", "power", "passives", "count", "description",
              "see_also"}
_ITEM_KEYS = {"id", "name", "article", "short_names", "start", "power", "description"}
_TITLE_KEYS = {"id", "name", "elected", "successor", "weight", "weight_policy", "description"}
_DECISION_KEYS = {"id", "name", "asked_by", "answers", "day_key"}
_WIN_KEYS = {"id", "faction", "role", "when", "alone", "at_end_only", "joins_if_alive",
             "description"}
_STEP_KEYS = {"id", "name", "effect", "settings"}
# [votes] and [schedule]: the machine settings `lupus-mod new` copies into game.toml (read
# there, by inputs/config.py), apart from the display-only [settings] form.
_TOP_KEYS = {"ruleset", "faction", "role", "item", "step", "day_step", "win", "policies",
             "settings", "group", "composition", "title", "public", "decision", "votes",
             "schedule", "tune", *LOOP_KEYS}


@dataclass(frozen=True)
class Effects:
    """The effect names the engine knows (given by the shell, which imports the engine)."""

    night: frozenset[str]
    steps: frozenset[str]
    day: frozenset[str]
    # The settings each night effect reads (engine/registry.READS), and those of any power.
    reads: Mapping[str, frozenset[str]] = field(default_factory=dict)
    any_power: frozenset[str] = frozenset()


class _Reader(TableReader):
    def __init__(self, effects: Effects | None) -> None:
        super().__init__()
        self.effects = effects
        self.steps: set[str] = set()
        self.day_steps: set[str] = set()

    def effect(self, name: str, known: Callable[[Effects], frozenset[str]], path: Path,
               where: str) -> None:
        if self.effects is not None and isinstance(name, str) and name not in ("", "?") and name not in known(self.effects):
            self.problem(path, say("rules.unknown-effect", where=where, name=name,
                                   suggestion=self.close(name, known(self.effects))))

    def power(self, table: Any, path: Path, where: str) -> PowerSpec | None:
        if not self.table(table, path, where):
            return None
        pid = self.require(table, "id", str, path, where)
        here = table_label("power", pid, where)
        # A setting of its effect written beside `effect` (lens, cause…): said where it goes.
        beside = (set(table) - _POWER_KEYS) & SETTING_KEYS
        for key in sorted(beside):
            self.problem(path + (key,), say("rules.setting-beside-effect", where=here, key=key))
        self.keys({k: v for k, v in table.items() if k not in beside}, _POWER_KEYS, path, where)
        day = self.get(table, "day", bool, False, path, here)
        step = self.get(table, "step", str, "", path, here)
        if not day and "step" not in table:
            self.problem(path, say("rules.missing-key", where=here, key="step"))
        known_steps = self.day_steps if day else self.steps
        if step and step not in known_steps:
            self.problem(path + ("step",), say("rules.unknown-step", where=here, step=step,
                                               suggestion=self.close(step, known_steps), steps=", ".join(sorted(known_steps))))
        args = self.strings(table, "args", path, here)
        for n, kind in enumerate(args):
            if kind.rstrip("?") not in ARG_KINDS:
                self.problem(path + ("args", n), say("gm-trial.unknown-arg", where=here, kind=kind,
                                                     suggestion=self.close(kind, ARG_KINDS),
                                                     kinds=", ".join(sorted(ARG_KINDS))))
        target = self.get(table, "target", str, "other-alive", path, here)
        if target not in TARGET_KINDS:
            self.problem(path + ("target",), say("rules.unknown-target", where=here, target=target,
                                                 suggestion=self.close(target, TARGET_KINDS),
                                                 targets=", ".join(sorted(TARGET_KINDS))))
        effect = self.require(table, "effect", str, path, here)
        if day:
            # A stepless day power is read by the day itself (the double vote).
            if step:
                self.effect(effect, lambda e: e.day, path + ("effect",), here)
        else:
            self.effect(effect, lambda e: e.night, path + ("effect",), here)
        check_effect_needs(self, table, effect, args, target, path, here)
        settings = self.get(table, "settings", dict, {}, path, here)
        then = settings.get("then")   # one effect; `also`: a list of them
        for key, extras in (("also", self.as_list(settings.get("also"))),
                            ("then", [then] if isinstance(then, str) else [])):
            for extra in extras:
                self.effect(str(extra), lambda e: e.night, path + ("settings", key), here)
        # Words of another language than the ruleset's: read as its synonyms, not listed by
        # `roles` (docs/rulesets.md, "Synonyms of other languages").
        foreign = self.strings(table, "foreign_synonyms", path, here)
        return PowerSpec(
            id=pid, effect=effect, step=step, keyword=self.get(table, "keyword", str, "", path, here),
            synonyms=(*self.strings(table, "synonyms", path, here), *foreign),
            foreign_synonyms=foreign,
            phrases=self.strings(table, "phrases", path, here), args=args,
            from_night=self.get(table, "from_night", int, 1, path, here),
            uses=self.get(table, "uses", int, 0, path, here),
            group=self.get(table, "group", str, "", path, here),
            lethal=self.get(table, "lethal", bool, False, path, here),
            unblockable=self.get(table, "unblockable", bool, False, path, here), day=day,
            target=target, distinct_targets=self.get(table, "distinct_targets", bool, False, path, here),
            never_same_target=self.get(table, "never_same_target", bool, False, path, here),
            not_consecutive=self.get(table, "not_consecutive", bool, False, path, here),
            every=self._every(table, path, here),
            blocked_use_counts=self.get(table, "blocked_use_counts", bool, False, path, here),
            visits=self.get(table, "visits", bool, True, path, here),
            acts_while=self._while(table, path, here),
            required=self.get(table, "required", bool, False, path, here),
            settings=frozen_map(settings), description=self.get(table, "description", str, "", path, here))

    def _every(self, table: Mapping[str, Any], path: Path, where: str) -> int:
        every = self.get(table, "every", int, 1, path, where)
        if isinstance(every, int) and every < 1:
            self.problem(path + ("every",), say("rules.every-below-one", where=where, every=every))
        return every

    def _while(self, table: Mapping[str, Any], path: Path, where: str) -> str:
        state = self.get(table, "while", str, "alive", path, where)
        if state not in ("alive", "dead"):
            self.problem(path + ("while",), say("rules.while-value", where=where, value=repr(state)))
        return state

    def powers(self, table: Mapping[str, Any], path: Path, where: str) -> tuple[PowerSpec, ...]:
        found = [self.power(p, path + ("power", n), where)
                 for n, p in enumerate(self.get(table, "power", list, [], path, where))]
        return tuple(p for p in found if p is not None)

    def role(self, table: Any, path: Path) -> RoleSpec | None:
        if not self.table(table, path, "[[role]]"):
            return None
        where = table_label("role", table.get("id", "?"))
        self.keys(table, _ROLE_KEYS, path, where)
        passives = self.get(table, "passives", dict, {}, path, where)
        for name, settings in passives.items():
            if not isinstance(settings, dict):
                self.problem(path + ("passives", name), say("rules.passive-table", where=where, name=name))
        return RoleSpec(
            id=self.require(table, "id", str, path, where),
            name=self.require(table, "name", str, path, where),
            faction=self.require(table, "faction", str, path, where),
            visto=self.get(table, "visto", str, "INNOCENTE", path, where),
            conta=self.strings(table, "conta", path, where, ("UMANO",)),
            appears=frozen_map(self.get(table, "appears", dict, {}, path, where)),
            hero=self.get(table, "hero", bool, False, path, where),
            unaware_as=self.get(table, "unaware_as", str, "", path, where),
            aliases=self.strings(table, "aliases", path, where),
            knows=self.strings(table, "knows", path, where),
            tags=self.strings(table, "tags", path, where),
            items=self.strings(table, "items", path, where), powers=self.powers(table, path, where),
            passives=frozen_map({k: frozen_map(v) for k, v in passives.items() if isinstance(v, dict)}),
            count=self.get(table, "count", int, 1, path, where),
            description=self.get(table, "description", str, "", path, where),
            see_also=self.strings(table, "see_also", path, where))

    def item(self, table: Any, path: Path) -> ItemSpec | None:
        if not self.table(table, path, "[[item]]"):
            return None
        where = table_label("item", table.get("id", "?"))
        self.keys(table, _ITEM_KEYS, path, where)
        return ItemSpec(
            id=self.require(table, "id", str, path, where),
            name=self.require(table, "name", str, path, where),
            short_names=self.strings(table, "short_names", path, where),
            start=self.get(table, "start", str, "", path, where),
            article=self.get(table, "article", str, "", path, where),
            powers=self.powers(table, path, where),
            description=self.get(table, "description", str, "", path, where))

    def step(self, table: Any, path: Path, day: bool) -> StepSpec | None:
        if not self.table(table, path, "[[day_step]]" if day else "[[step]]"):
            return None
        where = table_label("day_step" if day else "step", table.get("id", "?"))
        self.keys(table, _STEP_KEYS, path, where)
        sid = self.require(table, "id", str, path, where)
        effect = self.get(table, "effect", str, "", path, where)
        self.effect(effect, (lambda e: e.day) if day else (lambda e: e.steps), path + ("effect",), where)
        return StepSpec(id=sid, name=self.get(table, "name", str, sid, path, where), effect=effect,
                        settings=frozen_map(self.get(table, "settings", dict, {}, path, where)))

    def group(self, gid: str, table: Any, path: Path, groups: Mapping[str, Any]) -> GroupSpec | None:
        where = table_label("group", gid)
        if not self.table(table, path, where):
            return None
        if self._split_group(gid, table, groups):
            return None
        self.keys(table, {"members", "power", "name"}, path, where)
        powers = tuple(replace(p, group=gid) for p in self.powers(table, path, where))
        return GroupSpec(id=gid, members=self.require(table, "members", str, path, where),
                         powers=powers, name=self.get(table, "name", str, gid, path, where))

    def _split_group(self, gid: str, table: Mapping[str, Any], groups: Mapping[str, Any]) -> bool:
        """`[group.brnco]` over `[[group.branco.power]]`: two groups, one with members and no
        power, one with powers and no members. Told once, at the misspelt header."""
        if "members" in table or "power" not in table:
            return False
        lone = [k for k, v in groups.items() if isinstance(v, dict) and "members" in v and "power" not in v]
        near = difflib.get_close_matches(gid, lone, n=1, cutoff=0.6)
        if near:
            self.problem(("group", near[0]), say("folder-checks.group-split", written=near[0], group=gid))
        return bool(near)

    def win(self, table: Any, path: Path) -> WinSpec | None:
        if not self.table(table, path, "[[win]]"):
            return None
        where = table_label("win", table.get("id", "?"))
        self.keys(table, _WIN_KEYS, path, where)
        return WinSpec(
            id=self.require(table, "id", str, path, where),
            faction=self.get(table, "faction", str, "", path, where),
            role=self.get(table, "role", str, "", path, where),
            when=frozen_map(self.get(table, "when", dict, {}, path, where)),
            alone=self.get(table, "alone", bool, False, path, where),
            at_end_only=self.get(table, "at_end_only", bool, False, path, where),
            joins_if_alive=self.get(table, "joins_if_alive", bool, False, path, where),
            description=self.get(table, "description", str, "", path, where))

    def title(self, table: Any, path: Path) -> TitleSpec | None:
        if not self.table(table, path, "[[title]]"):
            return None
        where = table_label("title", table.get("id", "?"))
        self.keys(table, _TITLE_KEYS, path, where)
        tid = self.require(table, "id", str, path, where)
        return TitleSpec(
            id=tid, name=self.get(table, "name", str, tid, path, where),
            elected=self.get(table, "elected", str, "", path, where),
            successor=self.get(table, "successor", str, "", path, where),
            weight=self.get(table, "weight", int, 1, path, where),
            weight_policy=self.get(table, "weight_policy", str, "", path, where),
            description=self.get(table, "description", str, "", path, where))

    def decision(self, table: Any, path: Path) -> DecisionSpec | None:
        if not self.table(table, path, "[[decision]]"):
            return None
        where = table_label("decision", table.get("id", "?"))
        self.keys(table, _DECISION_KEYS, path, where)
        did = self.require(table, "id", str, path, where)
        decision = DecisionSpec(
            id=did, name=self.get(table, "name", str, did, path, where),
            asked_by=self.strings(table, "asked_by", path, where),
            answers=self.strings(table, "answers", path, where),
            day_key=self.get(table, "day_key", str, "", path, where))
        if "asked_by" not in table:
            self.problem(path, say("rules.missing-key", where=where, key="asked_by"))
        if not decision.answers and not decision.day_key:
            self.problem(path, say("rules.decision-answered", where=where))
        return decision

    def many(self, data: Mapping[str, Any], key: str, read: Callable[[Any, Path], Any]) -> list[Any]:
        found = [read(t, (key, n)) for n, t in enumerate(self.get(data, key, list, [], (), "roles.toml"))]
        return [x for x in found if x is not None]


def _faction(reader: _Reader, table: Any, path: Path) -> FactionSpec | None:
    if not reader.table(table, path, "[[faction]]"):
        return None
    reader.keys(table, {"id", "name"}, path, "faction")
    fid = reader.require(table, "id", str, path, "faction")
    return FactionSpec(id=fid, name=reader.get(table, "name", str, fid.upper(), path, "faction"))


def _check_decisions(rs: Ruleset, reader: _Reader) -> None:
    """A decision is answered by powers the ruleset has."""
    power_ids = {p.id for _, p in rs.all_powers()}
    for n, decision in enumerate(rs.decisions):
        for k, answer in enumerate(decision.answers):
            if answer not in power_ids:
                reader.problem(("decision", n, "answers", k), say("rules.decision-answer", decision=decision.id,
                                                                  answer=answer, suggestion=reader.close(answer, power_ids)))


# The words of the `verdict` day step (engine/stake.py) when its settings do not choose them:
# "Il ballottaggio condanna al rogo…" where the day ends in a runoff (Licantropi, line 26:
# "Vanno al ballottaggio i due giocatori con piu' voti"), the plain vote's words otherwise.
_VERDICT_WORDS = {True: {"message": "condemned", "nobody_message": "nobody-condemned"},
                  False: {"message": "vote-condemned", "nobody_message": "vote-nobody-condemned"}}


def _verdict_words(step: StepSpec, data: Mapping[str, Any]) -> StepSpec:
    if step.effect != "verdict":
        return step
    votes = data.get("votes")
    runoff = isinstance(votes, Mapping) and votes.get("ballot") == TOP_TWO
    return replace(step, settings=frozen_map({**_VERDICT_WORDS[runoff], **step.settings}))


# A ruleset's id: lowercase ASCII words joined by hyphens (docs/own-ruleset.md), as `status
# --json`, the cache and `new --ruleset` name it.
_RULESET_ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


def _slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "-".join(re.findall(r"[a-z0-9]+", plain)) or "mio-regolamento"


def ruleset_from_dict(data: Mapping[str, Any], effects: Effects | None = None) -> Ruleset:
    """Read a ruleset; raise RulesetError (every problem, each with `.path`) if it is wrong."""
    reader = _Reader(effects)
    reader.keys(data, _TOP_KEYS, (), "roles.toml")
    head = reader.get(data, "ruleset", dict, {}, (), "roles.toml")
    reader.keys(head, {"id", "name", "language"}, ("ruleset",), "[ruleset]")
    reader.steps = {str(s.get("id")) for s in reader.as_list(data.get("step")) if isinstance(s, dict)}
    reader.day_steps = {str(s.get("id")) for s in reader.as_list(data.get("day_step"))
                        if isinstance(s, dict)}
    steps = reader.many(data, "step", lambda t, p: reader.step(t, p, day=False))
    day_steps = [_verdict_words(s, data)
                 for s in reader.many(data, "day_step", lambda t, p: reader.step(t, p, day=True))]
    factions = reader.many(data, "faction", lambda t, p: _faction(reader, t, p))
    roles = reader.many(data, "role", reader.role)
    items = reader.many(data, "item", reader.item)
    tables = reader.get(data, "group", dict, {}, (), "roles.toml")
    groups = [reader.group(str(k), v, ("group", k), tables) for k, v in tables.items()]
    try:
        public = read_public(data.get("public"), data.get("policies", {}))
    except PublicProblem as problem:
        reader.problem(("public", problem.key), problem.args[0])
        public = PublicSpec()
    # Read in the order its problems are told: the head, then the wins the phases check.
    rid = reader.get(head, "id", str, "custom", ("ruleset",), "[ruleset]")
    if not _RULESET_ID.fullmatch(rid):
        reader.problem(("ruleset", "id"), say("folder-checks.ruleset-id", id=rid, slug=_slug(rid)))
    name = reader.get(head, "name", str, "Custom", ("ruleset",), "[ruleset]")
    language = reader.get(head, "language", str, "it", ("ruleset",), "[ruleset]")
    wins = tuple(reader.many(data, "win", reader.win))
    ruleset = Ruleset(
        id=rid, name=name, language=language,
        factions=tuple(factions), roles=tuple(roles), items=tuple(items), steps=tuple(steps),
        wins=wins,
        policies=frozen_map(reader.get(data, "policies", dict, {}, (), "roles.toml")),
        settings=frozen_map(reader.get(data, "settings", dict, {}, (), "roles.toml")),
        groups=tuple(g for g in groups if g is not None),
        composition=frozen_map(reader.get(data, "composition", dict, {}, (), "roles.toml")),
        day_steps=tuple(day_steps), titles=tuple(reader.many(data, "title", reader.title)),
        public=public, decisions=tuple(reader.many(data, "decision", reader.decision)),
        loop=read_loop(reader, data) if declares_loop(data) else read_night_day(
            reader, data, tuple(s.id for s in steps), tuple(s.id for s in day_steps),
            tuple(w.id for w in wins)))
    if not reader.problems:
        check_references(ruleset, data, reader)
        check_settings(ruleset, reader)
        check_protect_steps(reader, ruleset)
        check_composition(ruleset, reader)
        _check_decisions(ruleset, reader)
    if not reader.problems and ruleset.loop.declared:
        check_loop(reader, ruleset.loop, (r.id for r in roles), (f.id for f in factions))
        check_turn_vote_effects(reader, ruleset)
    raise_all(reader.problems)
    return ruleset


__all__ = ["ARG_KINDS", "TARGET_KINDS", "Effects", "Problem", "RulesetError", "ruleset_from_dict"]
