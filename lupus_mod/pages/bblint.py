"""Broken BBCode: tags left open, closed without being opened, crossed, or unknown.

Pure: `lint(text)` reads a post, `lint_template(source)` reads the literal text of a Jinja2
template (what it writes whatever the data), each giving problems with their line. A tag the
boards do not know is flagged only when it looks like markup — closed somewhere, or with a
value — so a player's "[GM]" in plain text is not a problem.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Iterator

from lupus_mod.messages import say

_TAG = re.compile(r"\[(/?)([A-Za-z][A-Za-z0-9]*|\*)(=[^\]\n]*)?\]")
# Their content is shown as written: no tag inside them counts.
_VERBATIM = frozenset({"noparse", "nobbc", "plain", "code", "icode", "php", "html"})
# Tags that stand alone (no closing tag).
_STANDALONE = frozenset({"*", "hr", "br"})


@dataclass(frozen=True)
class Problem:
    """A broken BBCode tag in a post."""
    kind: str          # "unclosed" | "unopened" | "crossed" | "unknown"
    tag: str
    line: int
    other: str = ""    # for "crossed": the tag that was open instead

    def describe(self) -> str:
        """In the words of `lupus-mod check` (its file:line says where)."""
        return say("bbcode-gm.problem", kind=self.kind, tag=self.tag, other=self.other)

    @property
    def hint(self) -> str:
        return say("bbcode-gm.hint", kind=self.kind)


@dataclass(frozen=True)
class _Tag:
    """A BBCode tag as found in a text."""
    closing: bool
    name: str
    line: int
    valued: bool


def _tags(pieces: Iterable[tuple[int, str]]) -> Iterator[_Tag]:
    """Every tag of the text, skipping what verbatim tags hold; `pieces` are (first line, text)."""
    verbatim = ""
    for first_line, text in pieces:
        for match in _TAG.finditer(text):
            closing, name = bool(match.group(1)), match.group(2).lower()
            if verbatim and not (closing and name == verbatim):
                continue
            line = first_line + text.count("\n", 0, match.start())
            verbatim = "" if closing else (name if name in _VERBATIM else verbatim)
            yield _Tag(closing, name, line, bool(match.group(3)))


def _problems(tags: list[_Tag], known: frozenset[str]) -> list[Problem]:
    closed = {t.name for t in tags if t.closing}
    problems: list[Problem] = []
    stack: list[_Tag] = []
    for tag in tags:
        if tag.name not in known:
            if (tag.closing or tag.valued or tag.name in closed) and \
                    Problem("unknown", tag.name, tag.line) not in problems:
                problems.append(Problem("unknown", tag.name, tag.line))
            continue
        if tag.name in _STANDALONE:
            continue
        if not tag.closing:
            stack.append(tag)
        elif stack and stack[-1].name == tag.name:
            stack.pop()
        elif any(open_.name == tag.name for open_ in stack):
            problems.append(Problem("crossed", tag.name, tag.line, stack[-1].name))
            while stack.pop().name != tag.name:
                pass
        else:
            problems.append(Problem("unopened", tag.name, tag.line))
    problems.extend(Problem("unclosed", t.name, t.line) for t in stack)
    return sorted(problems, key=lambda p: (p.line, p.kind, p.tag))


def tag_names(text: str) -> list[str]:
    """The names of the tags `text` uses (outside verbatim tags), in order of first use."""
    return list(dict.fromkeys(t.name for t in _tags([(1, text)])))


def lint(text: str, known: frozenset[str]) -> list[Problem]:
    """The problems of a post, with the line of the post each is on."""
    return _problems(list(_tags([(1, text)])), known)


def lint_template(pieces: Iterable[tuple[int, str]], known: frozenset[str]) -> list[Problem]:
    """The problems of a template's literal text, given as (line, text) pieces in order."""
    return _problems(list(_tags(pieces)), known)
