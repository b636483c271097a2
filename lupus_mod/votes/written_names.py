"""A player's name as a post writes it: the words that may form it (joined by spaces, dots,
dashes or underscores), where it ends, and the look-alike account it names as written. Pure."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token, joins_name
from lupus_mod.votes.names import Resolution, Roster

# Where a name as written ends: a space, or a stop after it ("voto Salvo." is Salvo even with
# an account `Salvo.` posting: the dot ends the sentence); "_" and look-alike letters are its own.
NAME_STOPS = frozenset(".,;:!?…()[]{}\"'«»“”*")


def look_alike(text: str, words: Sequence[Token], roster: Roster) -> tuple[Resolution, int] | None:
    """The look-alike account (`Roster.look_alike`) the first words name as written, longest
    first, with how many words it took; None when they name none."""
    if not roster.look_alikes:
        return None
    for used in range(len(words), 0, -1):
        end = words[used - 1].end
        while end < len(text) and not text[end].isspace() and text[end] not in NAME_STOPS:
            end += 1
        found = roster.look_alike(text[words[0].start:end])
        if found is not None:
            return found, used
    return None


def name_tokens(text: str, tokens: Sequence[Token], at: int, limit: int) -> list[Token]:
    """The words that may form a name at `at`: joined by spaces, dots, dashes or underscores."""
    words: list[Token] = []
    for token in tokens[at:at + limit]:
        if token.kind != WORD or (words and not joins_name(text, words[-1], token)):
            break
        words.append(token)
    return words
