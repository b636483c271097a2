"""Which poll a vote form speaks of, by the words around it: the elected title after the name
or leading the sentence ("je vote François pour capitaine", "Pour capitaine, je vote François"),
the title before the name ("voto come capitano Anna"), the stake said in the form's sentence
("Je vote Hortense pour le bûcher"). Pure: tokens and the grammar's folded words in.
"""
from __future__ import annotations

from typing import AbstractSet, Sequence

from lupus_mod.orders.text import ARROW, STRONG, WORD, Token


def names_title(tokens: Sequence[Token], i: int, end: int, boundary: int, words: AbstractSet[str],
                links: AbstractSet[str], before: AbstractSet[str], stops: AbstractSet[str],
                closers: AbstractSet[str] = frozenset()) -> int | None:
    """The vote elects a title, not the day's victim, when the title follows the name ("je
    vote François pour capitaine", "voto Anna come capitano") or leads the sentence ("Pour
    capitaine, je vote François", "Élection du capitaine : je vote François"). Returns the
    index past the form and its title words, or None for the day's vote. `closers`: the
    folded phrases that may end a title said apart (« Je vote Kilian. Pour capitaine bien
    sûr. »)."""
    if not words:
        return None
    # « Je vote Kilian (capitaine) »: the title in brackets right after the name says the poll
    # as « pour capitaine » does.
    bracket = end < len(tokens) and tokens[end].text in _OPENS
    first, alone = _past_gap(tokens, end + bracket)
    for at in range(first, min(first + 6, len(tokens))):
        token = tokens[at]
        if token.kind == ARROW:
            continue   # « je vote Kilian -> capitaine »: the arrow says the poll as « pour » does
        if token.kind != WORD or token.fold in stops:
            break
        if token.fold in words:
            if first > end + bracket and (tokens[first].fold not in before
                                          or not _title_ends(tokens, at + 1, alone, closers)):
                # Apart, the title is led by « pour », « comme »… and ends there: « Je vote
                # Kilian, capitaine oblige » is the Capitaine's own vote, "voto Zanna, il sindaco
                # ha parlato" names another, « Je vote Kilian. Pour capitaine, Amandine. » is
                # another's election.
                break
            shut = bracket and at + 1 < len(tokens) and tokens[at + 1].text in _SHUTS
            return at + 1 + shut if shut or not bracket else None
        if token.fold not in links:
            break
    for j in range(i - 1, boundary - 1, -1):
        token = tokens[j]
        if token.kind == STRONG or token.text == "\n":
            return None
        if token.kind == WORD and token.fold in words:
            led = _led(tokens, j, before, links)
            colon = j + 1 < len(tokens) and tokens[j + 1].text == ":"
            if led or colon:
                return end
    return None


_OPENS, _SHUTS = ("(", "["), (")", "]")


def _past_gap(tokens: Sequence[Token], end: int) -> tuple[int, bool]:
    """Where the title may begin after the name: past one comma (« je vote Kilian, pour
    capitaine bien sûr ») or past the vote's sentence end, the title then a sentence of its own
    (« Je vote Kilian.\nPour capitaine. »: the True said); else right after it. Both were
    counted as votes for the stake."""
    at = end
    while at < len(tokens) and tokens[at].text in (",", ".", "!", "\n"):
        at += 1
    gap = [t.text for t in tokens[end:at]]
    if gap == [","]:
        return at, False
    if gap and gap[0] in ".!" and set(gap[1:]) <= {"\n"}:
        return at, True
    return end, False


def _title_ends(tokens: Sequence[Token], at: int, alone: bool, closers: AbstractSet[str]) -> bool:
    """The title said apart ends its sentence there; past a comma, two words in lower case may
    close it (« …, pour capitaine bien sûr », « …, pour capitaine lol »), never a name (« …, pour
    capitaine Amandine ») or a title put off (« …, pour capitaine je verrai plus tard »). As a
    sentence of its own, only a `closers` phrase may (« Pour capitaine bien sûr. »): « Pour
    capitaine je verrai. » puts it off, « Pour capitaine, Hortense. » names another."""
    stop = next((k for k in range(at, len(tokens)) if tokens[k].kind == STRONG or tokens[k].text == "\n"),
                len(tokens))
    said = tokens[at:stop]
    if alone:
        return not said or all(t.kind == WORD for t in said) and " ".join(t.fold for t in said) in closers
    return not said or len(said) <= 2 and all(t.kind == WORD and t.text.islower() for t in said)


def _led(tokens: Sequence[Token], j: int, before: AbstractSet[str], links: AbstractSet[str]) -> bool:
    """The title at j is led by a word such as "pour", past an article: "Pour le capitaine"."""
    k = j - 1
    while k > 0 and j - k <= 2 and tokens[k].kind == WORD and tokens[k].fold in links \
            and tokens[k].fold not in before:
        k -= 1
    return k >= 0 and tokens[k].kind == WORD and tokens[k].fold in before


def title_first(tokens: Sequence[Token], at: int, words: AbstractSet[str],
                links: AbstractSet[str]) -> int | None:
    """The title right after the keyword, before the name: "je vote pour le maire Hugo", "voto
    come capitano Anna". Returns the index past the title (and a colon after it), else None."""
    for k in range(at, min(at + 4, len(tokens))):
        token = tokens[k]
        if token.kind != WORD:
            return None
        if token.fold in words:
            past = k + 1
            return past + 1 if past < len(tokens) and tokens[past].text == ":" else past
        if token.fold not in links:
            return None
    return None


STAKE_AFTER = 12   # words after a vote's name where its stake may be said


def names_stake(tokens: Sequence[Token], i: int, end: int, boundary: int, words: AbstractSet[str],
                joins: AbstractSet[str] = frozenset()) -> bool:
    """The form's sentence, past a colon ("Mon vote pour l'exécution : Kilian") but not past a
    full stop, a line break or the form before it, names the stake: "Je vote Hortense pour le
    bûcher", "Pour le bûcher, je vote Isidore". After the name, not past a word of `joins`
    ("et"): "Je vote Kilian (capitaine) et Isidore (bûcher)" says the stake of Isidore."""
    start = i
    while start > boundary and tokens[start - 1].kind != STRONG and tokens[start - 1].text != "\n":
        start -= 1
    stop = end
    # After the name a stake is said within a few words ("… pour le bûcher"): not looked for to
    # the end of a paragraph of commas, from every form of it.
    limit = min(len(tokens), end + STAKE_AFTER)
    while stop < limit and tokens[stop].kind != STRONG and tokens[stop].text != "\n" \
            and not (tokens[stop].kind == WORD and tokens[stop].fold in joins):
        stop += 1
    # « … pour capitaine hein pas pour le bûcher »: a stake denied is none named.
    return any(t.kind == WORD and t.fold in words and not _denied(tokens, k, start)
               for k, t in enumerate(tokens[start:stop], start))


# « pas pour le bûcher », "non per il rogo": a no within these few words before the stake's.
_DENIED_REACH = 3
_NO = frozenset({"pas", "non", "no", "nn", "not"})


def _denied(tokens: Sequence[Token], k: int, start: int) -> bool:
    return any(t.kind == WORD and t.fold in _NO for t in tokens[max(start, k - _DENIED_REACH):k])
