"""The powers a line denies ("non lo salvo", "indago nessuno", « pas de poison », « Kilian je le
regarde plus ») and the players named after each denial: what a withdrawal takes back
(orders.take_back); and the player named before a denial its pronoun stands for. Pure.
"""
from __future__ import annotations

from lupus_mod.orders.italian import CLITICS, FRENCH_NE, FRENCH_NEGATIONS, FRENCH_NOT_BEFORE, FRENCH_NOT_THE, FRENCH_SUBJECTS, NEGATIONS, NOBODY, NOTHING_LEADS, NOTHING_OF
from lupus_mod.orders.keyword_denied import refused_after
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.not_done import not_done, wish_reported
from lupus_mod.orders.renounce import renounced
from lupus_mod.orders.scan import Ent, Key, Piece, Sep, Word
from lupus_mod.orders.text import WEAK, tokenize


def denied_keywords(pieces: tuple[Piece, ...], index: NameIndex
                     ) -> tuple[tuple[str, ...], int, tuple[str, ...]] | None:
    """(powers denied, where, players they are denied on): a keyword the scan turned into a
    word because a negation stands before it or "nessuno"/"personne"/"pas" after it, or a
    keyword whose target is "nessuno" ("indago nessuno")."""
    denials = _denials(pieces, index)
    at = denials[-1][0] if denials else -1
    return (tuple(dict.fromkeys(k for _, k in denials)), at, _denied_on(pieces, denials)) if denials else None


def denied_of(pieces: tuple[Piece, ...], index: NameIndex) -> frozenset[str]:
    """The players a power is denied on ("nn salvo Jolene", "Jolene nn la salvo"): no new
    target of another order."""
    return frozenset(_denied_on(pieces, _denials(pieces, index)))


def _denied_on(pieces: tuple[Piece, ...], denials: list[tuple[int, str]]) -> tuple[str, ...]:
    """The players each denial is said of: named before it, its object pronoun standing for
    them ("Jolene nn la salvo", "Wyatt, non lo rapisco"), or after it to its clause's end or
    the next denial ("non indago Sam non indago Bea": one pass, not one to the line's end from
    every denial)."""
    ends = [*(n for n, _ in denials[1:]), len(pieces)]
    return tuple(name for (n, _), end in zip(denials, ends)
                 for name in (*_resumed(pieces, n), *_clause_names(pieces, n + 1, end)))


def _denials(pieces: tuple[Piece, ...], index: NameIndex) -> list[tuple[int, str]]:
    """Where each power is denied on the line, and its keyword."""
    denials: list[tuple[int, str]] = []
    # The first piece after each one that is no filler, found in one pass from the end (a
    # look ahead from every word would cost the square of a long line).
    after: list[Piece | None] = [None] * len(pieces)
    for n in range(len(pieces) - 2, -1, -1):
        nxt = pieces[n + 1]
        after[n] = after[n + 1] if isinstance(nxt, Word) and nxt.filler and nxt.fold not in NOBODY else nxt
    for n, piece in enumerate(pieces):
        before = [p for p in pieces[max(0, n - 2):n] if isinstance(p, Word)]
        nobody = isinstance(after[n], Word) and after[n].fold in NOBODY | FRENCH_NEGATIONS
        # « Kilian je le regarde plus »: the scan denied the keyword for its "no longer".
        no_longer = isinstance(after[n], Word) and after[n].fold == "plus"
        keyword = (piece.spec.keyword if isinstance(piece, Key) and nobody else
                   keyword_of(piece, index) if isinstance(piece, Word) and piece.filler
                   and (nobody or no_longer or _negation_in(before) or refused_after(pieces, n)
                        or piece.denied and renounced(piece.denied, pieces[:n])
                        or _nothing_opens(pieces[max(0, n - 2):n]) or not_done(pieces, n))
                   else None)
        if keyword and not wish_reported(pieces, n):
            denials.append((n, keyword))
    return denials


def _negation_in(before: list[Word]) -> bool:
    """A negation among the two words before a keyword's form, but not a French « non » before
    the subject (« en fait non je garde ma potion »: no, and then what is kept); the helper
    verb's « pas » too (« jveux pas sauver kilian »: read as talk, the night waited for her)."""
    return any(w.fold in FRENCH_NE | FRENCH_NOT_BEFORE or w.fold in NEGATIONS and not (
        after is not None and after.fold in FRENCH_SUBJECTS) for w, after in zip(before, [*before[1:], None]))


def _nothing_opens(before: tuple[Piece, ...]) -> bool:
    """ "anzi no, niente alfa stanotte", « pas de poison »: "nothing" right before the power's
    word, opening its clause (orders.scan reads the word as denied, not as an order)."""
    words = [p.fold if isinstance(p, Word) else "" for p in before]
    if len(words) > 1 and words[-2] == "pas" and words[-1] in FRENCH_NOT_THE:
        return True     # « pas de poison ce soir », « non pas le poison » (orders.scan reads it the same way)
    return bool(before) and isinstance(before[-1], Word) and before[-1].fold in NOTHING_OF \
        and not (len(before) > 1 and isinstance(before[-2], Word) and before[-2].fold not in NOTHING_LEADS)


def keyword_of(word: Word, index: NameIndex) -> str | None:
    """The power a keyword form written as a plain word names ("non lo salvo": salvo)."""
    tokens = tokenize(word.text)
    if not tokens:
        return None
    found = (index.keyword_at(word.text, tokens, 0, derived=False)
             or index.keyword_at(word.text, tokens, 0, derived=True))
    return found.targets[0] if found and found.end == len(tokens) else None


def _resumed(pieces: tuple[Piece, ...], at: int) -> list[str]:
    """The player named before the denial at `at`, its object pronoun and negations between
    (a comma after the name)."""
    k = at - 1
    if k < 1 or not isinstance(pieces[k], Word) or pieces[k].fold not in CLITICS:
        return []
    k -= 1
    while k >= 0 and isinstance(pieces[k], Word) and pieces[k].fold in NEGATIONS:
        k -= 1
    k -= k > 0 and isinstance(pieces[k], Sep) and pieces[k].kind == WEAK
    return _clause_names(pieces, k, k + 1) if k < at - 2 and k >= 0 else []


def _clause_names(pieces: tuple[Piece, ...], start: int, end: int) -> list[str]:
    """The players named from `start` to the clause's end, before `end` ("non indago Sam,
    ...": Sam)."""
    names = []
    for piece in pieces[start:end]:
        if isinstance(piece, (Sep, Key)):
            break
        if isinstance(piece, Ent):
            names += [m.targets[0] for m in piece.matches if len(m.targets) == 1][:1]
    return names
