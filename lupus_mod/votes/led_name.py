"""The player a longer follow names past the words between its likeness and his name: "voto
come ha votato Tumbleweed", "voto come il mio padrone Frodino" (docs/tally.md, Doubts). A part
of the name after a vote's keyword (votes/targets.py). Pure."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import Token
from lupus_mod.votes import speech
from lupus_mod.votes.names import RESOLVED, Roster
from lupus_mod.votes.written_names import name_tokens

# "il mio padrone Frodino": one word for him between the possessive and his name.
DESCRIBED_WORDS = 1


def led_name_end(text: str, tokens: Sequence[Token], at: int, roster: Roster,
                 like_then: frozenset[tuple[str, ...]]) -> int | None:
    """The index past the followed player's name when the words at `at` (right after the
    likeness) are the table's (`like_then`: "ha votato", "il mio"), then at most one word for
    him, then his name; None otherwise ("voto come sempre Gollum" is a vote for Gollum)."""
    past = speech.phrases_end(tokens, at, like_then)
    if past == at:
        return None
    for start in range(past, min(past + DESCRIBED_WORDS, len(tokens)) + 1):
        whose = name_tokens(text, tokens, start, roster.max_words + 1)
        if not whose:
            continue
        found, used = roster.match_start([t.fold for t in whose], [t.text for t in whose])
        if used and found.how in RESOLVED:
            return start + used
    return None
