"""Facts the end-of-game texts need from a game folder (the shell side of lifecycle.final)."""
from __future__ import annotations

from typing import Any

from lupus_mod.engine.state import Event
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.lifecycle.final import final_facts
from lupus_mod.lifecycle.recap import recap_facts
from lupus_mod.words.wording import Wording


def final_for(game: Game, phase: str) -> dict[str, Any]:
    """The final post's facts for a game that ended with `phase` ("night 4", "day 3")."""
    return final_facts(game.ruleset, game.initial_state(), chronicle(game, until=phase),
                       game.current_nick, game.genders(phase))


def modkill_reasons(events: tuple[Event, ...]) -> dict[str, str]:
    """slot -> the reason the thread may give for his modkill ("" when it is kept private)."""
    return {e.target: (str(e.get("reason", "")) if e.get("public_reason") else "")
            for e in events if e.kind == "override" and e.cause == "kill"}


def recap_for(game: Game) -> dict[str, Any]:
    """The recap of the game so far: everything once the game is over, else the public facts."""
    records = chronicle(game)
    over = bool(records) and records[-1].state.game_over
    nicks = {game.current_nick(n, r.phase): g for r in records for n, g in game.genders(r.phase).items()}
    # The announcements are the dawn post's own sentences (templates/night/messages.j2).
    return {**recap_facts(game.ruleset, records, game.current_nick, over, game.genders),
            "title": game.config.get("title", game.ruleset.name),
            "gender": {**game.genders(), **nicks}, "nick": str, "player": "",
            "w": Wording(game.ruleset, game.language, game.dir)}


def loop_runs(game: Game) -> list[Any]:
    """A declared loop's turns played so far, in order, up to one still waiting or the end."""
    from lupus_mod.play.turns import played_turns, run_turn_of
    runs = []
    for turn in played_turns(game):
        runs.append(run_turn_of(game, turn))
        if runs[-1].waiting or runs[-1].state.game_over:
            break
    return runs


def loop_recap_for(game: Game) -> dict[str, Any]:
    """The recap of a declared loop's game: everything once it is over, else the public facts."""
    from lupus_mod.lifecycle.loop_recap import loop_recap_facts
    from lupus_mod.reports.turn import words
    runs = loop_runs(game)
    over = bool(runs) and runs[-1].state.game_over
    return {**loop_recap_facts(game.ruleset.loop, runs, over), **words(game),
            "title": game.config.get("title", game.ruleset.name),
            "role_names": {r.id: r.name for r in game.ruleset.roles}}
