"""A line of second thoughts only ("ci ho ripensato", "aspetta ci penso", « attends, je
réfléchis »), or a correction whose words name nothing known ("anzi in palude"): the sender may
change an order and has not said how. Pure: a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.change_words import (FIRST_MESSAGE, MESSAGE_WORDS, MISTAKE_TALK, MISTAKES, REPLACE_WORDS,
                                           WITHDRAWAL_TALK)
from lupus_mod.orders.courtesy import THANKS
from lupus_mod.orders.italian import LATER_TIME_WORDS, STAYING_ALIVE
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.resting import PUT_OFF_TALK
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.take_back import HESITATION
from lupus_mod.orders.text import holds_phrase

# "ci ho ripensato", "aspetta, ci penso", "attends, je réfléchis": second thoughts announced.
_THINKING = frozenset({"ci", "ho", "penso", "pensarci", "ripenso", "sto", "pensando", "fammi",
                       "je", "j", "y", "reflechis", "reflechir", "pense", "laisse", "moi",
                       # "je me suis trompée", "jme suis gouré": a slip owned, the name unsaid.
                       "me", "m", "jme", "suis", "sono", "mi",
                       # « j'ai changé d'avis », the French "ho cambiato idea".
                       "ai", "d", "avis"})


def second_thoughts(pieces: tuple[Piece, ...]) -> bool:
    """A line of second thoughts only ("ci ho ripensato", "aspetta ci penso"), or a correction
    whose words name nothing known ("anzi in palude"): the sender may change an order and has
    not said how, or not in words the reader knows."""
    words = [p for p in pieces if isinstance(p, Word) and not p.filler]
    if any(isinstance(p, (Ent, Key, Said)) for p in pieces):
        return False
    corrects = any(isinstance(p, Sep) and p.kind == CORRECTION for p in pieces)
    if words and corrects:
        return True   # "anzi in palude": a correction whose new word names nothing known
    said = corrects or any(isinstance(p, Word) and p.fold in REPLACE_WORDS for p in pieces)
    # "ah, ci ho ripensato": the hesitations of "no aspetta" are no new word either; nor is a
    # later night ("no aspetta, meglio la prossima": talk, and the once-only Alfa spent).
    return said and all(w.fold in REPLACE_WORDS | _THINKING | HESITATION | _TARGET_NOUNS | PUT_OFF_TALK
                        | LATER_TIME_WORDS for w in words)


def names_alone(pieces: tuple[Piece, ...]) -> bool:
    """ "Grima", "Grima!", "Grima grazie": players' names and nothing else but thanks, the line
    after "ho cambiato idea" giving the name the change left unsaid (orders.parse reads the two
    as one line, "ho cambiato idea. Grima")."""
    if any(isinstance(p, (Key, Said)) for p in pieces):
        return False
    words = {p.fold for p in pieces if isinstance(p, Word) and not p.filler}
    names = [p for p in pieces if isinstance(p, Ent)]
    return bool(names) and not words - THANKS and all(m.kind == PLAYER for p in names for m in p.matches)


def message_disowned(pieces: tuple[Piece, ...]) -> bool:
    """A line calling an earlier message a mistake, naming nothing else (« mon premier message
    était une erreur »): its order taken back, or a correction still to come; the GM asks."""
    if any(isinstance(p, (Ent, Key, Said)) for p in pieces):
        return False
    folds = {p.fold for p in pieces if isinstance(p, Word) and not p.filler}
    return bool(folds & (MESSAGE_WORDS | FIRST_MESSAGE) and folds & MISTAKES) and folds <= WITHDRAWAL_TALK | MISTAKE_TALK


# "scusa ho sbagliato persona", « oups je me suis trompée de cible »: the slip is the target's,
# and the line says not whom he meant.
_TARGET_NOUNS = frozenset({"persona", "nome", "giocatore", "bersaglio", "target", "tizio", "player",
                           "personne", "joueur", "joueuse", "cible", "nom", "mauvaise", "mauvais"})


def stays_alive(pieces: tuple[Piece, ...]) -> bool:
    """ "mmm no, se muore zorg pazienza, io resto vivo": the sender keeps his life, without a
    keyword: a power giving it (the Generale's `sacrifico`) may be taken back (asked, the
    take-back first; it was talk, and he died for his Leader against his last word)."""
    return not any(isinstance(p, (Key, Said)) for p in pieces) and holds_phrase(
        [p.fold for p in pieces if isinstance(p, Word)], STAYING_ALIVE)
