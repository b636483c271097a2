"""A vote whose name alone is hidden in a spoiler: "voto [spoiler]Zefiro[/spoiler]".

The author's own text ends with the vote's keyword and the spoiler right after it holds the
name: the spoiler's vote, read as the keyword then each of its lines ("voto Zefiro", and the
box's title "voto Spoiler", which names no one), so it is listed as a `spoiler` vote (counted
with `spoilers_count = true`) and never a bare "voto" read as talk with nothing listed.

Pure: the texts and the grammar's vote keywords in.
"""
from __future__ import annotations

from typing import Collection

from lupus_mod.orders.text import WORD, tokenize


def keyword_before(before: str, hidden: str, keywords: Collection[str]) -> str | None:
    """The spoiler's text `hidden` as the author's vote, when his text `before` it ends with a
    vote keyword ("voto", "je vote"): that keyword before each line of it; else None."""
    tokens = tokenize(before.rstrip())
    if not tokens or tokens[-1].kind != WORD or tokens[-1].fold not in keywords:
        return None
    lines = [line.strip() for line in hidden.split("\n") if line.strip()]
    return "\n".join(f"{tokens[-1].text} {line}" for line in lines) or None
