"""The state of the game now: after the last night played and its day, if recorded."""
from __future__ import annotations

from typing import Any

from lupus_mod.engine.day import day_weights, vote_weights
from lupus_mod.engine.state import GameState
from lupus_mod.game import Game
from lupus_mod.lifecycle.substitutions import history
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.night_report import next_day_choices
from lupus_mod.replay import played_nights, run_day, run_night
from lupus_mod.staleness import stale_outputs
from lupus_mod.waits import awaited


def current_state(game: Game) -> tuple[GameState, str]:
    nights = played_nights(game)
    if not nights:
        return game.initial_state(), "setup"
    last = nights[-1]
    day = game.night_index(last)
    if game.day_over(day):
        return run_day(game, day).state, f"day {day}"
    return run_night(game, last).result.state, f"night {last}"


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
        for row in awaited(game.ruleset, record.events, record.kind, record.key,
                           lambda n, phase=record.phase: game.current_nick(n, phase), after):
            rows.append({**row, "phase": record.phase})
    return rows


def _uses_left(game: Game, state: GameState, name: str) -> dict[str, int]:
    player = state.player(name)
    role = game.ruleset.role(player.role)
    return {p.id: p.uses - player.used(p.id) for p in role.powers if p.uses}


def game_status(game: Game) -> dict[str, Any]:
    state, phase = current_state(game)
    weights = dict(vote_weights(state, game.ruleset))
    weights.update(state.day_weights)
    players = []
    for p in state.players:
        entry = game.entry(p.name)
        players.append({
            "name": p.name, "playing_as": game.current_nick(p.name, phase), "role": p.role,
            "faction": p.faction, "alive": p.alive, "held": list(p.items),
            "statuses": sorted(p.statuses), "counters": dict(p.counters),
            "uses_left": _uses_left(game, state, p.name),
            "death": f"{p.death_cause} ({p.death_phase})" if not p.alive else "",
            "gender": entry.gender, "death_cause": p.death_cause, "death_phase": p.death_phase,
            "substitutions": history(p.name, entry.substitutes, phase, game.first_night)[1:]})
    return {
        "phase": phase,
        "next_phase": "" if state.winners else _next_phase(game, phase),
        "nights_played": state.nights_played,
        "alive": [p.name for p in state.players if p.alive],
        "dead": [p.name for p in state.players if not p.alive],
        "items": {i.id: state.holder(i.id) for i in game.ruleset.items},
        "charmed": [p.name for p in state.players if "ammaliato" in p.statuses and p.alive],
        "next_day_weights": {k: v for k, v in weights.items() if v != 1},
        "last_day_weights": day_weights(state, game.ruleset, state.days_played) if state.days_played else {},
        "game_over": bool(state.winners),
        "ended_in": game.phase_words(str(state.winners.get("phase", ""))) if state.winners else None,
        "winners": dict(state.winners) if state.winners else None,
        "players": players,
        "stale": [s.describe() for s in stale_outputs(game)],
        "awaited": awaited_decisions(game),
    }
