"""A keyword form that is no order by the words right before it: a noun after an article ("il
passo", "la sfida", « le poison ») unless a verb of using names the power ("uso l'alfa"), or a
denial ("non indago", "non lo passo", « pas de poison », « jpeux plus sauver »). Pure; a part
of the scan (orders.scan).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.orders.italian import (ALSO_WORDS, CLITICS, DO_VERBS, FEMININE_ARTICLES, FRENCH_ARTICLES, FRENCH_HELPER_VERBS, FRENCH_NE, FRENCH_NOT_BEFORE,
                                      FRENCH_NOT_THE, FRENCH_SUBJECTS, MASCULINE_ARTICLES, NEGATIONS, NOTHING_LEADS, NOTHING_OF,
                                      REFUSED_AFTER, SUBJECT_PRONOUNS, USE_VERBS)
from lupus_mod.orders.courtesy import THANKS
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.pieces import Piece, Sep, Word
from lupus_mod.orders.text import STRONG, WEAK, Token

if TYPE_CHECKING:
    from lupus_mod.orders.names import NameIndex


def _used(before: list[Piece], takes_nothing: bool) -> bool:
    """ "uso l'alfa", "attivo il mio sacrificio": the noun names the power being used; so does
    "uso anche l'alfa stanotte", "e uso pure l'alfa" (it was talk, the one-time alfa lost in
    silence), and for a power taking nothing "faccio l'alfa", "pronto al sacrificio"; not
    "non sono pronto al sacrificio"."""
    words = list(before)
    while words and isinstance(words[-1], Word) and (
            words[-1].fold in MASCULINE_ARTICLES or words[-1].fold in FEMININE_ARTICLES):
        words.pop()
    if words and isinstance(words[-1], Word) and words[-1].fold in ALSO_WORDS:
        words.pop()
    verbs = USE_VERBS | DO_VERBS if takes_nothing else USE_VERBS
    if not words or not isinstance(words[-1], Word) or words[-1].fold not in verbs:
        return False
    return not any(isinstance(w, Word) and w.fold in NEGATIONS for w in words[-3:-1])


def is_noun(before: list[Piece], form: str, takes_nothing: bool = False) -> bool:
    """ "il passo", "la sfida" are nouns, not orders."""
    last_two = before[-2:]
    if not last_two or not isinstance(last_two[-1], Word):
        return False
    last = last_two[-1].fold
    earlier = last_two[0] if len(last_two) == 2 else None
    clitic = last in CLITICS and isinstance(earlier, Word) and earlier.fold in SUBJECT_PRONOUNS | FRENCH_HELPER_VERBS
    # "le poison", "les potions": French articles; the Italian "le" before a verb in -o is
    # a pronoun ("le passo il palantir").
    if not clitic and (last in MASCULINE_ARTICLES
                       or (last in FEMININE_ARTICLES and form.endswith(("a", "e")))
                       or (last in FRENCH_ARTICLES and not form.endswith(("o", "ò")))):
        return not _used(before, takes_nothing)
    return False


# « mon poison sur Baptiste », « le poison sur Baptiste »: the noun aimed at a player is used on
# him, as « j'empoisonne Baptiste » (the rulebook's Sorcière « peut utiliser ses deux potions »).
AIMED = frozenset({"sur", "su"})


def aimed_at(line: str, tokens: tuple[Token, ...], after: int, index: NameIndex) -> bool:
    """The keyword's noun is followed by « sur » and a player: an order, not a noun talked of
    (« je garde le poison pour demain » stays a noun)."""
    return after + 1 < len(tokens) and tokens[after].fold in AIMED and any(
        m.kind == PLAYER for m in index.entities_at(line, tokens, after + 1))


def refused_after(pieces: tuple[Piece, ...] | list[Piece], n: int) -> bool:
    """ "alfa: no", "sacrificio annullato", "Jolene: salvataggio no": the power's word then a
    refusal (REFUSED_AFTER) that ends its sentence denies it, as "niente alfa" does. Not a tag
    asking ("alfa, no?": "right?"), nor a no before more words ("alfa no aspetta")."""
    # Thanks after it close the sentence all the same ("alfa: no grazie!").
    rest = [p for p in pieces[n + 1:n + 6] if not (isinstance(p, Word) and p.fold in THANKS)][:3]
    if rest and isinstance(rest[0], Sep) and rest[0].kind == WEAK:
        rest.pop(0)
    if not rest or not isinstance(rest[0], Word) or rest[0].fold not in REFUSED_AFTER:
        return False
    return len(rest) == 1 or isinstance(rest[1], Sep) and rest[1].kind == STRONG and not rest[1].question


def negated(before: list[Piece]) -> bool:
    """ "non indago", "non lo passo": the negation stands right before, or one pronoun before.
    "anzi no, niente alfa": "nothing" opening its clause ("se non ci dice niente sbraniamo
    Quercia" is another clause's object). ("nessun attacco" is a noun: `_is_noun`.)"""
    last_two = before[-2:]
    if not last_two or not isinstance(last_two[-1], Word):
        return False
    last = last_two[-1].fold
    earlier = last_two[0] if len(last_two) == 2 else None
    if last in NOTHING_OF and last not in MASCULINE_ARTICLES | FEMININE_ARTICLES and (
            not isinstance(earlier, Word) or earlier.fold in NOTHING_LEADS):
        return True
    if last in FRENCH_NOT_THE and isinstance(earlier, Word) and earlier.fold == "pas":
        return True   # « pas de poison ce soir », « pas d'espionnage », « non pas le poison »
    if last in FRENCH_NOT_BEFORE or (last == "plus" and any(
            isinstance(p, Word) and p.fold in FRENCH_NE | _SMS_MODALS for p in before[-4:-1])):
        return True   # "On ne va pas dévorer Kilian": the helper verb's "ne … pas"; « jpeux plus sauver »
    if last in _MODALS and any(isinstance(p, Word) and p.fold in NEGATIONS for p in before[-4:-1]):
        return True   # "pellerossa nn si può reclutare", "non posso proteggerlo"
    return last in NEGATIONS or (isinstance(earlier, Word) and earlier.fold in NEGATIONS
                                 and last not in FRENCH_SUBJECTS)   # « en fait non je garde ma potion »


# « jpeux plus sauver », « jveux plus regarder »: the SMS helper verb, its "ne" dropped.
_SMS_MODALS = frozenset({"jpeux", "jveux", "jvais", "jdois", "peux", "peut"})
# Helper verbs between "non" and the keyword's infinitive.
_MODALS = frozenset({"puo", "posso", "puoi", "possiamo", "devo", "deve", "voglio", "vuole", "vogliamo"})
