"""A power named as a thing the sender will not do or skips: "l'associazione nn la faccio",
"non faccio l'indagine", "l'indagine la salto", « je fais pas la potion ». The power's word
holds no denial of its own (the negation goes with the verb "do"), so the line read as no
order at all and the standing order stayed, unasked (orders.take_back reads it as denied)."""
from __future__ import annotations

from lupus_mod.orders.scan import Piece, Sep, Word

# First person only: "non so se fare l'indagine" wonders, it refuses nothing.
_DO = frozenset({"faccio", "uso", "utilizzo", "fais", "utilise", "fait"})
_SKIP = frozenset({"salto", "skippo", "saute", "zappo"})
_NOT = frozenset({"non", "nn", "mica", "pas", "ne", "n"})
# Between the negation and the verb: "non la faccio", « je ne la fais pas ».
_CLITICS = frozenset({"la", "lo", "l", "le", "je", "j"})


def not_done(pieces: tuple[Piece, ...], at: int) -> bool:
    """The clause of the power's word at `at` says the sender does not do it, or skips it."""
    start = next((n + 1 for n in range(at - 1, -1, -1) if isinstance(pieces[n], Sep)), 0)
    end = next((n for n in range(at + 1, len(pieces)) if isinstance(pieces[n], Sep)), len(pieces))
    words = [p.fold if isinstance(p, Word) else "" for p in pieces[start:end]]
    if any(w in _SKIP for w in words):
        return True
    for n, word in enumerate(words):
        if word in _DO:
            k = n - 1
            while k >= 0 and words[k] in _CLITICS:
                k -= 1
            if k >= 0 and words[k] in _NOT or n + 1 < len(words) and words[n + 1] == "pas":
                return True
    return False
