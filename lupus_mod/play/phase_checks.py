"""What a phase's records must be before anything after them is played (docs/gm-guide.md,
Decisions that wait): a night still waiting for an answer in its log, or a day in its record,
plays no later phase; an
answer of the day record the rules refuse is an error at its line; a PM dated before the night
before's deadline is no order of this night. Pure checks over a replayed phase, raising the
GM's error."""
from __future__ import annotations

from typing import Any

from lupus_mod.engine.state import DayResult
from lupus_mod.errors import GameFolderError, OrderError
from lupus_mod.messages import say
from lupus_mod.orders.deadline import GUESSED, Deadline
from lupus_mod.orders.model import ParsedLog
from lupus_mod.play.game import Game
from lupus_mod.play.waits import asked


def night_open(game: Game, night: Any) -> list[dict[str, object]]:
    """The answers the night still waits for in its own log (the Sorcière's choice, the dead
    Chasseur's shot): until given, every output of the night is PROVISOIRE."""
    phase = f"night {night.label}"
    return [row for row in asked(game.ruleset, night.result.waits, "night", night.label,
                                 lambda n: game.current_nick(n, phase), {}) if row["in_log"]]


def refuse_on_open_night(game: Game, night: Any, day: int) -> None:
    """A day (and the night after it) is never played on a night still waiting for an answer:
    the answer can change who is alive at dawn, so nothing after it would be posted as final."""
    _refuse_open(night_open(game, night), "night-open", game.show(game.night_file(night.label)),
                 night=night.label, day=day)


def refuse_unheard_answers(game: Game, result: DayResult, day: int) -> None:
    """An answer written in the day record that the day still asks for was refused by the
    rules (the Chasseur's `tir` at himself or at a player already dead): an error at its line,
    not a day that waits in silence for what the GM believes he gave."""
    src = game.day_source(day) if game.day_file(day).exists() else None
    for ev in result.events:
        if src is not None and ev.kind == "rejected" and ev.cause == "not-asked":
            decision = game.ruleset.decision(ev["decision"])
            raise src.error((ev["keyword"],), say("day-answer.not-asked", key=ev["keyword"], value=ev["value"], day=day,
                                                   decision=decision.name if decision else ev["keyword"]),
                            say("day-answer.not-asked-hint", key=ev["keyword"]))
    for wait in result.waits:
        decision = game.ruleset.decision(wait.decision)
        key = decision.day_key if decision else ""
        if src is not None and key and str(src.data.get(key, "")).strip():
            raise src.error((key,), say("day-answer.refused", key=key, value=src.data[key],
                                        decision=decision.name, who=game.current_nick(wait.player, f"day {day}")),
                            say("day-answer.refused-hint", key=key))


def day_open(game: Game, day: DayResult) -> list[dict[str, object]]:
    """The answers a day still waits for in its record (the dead Capitaine's successor, the
    Lupo 3's « porto », the Chasseur's shot): until given, the day's outputs are PROVISOIRE."""
    phase = f"day {day.day}"
    return asked(game.ruleset, day.waits, "day", str(day.day), lambda n: game.current_nick(n, phase))


def refuse_on_open_day(game: Game, day: DayResult, night: str) -> None:
    """A night is never played on a day still waiting for an answer in its record: the answer
    changes who is alive and what the next day weighs, so nothing after it would be final."""
    rows = day_open(game, day)
    _refuse_open(rows, "day-open", game.show(game.day_file(day.day)), day=day.day, night=night,
                 keys=", ".join(dict.fromkeys(str(r["day_key"]) for r in rows)))


def _refuse_open(rows: list[dict[str, object]], words: str, file: str, **fields: object) -> None:
    """The phase after an open one refused: what is awaited, from whom, and where it goes."""
    if rows:
        raise GameFolderError(
            say(f"{words}.later", what=", ".join(f"{r['name']} ({r['playing_as']})" for r in rows), **fields),
            file=file, hint=say(f"{words}.hint", who=", ".join(str(r["playing_as"]) for r in rows), **fields))


def sent_before_night(game: Game, label: str, parsed: ParsedLog, closed: Deadline | None) -> list[OrderError]:
    """Orders dated before the night before's written deadline (`closed`: a PM of night 1
    pasted into night 2's log): they were sent for that night, never for this one."""
    before = game.night_label(game.night_index(label) - 1)
    if closed is None or closed.at is None or closed.source == GUESSED:
        return []
    return [OrderError(say("log.before-night", time=o.time.strftime("%Y-%m-%d %H:%M"), night=before,
                           deadline=closed.at.strftime("%Y-%m-%d %H:%M")),
                       file=o.file, line=o.line, hint=say("log.before-night-hint", night=before))
            for o in _one_a_line(parsed.orders) if o.time is not None and o.time < closed.at]


def _one_a_line(orders: Any) -> list[Any]:
    """The first order of each line: a line with two orders («indago Gollum. Anzi no, indago
    Nazgul») is one PM sent at one time, told once."""
    seen: set[tuple[str, int]] = set()
    return [o for o in orders if (o.file, o.line) not in seen and not seen.add((o.file, o.line))]


def deadlines_in_order(game: Game, label: str, parsed: ParsedLog, when: Deadline,
                       closed: tuple[ParsedLog, Deadline] | None) -> list[OrderError]:
    """A night's written deadline not after the night before's (`closed`: its log and deadline)
    — a `# deadline:` line pasted from another night, a day typed wrong, two logs swapped:
    every PM would be late, or taken for the other night's. Told once, where it is wrong: both
    files when each night's PMs come before the other's deadline (swapped); this night's line
    when its PMs come after it; else the night before's, which then falls after all of its own."""
    if closed is None or closed[1].at is None or when.at is None \
            or GUESSED in (closed[1].source, when.source) or when.at > closed[1].at:
        return []
    earlier, ended = closed
    before = game.night_label(game.night_index(label) - 1)
    times = _times(parsed)
    facts = {"night": label, "deadline": f"{when.at:%Y-%m-%d %H:%M}", "before": before,
             "before_deadline": f"{ended.at:%Y-%m-%d %H:%M}"}
    if times and _times(earlier) and max(times) <= ended.at and min(_times(earlier)) > when.at:
        return [OrderError(say("folder-checks.logs-swapped", **facts), file=game.show(game.night_file(label)),
                           line=when.line or None, hint=say("folder-checks.logs-swapped-hint", **facts))]
    if times and max(times) <= when.at:
        return [OrderError(say("folder-checks.deadline-past-next", **facts),
                           file=game.show(game.night_file(before)), line=ended.line or None,
                           hint=say("folder-checks.deadline-past-next-hint", **facts))]
    return [OrderError(say("folder-checks.deadline-not-after", **facts), file=game.show(game.night_file(label)),
                       line=when.line or None, hint=say("folder-checks.deadline-not-after-hint", **facts))]


def _times(parsed: ParsedLog) -> list[Any]:
    return [o.time for o in parsed.orders if o.time is not None]
