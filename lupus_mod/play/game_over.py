"""After the final post: every phase command refuses, in the GM's language, unless forced.

Once a phase has ended the game («PARTITA FINITA», the final post), a later `night`, `day`,
`tally` or `round` has nothing to decide: run by mistake it would write a dawn post for a game
that is over. It stops before anything is written, names the phase that ended the game and the
flag that plays the phase all the same (`--force`). The phase that ended the game may be run
again: that rewrites its own final post.
"""
from __future__ import annotations

from lupus_mod.errors import GameFolderError
from lupus_mod.play.game import Game
from lupus_mod.messages import Msg, say
from lupus_mod.play.replay import played_nights, refuse_default_phases, run_day, run_night


def _ended_in(game: Game, kind: str, key: str) -> str:
    """The phase ("night-3", "day-4", "turn-2") that ended the game before phase `kind key`
    ("night" and its label, "day" or "tally" and the day, "round" and the turn); "" if the
    game goes on."""
    if kind == "round" or game.ruleset.loop.declared:
        # A loop's tally counts the vote of its turn: the game ended before it as before the turn.
        from lupus_mod.play.turns import run_turn_of
        turn = int(key)
        ending = run_turn_of(game, turn - 1).state.ending if turn > 1 else None
        return ending.phase if ending else ""
    if kind == "night":
        return _before_night(game, game.night_index(key))
    label = game.night_label(int(key))
    if not game.night_file(label).exists():     # the day of a night never played
        return _before_night(game, int(key))
    ending = run_night(game, label).result.state.ending
    return ending.phase if ending else ""


def _before_night(game: Game, index: int) -> str:
    """The phase that ended the game before the index-th night, if any: the night before it
    or its day (or the last played, when the GM asks for a night further on)."""
    index = min(index - 1, len(played_nights(game))) + 1
    if index <= 1:
        return ""
    state = run_night(game, game.night_label(index - 1)).result.state
    if not state.game_over and game.day_file(index - 1).exists():
        state = run_day(game, index - 1).state
    return state.ending.phase if state.ending else ""


def _phase(engine_phase: str, game: Game) -> Msg:
    kind, _, number = engine_phase.partition("-")
    shown = game.night_label(int(number)) if kind == "night" else number
    return say("game-over.ended", kind=kind, n=shown)


def refuse_after_end(game: Game, kind: str, key: str, force: bool) -> None:
    """Stop `lupus-mod <kind> <key>` when the game ended in an earlier phase (nothing written),
    unless `force`."""
    if kind in ("night", "day"):
        # Before reading the phase as a turn of a declared loop (`night 1.5` is no turn).
        refuse_default_phases(game)
    if force:
        return
    ended = _ended_in(game, kind, key)
    if not ended:
        return
    # A loop's tally counts its turn's vote: "i voti della giornata N".
    asked = say("game-over.asked", kind="loop-tally" if kind == "tally" and game.ruleset.loop.declared
                else kind, n=key)
    source = game.night_file(key) if kind == "night" else game.day_file(int(key))
    raise GameFolderError(say("game-over.refused", ended=_phase(ended, game), asked=asked), file=game.show(source),
                          hint=say("game-over.refused-hint", command=f"lupus-mod {kind} {key}"))


def after_the_end(game: Game) -> list[GameFolderError]:
    """The night logs and day files of phases after the one that ended the game: never played
    (`status` and the recap stop at the end), each a warning of `check` at its file."""
    from lupus_mod.lifecycle.chronicle import chronicle
    from lupus_mod.play.elections import days_written
    from lupus_mod.play.replay import night_labels
    records = chronicle(game)
    ending = records[-1].state.ending if records else None
    if ending is None:
        return []
    last, ended = records[-1], ending.phase
    night = game.night_index(last.key) if last.kind == "night" else int(last.key)
    later = [("night", label, game.night_file(label)) for label in night_labels(game) if game.night_index(label) > night]
    later += [("day", str(day), game.day_file(day)) for day in days_written(game)
              if day > night or (day == night and last.kind == "night")]
    return [GameFolderError(say("game-over.stray", ended=_phase(ended, game)), file=game.show(path),
                            hint=say("game-over.refused-hint", command=f"lupus-mod {kind} {key}"))
            for kind, key, path in later]

