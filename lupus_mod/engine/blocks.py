"""The order of a step's actions, and its blocks solved together (docs/rulesets.md, Steps).

Within a step, actions run in the player list's order (players.toml), never in the order the
PMs stand in the night's log: pasting the PMs in another order changes nothing. The step's
`block` powers act first, all together: a chain (A blocks B, B blocks C) is solved from its
free end (A acts, so B is blocked, so C is not), whatever the list order; a cycle (A blocks B,
B blocks A), which no order can solve, follows the policy `block_cycle`:

- "all" (the default): every block of the cycle lands, everybody in it is blocked;
- "none": the cycle's blocks cancel out, nobody in it is blocked (their uses are not spent);
- "first": the block aimed at the cycle's first player in list order lands, and the rest is
  solved as a chain from him.

Pure: reads the night, decides; the resolver applies.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Protocol, Sequence

if TYPE_CHECKING:
    from lupus_mod.engine.night import Action, Night


class Block(Protocol):
    """What the solver reads of a block (an engine Action; the simulator's own tuples)."""
    @property
    def actor(self) -> str | int: ...
    @property
    def target(self) -> str | int: ...
    @property
    def unblockable(self) -> bool: ...


@dataclass(frozen=True)
class Shape:
    actor: str | int
    target: str | int
    unblockable: bool

@dataclass(frozen=True)
class BlockPlan:
    """A step's actions as the resolver runs them."""
    lands: tuple["Action", ...]        # blocks that land, applied first, all together
    cancelled: tuple["Action", ...]    # blocks of a cycle that cancel out ("none")
    rest: tuple["Action", ...]         # every other action, in list order


def in_list_order(night: "Night", actions: Sequence["Action"]) -> list["Action"]:
    """The actions by their actor's place in the player list; one player's several actions
    of a step in the order he sent them (a stable sort)."""
    place = {name: n for n, name in enumerate(night.order)}
    return sorted(actions, key=lambda a: place.get(a.actor, len(place)))


def plan_step(night: "Night", due: Sequence["Action"], ready: Callable[["Action"], bool]) -> BlockPlan:
    """`due` in list order; `ready`: the action would act if nothing blocked it tonight."""
    blocks = [a for a in due if a.power.effect == "block" and not a.power.group and ready(a)]
    lands = solve(night.ruleset.policy("block_cycle", "all"),
                  [Shape(a.actor, a.target, a.power.unblockable) for a in blocks])
    landing = tuple(a for a, ok in zip(blocks, lands) if ok is True)
    cancelled = tuple(a for a, ok in zip(blocks, lands) if ok is None)
    settled = {id(a) for a in (*landing, *cancelled)}
    return BlockPlan(landing, cancelled, tuple(a for a in due if id(a) not in settled))


def solve(policy: str, blocks: Sequence[Block]) -> list[bool | None]:
    """For each block (in list order): True lands, False does not (its actor is blocked),
    None cancelled (a cycle, policy "none")."""
    lands: list[bool | None] = [None] * len(blocks)
    _propagate(blocks, lands)
    while None in lands and policy != "none":
        open_ = [n for n, ok in enumerate(lands) if ok is None]
        if policy == "all":
            for n in open_:
                lands[n] = True
            break
        # "first": the cycle is cut at its first player in list order (blocks are in list order).
        first = blocks[open_[0]].actor
        for n in open_:
            if blocks[n].target == first:
                lands[n] = True
        _propagate(blocks, lands)
    return lands


def _propagate(blocks: Sequence[Block], lands: list[bool | None]) -> None:
    """A block lands when every block aimed at its actor fails; it fails when one lands."""
    changed = True
    while changed:
        changed = False
        for n, action in enumerate(blocks):
            if lands[n] is not None:
                continue
            against = [lands[k] for k, other in enumerate(blocks) if other.target == action.actor]
            if action.unblockable or all(ok is False for ok in against):
                lands[n] = True
            elif any(ok is True for ok in against):
                lands[n] = False
            else:
                continue
            changed = True
