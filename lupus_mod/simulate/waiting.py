"""The decisions that wait and the day's titles, for the bots on the resolver's path.

A ruleset's `[[decision]]`s are questions put to a player during a phase (the Sorcière shown
the wolves' victim, the Chasseur whose target is dead, the Capitaine's heir): the phase waits
for the answer. The bots answer as the GM's shell settles a night (lupus_mod/play/waits.py): the
phase is resolved, the open questions are answered by the player asked, and the phase is
resolved again with the answers (the engine is pure: the same orders give the same events).
An answer power that is not a standing order (the Sorcière's potions, but not the Chasseur's
`designate`) is sent only when asked: "lorsque les loups-garous se sont rendormis, le meneur
va appeler la sorcière et va lui montrer la personne tuée". The day record carries the day steps' powers (Licantropi's), the
elections of titles (the Capitaine "élu par vote" on the first day), the heirs and the answers
given under a decision's `day_key` (the Chasseur's shot at the stake).

Rulesets without decisions or titles play exactly as before (the fast path's rulesets).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from lupus_mod.engine.state import DayRecord, DayResult, GameState, NightResult, PlayerState
from lupus_mod.rules.spec import PowerSpec, Ruleset
from lupus_mod.simulate.bots import BotOrder, Knowledge, RandomBot
from lupus_mod.play.waits import open_questions

# Each round answers the questions the last one opened (an answer can open another: the
# Sorcière's poison kills the Chasseur, who is asked his shot); a few rounds settle any night.
ROUNDS = 4


@dataclass(frozen=True)
class Answer(BotOrder):
    """An answer given after the question (the Chasseur already dead): waits.Answer's flag."""
    awaited: bool = True


def held_back(ruleset: Ruleset) -> frozenset[str]:
    """The keywords sent only when their decision asks: its answers but standing orders."""
    answers = {a for d in ruleset.decisions for a in d.answers}
    return frozenset(p.keyword for _, p in ruleset.all_powers()
                     if p.id in answers and p.keyword and p.effect != "designate")


def _usable(ruleset: Ruleset, player: PlayerState, ids: tuple[str, ...]) -> list[PowerSpec]:
    powers = list(ruleset.role(player.role).powers) + [p for i in player.items for p in ruleset.item(i).powers]
    return [p for p in powers if p.id in ids and not (p.uses and player.used(p.id) >= p.uses)]


def _answer(bot: RandomBot, state: GameState, player: PlayerState, powers: list[PowerSpec],
            rng: random.Random, knowledge: Knowledge) -> tuple[PowerSpec, tuple[str, ...]] | None:
    """The random bot answers with any answer it may give; the informed one, of the village,
    poisons a suspect if there is one, else saves, else declines (bots.InformedBot)."""
    if bot.name == "informed":
        suspects = bot.suspects(state, player, knowledge)
        # a lethal answer, or a shot named by a standing order's power (the Chasseur's `tir`)
        lethal = [p for p in powers if (p.lethal or p.effect == "designate") and suspects]
        saving = [p for p in powers if p.effect in ("cancel-scheduled", "protect")]
        if lethal:
            return lethal[0], (rng.choice(suspects),)
        if saving:
            return saving[0], ()
        powers = [p for p in powers if not p.args] or powers
    for power in rng.sample(powers, len(powers)):
        args = bot.args_for(state, power, player, rng, knowledge)
        if args is not None:
            return power, args
    return None


def settle_night(bot: RandomBot, state: GameState, orders: list[BotOrder],
                 resolve: Callable[[tuple[BotOrder, ...]], NightResult], rng: random.Random,
                 knowledge: Knowledge) -> tuple[NightResult, tuple[BotOrder, ...]]:
    ruleset = bot.ruleset
    held = held_back(ruleset)
    sent = tuple(o for o in orders if o.keyword not in held)
    result = resolve(sent)
    asked: set[tuple[str, str]] = set()    # each question answered once (a refused answer stands)
    for _ in range(ROUNDS):
        extra = []
        for question in open_questions(result.events):
            if (question.target, question.cause) in asked:
                continue
            asked.add((question.target, question.cause))
            decision = ruleset.decision(question.cause)
            player = result.state.player(question.target)
            powers = _usable(ruleset, player, decision.answers) if decision else []
            chosen = _answer(bot, state, player, powers, rng, knowledge) if powers else None
            if chosen:
                kind = BotOrder if player.alive else Answer
                extra.append(kind(player.name, chosen[0].keyword, chosen[1], len(sent) + len(extra) + 1))
        if not extra:
            break
        sent += tuple(extra)
        result = resolve(sent)
    return result, sent


def _day_choices(bot: RandomBot, state: GameState, rng: random.Random, knowledge: Knowledge) -> dict[str, str]:
    """The day record's titles: an election when nobody holds the title (the first day), an
    heir named by a holder who died."""
    choices: dict[str, str] = {}
    for title in bot.ruleset.titles:
        holder = next((p for p in state.players if title.id in p.statuses), None)
        if holder is None and title.elected:
            choices[title.elected] = bot.elect(state, rng, knowledge)
        elif holder is not None and not holder.alive and title.successor:
            choices[title.successor] = bot.heir(state, holder, rng, knowledge)
    choices.update(_day_powers(bot, state, rng, knowledge))
    return {k: v for k, v in choices.items() if v}


def _day_powers(bot: RandomBot, state: GameState, rng: random.Random, knowledge: Knowledge) -> dict[str, str]:
    """The powers of the day's steps (Licantropi's Avvocato, Oratore, Sindaco, Lupo 3, Matto),
    written under their keyword: each living holder uses his with a legal argument by its
    target rule, as a night power (a killing one at a suspect, for the informed village);
    the engine refuses a use out of its day or uses, as it would the GM's record."""
    choices: dict[str, str] = {}
    for player in (p for p in state.players if p.alive):
        for power in bot.ruleset.role(player.role).powers:
            if not (power.day and power.step and power.keyword and len(power.args) == 1) or \
                    (power.uses and player.used(power.id) >= power.uses) or power.keyword in choices:
                continue
            args = bot.args_for(state, power, player, rng, knowledge)
            if args:
                choices[power.keyword] = args[0]
    return choices


def settle_day(bot: RandomBot, state: GameState, burned: str,
               apply: Callable[[DayRecord], DayResult], rng: random.Random,
               knowledge: Knowledge) -> tuple[DayResult, DayRecord]:
    ruleset = bot.ruleset
    index = state.days_played + 1
    record = DayRecord(index, burned, _day_choices(bot, state, rng, knowledge))
    result = apply(record)
    for _ in range(ROUNDS):
        choices = dict(record.choices)
        for question in open_questions(result.events):
            decision = ruleset.decision(question.cause)
            if not decision or not decision.day_key or decision.day_key in choices:
                continue
            player = result.state.player(question.target)
            powers = _usable(ruleset, player, decision.answers)
            chosen = _answer(bot, result.state, player, powers, rng, knowledge) if powers else None
            name = chosen[1][0] if chosen and chosen[1] else bot.heir(result.state, player, rng, knowledge)
            if name:
                choices[decision.day_key] = name
        if choices == dict(record.choices):
            break
        record = DayRecord(index, burned, choices)
        result = apply(record)
    return result, record
