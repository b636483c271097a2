"""Replaying a game from its start: setup, every earlier night and day, then the night asked.

The state before night N is always rebuilt from the files: each phase's outcome is read back
from its snapshot (lupus_mod.snapshots) only under a key made of every file up to that phase,
so a corrected PM log or day record changes everything after it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lupus_mod import snapshots
from lupus_mod.engine.state import DayResult, GameState, NightResult
from lupus_mod.errors import GameFolderError, OrderError
from lupus_mod.game import Game
from lupus_mod.lifecycle.overrides import overrides_path
from lupus_mod.orders.model import KeywordSpec, Order, ParsedLog, Vocabulary

# The order parser and the resolver are imported where a phase is computed: a phase read back
# from its snapshot needs neither (docs/performance.md).
if TYPE_CHECKING:
    from lupus_mod.engine.overrides import Override

_DEADLINE = re.compile(r"^#\s*(?:deadline|scadenza)\s*:\s*(\d{4}-\d{2}-\d{2})\s+(\d{1,2}:\d{2})",
                       re.IGNORECASE | re.MULTILINE)
_FIRST_TIME = re.compile(r"^##.*@\s*(\d{4}-\d{2}-\d{2})\s+\d{1,2}:\d{2}", re.MULTILINE)


@dataclass(frozen=True)
class NightRun:
    label: str
    before: GameState
    result: NightResult
    log: ParsedLog
    applied: tuple[Order, ...]
    dropped: tuple[Order, ...]
    deadline: datetime | None


def vocabulary(game: Game) -> Vocabulary:
    """The words of the game: every power keyword of the ruleset, players, items, roles (built
    once per game)."""
    if "vocabulary" not in game._cache:
        game._cache["vocabulary"] = _vocabulary(game)
    return game._cache["vocabulary"]


def _vocabulary(game: Game) -> Vocabulary:
    specs: dict[str, KeywordSpec] = {}
    powers = [p for _, p in game.ruleset.all_powers() if p.keyword and not p.day]
    for step in game.ruleset.steps:
        if step.settings.get("keyword"):
            specs[step.settings["keyword"]] = KeywordSpec(
                step.settings["keyword"], tuple(step.settings.get("synonyms", ())),
                tuple(step.settings.get("args", ())))
    for power in powers:
        known = specs.get(power.keyword)
        # Two roles may share a keyword (two kinds of investigation): keep the longest form
        # and every synonym of both.
        args = power.args if known is None or len(power.args) > len(known.args) else known.args
        synonyms = tuple(dict.fromkeys((*(known.synonyms if known else ()), *power.synonyms)))
        specs[power.keyword] = KeywordSpec(power.keyword, synonyms, args)
    return Vocabulary(
        keywords=tuple(specs.values()),
        players=tuple((p.name, (*p.aliases, *(n for n, _ in p.substitutes))) for p in game.players),
        items=tuple((i.id, (i.name, *i.short_names)) for i in game.ruleset.items),
        roles=tuple((r.id, (r.name, *r.aliases)) for r in game.ruleset.roles))


def night_deadline(game: Game, text: str) -> datetime | None:
    """`# deadline: YYYY-MM-DD HH:MM` in the log, else the powers deadline of the first
    message's date (docs/game-folder.md)."""
    found = _DEADLINE.search(text)
    if found:
        hh, mm = found.group(2).split(":")
        return datetime.fromisoformat(f"{found.group(1)}T{int(hh):02d}:{mm}").replace(tzinfo=game.tz)
    first = _FIRST_TIME.search(text)
    if not first:
        return None
    day = datetime.fromisoformat(first.group(1)).date()
    return datetime.combine(day, game.schedule_time("powers_deadline"), game.tz)


def read_log(game: Game, label: str) -> tuple[ParsedLog, datetime | None]:
    key = f"log:{label}"
    if key not in game._cache:
        path = game.night_file(label)
        if not path.exists():
            raise GameFolderError("night log missing", file=game.show(path),
                                  hint="create it (an empty file if nobody sent orders)")
        snapshot = snapshots.chain(_game_key(game), b"log", label.encode(), snapshots.file_bytes(path))
        game._cache[key] = snapshots.load(snapshot) or _parse(game, path, snapshot)
    return game._cache[key]


def _parse(game: Game, path: Path, snapshot: bytes) -> tuple[ParsedLog, datetime | None]:
    from lupus_mod.orders.parse import parse_log
    text = path.read_text(encoding="utf-8")
    when = night_deadline(game, text)
    parsed = parse_log(text, file=game.show(path), vocab=vocabulary(game), tz=game.tz, deadline=when)
    snapshots.store(snapshot, (parsed, when))
    return parsed, when


def _game_key(game: Game) -> bytes:
    """The key every phase's key starts from: the program and the game's own files."""
    if "key:game" not in game._cache:
        game._cache["key:game"] = snapshots.chain(
            snapshots.code_fingerprint(),
            *(snapshots.file_bytes(game.path(name)) for name in ("game.toml", "players.toml", "roles.toml")))
    return game._cache["key:game"]


def _phase_key(game: Game, previous: bytes, kind: str, key: str, record: Path, *extra: bytes) -> bytes:
    return snapshots.chain(previous, kind.encode(), key.encode(), snapshots.file_bytes(record),
                           snapshots.file_bytes(overrides_path(game.dir, kind, key)), *extra)


def _accepted_late(game: Game, label: str, accept_late: bool) -> bool:
    return accept_late or label in [str(x) for x in game.config.get("accept_late", ())]


def phase_overrides(game: Game, kind: str, key: str) -> tuple[Override, ...]:
    """The GM's overrides of night `key` or day `key` (docs/lifecycle.md)."""
    from lupus_mod.lifecycle.overrides import keyword_of, read_overrides
    cache = f"overrides:{kind}:{key}"
    if cache not in game._cache:
        game._cache[cache] = read_overrides(overrides_path(game.dir, kind, key), game.dir,
                                            game.resolve_name, keyword_of(vocabulary(game)))
    return game._cache[cache]


def _night(game: Game, state: GameState, label: str, accept_late: bool) -> NightRun:
    from lupus_mod.engine.overrides import night_with_overrides
    from lupus_mod.lifecycle.overrides import forced_orders
    from lupus_mod.orders.parse import effective_orders
    parsed, when = read_log(game, label)
    if parsed.errors:
        raise OrderError("\n".join(e.render() for e in parsed.errors),
                         hint="fix these lines of the log (canonical form: `lupus-mod roles`)")
    overrides = phase_overrides(game, "night", label)
    forced = forced_orders(overrides, overrides_path(game.dir, "night", label), game.dir,
                           vocabulary(game), game.tz)
    applied, dropped = effective_orders(parsed.orders + forced,
                                        accept_late=_accepted_late(game, label, accept_late))
    result = night_with_overrides(state, applied, game.ruleset, game.seed, label, overrides)
    return NightRun(label, state, result, parsed, applied, dropped, when)


def _night_key(game: Game, label: str, accept_late: bool) -> bytes:
    # Each key is computed once per run: a key chains the one before it, so computing them
    # again would read the early files once per later phase.
    memo = f"key:night:{label}:{accept_late}"
    if memo not in game._cache:
        index = game.night_index(label)
        previous = _game_key(game) if index == 1 else _day_key(game, index - 1)
        late = b"late" if _accepted_late(game, label, accept_late) else b""
        game._cache[memo] = _phase_key(game, previous, "night", label, game.night_file(label), late)
    return game._cache[memo]


def _day_key(game: Game, day: int) -> bytes:
    memo = f"key:day:{day}"
    if memo not in game._cache:
        game._cache[memo] = _phase_key(game, _night_key(game, game.night_label(day), False), "day",
                                       str(day), game.day_file(day))
    return game._cache[memo]


def run_night(game: Game, label: str, accept_late: bool = False) -> NightRun:
    """Replay every earlier night and day, then resolve night `label`."""
    key = f"night:{label}:{accept_late}"
    if key not in game._cache:
        snapshot = _night_key(game, label, accept_late)
        run = snapshots.load(snapshot)
        if run is None:
            index = game.night_index(label)
            state = game.initial_state() if index == 1 else run_day(game, index - 1).state
            run = _night(game, state, label, accept_late)
            snapshots.store(snapshot, run)
        game._cache[key] = run
    return game._cache[key]


def day_opening(game: Game, state: GameState, day: int) -> GameState:
    """The state as day `day` opens: after the GM's start-of-day kills and revivals (the
    players the tally counts)."""
    from lupus_mod.engine.overrides import apply_moment
    return apply_moment(state, phase_overrides(game, "day", str(day)), game.ruleset, game.seed,
                        "day", day, "start")[0]


def run_day(game: Game, day: int) -> DayResult:
    """Replay the game up to night `day` (the D-th played), then apply day `day`."""
    key = f"day:{day}"
    if key not in game._cache:
        snapshot = _day_key(game, day)
        result = snapshots.load(snapshot)
        if result is None:
            from lupus_mod.engine.overrides import day_with_overrides
            before = run_night(game, game.night_label(day)).result.state
            result = day_with_overrides(before, game.day_record(day), game.ruleset, game.seed,
                                        phase_overrides(game, "day", str(day)))
            snapshots.store(snapshot, result)
        game._cache[key] = result
    return game._cache[key]


def played_nights(game: Game) -> list[str]:
    """Labels of the nights whose log exists, in order, stopping at the first gap."""
    labels = []
    index = 1
    while game.night_file(game.night_label(index)).exists():
        labels.append(game.night_label(index))
        index += 1
    return labels


def all_problems(game: Game) -> list[OrderError | GameFolderError]:
    """Every problem of every night log and day record (for `lupus-mod check`)."""
    problems: list[Any] = []
    for label in played_nights(game):
        parsed, _ = read_log(game, label)
        problems.extend(parsed.errors)
    for label in played_nights(game)[:-1]:
        day = game.night_index(label)
        try:
            game.day_record(day)
        except GameFolderError as error:
            problems.append(error)
    return problems
