"""A player's name as a post writes it: the words that may form it (joined by spaces, dots,
dashes or underscores), where it ends, and the look-alike account it names as written. Pure."""
from __future__ import annotations

from typing import AbstractSet, Sequence

from lupus_mod.orders.text import WORD, Token, joins_name, tokenize
from lupus_mod.votes.names import PREFIX, Resolution, Roster

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


def candidates_named(text: str, roster: Roster, candidates: Sequence[str]) -> tuple[str, ...]:
    """The candidates the text names exactly (a name of up to the roster's longest, or an
    alias), in the order written."""
    words = [t.text for t in tokenize(text) if t.kind == WORD]
    found: list[str] = []
    for start in range(len(words)):
        for size in range(min(roster.max_words, len(words) - start), 0, -1):
            hit = roster.exactly(" ".join(words[start:start + size]))
            if hit is not None and hit.name in candidates:
                found.append(hit.name)
                break
    return tuple(dict.fromkeys(found))


def candidates_shortened(text: str, roster: Roster, candidates: Sequence[str],
                         own_words: AbstractSet[str]) -> tuple[str, ...]:
    """The candidates the text names only by a word his name starts with (« Ulu tutta la
    vita », « salvo Becchi »: the board's short names, read by a vote form as him), in the order
    written; a word of the grammar's own is none."""
    words = [t for t in tokenize(text) if t.kind == WORD and t.fold not in own_words]
    found = [hit.name for t in words if (hit := roster.resolve(t.text)).how == PREFIX and hit.name in candidates]
    return tuple(dict.fromkeys(found))
