"""A ruleset's thing aimed at a player without a verb: "maledizione della rana su Guido", "vado al
mulino, rana su guido" (Acchiappastreghe's witch: the card asks «lancio <incantesimo>», «attacco
<nome>», and she named both). No one power takes the spell and the player together: the
readings are one power per thing, "lancio rana; attacco Guido", each power of the sender's (the
night drops the readings of powers he lacks: `orders.sender_powers`, UNSAID). Read as talk, a
witch's only attack of the day vanished in silence. Pure."""
from __future__ import annotations

from itertools import product

from lupus_mod.orders.handed import handed_beside
from lupus_mod.orders.italian import AIMING, AND_WORDS
from lupus_mod.orders.model import ITEM, PLAYER, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent, Piece, Sep, Word
from lupus_mod.orders.text import STRONG


def aimed_readings(pairs: tuple[tuple[str, str], ...], pieces: tuple[Piece, ...],
                   index: NameIndex) -> tuple[str, ...]:
    """The readings of a thing and its players ((kind, name) each, `handed.given`) said with an
    aiming word right after the thing ("rana su Guido", "nebbia contro Carlo"), where no power
    takes them all: each way of giving every name to a power taking only its kind."""
    if not pairs or pairs[0][0] == ITEM or not is_thing(pairs[0][0]) or not _aimed(pieces):
        return ()
    each = [[f"{s.keyword} {name}" for s in index.specs.values() if [k for k, _ in s.kinds()] == [kind]]
            for kind, name in pairs]
    return tuple("; ".join(parts) for parts in product(*each))


def aimed_beside(pieces: tuple[Piece, ...], orders: str, index: NameIndex) -> tuple[str, ...]:
    """ "vado al mulino, maledizione della rana su Guido": the line's orders with each reading
    of the thing aimed in a clause without a keyword, then the line's orders alone."""
    found = [f"{orders}; {r}" for pairs in handed_beside(pieces, index)
             for r in aimed_readings(pairs, pieces, index)]
    return (*found, orders) if found else ()


def _aimed(pieces: tuple[Piece, ...]) -> bool:
    """A thing of the ruleset's own kinds followed by an aiming word ("rana su", "nebbia contro")."""
    return any(isinstance(p, Ent) and any(is_thing(m.kind) and m.kind != ITEM for m in p.matches)
               and isinstance(q, Word) and q.fold in AIMING for p, q in zip(pieces, pieces[1:]))


def sentences(pieces: tuple[Piece, ...]) -> list[tuple[Piece, ...]]:
    """The line's sentences, cut at its strong separators ("prato. rana su Gui")."""
    cut, found = [], []
    for piece in (*pieces, Sep(STRONG)):
        if isinstance(piece, Sep) and piece.kind == STRONG:
            found += [tuple(cut)] if cut else []
            cut = []
        else:
            cut.append(piece)
    return found


def named_beside(pieces: tuple[Piece, ...], orders: str, index: NameIndex) -> tuple[str, ...]:
    """ "vado al prato. Guido 🐸": a sentence of one player's name alone (emoji are no words)
    after the line's orders: each power taking one player on him beside those orders, then the
    orders alone (the night keeps the sender's own powers: `orders.sender_powers`). Read as
    talk, a witch's only attack of the day vanished in silence."""
    said = sentences(pieces)
    if len(said) < 2:
        return ()
    # Only the name: "Carlo mi ha scritto" says something of him; and only after orders naming
    # no player ("indago Grima. NO. Nazgul" corrects the order's player).
    name = said[-1][0].players() if len(said[-1]) == 1 and isinstance(said[-1][0], Ent) else set()
    if any(isinstance(p, Ent) and p.players() for s in said[:-1] for p in s):
        return ()
    if len(name) != 1:
        return ()
    found = [f"{orders}; {s.keyword} {next(iter(name))}" for s in index.specs.values()
             if [k for k, _ in s.kinds()] == [PLAYER]]
    return (*found, orders) if found else ()


def aimed_after_place(pieces: tuple[Piece, ...], index: NameIndex, places) -> tuple[str, ...]:
    """ "prato. rana su Gui": a place alone in its sentence (`places`: the readings of its
    sentence's things, `orders.bare`), then a spell aimed without a verb: each place reading
    with each reading of the aimed spell, then the place alone. Read apart, the place was
    dropped and the witch sent at random."""
    said = sentences(pieces)
    if len(said) < 2:
        # "allora io mulino (2 gatti li), rana su zaira": the place alone in its opening clause.
        cut = next((n for n, p in enumerate(pieces) if isinstance(p, Sep)), None)
        said = [pieces[:cut], pieces[cut + 1:]] if cut else said
    if len(said) < 2:
        return ()
    rest = tuple(p for s in said[1:] for p in (*s, Sep(STRONG)))
    return tuple(dict.fromkeys(r for first in places(said[0]) for r in aimed_beside(rest, first, index)))


def place_opening(pieces: tuple[Piece, ...], orders: str, taken: set[str], places) -> tuple[str, ...]:
    """ "prato e faccio tornare micio Artu", "prato, ritrasformo Arturo": a place alone opening
    a line whose orders take no place (`taken`: the kinds they take): the orders with each
    reading of the place (`places`, `orders.bare`) first, as written, then the orders alone. Read as the orders
    only, the cat who chose a place was sent to a random one."""
    at = next((n for n, p in enumerate(pieces) if not (isinstance(p, Word) and p.filler)), len(pieces))
    first, then = pieces[at] if at < len(pieces) else None, pieces[at + 1] if at + 1 < len(pieces) else None
    # Its own clause: "prato, …", "prato e …"; not "la rana Arturo la ritrasformo io".
    if not (isinstance(then, Sep) or isinstance(then, Word) and then.fold in AND_WORDS) or not isinstance(first, Ent) or len(first.matches) != 1 or len(first.matches[0].targets) != 1 \
            or not is_thing(first.matches[0].kind) or first.matches[0].kind in taken:
        return ()
    found = [f"{r}; {orders}" for r in places(((first.matches[0].kind, first.matches[0].targets[0]),))]
    return (*found, orders) if found else ()
