"""Text of a PM line: folding (case and accents, lupus_mod.text.folding), BBCode removal and tokens with their offsets.

Offsets into the line are kept so a free-text argument (`archivio <text>`) can be cut from
the player's own words.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from lupus_mod.text.folding import escapes_blanked, fold, fold_unicode

WORD, STRONG, WEAK, ARROW = "word", "strong", "weak", "arrow"

# A tag's value or attributes: `=red`, `="Sam"`, and the attributes Invision, ForumFree, phpBB
# and SMF write in a quote (`[quote name="Sam" post="12"]`, `[quote author=Sam date=…]`).
_TAG_REST = r"(?:=[^\]]*|\s+[\w-]+\s*=[^\]]*)?\]"
# BBCode pasted from the forum: [b], [/b], [color=red], [quote="Sam"], [url=...], ...
_BBCODE = re.compile(
    r"\[/?(?:b|i|u|s|color|size|font|center|left|right|quote|spoiler|url|code|img|hr|list|\*)"
    + _TAG_REST,
    re.IGNORECASE,
)
_QUOTE_TAG = re.compile(r"\[(/?)quote" + _TAG_REST, re.IGNORECASE)

# An arrow means "this item to that player" (`palantir -> Merry`).
_TOKEN = re.compile(
    rf"(?P<{ARROW}>-+>|=+>|[→⇒➔➡])"
    rf"|(?P<{WORD}>[^\W_]+)"
    rf"|(?P<{STRONG}>[.!?;…]+)"
    rf"|(?P<{WEAK}>[,:()\n])"
)

# Characters that may stand between the words of one name: "Lady Oscar", "Mr.Robot",
# "specchio-di-galadriel", "Sam_90".
NAME_GAP = frozenset(" \t_-.'’")


class Token(NamedTuple):
    # A named tuple, not a dataclass: a log or a thread makes tens of thousands of them.
    kind: str      # word, strong (ends a sentence), weak (ends a clause), arrow
    text: str      # as written
    fold: str      # folded (case and accents ignored)
    start: int     # offsets in the line
    end: int


def blank_bbcode(line: str) -> str:
    """The line with each BBCode tag replaced by spaces, so offsets stay the same."""
    return _BBCODE.sub(lambda m: " " * len(m.group()), line)


def strip_bbcode(text: str) -> str:
    """The text without BBCode tags (for free-text arguments)."""
    return _BBCODE.sub("", text)


# Text the player's readers never see as his word: struck through (« [s]indago Gollum[/s] »,
# « ~~indago Gollum~~ »: crossed out by him, as the thread's « barrato dall'autore ») and an
# HTML comment of a PM copied from the page's source (« indago Gollum<!-- anzi Nazgul --> »).
_UNSEEN = re.compile(r"\[(s|strike)\].*?\[/\1\]|~~.+?~~|<!--.*?-->", re.IGNORECASE)
# A space written as HTML (« indago&nbsp;Gollum »): a space, never a word "nbsp".
_HTML_SPACE = re.compile(r"&(?:nbsp|ensp|emsp|thinsp);", re.IGNORECASE)


def blank_unseen(line: str) -> str:
    """The line with struck and commented-out text, and HTML spaces, blanked (offsets kept)."""
    line = _UNSEEN.sub(lambda m: " " * len(m.group()), line)
    return _HTML_SPACE.sub(lambda m: " " * len(m.group()), line)


def blank_quotes(line: str, depth: int) -> tuple[str, int]:
    """The line with quoted text ([quote]...[/quote], someone else's words) blanked, and the
    quote depth after it; `depth` is the depth the line starts in (quotes span lines)."""
    out, last = [], 0
    for tag in _QUOTE_TAG.finditer(line):
        piece = line[last:tag.start()]
        out.append(" " * len(piece) if depth else piece)
        depth = max(0, depth - 1) if tag.group(1) else depth + 1
        out.append(" " * len(tag.group()))
        last = tag.end()
    rest = line[last:]
    out.append(" " * len(rest) if depth else rest)
    return "".join(out), depth


@lru_cache(maxsize=256)
def tokenize(line: str) -> tuple[Token, ...]:
    """Tokens of a line (BBCode already blanked); anything else (emoji, quotes) is skipped.
    The last texts' tokens are kept: the vote reader tokenizes a post's text once for its
    forms and again for what follows them (its answers, an election taken back)."""
    # A loop rather than a generator of Token(...) calls: a thread of 2,000 posts makes
    # tens of thousands of tokens, and each call through the named tuple's __new__ counts.
    tokens = []
    for match in _TOKEN.finditer(escapes_blanked(line)):
        text = match.group()
        kind = match.lastgroup or WORD
        # An ellipsis is a pause, not the end of a sentence: "Indago... Sam"; however many
        # dots it has ("voto..... Quercia"), it reads as "...".
        if kind == STRONG and text != "." and set(text) <= _PAUSE:
            kind, text = WEAK, "..."
        start, end = match.span()
        tokens.append(_new(Token, (kind, text, text.lower() if text.isascii() else fold_unicode(text),
                                   start, end)))
    return tuple(tokens)


_PAUSE = frozenset(".…")
_new = tuple.__new__   # what Token(...) ends in, without its keyword handling


def holds_phrase(words: list[str], phrases) -> bool:
    """Whether the folded words hold one of the phrases (tuples of folded words) in a row."""
    return any(tuple(words[n:n + len(phrase)]) == phrase for phrase in phrases for n in range(len(words)))


def name_words(name: str) -> tuple[str, ...]:
    """The folded words of a name as the tokenizer splits them."""
    return tuple(t.fold for t in tokenize(name) if t.kind == WORD)


def joins_name(line: str, left: Token, right: Token) -> bool:
    """True when two word tokens may belong to one name (only spaces, dots, dashes between)."""
    gap = line[left.end:right.start]
    return all(c in NAME_GAP for c in gap)


def written_small(tokens: tuple[Token, ...], start: int, end: int) -> bool:
    """The tokens start..end (exclusive) are written in lower case: "gala", "lupo" are words
    as well as names."""
    return all(t.text == t.text.lower() for t in tokens[start:end])
