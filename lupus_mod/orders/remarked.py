"""A correction word on the order's line, then a name only as the subject of a remark: "indago
Gollum, anzi secondo me Nazgul è troppo ovvio x essere lupo", "proteggo Jolene, anzi secondo me
Wyatt nn rischia niente". The name may be the new target or why the old one stays (a name that
says more than itself): read as the correction, Gollum was dropped for Nazgul in silence; the two
names are offered (orders.meaning reads them as hedged). "anzi Nazgul, Gollum è troppo ovvio"
names the new target first, "anzi Nazgul non Gollum" denies the old one: both correct.
Pure: the line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.italian import NEGATIONS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.pieces import CORRECTION, Ent, Key, Piece, Sep, Word
from lupus_mod.orders.unordered import said_of_him


def remarked(pieces: tuple[Piece, ...]) -> list[Ent]:
    """The order's name and the one remarked on after a correction word, both; [] else."""
    for n, piece in enumerate(pieces):
        if not _corrects(piece) or not any(isinstance(p, Key) for p in pieces[:n]):
            continue
        old = [p for p in pieces[:n] if isinstance(p, Ent)]
        new = next((k for k in range(n + 1, len(pieces)) if isinstance(pieces[k], Ent)), None)
        if old and new is not None and _subject(pieces[new:new + 3]):
            return [old[-1], pieces[new]]
        return []
    return []


_TO = frozenset({"a", "ad"})


def _corrects(piece: Piece) -> bool:
    return isinstance(piece, Sep) and piece.kind == CORRECTION or isinstance(piece, Word) and piece.fold in REPLACE_WORDS


def _subject(pieces: tuple[Piece, ...]) -> bool:
    """The player's name, then a verb said of him, or a no not before another name ("Wyatt nn
    rischia"); "il Curatore a Elrondo" hands a role to a player."""
    if not any(m.kind == PLAYER for m in pieces[0].matches) or \
            len(pieces) > 1 and isinstance(pieces[1], Word) and pieces[1].fold in _TO:
        return False
    if said_of_him(pieces[:2]):
        return True
    return len(pieces) > 2 and isinstance(pieces[1], Word) and pieces[1].fold in NEGATIONS \
        and isinstance(pieces[2], Word) and not pieces[2].filler
