"""The state of a game played on a declared loop, and its general mechanisms.

Seat order (players.toml order), a form per player (Acchiappastreghe: umano, rana, cacciato),
counters per turn or per game, rotating offices, bags of ingredients and team scores. Pure:
every change returns a new state.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Iterable, Mapping

from lupus_mod.engine.ending import Ending
from lupus_mod.engine.loop.windows import OPEN_MOMENT, Moment
from lupus_mod.rules.loop import LoopSpec, StepSpec
from lupus_mod.rules.spec import Ruleset

Event = dict[str, Any]


@dataclass(frozen=True)
class Cat:
    """A player of Acchiappastreghe: name, role and faction."""
    name: str
    role: str
    faction: str


@dataclass(frozen=True)
class LoopInputs:
    """What one turn's files say: the secret choices by PM, the thread's proposals and vote."""

    orders: tuple["LoopOrder", ...] = ()
    proposals: tuple["Proposal", ...] = ()
    hunted: str | None = None           # None: the vote is not recorded yet; "": nobody
    source: str = ""                    # the file of the thread's facts (named in errors)
    hunted_line: int = 0
    moments: Mapping[str, Moment] = field(default_factory=dict)   # "sera", "votazione"
    accept_late: bool = False           # the GM applies orders sent outside their windows
    log: str = "the PM log"             # the file of the secret choices (named in errors)
    overrides: tuple["LoopOverride", ...] = ()   # the GM's, in file order (engine.loop.overrides)


@dataclass(frozen=True)
class LoopOrder:
    """A choice sent by PM in a declared loop ([[choice]] id and its arguments), at its log
    line."""
    player: str
    choice: str                          # a [[choice]] id
    args: tuple[str, ...]
    line: int = 0
    raw: str = ""
    time: datetime | None = None         # when the PM was sent (its header), if given
    withdrawn_by: int = 0                # the log line where the player took it back, if any
    source: str = ""                     # a forced order: the override file that holds it
    said: str = ""                       # his own words for it, quoted by a refusal (orders.own_words)
    message: int = 0                     # the header line of the PM that holds it (0: not known)
    withdrawn_at: datetime | None = None  # when the PM that took it back was sent, if known
    withdrawn_said: str = ""             # the line that took it back, as written


@dataclass(frozen=True)
class LoopOverride:
    """One `[[override]]` of a turn of a declared loop (docs/game-folder.md): the GM changes a
    player's form at the turn's start or end, cancels his choices, or forces one."""
    action: str                          # form | cancel | force
    player: str
    reason: str
    line: int = 0
    file: str = ""                       # the override file (named in the GM log)
    at: str = "start"                    # form: at the "start" or at the "end" of the turn
    form: str = ""                       # form: the [forms] id he takes
    choice: str = ""                     # cancel: the [[choice]] id ("" = every one of his)
    order: LoopOrder | None = None       # force: the order, read as the PM log reads it


@dataclass(frozen=True)
class Proposal:
    """The mayor's proposal of a circle and its Sì/No vote, as the day file records it."""
    members: tuple[str, ...]
    no: tuple[str, ...] | None           # who voted No (every other cat in human form voted Sì);
                                         # None: the thread is still voting
    mayor: str = ""                      # as the GM wrote it (checked against the rotation)
    line: int = 0
    closed: Moment = OPEN_MOMENT         # when its Sì/No vote closed (`chiusura`)
    drawn: bool = False                  # the mayor was absent: the members are drawn from the
                                         # seed ("Assente = proposta casuale"), `members` empty
    keys: tuple[tuple[str, int], ...] = ()   # each key written and its line in the day file

    def line_of(self, key: str) -> int:
        """The line of `key` in the day file (`membri`, `no`, `sindaco`), else the proposal's."""
        return next((line for k, line in self.keys if k == key and line), self.line)


@dataclass(frozen=True)
class LoopState:
    """The state of a declared loop between phases: seats, forms, counters, offices, bags,
    scores."""
    seats: tuple[Cat, ...]
    forms: Mapping[str, str]
    day: int = 0                                      # the turn under way (0: before the first)
    counters: Mapping[str, int] = field(default_factory=dict)
    offices: Mapping[str, int] = field(default_factory=dict)   # the seat the rotation starts from
    bags: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    needs: tuple[str, ...] = ()                        # today's ingredients of the circle
    places: Mapping[str, str] = field(default_factory=dict)    # today's location of each cat
    drawn: tuple[str, ...] = ()                        # today's cats who chose no location
    protected: tuple[str, ...] = ()
    spoiled: tuple[str, ...] = ()
    dawn_forms: Mapping[str, str] = field(default_factory=dict)
    members: tuple[str, ...] = ()                      # today's circle (an approved proposal)
    hunted: str | None = None                          # today's vote, once counted
    yesterday: str | None = None                       # the previous turn's vote ("" nobody)
    # The victory's own record once the game ends (its message and scores, the step that saw
    # it), beside its `ending`, the shape a night/day game's state keeps too.
    ended: Mapping[str, Any] = field(default_factory=dict)
    ending: Ending | None = None

    @property
    def game_over(self) -> bool:
        """The game has ended (`ending` says how): asked of a night/day game's state alike."""
        return self.ending is not None

    def won(self, victory: Mapping[str, Any]) -> LoopState:
        """This state once `victory` (engine.loop.run: its id, winners, turn, message, scores)
        ends the game: the turn, its winners and their factions, the victory met."""
        players = tuple(victory["winners"])
        ending = Ending(f"round-{victory['day']}", players, tuple(sorted({self.cat(n).faction for n in players})),
                        (str(victory["victory"]),))
        return replace(self, ended=victory, ending=ending)

    # -- players -------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.seats)

    def cat(self, name: str) -> Cat:
        return next(c for c in self.seats if c.name == name)

    def in_form(self, form: str, among: Iterable[str] | None = None) -> tuple[str, ...]:
        pool = self.names if among is None else tuple(among)
        return tuple(n for n in pool if self.forms[n] == form)

    def with_form(self, name: str, form: str) -> "LoopState":
        return replace(self, forms={**self.forms, name: form})

    def bag(self, name: str) -> tuple[str, ...]:
        return tuple(self.bags.get(name, ()))

    def with_bag(self, name: str, bag: Iterable[str]) -> "LoopState":
        return replace(self, bags={**self.bags, name: tuple(bag)})

    # -- counters and offices ------------------------------------------------------------
    def counter(self, counter_id: str) -> int:
        return int(self.counters.get(counter_id, 0))

    def add(self, counter_id: str, amount: int = 1) -> "LoopState":
        return replace(self, counters={**self.counters, counter_id: self.counter(counter_id) + amount})

    def next_holder(self, office: str, after: int, form: str) -> str | None:
        """The first player in seat order from seat `after` (wrapping) in `form`: the rotation
        skips the others ("Rane e gatti cacciati vengono saltati")."""
        count = len(self.seats)
        for step in range(count):
            cat = self.seats[(after + step) % count]
            if self.forms[cat.name] == form:
                return cat.name
        return None

    def seat_of(self, name: str) -> int:
        return self.names.index(name)

    def with_office(self, office: str, start_seat: int) -> "LoopState":
        return replace(self, offices={**self.offices, office: start_seat % len(self.seats)})


def matches(state: LoopState, name: str, selector: str) -> bool:
    """Whether a player matches a selector: any, role:X, faction:X, form:X, not:<selector>."""
    kind, _, value = selector.partition(":")
    if not kind:
        return False            # no selector: nobody
    cat = state.cat(name)
    if kind == "not":
        return not matches(state, name, value)
    return {"any": True, "role": cat.role == value, "faction": cat.faction == value,
            "form": state.forms[name] == value}[kind]


def selected(state: LoopState, selector: str) -> tuple[str, ...]:
    return tuple(n for n in state.names if matches(state, n, selector))


def rng(seed: int, day: int, step: str) -> random.Random:
    """The randomness of one step of one turn: a pure function of the seed (string seeds are
    hashed the same on every run)."""
    return random.Random(f"{seed}:{day}:{step}")


def new_state(seating: Iterable[tuple[str, str]], ruleset: Ruleset) -> LoopState:
    seats = tuple(Cat(name, role, ruleset.role(role).faction) for name, role in seating)
    loop = ruleset.loop
    return LoopState(seats=seats, forms={c.name: loop.start_form for c in seats},
                     counters={c.id: 0 for c in loop.counters},
                     offices={o.id: 0 for o in loop.offices})


def start_turn(state: LoopState, loop: LoopSpec) -> LoopState:
    """A new turn: per-turn counters back to 0 ("La barra della maledizione torna a 0 ogni
    giorno"), today's facts cleared, the forms at dawn remembered. A counter no `[[counter]]`
    declares (a step's own, the ritual's `held_counter`) lasts the game."""
    declared = {c.id: c.get("scope", "game") for c in loop.counters}
    counters = {k: (0 if declared.get(k, "game") != "game" else v) for k, v in state.counters.items()}
    return replace(state, day=state.day + 1, counters=counters, needs=(), places={}, drawn=(),
                   protected=(), spoiled=(), members=(), hunted=None, dawn_forms=dict(state.forms),
                   yesterday=state.hunted)


def score(state: LoopState, loop: LoopSpec) -> dict[str, int]:
    """Each team score: how many players match its selector now (witch points = frogs)."""
    return {s.id: len(selected(state, str(s.get("counts")))) for s in loop.scores}


def full_at(loop: LoopSpec, counter_id: str, players: int) -> int:
    return loop.table(str(loop.find("counters", counter_id).get("full")), players)


def approved(state: LoopState, proposal: Proposal, acting: str) -> bool:
    """"Con la maggioranza dei Sì la proposta è approvata. In caso di parità è respinta. Gli
    assenti votano Sì": every cat in human form not in `no` voted Sì."""
    voters = state.in_form(acting)
    no = sum(1 for n in voters if n in (proposal.no or ()))
    return len(voters) - no > no


def proposal_step(loop: LoopSpec) -> StepSpec | None:
    return next((s for p in loop.phases for s in p.steps if s.effect == "proposals"), None)
