"""A correction pointing to "the other" player of a vote's name: "voto Grimaldo, anzi l'altro
G", « je vote Kilian, non l'autre K ». Players who share a name's first letters are mixed up;
the author names the one meant by its likeness to the one he wrote. Never the name he took
back kept in silence: a doubt offering the players it may be, the likeliest (the longest start
shared with the name written) first. Pure."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.text.folding import fold
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster

# An initial written after "the other" ("l'altro G", "l'altra Gr"), never a word of talk.
INITIAL = 3
# Without an initial, the players meant share at least this start with the name written.
SHARED = 2


def other_meant(text: str, tokens: Sequence[Token], at: int, end: int, roster: Roster,
                other_words: frozenset[str]) -> tuple[Resolution, int] | None:
    """`at`: right after the correction word; `end`: right after the name it corrects. The
    players "the other" may be (AMBIGUOUS) and the index past the words read; None when no
    `other_one` word stands there, or one a noun follows ("l'altro giorno")."""
    k = at + _elided(text, tokens, at)
    if k >= len(tokens) or tokens[k].kind != WORD or tokens[k].fold not in other_words:
        return None
    k += 1
    word = tokens[k] if k < len(tokens) and tokens[k].kind == WORD else None
    initial = word.fold if word is not None and len(word.fold) <= INITIAL and word.text[:1].isupper() else ""
    if word is not None and not initial:
        return None   # "anzi l'altro giorno ha mentito": another noun's "other"
    k += bool(initial)
    typed = text[tokens[at].start:tokens[k - 1].end]
    return Resolution(typed, AMBIGUOUS, candidates=_likeliest(roster, _written(text, tokens, end, roster),
                                                              initial)), k


def _elided(text: str, tokens: Sequence[Token], at: int) -> int:
    """1 for an article elided before the word ("l'altro", « l'autre »), else 0."""
    token = tokens[at] if at < len(tokens) else None
    return int(token is not None and token.kind == WORD and len(token.text) == 1
               and text[token.end:token.end + 1] in ("'", "’"))


def _written(text: str, tokens: Sequence[Token], end: int, roster: Roster) -> str:
    """The player whose name ends at `end` (one to three words), "" when none does."""
    for k in range(end - 1, max(-1, end - 4), -1):
        found = roster.exactly(text[tokens[k].start:tokens[end - 1].end])
        if found is not None:
            return found.name or ""
    return ""


def _likeliest(roster: Roster, first: str, initial: str) -> tuple[str, ...]:
    """The living players but `first` starting with `initial` (without one, sharing SHARED
    letters with `first`, else its first), the longest start shared with `first` first; every
    other living player where none fits: the GM says which."""
    def shared(name: str) -> int:
        a, b = fold(name), fold(first)
        return next((n for n, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    others = sorted((n for n in roster.alive if n != first), key=lambda n: -shared(n))
    fits = [n for n in others if fold(n).startswith(initial)] if initial else \
        [n for n in others if shared(n) >= SHARED] or [n for n in others if shared(n)]
    return tuple(fits or others)
