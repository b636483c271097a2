"""« lascia stare, dallo a Boromiro », "anzi passalo a Merrino", "passo a Boromiro": an order of a
power taking an item, said without the item, a PM after the sender's order of that power naming
one. Said with its object pronoun ("dallo", "lo do"), the pronoun is that item: the order is read
with it, as a GM reads it; said without, the line still stops (he may hold another item), its
settle line naming the standing order's item rather than `<item>`. Pure: the line's text, its
reading and the sender's standing orders in."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import ITEM, Order
from lupus_mod.orders.object_pronoun import with_pronoun
from lupus_mod.orders.scan import Ent, Key
from lupus_mod.orders.text_orders import shown

# Reads a line's text again for the sender (orders.line.read_line, orders.antecedent.for_sender).
Reread = Callable[[str], LineReading]


def with_standing_item(text: str, reading: LineReading, standing: list[Order], reread: Reread
                       ) -> LineReading | None:
    """The line read with the item of the sender's standing order of the power its problem
    lacks an item for (its pronoun's thing), or its settle line naming that item; None where
    no single such item is standing or the line does not read with it."""
    keys = {p.keyword for p in reading.problems}
    key = next((p for p in reading.pieces if isinstance(p, Key) and p.spec.keyword in keys), None)
    # "Master ma lo specchio … serve a qualcosa? cmq lo passo a Grimaldo": with no such order
    # standing, the one item the line names before the keyword.
    items = {o.item for o in standing if o.item and o.keyword in keys} or {
        m.targets[0] for p in reading.pieces[:reading.pieces.index(key) if key else 0] if isinstance(p, Ent)
        for m in p.matches[:1] if m.kind == ITEM and len(m.targets) == 1}
    if reading.drafts or len(keys) != 1 or len(items) != 1 or key is None:
        return None
    again = reread(f"{text[:key.end]} {items.pop()}{text[key.end:]}")
    if again.problems or not again.drafts:
        return None
    if with_pronoun(key, text):
        return again
    line = "; ".join(map(shown, again.drafts))
    return replace(reading, problems=tuple(replace(p, reading=line) for p in reading.problems))
