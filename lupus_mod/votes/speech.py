"""Where a vote form stands in its sentence: someone else's words, a hypothesis, an election.

The grammar (grammar.py) finds the forms; these functions read the words around one form to
say whether it is the author's own declaration. Each takes the tokens of the text and the
index of the form's first keyword word; the word lists come folded from the Grammar.
"""
from __future__ import annotations

from typing import AbstractSet, Sequence

from lupus_mod.orders.text import STRONG, WEAK, WORD, Token, fold, tokenize
from lupus_mod.votes.names import Roster

# A form right after an opening quotation mark, or inside a pair of them on its line, quotes
# someone else's words or an example: scrivete «voto Nome», ha scritto "voto Kira".
OPENING_QUOTES = "«“\"‘„"
_PAIRS = (("«", "»"), ("“", "”"))

Phrases = AbstractSet[tuple[str, ...]]


def phrases(words: Sequence[str]) -> frozenset[tuple[str, ...]]:
    """Each entry of a word list as its folded words: "peut-être" → ("peut", "etre")."""
    return frozenset(p for p in (tuple(t.fold for t in tokenize(w) if t.kind == WORD)
                                 for w in words) if p)


def singles(words: Sequence[str]) -> frozenset[str]:
    return frozenset(fold(w) for w in words)


def inside_quotes(text: str, start: int) -> bool:
    """True when offset `start` follows an opening quotation mark or lies inside a pair of
    them on its own line (a straight double quote counts when there is an odd number)."""
    line = text[text.rfind("\n", 0, start) + 1:start]
    if line.rstrip(" \t")[-1:] in OPENING_QUOTES and line.strip():
        return True
    if any(line.count(opening) > line.count(closing) for opening, closing in _PAIRS):
        return True
    return line.count('"') % 2 == 1


def recount_line(text: str, tokens: Sequence[Token], i: int, roster: Roster) -> bool:
    """A line "Totò: voto Brigante" reports someone's vote (a recount), it is not one."""
    if i < 2 or tokens[i - 1].text != ":":
        return False
    first = i - 1
    while first > 0 and tokens[first - 1].kind == WORD:
        first -= 1
    if first > 0 and tokens[first - 1].text != "\n":
        return False
    label = text[tokens[first].start:tokens[i - 2].end]
    return roster.resolve(label).how in ("exact", "alias")


def reporting_verb(tokens: Sequence[Token], i: int, reported: AbstractSet[str],
                   reading: AbstractSet[str], first_person: AbstractSet[str]) -> bool:
    """A verb of saying, writing or reading (or someone else's possessive) right before the
    form, or right before a colon that leads to it: "c'era scritto voto Kira", "mi ha detto
    voto X", "leggo voto X", "il suo voto era per X", "Anna ha scritto: voto X". Said or
    written by the author himself ("Come avevo detto: voto X", "je l'ai dit : je vote X")
    it is his own declaration."""
    j = i - 1
    while j >= 0 and tokens[j].text == "\n":   # "c'era scritto:\nvoto Kira"
        j -= 1
    if j >= 0 and tokens[j].kind == WEAK and tokens[j].text == ":":
        j -= 1
    elif j < i - 1:
        return False   # a line break without a colon ends the sentence
    if j < 0 or tokens[j].kind != WORD:
        return False
    if tokens[j].fold in reading:
        return True
    if tokens[j].fold not in reported:
        return False
    # The subject or auxiliary before the verb, past a clitic ("l'ho detto", "je l'ai dit").
    lead = [t.fold for t in tokens[max(0, j - 3):j] if t.kind == WORD]
    return not any(word in first_person for word in lead[-2:])


def hedged(tokens: Sequence[Token], i: int, hedges: Phrases, ends: AbstractSet[str]) -> bool:
    """A hedge earlier in the same sentence ("Se non spiega, voto lui", "Peut-être que je
    vote X"), unless a colon, a line break or a word such as "ma" starts a main clause."""
    longest = max((len(p) for p in hedges), default=0)
    for j in range(i - 1, -1, -1):
        token = tokens[j]
        if token.kind == STRONG or (token.kind == WEAK and token.text in ":\n"):
            return False
        if token.kind != WORD:
            continue
        if token.fold in ends:
            return False
        if _phrase_ends(tokens, j, hedges, longest):
            return True
    return False


def _phrase_ends(tokens: Sequence[Token], j: int, table: Phrases, longest: int) -> bool:
    for n in range(1, longest + 1):
        window = tokens[max(0, j - n + 1):j + 1]
        if len(window) == n and all(t.kind == WORD for t in window) \
                and tuple(t.fold for t in window) in table:
            return True
    return False


def names_title(tokens: Sequence[Token], i: int, end: int, boundary: int, words: AbstractSet[str],
                links: AbstractSet[str], before: AbstractSet[str], stops: AbstractSet[str]) -> int | None:
    """The vote elects a title, not the day's victim, when the title follows the name ("je
    vote François pour capitaine", "voto Anna come capitano") or leads the sentence ("Pour
    capitaine, je vote François", "Élection du capitaine : je vote François"). Returns the
    index past the form and its title words, or None for the day's vote."""
    if not words:
        return None
    for at in range(end, min(end + 6, len(tokens))):
        token = tokens[at]
        if token.kind != WORD or token.fold in stops:
            break
        if token.fold in words:
            return at + 1
        if token.fold not in links:
            break
    for j in range(i - 1, boundary - 1, -1):
        token = tokens[j]
        if token.kind == STRONG or token.text == "\n":
            return None
        if token.kind == WORD and token.fold in words:
            led = j > 0 and tokens[j - 1].kind == WORD and tokens[j - 1].fold in before
            colon = j + 1 < len(tokens) and tokens[j + 1].text == ":"
            if led or colon:
                return end
    return None
