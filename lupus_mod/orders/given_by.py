"""A thing described as what another player gave the sender: "gioco quello che mi ha passato
Carlo". Nothing is named, and the line is no order as it stands; it was an error whose settle
line held only a placeholder (`gioco <ingrediente>`). Acchiappastreghe's cards go from a location
to the cat who collects there, and from a bag only to the Borseggiatore who takes one ("borseggio
X ... takes one ingredient of it at random", docs/rulings/acchiappastreghe.md): a cat is passed no
card, so what he may play is what his bag holds when the ritual is played. Asked (`GIVEN_BY`),
the round offers the order on each card of his bag then (the card he took from that player
first, then his bag's order, the first being the one played for an absent member), then none.

Pure: the line's reading in, then the cards offered, looked up by the round (play.turns)."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable

from lupus_mod.orders.described_as import described_alone
from lupus_mod.orders.italian import GIVEN_WORDS
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import GIVEN_BY, ITEM, NONE, PLAYER, Doubt, is_thing
from lupus_mod.orders.names import NameIndex

# The things a sender may give as his order's argument, by his name, the keyword and the player
# who is said to have given it, the likeliest first.
CardsOf = Callable[[str, str, str], tuple[str, ...]]


def given_by(reading: LineReading, index: NameIndex) -> tuple[str, str] | None:
    """(keyword, player) of a line whose one problem is its power's one thing (a ruleset's own
    kind, not an item) described as given by one player; None else."""
    found = described_alone(reading, index, PLAYER)
    if found is None:
        return None
    keyword, kinds, _, tokens, players = found
    if len(kinds) != 1 or not is_thing(kinds[0]) or kinds[0] == ITEM or len(players) != 1 \
            or not any(t.fold in GIVEN_WORDS for t in tokens):
        return None
    return keyword, players.pop()


def with_cards(doubts: tuple[Doubt, ...], cards_of: CardsOf) -> tuple[Doubt, ...]:
    """The doubts of a thing said as given by a player given their readings: the order on each
    thing the sender may give (`cards_of`), then none."""
    def offered(d: Doubt) -> tuple[str, ...]:
        keyword = d.keywords[0]
        return (*(f"{keyword} {card}" for card in cards_of(d.player, keyword, d.names[0])), NONE)
    return tuple(replace(d, candidates=offered(d)) if d.kind == GIVEN_BY else d for d in doubts)
