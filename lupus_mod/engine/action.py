"""An order bound to the power it uses, and the powers a seat holds tonight: what the night's
steps act on (engine/night.py) and what an effect that changes a seat's card binds anew
(engine/effects/cards.py)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Protocol, Sequence

from lupus_mod.rules.spec import PowerSpec, Ruleset


class Seating(Protocol):
    """What `powers_for` reads of the night (engine.night.Night): the seats, the ruleset, the
    groups a seat is of, the items held at dusk."""
    ruleset: Ruleset
    start_items: Mapping[str, Sequence[str]]

    def seat(self, name: str) -> Any: ...

    def is_(self, name: str, members: Any) -> bool: ...


@dataclass(frozen=True)
class Action:
    """An order bound to the power it uses (or an automatic power), ready for its step."""
    actor: str
    power: PowerSpec
    owner: str                  # "role:<id>" or "item:<id>"
    args: tuple[str, ...] = ()
    order: Any = None           # the OrderLike it came from; None for automatic powers
    named: tuple[str, ...] = ()  # its arguments as ordered, when a swap moved them (swap.py)

    @property
    def target(self) -> str:
        kinds = [k.rstrip("?") for k in self.power.args]
        return next((a for k, a in zip(kinds, self.args) if k == "player"), "")

    def players(self) -> list[str]:
        kinds = [k.rstrip("?") for k in self.power.args]
        return [a for k, a in zip(kinds, self.args) if k == "player"]

    def as_named(self, name: str) -> str:
        """The player the sender named where a swap sent his order on to `name`."""
        return dict(zip(self.args, self.named)).get(name, name) if self.named else name

    def first(self, kind: str) -> str:
        """The first argument of `kind` ("role": the role guessed or the phase chosen)."""
        kinds = [k.rstrip("?") for k in self.power.args]
        return next((a for k, a in zip(kinds, self.args) if k == kind), "")


def powers_for(night: Seating, name: str) -> list[tuple[str, PowerSpec]]:
    """The powers `name` holds tonight, each with its owner: his role's, his groups', his
    items' at dusk; a dead seat only his role's powers of the dead."""
    seat = night.seat(name)
    owned = [(f"role:{seat.role}", p) for p in night.ruleset.role(seat.role).powers]
    if not seat.alive:
        # The dead hold only their role's powers of the dead (`while = "dead"`: the Negromante).
        return [(o, p) for o, p in owned if p.acts_while == "dead"]
    for group in night.ruleset.groups:
        if night.is_(name, group.members):
            owned += [(f"group:{group.id}", p) for p in group.powers]
    for item in night.start_items.get(name, ()):
        owned += [(f"item:{item}", p) for p in night.ruleset.item(item).powers]
    return owned
