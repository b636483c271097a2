"""`lupus-mod check --secrets`: every public sentence that would change if a hidden fact changed.

For every phase of the game folder as it is (its logs, day records, overrides and the GM's own
templates), the public posts are rendered again for each twin of the phase (one hidden fact of
the ruleset's `[public] never` changed, the public facts kept: lupus_mod.lifecycle.twins). A
sentence of the post that is not in the twin's post depends on that hidden fact: a leak. The
final post is left out (once the game is over the thread may be told everything). A day going on
whose ruleset tells a part of it before the stake is checked as its partial post.
"""
from __future__ import annotations

import difflib
from dataclasses import replace
from pathlib import Path
from typing import Callable

from lupus_mod.engine.day import DayResult
from lupus_mod.engine.state import Event, GameState
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.chronicle import PhaseRecord, chronicle
from lupus_mod.lifecycle.day_report import day_post, partial_post
from lupus_mod.lifecycle.leak import Leak
from lupus_mod.lifecycle.twins import Twin, twins
from lupus_mod.reports.night import dawn_post
from lupus_mod.play.replay import NightRun, open_day, run_night

MOVED = "(the same sentence, in another place)"
TEMPLATES = {"night": "night/thread.bbcode.j2", "day": "day/thread.bbcode.j2",
             "partial": "day/partial.bbcode.j2"}


def template_file(game: Game, template: str) -> str:
    """The GM's own template if the game folder overrides it, else the shipped one."""
    own = Path(game.dir) / "templates" / template
    return str(Path("templates") / template) if own.is_file() else f"{template} (shipped)"


def phase_post(game: Game, record: PhaseRecord,
               run: NightRun | None = None) -> Callable[[Twin | None], str]:
    """The phase's public post, as written, or for a twin of the phase (`run`: the night's
    run, when it is not the folder's night `record.key`)."""
    if record.kind == "night":
        run = run or run_night(game, record.key)

        def night(twin: Twin | None) -> str:
            if twin is None:
                return dawn_post(game, run, ending=False)
            result = replace(run.result, events=twin.events, state=twin.after)
            return dawn_post(game, replace(run, before=twin.before, result=result), ending=False)
        return night
    day = int(record.key)

    def day_text(twin: Twin | None) -> str:
        before, events, after = ((twin.before, twin.events, twin.after) if twin
                                 else (record.before, record.events, record.state))
        return day_post(game, day, before, DayResult(day, events, after), ending=False)
    return day_text


def _differences(post: str, other: str) -> list[tuple[str, str]]:
    """(sentence of the post, what the twin says there) for every changed line; a sentence
    both posts have in different places is reported once, where the post has it."""
    mine, theirs = post.splitlines(), other.splitlines()
    found = []
    matcher = difflib.SequenceMatcher(a=mine, b=theirs, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        a, b = mine[i1:i2], theirs[j1:j2]
        for n in range(max(len(a), len(b))):
            line, instead = (a[n] if n < len(a) else ""), (b[n] if n < len(b) else "")
            if not line and instead in mine:
                continue
            if line and line in theirs:
                instead = MOVED
            found.append((line, instead))
    return found


def phase_leaks(game: Game, record: PhaseRecord, run: NightRun | None = None) -> list[Leak]:
    return _leaks(game, phase_post(game, record, run), record.before, record.events, record.state,
                  f"out/{record.kind}-{record.key}/thread.bbcode", TEMPLATES[record.kind])


def partial_leaks(game: Game, day: int, before: GameState, result: DayResult) -> list[Leak]:
    """The leaks of the partial post of day `day` going on (`result.waiting`; `before`: the
    state at dawn): its twins change a hidden fact of the day so far."""
    def post(twin: Twin | None) -> str:
        if twin is None:
            return partial_post(game, day, before, result)
        return partial_post(game, day, twin.before, replace(result, events=twin.events, so_far=twin.after))
    return _leaks(game, post, before, result.events, result.so_far or result.state,
                  f"out/day-{day}/thread.bbcode", TEMPLATES["partial"])


def _leaks(game: Game, post: Callable[[Twin | None], str], before: GameState,
           events: tuple[Event, ...], after: GameState, where: str, template: str) -> list[Leak]:
    written = post(None)
    shown = template_file(game, template)
    leaks = []
    for twin in twins(game.ruleset, before, events, after):
        for mine, theirs in _differences(written, post(twin)):
            leaks.append(Leak(where, shown, twin.fact, twin.what, mine, theirs))
    return leaks


def game_leaks(game: Game) -> list[Leak]:
    """Every leak of every phase played so far, in the order of the game, and of the partial
    post of the day going on."""
    if game.ruleset.loop.declared:
        from lupus_mod.lifecycle.loop_leaks import loop_leaks
        return loop_leaks(game)
    records = chronicle(game)
    leaks = [leak for record in records for leak in phase_leaks(game, record)]
    if records and records[-1].kind == "night" and game.ruleset.public.told_before_stake:
        day = game.night_index(records[-1].key)
        if game.day_file(day).exists() and not game.day_over(day):
            result = open_day(game, day)
            leaks += partial_leaks(game, day, records[-1].state, result) if result.waiting else []
    return leaks


def posts_checked(game: Game) -> int:
    """How many public posts `game_leaks` read again: `check --secrets` says so when it found no
    leak, or the GM cannot tell a clean game from a check that never ran."""
    if game.ruleset.loop.declared:
        # Each turn's phase posts, and the public recap (lifecycle.loop_leaks).
        from lupus_mod.lifecycle.views import loop_runs
        from lupus_mod.reports.turn import posted_phases
        runs = loop_runs(game)
        return sum(len(posted_phases(run)) for run in runs) + (1 if runs else 0)
    return len(chronicle(game))
