"""A post's text as the vote reader sees it: its regions (the author's own text, quotes,
spoilers, struck words), the author's own text with its bold mask, and the hidden stretches the
audit shows. A part of votes/reading.py."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol, Sequence

if TYPE_CHECKING:
    from lupus_mod.votes.grammar import Grammar

BODY, QUOTE, SPOILER, TALK = "body", "quote", "spoiler", "talk"
STRUCK = "struck"   # struck-through text of the author's: never read as written (agreement.py)
HIDDEN = "hidden"   # text the forum does not show (white, 1 % size): asked, never counted (invisible.py)


class SegmentLike(Protocol):
    text: str
    bold: bool
    quote: bool
    spoiler: bool
    struck: bool



class Bodied(Protocol):
    body: Sequence[SegmentLike]


def region(segment: SegmentLike, grammar: Grammar) -> str:
    if segment.quote:
        return QUOTE
    if segment.struck:
        return STRUCK
    if segment.spoiler and not grammar.spoilers_count:
        return SPOILER
    if getattr(segment, "hidden", False):
        return HIDDEN
    return BODY


def own_text(post: Bodied, grammar: Grammar) -> tuple[str, list[bool]]:
    """The author's own text (hidden stretches become line breaks) and its bold mask."""
    parts: list[str] = []
    mask: list[bool] = []
    for segment in post.body:
        where = region(segment, grammar)
        own = where == BODY
        # Struck words inside a line are words the author took out of it: "je vote
        # [s]Hortense[/s] Pierre" reads "je vote Pierre" (the struck form is read apart).
        text = segment.text if own else " " if where in (STRUCK, HIDDEN) and "\n" not in segment.text else "\n"
        parts.append(text)
        mask.extend([own and segment.bold] * len(text))
    return blank_smileys("".join(parts)), mask


# A text smiley standing alone (";)", ":D", "xD", "<3", a board's smiley image read as its
# alt text): read past as an emoji is ("voto ;) Nazgul" is "voto 😉 Nazgul", a vote), its
# place kept blank so every form keeps its offsets in the post. The blank is an en space, not a
# plain one: as an emoji does, it still stands between a name and a form ("Romeo è Zappa :)
# voto Zappa": Zappa is no subject of "voto", speech.subject).
SMILEY_BLANK = "\u2002"
_SMILEY = re.compile(r"(?<!\S)(?:[:;=8][\-'^o]?[)(\]\[DPpOo3|/\\*$@]+|<3+|\^\^|[xX]D+|:'\(|-_-)(?!\S)")


def blank_smileys(text: str) -> str:
    return _SMILEY.sub(lambda m: SMILEY_BLANK * len(m.group()), text)


def hidden_runs(post: Bodied, grammar: Grammar) -> list[tuple[str, str, str]]:
    """Each stretch of quoted or spoiler text, for the audit, with the author's own text right
    before it ("" after another stretch)."""
    runs: list[tuple[str, str]] = []
    for segment in post.body:
        where = region(segment, grammar)
        if runs and runs[-1][0] == where:
            runs[-1] = (where, runs[-1][1] + segment.text)
        else:
            runs.append((where, segment.text))
    return [(where, text, runs[n - 1][1] if n and runs[n - 1][0] == BODY else "")
            for n, (where, text) in enumerate(runs) if where != BODY]
