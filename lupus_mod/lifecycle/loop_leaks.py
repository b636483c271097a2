"""The leak check of a declared loop: every public text of every turn — each phase's post and
the public recap — rendered again for twins of the turn that differ only in a hidden fact; a
sentence that changes depends on that fact.

    turn_twins(loop, run) -> [(fact, what, twin run)]
    turn_leaks(game, runs) -> [Leak]      (the last of `runs` is the turn checked)

The twins: `roles` (the roles dealt rotated among the players: who is a witch), `places` (each
cat's location moved to the next location, in the state and in every private event),
`ritual` (each ingredient played, collected or held changed to the next one, the bags
emptied). Every twin also drops nothing public. The final post reveals the roles on purpose,
so the phase that ends the game is not checked against the `roles` twin.
"""
from __future__ import annotations

import difflib
from dataclasses import replace
from typing import Any, Callable

from lupus_mod.engine.loop.run import PhaseRun, TurnRun
from lupus_mod.engine.loop.state import Cat, Event, LoopState
from lupus_mod.play.game import Game
from lupus_mod.lifecycle.leak import Leak
from lupus_mod.rules.loop import LoopSpec


def _shift(ids: list[str]) -> Callable[[str], str]:
    following = {x: ids[(n + 1) % len(ids)] for n, x in enumerate(ids)} if ids else {}
    return lambda value: following.get(value, value)


def _each_state(run: TurnRun, change: Callable[[LoopState], LoopState],
                private: Callable[[Event], Event]) -> TurnRun:
    phases = tuple(PhaseRun(p.phase, tuple(e if e.get("public") else private(e) for e in p.events),
                            change(p.state)) for p in run.phases)
    return replace(run, before=change(run.before), phases=phases, state=change(run.state))


def _roles(state: LoopState) -> LoopState:
    seats = state.seats
    return replace(state, seats=tuple(Cat(c.name, seats[(n + 1) % len(seats)].role,
                                          seats[(n + 1) % len(seats)].faction)
                                      for n, c in enumerate(seats)))


def _moved(event: Event, keys: tuple[str, ...], move: Callable[[str], str]) -> Event:
    def one(value: Any) -> Any:
        if isinstance(value, str):
            return move(value)
        if isinstance(value, list):
            return [one(v) for v in value]
        if isinstance(value, dict):
            return {k: one(v) for k, v in value.items()}
        return value
    return {k: (one(v) if k in keys else v) for k, v in event.items()}


def turn_twins(loop: LoopSpec, run: TurnRun) -> list[tuple[str, str, TurnRun]]:
    place = _shift([x.id for x in loop.locations])
    thing = _shift([x.id for x in loop.ingredients])

    def places(state: LoopState) -> LoopState:
        return replace(state, places={n: place(p) for n, p in state.places.items()})

    def bags(state: LoopState) -> LoopState:
        return replace(state, bags={})
    return [
        ("roles", "the roles dealt rotated among the players", _each_state(run, _roles, lambda e: e)),
        ("places", "every cat at the next location", _each_state(
            run, places, lambda e: _moved(e, ("location", "counts"), place))),
        ("ritual", "every ingredient played, collected or held changed", _each_state(
            run, bags, lambda e: _moved(e, ("ingredient", "played", "bag", "taken"), thing))),
    ]


def _lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def _public_texts(game: Game, runs: list[TurnRun]) -> dict[str, str]:
    """The posts of the last turn's phases, and the public recap of every turn so far."""
    from lupus_mod.lifecycle.loop_recap import loop_recap_facts
    from lupus_mod.words.render import render
    from lupus_mod.reports.turn import thread_posts, words
    run = runs[-1]
    texts = {f"out/round-{run.day}/{phase}.bbcode": text for phase, text in thread_posts(game, run).items()}
    facts = loop_recap_facts(game.ruleset.loop, runs, full=False)
    texts["out/recap.bbcode"] = render("round/recap.bbcode.j2", game.language, game.dir,
                                       **facts, **words(game), title=str(game.config.get("title", "")),
                                       role_names={})
    return texts


def turn_leaks(game: Game, runs: list[TurnRun]) -> list[Leak]:
    run = runs[-1]
    mine = _public_texts(game, runs)
    ending = f"out/round-{run.day}/{run.phases[-1].phase}.bbcode" if run.state.game_over else ""
    leaks = []
    for fact, what, twin in turn_twins(game.ruleset.loop, run):
        theirs = _public_texts(game, [*runs[:-1], twin])
        for shown, text in mine.items():
            if fact == "roles" and shown == ending:
                continue
            template = "round/recap.bbcode.j2" if shown.endswith("recap.bbcode") else "round/thread.bbcode.j2"
            for line in difflib.ndiff(_lines(text), _lines(theirs.get(shown, ""))):
                if line.startswith("- "):
                    leaks.append(Leak(shown, template, fact, what, line[2:], ""))
    return leaks


def loop_leaks(game: Game) -> list[Leak]:
    from lupus_mod.lifecycle.views import loop_runs
    runs = loop_runs(game)
    return [leak for n in range(1, len(runs) + 1) for leak in turn_leaks(game, runs[:n])]
