"""A post whose author says his vote weighs double ("Oggi uso il mio voto doppio: voto Gollum
x2", `double_claims`): read in his own text only (a quote of another's claim is no claim of
his). The tally tells the GM where the day's record gives no double (tally/double_claims.py).
Pure."""
from __future__ import annotations

from typing import TYPE_CHECKING

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes.post_text import Bodied, own_text

if TYPE_CHECKING:
    from lupus_mod.votes.grammar import Grammar


def claims_double(post: Bodied, grammar: Grammar) -> bool:
    """Whether the post's own words hold one of the grammar's `double_claims`."""
    words = [t.fold for t in tokenize(own_text(post, grammar)[0]) if t.kind == WORD]
    return any(tuple(words[n:n + len(p)]) == p for p in grammar.double_claim_phrases for n in range(len(words)))
