"""What the thread is told of one phase: who died, who came back, in which order. Pure.

The thread learns the phase's outcome, not its course ([public] of the ruleset, see
lupus_mod.rules.public): a player alive at dusk and dead at dawn died; one dead at dusk and
alive at dawn came back. A victim raised in the same night was simply not dead (Licantropi, nota
tecnica 12: "il guaritore agisce per ultimo", so the victims are announced after him), unless
the ruleset lists "raised" among the facts its thread learns. The dead are named in the order
of the player list: the rulebooks publish the action order, so the order the night resolved
them in would tell who killed whom.
"""
from __future__ import annotations

from typing import Any, Callable

from lupus_mod.engine.state import Event, GameState, changed
from lupus_mod.rules.spec import Ruleset

# Causes a public post states whatever the policy: the stake and the GM's modkill.
PUBLIC_CAUSES = ("rogo", "modkill")


def _last_cause(events: tuple[Event, ...], name: str) -> str:
    return next((e.cause for e in reversed(events) if e.kind == "death" and e.target == name), "")


def told_deaths(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
                after: GameState) -> list[dict[str, Any]]:
    """The deaths a public post names, each {"player", "cause"}: the stake first (it is the
    day's public act), then the others in the declared order."""
    spec = ruleset.public
    if spec.hidden("raised"):
        dead = [e.target for e in events if e.kind == "death"
                and before.player(e.target).alive and not after.player(e.target).alive]
    else:
        dead = [e.target for e in events if e.kind == "death"]
    dead = list(dict.fromkeys(dead))
    if spec.death_order == "players":
        listed = [p.name for p in after.players]
        dead.sort(key=listed.index)
    rows = [{"player": n, "cause": _last_cause(events, n)} for n in dead]
    return _shots_after_shooters(sorted(rows, key=lambda r: r["cause"] != "rogo"), events)


def _shots_after_shooters(rows: list[dict[str, Any]], events: tuple[Event, ...]
                          ) -> list[dict[str, Any]]:
    """A shot victim named right after the one who shot him: the shot is public ("sur-le-champ",
    Thiercelieux l.97) and a death it caused (a lover's grief) is told after it."""
    shooter = {e.target: e.actor for e in events if e.kind == "shot"}
    shot = [r for r in rows if shooter.get(r["player"]) in {x["player"] for x in rows}]
    ordered = [r for r in rows if r not in shot]
    for row in shot:
        at = next(i for i, x in enumerate(ordered) if x["player"] == shooter[row["player"]])
        ordered.insert(at + 1, row)
    return ordered


def told_revivals(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
                  after: GameState) -> list[str]:
    """The players a public post says are back to life, in player-list order."""
    raised = {e.target for e in events if e.kind == "revive"}
    if ruleset.public.hidden("raised"):
        raised = {n for n in raised if not before.player(n).alive and after.player(n).alive}
    return [p.name for p in after.players if p.name in raised]


def _reach(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
           after: GameState) -> list[tuple[Event, tuple[str, ...]]]:
    """Each event with the recipients it does not reach: an answer reaches a player only while
    he is alive when the rules deliver it ([public] answers: at dawn, or when the power acts);
    the messages of [public] told_when_dead reach the dead too ("si comunica al vampiro che
    e' morto"), and every answer reaches a player who holds a power of the dead."""
    spec = ruleset.public
    # A player who acts from the dead (a power `while = "dead"`) is answered as the living are.
    haunting = {p.name for p in before.players if not p.alive and any(
        w.acts_while == "dead" for w in ruleset.role(p.role).powers)}
    alive = {p.name for p in before.players if p.alive} | haunting
    at_dawn = {p.name for p in after.players if p.alive} | haunting
    reach = []
    for e in events:
        lost: tuple[str, ...] = ()
        if e.kind == "death":
            alive.discard(e.target)
        elif e.kind == "revive":
            alive.add(e.target)
        elif e.kind == "message" and e.message not in spec.told_when_dead:
            living = at_dawn if spec.answers == "dawn" else alive
            lost = tuple(n for n in e.to if n not in living)
        reach.append((e, lost))
    return reach


def delivered(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
              after: GameState) -> tuple[Event, ...]:
    """The private messages that reach their recipients (_reach): a message is kept for the
    recipients it reaches, dropped when it reaches none."""
    kept = []
    for e, lost in _reach(ruleset, before, events, after):
        if lost:
            e = changed(e, to=tuple(n for n in e.to if n not in lost))
            if not e.to:
                continue
        kept.append(e)
    return tuple(kept)


def undelivered(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
                after: GameState) -> tuple[tuple[str, ...], ...]:
    """For each of `events`, in order, the recipients its message does not reach because they
    are dead when it is delivered: the GM log says so, no reply is written for them."""
    return tuple(lost for _, lost in _reach(ruleset, before, events, after))


def dead_recipients(ruleset: Ruleset, before: GameState, events: tuple[Event, ...],
                    after: GameState) -> Callable[[Event], tuple[str, ...]]:
    """The GM log's `dead_to(event)`, for a night and a day alike: the recipients of one of
    `events` its message does not reach (`undelivered`), so the log says why no reply was
    written for them. Looked up by identity: two events alike may reach different players."""
    lost = {id(e): names for e, names in zip(events, undelivered(ruleset, before, events, after))}
    return lambda ev: lost.get(id(ev), ())
