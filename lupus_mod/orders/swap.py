"""One name in place of another, said and nothing else: "Grima al posto di Shelob", "Eowyna
invece di Pippino", "sostituisci Shelob con Grima", "remplace Kilian par Baptiste", a PM after
the order naming the one turned away from. That order with the new name is what the player
means (a correction, `orders.corrections`); a line saying more ("lascia Merrino, metti Eowyna al
posto di Pippino"), or turning from a name none of his orders holds, is asked instead
(`orders.unread_change`). Pure: the line's pieces in. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.italian import BUT_INSTEAD, FILLERS, KEEPING, NEGATIONS, REMARK_CLITICS, SWAP_LINKS, SWAP_VERBS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.text import tokenize
from lupus_mod.orders.unordered import said_of_him

# The words a swap may hold besides the names and the words around orders ("en" of the French
# "en fait": « en fait Noemie à la place de Leonie »).
_SWAP_TALK = KEEPING | REPLACE_WORDS | SWAP_VERBS | SWAP_LINKS | {"en"}
# « ah merde jme suis plantée, Noemie pas Leonie »: the slip owned in the forum's slang, beside
# the swap only (« Noemie a planté des fleurs » is no slip).
_SWAP_TALK |= {"plante", "plantee", "merde", "mince", "zut", "jme", "suis"}
# "tolgo Bilbetto, metti Grimaldo", "Elrondo lo togli, ci metti Pippino", « enlève Dorian, mets
# Noemie »: one name taken out (after or before these verbs), the other put in.
_OUT = frozenset({"tolgo", "togli", "toglilo", "toglila", "levo", "leva", "levalo", "levala", "enleve", "retire"})
_IN = frozenset({"metti", "metto", "mettici", "mets", "met"})
_SWAP_TALK |= _OUT | _IN
_NO = frozenset({"no", "nah", "nope", "non"})
# « Noemie pas Leonie »: the French "not" between two names (« non » there may be a slip owned
# or a contrast: orders.french_no offers both).
_NOT = frozenset({"pas"})


def turned_from(pieces: tuple[Piece, ...], index: NameIndex) -> tuple[str, ...]:
    """The players of "al posto di Pippino", "invece di Sam" (orders.scan keeps each as one
    word of the line, read as no target) and of "sostituisci Shelob con ...": the names the
    sender turns away from."""
    found: list[str] = []
    for n, piece in enumerate(pieces):
        if isinstance(piece, Word) and piece.filler and not piece.fold and piece.text and not piece.aside:
            tokens = tokenize(piece.text)
            found += [m.targets[0] for k, token in enumerate(tokens) if token.fold not in FILLERS
                      for m in index.entities_at(piece.text, tokens, k)
                      if m.kind == PLAYER and len(m.targets) == 1]
        elif isinstance(piece, Ent) and _swapped_out(pieces, n):
            found += _players(piece)
    return tuple(dict.fromkeys(found))


def swap_of(pieces: tuple[Piece, ...], index: NameIndex) -> tuple[tuple[str, ...], str] | None:
    """(the players turned away from, the one new player) of a line saying a swap and nothing
    else; None otherwise."""
    away = turned_from(pieces, index)
    if not away or any(isinstance(p, (Key, Said)) for p in pieces) or any(
            isinstance(p, Word) and p.fold and not p.filler and p.fold not in _SWAP_TALK for p in pieces):
        return None
    new = [name for p in pieces if isinstance(p, Ent) for name in _players(p) if name not in away]
    names = [p for p in pieces if isinstance(p, Ent)]
    if len(new) != 1 or any(len(_players(p)) != 1 for p in names):
        return None
    return away, new[0]


def _swapped_out(pieces: tuple[Piece, ...], at: int) -> bool:
    """ "sostituisci Shelob con Grima": the name at `at` follows a verb of swapping (words
    around orders aside) and comes before the link to the new name."""
    before = next((p for p in reversed(pieces[:at]) if not (isinstance(p, Word) and p.filler
                                                            and p.fold not in SWAP_VERBS)), None)
    after = next((p for p in pieces[at + 1:] if isinstance(p, (Word, Ent))), None)
    if isinstance(before, Word) and before.fold in _OUT:
        return True
    following = next((p for p in pieces[at + 1:] if not (isinstance(p, Word) and p.filler
                                                         and p.fold not in _OUT)), None)
    if isinstance(following, Word) and following.fold in _OUT:
        return True
    if _in_his_place(pieces, at):
        return True   # "boromiro l'ho già ammaliato, metti grimaldo al suo posto"
    if isinstance(before, Word) and before.fold in _NOT and _named_before_not(pieces, at):
        return True   # « jme suis plantée, Noemie pas Leonie »: Leonie turned from
    denied = next((p for p in reversed(pieces[:at]) if not isinstance(p, Sep)), None)
    if isinstance(denied, Word) and denied.fold in NEGATIONS and isinstance(after, Word) and after.fold in BUT_INSTEAD:
        return True   # "non Falco ma Tumble": Falco turned from, whichever place he holds
    said = next((p for p in pieces[at + 1:] if isinstance(p, (Word, Ent))), None)
    if isinstance(said, Word) and said.fold in _NO and any(
            isinstance(p, Word) and p.fold in _IN for p in pieces[at + 1:]):
        return True   # "Elrondo no, metti Pippino"
    return isinstance(before, Word) and before.fold in SWAP_VERBS and isinstance(after, Word) \
        and after.fold in SWAP_LINKS


def _named_before_not(pieces: tuple[Piece, ...], at: int) -> bool:
    """A name right before the « pas » ahead of `at`, or ending the sentence before it: « Noemie
    pas Leonie », « si jmeurs, Isidore. pas Josephine » (the Chasseur's new shot, then the old)."""
    k = at - 2
    while k >= 0 and isinstance(pieces[k], Sep):
        k -= 1
    return k >= 0 and isinstance(pieces[k], Ent)


def _in_his_place(pieces: tuple[Piece, ...], at: int) -> bool:
    """The name at `at` is the line's first, and a later clause puts another "in his place"
    ("metti Grimaldo al suo posto", « mets Léa à sa place »)."""
    words = [p.fold if isinstance(p, Word) else "" for p in pieces[at + 1:]]
    placed = any(a in ("suo", "sa") and b in ("posto", "place") for a, b in zip(words, words[1:]))
    return placed and not any(isinstance(p, Ent) for p in pieces[:at]) and bool(set(words) & _IN)


def _players(name: Ent) -> list[str]:
    return [m.targets[0] for m in name.matches if m.kind == PLAYER and len(m.targets) == 1]


def past_old(pieces: tuple[Piece, ...], own: set[str]) -> tuple[Ent, ...]:
    """The names of pieces, but for the order's own player named after the new one with a word
    on him ("lo passo a Elrondo... anzi no, a Gollumino, Elrondo l'ha gia' avuto"): he says why
    he is dropped, never a second target ("anzi no Faramiro e Boromiro" keeps both)."""
    names = [(k, p) for k, p in enumerate(pieces) if isinstance(p, Ent)]
    kept = tuple(p for k, p in names if not (own & p.players() and (said_of_him(pieces[k:k + 2]) or any(
        isinstance(w, Word) and w.fold in REMARK_CLITICS for w in pieces[k + 1:k + 2]))))
    return kept if kept and kept[0] is names[0][1] else tuple(p for _, p in names)


def done_already(rest: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """ "no aspetta galadriella l'ho gia' fatta, allora boromiro", « non Kilian je l'ai déjà fait,
    Noemie » a line after the order: the names said done already in their clause (a pronoun and
    "già"), the ones the new name replaces (it replaced the other one of two; orders.replacement,
    orders.refit)."""
    done = []
    for n, piece in enumerate(rest):
        if isinstance(piece, Ent):
            end = next((k for k in range(n + 1, len(rest)) if isinstance(rest[k], (Sep, Ent))), len(rest))
            words = {p.fold for p in rest[n + 1:end] if isinstance(p, Word)}
            if words & _ALREADY and words & REMARK_CLITICS:
                done.append(piece)
    return tuple(done)


# "già", « déjà »: done already, said of a name before them.
_ALREADY = frozenset({"gia", "deja"})
