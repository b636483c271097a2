"""A vote keyword glued to a player's name, said in the first person: « je voteKilian »,
« jvoteKilian » (the space left out, as a phone's keyboard drops it). The subject makes the
keyword the verb, so the words are read as « je vote Kilian » — every rule of a written form
after it (a negation, a hedge, a correction) still applies. Read by votes/grammar.py.

Only where the glued rest is exactly a player's name and the whole word is none of the
language's own words (« je voterai » stays the future, whoever « Rai » is); the keyword glued
alone, with no subject (« voteKilian »), stays asked (votes/cries.py)."""
from __future__ import annotations

from functools import lru_cache
from typing import AbstractSet, Sequence

from lupus_mod.orders.text import WORD, Token, fold
from lupus_mod.votes.forms import VOTE, compile_form
from lupus_mod.votes.names import Roster


@lru_cache(maxsize=8)
def vote_words(patterns: tuple[str, ...]) -> frozenset[str]:
    """The one-word keywords of the vote forms (`vote X`, `jvote X`)."""
    forms = (compile_form(VOTE, p) for p in patterns)
    return frozenset(f.words[0] for f in forms if f.target and len(f.words) == 1)


def split_glued(tokens: Sequence[Token], roster: Roster, keywords: AbstractSet[str],
                subjects: AbstractSet[str], words: AbstractSet[str]) -> list[Token]:
    """The tokens with each such word cut in two at its keyword: the keyword, then the name
    (offsets into the post kept). `subjects`: the first person before the keyword (« je »);
    a keyword holding its subject (« jvote ») needs none; `words`: the language's own."""
    found: list[Token] = []
    for n, token in enumerate(tokens):
        cut = _keyword_cut(token, n, tokens, roster, keywords, subjects, words)
        if cut is None:
            found.append(token)
            continue
        head, rest = token.text[:cut], token.text[cut:]
        found += [Token(WORD, head, fold(head), token.start, token.start + cut),
                  Token(WORD, rest, fold(rest), token.start + cut, token.end)]
    return found


def _keyword_cut(token: Token, n: int, tokens: Sequence[Token], roster: Roster, keywords: AbstractSet[str],
                 subjects: AbstractSet[str], words: AbstractSet[str]) -> int | None:
    """Where the word's keyword ends, if it is a keyword glued to a player's exact name."""
    if token.kind != WORD or token.fold in words:
        return None
    for keyword in keywords:
        cut = len(keyword)
        if len(token.text) <= cut or fold(token.text[:cut]) != keyword:
            continue
        said = keyword in subjects or n > 0 and tokens[n - 1].kind == WORD and tokens[n - 1].fold in subjects
        if said and roster.exactly(token.text[cut:]) is not None:
            return cut
    return None
