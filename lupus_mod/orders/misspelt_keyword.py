"""A word very close to a power's keyword ("indgo Sam", "vdo al prato"): reported with the
keyword it resembles, never read as the keyword nor dropped as chatter. A part of the line's
reading (orders/line.py)."""
from __future__ import annotations

from lupus_mod.messages import say
from lupus_mod.orders.drafts import Problem
from lupus_mod.orders.italian import FRENCH_AUXILIARIES, LEAVE_TALK, LETTING
from lupus_mod.orders.model import KeywordSpec, is_thing
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.problem_words import any_of, canonical, dropped_letter, usage
from lupus_mod.orders.scan import Ent, Piece, Sep, Word, scan_line
from lupus_mod.orders.text import fold

# "ho indagato", "j'ai choisi": a participle is narration, never a keyword misspelt.
PARTICIPLES = tuple(f"{v}t{e}" for v in "aiu" for e in "oaie")


def misspelt_keyword(pieces: tuple[Piece, ...], index: NameIndex) -> Problem | None:
    """ "indgo Sam", "alfx": a word very close to a keyword, right before a name (articles
    aside) or alone on the line for a keyword taking no name, is reported, never read as the
    keyword nor dropped as chatter. Participles are narration ("ho indagato", "j'ai choisi")."""
    # The next piece that says something after each one, and whether one came before: found
    # in one pass each way (a look from every word would cost the square of a long line).
    following: list[Piece | None] = [None] * len(pieces)
    for n in range(len(pieces) - 2, -1, -1):
        following[n] = pieces[n + 1] if _counts(pieces[n + 1]) else following[n + 1]
    said_before = False
    said: Piece | None = None      # the last piece before this one that is no separator
    for n, word in enumerate(pieces):
        after_auxiliary = isinstance(said, Word) and said.fold in FRENCH_AUXILIARIES
        # "je tir sur Josephine", "j'uni Dorian": a short word is a verb after its subject.
        short_ok = isinstance(said, Word) and said.fold in _SUBJECTS and isinstance(word, Word) and len(word.fold) == 3
        first = not said_before
        said_before = said_before or _counts(word)
        said = said if isinstance(word, Sep) else word
        if not isinstance(word, Word) or word.filler or len(word.fold) < 3 \
                or word.fold.endswith(PARTICIPLES) or after_auxiliary or _let(pieces, n):
            continue
        rest = following[n]
        alone = first and rest is None
        named = isinstance(rest, Ent)
        close = tuple(k for k in index.suggest_keyword(word.text)
                      if (named and _takes(index.specs[k], rest))
                      or (alone and not index.specs[k].required()))
        if len(word.fold) < 4 and not short_ok:
            # "vdo al prato": a short word only as its keyword with one letter dropped, before a
            # thing the keyword takes (before a player, "tre Merry" is the number: talk).
            close = tuple(k for k, spec in index.specs.items() if named and _takes(spec, rest)
                          and all(is_thing(m.kind) for m in rest.matches) and dropped_letter(word.fold, fold(k)))
        if close:
            after = tuple((m.kind, m.targets[0]) for m in getattr(rest, "matches", ()) if len(m.targets) == 1)
            return misspelt(word.text, close, index.specs[close[0]], after)
    return None


def misspelt_beside(pieces: tuple[Piece, ...], index: NameIndex) -> Problem | None:
    """ "vado al prato, atacco Carlo": beside an order, a word very close to a keyword opening
    its clause right before a name (misspelt_keyword on the two); with words between them
    ("l'ho già protetta, Merlina", "stavo per proteggere Lunaria") it is the sender's talk."""
    for n in range(1, len(pieces) - 1):
        lead = next((p for p in reversed(pieces[:n]) if not (isinstance(p, Word) and p.filler)), None)
        if isinstance(lead, Sep) and isinstance(pieces[n], Word) and isinstance(pieces[n + 1], Ent):
            found = misspelt_keyword(pieces[n:n + 2], index)
            if found:
                return found
    return None


def resembled(text: str, index: NameIndex) -> set[str]:
    """The keywords the line's words misspell, each the one a word resembles ("atacco Carol",
    its name unknown too: attacco); participles are narration, as above."""
    words = [p for p in scan_line(text, index) if isinstance(p, Word) and not p.filler
             and len(p.fold) >= 4 and not p.fold.endswith(PARTICIPLES)]
    return {close[0] for w in words for close in (index.suggest_keyword(w.text),) if len(close) == 1}


def _let(pieces: tuple[Piece, ...], n: int) -> bool:
    """ "lascio stare Jolene, metti Tumble": the word after one of letting go ("stare",
    "perdere") is its idiom, never "sparo" misspelt (the line's change was lost with it)."""
    before = pieces[n - 1] if n else None
    return pieces[n].fold in LEAVE_TALK and isinstance(before, Word) and before.fold in LETTING


def misspelt(word: str, close: tuple[str, ...], spec: KeywordSpec, after: tuple[tuple[str, str], ...]
             ) -> Problem:
    """ "indgo Sam": the word is no keyword; did you mean those `close`, the hint in the form of
    `spec`, the first (the sender's own power's, once the night knows it: orders.sender_powers);
    `after`: what the name right after the word may be, (kind, target)."""
    hint = say("order-reading.did-you-mean", names=any_of(close))
    return Problem(say("order-reading.no-keyword", word=word), canonical(spec, hint), resembles=close,
                   reading=_meant(spec, after) if len(close) == 1 else usage(spec), word=word, after=after)


# The subject pronouns a verb follows ("je", "j'", "on", "io").
_SUBJECTS = frozenset({"je", "j", "on", "io"})


def _meant(spec: KeywordSpec, after: tuple[tuple[str, str], ...]) -> str:
    """ "indaog Nazgul": the one keyword it resembles said of the name after it (`indago
    Nazgul`), for a power taking that one name; else the power's canonical form."""
    kinds = spec.kinds()
    found = [target for kind, target in after if len(kinds) == 1 and kind == kinds[0][0]]
    return f"{spec.keyword} {found[0]}" if found else usage(spec)


def _takes(spec: KeywordSpec, name: Ent) -> bool:
    """Whether a power takes a name of this kind: "je vote Baptiste" resembles the Voleur's
    "vole", which takes a card, never a player (a vote said in a PM is talk)."""
    return bool({kind for kind, _ in spec.kinds()} & {m.kind for m in name.matches})


def _counts(piece: Piece) -> bool:
    """A piece that says something: not a separator nor a word around orders."""
    return not isinstance(piece, Sep) and not (isinstance(piece, Word) and piece.filler)
