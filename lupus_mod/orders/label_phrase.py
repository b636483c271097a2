"""A phrase of a power taking one thing, used as a form's label: "Luogo: prato", "ah il luogo:
mulino" (roles.toml `phrases` of Acchiappastreghe's `vado`). The label is the order only with
its thing right after it, a colon or an article between: "il luogo più sicuro è il mulino",
"proteggo il luogo con più gatti" are talk about places, never a cat's choice. Pure."""
from __future__ import annotations

from lupus_mod.orders.italian import ARTICLES, FRENCH_ARTICLES
from lupus_mod.orders.model import is_thing
from lupus_mod.orders.names import Match, NameIndex
from lupus_mod.orders.text import WEAK, Token


def label_without_thing(said: Match, line: str, tokens: tuple[Token, ...], index: NameIndex) -> bool:
    """The phrase found (`said`) stands for one power taking one thing, and the words right after
    it name no thing of that kind: no label, a word of the line."""
    if len(said.targets) != 1:
        return False
    kinds = index.specs[said.targets[0]].kinds()
    if len(kinds) != 1 or not is_thing(kinds[0][0]):
        return False
    j = said.end
    while j < len(tokens) and (tokens[j].kind == WEAK or tokens[j].fold in ARTICLES | FRENCH_ARTICLES):
        j += 1
    return j >= len(tokens) or not any(m.kind == kinds[0][0] for m in index.entities_at(line, tokens, j))
