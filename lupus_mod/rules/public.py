"""What a ruleset's thread may learn and what it never learns: the `[public]` table, and which
of a phase's events the thread's post and each private reply tell.

Pure: read from the parsed TOML by `lupus_mod.rules.load`. The views use it to decide what a
public post says (lupus_mod.lifecycle.told); the leak checker and the twin test change every
fact of `never` and check that no public text changes (lupus_mod.lifecycle.twins).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, TypeVar

from lupus_mod.messages import say

# What the thread may be told. "causes" only with the policy public_death_causes = true;
# "raised" tells a victim raised in the same phase as dead and back to life; "cards": the card
# of every dead player (policy death_shows_card).
LEARNABLE = ("deaths", "returns", "announcements", "titles", "stake", "modkills", "causes",
             "raised", "step-order", "cards")
# The hidden facts a twin changes (docs/rulesets.md, "What is public").
HIDDEN = ("roles", "actions", "step-order", "causes", "raised", "weight-sources")
DEATH_ORDERS = ("players", "resolution")
# The order of the day post: "steps" (the announcements and deaths in the order of the day's
# steps) or "grouped" (the announcements, the deaths, then the successions they open).
DAY_ORDERS = ("steps", "grouped")
# Where a vote weight comes from: an elected title, a role's passive, a night's gift, a day power.
WEIGHT_SOURCES = ("titles", "roles", "nights", "day-powers")
# What of a day going on the thread may be told before its stake (`day N` writes a partial post
# of it): the titles handed (the Capitaine elected), the announcements of the day's steps before
# the verdict (the Avvocato's removal from the ballottaggio), the GM's modkills, other deaths, the
# returns. Each must be learnt (`learns`): the partial post is a part of the day's post.
BEFORE_STAKE = ("titles", "announcements", "modkills", "deaths", "returns")
KEYS = ("learns", "never", "death_order", "day_order", "tally_weights", "told_when_dead", "answers",
        "told_before_stake")
# When a private answer is delivered: "dawn" (with the dawn post: a player dead by then gets
# none) or "step" (when the power acts, as at the table: a player alive then gets it even if he
# dies later that night).
ANSWERS = ("dawn", "step")
DEFAULT_LEARNS = ("deaths", "returns", "announcements", "titles", "stake", "modkills")


@dataclass(frozen=True)
class PublicSpec:
    """roles.toml's [public]: what the thread learns and what it never does."""
    learns: tuple[str, ...] = DEFAULT_LEARNS
    never: tuple[str, ...] = HIDDEN
    death_order: str = "players"
    day_order: str = "steps"
    tally_weights: tuple[str, ...] = ("titles",)
    told_when_dead: tuple[str, ...] = ()    # message ids a player dead at dawn still receives
    answers: str = "dawn"
    told_before_stake: tuple[str, ...] = ()

    def hidden(self, fact: str) -> bool:
        return fact in self.never


class PublicProblem(ValueError):
    def __init__(self, message: str, key: str) -> None:
        super().__init__(message)
        self.key = key


def _strings(table: Mapping[str, Any], key: str, allowed: tuple[str, ...] | None,
             default: tuple[str, ...]) -> tuple[str, ...]:
    value = table.get(key, list(default))
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PublicProblem(say("loop-rules.public-strings", key=key), key)
    for v in value:
        if allowed is not None and v not in allowed:
            raise PublicProblem(say("loop-rules.public-unknown", key=key, value=v, known=", ".join(allowed)), v)
    return tuple(value)


def read_public(table: Mapping[str, Any] | None, policies: Mapping[str, Any]) -> PublicSpec:
    """Check `[public]` against the policies; raise PublicProblem (with `.key`)."""
    table = dict(table or {})
    for key in table:
        if key not in KEYS:
            raise PublicProblem(say("loop-rules.public-key", key=key, known=", ".join(KEYS)), key)
    causes = bool(policies.get("public_death_causes", False))
    learns = _strings(table, "learns", LEARNABLE, DEFAULT_LEARNS + (("causes",) if causes else ()))
    never = _strings(table, "never", HIDDEN, tuple(h for h in HIDDEN if h not in learns))
    both = sorted(set(learns) & set(never))
    if both:
        raise PublicProblem(say("loop-rules.public-both", value=both[0]), both[0])
    if causes != ("causes" in learns):
        raise PublicProblem(say("loop-rules.public-causes"), "learns")
    order = table.get("death_order", "players")
    if order not in DEATH_ORDERS:
        raise PublicProblem(say("loop-rules.public-order", values=", ".join(DEATH_ORDERS)), "death_order")
    # The order the night resolved its deaths in tells who killed whom (the rulebook publishes
    # the action order): only a thread that is told the causes may be told the order.
    if order == "resolution" and not {"causes", "step-order"} <= set(learns):
        raise PublicProblem(say("loop-rules.public-resolution"), "death_order")
    day_order = table.get("day_order", "steps")
    if day_order not in DAY_ORDERS:
        raise PublicProblem(say("loop-rules.public-day-order", values=", ".join(DAY_ORDERS)), "day_order")
    answers = table.get("answers", "dawn")
    if answers not in ANSWERS:
        raise PublicProblem(say("loop-rules.public-answers", values=", ".join(ANSWERS)), "answers")
    return PublicSpec(learns=learns, never=never, death_order=order, day_order=day_order, answers=answers,
                      tally_weights=_strings(table, "tally_weights", WEIGHT_SOURCES, ("titles",)),
                      told_when_dead=_strings(table, "told_when_dead", None, ()),
                      told_before_stake=_before_stake(table, learns))


def _before_stake(table: Mapping[str, Any], learns: tuple[str, ...]) -> tuple[str, ...]:
    told = _strings(table, "told_before_stake", BEFORE_STAKE, ())
    unlearnt = [fact for fact in told if fact not in learns]
    if unlearnt:
        raise PublicProblem(say("public-partial.not-learnt", value=unlearnt[0]), "told_before_stake")
    return told


# An event of any phase in its one shape (lupus_mod.engine.state, above `Event`): a night's, a
# day's or a declared loop's turn's.
E = TypeVar("E", bound=Mapping[str, Any])


def on_thread(events: Iterable[E]) -> list[E]:
    """The events the thread's post tells: those marked `public`, in their order."""
    return [e for e in events if e.get("public")]


def told_to(events: Iterable[E], player: str) -> list[E]:
    """The events a player's private reply tells him: those whose `to` names him."""
    return [e for e in events if player in e.get("to", ())]
