"""A choice described as another player's: "vado dove va Carlo", with Carlo's own `vado grotta`
in the log already. Read alone, the line is an error (a place described, not named) whose settle
line had only a placeholder; the player's meaning is in the log: the same keyword with the other
player's arguments, offered first, or `none` (docs/orders.md). Not where that player has no
standing order of the same keyword, nor where the words name more than one player.
Pure: the line's reading and the standing orders in."""
from __future__ import annotations

from typing import Callable, Sequence

from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import NONE, PLAYER, Order
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import DESCRIBED_BY, Word
from lupus_mod.orders.text import tokenize



def as_described(reading: LineReading, index: NameIndex,
                 live_of: Callable[[str], Sequence[Order]]) -> tuple[str, ...]:
    """The readings offered: the other player's order of that keyword said as the sender's,
    then `none`; () where the line is no such description."""
    keywords = {p.keyword for p in reading.problems}
    words = [p for p in reading.pieces if isinstance(p, Word) and p.aside == DESCRIBED_BY]
    if len(keywords) != 1 or len(words) != 1:
        return ()
    text = words[0].text
    tokens = tokenize(text)
    players = {m.targets[0] for i in range(len(tokens)) for m in index.entities_at(text, tokens, i)
               if m.kind == PLAYER and len(m.targets) == 1}
    if len(players) != 1:
        return ()
    keyword = keywords.pop()
    same = [o for o in live_of(players.pop()) if o.keyword == keyword and o.args]
    return (" ".join((keyword, *same[-1].args)), NONE) if same else ()


def described_alone(reading: LineReading, index: NameIndex, kind: str
                    ) -> tuple[str, tuple[str, ...], str, list, set[str]] | None:
    """A line whose one problem is one power's argument described in one phrase ("chi ha il
    palantir", "quello che mi ha passato Carlo"): its keyword, the kinds of that power's
    arguments, the phrase's tokens and text, and the things of `kind` the phrase names alone
    (orders.held_described, orders.given_by); None else."""
    keywords = {p.keyword for p in reading.problems}
    words = [p for p in reading.pieces if isinstance(p, Word) and p.aside == DESCRIBED_BY]
    if len(keywords) != 1 or len(words) != 1 or reading.drafts:
        return None
    keyword = keywords.pop()
    spec = index.specs.get(keyword)
    text = words[0].text
    tokens = tokenize(text)
    named = {m.targets[0] for i in range(len(tokens)) for m in index.entities_at(text, tokens, i)
             if m.kind == kind and len(m.targets) == 1}
    return keyword, tuple(k for k, _ in spec.kinds()) if spec else (), text, tokens, named

