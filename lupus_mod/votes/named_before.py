"""The player a pronoun points back to: "Gollum mente. Voto lui.", "Grima mente da giorni, lo
voto" — the one the post named before it, the author aside; several named, the one the form's
own sentence names, else all of them offered (a doubt, never the pronoun dropped). Pure.
"""
from __future__ import annotations

from typing import AbstractSet, Sequence

from lupus_mod.orders.text import WORD, Token, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.names import ALIAS, AMBIGUOUS, EXACT, UNKNOWN, Resolution, Roster
from lupus_mod.votes.written_names import name_tokens


def one_named_before(text: str, tokens: Sequence[Token], i: int, roster: Roster, author: str | None,
                      typed: str, several: bool = False) -> Resolution | None:
    """The one player the post names before token i (the author aside), as `typed` names him
    ("lui", "lo"); None when it names none or several. With `several` (several named), the one
    the form's own sentence names ("Klaatu ha difeso Zorg.\nSe Klaatu non parla voto lui": Klaatu), else every
    name the post gave, that sentence's first: a doubt offering them, never a pronoun dropped."""
    if several and one_named_before(text, tokens, i, roster, author, typed) is None:
        start = speech.sentence_start(tokens, max(i - 1, 0))
        here = names_between(text, tokens, start, i, roster, author)
        every = tuple(dict.fromkeys(here + names_between(text, tokens, 0, i, roster, author)))
        offered = here[:1] if len(here) == 1 else every if len(every) > 1 else ()
        return Resolution(typed, AMBIGUOUS, candidates=offered) if offered else None
    names = names_between(text, tokens, 0, i, roster, author)
    return Resolution(typed, EXACT, names[0]) if len(names) == 1 else None


def names_between(text: str, tokens: Sequence[Token], start: int, i: int, roster: Roster,
                author: str | None) -> tuple[str, ...]:
    """The players named from token `start` to token i, the author aside, in order."""
    named: list[str] = []
    for k in range(start, i):
        words = name_tokens(text, tokens, k, roster.max_words) if tokens[k].kind == WORD else []
        # The longest name starting there: "Tom Bombadil", not "Tom".
        found = next((r for n in range(len(words), 0, -1)
                      if (r := roster.exactly(text[words[0].start:words[n - 1].end])) is not None), None)
        if found is not None and found.name != author:
            named.append(found.name or "")
    return tuple(dict.fromkeys(named))


def subject_named(text: str, tokens: Sequence[Token], start: int, stop: int, roster: Roster,
                  copulas: AbstractSet[str]) -> Resolution:
    """The one player named between tokens start and stop, as the sentence's subject or after
    one of its `copulas` ("Grima sei un lupo", "Per me è Grima"; not "Ciao Rosa", "Allora
    Nazgul": spoken to), else an unknown name."""
    spots = [(k, r.name) for k in range(start, stop) if tokens[k].kind == WORD
             and (r := roster.resolve(text[tokens[k].start:tokens[k].end])).how in (EXACT, ALIAS)]
    names = {name for _, name in spots}
    if len(names) != 1 or not (spots[0][0] == start or tokens[spots[0][0] - 1].fold in copulas):
        return Resolution("", UNKNOWN)
    name = names.pop()
    return Resolution(name, EXACT, name)


def ordinal_named(text: str, tokens: Sequence[Token], at: int, stop: int, roster: Roster,
                  ordinals: Sequence[str]) -> Resolution | None:
    """ "Klaatu e Klondike sono lupi, voto il primo dei due": the player at the place an ordinal
    between tokens at and stop says ("il primo", "la seconda", `ordinals`), among those the
    post named before, in order; offered first, the others after (AMBIGUOUS: the GM confirms);
    None without an ordinal or that many names."""
    words = {t.fold for t in tokens[at:stop] if t.kind == WORD}
    place = next((n for n, ordinal in enumerate(ordinals)
                  if any(_same_ordinal(w, tokenize(ordinal)[-1].fold) for w in words)), None)
    named = names_between(text, tokens, 0, at, roster, None)
    if place is None or place >= len(named) or len(named) < 2:
        return None
    return Resolution(text[tokens[at].start:tokens[stop - 1].end], AMBIGUOUS,
                      candidates=(named[place], *(n for n in named if n != named[place])))


def _same_ordinal(word: str, own: str) -> bool:
    """`word` is the ordinal's own word in either gender ("prima" for "il primo")."""
    return len(word) == len(own) > 2 and word[:-1] == own[:-1]
