"""A line of resting or letting one's turn go ("stanotte riposo", "passo il turno", "salto il
turno", "ho cambiato idea, stanotte passo", « ce soir je passe mon tour », « non attends, pas ce soir », "non uso il potere
stanotte", « je n'utilise pas mon pouvoir », « pas d'action ce soir », "resto a casa"): it takes back the
sender's orders as "niente" does (orders.take_back). It read as talk, or as Lupus of the Rings'
item pass short of its item, while the order it took back was applied. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.italian import FRENCH_NEGATIONS, LATER_WORDS, NEGATIONS, NOTHING, POWER_NOUNS, REST, TONIGHT
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Word
from lupus_mod.orders.text import fold

# "stanotte riposo", "ce soir rien": resting tonight, and the words around it.
RESTING = REST | TONIGHT | NOTHING | {"ce", "dai", "allora", "alla", "fine", "je", "me", "mi", "faccio", "fais"}
# « on mange Kilian. nan on fait rien ce soir », « finalement je fais rien »: the doing that
# "nothing" is said of, no name beside it (orders.reading).
DOING = frozenset({"fais", "fait", "faisons", "faire", "on", "faccio", "facciamo", "fare"})
# Letting the turn go; "passo" is also the keyword of handing an item, which the line names none of.
_PASS_TURN = frozenset({"passo", "salto", "passe", "saute", "pass", "skip"})
_TURN = frozenset({"turno", "giro", "tour", "turn"})
# "nessuna azione stanotte", « pas d'action ce soir », « aucune action »
_ACTION = frozenset({"azione", "azioni", "action", "actions"})
_NO = frozenset({"nessuna", "niente", "pas", "aucune", "no"})
# "resto a casa", « je reste chez moi »: staying home, going nowhere.
_STAY = frozenset({"resto", "rimango", "sto", "reste"})
_HOME = frozenset({"casa", "maison"})
_AT_HOME = frozenset({"chez", "moi"})     # « chez moi »: not « moi » alone ("moi je reste sur Kilian")
# "meglio aspettare domani", "meglio aspettare la prossima notte x sparare", "rimando a domani":
# the power put off to a later night (`LATER_WORDS`), tonight let go (orders.not_done denies
# the keyword such a clause holds).
PUT_OFF = frozenset({"aspettare", "aspetto", "aspettiamo", "rimando", "rimandare", "rimandiamo",
                     "rinvio", "rinviare", "attendre", "attends", "attendons"})
PUT_OFF_TALK = PUT_OFF | LATER_WORDS | {"meglio", "preferisco", "notte", "nuit", "sera", "volta", "mieux"}
# "ho cambiato idea, stanotte passo": why, before it.
_WHY = frozenset({"cambiato", "idea", "avis"}) | REPLACE_WORDS


# « non attends, pas ce soir », « pas cette nuit »: not tonight, the power's night let go.
_NOT_TONIGHT = frozenset({"pas"})


# "non uso il potere", "non voglio più usare il mio potere", « je n'utilise pas mon pouvoir »
_USE = frozenset({"uso", "usare", "usero", "utilizzo", "utilizzare", "utilizzero", "utilise",
                  "utiliser", "utiliserai", "sers", "servir"})
# The player's power, not a potion or an item (which a keeping word takes back: orders.take_back).
_POWER = POWER_NOUNS - {"potion", "potions", "pozione"}


def rests(pieces: tuple[Piece, ...]) -> bool:
    """The line rests tonight or lets its turn go, and says nothing else but whom it leaves for
    a later night ("Bacco domani, stanotte riposo")."""
    pieces = _later_names_aside(pieces)
    # "resto a casa": "resto" is a place's word too (Acchiappastreghe's `resto al prato`).
    if any(isinstance(p, (Ent, Said)) or isinstance(p, Key) and fold(p.written) not in _PASS_TURN | _STAY
           for p in pieces):
        return False
    said = {fold(p.written) if isinstance(p, Key) else p.fold for p in pieces if isinstance(p, (Key, Word))}
    talk = {p.fold for p in pieces if isinstance(p, Word) and not p.filler} - _PASS_TURN
    resting = said & REST or said & _PASS_TURN and said & (_TURN | TONIGHT) or said & _ACTION and said & _NO \
        or said & _STAY and (said & _HOME or _AT_HOME <= said) or said & PUT_OFF and said & LATER_WORDS \
        or _NOT_TONIGHT <= said and said & TONIGHT
    return bool(resting) and talk <= RESTING | _TURN | _WHY | _ACTION | _NO | _STAY | _HOME | _AT_HOME \
        | PUT_OFF_TALK | {"d", "di", "a"}


def _later_names_aside(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces without the names beside a later night's word and those words ("Bacco
    domani", « demain Kilian »), when the line also says tonight: what it leaves for later."""
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    if not folds & TONIGHT or not folds & LATER_WORDS:
        return pieces
    later = {n for n, p in enumerate(pieces) if isinstance(p, Word) and p.fold in LATER_WORDS}
    beside = {n for n, p in enumerate(pieces) if isinstance(p, Ent) and later & {n - 1, n + 1}}
    return tuple(p for n, p in enumerate(pieces) if n not in later | beside) if beside else pieces


def power_unused(pieces: tuple[Piece, ...]) -> tuple[str, ...] | None:
    """ "non uso il potere stanotte" (), "non uso il potere su Gollum" ("Gollum",): a verb of
    using, denied, then the power, ordering nothing; the players it is denied of. None when the
    line says no such thing ("non so se uso il potere" is unsure: its negation is not the verb's)."""
    if any(isinstance(p, (Said, Key)) for p in pieces):
        return None
    pieces = _answered(pieces)
    if any(getattr(p, "question", False) for p in pieces):
        return None
    words = [p.fold for p in pieces if isinstance(p, Word)]
    for n, word in enumerate(words):
        # "allora nn lo uso stanotte": the power (or the role) said with a pronoun before the verb.
        if word in _USE and (_POWER & set(words[n + 1:n + 4]) or n and words[n - 1] in _IT):
            near = set(words[max(0, n - 3):n]) | set(words[n + 1:n + 2])
            if near & (NEGATIONS | FRENCH_NEGATIONS) and not _UNSURE & set(words[:n]):
                return tuple(m.targets[0] for p in pieces if isinstance(p, Ent)
                             for m in p.matches[:1] if m.kind == PLAYER and len(m.targets) == 1)
            return None
    return None


_IT = frozenset({"lo", "la", "l", "li"})


def _answered(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The words after the line's last question, when words follow it: "lo sciamano si usa una
    volta sola vero? allora nn lo uso stanotte" answers itself."""
    asked = max((n for n, p in enumerate(pieces) if getattr(p, "question", False)), default=None)
    rest = pieces[asked + 1:] if asked is not None else ()
    return rest if any(isinstance(p, Word) for p in rest) else pieces


# "non so se uso il potere": a doubt said, no take-back.
_UNSURE = frozenset({"so", "sais", "sai", "se", "si"})


def turn_let_go(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The line's pieces with "passo" of "passo il turno" a word, no item pass short of its item."""
    if not rests(pieces):
        return pieces
    return tuple(Word(p.written, fold(p.written), filler=False) if isinstance(p, Key) else p for p in pieces)
