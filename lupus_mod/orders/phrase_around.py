"""A player's name said inside a power's phrase: « Je laisse Kilian mourir » is « je laisse mourir
Kilian » (the Sorcière's `rien`, a phrase of two words). Read as talk, the night waited for the
answer she gave. Pure: the line and the game's words in; the line out with the name moved after
the phrase, its length kept."""
from __future__ import annotations

from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.text import WORD, tokenize


def name_after_phrase(written: str, index: NameIndex) -> str:
    """The line with each player's name standing between the two words of a phrase moved after
    them; the line as written when none does."""
    tokens = tokenize(written)
    for n in range(1, len(tokens) - 1):
        names = [m for m in index.entities_at(written, tokens, n) if m.kind == PLAYER]
        end = max((m.end for m in names), default=0)
        if not names or end >= len(tokens) or tokens[n - 1].kind != WORD or tokens[end].kind != WORD:
            continue
        said = f"{tokens[n - 1].text} {tokens[end].text}"
        phrase = index.phrase_at(said, tokenize(said), 0)
        if phrase is not None and phrase.end == 2:
            name, gap = written[tokens[n].start:tokens[end - 1].end], written[tokens[end - 1].end:tokens[end].start]
            return f"{written[:tokens[n].start]}{tokens[end].text}{gap}{name}{written[tokens[end].end:]}"
    return written
