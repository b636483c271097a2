"""A body line of the log, and what the log says so far: the orders in log order, each
sender's orders still standing, and the chatter, errors, doubts and readings found (the state
`orders.later.Ledger` fills line by line; docs/orders.md "How every line is read")."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from lupus_mod.errors import OrderError
from lupus_mod.orders.model import Chatter, Doubt, Order, Reading
from lupus_mod.orders.names import NameIndex

if TYPE_CHECKING:
    from lupus_mod.orders.scan import Ent


@dataclass(frozen=True)
class LogLine:
    """A body line of a message, where it stands and when it was sent."""
    sender: str
    file: str
    number: int
    raw: str                   # as written (two lines when a keyword took the next one's names)
    text: str                  # quotes blanked: what is read
    time: datetime | None
    late: bool


class Standing:
    """What the log says so far: the orders in log order, and each sender's orders still
    standing (not replaced nor withdrawn), which a later correction or withdrawal is about."""

    def __init__(self, index: NameIndex, tonight: int | None = None) -> None:
        self.index = index
        self.tonight = tonight     # the number of the night read, when it has one
        self.orders: list[Order] = []
        self.chatter: list[Chatter] = []
        self.errors: list[OrderError] = []
        self.doubts: list[Doubt] = []
        self.readings: list[Reading] = []
        self._live: dict[str, list[int]] = {}    # sender -> positions in `orders`, oldest first
        # sender -> (sent, line) of each line of his read so far: his messages, in log order.
        self._heard: dict[str, list[tuple[datetime | None, int]]] = {}
        # sender -> (line, the order its one close name gives) of his lines in error for a
        # misspelt name ("indago Ululome": `indago Ululone`), oldest first.
        self._misspelt: dict[str, list[tuple[int, str]]] = {}
        # line -> (sender, the keyword of each order of it that could not be read) of his lines
        # in error, which a later order of the same powers makes moot (orders.moot).
        self.unread: dict[int, tuple[str, tuple[str, ...]]] = {}
        # sender -> (line, its reading's index, names) of an owl's recipient said before any
        # order of his (orders.recipient_first).
        self._recipients: dict[str, tuple[LogLine, int, tuple[Ent, ...]]] = {}
