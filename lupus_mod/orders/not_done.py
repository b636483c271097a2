"""A power named as a thing the sender will not do, skips or puts off: "l'associazione nn la
faccio", "non faccio l'indagine", "l'indagine la salto", « je fais pas la potion », "aspetta a
prelevare". The power's word holds no denial of its own (the negation goes with the verb "do",
the wait before it), so the line read as no order, or as the order itself, and the standing
order stayed, unasked (orders.take_back reads it as denied). "per la prossima notte indago
Grima" is no such line: it asks (orders.later_night); nor is someone else's wish reported,
"Nazgul mi ha detto di non indagarlo"."""
from __future__ import annotations

from lupus_mod.orders.italian import LATER_WORDS, REPORTING
from lupus_mod.orders.resting import PUT_OFF
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Sep, Word
from lupus_mod.orders.text import fold, holds_phrase

# First person only: "non so se fare l'indagine" wonders, it refuses nothing.
_DO = frozenset({"faccio", "uso", "utilizzo", "fais", "utilise", "fait"})
_SKIP = frozenset({"salto", "skippo", "saute", "zappo"})
_NOT = frozenset({"non", "nn", "mica", "pas", "ne", "n"})
# "aspetta a prelevare", "aspetto a usarlo": the power put off, right before its word.
_WAIT = frozenset({"aspetta", "aspetto", "aspettiamo", "attendo", "attends"})
# Between the negation and the verb: "non la faccio", « je ne la fais pas ».
_CLITICS = frozenset({"la", "lo", "l", "le", "je", "j"})
# "nn serve piu che indago Gollum", "nn serve che la proteggo", "è inutile che sfido Saurone",
# "nn ha senso sfidare Saurone": the order called pointless before its word, in its clause
# ("proteggo Giuly, pure se non serve a niente" calls it so after: the order stands).
# « pas besoin de sauver Kilian », « pas la peine de le sauver », « ça sert à rien de sauver »: the
# same in French (the heal was spent on the victim she let die).
_POINTLESS = (("non", "serve"), ("nn", "serve"), ("inutile",), ("non", "ha", "senso"),
              ("nn", "ha", "senso"), ("pas", "besoin"), ("besoin", "pas"), ("pas", "la", "peine"),
              ("sert", "a", "rien"), ("sert", "rien"), ("servirait", "a", "rien"), ("vaut", "pas", "le", "coup"))
# "stavo per proteggere Lunaria ma ci ho ripensato", "volevo derubare Pippino ma ho cambiato
# idea", "mi chiedevo se proteggere Lunaria, ma alla fine no", "avevo pensato di indagare
# Nosferatu, poi ho deciso di no": an order only meant, before its word, then given up after it
# ("volevo indagare Gollum" alone is a polite order).
_MEANT = frozenset({"volevo", "stavo", "chiedevo", "pensavo", "pensato", "avrei", "volevamo"})
_THEN = frozenset({"ma", "poi", "pero"})
_CHANGE = "<change>"
_GIVEN_UP = (("cambiato", "idea"), ("ripensato",), ("fine", "no"), ("deciso", "di", "no"),
             ("deciso", "di", "non"), ("fine", "non"), ("lascio", "stare"), ("lasciato", "perdere"))


def not_done(pieces: tuple[Piece, ...], at: int) -> bool:
    """The clause of the power's word at `at` says the sender does not do it tonight."""
    start = next((n + 1 for n in range(at - 1, -1, -1) if isinstance(pieces[n], Sep)), 0)
    end = next((n for n in range(at + 1, len(pieces)) if isinstance(pieces[n], Sep)), len(pieces))
    words = [p.fold if isinstance(p, Word) else "" for p in pieces[start:end]]
    before = words[:at - start]
    if any(w in _SKIP for w in words) or before[-2:-1] and before[-2] in _WAIT:
        return True
    if PUT_OFF & set(before) and LATER_WORDS & set(words):
        return True   # "meglio aspettare la prossima notte x sparare"
    if holds_phrase(before, _POINTLESS) or _MEANT & set(before) and _given_up(pieces, at):
        return True
    for n, word in enumerate(words):
        if word in _DO:
            k = n - 1
            while k >= 0 and words[k] in _CLITICS:
                k -= 1
            if k >= 0 and words[k] in _NOT or n + 1 < len(words) and words[n + 1] == "pas":
                return True
    return False


def _given_up(pieces: tuple[Piece, ...], at: int) -> bool:
    """After the power's word at `at`, before any other, "ma"/"poi" then a change of mind
    ("ci ho ripensato" and "ho cambiato idea" are scanned as a correction), no name after it."""
    end = next((n for n in range(at + 1, len(pieces)) if isinstance(pieces[n], Key)), len(pieces))
    words = [p.fold if isinstance(p, Word) else _CHANGE if isinstance(p, Sep) and p.kind == CORRECTION
             else "" for p in pieces[at + 1:end]]
    then = next((n for n, w in enumerate(words) if w in _THEN), None)
    return then is not None and (_CHANGE in words[then:] or holds_phrase(words[then:], _GIVEN_UP)) \
        and not any(isinstance(p, Ent) for p in pieces[at + 1 + then:end])


def put_off(pieces: tuple[Piece, ...]) -> tuple[Piece, ...]:
    """The pieces with each keyword not done tonight turned into a denied word, as the scan
    turns one after "non" ("aspetta a prelevare" orders nothing: it takes `prelevo` back)."""
    return tuple(Word(p.written, fold(p.written), filler=True, denied=p)
                 if isinstance(p, Key) and not p.spec.declines and not_done(pieces, n) else p
                 for n, p in enumerate(pieces))


def wish_reported(pieces: tuple[Piece, ...], at: int) -> bool:
    """ "Nazgul mi ha detto di non indagarlo", "Sam mi ha chiesto di nn ammaliarlo": the denial
    is someone else's wish, reported in the clause before the power's word (the sender's order
    stands; "ma chissene" most often follows)."""
    start = next((n + 1 for n in range(at - 1, -1, -1) if isinstance(pieces[n], Sep)), 0)
    return any(isinstance(p, Word) and p.fold in REPORTING for p in pieces[max(start, at - 4):at])
