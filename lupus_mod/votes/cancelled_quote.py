"""A post that quotes a vote and asks the GM to delete it: "[quote]voto Grima e basta[/quote]
cancellate, ho sbagliato" (Eowyna under her own vote), « [quote]je vote Kilian[/quote] effacez,
erreur ». No form of its own, it read as someone else's words and the quoted vote stood; the
author takes a vote back — most likely his own, the only one he can — so the post is an unvote
the GM confirms (a doubt whose settle line offers "unvote"). A part of votes/reading.py."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, UNVOTE, VOTE
from lupus_mod.votes.post_text import BODY, QUOTE


def cancelled_quote(actions: list, text: str, cancel: Sequence[str]) -> list:
    """`actions` with an unvote doubt added when the post's own `text` (no form of its own)
    asks to delete the vote it quotes (`cancel`: the language's words)."""
    quoted = [a for a in actions if a.where == QUOTE and a.kind == VOTE]
    if not quoted or any(a.where == BODY for a in actions):
        return actions
    tokens = [t for t in tokenize(text) if t.kind == WORD]
    words = [t.fold for t in tokens]
    phrases = speech.phrases(cancel)
    at = next((k for k in range(len(words)) for p in phrases if tuple(words[k:k + len(p)]) == p), None)
    if at is None:
        return actions
    said = text[tokens[at].start:].strip()
    return actions + [replace(quoted[-1], index=len(actions), where=BODY, kind=UNVOTE, target=None, candidates=(),
                              typed=said, reason=DOUBT, superseded=False, several=False)]
