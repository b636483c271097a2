"""Keeping what an order would spend or give away: "Je garde ma potion de vie pour plus tard"
(the potion not used: the phrase's power denied), "lo specchio me lo tengo" (the pass taken back,
asked by orders.take_back), leaving things as they are ("anzi no lascia così": no take-back), and
keeping that is chat ("la pipa la tengo in tasca", "lo tengo d'occhio"). Pure: the line's pieces in. Words are folded.
"""
from __future__ import annotations

from typing import Iterable, Sequence

from lupus_mod.orders.change_words import ANNUL_WORDS
from lupus_mod.orders.italian import (CLITICS, FEMININE_ARTICLES, FRENCH_ARTICLES, FRENCH_NEGATIONS, KEEP_VERBS,
                                      MASCULINE_ARTICLES, NEGATIONS, POWER_NOUNS, WASTE_VERBS)
from lupus_mod.orders.model import ITEM
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Key, Piece, Said, Word
from lupus_mod.orders.text import WORD, fold, tokenize

# "la pipa", "mon chat", "il mio cane": the words before a noun of the line's own.
_DETERMINERS = MASCULINE_ARTICLES | FEMININE_ARTICLES | FRENCH_ARTICLES | {"un", "une", "ma", "ta", "sa"}
# "lo tengo d'occhio", "la tengo a mente", "ne tengo conto", "je le garde à l'œil", "je la
# garde en tête": keeping someone in mind, no item kept.
_KEPT_IN_MIND = frozenset({"occhio", "mente", "presente", "bada", "conto", "considerazione",
                           "oeil", "œil", "tete", "esprit", "memoire"})


def spared_at(pieces: tuple[Piece, ...]) -> int | None:
    """ "cmq se Klondike è già morto x i lupi il colpo nn lo sprecare": the index of a word of
    wasting denied (a negation at most two words before it), on a line without an order: the
    sender keeps the power his order would spend (read as talk, her one shot was spent); None
    else."""
    if any(isinstance(p, (Key, Said)) for p in pieces):
        return None
    words = [(n, p) for n, p in enumerate(pieces) if isinstance(p, Word)]
    return next((n for k, (n, w) in enumerate(words) if w.fold in WASTE_VERBS
                 and any(x.fold in NEGATIONS | FRENCH_NEGATIONS for _, x in words[max(0, k - 2):k])), None)


def kept_phrase(pieces: tuple[Piece, ...], at: int) -> bool:
    """ "Je garde ma potion de vie pour plus tard": a keeping word right before the phrase at
    `at` (the words around orders between aside) keeps what the phrase's power would spend;
    so does a word of annulment (« j'annule la potion de vie » was the save ordered again)."""
    return _keeping_in(reversed(pieces[:at])) or _keeping_in(pieces[at + 1:])


def _keeping_in(pieces: Iterable[Piece]) -> bool:
    """A keeping word first in `pieces`, past the words around orders: « la potion de mort je
    la garde » keeps it after the phrase."""
    for piece in pieces:
        written = piece.written if isinstance(piece, Key) else piece.fold if isinstance(piece, Word) else ""
        if fold(written) in KEEP_VERBS | ANNUL_WORDS:
            return True
        if not (isinstance(piece, Word) and piece.filler):
            return False
    return False


def kept_of_its_own(words: list[Word], index: NameIndex) -> bool:
    """Keeping said of what the line names itself, no item of the game ("la pipa la tengo in
    tasca": the pronoun is the pipe's), or an idiom of keeping in mind ("lo tengo d'occhio",
    "la tengo a mente", "je le garde à l'œil"): chat about something else, no take-back. A
    noun close to an item's name ("il palantr lo tengo") may be the item misspelt: not chat."""
    keeping = next(n for n, w in enumerate(words) if w.fold in KEEP_VERBS)
    # A keyword written as a noun ("la protezione la tengo per domani") is scanned as a filler
    # word, and "la pozione", "ma potion" name what a power spends: those are no noun of chat.
    nouns = [w for before, w in zip(words[:keeping], words[1:keeping]) if before.fold in _DETERMINERS
             and not w.filler and w.fold not in CLITICS | POWER_NOUNS]
    return any(w.fold in _KEPT_IN_MIND for w in words[keeping + 1:]) or bool(nouns) and not any(
        index.suggest(w.text, ITEM) for w in nouns)


def keeps_a_power(text: str) -> bool:
    """ "Je garde ma potion pour plus tard": a keeping word and what a power spends (a potion, a
    power) on the line. Said without an order standing, the sender declines for now: talk, not
    an order of the power whose keyword "garde" also is (the Voleur's, docs/rulings/thiercelieux.md)."""
    words = {t.fold for t in tokenize(text) if t.kind == WORD}
    return bool(words & KEEP_VERBS) and bool(words & POWER_NOUNS)


# "lascia così", « laisse comme ça »: leaving, then "as it is".
_LEAVE = frozenset({"lascia", "lascio", "lasciamo", "lasciate", "laisse", "laissons", "laissez"})
_AS_IT_IS_WORDS = frozenset({"cosi", "com", "comme", "ca", "tale", "quale"})


def left_as_it_is(words: Sequence[Piece]) -> bool:
    """ "lascia così", "lascia com'è", "lasciamo tutto così", « laisse comme ça »: a word of
    leaving, then within two words one of "as it is" — nothing taken back."""
    folds = [w.fold for w in words if isinstance(w, Word)]
    return any(f in _LEAVE and set(folds[n + 1:n + 3]) & _AS_IT_IS_WORDS for n, f in enumerate(folds))


def kept_powers(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """ « je garde le poison pour l'instant », « je garde ma potion »: a keeping word that is
    also a keyword (the Voleur's `garde`) right before another power's word or what a power
    spends keeps that, takes nothing: the keeping word is no order, the power's word its kept
    phrase (`kept_phrase`: that power declined)."""
    found = list(pieces)
    for n, piece in enumerate(pieces):
        if _noun_kept(pieces, n):
            # "gli spiriti li tengo x + avanti" (`spiriti`: the Sciamano's `consulto`): the power
            # kept for later, its phrase, as "la pozione la tengo" (it was read as `consulto tengo`).
            found[n] = Said((piece.spec.keyword,), piece.written, piece.end)
        if not isinstance(piece, Key) or fold(piece.written) not in KEEP_VERBS:
            continue
        at = next((k for k in range(n + 1, len(pieces)) if not (
            isinstance(pieces[k], Word) and pieces[k].filler and pieces[k].fold not in POWER_NOUNS)), None)
        kept = pieces[at] if at is not None else None
        if isinstance(kept, Key) and kept.spec.keyword != piece.spec.keyword:
            found[at] = Said((kept.spec.keyword,), kept.written, kept.end)
        elif not (isinstance(kept, Said) or isinstance(kept, Word) and kept.fold in POWER_NOUNS):
            continue
        found[n] = Word(piece.written, fold(piece.written), True)
    return tuple(found)


def _noun_kept(pieces: tuple[Piece, ...], n: int) -> bool:
    """A keyword written as a noun, after an article, then a pronoun of it and a keeping word
    ("gli spiriti li tengo"): what the power spends, kept."""
    piece, before, after = pieces[n], pieces[n - 1] if n else None, pieces[n + 1:n + 3]
    return isinstance(piece, Key) and isinstance(before, Word) and before.fold in _DETERMINERS | CLITICS \
        and len(after) == 2 and isinstance(after[0], Word) and after[0].fold in CLITICS \
        and isinstance(after[1], Word) and after[1].fold in KEEP_VERBS
