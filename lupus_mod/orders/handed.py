"""A thing handed over said without the verb: "palantir a Eowyna", "il palantir lo lascio a
Eowyna", "palantir: Eowyna", "specchio a Rosie, no ad Aragorno" — the item and its players, whose
power (the pass) the night finds; beside another clause's order too ("sfido Grima, lo specchio
lo giro a Frodino"). Pure: a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.aside import BECAUSE
from lupus_mod.orders.italian import DOING_NOTHING, EXTRA_LEADS, HANDING_ON, KEEPING, NAME_THEN_NO, NEGATIONS
from lupus_mod.orders.model import ITEM, PLAYER, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.text import STRONG


# "palantir a Eowyna", "le palantir pour Gaspard": the words between a thing and its recipient.
_TO = frozenset({"a", "ad", "al", "alla", "allo", "per", "pour", "au"})


def given(pieces: tuple[Piece, ...], index: NameIndex | None = None) -> tuple[tuple[str, str], ...]:
    """(kind, name) of "palantir a Eowyna": a line that opens with an item, then only "a" (or
    "per", "pour"), then players — a thing handed over said without the verb; which power
    (if any) is the sender's to say. Not "palantir -> Merry" (the arrow is read as the verb).
    A misspelt player ("il palantir a eowina") is the one player it resembles, if one: the GM
    is asked all the same, and sees the line."""
    leads = _TO | EXTRA_LEADS
    alone = _sentence_handing(pieces)
    if alone is not None:
        return given(alone, index)
    pieces = _reason_cut(pieces)
    # "specchio a Rosie, no ad Aragorno": the no between the players is glue (both offered).
    said = _handed(pieces, [p for p in pieces if not (isinstance(p, Word) and (p.filler or p.fold in NAME_THEN_NO)
                                                       and p.fold not in leads) and not isinstance(p, Sep)])
    if len(said) < 3 or not isinstance(said[0], Ent) or not isinstance(said[1], Word) \
            or said[1].fold not in leads:
        return ()
    # An item handed over ("a", "per"), or a ruleset's thing aimed at players ("rana su Guido").
    item = next((m for m in said[0].matches if len(m.targets) == 1 and (
        m.kind == ITEM and said[1].fold in _TO or is_thing(m.kind) and m.kind != ITEM)), None)
    players: list[str | None] = []
    for n, p in enumerate(said[2:], 2):
        if isinstance(p, Word) and p.fold in leads:
            continue    # "…, no ad Aragorno"
        # A misspelt player only as the first or right after "a" ("il palantir a eowina").
        led = not players or isinstance(said[n - 1], Word) and said[n - 1].fold in _TO
        name = next((m.targets[0] for m in p.matches if m.kind == PLAYER and len(m.targets) == 1), None) \
            if isinstance(p, Ent) else _resembled(p, index) if led else None
        if name is None and players and isinstance(p, Word):
            # "specchio a Frodino e stanotte niente sfida", "il libro a Sam con scritto "Saru
            # lupo"": the words after the players are their own (no "Saru" misspelt as Sarumano).
            break
        players.append(name)
    if item is None or None in players:
        return ()
    return ((item.kind, item.targets[0]), *((PLAYER, name) for name in players if name))


def _sentence_handing(pieces: tuple[Piece, ...]) -> tuple[Piece, ...] | None:
    """ "stanotte niente sfida. Specchio a Frodino": of a line of several sentences, the one
    opening with an item, where the others name no player (their words are their own); None
    else."""
    cuts = [n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.kind == STRONG]
    bounds = list(zip([0, *(c + 1 for c in cuts)], [*cuts, len(pieces)]))
    firsts = [(a, b, next((p for p in pieces[a:b] if not (isinstance(p, Word) and p.filler)), None))
              for a, b in bounds]
    opening = [(a, b) for a, b, first in firsts
               if isinstance(first, Ent) and any(m.kind == ITEM for m in first.matches)]
    if len(bounds) < 2 or len(opening) != 1:
        return None
    a, b = opening[0]
    others = pieces[:a] + pieces[b:]
    return None if any(isinstance(p, Ent) for p in others) else pieces[a:b]


def _reason_cut(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces up to the clause after the first player named, where that clause says more
    than names: "anzi il libro a Eowyna, Sam nn mi convince", "il palantir? a Pippino! Merrino
    è sospetto" (why, naming another player, after the thing handed over)."""
    first = next((n for n, p in enumerate(pieces) if n and isinstance(p, Ent)
                  and any(m.kind == PLAYER for m in p.matches)), None)
    # "palantir a Boromiro xkè Faramiro mi sembra lupo": a "because" cuts as a comma does.
    cut = next((n for n in range(first + 1, len(pieces)) if isinstance(pieces[n], Sep)
                or isinstance(pieces[n], Word) and pieces[n].fold in BECAUSE), None) \
        if first is not None else None
    if cut is None or not any(isinstance(p, Word) and not p.filler for p in pieces[cut:]) \
            or any(isinstance(p, Word) and p.fold in _TO and isinstance(q, Ent)
                   for p, q in zip(pieces[cut:], pieces[cut + 1:])):
        return pieces   # "il palantir non lo do più a Eowyna, lo do a Boromiro": read whole
    return pieces[:cut]


# "palantir: Eowyna": the colon (or comma) right after the item hands it over, as "a" does.
_COLON_TO = Word(":", "a", filler=True)


def _handed(pieces: tuple[Piece, ...], said: list[Piece]) -> list[Piece]:
    """The said pieces of a thing handed over with a verb that is no keyword ("il palantir lo
    lascio a Eowyna", "lo specchio lo giro a Frodino", "mando lo specchio a Rosie": the verb
    dropped) or with a colon
    ("palantir: Eowyna": "a" in its place); as they are otherwise, and where the line denies
    or keeps ("il palantir non lo do a nessuno", "lo tengo")."""
    if len(said) >= 3 and isinstance(said[0], Word) and said[0].fold in HANDING_ON and isinstance(said[1], Ent) \
            and not any(isinstance(p, Word) and p.fold in NEGATIONS for p in pieces[pieces.index(said[0]):]):
        return said[1:]     # "mando lo specchio a Rosie": the verb before the item dropped
    if not said or not isinstance(said[0], Ent):
        return said
    after = pieces[pieces.index(said[0]) + 1:]
    if len(said) >= 2 and after and isinstance(after[0], Sep) and after[0].kind != STRONG \
            and all(isinstance(p, Ent) for p in said[1:]):
        return [said[0], _COLON_TO, *said[1:]]
    verb = said[1] if len(said) >= 4 else None
    if isinstance(verb, Word) and not verb.filler and isinstance(said[2], Word) and said[2].fold in _TO \
            and verb.fold not in KEEPING | DOING_NOTHING and not any(     # (a power declined before it aside)
                isinstance(p, Word) and p.fold in NEGATIONS for p in pieces[pieces.index(said[0]):]):
        return [said[0], *said[2:]]
    return said


def handed_beside(pieces: tuple[Piece, ...], index: NameIndex) -> tuple[tuple[tuple[str, str], ...], ...]:
    """ "stanotte sfido Grima, lo specchio lo giro a Frodino", "palantir a Merrino (mi fido),
    furto su Frodino": (kind, name) of a thing handed over in a clause without a keyword, on a
    line whose other clauses order; read as chatter, the pass would be lost and the item go to
    a random player (`orders.doubts` asks). One reading, or one per player a misspelt name may
    be ("specchio a frodo": Frodino or Elrondo)."""
    clause: list[Piece] = []
    for piece in (*pieces, Sep(STRONG)):
        if not isinstance(piece, Sep):
            clause.append(piece)
            continue
        if not any(isinstance(p, (Key, Said)) for p in clause):
            found = given(tuple(clause), index)
            each = (found,) if found else _given_to_any(tuple(clause), index)
            if each:
                return each
        clause = []
    return ()


def _given_to_any(clause: tuple[Piece, ...], index: NameIndex) -> tuple[tuple[tuple[str, str], ...], ...]:
    """ "specchio a frodo": an item, "a", then one word close to several players: the pass to
    each of them."""
    said = [p for p in clause if not (isinstance(p, Word) and p.filler and p.fold not in _TO)]
    if len(said) != 3 or not isinstance(said[0], Ent) or not isinstance(said[1], Word) \
            or said[1].fold not in _TO or not isinstance(said[2], Word) or len(said[2].fold) < 4:
        return ()
    item = next((m for m in said[0].matches if m.kind == ITEM and len(m.targets) == 1), None)
    if item is None:
        return ()
    return tuple(((ITEM, item.targets[0]), (PLAYER, name)) for name in index.suggest(said[2].text, PLAYER))


def _resembled(piece: Piece, index: NameIndex | None) -> str | None:
    """The one player a written word resembles ("eowina": Eowyna) or begins ("frodo":
    Frodino), if one."""
    if index is None or not isinstance(piece, Word) or len(piece.fold) < 4:
        return None
    close = index.suggest(piece.text, PLAYER)
    # "specchio a frodo": the one player whose name it begins, as an order's argument reads it.
    return close[0] if len(close) == 1 else index.by_prefix(piece.text, PLAYER).target
