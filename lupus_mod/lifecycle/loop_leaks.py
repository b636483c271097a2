"""The leak check of a declared loop: every public post of every turn rendered again with the
hidden facts changed (the roles dealt rotated among the players, every private event dropped);
a sentence that changes depends on a hidden fact.

The final post reveals the roles on purpose: the phase that ends the game is not checked.
"""
from __future__ import annotations

import difflib
from dataclasses import replace

from lupus_mod.engine.loop.run import PhaseRun, TurnRun
from lupus_mod.engine.loop.state import Cat
from lupus_mod.game import Game
from lupus_mod.lifecycle.leaks import Leak
from lupus_mod.turn_report import thread_posts
from lupus_mod.turns import played_turns, run_turn_of


def _twin(run: TurnRun) -> TurnRun:
    seats = run.state.seats
    roles = [c.role for c in seats]
    rotated = tuple(Cat(c.name, roles[(n + 1) % len(roles)], seats[(n + 1) % len(seats)].faction)
                    for n, c in enumerate(seats))
    phases = tuple(PhaseRun(p.phase, tuple(e for e in p.events if e.get("public")), p.state)
                   for p in run.phases)
    return replace(run, phases=phases, state=replace(run.state, seats=rotated, bags={}))


def _sentences(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


def loop_leaks(game: Game) -> list[Leak]:
    leaks: list[Leak] = []
    for turn in played_turns(game):
        run = run_turn_of(game, turn)
        mine, theirs = thread_posts(game, run), thread_posts(game, _twin(run))
        for phase, text in mine.items():
            if run.state.ended and phase == run.phases[-1].phase:
                continue
            for line in difflib.ndiff(_sentences(text), _sentences(theirs.get(phase, ""))):
                if line.startswith("- "):
                    leaks.append(Leak(f"out/round-{turn}/{phase}.bbcode", "round/thread.bbcode.j2",
                                      "roles", "the roles dealt rotated", line[2:], ""))
        if run.waiting or run.state.ended:
            break
    return leaks
