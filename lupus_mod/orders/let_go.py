"""A player let go by name: "Jolene lasciala morire", "Lunaria lasciala stare che è protetta"
(the orders naming him taken back), "Nosferatu no dai" (taken back, or a word on him: asked).
Pure: a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.italian import NAME_THEN_NO, NEGATIONS
from lupus_mod.orders.scan import Ent, Piece, Word


def let_go_names(pieces: tuple[Piece, ...]) -> list[Ent]:
    """The names right before words letting him go ("Jolene lasciala morire")."""
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler)]
    return [p for n, p in enumerate(said[:-2]) if isinstance(p, Ent) and isinstance(said[n + 1], Word)
            and said[n + 1].fold in _LET and isinstance(said[n + 2], Word) and said[n + 2].fold in _LET_HOW]


def let_go_of(pieces: tuple[Piece, ...]) -> tuple[tuple[str, ...], bool] | None:
    """A line opening with a player's name, then letting him go: "Jolene lasciala morire",
    "Lunaria lasciala stare che è protetta" (the orders naming him taken back: (names, False));
    or then a "no" and no other name: "Nosferatu no dai", "Tumble no, troppo ovvio" (taken back,
    or said of him: (names, True), asked). None otherwise."""
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in NAME_THEN_NO)]
    if len(said) < 2 or not isinstance(said[0], Ent) or len(said[0].matches[0].targets) != 1:
        return None
    names = (said[0].matches[0].targets[0],)
    if isinstance(said[1], Word) and said[1].fold in _LET and len(said) > 2 \
            and isinstance(said[2], Word) and said[2].fold in _LET_HOW:
        return names, False
    # "Pippino no, non è lupo secondo me": a word on him, no take-back ("Klondike domani non
    # ci sarà più" is no "no" said of him: it must follow his name).
    at = pieces.index(said[0]) + 1
    after = pieces[at] if at < len(pieces) else None
    if isinstance(after, Word) and after.fold in _NO_TO_HIM \
            and not any(isinstance(p, Ent) or isinstance(p, Word) and p.fold in NEGATIONS | _IS for p in said[2:]):
        return names, True
    return None


# "Jolene lasciala morire", "Lunaria lasciala stare", « Kilian laisse tomber ».
_LET = frozenset({"lascialo", "lasciala", "lasciali", "lasciale", "lascia", "lascio", "laisse", "laisser"})
_LET_HOW = frozenset({"stare", "perdere", "morire", "tomber", "mourir"})
_IS = frozenset({"e", "est", "sembra", "semble", "pare"})
_NO_TO_HIM = frozenset({"no", "nope", "nah", "nan"})
