"""An order called a joke by its sender ("sfido Nazgul (scherzo)", "lo dico per ridere"),
after it on its line or alone on a later one; `orders.meaning` folds it into the line's intent."""
from __future__ import annotations

from lupus_mod.orders.italian import NEGATIONS
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Word
from lupus_mod.orders.text import fold
from lupus_mod.votes.languages import LANGUAGES

# "sfido Nazgul (scherzo)", "indago Nazgul, sto scherzando": the order called a joke after it;
# denied ("non scherzo", "je rigole pas") it is none. A laugh is no such word: "Indago Sarumano
# (so che è lupo ahah)" is the order.
JOKES = frozenset({"scherzo", "scherzavo", "scherzando", "scherzone", "jk", "joke", "kidding",
                   "rigole", "deconne", "blague", "plaisante",
                   # "indago Grima (lo dico per ridere)", "…per burla": said for a laugh.
                   "ridere", "burla"})
# Those two are a joke only after "per": "mi fa ridere", "che ridere", "morire dal ridere" laugh
# at something else ("Proteggo Tecla. Fiordaliso mi fa morire dal ridere" is the order).
FOR_A_LAUGH = frozenset({"ridere", "burla"})
JOKE_DENIALS = NEGATIONS | frozenset(fold(w) for words in LANGUAGES.values() for w in words["negations"])


def joke_at(words: list[str], n: int) -> bool:
    """The word at `n` calls the order a joke: a joke word, "ridere"/"burla" after "per"."""
    return words[n] in JOKES and (words[n] not in FOR_A_LAUGH or n > 0 and words[n - 1] == "per")


def joked(pieces: tuple[Piece, ...]) -> bool:
    """A joke word after the line's last order, no negation a few words before it or right
    after it: "sfido Nazgul (scherzo)", "indago Nazgul... sto scherzando!"; not "non scherzo"
    nor "je rigole pas" (a joke between two names is a slip, `scan`: the second name meant)."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    words = [p.fold if isinstance(p, Word) else "" for p in pieces]
    return any(joke_at(words, n) and not JOKE_DENIALS & {*words[max(n - 3, 0):n], *words[n + 1:n + 2]}
               for n in range(last + 1, len(words)))


def joke_only(pieces: tuple[Piece, ...]) -> bool:
    """A line whose only words call something a joke ("scherzavo!", "lol scherzo"): said
    after an order, of that order."""
    words = [p for p in pieces if isinstance(p, Word) and not p.filler]
    folds = [p.fold for p in pieces if isinstance(p, Word)]
    return bool(words) and not any(isinstance(p, (Ent, Key, Said)) for p in pieces) and \
        any(joke_at(folds, n) for n in range(len(folds))) and \
        all(w.fold in JOKES | {"sto", "stavo"} for w in words)
