"""Views of a resolved night: the dawn post, the private replies, the GM log, the JSON.

Every text is rendered from the night's events by the templates in templates/night/.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from lupus_mod.engine.state import Event, GameState, changed, kind_fields
from lupus_mod.inputs.folder import OutputWriter
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.overrides import overrides_path
from lupus_mod.lifecycle.told import dead_recipients, delivered, told_deaths, told_revivals
from lupus_mod.lifecycle.views import final_for, modkill_reasons
from lupus_mod.inputs.line_readings import corrections_text
from lupus_mod.orders.accounting import unapplied_orders
from lupus_mod.reports.later_words import asked_lines, later_talk, unheard, unread_lines
from lupus_mod.words.render import labels, render, sentences
from lupus_mod.play.replay import NightRun
from lupus_mod.rules.public import on_thread, told_to
from lupus_mod.play.waits import asked, wait_texts
from lupus_mod.words.wording import Wording
from lupus_mod.play.staleness import MADE_FROM, made_from


def _deaths(events: tuple[Event, ...]) -> list[dict[str, str]]:
    return [{"player": e.target, "cause": e.cause} for e in events if e.kind == "death"]


def _items(game: Game, state: GameState) -> dict[str, str | None]:
    return {item.id: state.holder(item.id) for item in game.ruleset.items}


# Orders set aside for another order of the same sender or pack, or taken back by their
# sender: not refused by the rules.
REPLACED = frozenset({"replaced", "withdrawn", "group-replaced", "group-outranked", "group-kept"})


def unapplied_rows(game: Game, run: NightRun, context: dict[str, Any]) -> list[dict[str, Any]]:
    """Every order of the night not applied: ids, facts, and the reason worded for the GM."""
    rows = unapplied_orders(run.applied, run.dropped, run.result.events, run.deadline,
                            game.show(game.night_file(run.label)),
                            game.show(overrides_path(game.dir, "night", run.label)),
                            run.set_aside)
    return [{**row.as_dict(), "message": render("night/reason.txt.j2", game.language, game.dir,
                                                 row=row, **context).strip()}
            for row in rows]


def _corrected(row: dict[str, Any]) -> bool:
    """An order replaced by its own line ("rapisco Wyatt, credo sia lo sceriffo. anzi no, x me è
    un cowboy") or by the same order said again ("proteggo Tumble", then `proteggo Tumbleweed`):
    a correction that worked, shown as one (corrections_text), never among the orders that
    failed in the terminal's summary (the GM log keeps every row)."""
    data = row["data"]
    return row["reason"] == "replaced" and bool(data.get("by_line")) and (
        data["by_line"] == row["line"] or data.get("by") == row["canonical"])


def by_log_line(unapplied: list[dict[str, Any]],
                orders: Counter[tuple[str, int]] | None = None) -> list[dict[str, Any]]:
    """The rows not applied, one per log line: a line holding several orders set aside
    ("indago Gollum. Anzi no, indago Nazgul", both replaced by a later PM) is quoted once,
    with `parts`: its orders in canonical form, grouped by their worded reason (empty for a
    line of one order). In the order of `unapplied`."""
    lines: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for n, row in enumerate(unapplied):
        # A row without a line or words of its own (a rule's refusal of an override) stands alone.
        key = (row["file"], row["line"], row["player"], row["order"]) if row["line"] and row["order"] else (n,)
        lines.setdefault(key, []).append(row)
    # "rapisco Wyatt cowboy. salvo Jolene", its `salvo` taken back: a line holding more orders
    # (`orders`: how many each file and line holds) than its rows names the ones not applied.
    orders = orders or Counter()
    return [{**rows[0], "parts": _parts(rows) if len(rows) > 1 or orders[(rows[0]["file"], rows[0]["line"])] > 1
             and rows[0]["canonical"] else []} for rows in lines.values()]


def _parts(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    by_reason: dict[str, list[str]] = {}
    for row in rows:
        by_reason.setdefault(row["message"], []).append(row["canonical"] or row["order"])
    return [{"orders": orders, "message": message} for message, orders in by_reason.items()]


def _deadline(run: NightRun) -> dict[str, Any]:
    at = run.deadline.at
    return {"at": f"{at:%Y-%m-%d %H:%M}" if at else None, "source": run.deadline.source}


def item_name(game: Game, item: str) -> str:
    return game.ruleset.item(item).name if game.ruleset.has_item(item) else item


def the_item(game: Game, item: str) -> str:
    """The item's name with its article, as a sentence says it to a player ("lo Specchio di
    Galadriel", "l'Anello"); the bare name when the ruleset gives no article."""
    article = game.ruleset.item(item).article if game.ruleset.has_item(item) else ""
    name = item_name(game, item)
    return f"{article}{name}" if article.endswith("'") or not article else f"{article} {name}"


def night_context(game: Game, run: NightRun, ending: bool = True) -> dict[str, Any]:
    state = run.result.state
    events = run.result.events
    phase = f"night {run.label}"
    genders = game.genders(phase)
    ended = ending and state.game_over and not run.before.game_over
    return {
        "game": game.config, "ruleset": game.ruleset, "label": run.label,
        "events": events, "state": state, "before": run.before,
        "deaths": told_deaths(game.ruleset, run.before, events, state),
        "revived": told_revivals(game.ruleset, run.before, events, state),
        "public": on_thread(events),
        "show_causes": bool(game.ruleset.policy("public_death_causes", False)),
        "show_cards": bool(game.ruleset.policy("death_shows_card", False)),
        "shots": {e.target: e.actor for e in events if e.kind == "shot"},
        "winners": state.ending if ended else None,
        "final": final_for(game, phase) if ended else None,
        "modkills": modkill_reasons(events),
        "role_name": lambda name: game.ruleset.role(state.player(name).role).name,
        "item_name": lambda item: item_name(game, item),
        "the_item": lambda item: the_item(game, item),
        "item_names": lambda items: ", ".join(item_name(game, i) for i in items),
        "step_name": {s.id: s.name for s in game.ruleset.steps},
        "gender": genders, "nick": lambda name: game.current_nick(name, phase),
        "seed": game.seed, "run": run, "items": _items(game, state),
        "w": Wording(game.ruleset, game.language, game.dir),
        # The recipients of a message who are dead when it is delivered (the GM log says so).
        "dead_to": dead_recipients(game.ruleset, run.before, events, state),
    }


def _renamed(ev: Event, nick: Callable[[str], str], names: tuple[str, ...]) -> Event:
    """The message with every player named by the nickname playing him tonight."""
    def rename(value: Any) -> Any:
        if isinstance(value, str):
            return nick(value) if value in names else value
        if isinstance(value, (list, tuple)):
            return [rename(v) for v in value]
        return value
    return changed(ev, target=rename(ev.target), **{k: rename(v) for k, v in kind_fields(ev).items()})


def private_replies(game: Game, events: tuple[Event, ...], context: dict[str, Any],
                    template: str = "night/pm.bbcode.j2") -> dict[str, str]:
    """One reply per player told something and still there to be told (lifecycle.told)."""
    replies = {}
    sent = delivered(game.ruleset, context["before"], events, context["state"])
    for name in game.names:
        mine = [_renamed(e, context["nick"], game.names) for e in told_to(sent, name)]
        if mine:
            replies[name] = render(template, game.language, game.dir,
                                   player=name, messages=mine, **context)
    return replies


def dawn_post(game: Game, run: NightRun, ending: bool = True) -> str:
    """The dawn post; without `ending`, without the final post that may tell everything."""
    return render("night/thread.bbcode.j2", game.language, game.dir, **night_context(game, run, ending))


def next_day_choices(game: Game, day: int) -> dict[str, str] | None:
    """The day record that follows a night, None while it is not written."""
    return dict(game.day_record(day).choices) if game.day_file(day).exists() else None


def provisional(game: Game, report: dict[str, Any], rows: list[dict[str, Any]], folder: str,
                in_phase: bool) -> dict[str, Any]:
    """Mark every output but the questions PROVISOIRE/PROVVISORIO while an answer that changes
    this phase is awaited (`in_phase`); the terminal's line says what is awaited in any case."""
    banner, line = wait_texts(labels(game.language, game.dir), rows, folder, in_phase)
    report["waiting"] = rows
    report["waiting_line"] = line
    report["provisional"] = bool(banner and in_phase)
    if not report["provisional"]:
        return report
    asked = {r["player"] for r in rows}
    report["public"] = f"{banner}\n\n{report['public']}"
    report["gm_log"] = f"**{banner}**\n\n{report['gm_log']}"
    report["private"] = {name: text if name in asked else f"{banner}\n\n{text}"
                         for name, text in report["private"].items()}
    return report


def night_report(game: Game, run: NightRun) -> dict[str, Any]:
    context = night_context(game, run)
    state = run.result.state
    rows = asked(game.ruleset, run.result.waits, "night", run.label, context["nick"],
                 next_day_choices(game, game.night_index(run.label)))
    report = provisional(game, _night_texts(game, run, context, state), rows,
                         f"night-{run.label}", any(r["in_log"] for r in rows))
    said = sentences(game.language, game.dir)
    # "an order that changes what the waiting player was told" is never silent.
    warnings = [said.say("wait.set_aside", {
        "line": order.line, "who": order.player, "answerer": answer.player,
        "answer_line": answer.line, "gender": context["gender"].get(answer.player, "")})
        for order, answer in run.set_aside]
    report["waiting_line"] = "\n".join([*warnings, report["waiting_line"]]).strip()
    return report


def not_held_lines(run: NightRun) -> list[dict[str, Any]]:
    """Lines shaped as an order of a power their sender does not hold ("proteggo lei" from the
    Veggente): ignored, each shown once with the powers it tried, never dropped unseen."""
    return [{"player": c.player, "file": c.file, "line": c.line, "text": c.text, "powers": list(c.powers)}
            for c in run.log.chatter if c.powers]


def _night_texts(game: Game, run: NightRun, context: dict[str, Any], state: GameState
                 ) -> dict[str, Any]:
    unapplied = unapplied_rows(game, run, context)
    unread = unread_lines(run.log)
    failed = [row for row in unapplied if not _corrected(row)]
    inline = frozenset(row["line"] for row in unapplied if _corrected(row) and row["data"].get("by_line") == row["line"])
    return {
        "night": run.label,
        "deaths": _deaths(run.result.events),
        "revived": [e.target for e in run.result.events if e.kind == "revive"],
        "alive": [p.name for p in state.players if p.alive],
        "items": context["items"],
        "public": render("night/thread.bbcode.j2", game.language, game.dir, **context),
        "private": private_replies(game, run.result.events, context),
        "deadline": _deadline(run),
        "unapplied": unapplied,
        "rejected": [row for row in unapplied if row["reason"] not in REPLACED],
        "unread": unread,
        "not_held": not_held_lines(run),
        "later_talk": later_talk(run.log),
        "asked": asked_lines(run.log),
        "readings": [r.as_dict() for r in run.log.readings],
        "winners": context["winners"].winners() if context["winners"] else None,
        "gm_log": render("night/gm-log.md.j2", game.language, game.dir,
                         unapplied=unapplied, player="", **context),
        "summary": "\n".join(filter(None, (
            render("night/summary.txt.j2", game.language, game.dir, unapplied=failed,
                   lines=by_log_line(failed, Counter((o.file, o.line) for o in (*run.applied, *run.dropped))),
                   unread=unread, not_held=not_held_lines(run), later=later_talk(run.log), unheard=unheard(run),
                   asked=asked_lines(run.log),
                   deadline=run.deadline, **context).rstrip("\n"),
            corrections_text(game.language, game.dir, run.log.readings, context["w"].written,
                             _late_lines(run), inline)))) + "\n",
    }


def _late_lines(run: NightRun) -> frozenset[int]:
    """The lines of a change of mind sent late that did not count: a late order (dropped) and
    a late withdrawal whose order still stands (applied)."""
    return frozenset({*(o.line for o in run.dropped if o.late),
                      *(o.withdrawn_by for o in run.applied if o.withdrawn_by and o.withdrawn_late)})


def write_night(game: Game, report: dict[str, Any]) -> list[str]:
    folder = f"night-{report['night']}"
    writer = OutputWriter(game.path("out"), game_dir=game.dir)
    writer.add(f"{folder}/thread.bbcode", report["public"])
    phase = f"night {report['night']}"
    files = game.reply_files(phase)
    for name, text in report["private"].items():
        writer.add(f"{folder}/pm/{files[game.current_nick(name, phase)]}.bbcode", text)
    writer.add(f"{folder}/gm-log.md", report["gm_log"])
    writer.add(f"{folder}/{MADE_FROM}", made_from(game, "night", report["night"]))
    return [str(p.relative_to(game.dir)) for p in writer.commit(replace_dir=folder)]
