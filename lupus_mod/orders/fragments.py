"""A nickname written as the start of a player's name: "rana su Gui", "faccio tornare micio
Artu", "stasera guardo dentro la Flo". Forum players shorten names this way; read as a word,
the fragment left a witch's attack or the Erborista's revert out in silence (the later-talk
safety net did not see a player either). A capitalised word of three letters or more that
begins exactly one player's name, and is no word the tables know (an article, a keyword), is
that player's name as surely as the whole name written in lower case. Pure."""
from __future__ import annotations

from lupus_mod.orders.italian import FILLERS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import Match, NameIndex
from lupus_mod.orders.pieces import CORRECTION, Piece, Sep
from lupus_mod.orders.text import Token, fold

# Shorter fragments are common words ("Ma", "Di"): "Gui" and "Flo" are the shortest seen.
SHORTEST = 3
# A name one letter short is a misspelling ("je tire sur Gaspar"), asked as misspelt names are.
CUT = 2
# "il libro a Sam con scritto "Saru lupo"": a quoted word is the text's, no one named.
QUOTES = "\"“«‘'"


def fragment_at(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
                before: list[Piece]) -> Match | None:
    """The player whose name token i begins, written as a name (a capital, then small letters),
    where it begins one player's name only and is two letters or more shorter than it. Not right
    after a correction word (`before`: the line's pieces so far): « finalement Bap » asks,
    offering Baptiste first (orders.unread_change)."""
    token = tokens[i]
    if before and isinstance(before[-1], Sep) and before[-1].kind == CORRECTION:
        return None
    if len(token.fold) < SHORTEST or not token.text[:1].isupper() or not token.text[1:].islower() \
            or token.fold in FILLERS:
        return None
    if index.keyword_at(line, tokens, i, derived=True) or index.keyword_at(line, tokens, i, derived=False):
        return None
    if token.start and line[token.start - 1] in QUOTES:
        return None
    target = index.by_prefix(token.text, PLAYER).target
    if not target or len(fold(target)) - len(token.fold) < CUT:
        return None
    return Match(PLAYER, (target,), i, i + 1)
