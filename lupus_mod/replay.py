"""Replaying a game from its start: setup, every earlier night and day, then the night asked.

The state before night N is always rebuilt from the files, never stored, so a corrected PM
log or day record changes everything after it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from lupus_mod.engine.day import DayResult
from lupus_mod.engine.night import NightResult
from lupus_mod.engine.overrides import (Override, apply_moment, day_with_overrides,
                                        night_with_overrides)
from lupus_mod.engine.state import GameState
from lupus_mod.errors import GameFolderError, OrderError
from lupus_mod.game import Game
from lupus_mod.lifecycle.overrides import forced_orders, keyword_of, overrides_path, read_overrides
from lupus_mod.orders.model import KeywordSpec, Order, ParsedLog, Vocabulary
from lupus_mod.orders.parse import effective_orders, parse_log
from lupus_mod.waits import settle

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
    answered_late: tuple[Order, ...] = ()    # awaited answers sent after the deadline
    set_aside: tuple[tuple[Order, Order], ...] = ()   # (order, the answer it would change)


def vocabulary(game: Game) -> Vocabulary:
    """The words of the game: every power keyword of the ruleset, players, items, roles."""
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
        text = path.read_text(encoding="utf-8")
        when = night_deadline(game, text)
        parsed = parse_log(text, file=game.show(path), vocab=vocabulary(game), tz=game.tz,
                           deadline=when)
        game._cache[key] = (parsed, when)
    return game._cache[key]


def _accepted_late(game: Game, label: str, accept_late: bool) -> bool:
    return accept_late or label in [str(x) for x in game.config.get("accept_late", ())]


def phase_overrides(game: Game, kind: str, key: str) -> tuple[Override, ...]:
    """The GM's overrides of night `key` or day `key` (docs/lifecycle.md)."""
    cache = f"overrides:{kind}:{key}"
    if cache not in game._cache:
        game._cache[cache] = read_overrides(overrides_path(game.dir, kind, key), game.dir,
                                            game.resolve_name, keyword_of(vocabulary(game)))
    return game._cache[cache]


def _night(game: Game, state: GameState, label: str, accept_late: bool) -> NightRun:
    parsed, when = read_log(game, label)
    if parsed.errors:
        raise OrderError("\n".join(e.render() for e in parsed.errors),
                         hint="fix these lines of the log (canonical form: `lupus-mod roles`)")
    overrides = phase_overrides(game, "night", label)
    forced = forced_orders(overrides, overrides_path(game.dir, "night", label), game.dir,
                           vocabulary(game), game.tz)
    everything = parsed.orders + forced
    late_ok = _accepted_late(game, label, accept_late)
    settled = settle(
        game.ruleset,
        lambda orders: night_with_overrides(state, orders, game.ruleset, game.seed, label, overrides),
        everything, lambda orders: effective_orders(orders, accept_late=late_ok)[0])
    final = settled.applied
    answered = {(o.player, o.line) for o in settled.answered_late}
    dropped = tuple(o for o in everything if o not in final and (o.player, o.line) not in answered)
    return NightRun(label, state, settled.result, parsed, final, dropped, when,
                    settled.answered_late, settled.set_aside)


def _day(game: Game, state: GameState, day: int) -> DayResult:
    return day_with_overrides(state, game.day_record(day), game.ruleset, game.seed,
                              phase_overrides(game, "day", str(day)))


def run_night(game: Game, label: str, accept_late: bool = False) -> NightRun:
    """Replay every earlier night and day, then resolve night `label`."""
    key = f"night:{label}:{accept_late}"
    if key in game._cache:
        return game._cache[key]
    index = game.night_index(label)
    if index == 1:
        state = game.initial_state()
    else:
        previous = run_night(game, game.night_label(index - 1))
        state = _day(game, previous.result.state, index - 1).state
    run = _night(game, state, label, accept_late)
    game._cache[key] = run
    return run


def day_opening(game: Game, state: GameState, day: int) -> GameState:
    """The state as day `day` opens: after the GM's start-of-day kills and revivals (the
    players the tally counts)."""
    return apply_moment(state, phase_overrides(game, "day", str(day)), game.ruleset, game.seed,
                        "day", day, "start")[0]


def run_day(game: Game, day: int) -> DayResult:
    return _day(game, run_night(game, game.night_label(day)).result.state, day)


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
