"""A vote said for the second ballot while the day's vote is still open: « per il ballottaggio
io voto Becchino » (Licantropi: the two most voted « vanno al ballottaggio »). The day's count
read it as the author's day vote and moved his vote in silence; the runoff's count never reads
it, being before the runoff opened. It is the runoff's, or the day's said loosely: asked,
offering the name (the GM settles it as the day's vote, or "none"). Pure."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.forms import DOUBT, FOR_RUNOFF, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.poll_words import names_stake
from lupus_mod.votes.post_text import BODY, own_text
from lupus_mod.votes.reading import PostLike, VoteAction


def asked_for_runoff(actions: Sequence[VoteAction], posts: Iterable[PostLike],
                     grammar: Grammar) -> tuple[VoteAction, ...]:
    """The day's actions, each vote whose sentence names the runoff (`runoff` words) a doubt."""
    words = grammar.folded["runoff"]
    named = {a.post_id for a in actions if a.kind == VOTE and a.where == BODY and not a.reason}
    texts = {str(p.id): own_text(p, grammar)[0] for p in posts if str(p.id) in named} if words else {}
    return tuple(replace(a, reason=DOUBT, why=FOR_RUNOFF)
                 if a.post_id in texts and a.kind == VOTE and a.where == BODY and not a.reason
                 and not a.corrected and _names_runoff(texts[a.post_id], a.typed, words) else a
                 for a in actions)


def _names_runoff(text: str, typed: str, words: frozenset[str]) -> bool:
    """The sentence of the vote form `typed` in `text` names the runoff, before the form or
    after it up to a comma ("voto Zanna, al ballottaggio vedremo" is the day's vote)."""
    at = text.find(typed) if typed else -1
    if at < 0:
        return False
    end = at + len(typed)
    tokens = tokenize(text[:end] + re.split(r"[,;]", text[end:], maxsplit=1)[0])
    inside = [n for n, t in enumerate(tokens) if at <= t.start < at + len(typed)]
    if not inside or not any(t.kind == WORD and t.fold in words for t in tokens):
        return False
    return names_stake(tokens, inside[0], inside[-1] + 1, 0, words)
