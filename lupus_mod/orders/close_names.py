"""Words written close to a player's name, read as every player they are close to: a correction
or a take-back naming its new target misspelt, shortened or in lower case ("anzi Gollun",
"lascia stare, dallo a boromir", "lascia stare, nazgull"). The night offers each player in the
settle line of a doubt: the player's typo is never settled by a guess, and never dropped.

Pure: a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.italian import BACK
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import Match, NameIndex
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word


def close_players(word: str, index: NameIndex) -> tuple[str, ...]:
    """The players a word is close to, the one whose name it begins first: « finalement Océ »
    offers Océane before Zoé (the settle line shows the first)."""
    begun = index.by_prefix(word, PLAYER).target
    close = index.suggest(word, PLAYER)
    return tuple(dict.fromkeys((begun, *close) if begun else close))


def as_names(pieces: tuple[Piece, ...] | list[Piece], index: NameIndex, *, sure: bool = False) -> tuple[Ent, ...]:
    """The pieces' own words (fillers and correction words aside) as the players each is close
    to, when every one of them is close to some; () when one is not, or there are none.
    `sure`: only the players a word surely means (`NameIndex.near`), where no name is awaited."""
    # "no aspetta, quello che ti ho detto prima": a word going back to an earlier order is
    # never a name misspelt ("prima" is no Grima).
    own = [p for p in pieces if isinstance(p, Word) and not p.filler and p.fold not in REPLACE_WORDS | BACK]
    close = [index.near(w.text, PLAYER) if sure else close_players(w.text, index) for w in own]
    if not own or not all(close):
        return ()
    return tuple(Ent((Match(PLAYER, (name,), 0, 0),), name, 0) for names in close for name in names)


def corrected_to(pieces: tuple[Piece, ...], index: NameIndex) -> tuple[Ent, ...]:
    """ "Indago Nosferatu. anzi no... Merli", « … Merli, lei ieri ha votato strano »: the
    first clause of own words after the line's last correction, read as the players it is close
    to (a fragment of a name, as `indago Merli` reads Merlina); () when it names nobody so."""
    cut = max((n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.kind == CORRECTION), default=None)
    if cut is None or any(isinstance(p, (Ent, Key, Said)) for p in pieces[cut:]):
        return ()
    rest = pieces[cut + 1:]
    start = next((n for n, p in enumerate(rest) if isinstance(p, Word) and not p.filler), None)
    if start is None:
        return ()
    end = next((n for n in range(start, len(rest)) if isinstance(rest[n], Sep)), len(rest))
    return as_names(rest[start:end], index)
