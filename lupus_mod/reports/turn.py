"""Views of a turn of a declared loop: each phase's public post, each player's private reply,
the GM log. Every text is rendered from the turn's events (templates/round/)."""
from __future__ import annotations

from typing import Any, Callable

from lupus_mod.engine.loop.council import is_last_day
from lupus_mod.engine.loop.run import PhaseRun, TurnRun
from lupus_mod.inputs.folder import OutputWriter
from lupus_mod.play.game import Game
from lupus_mod.errors import GameFolderError, LupusError
from lupus_mod.words.render import render
from lupus_mod.play.turn_moments import moment_rows
from lupus_mod.play.turns import played_turns, run_turn_of, turn_inputs, turn_log
from lupus_mod.reports.later_words import asked_lines, later_talk
from lupus_mod.reports.turn_provisional import provisional_texts
from lupus_mod.rules.public import on_thread, told_to
from lupus_mod.play.staleness import MADE_FROM, made_from


def _things(game: Game) -> dict[str, dict[str, str]]:
    loop = game.ruleset.loop
    return {t.id: {"name": t.name, "article": str(t.get("article", ""))}
            for t in (*loop.locations, *loop.ingredients, *loop.spells)}


def words(game: Game) -> dict[str, Any]:
    loop = game.ruleset.loop
    return {"things": _things(game), "genders": {p.name: p.gender for p in game.players},
            "unit_name": loop.name, "score_names": {s.id: s.name for s in loop.scores},
            "choice_words": {c.id: str(c.get("keyword", c.id)) for c in loop.choices},
            "form_names": {str(f): loop.form_name(str(f)) for f in loop.forms.get("ids", ())}}


def _roster(game: Game, run: TurnRun) -> list[dict[str, str]]:
    loop = game.ruleset.loop
    return [{"name": c.name, "role": game.ruleset.role(c.role).name,
             "form": loop.form_name(run.state.forms[c.name])} for c in run.state.seats]


def posted_phases(run: TurnRun) -> list[PhaseRun]:
    """The phases reached that have a post: all but a last one waiting for its vote with
    nothing public yet."""
    last = run.phases[-1].phase if run.phases else None
    return [p for p in run.phases
            if not (p.phase == last and run.waiting == "vote" and not on_thread(p.events))]


def thread_posts(game: Game, run: TurnRun) -> dict[str, str]:
    """One post per phase reached: the phase's public events."""
    posts = {}
    loop = game.ruleset.loop
    mayor = run.state.next_holder("sindaco", run.state.offices.get("sindaco", 0),
                                  loop.acting_form) if run.state.offices else None
    for phase in posted_phases(run):
        events = on_thread(phase.events)
        posts[phase.phase] = render(
            "round/thread.bbcode.j2", game.language, game.dir, **words(game), day=run.day,
            phase_name=loop.phase(phase.phase).name, events=events,
            yesterday=run.before.yesterday if phase.phase == loop.phases[0].id and run.day > 1 else None,
            roster=_roster(game, run), waiting=run.waiting if phase is run.phases[-1] else "",
            mayor=mayor, needed=len(run.state.needs), last_day=is_last_day(loop, run.before))
    return posts


def private_replies(game: Game, run: TurnRun) -> dict[str, str]:
    loop = game.ruleset.loop
    replies = {}
    for name in run.state.names:
        # An order the player replaced himself is no news to him (the GM log keeps it).
        messages = [(loop.phase(p.phase).name, [e for e in told_to(p.events, name)
                                                 if not (e["kind"] == "refused" and e["reason"] == "replaced")])
                    for p in run.phases]
        messages = [(phase, events) for phase, events in messages if events]
        replies[name] = render("round/pm.bbcode.j2", game.language, game.dir, **words(game),
                               day=run.day, player=name, messages=messages,
                               bag=sorted(run.state.bag(name)))
    return replies


def gm_log(game: Game, run: TurnRun) -> str:
    loop = game.ruleset.loop
    return render("round/gm-log.md.j2", game.language, game.dir, **words(game), day=run.day,
                  phases=[(loop.phase(p.phase).name, p.events) for p in run.phases],
                  waiting=run.waiting, moments=moment_rows(turn_inputs(game, run.day)))


def write_turn(game: Game, run: TurnRun) -> list[str]:
    """out/round-N/: <phase>.bbcode, pm/<player>.bbcode, gm-log.md, replaced as a whole."""
    writer = OutputWriter(game.path("out"), game_dir=game.dir)
    base = f"round-{run.day}"
    banner, _ = provisional_texts(game, run)

    def marked(text: str, bold: bool = False) -> str:
        # The Giorno post alone depends on no choice: every other text carries the banner.
        return f"{'**' if bold else ''}{banner}{'**' if bold else ''}\n\n{text}" if banner else text
    first = game.ruleset.loop.phases[0].id
    for phase, text in thread_posts(game, run).items():
        writer.add(f"{base}/{phase}.bbcode", text if phase == first else marked(text))
    files = game.reply_files(f"night {run.day}")
    for name, text in private_replies(game, run).items():
        writer.add(f"{base}/pm/{files[name]}.bbcode", marked(text))
    writer.add(f"{base}/gm-log.md", marked(gm_log(game, run), bold=True))
    writer.add(f"{base}/{MADE_FROM}", made_from(game, "round", run.day))
    return [str(p) for p in writer.commit(replace_dir=base)]


def turn_summary(game: Game, run: TurnRun) -> str:
    """What `round` tells the GM on the terminal, in the game's language."""
    log = game.show(game.night_file(str(run.day)))
    refused = [{"where": f"{e.get('file', log)}:{e['line']}" if e.get("line") else e.get("file", log),
                "text": refusal_text(game, run, e)} for e in _refused(run)]
    # Never "every choice applied" when a later word of a player did not count (as `night`).
    parsed = turn_log(game, run.day)
    later = later_talk(parsed)
    # A player whose line the GM settled in [corrections] is awaited no more: no warning for him.
    settled = sorted({r.player for r in parsed.readings if r.by_gm})
    summary = render("round/summary.txt.j2", game.language, game.dir, **words(game), day=run.day,
                     refused=refused, later=later, asked=asked_lines(parsed), waiting=run.waiting, defaults=_defaults(run), log=log,
                     settled=settled)
    line = provisional_texts(game, run)[1]
    return f"{summary.rstrip(chr(10))}\n{line}\n" if line else summary


def _defaults(run: TurnRun) -> list[dict[str, Any]]:
    """The choices the Master made for a player who sent none: a random location, the first
    ingredient of the bag in the ritual (as `night` lists the items passed at random)."""
    return [e for p in run.phases for e in p.events
            if e["kind"] == "random-location" or (e["kind"] == "played-for-you" and not e["refused"])]


def _refused(run: TurnRun) -> list[dict[str, Any]]:
    """The choices not applied; one the player replaced himself is the GM log's only. By file
    and line, as the GM reads the log: the phases refuse in their own order (a choice of the
    Sera's post at line 36 before a ritual's at line 6); the log's own carry no file."""
    refused = [e for p in run.phases for e in p.events if e["kind"] == "refused" and e["reason"] != "replaced"]
    return sorted(refused, key=lambda e: (e.get("file", ""), e.get("line") or 0))


def turn_json(game: Game, run: TurnRun) -> dict[str, Any]:
    return {"turn": run.day, "waiting": run.waiting or None,
            "ended": dict(run.state.ended) or None,
            "phases": [{"phase": p.phase, "public": on_thread(p.events)}
                       for p in run.phases],
            "forms": dict(run.state.forms), "counters": dict(run.state.counters),
            "refused": [{k: e.get(k) for k in ("player", "raw", "line", "reason", "moment", "at", "sent",
                                               "played_instead") if k in e} for e in _refused(run)],
            "defaults": [{k: e[k] for k in ("kind", "player", "location", "ingredient") if k in e}
                         for e in _defaults(run)],
            "later_talk": later_talk(turn_log(game, run.day)),
            "asked": asked_lines(turn_log(game, run.day)),
            "provisional": bool(provisional_texts(game, run)[0])}


def refusal_text(game: Game, run: TurnRun, event: dict[str, Any]) -> str:
    """A refused choice as the GM reads it in `check`: in the game's language."""
    return render("round/refusal.txt.j2", game.language, game.dir, **words(game), day=run.day,
                  ev=event).strip()


def turn_preflight(game: Game, attempt: Callable[[Callable[[], Any]], bool],
                   warnings: list[LupusError]) -> None:
    """`check` on a declared loop: every turn replayed as far as the files go; each choice the
    rules refused is a warning naming its line."""
    for turn in played_turns(game):
        run: list[TurnRun] = []
        if not attempt(lambda: run.append(run_turn_of(game, turn))):
            return
        log = game.show(game.night_file(str(turn)))
        warnings += [GameFolderError(refusal_text(game, run[0], e), file=e.get("file", log), line=e["line"] or None)
                     for e in _refused(run[0])]
        if run[0].waiting or run[0].state.game_over:
            return
