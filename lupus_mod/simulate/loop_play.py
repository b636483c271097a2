"""One whole game of a ruleset with its own loop (Acchiappastreghe), played by bots through
the loop engine the GM's `lupus-mod round` replays a folder with (run_turn).

A turn's inputs grow as the bots learn what the players would be told: the cats choose their
location, the knight is told the number of cats per location and chooses, the witches are
told it and choose location, spell and target, the evening's powers act after the forms are
announced, the mayors propose and the cats in human form answer Sì or No, the circle plays its
ingredients, the hunt is voted. run_turn is pure, so each step replays the turn with the
inputs so far: the earlier steps give the same events each time. Pure: the same setup, seed
and strategy give the same game.
"""
from __future__ import annotations

import random
from typing import Iterator
from dataclasses import replace

from lupus_mod.engine.loop.run import TurnRun, run_turn
from lupus_mod.engine.loop.state import Event, LoopInputs, LoopOrder, LoopState, Proposal, new_state
from lupus_mod.errors import LupusError
from lupus_mod.lifecycle.deal import deal_with_spares
from lupus_mod.lifecycle.roster import Recruit
from lupus_mod.rules.spec import Ruleset
from lupus_mod.simulate.loop_bots import LoopBot
from lupus_mod.simulate.outcome import Outcome, Setup


class _Turn:
    """One turn's inputs as they grow, replayed through run_turn at each step."""

    def __init__(self, state: LoopState, ruleset: Ruleset, seed: int) -> None:
        self.state, self.ruleset, self.seed = state, ruleset, seed
        self.orders: list[LoopOrder] = []
        self.proposals: list[Proposal] = []
        self.hunted: str | None = None

    def inputs(self) -> LoopInputs:
        return LoopInputs(tuple(self.orders), tuple(self.proposals), self.hunted)

    def run(self, *more: LoopOrder) -> TurnRun:
        self.orders += more
        return run_turn(self.state, self.ruleset, self.inputs(), self.seed)


def _events(run: TurnRun) -> list[Event]:
    return [e for p in run.phases for e in p.events]


def _counts(run: TurnRun) -> list[tuple[tuple[str, ...], dict[str, int]]]:
    return [(tuple(e["to"]), dict(e["counts"])) for e in _events(run) if e["kind"] == "counts"]


def _day(turn: _Turn, bot: LoopBot) -> TurnRun:
    """The day's choices, in the order the players are told what they choose with."""
    run = turn.run()
    needs = next((tuple(e["needs"]) for e in _events(run) if e["kind"] == "needs"), ())
    run = turn.run(*bot.morning(run.before, needs))
    for told in range(len(_counts(run))):
        # the guard is told first, then the witches (whose counts include the guard)
        to, counts = _counts(run)[told]
        run = turn.run(*bot.told_counts(run.before, counts, to))
    return run


def _night(turn: _Turn, bot: LoopBot, run: TurnRun) -> TurnRun | None:
    """The mayors' proposals with their Sì/No, the circle's ingredients, the hunt."""
    loop = turn.ruleset.loop
    ritual = next(s.settings for p in loop.phases for s in p.steps if s.effect == "ritual")
    last = loop.table(loop.last_day, len(turn.state.seats)) if loop.last_day else 0
    while run.waiting and not run.state.game_over:
        if run.waiting == "proposal":
            mayor = next(e["mayor"] for e in reversed(_events(run)) if e["kind"] == "waiting-proposal")
            members = bot.propose(run.state, mayor)
            if members is None:
                return None
            turn.proposals.append(Proposal(members, bot.answer(run.state, members)))
            run = turn.run()
            if run.state.members == members:
                # approved: the circle plays, with the bags of before the ritual, then it is resolved
                before = replace(run.phases[-2].state, members=members, needs=run.state.needs)
                run = turn.run(*bot.ritual(before, str(ritual["choice"])))
        elif run.waiting == "vote":
            turn.hunted = bot.hunt(run.state, bool(last) and run.state.day >= last)
            run = turn.run()
        else:
            return None
    return run


def play_turn(state: LoopState, ruleset: Ruleset, seed: int, bot: LoopBot) -> tuple[LoopInputs, TurnRun] | None:
    """One whole turn and its inputs, or None when the bots have no legal choice left."""
    turn = _Turn(state, ruleset, seed)
    run = _day(turn, bot)
    if not run.state.game_over:
        run = _night(turn, bot, turn.run(*bot.evening(run.phases[0].state)))
    return None if run is None else (turn.inputs(), run)


def deal(setup: Setup, seed: int) -> LoopState:
    """The state after the deal, as `lupus-mod new` and players.toml would give it."""
    dealt, _ = deal_with_spares(tuple(Recruit(n) for n in setup.names), dict(setup.counts), setup.ruleset, seed)
    return new_state(((d.name, d.role) for d in dealt), setup.ruleset)


def game_turns(setup: Setup, seed: int, strategy: str,
               start: LoopState | None = None) -> Iterator[tuple[LoopInputs, TurnRun]]:
    """The turns of one game from the deal (or from `start`, a game folder's present), each
    with the inputs a GM would have recorded, to its end (or to a dead end: no legal choice,
    or no end by the last day)."""
    ruleset, loop = setup.ruleset, setup.ruleset.loop
    state = start if start is not None else deal(setup, seed)
    bot = LoopBot(ruleset, state, strategy, random.Random(f"{seed}:bots"), dict(setup.votes))
    # The last day ends every game; a turn after it would be a dead end.
    limit = (loop.table(loop.last_day, setup.players) if loop.last_day else 4 * setup.players) + 1
    while not state.game_over and state.day < limit:
        try:
            played = play_turn(state, ruleset, seed, bot)
        except LupusError:
            played = None          # the engine refused what the bots could choose: a dead end
        if played is None:
            return
        yield played
        bot.learn(played[1].state, _events(played[1]))
        state = played[1].state


def play_loop(setup: Setup, seed: int, strategy: str = "random", start: LoopState | None = None) -> Outcome:
    first = last = start if start is not None else deal(setup, seed)
    deaths: list[tuple[str, str, int]] = []
    for _, run in game_turns(setup, seed, strategy, first):
        for phase in run.phases:
            for e in phase.events:
                if e["kind"] == "transformed" or (e["kind"] == "hunted" and e["player"]):
                    deaths.append((run.state.forms[e["player"]] if e["kind"] == "hunted" else e["form"],
                                   phase.phase, run.day))
        last = run.state
    return _outcome(setup, seed, first, last, tuple(deaths))


def _outcome(setup: Setup, seed: int, first: LoopState, state: LoopState,
             deaths: tuple[tuple[str, str, int], ...]) -> Outcome:
    ended = dict(state.ended)
    winners: tuple[str, ...] = ()
    solo: tuple[str, ...] = ()
    if ended:
        kind, _, value = str(setup.ruleset.loop.find("victories", ended["victory"]).get("winners")).partition(":")
        winners, solo = ((value,), ()) if kind == "faction" else ((), (value,))
    return Outcome(seed, tuple((c.name, c.role) for c in first.seats), winners, solo,
                   (str(ended["victory"]),) if ended else (), state.day, state.day, deaths,
                   not ended, scores=tuple(sorted(dict(ended.get("scores", {})).items())))
