"""A vote whose name alone is hidden in a spoiler: "voto [spoiler]Zefiro[/spoiler]"; a vote
in a spoiler that the author's visible words declare ("[spoiler]voto Grima[/spoiler] cambio voto").

The author's own text ends with the vote's keyword and the spoiler right after it holds the
name: the spoiler's vote, read as the keyword then each of its lines ("voto Zefiro", and the
box's title "voto Spoiler", which names no one), so it is listed as a `spoiler` vote (counted
with `spoilers_count = true`) and never a bare "voto" read as talk with nothing listed.

Pure: the texts and the grammar's vote keywords in.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Collection, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.post_text import BODY, SPOILER

if TYPE_CHECKING:
    from lupus_mod.votes.action import VoteAction


def keyword_before(before: str, hidden: str, keywords: Collection[str]) -> str | None:
    """The spoiler's text `hidden` as the author's vote, when his text `before` it ends with a
    vote keyword ("voto", "je vote"): that keyword before each line of it; else None."""
    tokens = tokenize(before.rstrip())
    if not tokens or tokens[-1].kind != WORD or tokens[-1].fold not in keywords:
        return None
    lines = [line.strip() for line in hidden.split("\n") if line.strip()]
    return "\n".join(f"{tokens[-1].text} {line}" for line in lines) or None


def spoiler_declared(actions: Sequence[VoteAction], own: str, keywords: Collection[str]) -> VoteAction | None:
    """ "[spoiler]voto Grima[/spoiler]" and, in sight, "cambio voto" or "(cambio, tengo nascosto
    perché mi vergogno)": a spoiler's vote does not count (`spoilers_count = false`), yet the
    author's visible words say he votes or changes: a doubt offering the spoiler's names, so the
    GM is told (it was listed as inside a spoiler only). None without such words or vote."""

    hidden = [a for a in actions if a.where == SPOILER and a.kind == VOTE and a.target]
    if not hidden or not {t.fold for t in tokenize(own) if t.kind == WORD} & set(keywords):
        return None
    names = tuple(dict.fromkeys(a.target for a in hidden if a.target))
    return replace(hidden[-1], typed=" ".join(own.split())[:80], target=None, candidates=names, where=BODY,
                   reason=DOUBT, superseded=False)
