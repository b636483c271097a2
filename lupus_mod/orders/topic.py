"""A line about another player: "Guido invece va al mulino", "Arturo invece al bosco", "Enzo
invece attacca Guido" a PM after the sender's own order. A player's name opening the line and
"invece" right after it, then more words, make him the line's subject ("as for Guido, he goes to
the mill"): talk about him, never the sender's correction. "Guido invece" alone, "Nazgul invece
Grima" (two names of one kind), the name as the object ("Zanna invece la sbraniamo", "Grima invece
indago") stay the sender's word on his order. "vado al bosco, Carlo vai al mulino": a keyword in
the second person after the player it is said to is advice to him (`addressed`).
Pure: the line's pieces and tokens in; words folded."""
from __future__ import annotations

from lupus_mod.orders.italian import ADDRESS_LEADS, CLITICS, PROCLITICS, SECOND_PERSON, YOU
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.pieces import Ent, Piece, Sep, Word
from lupus_mod.orders.text import WEAK, WORD, Token, fold

# "Guido invece …", "Guido inoltre …": the word after the subject that sets him apart.
_AS_FOR = frozenset({"invece"})
TOPIC = "topic"     # the aside of that word: what follows it is said of the subject


def as_for(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex,
           pieces: list[Piece]) -> Word | None:
    """The "invece" at `i` after the line's one opening player's name, words following it."""
    if tokens[i].fold not in _AS_FOR or len(pieces) != 1 or not isinstance(pieces[0], Ent) \
            or not pieces[0].players() or i + 1 >= len(tokens) or tokens[i + 1].kind != WORD:
        return None
    after = index.entities_at(line, tokens, i + 1)
    if any(m.kind == PLAYER for m in after):
        return None     # "Nazgul invece Grima": two names, a correction
    nxt = tokens[i + 1].fold
    key = index.keyword_at(line, tokens, i + 1, derived=False)
    if nxt in CLITICS or nxt.endswith("amo") or key and nxt == fold(key.targets[0]):
        return None     # the sender's own verb, the name its object
    # No fold: no list of correction words reads it (as `scan._instead_of`'s words).
    return Word(tokens[i].text, "", filler=True, aside=TOPIC)


def of_subject(pieces: list[Piece]) -> bool:
    """The line's subject is another player ("Enzo invece attacca Guido"): its verb is his."""
    return len(pieces) >= 2 and isinstance(pieces[1], Word) and pieces[1].aside == TOPIC


def addressed(pieces: list[Piece], written: str) -> bool:
    """ "Carlo vai al mulino", "tu vai al prato", "Delia, proteggi il mulino": the keyword
    written in the second person, its clause (or the line) opened only by the one it is said
    to, a player or "tu": his move, never the sender's."""
    # "Merrino gli passa il palantir": a pronoun before the verb says its third person (the
    # imperative takes it after: "passagli").
    if fold(written) not in SECOND_PERSON or pieces and isinstance(pieces[-1], Word) and pieces[-1].fold in PROCLITICS:
        return False
    # "Delia, proteggi": the comma after the name it is said to is part of the call.
    said = pieces[:-1] if pieces and isinstance(pieces[-1], Sep) and pieces[-1].kind == WEAK else pieces
    cut = max((n for n, p in enumerate(said) if isinstance(p, Sep)), default=-1)
    opening = said[cut + 1:]
    # "ma tu vai al prato?": words like "ma" around the one it is said to.
    called = [p for p in opening if isinstance(p, Ent) and p.players() or isinstance(p, Word) and p.fold in YOU]
    return bool(called) and all(p in called or isinstance(p, Word) and p.filler for p in opening)


def addressee(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "ps x boromiro: non ti dico niente": the player the line opens by writing to, no target."""
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in ADDRESS_LEADS)]
    heading = len(said) > 2 and isinstance(said[0], Word) and said[0].fold in ADDRESS_LEADS \
        and isinstance(said[1], Ent) and isinstance(said[2], Sep)
    return (said[1],) if heading else ()
