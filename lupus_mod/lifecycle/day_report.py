"""Views of a day: the post announcing the burn (and the end of the game), and its GM log.

    day_report(game, day) -> dict;  write_day(game, report) -> files written

The day is replayed like a night (lupus_mod.replay.run_day); the texts come from the templates
in templates/<language>/day/.
"""
from __future__ import annotations

from typing import Any

from lupus_mod.folder import OutputWriter
from lupus_mod.game import Game
from lupus_mod.lifecycle.views import final_for, modkill_reasons
from lupus_mod.night_report import item_name, private_replies, provisional
from lupus_mod.render import render
from lupus_mod.replay import run_day, run_night
from lupus_mod.waits import awaited
from lupus_mod.wording import Wording


def day_report(game: Game, day: int) -> dict[str, Any]:
    before = run_night(game, game.night_label(day)).result.state
    result = run_day(game, day)
    state, events = result.state, result.events
    phase = f"day {day}"
    ended = bool(state.winners and not before.winners)
    deaths = [{"player": e.target, "cause": e.cause} for e in events if e.kind == "death"]
    context = {
        "day": day, "events": events, "deaths": deaths, "state": state, "ruleset": game.ruleset,
        "burned": state.last_burned or None,
        "revived": [e.target for e in events if e.kind == "revive"],
        "modkills": modkill_reasons(events),
        "gender": {p.name: p.gender for p in game.players},
        "nick": lambda name: game.current_nick(name, phase),
        "role_name": lambda name: game.ruleset.role(state.player(name).role).name,
        "final": final_for(game, phase) if ended else None,
        "item_name": lambda item: item_name(game, item),
        "item_names": lambda items: ", ".join(item_name(game, i) for i in items),
        "show_cards": bool(game.ruleset.policy("death_shows_card", False)),
        "shots": {e.target: e.actor for e in events if e.kind == "shot"},
        "w": Wording(game.ruleset, game.language, game.dir),
    }
    rows = awaited(game.ruleset, events, "day", str(day), context["nick"])
    return provisional(game, _day_texts(game, day, context, state, events, ended), rows,
                       f"day-{day}", bool(rows))


def _day_texts(game: Game, day: int, context: dict[str, Any], state: Any, events: Any,
               ended: bool) -> dict[str, Any]:
    deaths = context["deaths"]
    return {
        "day": day, "burned": context["burned"], "deaths": deaths, "revived": context["revived"],
        "alive": [p.name for p in state.players if p.alive],
        "items": {i.id: state.holder(i.id) for i in game.ruleset.items},
        "public": render("day/thread.bbcode.j2", game.language, game.dir, **context),
        "private": private_replies(game, events, context, "day/pm.bbcode.j2"),
        "winners": ({"factions": list(state.winners["factions"]),
                     "players": list(state.winners["players"])} if ended else None),
        "gm_log": render("day/gm-log.md.j2", game.language, game.dir, player="", **context),
    }


def write_day(game: Game, report: dict[str, Any]) -> list[str]:
    """out/day-D/thread.bbcode, gm-log.md and pm/<player>.bbcode (the tally's files in the
    same folder are kept)."""
    writer = OutputWriter(game.path("out"))
    writer.add(f"day-{report['day']}/thread.bbcode", report["public"])
    writer.add(f"day-{report['day']}/gm-log.md", report["gm_log"])
    phase = f"day {report['day']}"
    for name, text in report["private"].items():
        writer.add(f"day-{report['day']}/pm/{game.current_nick(name, phase)}.bbcode", text)
    return [str(p.relative_to(game.dir)) for p in writer.commit()]
