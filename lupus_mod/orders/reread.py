"""A line's pieces read again as a whole, where a word changes what the pieces around it are: a
keyword denied of one name then "ma" and another ("non sfido Nazgul ma Grima": the order on
Grima), or names denied after the keyword ("sfido non Nazgul ma Grima"), an item kept ("passo il palantir a Gala, lo specchio invece lo tengo": the specchio is no
second pass, "tengo" no misspelt name), the courtesies around the line dropped ("Ciao master,",
"grazie!": orders.courtesy). Pure: the pieces `scan.scan_line` gives in, the pieces
`line.read_line` reads out. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.courtesy import AFTERTHOUGHTS, GREETINGS, POSTSCRIPTS, THANKS
from lupus_mod.orders.italian import BUT_INSTEAD, KEEP_VERBS, NEGATIONS, OPENERS
from lupus_mod.orders.model import ITEM, PLAYER
from lupus_mod.orders.resting import turn_let_go
from lupus_mod.orders.scan import CORRECTION, SET_ASIDE, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.text import STRONG, fold


def reread(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    return tuple(_kept_items(_denied_names(_but_instead(_kept_player(list(turn_let_go(without_courtesy(pieces))))))))


def _kept_player(pieces: list[Piece]) -> list[Piece]:
    """ "finalement je garde Kilian": a keeping word that is a power's keyword (the Voleur's
    « garde », which takes a card) right before a player keeps that player as the target, as
    « je reste sur Kilian » does; it is no card taken. Before another power's word, « je garde
    le poison pour demain » keeps what that power spends: both are words (orders.take_back)."""
    found = list(pieces)
    for n, piece in enumerate(pieces):
        if isinstance(piece, Key) and fold(piece.written) in KEEP_VERBS:
            at = next((k for k in range(n + 1, len(pieces)) if not (isinstance(pieces[k], Word)
                                                                     and pieces[k].filler)), None)
            after = pieces[at] if at is not None else None
            if isinstance(after, Ent) and after.matches[0].kind == PLAYER or isinstance(after, Key):
                found[n] = Word(piece.written, fold(piece.written), filler=False)
            if isinstance(after, Key) and at is not None:
                found[at] = Word(after.written, fold(after.written), filler=False)
    return found


def _but_instead(pieces: list[Piece]) -> list[Piece]:
    """ "non sfido Nazgul ma Grima", "je ne regarde pas Kilian mais Baptiste": a keyword denied
    of some names, then "ma"/"mais" and other names, in one sentence, is the order on those:
    the keyword stands again, and the names denied are one word read as no target."""
    for n, piece in enumerate(pieces):
        but = _but_at(pieces, n) if isinstance(piece, Word) and piece.denied else None
        if but is not None:
            return [*pieces[:n], piece.denied, _set_aside(pieces[n + 1:but + 1]), *_but_instead(pieces[but + 1:])]
    return pieces


def _denied_names(pieces: list[Piece]) -> list[Piece]:
    """ "indago non Gollum ma Nazgul", "il palantir nn a Boromiro ma a Merrino": a no right after
    the order's keyword or its item, before names only, then "ma" and other names, in one
    sentence, is the order on those, the names denied one word read as no target (it offered
    the name denied first, or read the line as talk)."""
    for n, piece in enumerate(pieces):
        but = _but_at(pieces, n) if isinstance(piece, Word) and piece.fold in NEGATIONS \
            and _after_order(pieces, n) else None
        if but is not None and all(isinstance(p, Ent) or isinstance(p, Word) and p.filler
                                   for p in pieces[n + 1:but]):
            return [*pieces[:n], _set_aside(pieces[n:but + 1]), *pieces[but + 1:]]
        end = _denied_last(pieces, n)
        if end is not None:     # the comma before the no goes with it
            return [*pieces[:n - 1], _set_aside(pieces[n:end]), *pieces[end:]]
    return pieces


def _denied_last(pieces: list[Piece], n: int) -> int | None:
    """ "il palantir a Merrino, non a Boromiro": on a line opening with an item, a no after a
    comma closing its recipient, then names only to the end of the sentence: where they end
    (those names are no second recipient, offered first); None else. (After a keyword the
    order reads them so already, and « je regarde Kilian, non Baptiste » is French's no.)"""
    opening = next((p for p in pieces if isinstance(p, (Key, Said, Ent))), None)
    if not (isinstance(pieces[n], Word) and pieces[n].fold in NEGATIONS and n > 1
            and isinstance(pieces[n - 1], Sep) and pieces[n - 1].kind != STRONG and isinstance(pieces[n - 2], Ent)
            and _item(opening)):
        return None
    end = next((k for k in range(n + 1, len(pieces)) if isinstance(pieces[k], Sep)), len(pieces))
    rest = pieces[n + 1:end]
    return end if any(isinstance(p, Ent) for p in rest) and all(
        isinstance(p, Ent) or isinstance(p, Word) and p.filler for p in rest) else None


def _after_order(pieces: list[Piece], at: int) -> bool:
    """The piece before `at` (words around orders aside) is a keyword or an item."""
    before = next((p for p in reversed(pieces[:at]) if not (isinstance(p, Word) and p.filler)), None)
    return isinstance(before, (Key, Said)) or _item(before)


def _item(piece: Piece | None) -> bool:
    return isinstance(piece, Ent) and any(m.kind == ITEM for m in piece.matches)


def _but_at(pieces: list[Piece], n: int) -> int | None:
    """The "ma" (or the comma before names alone) after the names that follow `n`, in its
    sentence, when names follow it; None else."""
    end = next((k for k in range(n + 1, len(pieces)) if isinstance(pieces[k], (Key, Said))
                or isinstance(pieces[k], Sep) and pieces[k].kind == STRONG), len(pieces))
    but = next((k for k in range(n + 1, end) if isinstance(pieces[k], Word)
                and pieces[k].fold in BUT_INSTEAD or _names_close(pieces, k, end)), None)
    after = next((p for p in pieces[but + 1:end] if not isinstance(p, Sep)
                  and not (isinstance(p, Word) and p.filler)), None) if but else None
    return but if isinstance(after, Ent) and any(isinstance(p, Ent) for p in pieces[n + 1:but]) else None


def _set_aside(pieces: list[Piece]) -> Word:
    """The names denied, and their "ma", as one word read as no target."""
    return Word(" ".join(p.text for p in pieces if isinstance(p, (Word, Ent))), "", filler=True, aside=SET_ASIDE)


def _names_close(pieces: list[Piece], at: int, end: int) -> bool:
    """ "je regarde pas Kilian, Baptiste": a comma after the names denied, then names alone to
    the end of the sentence, says "but" as "mais" does."""
    rest = [p for p in pieces[at + 1:end] if not (isinstance(p, Word) and p.filler)]
    return isinstance(pieces[at], Sep) and pieces[at].kind != STRONG and bool(rest) \
        and all(isinstance(p, Ent) for p in rest)


def _kept_items(pieces: list[Piece]) -> list[Piece]:
    """ "lo specchio invece lo tengo", "tengo lo specchio": an item right before a keeping word
    (pronouns and a correction word between) or right after it is kept, no item of an order;
    the keeping word is no name either. ("lo specchio me lo tengo" after a pass still takes it
    back: orders.take_back reads the keeping word.)"""
    found = list(pieces)
    for n, piece in enumerate(pieces):
        if not (isinstance(piece, Word) and piece.fold in KEEP_VERBS):
            continue
        kept = [k for k in (_item_near(pieces, n, -1), _item_near(pieces, n, 1)) if k is not None]
        for k in kept:
            found[k] = Word(pieces[k].text, "", filler=True)
        if kept:
            found[n] = Word(piece.text, piece.fold, filler=True)
    return found


def _item_near(pieces: list[Piece], at: int, step: int) -> int | None:
    """The position of the item next to `at` going by `step`, past words around orders (and,
    going back, a correction word: "lo specchio invece lo tengo"); None if another piece
    comes first."""
    n = at + step
    while 0 <= n < len(pieces):
        piece = pieces[n]
        if isinstance(piece, Ent):
            return n if any(m.kind == ITEM for m in piece.matches) else None
        if not (isinstance(piece, Word) and piece.filler or step < 0 and isinstance(piece, Sep)
                and piece.kind == CORRECTION):
            return None
        n += step
    return None


def without_courtesy(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces without a leading clause of greetings (up to its separator) or of an
    afterthought's lead-in ("ah dimenticavo, …", "ps …": orders.courtesy), and without the
    thanks that close the line (its last stop kept, a question mark never passed); a line of
    courtesies only is left as it is (it is talk)."""
    start = 0
    while True:     # "Salut MJ, bonsoir, …": each leading clause of greetings, with its separator
        at = start
        while at < len(pieces) and _courtesy(pieces[at], GREETINGS):
            at += 1
        lead = at   # an afterthought's lead-in only as a clause of its own, up to its separator
        # ("Ok allora dimenticavo: …": the opening words before it are of its clause.)
        while lead < len(pieces) and _courtesy(pieces[lead], GREETINGS | AFTERTHOUGHTS | OPENERS):
            lead += 1
        # (Opening words before a correction are no lead-in: "Ok allora anzi Grima" corrects.)
        opened = any(isinstance(p, Word) and p.fold in OPENERS for p in pieces[at:lead])
        at = lead if lead < len(pieces) and isinstance(pieces[lead], Sep) \
            and not (opened and pieces[lead].kind == CORRECTION) else at
        if at < len(pieces) - 1 and _courtesy(pieces[at], POSTSCRIPTS):
            at += 1     # "ps metto Grima": the mark and the words before it, no comma needed
            start = at + isinstance(pieces[at], Sep)
            continue
        if at > start and at < len(pieces) and isinstance(pieces[at], Sep):
            start = at + 1
            continue
        start = at
        break
    end = len(pieces)
    while end > start and (_courtesy(pieces[end - 1], THANKS)
                           or isinstance(pieces[end - 1], Sep) and not pieces[end - 1].question
                           and not pieces[end - 1].said_no    # « … euh non, merci »: the no stays
                           # "…ma ci ho ripensato Grazie!": the change of mind stays
                           and pieces[end - 1].kind != CORRECTION):
        end -= 1
    if not any(isinstance(p, Word) for p in pieces[end:]):
        end = len(pieces)     # no thanks: the line's own stops stay
    if end <= start or not start and end == len(pieces):
        return pieces
    stop = pieces[-1:] if end < len(pieces) and isinstance(pieces[-1], Sep) else ()
    return pieces[start:end] + stop


def _courtesy(piece: Piece, words: frozenset[str]) -> bool:
    return isinstance(piece, Word) and piece.fold in words


def unstopped(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces without the line's closing stops ("…, annullo.", "No, Nazgul!"), which end no
    clause of their own; a question mark stays."""
    end = len(pieces)
    while end and isinstance(pieces[end - 1], Sep) and not pieces[end - 1].question:
        end -= 1
    return pieces[:end]
