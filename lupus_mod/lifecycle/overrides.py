"""Reading the GM's override files: `nights/<label>.overrides.toml`, `days/<d>.overrides.toml`.

    [[override]]
    action = "kill"                 # kill | revive | cancel | force
    player = "Gollum"               # name, alias or substitute's nickname
    reason = "inattività"           # required: it goes into the GM log
    at = "start"                    # kill / revive: "start" (default) or "end" of the phase
    cause = "modkill"               # kill: default "modkill" (announced as a modkill)
    public_reason = false           # modkill: the thread post gives the reason
    keyword = "indago"              # cancel: only this power's orders (default: all of them)
    order = "passo palantir Pippino"  # force: the order (on a day: the choice, e.g. double_vote)

The file's problems are errors naming the file and the line (docs/lifecycle.md).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping
from zoneinfo import ZoneInfo

from lupus_mod.errors import GameFolderError, LupusError, raise_all
from lupus_mod.inputs.folder import TomlFile, display, load_toml, suggest
from lupus_mod.inputs.names import unresolved
from lupus_mod.orders.names import Resolution
from lupus_mod.rules.checks import shown, type_ok
from lupus_mod.orders.model import Order, Vocabulary
from lupus_mod.rules.spec import Ruleset
from lupus_mod.messages import all_of, say

# The engine is imported where an override file is read: the replay names these files in its
# snapshot keys on every run (lupus_mod.cache.snapshots) without loading the resolver.
if TYPE_CHECKING:
    from lupus_mod.engine.overrides import Override

_NEEDS = {"force": "order"}


def overrides_path(game_dir: Path, kind: str, key: str) -> Path:
    """`nights/<label>.overrides.toml` (kind "night") or `days/<d>.overrides.toml` ("day")."""
    folder = "nights" if kind == "night" else "days"
    return game_dir / folder / f"{key}.overrides.toml"


_TYPES: dict[str, type] = {"action": str, "player": str, "reason": str, "at": str, "cause": str,
                           "public_reason": bool, "keyword": str, "order": str}


def _one(raw: Any, n: int, src: TomlFile, find: Callable[[str], Resolution],
         words: Words, problems: list[LupusError]) -> Override | None:
    from lupus_mod.engine.overrides import ACTIONS, MODKILL, MOMENTS, Override
    path: tuple[str | int, ...] = ("override", n - 1)
    before = len(problems)

    def fail(key: str | None, message: str, hint: str) -> None:
        problems.append(src.error(path + ((key,) if key else ()), say("overrides.entry", n=n, problem=message), hint))

    if not isinstance(raw, dict):
        fail(None, say("overrides.not-table", value=shown(raw)), say("overrides.not-table-hint"))
        return None
    for key in sorted(set(raw) - set(_TYPES)):
        fail(key, say("overrides.unknown-key", key=key, suggestion=suggest(key, _TYPES)),
             say("overrides.known-keys", keys=", ".join(sorted(_TYPES))))
    typed = len(problems)
    for key, kind in _TYPES.items():
        if key in raw and not type_ok(raw[key], kind):
            fail(key, say("overrides.type", key=key, value=shown(raw[key]),
                          kind=say("rules.true-or-false" if kind is bool else "common.a-string")),
                 say("overrides.reason-example"))
    if len(problems) > typed:
        return None
    action = raw.get("action", "")
    if action not in ACTIONS:
        fail("action", say("overrides.action", action=action, suggestion=suggest(action, ACTIONS)),
             say("overrides.use-one-of", values=", ".join(ACTIONS)))
    if not raw.get("reason", "").strip():
        fail("reason", say("overrides.no-reason"), say("overrides.no-reason-hint"))
    found = find(raw.get("player", ""))
    if not str(raw.get("player", "")).strip():
        # As a missing `reason`: the key left out, not a player called «» (overrides.needs).
        fail(None, say("overrides.needs", action=action, needed="player"), say("overrides.player-example"))
    elif found.target is None:
        fail("player", say("overrides.player", problem=unresolved(raw.get("player", ""), found)),
             say("days.unresolved-hint"))
    at = raw.get("at", "start")
    if at not in MOMENTS:
        fail("at", say("overrides.at", at=at), say("overrides.at-hint"))
    needed = _NEEDS.get(action)
    if needed and not raw.get(needed, "").strip():
        fail(None, say("overrides.needs", action=action, needed=needed), say("overrides.order-example"))
    # A keyword no power has would cancel nothing; on a day, a forced choice is a day key too.
    for key in ("keyword", *(("order",) if words.day and action == "force" else ())):
        written = raw.get(key, "").strip()
        if written and written.casefold() not in words.known:
            fail(key, say("overrides.word", key=key, written=written, what=words.what,
                          suggestion=suggest(written, words.shown)),
                 say("overrides.use-one-of", values=", ".join(words.shown)))
    if len(problems) > before or found.target is None:
        return None
    return Override(action=action, player=found.target, reason=raw["reason"].strip(), at=at,
                    cause=raw.get("cause", MODKILL) or MODKILL,
                    keyword=words.canonical(raw.get("keyword", "").strip()),
                    order=raw.get("order", "").strip(),
                    public_reason=raw.get("public_reason", False), line=src.line(*path) or 0)


@dataclass(frozen=True)
class Words:
    """The keywords an override file may name: written word (casefolded) -> keyword."""

    known: Mapping[str, str]
    day: bool = False          # a day's file: `keyword` and a forced `order` are day keys

    @property
    def what(self) -> str:
        return say("overrides.no-day-choice" if self.day else "overrides.no-power")

    @property
    def shown(self) -> list[str]:
        return sorted(set(self.known.values()))

    def canonical(self, word: str) -> str:
        return self.known.get(word.casefold(), word)


def read_overrides(path: Path, root: Path, find: Callable[[str], Resolution],
                   words: Words) -> tuple[Override, ...]:
    """The overrides of one phase, in file order; none when the file does not exist.

    `find` reads a written name as a PM header is read; `words` are the keywords the file may
    name (keyword_of, day_keys_of). Every problem of the file is raised together."""
    if not path.exists():
        return ()
    src = load_toml(path, root)
    problems: list[LupusError] = []
    # A night's file may also settle how log lines are read (lifecycle.corrections).
    tables = ["override"] if words.day else ["override", "corrections"]
    for key in sorted(set(src.data) - set(tables)):
        problems.append(src.error((key,), say("overrides.unknown-table", key=key, suggestion=suggest(key, tables)),
                                  say("overrides.unknown-table-hint",
                                      tables=all_of([f"[{t}]" for t in tables]))))
    entries = src.data.get("override", [])
    if not isinstance(entries, list):
        problems.append(src.error(("override",), say("overrides.not-list"), say("overrides.not-list-hint")))
        entries = []
    found = [_one(raw, n, src, find, words, problems) for n, raw in enumerate(entries, 1)]
    raise_all(problems)
    return tuple(o for o in found if o is not None)


def keyword_of(vocab: Vocabulary) -> Words:
    """A night's file: a power keyword or one of its synonyms → the keyword."""
    return Words({word.casefold(): spec.keyword for spec in vocab.keywords
                  for word in (spec.keyword, *spec.synonyms)})


def day_keys_of(ruleset: Ruleset) -> Words:
    """A day's file: `burned` or a day record key (`double_vote`, `condanno`, ...)."""
    return Words({key.casefold(): key for key in ("burned", *ruleset.day_keys())}, day=True)


def forced_orders(overrides: tuple[Override, ...], path: Path, root: Path, vocab: Vocabulary,
                  tz: ZoneInfo) -> tuple[Order, ...]:
    """The orders a night's `force` overrides make count, read as the PM log would read them."""
    shown = display(path, root)
    orders: list[Order] = []
    for ov in (o for o in overrides if o.action == "force"):
        from lupus_mod.orders.parse import parse_log   # only for a forced order (a rare file)
        parsed = parse_log(f"## {ov.player}\n{ov.order}\n", file=shown, vocab=vocab, tz=tz,
                           deadline=None)
        # The GM's own words: a word like a keyword is his typo, whoever the player.
        errors = [*parsed.errors, *(lookalike.error for lookalike in parsed.lookalikes)]
        if errors or not parsed.orders:
            problem = errors[0].message if errors else say("overrides.force-empty")
            raise GameFolderError(say("overrides.force", order=ov.order, problem=problem), file=shown, line=ov.line,
                                  hint=say("overrides.force-hint"))
        orders += [replace(o, file=shown, line=ov.line, raw=ov.order) for o in parsed.orders]
    return tuple(orders)
