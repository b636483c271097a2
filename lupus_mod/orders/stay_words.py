"""« Je reste Voleur » ("Le Voleur a le droit de choisir une de ces deux cartes ou de rester
Voleur"): `reste` right before a card is the order of the power taking one (the Voleur's
`prends`); alone it is too common a word (« je reste prudent », « ma balle reste pour
Josephine »), never a keyword. Pure: the line's tokens and the game's words in. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.model import ROLE, KeywordSpec
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text import Token

# « je reste », « rester », « je resterai »; "resto Ladro".
STAY_WORDS = frozenset({"reste", "rester", "resterai", "resto"})
# « je reste le Voleur », « je reste un simple villageois »: the article before the card.
_BEFORE_CARD = frozenset({"le", "la", "l", "un", "une", "il", "lo"})


def stays_as(line: str, tokens: tuple[Token, ...], i: int, index: NameIndex) -> KeywordSpec | None:
    """The power taking one card, when the word at `i` is a stay word right before a card not
    offered (an article between); None otherwise."""
    if tokens[i].fold not in STAY_WORDS:
        return None
    spec = next((s for s in index.specs.values() if [k for k, _ in s.kinds()] == [ROLE]), None)
    j = i + 1
    while j < len(tokens) and j <= i + 2 and tokens[j].fold in _BEFORE_CARD:
        j += 1
    if spec is None or j >= len(tokens):
        return None
    # « je reste simple villageois » when a Simple Villageois card is offered: no card of his
    # to keep ("rester Voleur (auquel cas il a les pouvoirs d'un simple villageois)"), never
    # the offered card taken; the line stays as written, his card kept without an order.
    kept = [m for m in index.entities_at(line, tokens, j) if m.kind == ROLE]
    return spec if kept and not any(set(m.targets) & set(index.offered) for m in kept) else None
