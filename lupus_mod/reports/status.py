"""The state of the game now, in one schema for every ruleset (docs/game-folder.md, "status
--json"): after the last night played and its day, or the last turn of a declared loop.

`status_report` gives the common keys for every ruleset; a ruleset's own facts (a night/day
game's items and vote weights, a loop's forms, bags and offices) are added beside them.
"""
from __future__ import annotations

from typing import Any

from lupus_mod.engine.day import day_weights, vote_weights
from lupus_mod.engine.ending import Ending
from lupus_mod.engine.loop.state import start_turn
from lupus_mod.engine.state import GameState
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.substitutions import history
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.messages import worded
from lupus_mod.reports.night import next_day_choices
from lupus_mod.words.render import labels
from lupus_mod.engine.targets import past_last_night
from lupus_mod.play.replay import open_day
from lupus_mod.play.staleness import stale_outputs
from lupus_mod.play.waits import asked, day_answer
from lupus_mod.words.wording import Wording


def current_state(game: Game) -> tuple[GameState, str]:
    """The state after the last phase played: the last log's, or the one that ended the game."""
    records = chronicle(game)
    if not records:
        return game.initial_state(), "setup"
    return records[-1].state, records[-1].phase


def _next_phase(game: Game, phase: str) -> str:
    """The phase the GM plays next: a night's day, or the night after a day (or the first)."""
    kind, _, number = phase.partition(" ")
    if kind == "night":
        return f"day {game.night_index(number)}"
    return f"night {game.night_label(int(number) + 1 if number else 1)}"


def awaited_decisions(game: Game) -> list[dict[str, Any]]:
    """The decisions still awaited, in every phase played (docs/gm-guide.md): an answer
    missing in night 1 makes every later phase provisional too."""
    rows = []
    for record in chronicle(game):
        # A day's own question is awaited by that day: no "next day" answers it.
        after = next_day_choices(game, game.night_index(record.key)) if record.kind == "night" else None
        for row in asked(game.ruleset, record.waits, record.kind, record.key,
                           lambda n, phase=record.phase: game.current_nick(n, phase), after):
            rows.append({**row, "phase": record.phase})
    return rows


def day_waits(game: Game, phase: str) -> list[dict[str, Any]]:
    """What the day going on waits for (its file written, no `burned` yet), as a row of
    `awaited`: the count (or the title's election) and the key of the day record that gives
    it. None once the day is over, nor before its file is written."""
    kind, _, label = phase.partition(" ")
    day = game.night_index(label) if kind == "night" else 0
    if not day or not game.day_file(day).exists():
        return []
    waiting = open_day(game, day).waiting
    if not waiting:
        return []
    key, _, title = day_answer(game.ruleset, waiting)
    words = labels(game.language, game.dir).get("day-wait", {})
    return [{"player": "", "playing_as": "", "decision": waiting,
             "name": words.get(waiting, waiting).format(title=title), "in_log": False,
             "file": f"days/{day}.toml", "day_key": key, "phase": f"day {day}"}]


def vote_changes(game: Game, state: GameState, phase: str) -> dict[str, Any]:
    """The GM's view of the vote to come (docs/game-folder.md): who it cannot condemn and the
    votes the night moved, secret ones included. Only while the day after the last night
    played is not over: a day's own vote is then counted, the next night has given nothing."""
    kind, _, label = phase.partition(" ")
    if kind != "night":
        return {"spared": [], "moved_votes": []}
    from lupus_mod.engine.effects.redirects import follows_on, redirects_on
    from lupus_mod.engine.effects.verdicts import spared_on
    day = game.night_index(label)
    order = [p.name for p in state.players]
    moved = []
    for how, read in (("redirect", redirects_on), ("follow", follows_on)):
        shown = read(state.flags, day, public_only=True)
        moved += [{"voter": voter, "onto": onto, "how": how, "public": voter in shown}
                  for voter, onto in read(state.flags, day).items()]
    moved.sort(key=lambda row: (order.index(row["voter"]), row["how"]))
    return {"spared": [p for p in order if p in spared_on(state.flags, day)], "moved_votes": moved}


def _uses_left(game: Game, state: GameState, name: str) -> dict[str, int]:
    player = state.player(name)
    role = game.ruleset.role(player.role)
    # A power past its last night (Cupidon's, after the first; Giulietta's, "Solo la prima
    # notte", `only_night`) has no use left to show.
    night = state.nights_played + 1
    return {p.id: p.uses - player.used(p.id) for p in role.powers
            if p.uses and (p.day or not past_last_night(p, night))}


def status_report(game: Game) -> dict[str, Any]:
    """The state of the game in the common schema, whatever the ruleset plays."""
    if game.ruleset.loop.declared:
        return loop_status(game)
    return game_status(game)


def _stale(game: Game) -> list[str]:
    """The outputs older than their inputs, said in the game's language: the schema's one
    text for people (docs/game-folder.md, "status --json")."""
    return [worded(s.describe(), game.language) for s in stale_outputs(game)]


def game_status(game: Game) -> dict[str, Any]:
    state, phase = current_state(game)
    ending = state.ending
    words = Wording(game.ruleset, game.language, game.dir)
    weights = dict(vote_weights(state, game.ruleset))
    weights.update(state.day_weights)
    players = []
    genders = game.genders(phase)
    for p in state.players:
        entry = game.entry(p.name)
        players.append({
            "name": p.name, "playing_as": game.current_nick(p.name, phase), "role": p.role,
            "role_name": game.ruleset.role(p.role).name,
            "faction": p.faction, "alive": p.alive, "held": list(p.items),
            "statuses": sorted(p.statuses), "counters": dict(p.counters),
            "uses_left": _uses_left(game, state, p.name),
            # The death in words (the ids are death_cause and death_phase).
            "death": f"{words.cause(p.death_cause)} ({words.phase(p.death_phase)})" if not p.alive else "",
            "gender": genders[p.name], "death_cause": p.death_cause, "death_phase": p.death_phase,
            "substitutions": history(p.name, entry.substitutes, phase, game.first_night)[1:]})
    kind, _, number = phase.partition(" ")
    return {
        "ruleset": game.ruleset.id,
        "phase": phase, "phase_kind": kind, "phase_number": int(number or 0),
        "next_phase": "" if state.game_over else _next_phase(game, phase),
        "nights_played": state.nights_played,
        "alive": [p.name for p in state.players if p.alive],
        "dead": [p.name for p in state.players if not p.alive],
        "items": {i.id: state.holder(i.id) for i in game.ruleset.items},
        "charmed": [p.name for p in state.players if "ammaliato" in p.statuses and p.alive],
        "next_day_weights": {k: v for k, v in weights.items() if v != 1},
        "last_day_weights": day_weights(state, game.ruleset, state.days_played) if state.days_played else {},
        "game_over": state.game_over,
        "ended_in": game.phase_words(ending.phase) if ending else None,
        "winners": {"factions": list(ending.factions), "players": list(ending.players),
                    "conditions": list(ending.conditions), "phase": ending.phase} if ending else None,
        "ended": _ended(ending),
        "counters": {},
        "players": players,
        "stale": _stale(game),
        "awaited": awaited_decisions(game) + day_waits(game, phase),
        **vote_changes(game, state, phase),
    }


def _ended(ending: Ending | None) -> dict[str, Any] | None:
    """The end in the common shape: who won, the phase that ended the game, the conditions met."""
    if ending is None:
        return None
    return {"winners": list(ending.players), "factions": list(ending.factions),
            "phase": ending.phase, "conditions": list(ending.conditions)}


# What a turn of a declared loop waits for, and the key of days/<N>.toml that answers it.
_LOOP_WAITS = {"proposal": "proposta", "proposal-vote": "no", "vote": "burned"}


def loop_status(game: Game) -> dict[str, Any]:
    """A declared loop's game in the common schema: the last turn played (`round N`), who is in
    play (every form but those out of the game, `[forms] out`: a frog is in it, a hunted cat not),
    what the turn waits for, the end; beside them each player's form and bag, the counters,
    the offices."""
    from lupus_mod.play.turns import initial_loop_state, played_turns, run_turn_of
    turns = played_turns(game)
    run = run_turn_of(game, turns[-1]) if turns else None
    state = run.state if run else initial_loop_state(game)
    loop, turn = game.ruleset.loop, run.day if run else 0
    names = {i.id: i.name for i in loop.ingredients}
    scores = {s.name: v for s in loop.scores for k, v in dict(state.ended.get("scores", {})).items()
              if k == s.id}
    # In play is in the game: a frog is ("Le rane … i gatti tornati normali"), a hunted cat not.
    in_play = {c.name for c in state.seats if state.forms[c.name] not in loop.out_forms}
    waiting = run.waiting if run else ""
    phase = f"round {turn}" if turn else "setup"
    ending = state.ending
    say = labels(game.language, game.dir).get("waiting", {})
    return {
        "ruleset": game.ruleset.id,
        "phase": phase, "phase_kind": "round" if turn else "setup", "phase_number": turn,
        "next_phase": "" if state.game_over else f"round {turn if waiting else turn + 1}",
        "alive": [c.name for c in state.seats if c.name in in_play],
        "dead": [c.name for c in state.seats if c.name not in in_play],
        "game_over": state.game_over,
        "ended_in": phase if ending else None,
        "winners": {"players": list(ending.players), "factions": list(ending.factions),
                    "victory": ending.conditions[0]} if ending else None,
        "ended": {**state.ended, "scores": scores} if ending else None,
        # Between giornate, the giornata to play's: "La barra della maledizione torna a 0 ogni giorno".
        "counters": {c.name: (state if waiting or state.game_over or not turn else start_turn(state, loop))
                     .counter(c.id) for c in loop.counters},
        "players": [{"name": c.name, "role": c.role, "role_name": game.ruleset.role(c.role).name,
                     "faction": c.faction, "alive": c.name in in_play,
                     "gender": next(p.gender for p in game.players if p.name == c.name),
                     "statuses": [], "counters": {},
                     "form": loop.form_name(state.forms[c.name]),
                     "bag": [names.get(i, i) for i in state.bag(c.name)]}
                    for c in state.seats],
        "stale": _stale(game),
        # A declared loop counts its votes in its turns: no night moves them (effect_args.py).
        "spared": [], "moved_votes": [],
        "awaited": [{"player": w.player, "playing_as": w.player, "decision": w.decision,
                     "name": say.get(w.decision, w.decision), "in_log": False,
                     "file": f"days/{turn}.toml", "day_key": _LOOP_WAITS[w.decision], "phase": phase}
                    for w in (run.waits if run else ())],
        # Beside the common keys: the turn and its unit, what it waits for, who holds each
        # office now (the mayor who proposes next; none once the game ended).
        "turn": turn, "unit": loop.name, "waiting": waiting,
        "offices": {o.name: state.next_holder(o.id, state.offices.get(o.id, 0), loop.acting_form)
                    for o in loop.offices if not state.game_over},
    }
