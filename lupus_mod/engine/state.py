"""The game's state between phases, and the events that change it.

Frozen values: a phase never edits a state, it returns a new one (see `lupus_mod.engine.night`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Iterable, Iterator, Mapping, Protocol

from lupus_mod.engine.ending import Ending
from lupus_mod.rules.spec import frozen_map, no_map


@dataclass(frozen=True)
class PlayerState:
    """A player between phases: role, faction, what he counts as, life, items, statuses."""
    name: str
    role: str                              # the true role id
    faction: str
    conta: tuple[str, ...]
    alive: bool = True
    items: tuple[str, ...] = ()
    items_at_death: tuple[str, ...] = ()   # given back on resurrection
    statuses: frozenset[str] = frozenset() # e.g. "ammaliato", "convertito"
    uses: Mapping[str, int] = no_map()        # power id -> times used
    counters: Mapping[str, int] = no_map()    # e.g. Shinigami "punti"
    memory: Mapping[str, Any] = no_map()      # per-power facts: previous targets, …
    death_cause: str = ""
    death_phase: str = ""                  # "night-3", "day-2"
    knows: tuple[str, ...] = ()            # players whose identity this player learnt

    def used(self, power_id: str) -> int:
        return self.uses.get(power_id, 0)


class OrderLike(Protocol):
    """An order as a night reads it (lupus_mod.orders writes them; the simulator's bots too)."""
    player: str
    keyword: str
    args: tuple[str, ...]
    line: int
    raw: str


# The one shape of every phase's events (docs/architecture.md, "The phase engines"): a mapping
# of `kind`, `to` (the players told, each in his private reply), `public` (part of the thread's
# post), the fields below and the fields of its kind, side by side. A declared loop's events are
# dicts of that shape; a night's or a day's `Event` is one, made as `event(kind, **fields)`. The
# public-facts rule (lupus_mod.rules.public) and the views read every event through it.
_FIELDS = ("kind", "to", "public", "step", "actor", "target", "cause", "message")


def kind_fields(ev: Mapping[str, Any]) -> dict[str, Any]:
    """What an event's kind adds to the fields every event has (a death's `items`, a loop's
    `location`): what a view lists when it has no sentence of its own for the kind."""
    return {k: v for k, v in ev.items() if k not in _FIELDS}


@dataclass(frozen=True, init=False)
class Event(Mapping[str, Any]):
    """One outcome, with its cause. Every output is a view over a list of these.

    Made as `event(kind, **fields)`: a field named as one of the event's own (`to`, `actor`,
    `target`, …) is that one, any other is its kind's (a death's `items`, a result's `answer`),
    read as the rest: `ev["items"]`, `ev.get("answer")`. `to` may be one player's name."""

    kind: str                  # death, revive, blocked, result, item, order, message, public, …
    step: str = ""
    actor: str = ""
    target: str = ""
    cause: str = ""
    to: tuple[str, ...] = ()   # players who are told (private replies)
    public: bool = False       # part of the thread post
    message: str = ""          # message id, rendered by the templates
    _kind_fields: Mapping[str, Any] = no_map()   # the private store of the kind's fields

    def __init__(self, kind: str, step: str = "", actor: str = "", target: str = "",
                 cause: str = "", to: str | Iterable[str] = (), public: bool = False,
                 message: str = "", **fields: Any) -> None:
        if "data" in fields or any(k.startswith("_") for k in fields):
            # The old store (`data=`), or dataclasses.replace's: a copy is `changed(ev, ...)`.
            raise TypeError(f"{kind} event: its kind's fields are named one by one, not {sorted(fields)}")
        own = {"kind": kind, "step": step, "actor": actor, "target": target, "cause": cause,
               "to": (to,) if isinstance(to, str) else tuple(to), "public": public,
               "message": message, "_kind_fields": frozen_map(fields)}
        for name, value in own.items():
            object.__setattr__(self, name, value)

    def __getitem__(self, key: str) -> Any:
        return getattr(self, key) if key in _FIELDS else self._kind_fields[key]

    def __iter__(self) -> Iterator[str]:
        return iter((*_FIELDS, *self._kind_fields))

    def __len__(self) -> int:
        return len(_FIELDS) + len(self._kind_fields)


event = Event


def said(ev: Mapping[str, Any]) -> dict[str, Any]:
    """What a message, an announcement or a note says, as its wording reads it (templates/
    night/messages.j2, a game's catalog `{target}`, the GM log's note): the player who acted
    and the one it is about, then its kind's fields."""
    named = {k: ev[k] for k in ("actor", "target") if ev.get(k)}
    return {**named, **kind_fields(ev)}


def changed(ev: Event, **fields: Any) -> Event:
    """The event with some of its fields, its own or its kind's, changed (a new one: frozen)."""
    return event(**{**ev, **fields})


@dataclass(frozen=True)
class Scheduled:
    """Something the rules make happen in a later phase (a delayed death, …)."""

    night: int                 # night index (nights played) when it happens
    effect: str                # "death"
    target: str
    cause: str
    actor: str = ""
    # Whose death it follows (the Massone Innamorato's beloved), when a return to life cancels
    # it (the grief's `unless_revived`); "" otherwise.
    about: str = ""
    # A death a protection of its night stops (`protectable` of the delayed kill: the
    # Salvateur a GM adds to Thiercelieux); False: nothing but its cancel stops it.
    protectable: bool = False


@dataclass(frozen=True)
class GameState:
    """The game between phases: every player, the phases played, the game's memory and its
    history."""
    players: tuple[PlayerState, ...]
    nights_played: int = 0
    days_played: int = 0
    notes: Mapping[str, tuple[Any, ...]] = no_map()     # e.g. "libro-rosso" documents
    flags: Mapping[str, Any] = no_map()                 # game-wide memory (passes used, …)
    scheduled: tuple[Scheduled, ...] = ()
    last_burned: str = ""                            # burned on the previous day ("" = nobody)
    day_weights: Mapping[str, int] = no_map()           # next day's vote weights from the night
    ending: Ending | None = None                     # how the game ended; None while it goes on
    history: tuple[Event, ...] = field(default=(), compare=False)

    def player(self, name: str) -> PlayerState:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def alive(self) -> tuple[PlayerState, ...]:
        return tuple(p for p in self.players if p.alive)

    def holder(self, item: str) -> str | None:
        return next((p.name for p in self.players if p.alive and item in p.items), None)

    @property
    def game_over(self) -> bool:
        """The game has ended (its `ending` says how): asked of a declared loop's state alike."""
        return self.ending is not None


def mapping(data: Mapping[str, Any] | None = None, **updates: Any) -> Mapping[str, Any]:
    merged = dict(data or {})
    merged.update(updates)
    return MappingProxyType(merged)


# A day's record and the outcome of a phase (what the replay keeps in its snapshots) live with
# the state, so that reading one back or checking a day file loads no resolver.
@dataclass(frozen=True)
class DayRecord:
    """What the GM records of a day: who burned and the day powers used."""
    day: int
    burned: str | tuple[str, ...] = ""   # a tuple when the tie rule burns all the tied
    choices: Mapping[str, str] = no_map()   # day power keyword -> player who uses it
    revote: bool = False    # the runoff was tied and voted again (days/<d>.toml has [revote])
    # The count days/<d>.toml does not say yet: "burned" (the day's vote), "runoff" (its
    # ballottaggio), "revote" (the new vote after a tied one); empty once it says who burned.
    missing: str = ""


@dataclass(frozen=True)
class Wait:
    """What a phase waits for before it is final: a player's answer to a `[[decision]]`, or
    (`player` empty) the fact of the thread a declared loop's step reads (the proposal, the
    vote). Every phase's outcome lists them in `waits`, the one field `status` reads."""
    decision: str
    player: str = ""


def open_questions(events: Iterable[Event]) -> list[Event]:
    """The questions of a phase still waiting for their answer (the last per player and
    decision: an answer accepted later closes it)."""
    last: dict[tuple[str, str], Event] = {}
    for ev in events:
        if ev.kind == "question":
            last[(ev.target, ev.cause)] = ev
    return [ev for ev in last.values() if not ev.get("answered")]


def waits_of(events: Iterable[Event]) -> tuple[Wait, ...]:
    """The answers a night or a day still waits for, from its questions: those that can be
    asked now. A question that follows a death after another open question (the dead
    Capitaine's heir, the Chasseur's shot, while the Sorcière may still save the victim) waits
    for that answer first: its player is not told he died before his death is certain."""
    events = tuple(events)
    where = {id(ev): n for n, ev in enumerate(events)}
    found = sorted(open_questions(events), key=lambda q: where[id(q)])
    first = where[id(found[0])] if found else 0
    return tuple(Wait(q.cause, q.target) for q in found
                 if not any(ev.kind == "death" for ev in events[first:where[id(q)]]))


@dataclass(frozen=True)
class NightResult:
    """A night resolved: its events and the state at dawn."""
    label: str
    events: tuple[Event, ...]
    state: GameState

    @property
    def waits(self) -> tuple[Wait, ...]:
        return waits_of(self.events)


@dataclass(frozen=True)
class DayResult:
    """A day applied: its events and the state at its end; or, `waiting` ("burned", "runoff",
    "revote", "election"), a day stopped at the step whose record is missing: its events so
    far and the state it opened with; `so_far` is then the state at that step, the steps
    before it applied (what a partial post may tell: lupus_mod.lifecycle.day_report)."""
    day: int
    events: tuple[Event, ...]
    state: GameState
    waiting: str = ""
    so_far: GameState | None = None

    @property
    def waits(self) -> tuple[Wait, ...]:
        return waits_of(self.events) + ((Wait(self.waiting),) if self.waiting else ())
