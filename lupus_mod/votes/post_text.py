"""A post's text as the vote reader sees it: its regions (the author's own text, quotes,
spoilers, struck words), the author's own text with its bold mask, and the hidden stretches the
audit shows. A part of votes/reading.py."""
from __future__ import annotations

import re
from dataclasses import dataclass
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


@dataclass(frozen=True)
class _Run:
    """A stretch of a segment: a `~~struck~~` one, or the text around it."""

    text: str
    bold: bool
    quote: bool
    spoiler: bool
    struck: bool


# « Mon vote : ~~Maxence~~ Noemie »: the strike of Discord and Markdown typed on a board that
# shows it as written (no [s]); struck all the same, never the vote (it counted Maxence).
_TILDES = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~", re.S)


def runs(post: Bodied) -> list[SegmentLike]:
    """The post's segments, each `~~…~~` stretch of the author's text a struck one of its own."""
    out: list[SegmentLike] = []
    for segment in post.body:
        if segment.quote or segment.struck or "~~" not in segment.text:
            out.append(segment)
            continue
        at = 0
        for strike in _TILDES.finditer(segment.text):
            out += [_Run(segment.text[at:strike.start()], segment.bold, False, segment.spoiler, False),
                    _Run(strike.group(1), segment.bold, False, segment.spoiler, True)]
            at = strike.end()
        out.append(_Run(segment.text[at:], segment.bold, False, segment.spoiler, False))
    return out


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
    for segment in runs(post):
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
    stretches: list[tuple[str, str]] = []
    for segment in runs(post):
        where = region(segment, grammar)
        if stretches and stretches[-1][0] == where:
            stretches[-1] = (where, stretches[-1][1] + segment.text)
        else:
            stretches.append((where, segment.text))
    return [(where, text, stretches[n - 1][1] if n and stretches[n - 1][0] == BODY else "")
            for n, (where, text) in enumerate(stretches) if where != BODY]
