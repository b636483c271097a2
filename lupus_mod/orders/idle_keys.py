"""A keyword that orders nothing where it stands (orders/scan.py reads it as a word): denied
after it in French (« je regarde pas Kilian »), the object of an idiom (« je ne prends pas le
risque »), a short form that is a common word (« per me va bene Sam »), an interjection (« no
dai »), a deed done to the sender (« Kilian nous regarde »), a purpose (« vado a raccogliere »),
a French past told (« j'ai déjà regardé Baptiste »). Pure.
"""
from __future__ import annotations

from itertools import islice

from lupus_mod.orders.courtesy import THANKS
from lupus_mod.orders.italian import (ARTICLES, FRENCH_ARTICLES, FRENCH_NEGATIONS, FRENCH_OBJECT_PRONOUNS, FRENCH_PLUS_NOT_NO,
                                      FRENCH_REFLEXIVES, IDIOM_TAILS, INTERJECTED, INTERJECTION_LEADS, OBJECT_IDIOMS,
                                      POWER_NOUNS, PURPOSE_PREPOSITIONS, SKIP_TURN)
from lupus_mod.orders.pieces import Ent, Key, Piece, Word
from lupus_mod.orders.text import WORD, Token, fold, tokenize


def orders_nothing(key: Key, line: str, tokens: tuple[Token, ...], after: int, before: list[Piece]) -> bool:
    """The keyword just read (its tokens end at `after`) is a word of the sentence, no order."""
    return _idiom(key, before, tokens, after) or _interjection(key, line, before) \
        or _done_to_sender(key, before) or _purpose(key, before) or _past_told(key, before)


def denied_after(tokens: tuple[Token, ...], after: int) -> bool:
    """ "je regarde pas Kilian", "je ne sauve personne": a keyword denied in French."""
    following = tokens[after].fold if after < len(tokens) else ""
    if following == "plus":
        # "je ne tire plus sur Gaspard", "je regarde plus Kilian": no longer.
        then = tokens[after + 1].fold if after + 1 < len(tokens) else ""
        return then not in FRENCH_PLUS_NOT_NO
    return following in FRENCH_NEGATIONS and following != "ne"


def object_idiom(tokens: tuple[Token, ...], after: int) -> bool:
    """ "je ne prends pas le risque", "jvais pas prendre le risque": the keyword's object makes
    an idiom (OBJECT_IDIOMS), whatever negation stands beside it."""
    following = [t.fold for t in tokens[after:after + 4] if t.fold not in FRENCH_NEGATIONS]
    return len(following) > 1 and following[0] in FRENCH_ARTICLES and following[1] in OBJECT_IDIOMS


def _idiom(key: Key, before: list[Piece], tokens: tuple[Token, ...], after: int) -> bool:
    """A keyword that orders nothing here: a short form that is a common word ("per me va bene
    Sam", "il mio potere va su Sam": the power is the sender's own, not the pass that `va`
    stands for)."""
    following = tokens[after].fold if after < len(tokens) else ""
    if not key.weak:
        return False
    if following in IDIOM_TAILS or before and isinstance(before[-1], Key) and not before[-1].weak:
        return True     # "vado verso il mulino": the common word right after a keyword is its own
    # The last two words before it, looked up from the end (not a list of every word before).
    words = [p for p in islice(reversed(before), 64) if isinstance(p, Word)][:2]
    return any(w.fold in POWER_NOUNS for w in words)


def _done_to_sender(key: Key, before: list[Piece]) -> bool:
    """ "Kilian nous regarde de travers": the verb done to the sender by somebody else is no
    order of his, and the name before it is its subject, not its target."""
    if not before or not isinstance(before[-1], Word) or before[-1].fold not in FRENCH_OBJECT_PRONOUNS:
        return False
    # "je m'unis à Kilian", "nous nous dévorons": reflexive, the sender's own deed.
    subject = before[-2].fold if len(before) > 1 and isinstance(before[-2], Word) else ""
    if (subject, before[-1].fold) in FRENCH_REFLEXIVES:
        return False
    return before[-1].fold != "nous" or not fold(key.written).endswith("ons")


def _past_told(key: Key, before: list[Piece]) -> bool:
    """ "j'ai déjà regardé Baptiste", "jai dévoré Maxence dans la partie d'avant": a French
    past participle after its auxiliary (an adverb or two between) tells what was done, it
    orders nothing (read as an order, it replaced the night's real one)."""
    if not fold(key.written).endswith(("e", "es", "ee", "ees")):
        return False
    # Typed without its accent ("jai regarde Baptiste"), after "j'ai" all the same; "a" (also
    # the Italian "a", the French "à") only before the accent.
    have = _HAVE if key.written.lower().endswith(("é", "ée", "és", "ées")) else _HAVE - {"a"}
    words = [p.fold for p in islice(reversed(before), 4) if isinstance(p, Word)][:3]
    return any(w in have for w in words)


# "j'ai", "jai" (glued, SMS), "on a", "nous avons": the auxiliary of a French past.
_HAVE = frozenset({"ai", "jai", "as", "a", "avons", "avez", "ont", "avais", "avait", "avions"})


def _interjection(key: Key, line: str, before: list[Piece]) -> bool:
    """ "no dai, Boromiro", "dai!", "lascia stare il furto dai": a short form cut off by a comma
    or an exclamation mark, or ending the line, is the word said aloud, not the power (the
    power's names follow it: "do il palantir a Sam"); so is it after "no" or "ma" ("…meglio
    Rosie... no dai Eowyna": the Nazgûl's name taken back, no pass of his)."""
    rest = line[key.end:].lstrip(" ")
    # "passo" alone may be a keyword whose names come a PM later: only the cut-off one skips.
    if not before and fold(key.written) in SKIP_TURN and rest[:1] in {",", "!"}:
        return True
    if not key.weak or rest[:1] in {",", "!"}:
        return key.weak
    words = [t.fold for t in tokenize(rest) if t.kind == WORD]
    if fold(key.written) in INTERJECTED and before and isinstance(before[-1], Word) \
            and before[-1].fold in INTERJECTION_LEADS and words[:1] and words[0] not in ARTICLES:
        return True
    # "lascia stare il furto dai", "… dai 😅", "… dai grazie": nothing of an order after it.
    return fold(key.written) in INTERJECTED and all(w in THANKS for w in words)


def _purpose(key: Key, before: list[Piece]) -> bool:
    """ "vado a raccogliere funghi nel bosco": an infinitive after an order and "a" says what
    the order is for; "sfido Radagasto a duello": the power's own word after its names and "a"
    completes it. The order before it takes the names."""
    if len(before) < 2 or not isinstance(before[-1], Word) or before[-1].fold not in PURPOSE_PREPOSITIONS:
        return False
    last = next((p for p in reversed(before[:-1]) if not isinstance(p, Ent)), None)
    return isinstance(before[-2], Key) and fold(key.written).endswith(("are", "ere", "ire")) \
        or isinstance(last, Key) and last.spec.keyword == key.spec.keyword
