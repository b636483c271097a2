"""An order whose target is described as the holder of an item: "derubo chi ha il palantir",
"indago chi possiede lo specchio". Nobody is named, and the sender does not know who holds it:
the GM does, and the night knows it (the holder when the night begins, who will pass it in the
Consegna). Lupus of the Rings' Borseggiatore "può provare a derubare un altro giocatore": a
player he chooses, so the line is never applied as it stands; it was an error whose settle line
had only a placeholder. Asked, the holder offered first, with his ready line, then none (the GM
who holds the player to naming his target). Pure: the line's reading, then the night's holders."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from lupus_mod.orders.described_as import described_alone
from lupus_mod.orders.italian import ARTICLES, HOLDING_WORDS
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import HELD_BY, ITEM, NONE, PLAYER, Doubt
from lupus_mod.orders.names import NameIndex


def held_described(reading: LineReading, index: NameIndex) -> tuple[str, str] | None:
    """(keyword, item) of a line whose one problem is its power's player described as the holder
    of one item; None else."""
    found = described_alone(reading, index, ITEM)
    if found is None:
        return None
    keyword, kinds, text, tokens, items = found
    if kinds != (PLAYER,) or len(items) != 1 \
            or not any(t.fold in HOLDING_WORDS and _item_next(text, tokens, n + 1, index) for n, t in enumerate(tokens)):
        return None
    return keyword, items.pop()


def _item_next(text: str, tokens, at: int, index: NameIndex) -> bool:
    """The item right after the holding word, its article between ("chi ha il palantir"); not a
    verb after it ("chi mi ha passato il palantir" names who had it, not who holds it)."""
    at += at < len(tokens) and tokens[at].fold in ARTICLES
    return at < len(tokens) and any(m.kind == ITEM for m in index.entities_at(text, tokens, at))


def with_holders(doubts: tuple[Doubt, ...], holder_of: Callable[[str], str | None]) -> tuple[Doubt, ...]:
    """The doubts of a target described as an item's holder given their readings: the power on
    the player who holds it as the night begins (`holder_of`), then none; none alone where
    nobody else holds it."""
    def offered(d: Doubt) -> tuple[str, ...]:
        holder = holder_of(d.names[0])
        return (*(f"{k} {holder}" for k in d.keywords if holder and holder != d.player), NONE)
    return tuple(replace(d, candidates=offered(d)) if d.kind == HELD_BY else d for d in doubts)
