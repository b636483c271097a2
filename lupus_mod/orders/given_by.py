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

from lupus_mod.orders.described_as import DESCRIBED_BY
from lupus_mod.orders.italian import GIVEN_WORDS
from lupus_mod.orders.line import LineReading
from lupus_mod.orders.model import GIVEN_BY, ITEM, NONE, PLAYER, Doubt, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Word
from lupus_mod.orders.text import tokenize

# The things a sender may give as his order's argument, by his name, the keyword and the player
# who is said to have given it, the likeliest first.
CardsOf = Callable[[str, str, str], tuple[str, ...]]


def given_by(reading: LineReading, index: NameIndex) -> tuple[str, str] | None:
    """(keyword, player) of a line whose one problem is its power's one thing (a ruleset's own
    kind, not an item) described as given by one player; None else."""
    keywords = {p.keyword for p in reading.problems}
    words = [p for p in reading.pieces if isinstance(p, Word) and p.aside == DESCRIBED_BY]
    if len(keywords) != 1 or len(words) != 1 or reading.drafts:
        return None
    keyword = keywords.pop()
    spec = index.specs.get(keyword)
    kinds = [k for k, _ in spec.kinds()] if spec else []
    text = words[0].text
    tokens = tokenize(text)
    players = {m.targets[0] for i in range(len(tokens)) for m in index.entities_at(text, tokens, i)
               if m.kind == PLAYER and len(m.targets) == 1}
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
