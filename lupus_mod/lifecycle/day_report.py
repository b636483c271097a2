"""Views of a day: the post announcing the burn (and the end of the game), and its GM log;
for a day going on, the partial post of what is already decided.

    day_report(game, day) -> dict;  write_day(game, report) -> files written

The day is replayed like a night (lupus_mod.play.replay.run_day); the texts come from the templates
in templates/day/. A day whose record does not say who burned yet is refused, unless the
ruleset's `[public] told_before_stake` names what the thread may learn before the stake: then
the report is the partial post of exactly those facts (day/partial.bbcode.j2), what the day
waits for, and the GM log of every event so far (day/gm-log.md.j2, marked as partial).
"""
from __future__ import annotations

from typing import Any

from lupus_mod.engine.day import DayResult
from lupus_mod.engine.state import GameState
from lupus_mod.inputs.folder import OutputWriter
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.told import dead_recipients, told_deaths, told_revivals
from lupus_mod.messages import tell
from lupus_mod.lifecycle.views import final_for, modkill_reasons
from lupus_mod.reports.night import item_name, private_replies, provisional, the_item
from lupus_mod.reports.refusals import day_warnings
from lupus_mod.words.render import render
from lupus_mod.play.replay import day_wait, open_day, run_day, run_night
from lupus_mod.play.waits import asked, day_answer
from lupus_mod.rules.public import on_thread, told_to
from lupus_mod.words.wording import Wording
from lupus_mod.play.staleness import MADE_FROM, made_from


def post_lines(events: Any, deaths: list[dict[str, Any]], order: str) -> list[dict[str, Any]]:
    """The day post's facts, in the order of the ruleset's `[public] day_order`: each public
    announcement, and each death the thread is told (`deaths`: lifecycle.told) that is not
    already told by an announcement of its own step (the Lupo 3's take-along names its victim:
    "Sul rogo X porta con sé Y", not also "Y è morto")."""
    announced = {(e.step, e.target) for e in on_thread(events) if e.kind == "public"}
    self_told = {e.target for e in events if e.kind == "death" and (e.step, e.target) in announced}
    if order == "grouped":
        return _grouped_lines(events, [d for d in deaths if d["player"] not in self_told])
    told = {d["player"] for d in deaths} - self_told
    return [{"kind": "event", "event": e} if e.public else
            {"kind": "death", "death": {"player": e.target, "cause": e.cause}}
            for e in events if e.public or (e.kind == "death" and e.target in told)]


def _grouped_lines(events: Any, deaths: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`day_order = "grouped"`: the announcements, then the deaths (in the order of `[public]
    death_order`), then the successions they open ("dans son dernier souffle, il désigne un
    successeur": a title passed on by a holder who died today). The order of the day's steps,
    hidden where `never` lists "step-order", is not shown (tests/lifecycle/test_twins.py)."""
    dead = {d["player"] for d in deaths}
    said = on_thread(events)
    after = [e for e in said if e.get("predecessor") in dead]
    return ([{"kind": "event", "event": e} for e in said if e not in after]
            + [{"kind": "death", "death": d} for d in deaths]
            + [{"kind": "event", "event": e} for e in after])


def day_context(game: Game, day: int, before: GameState, result: DayResult,
                ending: bool = True) -> dict[str, Any]:
    """What the day's templates are rendered with (`before`: the state at dawn); without
    `ending`, no final post (which may tell everything)."""
    state, events = result.state, result.events
    phase = f"day {day}"
    ended = ending and state.game_over and not before.game_over
    deaths = told_deaths(game.ruleset, before, events, state)
    return {
        "day": day, "events": events, "state": state, "before": before, "ruleset": game.ruleset,
        "deaths": deaths,
        "lines": post_lines(events, deaths, game.ruleset.public.day_order),
        "burned": state.last_burned or None,
        "revived": told_revivals(game.ruleset, before, events, state),
        "modkills": modkill_reasons(events),
        "gender": game.genders(phase),
        "nick": lambda name: game.current_nick(name, phase),
        "role_name": lambda name: game.ruleset.role(state.player(name).role).name,
        "final": final_for(game, phase) if ended else None,
        "item_name": lambda item: item_name(game, item),
        "the_item": lambda item: the_item(game, item),
        "item_names": lambda items: ", ".join(item_name(game, i) for i in items),
        "show_cards": bool(game.ruleset.policy("death_shows_card", False)),
        "shots": {e.target: e.actor for e in events if e.kind == "shot"},
        "w": Wording(game.ruleset, game.language, game.dir),
        # A recipient dead when the day's message is delivered: the GM log says so, as a night's.
        "dead_to": dead_recipients(game.ruleset, before, events, state),
    }


def day_post(game: Game, day: int, before: GameState, result: DayResult, ending: bool = True) -> str:
    return render("day/thread.bbcode.j2", game.language, game.dir,
                  **day_context(game, day, before, result, ending))


def partial_context(game: Game, day: int, before: GameState, result: DayResult) -> dict[str, Any]:
    """What day/partial.bbcode.j2 is rendered with: the day going on (`result.waiting`), its
    events so far and the state at its wait (`result.so_far`), told as far as `[public]
    told_before_stake` allows (its titles, its announcements, its modkills, other deaths, its
    returns) and in the order of `day_order`, as its full post would."""
    facts = game.ruleset.public.told_before_stake
    after = result.so_far or result.state
    kinds = {"title": "titles" in facts, "public": "announcements" in facts}
    events = tuple(e for e in result.events if kinds.get(e.kind, not e.public))
    context = day_context(game, day, before, DayResult(day, events, after), ending=False)
    deaths = [d for d in context["deaths"] if ("modkills" if d["cause"] == "modkill" else "deaths") in facts]
    # Nobody burned yet: the state's `last_burned` is an earlier day's.
    return {**context, "deaths": deaths, "lines": post_lines(events, deaths, game.ruleset.public.day_order),
            "revived": context["revived"] if "returns" in facts else [], "burned": None,
            "waiting": result.waiting, "title": day_answer(game.ruleset, result.waiting)[2]}


def partial_post(game: Game, day: int, before: GameState, result: DayResult,
                 context: dict[str, Any] | None = None) -> str:
    """The partial post of day `day` going on (`context`: its partial_context, if computed)."""
    return render("day/partial.bbcode.j2", game.language, game.dir,
                  **(context or partial_context(game, day, before, result)))


def partial_log(game: Game, day: int, before: GameState, result: DayResult) -> str:
    """The GM log of day `day` going on: every event so far, told or not (the GM's, never the
    thread's), the living at its wait, and what it waits for, marked as partial."""
    so_far = DayResult(day, result.events, result.so_far or result.state)
    context = day_context(game, day, before, so_far, ending=False)
    return render("day/gm-log.md.j2", game.language, game.dir, player="", **context,
                  waiting=result.waiting, title=day_answer(game.ruleset, result.waiting)[2])


def _partial_report(game: Game, day: int) -> dict[str, Any] | None:
    """The report of day `day` going on, if the ruleset tells a part of it before the stake;
    None when the day is over (or tells nothing before it: `run_day` refuses it)."""
    if game.day_over(day) or not game.ruleset.public.told_before_stake:
        return None
    result = open_day(game, day)
    if not result.waiting:
        return None
    before = run_night(game, game.night_label(day)).result.state
    context = partial_context(game, day, before, result)
    waits = tell("cli.warning", problem=day_wait(game, day, result.waiting).render())
    return _refusals(game, day, result.events, {
        "day": day, "partial": True, "awaited": result.waiting,
        "deaths": context["deaths"], "revived": context["revived"],
        "public": partial_post(game, day, before, result, context),
        "gm_log": partial_log(game, day, before, result),
        "waiting_line": f"{waits}\n{tell('public-partial.written', day=day)}"})


def _refusals(game: Game, day: int, events: Any, report: dict[str, Any]) -> dict[str, Any]:
    """Nothing silent: a refused day choice is shown by `day` as by `check`."""
    report["refused"] = [{"file": w.file, "line": w.line, "reason": w.reason, "message": w.message}
                         for w in day_warnings(game, day, events)]
    report["summary"] = render("day/summary.txt.j2", game.language, game.dir, day=day,
                               refused=report["refused"])
    return report


def day_report(game: Game, day: int) -> dict[str, Any]:
    partial = _partial_report(game, day)
    if partial is not None:
        return partial
    result = run_day(game, day)
    before = run_night(game, game.night_label(day)).result.state
    state, events = result.state, result.events
    context = day_context(game, day, before, result)
    rows = [_asking_reply(game, day, row, context) for row in
            asked(game.ruleset, result.waits, "day", str(day), context["nick"])]
    report = provisional(game, _day_texts(game, day, context, state, events), rows,
                         f"day-{day}", bool(rows))
    return _refusals(game, day, events, report)


def _asking_reply(game: Game, day: int, row: dict[str, Any], context: dict[str, Any]
                  ) -> dict[str, Any]:
    """A question the day waits for but did not ask (the heir of a Capitaine dead in the
    night): its reply is the night's, out/night-N/pm/, not one of the day's."""
    if told_to(context.get("events", ()), row["player"]):
        return row
    label = game.night_label(day)
    files = game.reply_files(f"night {label}")
    name = files.get(game.current_nick(row["player"], f"night {label}"), row["playing_as"])
    return {**row, "pm": f"out/night-{label}/pm/{name}.bbcode"}


def _day_texts(game: Game, day: int, context: dict[str, Any], state: GameState, events: Any
               ) -> dict[str, Any]:
    return {
        "day": day, "burned": context["burned"],
        "deaths": [{"player": e.target, "cause": e.cause} for e in events if e.kind == "death"],
        "revived": [e.target for e in events if e.kind == "revive"],
        "alive": [p.name for p in state.players if p.alive],
        "items": {i.id: state.holder(i.id) for i in game.ruleset.items},
        "public": render("day/thread.bbcode.j2", game.language, game.dir, **context),
        "private": private_replies(game, events, context, "day/pm.bbcode.j2"),
        "winners": state.ending.winners() if context["final"] and state.ending else None,
        "gm_log": render("day/gm-log.md.j2", game.language, game.dir, player="", **context),
    }


def write_day(game: Game, report: dict[str, Any]) -> list[str]:
    """out/day-D/thread.bbcode, gm-log.md and pm/<player>.bbcode (the tally's files in the
    same folder are kept)."""
    writer = OutputWriter(game.path("out"), game_dir=game.dir)
    writer.add(f"day-{report['day']}/thread.bbcode", report["public"])
    writer.add(f"day-{report['day']}/gm-log.md", report["gm_log"])
    writer.add(f"day-{report['day']}/{MADE_FROM}", made_from(game, "day", report["day"]))
    if report.get("partial"):
        # The part told before the stake and the log so far: no replies until the day is over.
        return [str(p.relative_to(game.dir)) for p in writer.commit()]
    phase = f"day {report['day']}"
    files = game.reply_files(phase)
    for name, text in report["private"].items():
        writer.add(f"day-{report['day']}/pm/{files[game.current_nick(name, phase)]}.bbcode", text)
    # A reply of an earlier run not written now (a question answered since) must not stay
    # among the PMs to send.
    return [str(p.relative_to(game.dir)) for p in writer.commit(prune=f"day-{report['day']}/pm")]
