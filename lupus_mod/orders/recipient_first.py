"""The owl's recipient said on a line of its own before the investigation: "il responso a
Falco." then "indago Zorg" (Calamity's PM, each sentence on its line). Read alone, the first
line names an optional argument of no order yet: talk, and the answer went to the Guardingo.
It waits for the sender's next order of the same PM log: one whose optional argument is empty
takes it, and its line then reads as that order's; any other lets it go (read as talk, listed
as such)."""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.model import ORDER, TALK, Order
from lupus_mod.orders.owl_words import owl_anew
from lupus_mod.orders.refit import filled_in
from lupus_mod.orders.scan import Ent
from lupus_mod.orders.standing import LogLine, Standing


class RecipientFirst(Standing):
    """A mixin of the PM log's reader: the recipients said before their order."""

    def _await_recipient(self, line: LogLine, names: tuple[Ent, ...]) -> None:
        self._recipients[line.sender] = (line, len(self.readings), names)

    def _with_recipient(self, line: LogLine, drafts: tuple[Draft, ...]) -> tuple[Draft, ...]:
        """The drafts, the first whose optional argument is empty filled by the recipient said
        before it (its line read as that order's); unchanged without one."""
        pending = self._recipients.pop(line.sender, None)
        if pending is None:
            return drafts
        said, at, names = pending
        for n, draft in enumerate(drafts):
            spec = self.index.specs.get(draft.keyword)
            if spec is None or len(draft.args) >= len(spec.kinds()):
                continue
            order = Order(line.sender, draft.keyword, draft.args, line.file, line.number, item=draft.item,
                          among=draft.among)
            filled = filled_in(order, names, spec)
            if filled is None or not (at < len(self.readings) and self.readings[at].line == said.number
                                      and self.readings[at].kind == TALK):
                continue
            self.readings[at] = replace(self.readings[at], kind=ORDER, reading=" ".join((filled.keyword, *filled.args)))
            self.chatter = [c for c in self.chatter if (c.file, c.line) != (said.file, said.number)]
            return (*drafts[:n], filled, *drafts[n + 1:])
        return drafts

    def _owl_anew(self, line: LogLine, names: tuple[Ent, ...]) -> tuple[Draft, ...]:
        """The sender's standing orders given anew on the names by the line's owl's words
        (orders.owl_words.owl_anew)."""
        orders = [self.orders[p] for p in reversed(self._live.get(line.sender, []))]
        fits = (owl_anew(o, line.text, names, self.index.specs.get(o.keyword)) for o in orders)
        return tuple(dict.fromkeys(d for d in fits if d))
